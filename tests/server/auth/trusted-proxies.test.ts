import { afterEach, describe, expect, test } from 'vitest';
import type { Config } from '../../../server/config';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import { parseTrustProxy } from '../../../server/http/trust-proxy';
import { buildTestApp, type TestApp } from '../test-app';

// Issue 14, item 2: every per-address limit keys on request.ip, so only the proxies named in
// TRUST_PROXY may move it with X-Forwarded-For.
describe('the client address behind proxies (TRUST_PROXY)', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const build = (trustProxy: string | undefined, config: Partial<Config> = {}) =>
    buildTestApp({
      config: { trustProxy: parseTrustProxy(trustProxy), ...config },
      extend: (app) => app.get('/test/ip', async (request) => ({ ip: request.ip })),
    });

  const ipOf = async (app: TestApp, remoteAddress: string, forwardedFor?: string) => {
    const response = await app.app.inject({
      method: 'GET',
      url: '/test/ip',
      remoteAddress,
      ...(forwardedFor === undefined ? {} : { headers: { 'x-forwarded-for': forwardedFor } }),
    });
    return (response.json() as { ip: string }).ip;
  };

  const signIn = (
    app: TestApp,
    email: string,
    password: string,
    remoteAddress: string,
    xff: string,
  ) =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      remoteAddress,
      headers: { 'x-forwarded-for': xff },
      payload: { email, password },
    });

  test('unset, the address is the socket, whatever X-Forwarded-For says, in production too', async () => {
    t = await build(undefined, { mode: 'production', smtpUrl: 'smtp://mail.test:25' });
    expect(await ipOf(t, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
    expect(await ipOf(t, '127.0.0.1', '198.51.100.1, 198.51.100.2')).toBe('127.0.0.1');
  }, 60_000);

  test('unset, 25 wrong sign-ins with 25 forged addresses on 25 accounts meet the per-address limit', async () => {
    t = await build(undefined);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const response = await signIn(
        t,
        `nobody${i}@demo.test`,
        'Wrong@2026!',
        '203.0.113.7',
        `198.51.100.${i + 1}`,
      );
      statuses.push(response.statusCode);
    }
    // The per-address limit (20 failures a window) holds: the forged header changed nothing.
    expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(429)]);
    const right = await signIn(
      t,
      'cliente@demo.test',
      SANDBOX_PASSWORD,
      '203.0.113.7',
      '192.0.2.1',
    );
    expect(right.statusCode).toBe(429);
    // Another socket is another address.
    const other = await signIn(
      t,
      'cliente@demo.test',
      SANDBOX_PASSWORD,
      '203.0.113.8',
      '192.0.2.1',
    );
    expect(other.statusCode).toBe(200);
  }, 120_000);

  test('with TRUST_PROXY=1 the address is the last hop of X-Forwarded-For', async () => {
    t = await build('1');
    expect(await ipOf(t, '10.0.0.1', '198.51.100.1, 203.0.113.5')).toBe('203.0.113.5');
    expect(await ipOf(t, '10.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
    expect(await ipOf(t, '10.0.0.1')).toBe('10.0.0.1');

    // The limit follows that hop, not what the client wrote before it.
    for (let i = 0; i < 20; i += 1) {
      const response = await signIn(
        t,
        `nobody${i}@demo.test`,
        'Wrong@2026!',
        '10.0.0.1',
        `198.51.100.${i + 1}, 203.0.113.5`,
      );
      expect(response.statusCode).toBe(401);
    }
    const forged = await signIn(
      t,
      'cliente@demo.test',
      SANDBOX_PASSWORD,
      '10.0.0.1',
      '192.0.2.99, 203.0.113.5',
    );
    expect(forged.statusCode).toBe(429);
    const another = await signIn(
      t,
      'cliente@demo.test',
      SANDBOX_PASSWORD,
      '10.0.0.1',
      '203.0.113.6',
    );
    expect(another.statusCode).toBe(200);
  }, 120_000);

  test('with a list of proxies only they are believed', async () => {
    t = await build('127.0.0.1,10.0.0.0/8');
    expect(await ipOf(t, '10.1.2.3', '198.51.100.1, 203.0.113.5')).toBe('203.0.113.5');
    // Two trusted proxies in a row: the first untrusted address from the right is the client.
    expect(await ipOf(t, '127.0.0.1', '198.51.100.1, 203.0.113.5, 10.9.9.9')).toBe('203.0.113.5');
    // A client reaching the platform directly cannot name itself.
    expect(await ipOf(t, '203.0.113.7', '198.51.100.1')).toBe('203.0.113.7');
  }, 60_000);
});
