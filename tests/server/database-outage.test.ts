import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { adminQuery } from './database-admin';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from './test-app';

// Issue 36, item 11: the process outlives its database restarting. Every connection of the test
// database is ended by the server (`pg_terminate_backend`, what a restart, a failover or an
// administrator does: 57P01) while customers sign in without pause. The process stays up (an
// 'error' event of `pg` nobody listened to ended it), a request cut mid-way answers the
// documented 503 DATABASE_UNAVAILABLE with `Retry-After`, never a 500, every sign-in answered 200
// holds (its token is valid afterwards), and the next requests find the database again by
// themselves. PostgreSQL only: PGlite runs inside the process.

const SIGN_IN = { email: 'cliente@demo.test', password: 'Demo@2026!' };

describe.skipIf(!process.env.DATABASE_URL)('losing PostgreSQL under traffic', () => {
  let t: TestApp;
  let database: TestDatabase;
  const warnings: string[] = [];

  beforeAll(async () => {
    vi.spyOn(console, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    database = await createTestDatabase('postgres', 'seeded');
    t = await buildTestApp({ database });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await database.close();
    vi.restoreAllMocks();
  });

  /** Ends every connection to the test database but the caller's (none: it is another one). */
  async function terminateEveryConnection() {
    const name = new URL(database.url ?? '').pathname.slice(1);
    await adminQuery(
      process.env.DATABASE_URL ?? '',
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
    );
  }

  test('the process stays up, answers 503 while cut off, and loses nothing it acknowledged', async () => {
    const answers: { status: number; code?: string; retryAfter?: string }[] = [];
    const acknowledged: Record<string, string>[] = [];
    let running = true;

    /** One customer signing in again and again until told to stop. */
    async function customer() {
      while (running) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v1/auth/user/sign_in',
          headers: { 'accept-language': 'en-US' },
          payload: SIGN_IN,
        });
        const body = response.json<{ code?: string }>();
        answers.push({
          status: response.statusCode,
          ...(body.code === undefined ? {} : { code: body.code }),
          ...(response.headers['retry-after'] === undefined
            ? {}
            : { retryAfter: String(response.headers['retry-after']) }),
        });
        if (response.statusCode === 200) {
          const headers = response.headers;
          acknowledged.push({
            'access-token': String(headers['access-token']),
            client: String(headers.client),
            uid: String(headers.uid),
          });
        }
      }
    }

    const customers = Array.from({ length: 4 }, () => customer());
    for (let cut = 0; cut < 3; cut += 1) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await terminateEveryConnection();
    }
    await new Promise((resolve) => setTimeout(resolve, 400));
    running = false;
    await Promise.all(customers);

    // Only 200s and the documented 503; no 500.
    const unexpected = answers.filter(
      (answer) =>
        answer.status !== 200 &&
        !(
          answer.status === 503 &&
          answer.code === 'DATABASE_UNAVAILABLE' &&
          answer.retryAfter === '5'
        ),
    );
    expect(unexpected).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(0);

    // The database is found again without a restart of the app.
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    // Every sign-in answered 200 was kept: its token opens the session now.
    for (const tokens of acknowledged) {
      const validated = await t.app.inject({
        url: '/api/v1/auth/user/validate_token',
        headers: tokens,
      });
      expect(validated.statusCode, validated.body).toBe(200);
    }
    // The connections lost while idle in the pool were reported, as a warning.
    expect(warnings.every((warning) => warning.startsWith('[fx] database connection lost'))).toBe(
      true,
    );
  });
});
