import { describe, expect, test } from 'vitest';
import { systemClock } from '../../../server/services/clock';
import { cacheNow, createReadThroughCache } from '../../../server/services/read-through-cache';

/** A test clock; starts away from 0 (lru-cache reads a start of 0 as "no lifetime"). */
function clock() {
  const state = { now: 1_000_000 };
  return { state, now: () => state.now };
}

/** A loader that counts its calls and answers `value(key)`. */
function counting<V>(value: (key: string) => V) {
  const calls: string[] = [];
  return {
    calls,
    load: async (key: string) => {
      calls.push(key);
      return value(key);
    },
  };
}

describe('read-through cache (lru-cache with the server policy)', () => {
  test('keeps a value until its lifetime ends, then loads it again', async () => {
    const { state, now } = clock();
    const loader = counting(() => state.now);
    const cache = createReadThroughCache({ max: 10, ttlMs: 1_000, load: loader.load, now });
    const start = state.now;
    expect(await cache.forceFetch('a')).toBe(start);
    state.now = start + 1_000;
    expect(await cache.forceFetch('a')).toBe(start);
    state.now = start + 1_001;
    expect(await cache.forceFetch('a')).toBe(start + 1_001);
    expect(loader.calls).toEqual(['a', 'a']);
  });

  test('gives a value the shorter lifetime ttlOf asks for (negative entries)', async () => {
    const { state, now } = clock();
    const loader = counting((key) => (key === 'missing' ? false : key));
    const cache = createReadThroughCache<string, string | false>({
      max: 10,
      ttlMs: 10_000,
      ttlOf: (value) => (value === false ? 2_000 : 10_000),
      load: loader.load,
      now,
    });
    const start = state.now;
    expect(await cache.forceFetch('missing')).toBe(false);
    expect(await cache.forceFetch('found')).toBe('found');
    state.now = start + 2_001;
    await cache.forceFetch('missing');
    await cache.forceFetch('found');
    expect(loader.calls).toEqual(['missing', 'found', 'missing']);
  });

  test('never serves a stale value, not even while reloading it', async () => {
    const { state, now } = clock();
    let version = 0;
    const cache = createReadThroughCache({
      max: 10,
      ttlMs: 1_000,
      load: async () => (version += 1),
      now,
    });
    expect(await cache.forceFetch('k')).toBe(1);
    state.now += 1_001;
    expect(cache.get('k')).toBeUndefined();
    expect(await cache.forceFetch('k')).toBe(2);
  });

  test('holds at most max entries, dropping the least recently used first', async () => {
    const loader = counting((key) => key.toUpperCase());
    const cache = createReadThroughCache({ max: 2, ttlMs: 1_000, load: loader.load });
    await cache.forceFetch('a');
    await cache.forceFetch('b');
    await cache.forceFetch('a');
    await cache.forceFetch('c');
    expect(cache.size).toBe(2);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
  });

  test('loads a missing key once for a burst of concurrent reads', async () => {
    const loader = counting(() => 42);
    const cache = createReadThroughCache({ max: 10, ttlMs: 1_000, load: loader.load });
    const values = await Promise.all(Array.from({ length: 5 }, () => cache.forceFetch('k')));
    expect(values).toEqual([42, 42, 42, 42, 42]);
    expect(await cache.forceFetch('k')).toBe(42);
    expect(loader.calls).toEqual(['k']);
  });

  test('answers a failed load to every waiting caller and does not keep it', async () => {
    let fail = true;
    const cache = createReadThroughCache({
      max: 10,
      ttlMs: 1_000,
      load: async () => {
        if (fail) throw new Error('db down');
        return 7;
      },
    });
    const burst = [cache.forceFetch('k'), cache.forceFetch('k')];
    await expect(burst[0]).rejects.toThrow('db down');
    await expect(burst[1]).rejects.toThrow('db down');
    fail = false;
    expect(await cache.forceFetch('k')).toBe(7);
  });

  test.each([
    ['deleted', (cache: { delete: (key: string) => boolean }) => cache.delete('k')],
    ['cleared', (cache: { clear: () => void }) => cache.clear()],
  ])(
    'a load under way when its key is %s still answers, but does not store stale data',
    async (_, invalidate) => {
      let finish: (value: string) => void = () => undefined;
      let loads = 0;
      const cache = createReadThroughCache<string, string>({
        max: 10,
        ttlMs: 1_000,
        load: () => {
          loads += 1;
          return new Promise<string>((resolve) => (finish = resolve));
        },
      });
      const slow = cache.forceFetch('k');
      invalidate(cache);
      finish('before the edit');
      expect(await slow).toBe('before the edit');
      expect(cache.get('k')).toBeUndefined();
      const fresh = cache.forceFetch('k');
      finish('after the edit');
      expect(await fresh).toBe('after the edit');
      expect(loads).toBe(2);
    },
  );

  test('delete and clear forget entries', async () => {
    const loader = counting((key) => key);
    const cache = createReadThroughCache({ max: 10, ttlMs: 1_000, load: loader.load });
    await Promise.all(['a', 'b', 'c'].map((key) => cache.forceFetch(key)));
    cache.delete('a');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'b', 'c']);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  test('reads time from an injected business clock, and from its own with the real one', () => {
    expect(cacheNow(undefined)).toBeUndefined();
    expect(cacheNow(systemClock)).toBeUndefined();
    const fixed = cacheNow(() => new Date('2025-01-02T03:04:05Z'));
    expect(fixed?.()).toBe(Date.parse('2025-01-02T03:04:05Z'));
  });
});
