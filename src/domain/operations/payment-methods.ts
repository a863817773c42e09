/**
 * Payment methods (spec operations §3.24, §6.4, §9.5): how the customer pays an operation, and
 * which of them a correspondent offers.
 * @module
 */
import type { OperationKind } from './operation-kind';

/** The payment methods, in the spec's order (spec operations §3.24). */
export const PAYMENT_METHODS = ['TED', 'PIX', 'DYNAMIC_PIX', 'PICPAY', 'CREDIT_CARD'] as const;

/**
 * A payment method: a bank transfer (TED), PIX to the product's key, a dynamic PIX QR code, the
 * wallet payment provider (PICPAY) or a credit card.
 */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The payment method preselected in the checkout (spec operations §9.5). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'DYNAMIC_PIX';

/** How an inbound remittance is paid by the foreign payer (spec operations §3.24). */
export const INBOUND_PAYMENT_METHODS = ['DEBIT_CARD', 'DEBIT_CARD_LINK', 'BANK_PATH'] as const;

/** An inbound payment method. */
export type InboundPaymentMethod = (typeof INBOUND_PAYMENT_METHODS)[number];

/** Whether a value is one of the payment methods. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The correspondent's payment switches (spec operations §3.8 `paymentMethodsAvailability`). */
export interface PaymentMethodsSwitches {
  creditCardLinkAvailable: boolean;
  dynamicPixAvailable: boolean;
  picpayAvailable: boolean;
  tedAvailable: boolean;
}

/**
 * The payment methods the checkout offers (spec operations §6.4: "the flags in
 * paymentMethodsAvailability drive which payment methods are offered"). PIX to the product's
 * key has no switch and is always offered; DYNAMIC_PIX, TED and PICPAY follow their flags;
 * CREDIT_CARD follows `creditCardLinkAvailable` and is never offered to companies, who cannot
 * perform card operations (spec operations §6.3). Inbound remittances are paid by the foreign
 * payer (see {@link INBOUND_PAYMENT_METHODS}), so they get none of these.
 */
export function availablePaymentMethods(
  switches: PaymentMethodsSwitches,
  kind: OperationKind,
  isCompany = false,
): PaymentMethod[] {
  if (kind === 'remittance-inbound') return [];
  const offered: Record<PaymentMethod, boolean> = {
    TED: switches.tedAvailable,
    PIX: true,
    DYNAMIC_PIX: switches.dynamicPixAvailable,
    PICPAY: switches.picpayAvailable,
    CREDIT_CARD: switches.creditCardLinkAvailable && !isCompany,
  };
  return PAYMENT_METHODS.filter((method) => offered[method]);
}

/**
 * The method preselected among those offered: the default (DYNAMIC_PIX) when offered, else the
 * first offered one, else none.
 */
export function defaultPaymentMethodOf(
  offered: readonly PaymentMethod[],
): PaymentMethod | undefined {
  return offered.includes(DEFAULT_PAYMENT_METHOD) ? DEFAULT_PAYMENT_METHOD : offered[0];
}
