/**
 * Migration: a quote's `request` and `result` become `json` instead of `jsonb` (issue 4 "the
 * quotation endpoint at least 40% of a bare route"). Nothing queries inside them: they are the
 * audit of what was priced and the answer the checkout continues with, read whole. `json` keeps
 * the text as sent (the very answer the customer saw) and skips the conversion to jsonb's binary
 * form, which cost about 150 µs of the embedded database's CPU per stored quote (measured here:
 * ~350 µs per row as jsonb, ~200 µs as json, in batches of 25).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Alters `quotes.request` and `quotes.result` to `json`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table quotes
    alter column request type json using request::json,
    alter column result type json using result::json`.execute(db);
}
