import { describe, expect, test } from 'vitest';
import {
  DEFAULT_TOKEN_STORAGE_KEY,
  createMemoryTokenStore,
  createWebStorageTokenStore,
  type TokenStorage,
} from '../../../src/api/token-store';
import type { SessionTokens } from '../../../src/domain/session/session-tokens';

const tokens: SessionTokens = {
  accessToken: 'abc',
  client: 'c1',
  uid: 'ana@example.com',
  expiry: '1700000000',
  tokenType: 'Bearer',
};

function createMapStorage(): TokenStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('memory token store', () => {
  test('keeps, returns and clears the tokens', () => {
    const store = createMemoryTokenStore();
    expect(store.get()).toBeUndefined();
    store.set(tokens);
    expect(store.get()).toEqual(tokens);
    store.clear();
    expect(store.get()).toBeUndefined();
  });

  test('two stores are independent', () => {
    const a = createMemoryTokenStore();
    const b = createMemoryTokenStore();
    a.set(tokens);
    expect(b.get()).toBeUndefined();
  });
});

describe('web storage token store', () => {
  test('stores the tokens as JSON under the default key', () => {
    const storage = createMapStorage();
    const store = createWebStorageTokenStore(storage);
    store.set(tokens);
    expect(JSON.parse(storage.map.get(DEFAULT_TOKEN_STORAGE_KEY) ?? 'null')).toEqual(tokens);
    expect(createWebStorageTokenStore(storage).get()).toEqual(tokens);
    store.clear();
    expect(storage.map.size).toBe(0);
  });

  test('uses the given key', () => {
    const storage = createMapStorage();
    createWebStorageTokenStore(storage, 'tenant:demo').set(tokens);
    expect(storage.map.has('tenant:demo')).toBe(true);
  });

  test.each(['not json', '{"accessToken":1}', 'null', '[]'])(
    'reads the corrupt entry %j as no tokens',
    (raw) => {
      const storage = createMapStorage();
      storage.map.set(DEFAULT_TOKEN_STORAGE_KEY, raw);
      expect(createWebStorageTokenStore(storage).get()).toBeUndefined();
    },
  );

  test('a storage that throws degrades to no tokens instead of failing', () => {
    const broken: TokenStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createWebStorageTokenStore(broken);
    expect(() => store.set(tokens)).not.toThrow();
    expect(store.get()).toBeUndefined();
    expect(() => store.clear()).not.toThrow();
  });
});
