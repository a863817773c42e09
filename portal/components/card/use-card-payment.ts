/**
 * Paying an operation by card from the portal (issue 18): `pay(resourceId, choice)` posts the
 * card hash, the device id and the chosen plan once (one idempotency key per attempt), and
 * exposes the payment (null while it runs) or the API's error.
 *
 * STUB: the interface is settled; the implementation is being written (issue 18).
 * @module
 */
import type { CardPayment } from '../../../src/contracts/card-payments';
import type { CardChoice } from './card-choice';

/** What {@link useCardPayment} answers. */
export interface CardPaymentState {
  /** The payment once answered. */
  payment: CardPayment | null;
  /** Whether a payment is being asked. */
  paying: boolean;
  /** The API's error (its catalogue message, in the page's language), if the call failed. */
  error: string | null;
  /** Pays operation `resourceId` with `choice`; resolves with the payment (or null on error). */
  pay(resourceId: number, choice: CardChoice): Promise<CardPayment | null>;
  /** Forgets the last answer (Try again). */
  reset(): void;
}

/** Paying by card. */
export function useCardPayment(): CardPaymentState {
  return {
    payment: null,
    paying: false,
    error: null,
    pay: () => Promise.resolve(null),
    reset: () => undefined,
  };
}
