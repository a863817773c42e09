/**
 * The one per-process cache policy of the server, on `lru-cache` (isaacs): read-through,
 * fresh-only, bounded, for data that changes rarely and is read on every widget load or quote
 * (issue 4). Per process on purpose: the API stays stateless across processes, and what one
 * process serves is at most one TTL stale.
 *
 * What lru-cache gives (and we no longer hand-write): `fetchMethod` loads a missing or expired
 * key once for a burst of concurrent reads; a rejected load is not kept; `max` bounds the size
 * (least recently used goes first); a load may shorten its own entry's lifetime
 * (`options.ttl`, used for "not found" answers). What this module adds is our policy:
 * - never serve stale data (`allowStale: false`);
 * - `delete`/`clear` while a load is in flight: the load still answers its callers but its
 *   (possibly pre-edit) value is not stored (`ignoreFetchAbort` keeps the answer; lru-cache
 *   only stores a load's value while its pending entry is still in place);
 * - time from an injectable clock for tests (lru-cache's `perf` option).
 * @module
 */
import { LRUCache } from 'lru-cache';
import { systemClock, type Clock } from './clock';

/** What lru-cache can hold as a key or a value: anything but `null` and `undefined`. */
export type Cacheable = NonNullable<unknown>;

/** Options of {@link createReadThroughCache}. */
export interface ReadThroughCacheOptions<K extends Cacheable, V extends Cacheable> {
  /** Most entries kept; the least recently used goes first when full. */
  max: number;
  /** Lifetime of an entry, milliseconds (positive). */
  ttlMs: number;
  /** Loads the value of a key; a rejection reaches the waiting callers and is not kept. */
  load: (key: K) => Promise<V>;
  /** Lifetime of this value instead of `ttlMs` (e.g. shorter for "not found"); positive. */
  ttlOf?: (value: V) => number;
  /**
   * Milliseconds clock, for tests; default: lru-cache's monotonic `performance.now`. It must
   * not read 0: lru-cache takes an entry started at 0 for one without a lifetime.
   */
  now?: () => number;
}

/** A read-through cache: `forceFetch(key)` reads, `delete(key)` / `clear()` invalidate. */
export type ReadThroughCache<K extends Cacheable, V extends Cacheable> = LRUCache<K, V>;

/** Creates a read-through cache with the server's policy (see the module comment). */
export function createReadThroughCache<K extends Cacheable, V extends Cacheable>(
  options: ReadThroughCacheOptions<K, V>,
): ReadThroughCache<K, V> {
  const { load, ttlOf, now } = options;
  return new LRUCache<K, V>({
    max: Math.max(1, options.max),
    ttl: options.ttlMs,
    allowStale: false,
    ignoreFetchAbort: true,
    fetchMethod: async (key, _stale, { options: entry }) => {
      const value = await load(key);
      if (ttlOf !== undefined) entry.ttl = ttlOf(value);
      return value;
    },
    // An injected clock is read on every check: lru-cache's default 1 ms memo of "now" runs on
    // real time, so a test moving its clock would be seen late.
    ...(now === undefined ? {} : { perf: { now }, ttlResolution: 0 }),
  });
}

/**
 * The cache clock of a business {@link Clock}: `undefined` (lru-cache's monotonic default) for
 * the real clock, else milliseconds read from the injected one (tests fixing or moving time).
 */
export function cacheNow(clock: Clock | undefined): (() => number) | undefined {
  return clock === undefined || clock === systemClock ? undefined : () => clock().getTime();
}
