/**
 * The amount clamp of a quotation (spec operations §5.1): the foreign amount is kept between the
 * currency's minimum and maximum (minValue / maxValue for remittance, minToSell / maxToSell for
 * paper money) and the quotation says which bound it hit with the clamp type and message.
 * @module
 */
import { minorToDecimalString } from '../money/money';
import type { PricingError } from './pricing-error';

/** Which bound an amount hit: MAXIMUM, none (NORMAL) or MINIMUM (spec operations §3.24). */
export type ClampType = 'MAXIMUM' | 'NORMAL' | 'MINIMUM';

/** The clamp types, as the spec lists them. */
export const CLAMP_TYPES: readonly ClampType[] = ['MAXIMUM', 'NORMAL', 'MINIMUM'];

/** A currency's bounds, in minor units of that currency; `max` absent means no maximum. */
export interface AmountLimits {
  /** The smallest amount quoted, minor units. */
  min: number;
  /** The largest amount quoted, minor units. */
  max?: number;
}

/** Where the clamp left an amount and why. */
export interface ClampOutcome {
  /** The amount after the clamp, minor units. */
  amount: number;
  /** Which bound it hit. */
  type: ClampType;
  /**
   * For MINIMUM 'Value {min} of {currency} not reached', for MAXIMUM 'Value {max} of {currency}
   * reached'; absent for NORMAL.
   */
  message?: PricingError;
}

function roundUpToStep(amount: number, step: number): number {
  return Math.ceil(amount / step) * step;
}

function roundDownToStep(amount: number, step: number): number {
  return Math.floor(amount / step) * step;
}

/**
 * Clamps a foreign amount (minor units) to the limits. With a `step` (paper money's banknote
 * step, see `banknoteStep`) the bounds themselves are first moved inside onto a multiple of the
 * step, so the clamped amount can still be paid out in notes. Message parameters are the bound
 * as a plain decimal (`'10000.00'`) and the currency code, for the UI to format.
 */
export function clampAmount(
  amount: number,
  limits: AmountLimits,
  currency: string,
  decimals: number,
  step = 1,
): ClampOutcome {
  const min = roundUpToStep(limits.min, step);
  const max = limits.max === undefined ? undefined : roundDownToStep(limits.max, step);
  if (max !== undefined && amount > max) {
    return {
      amount: max,
      type: 'MAXIMUM',
      message: {
        code: 'MAXIMUM_VALUE_REACHED',
        params: [minorToDecimalString(max, decimals), currency],
      },
    };
  }
  if (amount < min) {
    return {
      amount: min,
      type: 'MINIMUM',
      message: {
        code: 'MINIMUM_VALUE_NOT_REACHED',
        params: [minorToDecimalString(min, decimals), currency],
      },
    };
  }
  return { amount, type: 'NORMAL' };
}

/**
 * 'Maximum value exceeded!' when an amount is above the maximum and must be refused rather than
 * clamped (a checkout revalidating a stored quote, a number input's hard cap); else `undefined`.
 */
export function checkMaximum(amount: number, limits: AmountLimits): PricingError | undefined {
  return limits.max !== undefined && amount > limits.max
    ? { code: 'MAXIMUM_VALUE_EXCEEDED', params: [] }
    : undefined;
}
