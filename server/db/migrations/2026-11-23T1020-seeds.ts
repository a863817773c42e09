/**
 * Migration: the `seeds` table, which records the data seeds already applied.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `seeds`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seeds')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('applied_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
