import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { applySandboxSeed, SANDBOX_USERS_SEED_NAME } from '../../../server/db/seed';
import { createTestDatabase, type TestDatabase } from '../test-app';

describe('the sandbox users seed', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  test('is applied once: the three log-ins linked to demo, a second run adds nothing', async () => {
    await applySandboxSeed(database.db);
    await applySandboxSeed(database.db);
    const users = await database.db
      .selectFrom('users')
      .select(['email', 'is_admin', 'registration_status', 'password_hash'])
      // The record known without access and the console's operator have seeds of their own
      // (tests/server/registration, tests/server/back-office).
      .where('email', 'not in', ['convidado@demo.test', 'operador@demo.test'])
      .orderBy('email')
      .execute();
    expect(users.map((user) => [user.email, user.is_admin, user.registration_status])).toEqual([
      ['admin@demo.test', true, 'APPROVED'],
      ['cliente@demo.test', false, 'APPROVED'],
      ['empresa@demo.test', false, 'APPROVED'],
    ]);
    for (const user of users) expect(user.password_hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    const links = await database.db
      .selectFrom('user_correspondents')
      .innerJoin('users', 'users.id', 'user_correspondents.user_id')
      .select('user_correspondents.correspondent_id')
      .where('users.email', 'not in', ['convidado@demo.test', 'operador@demo.test'])
      .execute();
    expect(links.map((link) => link.correspondent_id)).toEqual([1, 1, 1]);
    const seeds = await database.db
      .selectFrom('seeds')
      .select('name')
      .where('name', '=', SANDBOX_USERS_SEED_NAME)
      .execute();
    expect(seeds).toHaveLength(1);
  });

  test('the individual has a USD 10,000.00 limit with USD 3,250.00 used, the company a USD 100,000.00 capital limit, in cents', async () => {
    const limit = await database.db
      .selectFrom('operational_limits')
      .innerJoin('users', 'users.id', 'operational_limits.user_id')
      .select(['users.email', 'period', 'limit_usd_cents', 'used_usd_cents', 'limit_days'])
      .where('users.email', 'not in', ['convidado@demo.test', 'operador@demo.test'])
      .orderBy('users.email')
      .execute();
    expect(
      limit.map((row) => [
        row.email,
        row.period,
        Number(row.limit_usd_cents),
        Number(row.used_usd_cents),
        row.limit_days,
      ]),
    ).toEqual([
      ['cliente@demo.test', 'ANNUAL', 1_000_000, 325_000, null],
      ['empresa@demo.test', 'CAPITAL_FINANCIAL', 10_000_000, 0, 365],
    ]);
  });

  test('users need exactly one document matching their person type', async () => {
    await expect(
      database.db
        .insertInto('users')
        .values({
          email: 'both@demo.test',
          name: 'Both',
          person_type: 'PHYSICAL',
          cpf: '52998224725',
          cnpj: '11222333000181',
          roles: [],
        })
        .execute(),
    ).rejects.toThrow();
  });
});
