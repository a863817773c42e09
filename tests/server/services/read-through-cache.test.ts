import { describe, expect, test } from 'vitest';
import { ReadThroughCache } from '../../../server/services/read-through-cache';

function clock() {
  const state = { now: 0 };
  return { state, now: () => state.now };
}

describe('ReadThroughCache', () => {
  test('keeps a value until its lifetime ends, then forgets it', () => {
    const { state, now } = clock();
    const cache = new ReadThroughCache<string, number>({ maxEntries: 10, now });
    cache.set('a', 1, 1_000);
    state.now = 999;
    expect(cache.get('a')).toBe(1);
    state.now = 1_000;
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('does not store a value whose lifetime is zero', () => {
    const cache = new ReadThroughCache<string, number>({ maxEntries: 10 });
    cache.set('a', 1, 0);
    expect(cache.get('a')).toBeUndefined();
  });

  test('holds at most maxEntries, dropping the oldest insertion first', () => {
    const cache = new ReadThroughCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1, 1_000);
    cache.set('b', 2, 1_000);
    cache.set('c', 3, 1_000);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
    expect([cache.get('b'), cache.get('c')]).toEqual([2, 3]);
  });

  test('loads a missing key once for a burst of concurrent reads', async () => {
    const cache = new ReadThroughCache<string, number>({ maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 42;
    };
    const values = await Promise.all(
      Array.from({ length: 5 }, () => cache.getOrLoad('k', load, () => 1_000)),
    );
    expect(values).toEqual([42, 42, 42, 42, 42]);
    expect(loads).toBe(1);
    expect(await cache.getOrLoad('k', load, () => 1_000)).toBe(42);
    expect(loads).toBe(1);
  });

  test('does not cache a failed load', async () => {
    const cache = new ReadThroughCache<string, number>({ maxEntries: 10 });
    await expect(
      cache.getOrLoad(
        'k',
        async () => Promise.reject(new Error('db down')),
        () => 1_000,
      ),
    ).rejects.toThrow('db down');
    expect(
      await cache.getOrLoad(
        'k',
        async () => 7,
        () => 1_000,
      ),
    ).toBe(7);
  });

  test('a load that was under way when its key was deleted does not store stale data', async () => {
    const cache = new ReadThroughCache<string, string>({ maxEntries: 10 });
    let finish: (value: string) => void = () => undefined;
    const slow = cache.getOrLoad(
      'k',
      () => new Promise<string>((resolve) => (finish = resolve)),
      () => 1_000,
    );
    cache.deleteWhere((key) => key === 'k');
    finish('before the edit');
    expect(await slow).toBe('before the edit');
    expect(cache.get('k')).toBeUndefined();
  });

  test('deleteWhere forgets matching keys or values only', () => {
    const cache = new ReadThroughCache<string, { owner: string }>({ maxEntries: 10 });
    cache.set('a', { owner: 'x' }, 1_000);
    cache.set('b', { owner: 'y' }, 1_000);
    cache.set('c', { owner: 'x' }, 1_000);
    cache.deleteWhere((_key, value) => value.owner === 'x');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([
      undefined,
      { owner: 'y' },
      undefined,
    ]);
  });
});
