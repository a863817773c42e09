import { describe, expect, test } from 'vitest';
import {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  createCookieTokenStore,
  type CookieJar,
} from '../../../src/api/cookie-token-store';
import { createRememberedTokenStore } from '../../../src/api/remembered-token-store';
import { createMemoryTokenStore } from '../../../src/api/token-store';
import type { SessionTokens } from '../../../src/domain/session/session-tokens';

const tokens: SessionTokens = {
  accessToken: 'a+b/c=',
  client: 'c1',
  uid: 'cliente@demo.test',
  expiry: '1900000000',
  tokenType: 'Bearer',
};

/** A cookie jar that records every assignment and can refuse Secure cookies (plain http). */
function jar(options: { refuseSecure?: boolean } = {}) {
  const cookies = new Map<string, string>();
  const writes: string[] = [];
  const value: CookieJar & { writes: string[] } = {
    writes,
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      if (options.refuseSecure && /;\s*Secure/i.test(line)) return;
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...rest] = (pair ?? '').split('=');
      const maxAge = attributes.find((a) => a.toLowerCase().startsWith('max-age='));
      if (maxAge === 'Max-Age=0') cookies.delete(name ?? '');
      else cookies.set(name ?? '', rest.join('='));
    },
  };
  return value;
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, v: string) => void data.set(key, v),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('cookie token store', () => {
  test('writes the auth cookie with the attributes of spec §9 (14 days, Secure, SameSite None, path /)', () => {
    const cookies = jar();
    const store = createCookieTokenStore(cookies);
    store.set(tokens);
    expect(cookies.writes[0]).toMatch(
      /^fx_auth=[^;]+; Max-Age=1209600; Path=\/; Secure; SameSite=None$/,
    );
    expect(AUTH_COOKIE_MAX_AGE_SECONDS).toBe(14 * 24 * 3600);
    expect(store.get()).toEqual(tokens);
  });

  test('clearing expires the cookie', () => {
    const cookies = jar();
    const store = createCookieTokenStore(cookies);
    store.set(tokens);
    store.clear();
    expect(cookies.writes.at(-1)).toMatch(/^fx_auth=; Max-Age=0;/);
    expect(store.get()).toBeUndefined();
  });

  test('falls back to Web Storage when the browser refuses the Secure cookie (plain http)', () => {
    const cookies = jar({ refuseSecure: true });
    const local = memoryStorage();
    const store = createCookieTokenStore(cookies, { fallback: local });
    store.set(tokens);
    expect(cookies.cookie).toBe('');
    expect(local.data.size).toBe(1);
    expect(store.get()).toEqual(tokens);
    store.clear();
    expect(local.data.size).toBe(0);
    expect(store.get()).toBeUndefined();
  });

  test('a corrupt cookie reads as no tokens', () => {
    const cookies = jar();
    cookies.cookie = 'fx_auth=%7Bnot-json; Max-Age=10; Path=/; Secure; SameSite=None';
    expect(createCookieTokenStore(cookies).get()).toBeUndefined();
  });

  test('other cookies are left alone', () => {
    const cookies = jar();
    cookies.cookie = 'other=1; Path=/';
    const store = createCookieTokenStore(cookies);
    store.set(tokens);
    store.clear();
    expect(cookies.cookie).toBe('other=1');
  });
});

describe('remembered token store', () => {
  test('remembers by default, and keeps tokens for the tab only when asked', () => {
    const persistent = createMemoryTokenStore();
    const temporary = createMemoryTokenStore();
    const store = createRememberedTokenStore({ persistent, temporary });
    expect(store.isRemembered()).toBe(true);
    store.set(tokens);
    expect(persistent.get()).toEqual(tokens);
    store.setRemember(false);
    expect(persistent.get()).toBeUndefined();
    expect(temporary.get()).toEqual(tokens);
    expect(store.get()).toEqual(tokens);
  });

  test('starts in the place where tokens already are', () => {
    const store = createRememberedTokenStore({
      persistent: createMemoryTokenStore(),
      temporary: createMemoryTokenStore(tokens),
    });
    expect(store.isRemembered()).toBe(false);
    expect(store.get()).toEqual(tokens);
  });

  test('clear drops both places', () => {
    const persistent = createMemoryTokenStore(tokens);
    const temporary = createMemoryTokenStore(tokens);
    createRememberedTokenStore({ persistent, temporary }).clear();
    expect(persistent.get()).toBeUndefined();
    expect(temporary.get()).toBeUndefined();
  });
});
