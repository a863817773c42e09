/**
 * What a credit-card payment came to (spec operations §2.5 "Credit card", §4.2, §4.5; issue 18).
 *
 * The provider answers a status word. §4.2 maps it to the transaction's status (COMPLETED,
 * FAILED, PROCESSING: `cardTransactionStatus`); the result pages of §4.5 need the finer
 * {@link CardPaymentResult}, read from the same word:
 *
 * | word | §4.2 | result | the operation |
 * |---|---|---|---|
 * | approved | COMPLETED | APPROVED (success) | paid: released to its lifecycle |
 * | declined, error | FAILED | FAILED (Try again / cancel) | still awaiting payment: another card may pay it |
 * | refused, rejected | PROCESSING | REFUSED | cancelled, never released |
 * | refunded | PROCESSING | REFUNDED | cancelled, never released |
 * | anything else (in_review, processing, …) | PROCESSING | UNDER_REVIEW | held in MANUAL_ANALYSIS until the provider settles it; the customer hears by e-mail within 4 hours (§9.7) |
 * @module
 */
import { cardTransactionStatus } from '../operations/operation-status';

/** A card payment's result, one result page each (spec §4.5). */
export const CARD_PAYMENT_RESULTS = [
  'APPROVED',
  'FAILED',
  'UNDER_REVIEW',
  'REFUNDED',
  'REFUSED',
] as const;

/** A card payment's result. */
export type CardPaymentResult = (typeof CARD_PAYMENT_RESULTS)[number];

/** The result of the provider's status word (case-insensitive, as §4.2 reads it). */
export function cardPaymentResultOf(word: string): CardPaymentResult {
  const normalised = word.trim().toLowerCase();
  switch (cardTransactionStatus(normalised)) {
    case 'COMPLETED':
      return 'APPROVED';
    case 'FAILED':
      return 'FAILED';
    case 'PROCESSING':
      if (normalised === 'refunded') return 'REFUNDED';
      if (normalised === 'refused' || normalised === 'rejected') return 'REFUSED';
      return 'UNDER_REVIEW';
  }
}

/** Whether a result is final (UNDER_REVIEW waits for the provider to settle it). */
export function isSettled(result: CardPaymentResult): boolean {
  return result !== 'UNDER_REVIEW';
}

/** Whether another card may still pay the operation after this result (only after FAILED). */
export function allowsAnotherAttempt(result: CardPaymentResult): boolean {
  return result === 'FAILED';
}
