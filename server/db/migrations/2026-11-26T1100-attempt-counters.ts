/**
 * Migration: attempt counters (issue 13 "Shared rate limits", design §4 "shared state"): the
 * fixed windows of every rate limit (sign-in failures, registrations, wrong codes, recovery
 * e-mails, CEP lookups, manager-token failures) live here, so every process on the database
 * counts against one limit and a restart forgets nothing.
 *
 * - `key_hash`: hex SHA-256 of the limiter's key (`sign-in:account:ana@example.test`), so the
 *   table holds no e-mail or client address;
 * - `window_started_at` / `window_ends_at`: the current fixed window; a row whose window ended
 *   counts as absent, and the next hit starts a new window in the same row;
 * - `count`: hits in the window (it may pass the limit: refused hits are counted too).
 *
 * The index on `window_ends_at` serves the housekeeping that deletes rows long expired.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `attempt_counters`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key_hash', 'text', (col) =>
      col.primaryKey().check(sql`key_hash ~ '^[0-9a-f]{64}$'`),
    )
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('window_ends_at', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().check(sql`count > 0`))
    .execute();
  await db.schema
    .createIndex('attempt_counters_by_window_end')
    .on('attempt_counters')
    .column('window_ends_at')
    .execute();
}
