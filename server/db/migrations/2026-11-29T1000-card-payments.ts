/**
 * Migration: credit-card payments of outbound and paper-money operations (spec operations §2.4,
 * §3.14, §4.2, §4.5, §7.4; issue 18).
 *
 * - `card_tokens` gains `kind` (DEBIT for the inbound tokenizer, CREDIT for the credit
 *   tokenizer), `brand` and `last4`. Never the card number, CVV or expiry.
 * - `card_payments`: every card payment attempted on an operation, with the plan charged and the
 *   provider's answer. A unique partial index allows at most one payment per operation whose
 *   status is not FAILED, so a second payment is refused unless the previous one failed.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Extends `card_tokens`, creates `card_payments`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('card_tokens')
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('DEBIT'))
    .execute();
  await db.schema.alterTable('card_tokens').addColumn('brand', 'text').execute();
  await db.schema.alterTable('card_tokens').addColumn('last4', 'text').execute();

  await db.schema
    .createTable('card_payments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('remittance_id', 'integer', (col) =>
      col.notNull().references('remittances.id').onDelete('cascade'),
    )
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`status in ('PENDING', 'APPROVED', 'FAILED', 'UNDER_REVIEW', 'REFUNDED', 'REFUSED')`,
        ),
    )
    // The provider's status word (spec §4.2) and its refusal code (spec §8.5).
    .addColumn('provider_word', 'text')
    .addColumn('code', 'text')
    .addColumn('brand', 'text', (col) => col.notNull())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('installments', 'integer', (col) => col.notNull())
    .addColumn('installment_cents', 'bigint', (col) => col.notNull())
    .addColumn('last_installment_cents', 'bigint', (col) => col.notNull())
    .addColumn('interest_rate_bps', 'integer', (col) => col.notNull())
    .addColumn('interest_cents', 'bigint', (col) => col.notNull())
    .addColumn('amount_requested_cents', 'bigint', (col) => col.notNull())
    .addColumn('total_cents', 'bigint', (col) => col.notNull())
    .addColumn('device_id', 'text', (col) => col.notNull())
    // The Idempotency-Key of the request and a hash of its body (a replay answers the same).
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    // An UNDER_REVIEW payment: when the provider settles it, and the word it settles to.
    .addColumn('settles_at', 'timestamptz')
    .addColumn('settles_to', 'text')
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('card_payments_one_live')
    .on('card_payments')
    .column('remittance_id')
    .unique()
    .where(
      sql.ref('status'),
      'in',
      sql`('PENDING', 'APPROVED', 'UNDER_REVIEW', 'REFUNDED', 'REFUSED')`,
    )
    .execute();
  await db.schema
    .createIndex('card_payments_idempotency')
    .on('card_payments')
    .columns(['remittance_id', 'idempotency_key'])
    .unique()
    .execute();
}
