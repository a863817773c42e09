/**
 * Migration: inbound debit-card charges (spec operations §3.18, §4.2, §4.3, §8.5; issue 16).
 *
 * - `card_tokens`: the sandbox card provider's tokens. The sandbox stands in for the provider's
 *   vault, so it keeps a token and the outcome its test card stands for — never the card
 *   number, CVV, expiry or zip.
 * - `inbound_charges`: every charge attempted on an inbound operation's link, with its status
 *   (PENDING while the provider is asked, APPROVED, PROCESSING, FAILED) and the provider's code.
 *   A unique index lets at most one charge of an operation be in flight or approved, so ten
 *   concurrent payers of one link make exactly one charge.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `card_tokens` and `inbound_charges`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('card_tokens')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('inbound_charges')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('remittance_id', 'integer', (col) =>
      col.notNull().references('remittances.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('PENDING', 'APPROVED', 'PROCESSING', 'FAILED')`),
    )
    // The provider's code of a refusal (7051, 00092, 00034, 00070).
    .addColumn('code', 'text')
    // When a PROCESSING charge settles (the sandbox's card that answers PROCESSING first).
    .addColumn('settles_at', 'timestamptz')
    // The payer of spec §3.15 (person or company, name, address, birth date, e-mail, mobile).
    .addColumn('payer', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('inbound_charges_one_live')
    .on('inbound_charges')
    .column('remittance_id')
    .unique()
    .where(sql.ref('status'), 'in', sql`('PENDING', 'APPROVED', 'PROCESSING')`)
    .execute();
  await db.schema
    .createIndex('inbound_charges_by_remittance')
    .on('inbound_charges')
    .column('remittance_id')
    .execute();
}
