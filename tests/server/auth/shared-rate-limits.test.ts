// Rate limits are shared state (issue 13, design §4 "shared state"): apps on one database, as N
// processes behind a load balancer are, enforce one limit, and a restart keeps it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import { movableClock, newCpf } from '../registration/account-test-app';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test-app';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe('rate limits of two apps on one database', () => {
  const clock = movableClock();
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;

  /** A new app on the same data: what a restarted (or a third) process is. */
  const restarted = () => buildTestApp({ database, clock: clock.now });

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await buildTestApp({ database, clock: clock.now });
    second = await restarted();
  }, 120_000);
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

  const signIn = (t: TestApp, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      remoteAddress,
      headers: { 'accept-language': 'en-US' },
      payload: { email: 'cliente@demo.test', password },
    });

  const exists = (t: TestApp, remoteAddress: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/registrations/users/${newCpf()}/exists`,
      remoteAddress,
    });

  test('wrong sign-ins spread over both apps lock the account after 5, on both and after a restart', async () => {
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? first : second;
      expect((await signIn(app, 'Wrong@2026!', `10.2.0.${i + 1}`)).statusCode).toBe(401);
    }
    for (const app of [first, second]) {
      const locked = await signIn(app, SANDBOX_PASSWORD, '10.2.1.1');
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    const third = await restarted();
    try {
      expect((await signIn(third, SANDBOX_PASSWORD, '10.2.1.2')).statusCode).toBe(429);
    } finally {
      await third.close();
    }
    clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await signIn(second, SANDBOX_PASSWORD, '10.2.1.3')).statusCode).toBe(200);
  }, 120_000);

  test('concurrent existence checks from one address over both apps: exactly 30 pass, then 429 until the window ends', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => exists(i % 2 === 0 ? first : second, '10.3.0.1')),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const third = await restarted();
    try {
      expect((await exists(third, '10.3.0.1')).statusCode).toBe(429);
      // Another address has a limit of its own.
      expect((await exists(third, '10.3.0.2')).statusCode).toBe(200);
    } finally {
      await third.close();
    }
    clock.advance(FIFTEEN_MINUTES + 1000);
    expect((await exists(first, '10.3.0.1')).statusCode).toBe(200);
  }, 120_000);
});
