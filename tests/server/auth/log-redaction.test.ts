import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../server/app';
import { migrateToLatest } from '../../../server/db/migrate';
import { applySandboxSeed } from '../../../server/db/seed';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import { createTestDatabase, testConfig, type TestDatabase } from '../test-app';
import { tokenHeadersOf } from './sign-in-helpers';

describe('the request log', () => {
  let database: TestDatabase;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    await applySandboxSeed(database.db);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  test('never contains a password or an access token, even when a route logs headers and body', async () => {
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: { level: 'debug', stream: { write: (line) => lines.push(line) } },
    });
    // A careless route of the future: logs the whole headers and body.
    app.addHook('preHandler', async (request) => {
      request.log.info({ headers: request.headers, body: request.body }, 'careless');
    });
    await app.ready();
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/user/sign_in',
        payload: { email: 'cliente@demo.test', password: SANDBOX_PASSWORD },
      });
      const tokens = tokenHeadersOf(signIn.headers);
      await app.inject({
        method: 'GET',
        url: '/api/v1/auth/user/validate_token',
        headers: { ...tokens, authorization: 'Bearer secret-bearer' },
      });
      const log = lines.join('');
      expect(log).toContain('careless');
      expect(log).toContain('[redacted]');
      expect(log).not.toContain(SANDBOX_PASSWORD);
      expect(log).not.toContain(tokens['access-token']);
      expect(log).not.toContain('secret-bearer');
    } finally {
      await app.close();
    }
  });

  test("never contains a failed statement's values", async () => {
    const app = await buildApp({
      config: testConfig(),
      db: database.db,
      logger: { level: 'debug', stream: { write: (line) => lines.push(line) } },
    });
    const email = 'private.person@example.com';
    // A statement that fails on a bound value: its error carries the value (PGlite: `params`;
    // a constraint's `detail` quotes it too).
    app.get('/api/test-failing-statement', async () => {
      await sql`select ${email}::int`.execute(database.db);
      return {};
    });
    await app.ready();
    lines.length = 0;
    try {
      const answer = await app.inject({ url: '/api/test-failing-statement' });
      expect(answer.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('unexpected error');
      expect(log).not.toContain(email);
      // What finding the fault needs stays: the database's message, its values left out.
      expect(log).toContain('invalid input syntax for type integer: \\"[redacted]\\"');
    } finally {
      await app.close();
    }
  });
});
