/**
 * Session helpers for portal tests: a real session store over in-memory tokens (no browser
 * storage shared between tests), and a fake {@link Session} for pages rendered alone.
 * @module
 */
import { createAuthApi, type AuthApi } from '../../src/api/auth';
import { createRememberedTokenStore } from '../../src/api/remembered-token-store';
import { createMemoryTokenStore } from '../../src/api/token-store';
import type { AuthUser } from '../../src/contracts/auth';
import {
  createMemoryOperatorStore,
  createSessionStore,
  type SessionStore,
  type SessionTokenStore,
} from '../../src/stores/session-store';
import type { Session } from '../../portal/app/session';

/** A "stay signed in" token store kept in memory. */
export function memorySessionTokens(): SessionTokenStore {
  return createRememberedTokenStore({
    persistent: createMemoryTokenStore(),
    temporary: createMemoryTokenStore(),
  });
}

/** A session store over in-memory tokens: with no tokens it starts (and stays) signed out. */
export function memorySessionStore(auth: AuthApi, tokens = memorySessionTokens()): SessionStore {
  return createSessionStore({ auth, tokens, operator: createMemoryOperatorStore() });
}

/** The sandbox individual customer, linked to correspondent 1 (demo). */
export function authUserFixture(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    email: 'cliente@demo.test',
    name: 'Ana Cliente Demo',
    roles: ['customer'],
    cpf: '52998224725',
    correspondents: [1],
    isAdmin: false,
    needsComplianceUpdate: false,
    ...overrides,
  };
}

/**
 * A session store that is signed in as `user` once started: its tokens are in memory and its
 * `validate_token` answers `user` (other calls reject).
 */
export function signedInSessionStore(user: AuthUser = authUserFixture()): SessionStore {
  const tokens = memorySessionTokens();
  tokens.set({
    accessToken: 'test-token',
    client: 'test-client',
    uid: user.email,
    expiry: '4102444800',
    tokenType: 'Bearer',
  });
  const auth: AuthApi = {
    ...createAuthApi(() => Promise.reject(new Error('not used by this test'))),
    validateToken: async () => user,
    signOut: async () => undefined,
  };
  return memorySessionStore(auth, tokens);
}

/** A fake session (signed out unless `user` is given); every action is a resolved no-op. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  const user = overrides.user;
  return {
    status: user ? 'signed-in' : 'signed-out',
    user,
    impersonating: false,
    signIn: async () => user ?? authUserFixture(),
    signOut: async () => undefined,
    refresh: async () => user,
    impersonate: async () => user ?? authUserFixture(),
    endImpersonation: async () => undefined,
    setUser: () => undefined,
    ...overrides,
  };
}
