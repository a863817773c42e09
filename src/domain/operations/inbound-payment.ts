/**
 * How the foreign payer of an inbound remittance may pay (spec operations §3.24, §9.1; issue
 * 16): the customer's own international debit card inside the checkout (DEBIT_CARD, purpose
 * AVAILABILITY: the money is the customer's own), a payment link the customer sends to the payer
 * (DEBIT_CARD_LINK, purpose MAINTENANCE: someone else pays), or the bank path (BANK_PATH, SWIFT
 * instructions; always offered). Amounts are USD cents.
 *
 * The spec gives two ceilings: "Payment-link inbound maximum: USD 5,000.00. Above it, the
 * operation is completed through the bank path" and "Debit card operation limit: USD 6,300".
 * Decision: the first bounds the link (DEBIT_CARD_LINK), the second the card paid inside the
 * checkout (DEBIT_CARD), which has no link; ADSENSE has no card method at all (§3.24 names a
 * purpose for each card method only).
 * @module
 */
import type { PurposeCode } from '../pricing/purpose-codes';
import type { InboundPaymentMethod } from './payment-methods';

/** The payment link's maximum: USD 5,000.00 (spec operations §9.1), in USD cents. */
export const PAYMENT_LINK_MAX_USD_CENTS = 500_000;

/** The debit-card operation limit: USD 6,300.00 (spec operations §9.1, §8.5 00070), USD cents. */
export const DEBIT_CARD_LIMIT_USD_CENTS = 630_000;

type CardMethod = Exclude<InboundPaymentMethod, 'BANK_PATH'>;

/** The card method each purpose allows (spec operations §3.24); the bank path is always offered. */
const CARD_METHOD_OF: Partial<Record<PurposeCode, CardMethod>> = {
  AVAILABILITY: 'DEBIT_CARD',
  MAINTENANCE: 'DEBIT_CARD_LINK',
};

/** The ceiling of each card method, USD cents (inclusive). */
const CEILING_OF: Record<CardMethod, number> = {
  DEBIT_CARD: DEBIT_CARD_LIMIT_USD_CENTS,
  DEBIT_CARD_LINK: PAYMENT_LINK_MAX_USD_CENTS,
};

/** What the offer depends on: the purpose, the quote's currency and its value in USD cents. */
export interface InboundOffer {
  purpose: PurposeCode;
  /** The quote's foreign currency: the payer's card is charged in USD (spec operations §2.6, §4.3). */
  currency: string;
  usdCents: number;
}

/**
 * The inbound payment methods offered, card method first: the purpose's card method while the
 * quote is in USD and within the method's ceiling (inclusive), and BANK_PATH always. Decision:
 * a EUR or GBP inbound quote is offered the bank path only, since the payer page charges
 * 'Total Amount: USD' (spec operations §2.6) and §4.3 charges cards for USD operations.
 */
export function inboundPaymentMethodsFor(offer: InboundOffer): InboundPaymentMethod[] {
  const card = CARD_METHOD_OF[offer.purpose];
  if (card === undefined || offer.currency !== 'USD' || offer.usdCents > CEILING_OF[card]) {
    return ['BANK_PATH'];
  }
  return [card, 'BANK_PATH'];
}

/** Whether `method` is offered (see {@link inboundPaymentMethodsFor}). */
export function isInboundPaymentMethodOffered(
  method: InboundPaymentMethod,
  offer: InboundOffer,
): boolean {
  return inboundPaymentMethodsFor(offer).includes(method);
}

/**
 * Whether an inbound operation paid by `method` is paid by card through a public payment page
 * (and so has a payment link with its 12-hour expiry): both card methods; the bank path does not.
 */
export function isPaidByCard(method: InboundPaymentMethod): boolean {
  return method !== 'BANK_PATH';
}
