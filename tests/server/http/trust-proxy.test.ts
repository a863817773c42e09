import { describe, expect, test } from 'vitest';
import { fastifyTrustProxy, parseTrustProxy } from '../../../server/http/trust-proxy';

describe('parseTrustProxy', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['  ', false],
    ['0', false],
    ['1', 1],
    [' 2 ', 2],
    ['32', 32],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['Loopback,uniquelocal,linklocal', ['loopback', 'uniquelocal', 'linklocal']],
    ['::1,fd00::/8,2001:db8::/128', ['::1', 'fd00::/8', '2001:db8::/128']],
  ])('reads %j as %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  test.each([
    'true',
    'false',
    '33',
    '-1',
    '1.5',
    '10.0.0.0/33',
    '::/129',
    '10.0.0.0/8/8',
    '10.0.0.1,,10.0.0.2',
    '256.0.0.1',
    'proxy.internal',
  ])('refuses %j with what is allowed', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(/^TRUST_PROXY must be empty \(trust no proxy\)/);
  });

  test('says why trusting every sender is refused', () => {
    expect(() => parseTrustProxy('true')).toThrow(/any client forge its address/);
  });
});

describe('fastifyTrustProxy', () => {
  test('passes a list or false through and makes a hop count a function of the hop', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    const trust = fastifyTrustProxy(2);
    expect(typeof trust).toBe('function');
    if (typeof trust !== 'function') return;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });
});
