/**
 * Migration: what the customer routes record beyond the registration fields (spec platform §3
 * "Legal person" update fields, §4 "Compliance"): when the customer last asked for a new
 * compliance review, and the company back-office fields `changeSync`, `changeSyncTime` and
 * `verified` (written by admins only).
 * @module
 */
import type { Kysely } from 'kysely';

/** Adds the columns to `users`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('compliance_requested_at', 'timestamptz')
    .addColumn('change_sync', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('change_sync_time', 'timestamptz')
    .addColumn('verified', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}
