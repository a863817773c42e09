/**
 * Route access rules (spec platform §6 "Route access", design §4 "unauthenticated redirect") as
 * one pure decision, so every rule is tested without a browser. The guard component
 * (`components/RequireAuth`) only feeds it the route, the session and the URL.
 *
 * - not signed in on a protected route → `/{identifier}/login` keeping the query, plus
 *   `redirect` (where to come back); `/login` outside a correspondent area;
 * - signed in without the route's role → `/403`;
 * - an operator (role OPERATOR, issue 20) who signs in on a login page goes to the operator
 *   console (`/console`) unless a `redirect` is kept: an operator serves correspondents without
 *   being their customer, so the correspondent's private area (and its data sharing) is not
 *   where they work;
 * - signed in on a guests-only route → `/404`, with three sensible exceptions: the marketing
 *   landing (not a correspondent's page: anyone may read it), the impersonation landing (it
 *   replaces the session on purpose), and the correspondent's public home, which sends a
 *   signed-in user to the private home; a user who signs in ON a guests-only page (the login)
 *   goes on to the login target instead, so normal flows never land on `/404`;
 * - signed in, and the correspondent is not in the user's `correspondents` → data sharing,
 *   keeping the identifier and the query (the target rides in the history state), on every
 *   route except data sharing and the terms;
 * - signed out by the user (sign-out) on a protected route → `/{identifier}/` (after logout).
 * @module
 */
import type { AuthUser } from '../../src/contracts/auth';
import type { RouteAuth } from './route-map';

/** The session, as far as access is concerned. */
export interface AccessSession {
  status: 'loading' | 'signed-in' | 'signed-out';
  user: AuthUser | undefined;
  /** How the session ended: the user signed out, or the server refused the tokens (401). */
  signedOutBy?: 'user' | 'server';
}

/** Everything the decision needs. */
export interface AccessInput {
  /** The guarded route's declared requirement. */
  auth: RouteAuth;
  /** The name of the deepest matched route (the screen being opened). */
  leafName: string;
  /** The session. */
  session: AccessSession;
  /** The current correspondent's `identifier` param, inside a correspondent area. */
  identifier?: string;
  /** The loaded correspondent's id, inside a correspondent area. */
  correspondentId?: number;
  /** The current path (no query). */
  pathname: string;
  /** The current query string, with its `?` (or empty). */
  search: string;
  /** Whether this guard first saw the visitor signed out (a sign-in happened on this page). */
  arrivedAsGuest: boolean;
  /** Inside `<fx-checkout>`'s frame (app/embed): signing out leads to the login, not the home. */
  embedded?: boolean;
}

/** What the guard does. */
export type AccessDecision =
  | { kind: 'render' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string; state?: DataSharingState };

/** History state of the data-sharing redirect: where the user was going. */
export interface DataSharingState {
  /** Path and query the user was opening. */
  from: string;
}

/** Query parameter carrying where to return after the login. */
export const REDIRECT_PARAM = 'redirect';

/** Routes that do not send a user who lacks the correspondent link to data sharing. */
export const DATA_SHARING_EXEMPT: ReadonlySet<string> = new Set([
  'data-sharing',
  'terms-and-conditions',
  'private-terms-and-conditions',
  'profile-terms-and-conditions',
  // The impersonation landing replaces the session: the operator's links do not matter there.
  'impersonate-user',
]);

/** Guests-only routes that a signed-in user may still open. */
const OPEN_TO_SIGNED_IN: ReadonlySet<string> = new Set([
  'public',
  'landing-redirect',
  'unknown-path',
  'impersonate-user',
]);

/** The role of the platform's operators (the console's users, issue 20). */
export const OPERATOR_ROLE = 'OPERATOR';

/** Where an operator works: the operator console. */
export const CONSOLE_PATH = '/console';

/** Whether `user` has one of `roles`. */
export function hasRole(user: AuthUser | undefined, roles: readonly string[]): boolean {
  return user !== undefined && user.roles.some((role) => roles.includes(role));
}

/**
 * A `redirect` value that is safe to follow: a path on this origin (never `//host` or a URL),
 * else undefined.
 */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return undefined;
  }
  return value;
}

/**
 * Where a visitor who just signed in goes: the kept `redirect`, else an operator's console,
 * else the private home.
 */
export function afterLoginTarget(
  identifier: string | undefined,
  search: string,
  user?: AuthUser,
): string {
  const kept = safeRedirect(new URLSearchParams(search).get(REDIRECT_PARAM));
  if (kept) return kept;
  if (hasRole(user, [OPERATOR_ROLE])) return CONSOLE_PATH;
  return identifier ? `/${encodeURIComponent(identifier)}/app` : '/';
}

/** The login URL for a visitor on `pathname + search`: the query kept, `redirect` added. */
export function loginRedirect(identifier: string | undefined, pathname: string, search: string) {
  const query = new URLSearchParams(search);
  query.delete(REDIRECT_PARAM);
  query.set(REDIRECT_PARAM, pathname + search);
  const base = identifier ? `/${encodeURIComponent(identifier)}/login` : '/login';
  return `${base}?${query.toString()}`;
}

/** Decides what the guard renders. */
export function decideAccess(input: AccessInput): AccessDecision {
  const { auth, session, identifier, leafName } = input;
  if (auth === 'any') return { kind: 'render' };
  if (session.status === 'loading') return { kind: 'loading' };
  const signedIn = session.status === 'signed-in' && session.user !== undefined;

  // An operator who just signed in on a login page goes to their target (the console).
  if (
    signedIn &&
    auth === false &&
    input.arrivedAsGuest &&
    !OPEN_TO_SIGNED_IN.has(leafName) &&
    hasRole(session.user, [OPERATOR_ROLE])
  ) {
    return { kind: 'redirect', to: afterLoginTarget(identifier, input.search, session.user) };
  }

  if (
    signedIn &&
    identifier !== undefined &&
    input.correspondentId !== undefined &&
    !session.user?.correspondents.includes(input.correspondentId) &&
    !DATA_SHARING_EXEMPT.has(leafName)
  ) {
    // The kept target: where the login was going, or the page being opened.
    const from =
      auth === false ? afterLoginTarget(identifier, input.search) : input.pathname + input.search;
    return {
      kind: 'redirect',
      to: `/${encodeURIComponent(identifier)}/app/data-sharing${input.search}`,
      state: { from },
    };
  }

  if (auth === false) {
    if (!signedIn || OPEN_TO_SIGNED_IN.has(leafName)) return { kind: 'render' };
    if (input.arrivedAsGuest) {
      return { kind: 'redirect', to: afterLoginTarget(identifier, input.search) };
    }
    if (leafName === 'public-home' && identifier !== undefined) {
      return { kind: 'redirect', to: `/${encodeURIComponent(identifier)}/app${input.search}` };
    }
    return { kind: 'redirect', to: '/404' };
  }

  if (!signedIn) {
    // Signing out inside <fx-checkout>'s frame stays on the checkout: its login comes next.
    if (session.signedOutBy === 'user' && !input.embedded) {
      return { kind: 'redirect', to: identifier ? `/${encodeURIComponent(identifier)}/` : '/' };
    }
    return { kind: 'redirect', to: loginRedirect(identifier, input.pathname, input.search) };
  }
  if (auth !== true && !hasRole(session.user, auth)) return { kind: 'redirect', to: '/403' };
  return { kind: 'render' };
}
