import { afterEach, describe, expect, test } from 'vitest';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import { buildTestApp, type TestApp } from '../test-app';

describe('sign-in rate limits', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const attempt = (app: TestApp, email: string, password: string, ip = '127.0.0.1') =>
    app.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      remoteAddress: ip,
      headers: { 'accept-language': 'en-US' },
      payload: { email, password },
    });

  test('after 5 failures for one e-mail even the right password answers 429 with the message', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt(t, 'cliente@demo.test', 'Wrong@2026!')).statusCode).toBe(401);
    }
    const locked = await attempt(t, 'cliente@demo.test', SANDBOX_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address is not locked by this one.
    expect((await attempt(t, 'empresa@demo.test', SANDBOX_PASSWORD)).statusCode).toBe(200);
  }, 60_000);

  test('successful sign-ins are not counted', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 6; i += 1) {
      expect((await attempt(t, 'cliente@demo.test', SANDBOX_PASSWORD)).statusCode).toBe(200);
    }
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt(t, 'cliente@demo.test', 'Wrong@2026!')).statusCode).toBe(401);
    }
    expect((await attempt(t, 'cliente@demo.test', SANDBOX_PASSWORD)).statusCode).toBe(200);
  }, 60_000);

  test('after 20 failures from one address every e-mail from it answers 429, other addresses pass', async () => {
    t = await buildTestApp();
    for (let i = 0; i < 20; i += 1) {
      const response = await attempt(t, `nobody${i}@demo.test`, 'Wrong@2026!', '10.0.0.9');
      expect(response.statusCode).toBe(401);
    }
    expect((await attempt(t, 'cliente@demo.test', SANDBOX_PASSWORD, '10.0.0.9')).statusCode).toBe(
      429,
    );
    expect((await attempt(t, 'cliente@demo.test', SANDBOX_PASSWORD, '10.0.0.10')).statusCode).toBe(
      200,
    );
  }, 60_000);
});
