// PGlite in a worker thread (server/db/pglite-thread.ts), as the server opens a data folder:
// the same answers as in-process PGlite (parsed dates, json, counts), database errors with their
// fields, serialised transactions through the dialect, files flushed on close.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../server/db/database';
import { PGliteThread } from '../../../server/db/pglite-thread';

describe('PGlite in a worker thread', () => {
  let dir: string;
  let db: DatabaseHandle;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fx-pglite-thread-'));
    db = createDatabase({ pgliteDataDir: path.join(dir, 'pglite') });
    await sql`create table probe (id integer primary key, at timestamptz not null, doc json not null)`.execute(
      db,
    );
  }, 60_000);
  afterAll(async () => {
    await db.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  test('answers rows with parsed values and counts affected rows', async () => {
    const at = new Date('2026-11-23T12:00:00.000Z');
    const inserted = await db
      .insertInto('probe' as never)
      .values([
        { id: 1, at, doc: JSON.stringify({ a: [1, 2] }) },
        { id: 2, at, doc: '{"b":null}' },
      ] as never)
      .executeTakeFirst();
    expect(inserted.numInsertedOrUpdatedRows).toBe(2n);
    const { rows } = await sql<{
      id: number;
      at: Date;
      doc: unknown;
    }>`select id, at, doc from probe order by id`.execute(db);
    expect(rows).toEqual([
      { id: 1, at, doc: { a: [1, 2] } },
      { id: 2, at, doc: { b: null } },
    ]);
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });

  test('a database error keeps its code and constraint', async () => {
    const failure = await sql`insert into probe (id, at, doc) values (1, now(), '{}')`
      .execute(db)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'probe_pkey' });
  });

  test('a failed transaction leaves nothing behind', async () => {
    const failed = db.transaction().execute(async (trx) => {
      await sql`insert into probe (id, at, doc) values (10, now(), '{}')`.execute(trx);
      throw new Error('business rule broken');
    });
    await expect(failed).rejects.toThrow('business rule broken');
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from probe where id = 10`.execute(db);
    expect(rows[0]?.n).toBe(0);
  });

  test('data written survives closing and reopening', async () => {
    const dataDir = path.join(dir, 'reopened');
    const first = new PGliteThread(dataDir);
    await first.waitReady;
    await first.query('create table kept (label text)');
    await first.query('insert into kept values ($1)', ['still here']);
    await first.close();
    expect(first.closed).toBe(true);
    await expect(first.query('select 1')).rejects.toThrow('closed');

    const second = new PGliteThread(dataDir);
    await second.waitReady;
    const { rows } = await second.query<{ label: string }>('select label from kept');
    expect(rows).toEqual([{ label: 'still here' }]);
    await second.close();
  }, 60_000);
});
