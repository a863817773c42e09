/**
 * Where the API client keeps the session tokens. The SDK core never touches browser storage
 * itself: a web-storage store is an explicit adapter the host passes in (design §2).
 * @module
 */
import type { SessionTokens } from '../domain/session/session-tokens';

/** A place to keep the session tokens between requests. */
export interface TokenStore {
  /** The stored tokens, if any. */
  get(): SessionTokens | undefined;
  /** Stores the tokens, replacing whatever was there (the replacement rule is the client's). */
  set(tokens: SessionTokens): void;
  /** Drops the tokens (logout, 401). */
  clear(): void;
}

/** A token store living in memory only: the default, and what widgets and tests use. */
export function createMemoryTokenStore(initial?: SessionTokens): TokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = { ...next };
    },
    clear: () => {
      tokens = undefined;
    },
  };
}

/** The storage key used when none is given. */
export const DEFAULT_TOKEN_STORAGE_KEY = 'fx:session-tokens';

/** The subset of the Web Storage API the adapter needs (`localStorage`, `sessionStorage`). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isSessionTokens(value: unknown): value is SessionTokens {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return ['accessToken', 'client', 'uid', 'expiry', 'tokenType'].every(
    (key) => typeof record[key] === 'string',
  );
}

/**
 * A token store backed by Web Storage (e.g. `localStorage`), as JSON under `key`. Unreadable or
 * corrupt entries read as "no tokens"; storage failures (quota, privacy mode) are swallowed so a
 * storage problem degrades to an anonymous session rather than a broken request.
 */
export function createWebStorageTokenStore(
  storage: TokenStorage,
  key: string = DEFAULT_TOKEN_STORAGE_KEY,
): TokenStore {
  return {
    get() {
      try {
        const raw = storage.getItem(key);
        if (raw === null) return undefined;
        const parsed: unknown = JSON.parse(raw);
        return isSessionTokens(parsed) ? parsed : undefined;
      } catch {
        return undefined;
      }
    },
    set(tokens) {
      try {
        storage.setItem(key, JSON.stringify(tokens));
      } catch {
        // Storage full or disabled: the session simply will not survive a reload.
      }
    },
    clear() {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing stored that we could remove.
      }
    },
  };
}
