/**
 * Operational-limit arithmetic (spec platform §4 "Operational limit", §9; design §4 "limit
 * warning"). Amounts are integer minor units (cents); the percentage is computed with integer
 * arithmetic so 1/8 = 12.5 is never 12.499999.
 * @module
 */

/** From this percentage of use on, the "limit almost over" warning shows (design §4: at 70%). */
export const LIMIT_WARNING_PERCENTAGE = 70;

/**
 * `used × 100 / max`, rounded half-up to 2 decimals. A missing, zero or negative maximum gives 0
 * (spec §9: with no limit data each value shows 0%).
 */
export function percentageOfUse(
  used: number | null | undefined,
  max: number | null | undefined,
): number {
  if (
    typeof used !== 'number' ||
    typeof max !== 'number' ||
    !Number.isInteger(used) ||
    !Number.isInteger(max) ||
    max <= 0
  ) {
    return 0;
  }
  // Hundredths of a percent: used × 10 000 / max, rounded half away from zero.
  const numerator = BigInt(used) * 10_000n;
  const denominator = BigInt(max);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return Number(negative ? -quotient : quotient) / 100;
}

/** Whether a percentage of use shows the "your limit is almost over" warning (≥ 70%). */
export function isLimitWarning(percentage: number): boolean {
  return percentage >= LIMIT_WARNING_PERCENTAGE;
}

/** Whether the maximum is reached, sending operations to manual analysis (spec §4). */
export function isLimitReached(used: number, max: number): boolean {
  return max > 0 && used >= max;
}

/** What is left of the limit, never below zero. */
export function availableLimit(used: number, max: number): number {
  return Math.max(0, max - used);
}
