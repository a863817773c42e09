/**
 * The inbound checkout's payment-method offer (spec operations §2.4
 * "inboundPaymentMethodsSelect", §3.24, §9.1; issue 16): what the domain's
 * `inboundPaymentMethodsFor` offers for the quotation held, and, when only the bank path is left,
 * why (the amount is above the card method's ceiling, the currency is not USD, or the purpose
 * has no card method), so the page can say it in the customer's words.
 * @module
 */
import { parseDecimalToMinor } from '../../../src/domain/money/money';
import {
  DEBIT_CARD_LIMIT_USD_CENTS,
  PAYMENT_LINK_MAX_USD_CENTS,
  inboundPaymentMethodsFor,
} from '../../../src/domain/operations/inbound-payment';
import type { InboundPaymentMethod } from '../../../src/domain/operations/payment-methods';
import type { PurposeCode } from '../../../src/domain/pricing/purpose-codes';
import type { CheckoutQuotation } from '../../../src/stores/checkout-store';

/** Why a card method is not offered. */
export type BankOnlyReason = 'above' | 'currency' | 'purpose';

/** The methods offered and, when the card method is missing, why. */
export interface InboundMethodOffer {
  methods: InboundPaymentMethod[];
  reason?: BankOnlyReason;
  /** The ceiling that was passed (USD cents), with reason 'above'. */
  ceilingUsdCents?: number;
}

/** The card method a purpose allows (spec operations §3.24). */
function cardMethodOf(purpose: PurposeCode): InboundPaymentMethod | undefined {
  if (purpose === 'AVAILABILITY') return 'DEBIT_CARD';
  if (purpose === 'MAINTENANCE') return 'DEBIT_CARD_LINK';
  return undefined;
}

/** The ceiling of a card method, USD cents (the domain's constants). */
export function ceilingOf(method: InboundPaymentMethod): number | undefined {
  if (method === 'DEBIT_CARD') return DEBIT_CARD_LIMIT_USD_CENTS;
  if (method === 'DEBIT_CARD_LINK') return PAYMENT_LINK_MAX_USD_CENTS;
  return undefined;
}

/**
 * The offer for `quotation` (the foreign amount the payer sends) and `purpose`. Card methods
 * are USD only, so the amount is the USD value whenever a card method can apply.
 */
export function inboundMethodOffer(
  quotation: Pick<CheckoutQuotation, 'currency' | 'amount'>,
  purpose: PurposeCode,
): InboundMethodOffer {
  const usdCents = parseDecimalToMinor(quotation.amount, 2, 'down') ?? 0;
  const methods = inboundPaymentMethodsFor({ purpose, currency: quotation.currency, usdCents });
  if (methods.length > 1) return { methods };
  const card = cardMethodOf(purpose);
  if (card === undefined) return { methods, reason: 'purpose' };
  if (quotation.currency !== 'USD') return { methods, reason: 'currency' };
  return { methods, reason: 'above', ceilingUsdCents: ceilingOf(card) };
}
