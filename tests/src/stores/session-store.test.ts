import { afterEach, describe, expect, test, vi } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createRememberedTokenStore } from '../../../src/api/remembered-token-store';
import { createMemoryTokenStore } from '../../../src/api/token-store';
import type { AuthUser } from '../../../src/contracts/auth';
import type { SessionTokens } from '../../../src/domain/session/session-tokens';
import {
  createMemoryOperatorStore,
  createSessionStore,
  createWebStorageOperatorStore,
  SESSION_REFRESH_INTERVAL_MS,
  type SessionStore,
} from '../../../src/stores/session-store';
import { createFakeFetch, type FakeFetch } from '../api/fake-fetch';

const customer: AuthUser = {
  id: 1,
  email: 'cliente@demo.test',
  name: 'Ana Cliente Demo',
  roles: ['customer'],
  cpf: '52998224725',
  correspondents: [1],
  isAdmin: false,
  needsComplianceUpdate: false,
};
const admin: AuthUser = {
  ...customer,
  id: 3,
  email: 'admin@demo.test',
  roles: ['admin'],
  isAdmin: true,
};

function tokenHeaders(accessToken: string, expiry: number, uid = 'cliente@demo.test') {
  return {
    'access-token': accessToken,
    client: 'c1',
    uid,
    expiry: String(expiry),
    'token-type': 'Bearer',
  };
}

function tokens(accessToken: string, expiry: number, uid = 'cliente@demo.test'): SessionTokens {
  return { accessToken, client: 'c1', uid, expiry: String(expiry), tokenType: 'Bearer' };
}

/** A session store wired exactly as the portal wires it: one client, its 401 hook, its tokens. */
function setUp(initial?: { remembered?: SessionTokens; tab?: SessionTokens }) {
  const fake: FakeFetch = createFakeFetch();
  const persistent = createMemoryTokenStore(initial?.remembered);
  const temporary = createMemoryTokenStore(initial?.tab);
  const tokenStore = createRememberedTokenStore({ persistent, temporary });
  const operator = createMemoryOperatorStore();
  const holder: { session?: SessionStore } = {};
  const api = createApiClient({
    baseURL: 'https://fx.test/api',
    fetch: fake.fetch,
    tokenStore,
    onUnauthorized: () => holder.session?.handleUnauthorized(),
  });
  const session = createSessionStore({ auth: api.auth, tokens: tokenStore, operator });
  holder.session = session;
  return { fake, api, session, tokenStore, persistent, temporary, operator };
}

const ok = (user: AuthUser) => ({ success: true, data: user });
const unauthorized = { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' };

afterEach(() => {
  vi.useRealTimers();
});

describe('start', () => {
  test('without tokens is signed out from the start, and the first refresh sends nothing', async () => {
    const { session, fake } = setUp();
    expect(session.$state.get().status).toBe('signed-out');
    await session.start();
    expect(session.$state.get()).toEqual({
      status: 'signed-out',
      user: undefined,
      impersonating: false,
    });
    expect(fake.requests).toHaveLength(0);
  });

  test('with remembered tokens, validates them on load and is signed in', async () => {
    const { session, fake } = setUp({ remembered: tokens('t1', 1000) });
    fake.respond(200, ok(customer), tokenHeaders('t2', 1001));
    expect(session.$state.get().status).toBe('loading');
    await session.start();
    expect(fake.requests[0]?.url).toBe('https://fx.test/api/v1/auth/user/validate_token');
    expect(fake.requests[0]?.headers.get('access-token')).toBe('t1');
    expect(session.$state.get()).toMatchObject({ status: 'signed-in', user: customer });
  });

  test('tokens refused on load (401) are dropped and the session is signed out', async () => {
    const { session, fake, persistent } = setUp({ remembered: tokens('t1', 1000) });
    fake.respond(401, unauthorized);
    await session.start();
    expect(session.$state.get().status).toBe('signed-out');
    expect(persistent.get()).toBeUndefined();
  });

  test('a network failure on load leaves the tokens for the next refresh', async () => {
    const { session, fake, persistent } = setUp({ remembered: tokens('t1', 1000) });
    fake.failWith(new TypeError('offline'));
    await session.start();
    expect(session.$state.get().status).toBe('signed-out');
    expect(persistent.get()?.accessToken).toBe('t1');
  });
});

describe('refresh timer', () => {
  test('refreshes through validate_token every 30 minutes while signed in', async () => {
    vi.useFakeTimers();
    const { session, fake } = setUp({ remembered: tokens('t1', 1000) });
    fake.respond(200, ok(customer), tokenHeaders('t2', 1001));
    await session.start();
    expect(fake.requests).toHaveLength(1);

    fake.respond(200, ok({ ...customer, name: 'Ana Renamed' }), tokenHeaders('t3', 1002));
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS - 1);
    expect(fake.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[1]?.headers.get('access-token')).toBe('t2');
    expect(session.$state.get().user?.name).toBe('Ana Renamed');

    fake.respond(200, ok(customer), tokenHeaders('t4', 1003));
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(fake.requests).toHaveLength(3);
    expect(fake.requests[2]?.headers.get('access-token')).toBe('t3');
    session.stop();
  });

  test('does not call the API while signed out, and stops when asked', async () => {
    vi.useFakeTimers();
    const { session, fake } = setUp();
    await session.start();
    await vi.advanceTimersByTimeAsync(3 * SESSION_REFRESH_INTERVAL_MS);
    expect(fake.requests).toHaveLength(0);
    session.stop();
  });

  test('a refresh answered 401 signs out; the timer then stays quiet', async () => {
    vi.useFakeTimers();
    const { session, fake, persistent } = setUp({ remembered: tokens('t1', 1000) });
    fake.respond(200, ok(customer));
    await session.start();
    fake.respond(401, unauthorized);
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(session.$state.get().status).toBe('signed-out');
    expect(persistent.get()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(SESSION_REFRESH_INTERVAL_MS);
    expect(fake.requests).toHaveLength(2);
    session.stop();
  });
});

describe('replacement rule', () => {
  test('a refresh answering an older expiry keeps the stored token (spec §4)', async () => {
    const { session, fake, tokenStore } = setUp({ remembered: tokens('t1', 2000) });
    fake.respond(200, ok(customer), tokenHeaders('older', 1999));
    await session.refresh();
    expect(tokenStore.get()?.accessToken).toBe('t1');
    fake.respond(200, ok(customer), tokenHeaders('same', 2000));
    await session.refresh();
    expect(tokenStore.get()?.accessToken).toBe('same');
  });
});

describe('sign in and sign out', () => {
  test('signing in stores the answer tokens in the remembered place by default', async () => {
    const { session, fake, persistent, temporary } = setUp();
    await session.start();
    fake.respond(200, ok(customer), tokenHeaders('t1', 1000));
    const user = await session.signIn('cliente@demo.test', 'Demo@2026!');
    expect(user).toEqual(customer);
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      email: 'cliente@demo.test',
      password: 'Demo@2026!',
    });
    expect(fake.requests[0]?.method).toBe('POST');
    expect(session.$state.get()).toMatchObject({ status: 'signed-in', impersonating: false });
    expect(persistent.get()?.accessToken).toBe('t1');
    expect(temporary.get()).toBeUndefined();
  });

  test('"stay signed in" unchecked keeps the tokens for the tab only', async () => {
    const { session, fake, persistent, temporary } = setUp();
    fake.respond(200, ok(customer), tokenHeaders('t1', 1000));
    await session.signIn('cliente@demo.test', 'Demo@2026!', false);
    expect(temporary.get()?.accessToken).toBe('t1');
    expect(persistent.get()).toBeUndefined();
  });

  test('wrong credentials reject with the API error and stay signed out', async () => {
    const { session, fake } = setUp();
    await session.start();
    fake.respond(401, {
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    await expect(session.signIn('cliente@demo.test', 'nope')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
    expect(session.$state.get().status).toBe('signed-out');
  });

  test('signing out revokes the session on the server (DELETE sign_out) and drops the tokens', async () => {
    const { session, fake, tokenStore } = setUp({ remembered: tokens('t1', 1000) });
    fake.respond(200, ok(customer));
    await session.start();
    fake.respond(200, { success: true });
    await session.signOut();
    expect(session.$state.get().signedOutBy).toBe('user');
    expect(fake.requests[1]?.method).toBe('DELETE');
    expect(fake.requests[1]?.url).toBe('https://fx.test/api/v1/auth/user/sign_out');
    expect(tokenStore.get()).toBeUndefined();
    expect(session.$state.get().status).toBe('signed-out');
  });

  test('a call answered 401 while the sign-out is under way still counts as signed out by the user', async () => {
    // The server revokes the token first; a page's call still in flight with it comes back 401
    // before the sign-out's own answer. The portal must go to the public home, not to the login.
    let answer: () => void = () => undefined;
    const { session, fake, api } = setUp({ remembered: tokens('t1', 1000) });
    fake.respond(200, ok(customer));
    await session.start();
    const auth = { ...api.auth, signOut: () => new Promise<void>((resolve) => (answer = resolve)) };
    const store = createSessionStore({
      auth,
      tokens: createRememberedTokenStore({
        persistent: createMemoryTokenStore(tokens('t1', 1000)),
        temporary: createMemoryTokenStore(),
      }),
    });
    const signingOut = store.signOut();
    store.handleUnauthorized();
    expect(store.$state.get()).toMatchObject({ status: 'signed-out', signedOutBy: 'user' });
    answer();
    await signingOut;
    expect(store.$state.get()).toMatchObject({ status: 'signed-out', signedOutBy: 'user' });
    // Outside a sign-out, a 401 is still the server's.
    session.handleUnauthorized();
    expect(session.$state.get()).toMatchObject({ status: 'signed-out', signedOutBy: 'server' });
  });

  test('signing out still drops the tokens when the server cannot be reached', async () => {
    const { session, fake, tokenStore } = setUp({ remembered: tokens('t1', 1000) });
    fake.respond(200, ok(customer));
    await session.start();
    fake.failWith(new TypeError('offline'));
    await session.signOut();
    expect(tokenStore.get()).toBeUndefined();
    expect(session.$state.get().status).toBe('signed-out');
  });
});

describe('any 401', () => {
  test('from any call drops the tokens and signs out', async () => {
    const { session, fake, api, tokenStore } = setUp({ remembered: tokens('t1', 1000) });
    fake.respond(200, ok(customer));
    await session.start();
    fake.respond(401, unauthorized);
    await expect(api.request('/v1/customers/anything')).rejects.toMatchObject({ status: 401 });
    expect(tokenStore.get()).toBeUndefined();
    expect(session.$state.get()).toMatchObject({ status: 'signed-out', signedOutBy: 'server' });
  });

  test('a refresh already in flight cannot sign the user back in after the 401', async () => {
    let release: (user: AuthUser) => void = () => undefined;
    const auth = {
      ...createApiClient({ baseURL: 'https://fx.test/api' }).auth,
      validateToken: () => new Promise<AuthUser>((resolve) => (release = resolve)),
    };
    const tokenStore = createRememberedTokenStore({
      persistent: createMemoryTokenStore(tokens('t1', 1000)),
      temporary: createMemoryTokenStore(),
    });
    const session = createSessionStore({ auth, tokens: tokenStore });
    const pending = session.refresh();
    session.handleUnauthorized();
    release(customer);
    await pending;
    expect(session.$state.get().status).toBe('signed-out');
  });
});

describe('impersonation', () => {
  test('keeps the operator tokens aside, uses the customer session, and says so', async () => {
    const { session, fake, tokenStore, operator } = setUp({
      remembered: tokens('admin-t', 1000, 'admin@demo.test'),
    });
    fake.respond(200, ok(admin));
    await session.start();
    const clearStorage = vi.fn();

    fake.respond(200, ok({ ...customer, impersonated: true }), tokenHeaders('cust-t', 900));
    const user = await session.impersonate('one-time', { clearStorage });

    expect(clearStorage).toHaveBeenCalledOnce();
    expect(user.email).toBe('cliente@demo.test');
    expect(fake.requests[1]?.url).toBe('https://fx.test/api/v1/auth/user/impersonate');
    expect(JSON.parse(fake.requests[1]?.body ?? '')).toEqual({ token: 'one-time' });
    // The customer's token, although its expiry is older than the admin's, is the one in use.
    expect(tokenStore.get()?.accessToken).toBe('cust-t');
    expect(tokenStore.isRemembered()).toBe(false);
    expect(operator.get()).toEqual({
      tokens: tokens('admin-t', 1000, 'admin@demo.test'),
      remember: true,
    });
    expect(session.$state.get()).toMatchObject({ status: 'signed-in', impersonating: true });
  });

  test('ending it signs the customer session out and restores the operator session', async () => {
    const { session, fake, tokenStore, operator } = setUp({
      remembered: tokens('admin-t', 1000, 'admin@demo.test'),
    });
    fake.respond(200, ok(admin));
    await session.start();
    fake.respond(200, ok(customer), tokenHeaders('cust-t', 5000));
    await session.impersonate('one-time');

    fake.respond(200, { success: true }).respond(200, ok(admin));
    const restored = await session.endImpersonation();

    expect(fake.requests[2]?.method).toBe('DELETE');
    expect(fake.requests[2]?.headers.get('access-token')).toBe('cust-t');
    expect(fake.requests[3]?.url).toBe('https://fx.test/api/v1/auth/user/validate_token');
    expect(fake.requests[3]?.headers.get('access-token')).toBe('admin-t');
    expect(restored).toEqual(admin);
    expect(tokenStore.get()?.accessToken).toBe('admin-t');
    expect(tokenStore.isRemembered()).toBe(true);
    expect(operator.get()).toBeUndefined();
    expect(session.$state.get()).toMatchObject({ status: 'signed-in', impersonating: false });
  });

  test('a refused token puts the operator session back and rejects', async () => {
    const { session, fake, tokenStore } = setUp({
      remembered: tokens('admin-t', 1000, 'admin@demo.test'),
    });
    fake.respond(200, ok(admin));
    await session.start();
    fake.respond(422, { statusCode: 422, code: 'IMPERSONATION_TOKEN_INVALID', message: 'x' });
    fake.respond(200, ok(admin));
    await expect(session.impersonate('stale')).rejects.toMatchObject({ status: 422 });
    expect(tokenStore.get()?.accessToken).toBe('admin-t');
    await vi.waitFor(() => expect(session.$state.get().user).toEqual(admin));
  });

  test('without an operator session, ending it just signs out', async () => {
    const { session, fake } = setUp();
    await session.start();
    fake.respond(200, ok({ ...customer, impersonated: true }), tokenHeaders('cust-t', 900));
    await session.impersonate('one-time');
    expect(session.$state.get().impersonating).toBe(true);
    fake.respond(200, { success: true });
    expect(await session.endImpersonation()).toBeUndefined();
    expect(session.$state.get().status).toBe('signed-out');
  });

  test('a 401 during an impersonation drops the operator session too', async () => {
    const { session, fake, api, operator, tokenStore } = setUp({
      remembered: tokens('admin-t', 1000, 'admin@demo.test'),
    });
    fake.respond(200, ok(admin));
    await session.start();
    fake.respond(200, ok(customer), tokenHeaders('cust-t', 900));
    await session.impersonate('one-time');
    fake.respond(401, unauthorized);
    await expect(api.request('/v1/anything')).rejects.toMatchObject({ status: 401 });
    expect(operator.get()).toBeUndefined();
    expect(tokenStore.get()).toBeUndefined();
    expect(session.$state.get().status).toBe('signed-out');
  });
});

describe('web storage operator store', () => {
  test('round-trips the kept session and reads corrupt entries as none', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const store = createWebStorageOperatorStore(storage);
    expect(store.get()).toBeUndefined();
    store.set({ tokens: tokens('a', 1), remember: false });
    expect(store.get()).toEqual({ tokens: tokens('a', 1), remember: false });
    data.set('fx:operator-session', '{not json');
    expect(store.get()).toBeUndefined();
    store.clear();
    expect(data.size).toBe(0);
  });
});

describe('setUser', () => {
  test('replaces the user (e.g. after data sharing was accepted)', async () => {
    const { session, fake } = setUp({ remembered: tokens('t1', 1000) });
    fake.respond(200, ok(customer));
    await session.start();
    session.setUser({ ...customer, correspondents: [1, 2] });
    expect(session.$state.get().user?.correspondents).toEqual([1, 2]);
  });
});
