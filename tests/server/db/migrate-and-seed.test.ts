import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations';
import { applySandboxSeed } from '../../../server/db/seed';
import { createTestDatabase, type TestDatabase } from '../test-app';

async function counts(database: TestDatabase) {
  const { db } = database;
  const count = async (table: 'correspondents' | 'agents' | 'seeds') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    correspondents: await count('correspondents'),
    agents: await count('agents'),
    seeds: await count('seeds'),
  };
}

describe('migrations and the sandbox seed', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  test('migrating applies every migration once, and a second run applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual(Object.keys(migrations).sort());
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  test('the seed is applied by the first call only; counts stay the same after a second', async () => {
    expect(await applySandboxSeed(database.db)).toBe(true);
    const first = await counts(database);
    // Correspondents and agents, pricing, users, the invitation record, the manager tokens, the
    // payment receivers, the receiving banks, the paper-money delivery fee, the company's capital
    // limit, the console's operator.
    expect(first).toEqual({ correspondents: 3, agents: 11, seeds: 10 });

    expect(await applySandboxSeed(database.db)).toBe(false);
    expect(await counts(database)).toEqual(first);
  });

  test('seeds the three sandbox correspondents with the ids clients rely on', async () => {
    const rows = await database.db
      .selectFrom('correspondents')
      .select(['id', 'identifier', 'name', 'active'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 1, identifier: 'demo', name: 'Demo Câmbio', active: true },
      { id: 2, identifier: 'aurora', name: 'Aurora Remessas', active: true },
      { id: 3, identifier: 'antiga', name: 'Antiga Câmbio', active: false },
    ]);
  });

  test('a correspondent created after the seed gets a fresh id', async () => {
    const created = await database.db
      .insertInto('correspondents')
      .values({ identifier: 'nova', name: 'Nova', address: 'Rua A', address_number: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(created.id).toBe(4);
  });

  test('refuses an identifier that is not a lowercase URL segment', async () => {
    await expect(
      database.db
        .insertInto('correspondents')
        .values({ identifier: 'Upper Case', name: 'X', address: 'Rua A', address_number: 1 })
        .execute(),
    ).rejects.toThrow();
  });
});
