/**
 * A small per-process read-through cache with a time-to-live and a bounded size, for data that
 * changes rarely and is read on every widget load (issue 4). Per process on purpose: the API
 * stays stateless across processes, and what one process serves is at most one TTL stale.
 * @module
 */

/** Options of {@link ReadThroughCache}. */
export interface ReadThroughCacheOptions {
  /** Most entries kept; the oldest insertion goes first when full. */
  maxEntries: number;
  /** Clock in milliseconds, for tests; default `Date.now`. */
  now?: () => number;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

/** Key → value, each entry fresh until its own expiry. */
export class ReadThroughCache<K, V> {
  readonly #entries = new Map<K, Entry<V>>();
  readonly #loading = new Map<K, Promise<V>>();
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Bumped by every deletion, so a load that started before it does not store stale data. */
  #generation = 0;

  /** @param options size bound and clock. */
  constructor(options: ReadThroughCacheOptions) {
    this.#maxEntries = Math.max(1, options.maxEntries);
    this.#now = options.now ?? Date.now;
  }

  /** Number of entries held (fresh or not yet evicted). */
  get size(): number {
    return this.#entries.size;
  }

  /** The fresh value of `key`, or `undefined`. */
  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > this.#now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Stores `value` for `ttlMs` milliseconds (0 or less: not stored). */
  set(key: K, value: V, ttlMs: number): void {
    if (ttlMs <= 0) return;
    this.#entries.delete(key);
    if (this.#entries.size >= this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlMs });
  }

  /**
   * Read-through: the fresh value, else `load()` stored for `ttlOf(value)` ms. Concurrent
   * misses of one key share one load (a burst of widget loads makes one query).
   */
  async getOrLoad(key: K, load: () => Promise<V>, ttlOf: (value: V) => number): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.#loading.get(key);
    if (pending !== undefined) return pending;
    const generation = this.#generation;
    const loading = load()
      .then((value) => {
        if (generation === this.#generation) this.set(key, value, ttlOf(value));
        return value;
      })
      .finally(() => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
      });
    this.#loading.set(key, loading);
    return loading;
  }

  /** Forgets every entry whose key or value matches (and any load in flight). */
  deleteWhere(matches: (key: K, value: V) => boolean): void {
    this.#generation += 1;
    this.#loading.clear();
    for (const [key, entry] of this.#entries) {
      if (matches(key, entry.value)) this.#entries.delete(key);
    }
  }

  /** Forgets everything. */
  clear(): void {
    this.#generation += 1;
    this.#loading.clear();
    this.#entries.clear();
  }
}
