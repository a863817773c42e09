/**
 * The business errors of pricing as data: a closed set of codes with the spec's English message
 * and its `{0}` parameters, so the server maps each to a status and a localised message
 * (conventions "Errors are data").
 * @module
 */

/** Each pricing error code with the spec's message template (spec operations §5.1, §8.2). */
export const PRICING_ERROR_MESSAGES = {
  /** spec operations §8.2 currencyNotFound. */
  CURRENCY_NOT_AVAILABLE: 'Currency {0} invalid for this type of operation',
  /** A purpose outside the direction's list (inbound takes only ADSENSE, AVAILABILITY, MAINTENANCE). */
  PURPOSE_NOT_AVAILABLE: 'Field {0} is invalid',
  /** No tax rule covers the kind, purpose and date. */
  TAX_RULE_NOT_FOUND: 'Internal error!',
  /** spec operations §5.1: the amount was raised to the minimum. */
  MINIMUM_VALUE_NOT_REACHED: 'Value {0} of {1} not reached',
  /** spec operations §5.1: the amount was lowered to the maximum. */
  MAXIMUM_VALUE_REACHED: 'Value {0} of {1} reached',
  /** spec operations §5.1: the amount is above the maximum and must not be clamped. */
  MAXIMUM_VALUE_EXCEEDED: 'Maximum value exceeded!',
} as const;

/** A pricing error code. */
export type PricingErrorCode = keyof typeof PRICING_ERROR_MESSAGES;

/** A pricing error: its code and the values of the message's `{0}`, `{1}`… placeholders. */
export interface PricingError {
  /** The code. */
  code: PricingErrorCode;
  /** Placeholder values in order, already formatted as text. */
  params: string[];
}

/** The outcome of a pricing step that may fail for a business reason. */
export type PricingResult<T> = { ok: true; value: T } | { ok: false; error: PricingError };

/** The English message of an error with its placeholders filled in. */
export function pricingErrorMessage(error: PricingError): string {
  return PRICING_ERROR_MESSAGES[error.code].replace(
    /\{(\d+)\}/g,
    (whole, index: string) => error.params[Number(index)] ?? whole,
  );
}
