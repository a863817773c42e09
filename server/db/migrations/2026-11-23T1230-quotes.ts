/**
 * Migration: every quote given (issue 4): its inputs, its answer, who asked and until when the
 * checkout accepts it. `user_id` has no foreign key yet: the users table arrives with the identity
 * issue, which adds it.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `quotes`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quotes')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer')
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .check(sql`kind in ('REMITTANCE_OUTBOUND', 'REMITTANCE_INBOUND', 'PAPER_MONEY')`),
    )
    .addColumn('request', 'jsonb', (col) => col.notNull())
    .addColumn('result', 'jsonb', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Housekeeping deletes old quotes by age; the checkout reads by primary key.
  await db.schema.createIndex('quotes_by_created_at').on('quotes').column('created_at').execute();
}
