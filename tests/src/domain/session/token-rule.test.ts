import { describe, expect, test } from 'vitest';
import type { SessionTokens } from '../../../../src/domain/session/session-tokens';
import { tokensFromHeaders, tokensToHeaders } from '../../../../src/domain/session/session-tokens';
import { parseExpiry, shouldReplaceTokens } from '../../../../src/domain/session/token-rule';

function tokens(expiry: string, accessToken = `token-${expiry}`): SessionTokens {
  return { accessToken, client: 'c1', uid: 'ana@example.com', expiry, tokenType: 'Bearer' };
}

describe('shouldReplaceTokens', () => {
  test.each<[string | undefined, string, boolean, string]>([
    [undefined, '1700000000', true, 'nothing stored'],
    ['1700000000', '1700000100', true, 'a later expiry'],
    ['1700000000', '1700000000', true, 'the same expiry (not older)'],
    ['1700000100', '1700000000', false, 'an older expiry'],
    ['1700000000', '', false, 'an incoming token without expiry'],
    ['1700000000', 'soon', false, 'an unreadable incoming expiry'],
    ['', '1700000000', true, 'a stored token without expiry'],
    ['999999999', '1000000000', true, 'a longer number, compared as numbers not text'],
    ['1000000000', '999999999', false, 'a shorter number, compared as numbers not text'],
  ])('stored %j, incoming %j → replace is %s (%s)', (stored, incoming, replace) => {
    expect(
      shouldReplaceTokens(stored === undefined ? undefined : tokens(stored), tokens(incoming)),
    ).toBe(replace);
  });
});

describe('parseExpiry', () => {
  test.each([
    ['1700000000', 1700000000],
    [' 42 ', 42],
    ['', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (text, value) => {
    expect(parseExpiry(text)).toBe(value);
  });
});

describe('session token headers', () => {
  test('reads the five token headers from a response', () => {
    const headers = new Headers({
      'access-token': 'abc',
      client: 'c1',
      uid: 'ana@example.com',
      expiry: '1700000000',
      'token-type': 'Bearer',
    });
    expect(tokensFromHeaders(headers)).toEqual({
      accessToken: 'abc',
      client: 'c1',
      uid: 'ana@example.com',
      expiry: '1700000000',
      tokenType: 'Bearer',
    });
  });

  test('ignores a response that lacks one of the identifying headers', () => {
    expect(tokensFromHeaders(new Headers({ 'access-token': 'abc', client: 'c1' }))).toBeUndefined();
    expect(tokensFromHeaders(new Headers())).toBeUndefined();
  });

  test('writes the tokens back as request headers', () => {
    expect(tokensToHeaders(tokens('1700000000', 'abc'))).toEqual({
      'access-token': 'abc',
      client: 'c1',
      uid: 'ana@example.com',
      expiry: '1700000000',
      'token-type': 'Bearer',
    });
    expect(tokensToHeaders(undefined)).toEqual({});
  });
});
