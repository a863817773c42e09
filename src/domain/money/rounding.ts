/**
 * Integer division with a named rounding mode: every division of money says how it rounds
 * (conventions "Money and rules").
 * @module
 */

/**
 * How a division rounds: `half-up` (half away from zero, commercial rounding), `half-even`
 * (banker's rounding), `down` (towards zero, truncation), `up` (away from zero).
 */
export type RoundingMode = 'half-up' | 'half-even' | 'down' | 'up';

/** `numerator / denominator` rounded to an integer with `mode`; the denominator must not be 0. */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let quotient = n / d;
  const remainder = n % d;
  if (remainder !== 0n) {
    const twice = remainder * 2n;
    const roundAway =
      mode === 'up' ||
      (mode === 'half-up' && twice >= d) ||
      (mode === 'half-even' && (twice > d || (twice === d && quotient % 2n === 1n)));
    if (roundAway) quotient += 1n;
  }
  return negative ? -quotient : quotient;
}
