/**
 * The portal's session (spec platform §4 "Session"): who is signed in, for every page, through
 * {@link useSession}. The state and its rules live in the framework-free session store of the
 * app's services (`src/stores/session-store`); this module only starts it and exposes it to
 * React. Pages never touch tokens.
 * @module
 */
import { createContext, useContext, useEffect, useMemo, type JSX, type ReactNode } from 'react';
import type { AuthUser } from '../../src/contracts/auth';
import type {
  ImpersonateOptions,
  SessionState,
  SessionStore,
} from '../../src/stores/session-store';
import { atom } from 'nanostores';
import { useStore } from '../../widgets/shared/use-store';
import { useOptionalServices, useServices } from './services';

/** Where the session stands; `loading` until the first `validate_token` answers. */
export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

/** What {@link useSession} gives. */
export interface Session {
  /** Loading, signed in or signed out. */
  status: SessionStatus;
  /** The signed-in user. */
  user: AuthUser | undefined;
  /** An admin acting as a customer ("Admin logged in as customer"). */
  impersonating: boolean;
  /** How the last session ended: the user signed out, or the server answered 401. */
  signedOutBy?: 'user' | 'server';
  /** Signs in; `remember` (default true) keeps the session beyond the tab (auth cookie). */
  signIn(email: string, password: string, remember?: boolean): Promise<AuthUser>;
  /** Signs out (the tokens are dropped even when the server cannot be reached). */
  signOut(): Promise<void>;
  /** `validate_token`: the fresh user, or undefined when signed out. */
  refresh(): Promise<AuthUser | undefined>;
  /** Exchanges an impersonation token (the operator's tokens are kept aside). */
  impersonate(token: string, options?: ImpersonateOptions): Promise<AuthUser>;
  /** Ends an impersonation, restoring the operator's session. */
  endImpersonation(): Promise<AuthUser | undefined>;
  /** Replaces the user after a call that answered a fresh one (data sharing accepted). */
  setUser(user: AuthUser): void;
}

const SessionContext = createContext<Session | null>(null);

/** A session store's state and actions as a {@link Session}. */
function toSession(state: SessionState, store: SessionStore): Session {
  return {
    status: state.status,
    user: state.user,
    impersonating: state.impersonating,
    signedOutBy: state.signedOutBy,
    signIn: store.signIn,
    signOut: store.signOut,
    refresh: store.refresh,
    impersonate: store.impersonate,
    endImpersonation: store.endImpersonation,
    setUser: store.setUser,
  };
}

/** Binds a session store's state and actions into a {@link Session}. */
function useStoreSession(store: SessionStore): Session {
  const state = useStore(store.$state);
  return useMemo(() => toSession(state, store), [state, store]);
}

function StoreSessionProvider(props: { store: SessionStore; children: ReactNode }) {
  const { store } = props;
  // The refresh on load (spec §4) and the 30-minute timer; `start` is idempotent, so StrictMode's
  // double effect costs nothing.
  useEffect(() => {
    void store.start();
  }, [store]);
  const session = useStoreSession(store);
  return <SessionContext.Provider value={session}>{props.children}</SessionContext.Provider>;
}

/**
 * Provides the session of the app's services to every page. Tests may pass a ready-made
 * `value` instead (a fake session), which skips the store entirely.
 */
export function SessionProvider(props: { children: ReactNode; value?: Session }): JSX.Element {
  if (props.value) {
    return <SessionContext.Provider value={props.value}>{props.children}</SessionContext.Provider>;
  }
  return <ServicesSessionProvider>{props.children}</ServicesSessionProvider>;
}

function ServicesSessionProvider(props: { children: ReactNode }) {
  const { session } = useServices();
  return <StoreSessionProvider store={session}>{props.children}</StoreSessionProvider>;
}

const NO_STATE = atom<SessionState>({ status: 'loading', user: undefined, impersonating: false });

/**
 * The current session: the {@link SessionProvider}'s, else (a tree with only the services, as
 * in component tests) the session store of the services, started on first use. Throws when
 * neither is there (a wiring mistake).
 */
export function useSession(): Session {
  const provided = useContext(SessionContext);
  const services = useOptionalServices();
  const store = provided ? undefined : services?.session;
  const state = useStore(store ? store.$state : NO_STATE);
  useEffect(() => {
    if (store) void store.start();
  }, [store]);
  const fromStore = useMemo(() => (store ? toSession(state, store) : undefined), [state, store]);
  const session = provided ?? fromStore;
  if (!session) throw new Error('useSession() needs a <SessionProvider> or a <ServicesProvider>');
  return session;
}
