import { describe, expect, test } from 'vitest';
import { createAllowedOrigins, withLoopbackAliases } from '../../../server/plugins/allowed-origins';

describe('createAllowedOrigins', () => {
  test('admits the loaded origins and the always-allowed ones, ignoring case and trailing slash', async () => {
    const origins = createAllowedOrigins({
      load: async () => ['https://Acme.test/'],
      always: ['http://localhost:8080'],
    });
    expect(await origins.has('https://acme.test')).toBe(true);
    expect(await origins.has('http://localhost:8080/')).toBe(true);
    expect(await origins.has('https://other.test')).toBe(false);
  });

  test('reloads only after the cache lifetime, and once for a burst of requests', async () => {
    let now = 0;
    let loads = 0;
    let registered = ['https://a.test'];
    const origins = createAllowedOrigins({
      load: async () => {
        loads += 1;
        return registered;
      },
      always: [],
      ttlMs: 30_000,
      now: () => now,
    });
    await Promise.all([origins.has('https://a.test'), origins.has('https://a.test')]);
    expect(loads).toBe(1);

    registered = ['https://b.test'];
    now = 29_000;
    expect(await origins.has('https://b.test')).toBe(false);
    now = 30_001;
    expect(await origins.has('https://b.test')).toBe(true);
    expect(loads).toBe(2);
  });

  test('invalidate forces the next check to reload', async () => {
    let registered: string[] = [];
    const origins = createAllowedOrigins({ load: async () => registered, always: [] });
    expect(await origins.has('https://new.test')).toBe(false);
    registered = ['https://new.test'];
    origins.invalidate();
    expect(await origins.has('https://new.test')).toBe(true);
  });

  test('peek answers synchronously only while the cached set is fresh', async () => {
    let now = 0;
    const origins = createAllowedOrigins({
      load: async () => ['https://a.test'],
      always: [],
      ttlMs: 1_000,
      now: () => now,
    });
    expect(origins.peek('https://a.test')).toBeUndefined();
    await origins.has('https://a.test');
    expect(origins.peek('https://A.test/')).toBe(true);
    expect(origins.peek('https://b.test')).toBe(false);
    now = 1_001;
    expect(origins.peek('https://a.test')).toBeUndefined();
  });
});

describe('withLoopbackAliases', () => {
  test('a loopback origin admits the other loopback names on the same scheme and port', () => {
    expect(withLoopbackAliases('http://localhost:8080')).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
    ]);
    expect(withLoopbackAliases('http://127.0.0.1:8188')).toContain('http://localhost:8188');
  });

  test('any other origin stays alone', () => {
    expect(withLoopbackAliases('https://fx.example.com')).toEqual(['https://fx.example.com']);
    expect(withLoopbackAliases('not a url')).toEqual(['not a url']);
  });
});
