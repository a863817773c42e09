// The PGlite dialect must serialise transactions (design §7): PGlite is one session, and the
// community dialect let a failed transaction's rows be committed by an overlapping one.
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { availableTargets, createTestDatabase, type TestDatabase } from '../test-app';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(availableTargets())('transactions on %s', (target) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    await sql`create table tx_probe (label text not null)`.execute(database.db);
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await sql`delete from tx_probe`.execute(database.db);
  });

  async function labels(): Promise<string[]> {
    const { rows } = await sql<{
      label: string;
    }>`select label from tx_probe order by label`.execute(database.db);
    return rows.map((row) => row.label);
  }

  test('two overlapping transactions, one failing, leave exactly the successful one’s rows', async () => {
    const { db } = database;
    const failing = db.transaction().execute(async (trx) => {
      await sql`insert into tx_probe (label) values ('failed-1')`.execute(trx);
      await pause(20);
      await sql`insert into tx_probe (label) values ('failed-2')`.execute(trx);
      throw new Error('business rule broken');
    });
    const succeeding = db.transaction().execute(async (trx) => {
      await sql`insert into tx_probe (label) values ('ok-1')`.execute(trx);
      await pause(10);
      await sql`insert into tx_probe (label) values ('ok-2')`.execute(trx);
    });

    const [failed, succeeded] = await Promise.allSettled([failing, succeeding]);
    expect(failed.status).toBe('rejected');
    expect(succeeded.status).toBe('fulfilled');
    expect(await labels()).toEqual(['ok-1', 'ok-2']);
  });

  test('the same holds when the successful transaction starts first', async () => {
    const { db } = database;
    const succeeding = db.transaction().execute(async (trx) => {
      await sql`insert into tx_probe (label) values ('ok-1')`.execute(trx);
      await pause(20);
      await sql`insert into tx_probe (label) values ('ok-2')`.execute(trx);
    });
    const failing = db.transaction().execute(async (trx) => {
      await sql`insert into tx_probe (label) values ('failed-1')`.execute(trx);
      await pause(5);
      throw new Error('business rule broken');
    });

    const results = await Promise.allSettled([succeeding, failing]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected']);
    expect(await labels()).toEqual(['ok-1', 'ok-2']);
  });

  test('a query outside the transaction never sees its uncommitted rows', async () => {
    const { db } = database;
    let inserted: () => void = () => undefined;
    const insertedSignal = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const failing = db.transaction().execute(async (trx) => {
      await sql`insert into tx_probe (label) values ('uncommitted')`.execute(trx);
      inserted();
      await pause(20);
      throw new Error('rolled back');
    });
    await insertedSignal;
    const seen = await labels();
    await expect(failing).rejects.toThrow('rolled back');
    expect(seen).toEqual([]);
    expect(await labels()).toEqual([]);
  });

  test('many concurrent transactions all commit without losing a row', async () => {
    const { db } = database;
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        db.transaction().execute(async (trx) => {
          await sql`insert into tx_probe (label) values (${`row-${index}`})`.execute(trx);
          await pause(1);
        }),
      ),
    );
    expect(await labels()).toHaveLength(10);
  });
});
