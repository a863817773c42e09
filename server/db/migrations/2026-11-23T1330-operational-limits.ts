/**
 * Migration: each individual's operational limit per period, in USD cents (spec platform §3
 * "Operational limit"; integers, never floats).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `operational_limits`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operational_limits')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('limit_usd_cents', 'bigint', (col) => col.notNull().check(sql`limit_usd_cents >= 0`))
    .addColumn('used_usd_cents', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`used_usd_cents >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('operational_limits_pk', ['user_id', 'period'])
    .execute();
}
