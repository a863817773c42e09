/**
 * The business errors of pricing as data: a code of the closed catalogue
 * (`src/contracts/errors.ts`) and the values of its message's `{{0}}` placeholders. The messages
 * live only in the catalogue's locale files: `translateError(error.code, locale, error.params)`
 * (conventions "Errors are data").
 * @module
 */
import type { ErrorCode } from '../../contracts/errors';

/** `Some`, checked to be part of `All`: a code missing from the catalogue does not compile. */
type SubsetOf<All, Some extends All> = Some;

/**
 * A pricing error code (spec operations §5.1, §8.2): an unavailable currency or purpose, no tax
 * rule in force, an amount raised to the minimum, lowered to the maximum, or above a maximum
 * that must not be clamped.
 */
export type PricingErrorCode = SubsetOf<
  ErrorCode,
  | 'CURRENCY_NOT_AVAILABLE'
  | 'PURPOSE_NOT_AVAILABLE'
  | 'TAX_RULE_NOT_FOUND'
  | 'MINIMUM_VALUE_NOT_REACHED'
  | 'MAXIMUM_VALUE_REACHED'
  | 'MAXIMUM_VALUE_EXCEEDED'
>;

/** A pricing error: its code and the values of the message's `{{0}}`, `{{1}}`… placeholders. */
export interface PricingError {
  /** The code. */
  code: PricingErrorCode;
  /** Placeholder values in order, already formatted as text. */
  params: string[];
}

/** The outcome of a pricing step that may fail for a business reason. */
export type PricingResult<T> = { ok: true; value: T } | { ok: false; error: PricingError };
