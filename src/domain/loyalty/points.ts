/**
 * Points earned with an operation (spec operations §9.4).
 * @module
 */
import { divideRounded } from '../money/rounding';

/** Decimals of a points benefit. */
export const POINTS_DECIMALS = 4;

/** The divisor of the USD money value points are computed from (spec operations §9.4). */
export const POINTS_MONEY_DIVISOR = 100;

/**
 * Points benefit = (offer in USD, as units) / 100 × multiplier, rounded down to 4 decimals
 * (spec operations §9.4, multiplier 1). `offerUsdValue` is the offerUSD money value with divisor
 * 100 (USD cents), so units = value / 100. The result is the points scaled by 10^4: USD 1,234.56
 * (123 456) gives 123 456, i.e. 12.3456 points.
 */
export function pointsBenefit(offerUsdValue: number, multiplier = 1): number {
  if (!Number.isSafeInteger(offerUsdValue) || offerUsdValue < 0) {
    throw new RangeError('offerUsdValue must be a non-negative safe integer');
  }
  const numerator = BigInt(offerUsdValue) * BigInt(multiplier) * 10n ** BigInt(POINTS_DECIMALS);
  const denominator = BigInt(POINTS_MONEY_DIVISOR) * 100n;
  return Number(divideRounded(numerator, denominator, 'down'));
}
