/**
 * Migration: the `agents` table (spec platform §3 "Agent": branches listed by location).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `agents` and the index behind the by-location listing. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('agents')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('address_number', 'integer', (col) => col.notNull())
    .addColumn('neighborhood', 'text')
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('zip_code', 'text')
    .addColumn('latitude', 'double precision', (col) =>
      col.notNull().check(sql`latitude between -90 and 90`),
    )
    .addColumn('longitude', 'double precision', (col) =>
      col.notNull().check(sql`longitude between -180 and 180`),
    )
    .addColumn('phone', 'text')
    .addColumn('delivers_paper_money', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createIndex('agents_by_location')
    .on('agents')
    .columns(['correspondent_id', 'state', 'city', 'name'])
    .execute();
}
