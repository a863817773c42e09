import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../server/app';
import { buildTestApp, createTestDatabase, testConfig, type TestApp } from '../test-app';

describe('GET /api/health', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  test('says ok when the database answers', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('answers 503 DATABASE_UNAVAILABLE, try again in 5 s, when the database is gone', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db });
    // Open it for real, then close it under the app's feet.
    await sql`select 1`.execute(database.db);
    await database.close();
    try {
      const response = await app.inject({
        url: '/api/health',
        headers: { 'accept-language': 'en-US' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        statusCode: 503,
        code: 'DATABASE_UNAVAILABLE',
        message: 'We cannot reach our records right now. Please try again in a few seconds.',
      });
    } finally {
      await app.close();
    }
  });
});
