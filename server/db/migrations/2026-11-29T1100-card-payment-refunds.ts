/**
 * Migration: a card payment the provider took for an operation that was cancelled meanwhile
 * (issue 18) is recorded as the provider answered it and marked `refund_due_at`: the money must
 * go back to the customer, and nothing says it did yet (no provider refund call exists). Null on
 * every other payment.
 * @module
 */
import type { Kysely } from 'kysely';

/** Adds `card_payments.refund_due_at`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('card_payments').addColumn('refund_due_at', 'timestamptz').execute();
}
