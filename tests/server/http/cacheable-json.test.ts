import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { createCacheableJson, etagOf, matchesEtag } from '../../../server/http/cacheable-json';

const Schema = z.object({ id: z.int(), name: z.string() });

describe('cacheable JSON', () => {
  test('serialises through the contract, dropping keys it does not name', () => {
    const json = createCacheableJson(Schema);
    const value = { id: 1, name: 'Demo', secret: 'x' } as { id: number; name: string };
    expect(JSON.parse(json(value).body)).toEqual({ id: 1, name: 'Demo' });
  });

  test('refuses a value that breaks the contract', () => {
    const json = createCacheableJson(Schema);
    expect(() => json({ id: 1.5, name: 'Demo' })).toThrow();
  });

  test('serialises each object once and gives equal bodies equal tags', () => {
    const json = createCacheableJson(Schema);
    const value = { id: 1, name: 'Demo' };
    const first = json(value);
    expect(json(value)).toBe(first);
    const copy = json({ ...value });
    expect(copy).not.toBe(first);
    expect(copy.etag).toBe(first.etag);
    expect(json({ id: 1, name: 'Other' }).etag).not.toBe(first.etag);
    expect(first.etag).toMatch(/^"[\w-]+"$/);
  });

  test.each([
    ['the same tag', '"abc"', true],
    ['the tag among others', '"x", "abc" , "y"', true],
    ['the weak form of the tag', 'W/"abc"', true],
    ['any tag', '*', true],
    ['another tag', '"abd"', false],
    ['no header', undefined, false],
  ])('If-None-Match with %s matches: %s', (_, header, expected) => {
    expect(matchesEtag(header, '"abc"')).toBe(expected);
  });

  test('derives the tag from the bytes', () => {
    expect(etagOf('{"a":1}')).toBe(etagOf('{"a":1}'));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });
});
