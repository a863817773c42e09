/**
 * A small keyed cache whose entries live for a fixed time, for data an operator changes rarely
 * and every quote reads (tax rules, pricing settings, coupons): a quote then costs no read at all.
 * Concurrent misses of one key share one load; a failed load is not kept.
 * @module
 */

/** A clock: the current instant. Injected so tests can move time. */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();

/** A keyed cache with a time to live. */
export interface TtlCache<K, V> {
  /** The cached value of `key`, loading it when absent or older than the time to live. */
  get(key: K): Promise<V>;
  /** Forgets every entry (after an operator's change, in tests). */
  clear(): void;
}

/** Options of {@link createTtlCache}. */
export interface TtlCacheOptions<K, V> {
  /** How long an entry is served, milliseconds. */
  ttlMs: number;
  /** Loads the value of a key. */
  load: (key: K) => Promise<V>;
  /** The clock (default: the real one). */
  clock?: Clock;
}

/** Creates a cache. Keys compare with `Map` semantics (use numbers or strings). */
export function createTtlCache<K, V>({
  ttlMs,
  load,
  clock = systemClock,
}: TtlCacheOptions<K, V>): TtlCache<K, V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key) {
      const now = clock().getTime();
      const entry = entries.get(key);
      if (entry && now - entry.at < ttlMs) return entry.value;
      const value = load(key);
      entries.set(key, { at: now, value });
      // A failure is answered to the callers waiting on it, then forgotten.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
