/**
 * Percentages as integer basis points (1 bp = 0.01%), so 3.5% is 350 and 0.38% is 38, and a
 * percentage of an amount is one integer division with a named rounding (conventions "Money and
 * rules").
 * @module
 */
import { divideRounded, type RoundingMode } from '../money/rounding';

/** Basis points in one whole (100%). */
export const BASIS_POINTS_PER_UNIT = 10_000;

/** Throws unless `value` is a safe integer at least 0; `what` names it in the message. */
export function assertNonNegativeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative safe integer, got ${value}`);
  }
}

/**
 * `amount × basisPoints / 10 000` in the amount's own minor units, rounded with `mode`.
 * Computed in bigint so no product overflows 2^53.
 */
export function applyBasisPoints(amount: number, basisPoints: number, mode: RoundingMode): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError('amount must be a safe integer');
  assertNonNegativeInteger(basisPoints, 'basisPoints');
  return Number(
    divideRounded(BigInt(amount) * BigInt(basisPoints), BigInt(BASIS_POINTS_PER_UNIT), mode),
  );
}

/**
 * Basis points as the percentage number the spec shows (`350` → `3.5`, `38` → `0.38`). A display
 * value only: division by 100 of an integer below 2^53 is exact to the 2 decimals shown.
 */
export function basisPointsToPercentage(basisPoints: number): number {
  return basisPoints / 100;
}
