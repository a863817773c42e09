/**
 * Migration: quotes are stored in segments (issue 4 "the quotation endpoint at least 40% of a
 * bare route"). A quote is written once, read whole by its id at most once or twice (the
 * checkout) and otherwise kept as the audit of what was priced: a log, not a table to query.
 * One row of `quotes` per quote cost the embedded database 130–170 µs of CPU under load (the
 * foreign key's check, two b-tree inserts, ~2 KB of json per row), about as much as everything
 * else a quote costs together.
 *
 * `quote_segments` holds the quotes written together (one group commit of the quote writer, at
 * most its `MAX_BATCH`, 1,000 quotes): one row per segment, its quotes as one JSON text that
 * names each pricing (the answer without id and expiry, and what priced it: rates, tax rule,
 * spread, fee) once, however many quotes share it (see `quotation-repository.ts` for the
 * format). A quote's id starts with its segment's id, so the checkout's lookup reads one row by
 * primary key.
 *
 * - `id`: the first 18 characters every quote id of the segment shares (`xxxxxxxx-xxxx-8xxx`,
 *   a UUIDv8 layout, RFC 9562 §5.8: 60 random bits for the segment, 62 more for each quote);
 * - `created_at` / `expires_at`: the first quote's creation and the last expiry (housekeeping
 *   deletes segments by age);
 * - `quote_count`: how many quotes it holds;
 * - `quotes`: the JSON text, as `text` (nothing queries inside it; `json` would parse it again
 *   on every insert), stored uncompressed (`storage external`: compressing it cost more than
 *   its size on disk saves).
 *
 * No foreign key to `correspondents`: a segment mixes correspondents, and correspondents are
 * disabled, never deleted. Quotes already stored move into segments of their own (their ids
 * keep their first 18 characters as the segment id), and `quotes` goes.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `quote_segments`, moves the stored quotes into it and drops `quotes`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quote_segments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('quote_count', 'integer', (col) => col.notNull().check(sql`quote_count > 0`))
    .addColumn('quotes', 'text', (col) => col.notNull())
    .execute();
  await sql`alter table quote_segments alter column quotes set storage external`.execute(db);
  await db.schema
    .createIndex('quote_segments_by_created_at')
    .on('quote_segments')
    .column('created_at')
    .execute();

  // Every stored quote, in the format the repository reads: its own pricing and inputs.
  await sql`
    insert into quote_segments (id, created_at, expires_at, quote_count, quotes)
    select segment, min(created_at), max(expires_at), count(*),
      json_build_object(
        'v', 1,
        'pricings', json_agg(pricing order by position),
        'inputs', json_agg(request order by position),
        'quotes', json_agg(
          json_build_array(
            id::text, position - 1, position - 1, user_id,
            (extract(epoch from created_at) * 1000)::bigint,
            (extract(epoch from expires_at) * 1000)::bigint
          ) order by position)
      )::text
    from (
      select left(id::text, 18) as segment, id, user_id, request, created_at, expires_at,
        json_build_object(
          'correspondentId', correspondent_id,
          'kind', kind,
          -- The answer without id and expiry, its keys in their order (json, not jsonb).
          'answer', coalesce(
            (select json_object_agg(key, value order by position)
              from json_each(result) with ordinality as field(key, value, position)
              where key not in ('id', 'expiresAt')),
            '{}'::json),
          'audit', '{}'::json
        ) as pricing,
        row_number() over (partition by left(id::text, 18) order by created_at, id) as position
      from quotes
    ) as numbered
    group by segment`.execute(db);
  await db.schema.dropTable('quotes').execute();
}
