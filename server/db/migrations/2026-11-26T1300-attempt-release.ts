/**
 * Migration: an attempt counter may stand at zero (issue 14 "throttling that concurrency cannot
 * bypass"). A guarded attempt now takes its slot before the slow check and gives it back when
 * the check passes, so a window whose every attempt passed counts zero. The row stays until the
 * housekeeping sweeps it, like any other ended window.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Lets `count` be zero. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('attempt_counters')
    .dropConstraint('attempt_counters_count_check')
    .execute();
  await db.schema
    .alterTable('attempt_counters')
    .addCheckConstraint('attempt_counters_count_check', sql`count >= 0`)
    .execute();
}
