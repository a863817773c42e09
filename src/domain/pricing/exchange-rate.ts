/**
 * Exchange rates as scaled integers: BRL per one major unit of the foreign currency, times 10^6
 * (`5.432100` BRL per USD is `5_432_100`). Six decimals keep four significant digits even for the
 * weakest currencies of the list (CLP ≈ 0.0058 BRL) while the product of an amount and a rate
 * stays exact in bigint (conventions "rates carry their own precision").
 * @module
 */
import { divideRounded, type RoundingMode } from '../money/rounding';
import { BASIS_POINTS_PER_UNIT, assertNonNegativeInteger } from '../tax/basis-points';

/** Decimals of a scaled rate. */
export const RATE_DECIMALS = 6;

/** `10 ** RATE_DECIMALS` as a bigint. */
export const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);

/** BRL per one major unit of a foreign currency, as an integer scaled by 10^6. */
export type ScaledRate = number;

/** Throws unless the rate is a positive safe integer. */
export function assertRate(rate: ScaledRate, what = 'rate'): void {
  if (!Number.isSafeInteger(rate) || rate <= 0) {
    throw new RangeError(`${what} must be a positive safe integer scaled by 10^6, got ${rate}`);
  }
}

/** Which side the customer is on: BUY foreign currency (outbound, paper money) or SELL it (inbound). */
export type CustomerSide = 'BUY' | 'SELL';

/**
 * The customer's rate from the mid-market rate and the spread (basis points):
 * BUY → mid × (1 + spread), SELL → mid × (1 − spread), rounded half-up to the 6th decimal.
 * The spread must be below 100%.
 */
export function applySpread(
  mid: ScaledRate,
  spreadBasisPoints: number,
  side: CustomerSide,
): ScaledRate {
  assertRate(mid, 'mid');
  assertNonNegativeInteger(spreadBasisPoints, 'spreadBasisPoints');
  if (spreadBasisPoints >= BASIS_POINTS_PER_UNIT) throw new RangeError('spread must be below 100%');
  const factor =
    side === 'BUY'
      ? BASIS_POINTS_PER_UNIT + spreadBasisPoints
      : BASIS_POINTS_PER_UNIT - spreadBasisPoints;
  return Number(
    divideRounded(BigInt(mid) * BigInt(factor), BigInt(BASIS_POINTS_PER_UNIT), 'half-up'),
  );
}

/**
 * BRL cents of a foreign amount at a rate: `foreignMinor / 10^e × rate / 10^6` BRL, i.e.
 * `foreignMinor × rate × 100 / (10^e × 10^6)` cents, rounded with `mode` (half-up by default).
 */
export function foreignToBrlCents(
  foreignMinor: number,
  foreignDecimals: number,
  rate: ScaledRate,
  mode: RoundingMode = 'half-up',
): number {
  const numerator = BigInt(foreignMinor) * BigInt(rate) * 100n;
  const denominator = 10n ** BigInt(foreignDecimals) * RATE_SCALE;
  return Number(divideRounded(numerator, denominator, mode));
}

/**
 * USD cents of a foreign amount through the mid-market cross rate: the amount's BRL value
 * divided by the USD's BRL rate, `foreignMinor × mid × 100 / (10^e × usdMid)`, rounded half-up.
 * For USD itself the amount is returned unchanged.
 */
export function foreignToUsdCents(
  foreignMinor: number,
  foreignDecimals: number,
  mid: ScaledRate,
  usdMid: ScaledRate,
): number {
  assertRate(usdMid, 'usdMid');
  const numerator = BigInt(foreignMinor) * BigInt(mid) * 100n;
  const denominator = 10n ** BigInt(foreignDecimals) * BigInt(usdMid);
  return Number(divideRounded(numerator, denominator, 'half-up'));
}

/**
 * A scaled integer as a decimal string with `decimals` places, rounded with `mode` (half-up by
 * default): `scaledToDecimalString(5_432_150, 6, 4)` → `'5.4322'`. For showing rates and the VET
 * with 4 decimals and fees with 2 (spec operations §9.3); locale formatting is the UI's job.
 */
export function scaledToDecimalString(
  value: number,
  scaleDecimals: number,
  decimals: number,
  mode: RoundingMode = 'half-up',
): string {
  if (!Number.isSafeInteger(value)) throw new RangeError('value must be a safe integer');
  const shifted =
    decimals >= scaleDecimals
      ? BigInt(value) * 10n ** BigInt(decimals - scaleDecimals)
      : divideRounded(BigInt(value), 10n ** BigInt(scaleDecimals - decimals), mode);
  const negative = shifted < 0n;
  const digits = (negative ? -shifted : shifted).toString().padStart(decimals + 1, '0');
  const whole = decimals > 0 ? digits.slice(0, -decimals) : digits;
  const fraction = decimals > 0 ? `.${digits.slice(-decimals)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}
