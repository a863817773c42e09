/**
 * The set of origins CORS admits: every correspondent's registered site origins plus the
 * platform's own. Read from the database at most every `ttlMs` (30 s by default) so a new
 * correspondent site works within half a minute without a query per request.
 * @module
 */

/** Options of {@link createAllowedOrigins}. */
export interface AllowedOriginsOptions {
  /** Loads the correspondents' registered origins. */
  load: () => Promise<string[]>;
  /** Origins always admitted (the platform's own). */
  always: readonly string[];
  /** Cache lifetime in milliseconds; default 30 000. */
  ttlMs?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/** A cached origin allow-list. */
export interface AllowedOrigins {
  /** Whether `origin` may call the API from a browser. */
  has(origin: string): Promise<boolean>;
  /**
   * The answer of {@link has} without waiting, while the cached set is fresh; `undefined` when
   * it must be (re)loaded first. Lets the CORS hook stay synchronous on the hot path.
   */
  peek(origin: string): boolean | undefined;
  /** Forgets the cached set (after a correspondent's sites change). */
  invalidate(): void;
}

/** Normalises an origin for comparison: lowercase scheme and host, no trailing slash. */
export function normaliseOrigin(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/** Host names that all reach this machine's loopback interface. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * `origin` and, when it is a loopback address, the same scheme and port on the other loopback
 * names: a platform started at `http://localhost:8080` is also opened at
 * `http://127.0.0.1:8080`, and both are the same machine (never a foreign site).
 */
export function withLoopbackAliases(origin: string): string[] {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return [origin];
  }
  if (!LOOPBACK_HOSTS.includes(url.hostname)) return [origin];
  const port = url.port === '' ? '' : `:${url.port}`;
  return LOOPBACK_HOSTS.map((host) => `${url.protocol}//${host}${port}`);
}

/** Creates the cached allow-list. */
export function createAllowedOrigins(options: AllowedOriginsOptions): AllowedOrigins {
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const always = options.always.map(normaliseOrigin);
  let cached: { origins: Set<string>; expiresAt: number } | undefined;
  let loading: Promise<Set<string>> | undefined;

  async function current(): Promise<Set<string>> {
    if (cached !== undefined && cached.expiresAt > now()) return cached.origins;
    // One load at a time: a burst of requests after expiry shares one query.
    loading ??= options
      .load()
      .then((loaded) => {
        const origins = new Set([...always, ...loaded.map(normaliseOrigin)]);
        cached = { origins, expiresAt: now() + ttlMs };
        return origins;
      })
      .finally(() => {
        loading = undefined;
      });
    return loading;
  }

  return {
    async has(origin) {
      return (await current()).has(normaliseOrigin(origin));
    },
    peek(origin) {
      if (cached === undefined || cached.expiresAt <= now()) return undefined;
      return cached.origins.has(normaliseOrigin(origin));
    },
    invalidate() {
      cached = undefined;
    },
  };
}
