/**
 * Migration: quotations are signed tokens (issue 13; design §4 "quotations"). Nothing is written
 * on a quote's path any more, so `quote_segments` goes; an operation keeps the snapshot of the
 * quote it was created from, and a quote creates one operation at most (a unique index on
 * `remittances.quote_id`, which now holds the quote's own random id).
 *
 * Operations created before this migration could share a quote (two checkouts of one quote
 * under two idempotency keys): all but the first get their quote id suffixed with `#` and their
 * own id, so the index can be built and no operation changes otherwise.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Drops `quote_segments` and makes `remittances.quote_id` unique. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quote_segments').ifExists().execute();
  await sql`
    update remittances set quote_id = quote_id || '#' || id::text
    where id not in (select min(id) from remittances group by quote_id)`.execute(db);
  await db.schema
    .createIndex('remittances_quote_id_unique')
    .on('remittances')
    .column('quote_id')
    .unique()
    .execute();
}
