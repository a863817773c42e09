/**
 * A token store kept in the auth cookie of spec platform §9 ("14 days, Secure, SameSite None,
 * path /"), for sessions that stay signed in. The SDK never touches `document` itself: the
 * host passes a cookie jar (`document` in a browser).
 *
 * Browsers only keep a `Secure` cookie on a secure origin: https, and the loopback origins
 * they treat as trustworthy (Chromium keeps it on `http://localhost` and `http://127.0.0.1`,
 * which is what the e2e runs use). On plain http anywhere else (a LAN address, a test box's
 * host name) the cookie is silently dropped. The store notices (it reads the cookie back after
 * writing it) and then keeps the tokens in the fallback Web Storage (normally `localStorage`),
 * so "stay signed in" still survives a reload there.
 * @module
 */
import type { SessionTokens } from '../domain/session/session-tokens';
import type { TokenStorage, TokenStore } from './token-store';
import { createWebStorageTokenStore } from './token-store';

/** Name of the auth cookie when none is given. */
export const AUTH_COOKIE_NAME = 'fx_auth';

/** Lifetime of the auth cookie: 14 days (spec platform §9), in seconds. */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 14 * 24 * 60 * 60;

/** Anything with a `cookie` property that behaves like `document.cookie`. */
export interface CookieJar {
  cookie: string;
}

/** Options of {@link createCookieTokenStore}. */
export interface CookieTokenStoreOptions {
  /** Cookie name; {@link AUTH_COOKIE_NAME} by default. */
  name?: string;
  /** Where the tokens go when the browser refuses the Secure cookie (plain http). */
  fallback?: TokenStorage;
  /** Key of the fallback entry. */
  fallbackKey?: string;
}

function isSessionTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['accessToken', 'client', 'uid', 'expiry', 'tokenType'].every(
    (key) => typeof record[key] === 'string',
  );
}

/** Reads one cookie's raw value from a `document.cookie` string. */
export function readCookie(jar: CookieJar, name: string): string | undefined {
  let all: string;
  try {
    all = jar.cookie;
  } catch {
    return undefined;
  }
  for (const part of all.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}

/** Writes (or, with `maxAge` 0, deletes) the auth cookie with the attributes of spec §9. */
export function writeAuthCookie(jar: CookieJar, name: string, value: string, maxAge: number) {
  try {
    jar.cookie = `${name}=${value}; Max-Age=${maxAge}; Path=/; Secure; SameSite=None`;
  } catch {
    // Cookies disabled: the fallback keeps the tokens.
  }
}

/** A token store in the auth cookie, with a Web Storage fallback where the cookie is refused. */
export function createCookieTokenStore(
  jar: CookieJar,
  options: CookieTokenStoreOptions = {},
): TokenStore {
  const name = options.name ?? AUTH_COOKIE_NAME;
  const fallback = options.fallback
    ? createWebStorageTokenStore(options.fallback, options.fallbackKey)
    : undefined;

  function fromCookie(): SessionTokens | undefined {
    const raw = readCookie(jar, name);
    if (!raw) return undefined;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(raw));
      return isSessionTokens(parsed) ? parsed : undefined;
    } catch {
      return undefined;
    }
  }

  return {
    get: () => fromCookie() ?? fallback?.get(),
    set(tokens) {
      const value = encodeURIComponent(JSON.stringify(tokens));
      writeAuthCookie(jar, name, value, AUTH_COOKIE_MAX_AGE_SECONDS);
      if (readCookie(jar, name) === value) {
        fallback?.clear();
      } else {
        fallback?.set(tokens);
      }
    },
    clear() {
      writeAuthCookie(jar, name, '', 0);
      fallback?.clear();
    },
  };
}
