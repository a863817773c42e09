import { describe, expect, test } from 'vitest';
import { isLoopbackHost } from '../../../server/http/loopback-host';

describe('isLoopbackHost', () => {
  test.each([
    '127.0.0.1',
    '127.255.0.9',
    'localhost',
    'LocalHost',
    '::1',
    '[::1]',
    '0:0:0:0:0:0:0:1',
    '::ffff:127.0.0.1',
  ])('counts %s as loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  test.each([
    '0.0.0.0',
    '::',
    '[::]',
    '10.0.0.1',
    '128.0.0.1',
    '::ffff:10.0.0.1',
    'fe80::1%lo',
    'localhost.example',
    'fx.example',
    '',
  ])('does not count %s as loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});
