/**
 * Migration: a card payment left PENDING by a process that died between asking the provider and
 * recording its answer is finished by the lifecycle job's sweep (issue 18).
 *
 * - `card_payments.card_token`: the provider's token (card hash) the payment charges, so any
 *   process can ask the provider again with the same request (a token, never card data);
 * - `card_payments.next_attempt_at`: when the sweep may ask the provider again for a PENDING
 *   payment (set by the claim to some minutes after it, pushed on by each sweep attempt);
 * - `sandbox_credit_charges`: the sandbox provider's charges by idempotency key, so a repeated
 *   key answers the original charge and never charges twice (as a real acquirer does).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Adds the sweep's columns and the sandbox's charges. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('card_payments').addColumn('card_token', 'text').execute();
  await db.schema.alterTable('card_payments').addColumn('next_attempt_at', 'timestamptz').execute();
  await db.schema
    .createIndex('card_payments_pending_attempt')
    .on('card_payments')
    .column('next_attempt_at')
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
  await db.schema
    .createTable('sandbox_credit_charges')
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull())
    .addColumn('amount_cents', 'bigint', (col) => col.notNull())
    .addColumn('installments', 'integer', (col) => col.notNull())
    .addColumn('word', 'text', (col) => col.notNull())
    .addColumn('code', 'text')
    .addColumn('settles_at', 'timestamptz')
    .addColumn('settles_to', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('sandbox_credit_charges_pkey', ['reference', 'idempotency_key'])
    .execute();
}
