/**
 * The session store (spec platform §4 "Session"; design §4 "impersonation"): who is signed in,
 * the refresh on load and every 30 minutes through `validate_token`, sign-in and sign-out, the
 * 401 rule, and impersonation with the operator's tokens kept aside. Framework-free (nanostores)
 * and created per app, never at module level (design §8).
 *
 * The tokens themselves live in the API client's token store: the client stores the headers of
 * every answer under the replacement rule of spec §4 (`domain/session/token-rule`) and drops
 * them on any 401; this store only decides where they go (remembered or not), when to refresh,
 * and what to put back when an impersonation ends.
 * @module
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { AuthApi } from '../api/auth';
import { UnauthorizedError } from '../api/errors';
import type { TokenStorage, TokenStore } from '../api/token-store';
import type { AuthUser } from '../contracts/auth';
import type { SessionTokens } from '../domain/session/session-tokens';

/** Token refresh interval: 30 minutes (spec platform §9). */
export const SESSION_REFRESH_INTERVAL_MS = 30 * 60 * 1000;

/** Where the session stands: `loading` until the first refresh answers (spec §4 "not loaded"). */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** The session's state. */
export interface SessionState {
  /** Loading, signed in or signed out. */
  status: SessionStatus;
  /** The signed-in user (from the `data` field of the answers). */
  user: AuthUser | undefined;
  /** An admin acting as a customer ("Admin logged in as customer", spec §2.3 Menu). */
  impersonating: boolean;
  /**
   * How a session ended: `user` (sign-out: the app goes to the public home) or `server` (a 401:
   * the app goes to the login, keeping where the user was). Absent before any session.
   */
  signedOutBy?: 'user' | 'server';
}

/** The operator's session kept aside during an impersonation. */
export interface OperatorSession {
  /** The operator's tokens. */
  tokens: SessionTokens;
  /** Whether the operator's session was remembered (cookie) or per tab. */
  remember: boolean;
}

/** Where the operator's session waits while an impersonation runs. */
export interface OperatorSessionStore {
  get(): OperatorSession | undefined;
  set(session: OperatorSession): void;
  clear(): void;
}

/** The token store the session drives: the client's, plus the "stay signed in" switch. */
export interface SessionTokenStore extends TokenStore {
  /** Where the next tokens go: remembered (persistent) or this tab only. */
  setRemember(remember: boolean): void;
  /** Whether the tokens are remembered. */
  isRemembered(): boolean;
}

/** Options of {@link createSessionStore}. */
export interface SessionStoreOptions {
  /** The authentication calls of the API client. */
  auth: AuthApi;
  /** The API client's token store. */
  tokens: SessionTokenStore;
  /** Where the operator's session waits during an impersonation; in memory when omitted. */
  operator?: OperatorSessionStore;
  /** Refresh interval; {@link SESSION_REFRESH_INTERVAL_MS} by default. */
  refreshIntervalMs?: number;
}

/** Options of {@link SessionStore.impersonate}. */
export interface ImpersonateOptions {
  /**
   * Runs after the operator's tokens were read and before the exchange: the impersonation
   * landing clears session storage, local storage and the auth cookie here (spec §2.3).
   */
  clearStorage?: () => void;
}

/** The session store. */
export interface SessionStore {
  /** The current state; subscribe to re-render. */
  $state: ReadableAtom<SessionState>;
  /** First refresh (spec §4 "refreshed on load") and the 30-minute timer. Idempotent. */
  start(): Promise<AuthUser | undefined>;
  /** Stops the timer. */
  stop(): void;
  /** Signs in; `remember` (default true) keeps the session beyond the tab. */
  signIn(email: string, password: string, remember?: boolean): Promise<AuthUser>;
  /** Signs out: asks the server to revoke the session (failures ignored), drops the tokens. */
  signOut(): Promise<void>;
  /** `validate_token`: the fresh user, or undefined when signed out. Never rejects on a 401. */
  refresh(): Promise<AuthUser | undefined>;
  /** Exchanges an impersonation token, keeping the current (operator's) tokens aside. */
  impersonate(token: string, options?: ImpersonateOptions): Promise<AuthUser>;
  /** Ends an impersonation: drops the customer's session and restores the operator's. */
  endImpersonation(): Promise<AuthUser | undefined>;
  /** Replaces the user after a call that answered it (e.g. data sharing accepted). */
  setUser(user: AuthUser): void;
  /** What the app calls after any 401: the client already dropped the tokens. */
  handleUnauthorized(): void;
}

/** An operator-session store in memory (tests, or a host without Web Storage). */
export function createMemoryOperatorStore(): OperatorSessionStore {
  let kept: OperatorSession | undefined;
  return {
    get: () => kept,
    set: (session) => {
      kept = { tokens: { ...session.tokens }, remember: session.remember };
    },
    clear: () => {
      kept = undefined;
    },
  };
}

/** Key of the operator's session in Web Storage. */
export const OPERATOR_SESSION_KEY = 'fx:operator-session';

/**
 * An operator-session store in Web Storage (the portal uses `sessionStorage`: the impersonation
 * belongs to the tab it was started in). Unreadable entries read as none.
 */
export function createWebStorageOperatorStore(
  storage: TokenStorage,
  key: string = OPERATOR_SESSION_KEY,
): OperatorSessionStore {
  return {
    get() {
      try {
        const raw = storage.getItem(key);
        if (raw === null) return undefined;
        const parsed = JSON.parse(raw) as Partial<OperatorSession> | null;
        const tokens = parsed?.tokens;
        if (!tokens || typeof tokens.accessToken !== 'string') return undefined;
        return { tokens, remember: parsed.remember === true };
      } catch {
        return undefined;
      }
    },
    set(session) {
      try {
        storage.setItem(key, JSON.stringify(session));
      } catch {
        // Storage full or blocked: ending the impersonation will sign out instead.
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing to remove.
      }
    },
  };
}

/** Creates a session store; call `start()` once the app is up. */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { auth, tokens } = options;
  const operator = options.operator ?? createMemoryOperatorStore();
  const interval = options.refreshIntervalMs ?? SESSION_REFRESH_INTERVAL_MS;
  // Without tokens there is nothing to validate: signed out from the first render, no flash.
  const $state = atom<SessionState>({
    status: tokens.get() ? 'loading' : 'signed-out',
    user: undefined,
    impersonating: false,
  });
  let timer: ReturnType<typeof setInterval> | undefined;
  let started: Promise<AuthUser | undefined> | undefined;
  // Only the latest action may write the state: a slow refresh must not undo a sign-out.
  let generation = 0;

  function signedIn(user: AuthUser): void {
    $state.set({
      status: 'signed-in',
      user,
      impersonating: user.impersonated === true || operator.get() !== undefined,
    });
  }

  function signedOut(by?: 'user' | 'server'): void {
    $state.set({
      status: 'signed-out',
      user: undefined,
      impersonating: false,
      ...(by ? { signedOutBy: by } : {}),
    });
  }

  async function refresh(): Promise<AuthUser | undefined> {
    const current = ++generation;
    if (!tokens.get()) {
      operator.clear();
      signedOut();
      return undefined;
    }
    try {
      const user = await auth.validateToken();
      if (current === generation) signedIn(user);
      return user;
    } catch (error) {
      if (current !== generation) return undefined;
      if (error instanceof UnauthorizedError) {
        handleUnauthorized();
        return undefined;
      }
      // A network failure or a 5xx says nothing about the session: keep what we had, and
      // leave "loading" as signed out (the tokens stay for the next refresh).
      if ($state.get().status === 'loading') signedOut();
      return $state.get().user;
    }
  }

  /** A sign-out the user asked for is under way (its DELETE sign_out not answered yet). */
  let signingOut = false;

  function handleUnauthorized(): void {
    // Any 401 drops the tokens (spec §4, §8); the operator's kept session goes with them, as
    // an expired impersonation must not silently turn back into an admin session. A 401 that
    // answers a call still in flight while the user signs out is the sign-out itself (the server
    // has just revoked the token): the user, not the server, ended that session, so the portal
    // goes to the public home, not to the login page.
    tokens.clear();
    operator.clear();
    generation++;
    signedOut(signingOut ? 'user' : 'server');
  }

  async function signIn(email: string, password: string, remember = true): Promise<AuthUser> {
    const current = ++generation;
    tokens.clear();
    operator.clear();
    tokens.setRemember(remember);
    const user = await auth.signIn(email, password);
    if (current === generation) signedIn(user);
    return user;
  }

  async function signOut(): Promise<void> {
    generation++;
    if (tokens.get()) {
      signingOut = true;
      try {
        await auth.signOut();
      } catch {
        // Already revoked or unreachable: the local tokens go anyway (spec §4).
      } finally {
        signingOut = false;
      }
    }
    tokens.clear();
    operator.clear();
    generation++;
    signedOut('user');
  }

  async function impersonate(token: string, opts: ImpersonateOptions = {}): Promise<AuthUser> {
    const current = ++generation;
    const previous = tokens.get();
    const kept: OperatorSession | undefined =
      operator.get() ??
      (previous ? { tokens: previous, remember: tokens.isRemembered() } : undefined);
    opts.clearStorage?.();
    tokens.clear();
    operator.clear();
    // The impersonated session belongs to this tab only.
    tokens.setRemember(false);
    try {
      const user = await auth.impersonate(token);
      if (kept) operator.set(kept);
      if (current === generation) signedIn(user);
      return user;
    } catch (error) {
      // The operator's session is put back, so a stale link does not cost the admin a sign-in.
      if (kept) {
        tokens.clear();
        tokens.setRemember(kept.remember);
        tokens.set(kept.tokens);
        void refresh();
      } else if (current === generation) {
        signedOut();
      }
      throw error;
    }
  }

  async function endImpersonation(): Promise<AuthUser | undefined> {
    const kept = operator.get();
    generation++;
    if (tokens.get()) {
      try {
        await auth.signOut();
      } catch {
        // The customer's session may already be gone.
      }
    }
    tokens.clear();
    operator.clear();
    if (!kept) {
      signedOut('user');
      return undefined;
    }
    // Set directly: the replacement rule guards tokens coming from answers, and the operator's
    // older token must win over the customer's newer one here.
    tokens.setRemember(kept.remember);
    tokens.set(kept.tokens);
    return refresh();
  }

  function setUser(user: AuthUser): void {
    generation++;
    signedIn(user);
  }

  function start(): Promise<AuthUser | undefined> {
    if (started) return started;
    started = refresh();
    timer = setInterval(() => {
      if ($state.get().status === 'signed-in') void refresh();
    }, interval);
    return started;
  }

  function stop(): void {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
    started = undefined;
  }

  return {
    $state,
    start,
    stop,
    signIn,
    signOut,
    refresh,
    impersonate,
    endImpersonation,
    setUser,
    handleUnauthorized,
  };
}
