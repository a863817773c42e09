/**
 * The credit-card result pages (spec operations §2.5 "Credit card", §4.5; issue 18): loading
 * (while the payment is asked), success, failed (the provider's code, spec §8.5, with Try again
 * and Cancel), under review ('updated by e-mail within 4 hours', asking the API again until it
 * settles), refunded and refused. Shared by the checkouts and the payment page of an existing
 * operation.
 *
 * STUB: the interface is settled; the implementation is being written (issue 18).
 * @module
 */
import type { CardPayment } from '../../../src/contracts/card-payments';

/** Props of {@link CardPaymentOutcome}. */
export interface CardPaymentOutcomeProps {
  /** The payment; `null` while it is being made (the loading page). */
  payment: CardPayment | null;
  /** What the operation is, for the titles: `OUTBOUND` or `PAPER_MONEY`. */
  kind: 'OUTBOUND' | 'PAPER_MONEY';
  /** The operation's detail page (the success and review pages link to it). */
  detailHref: string;
  /** FAILED: pay again with another card (the operation still awaits payment). */
  onTryAgain(): void;
  /** FAILED: give up (back to the operation's detail). */
  onCancel(): void;
  /** UNDER_REVIEW: the settled payment, when a later read finds it settled. */
  onSettled?(payment: CardPayment): void;
}

/** The result page of a card payment. */
export function CardPaymentOutcome(_props: CardPaymentOutcomeProps) {
  return null;
}
