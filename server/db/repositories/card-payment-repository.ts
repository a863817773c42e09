/**
 * SQL of reading an operation's credit-card payments (issue 18): the latest attempt, and the
 * latest that did not fail (the one whose plan the operation was charged, or is being charged,
 * with). Runs on the pool or the caller's transaction.
 * @module
 */
import type { Kysely } from 'kysely';
import type { CardPaymentRow, Database } from '../schema';

/** Reads an operation's card payments. */
export interface CardPaymentRepository {
  /** The operation's latest card payment, whatever its status. */
  latestOf(remittanceId: number): Promise<CardPaymentRow | undefined>;
  /** The operation's latest card payment that is not FAILED. */
  latestNotFailedOf(remittanceId: number): Promise<CardPaymentRow | undefined>;
  /** The operation's card payment made under `idempotencyKey`, if any. */
  madeWith(remittanceId: number, idempotencyKey: string): Promise<CardPaymentRow | undefined>;
}

/** A repository over `db` (a transaction or the pool). */
export function createCardPaymentRepository(db: Kysely<Database>): CardPaymentRepository {
  const ofOperation = (remittanceId: number) =>
    db
      .selectFrom('card_payments')
      .selectAll()
      .where('remittance_id', '=', remittanceId)
      .orderBy('id', 'desc')
      .limit(1);
  return {
    async latestOf(remittanceId) {
      return ofOperation(remittanceId).executeTakeFirst();
    },
    async latestNotFailedOf(remittanceId) {
      return ofOperation(remittanceId).where('status', '<>', 'FAILED').executeTakeFirst();
    },
    async madeWith(remittanceId, idempotencyKey) {
      return ofOperation(remittanceId)
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirst();
    },
  };
}
