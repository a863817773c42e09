/**
 * VET, the total effective rate (Valor Efetivo Total): BRL per unit of foreign currency with
 * everything included, shown before every operation (BCB Res. 277/2022; design §6) with 4
 * decimals (spec operations §9.3).
 * @module
 */
import { divideRounded } from '../money/rounding';

/** Decimals of the VET. */
export const VET_DECIMALS = 4;

/**
 * VET = total ÷ foreign amount in BRL per major unit, scaled by 10^4 and rounded half-up:
 * `totalCents × 10^e × 10^4 / (foreignMinor × 100)`. The total is what the customer pays
 * (outbound, paper money) or receives (inbound), taxes and fees included. 0 for a zero amount.
 */
export function computeVet(
  totalCents: number,
  foreignMinor: number,
  foreignDecimals: number,
): number {
  if (foreignMinor === 0) return 0;
  const numerator = BigInt(totalCents) * 10n ** BigInt(foreignDecimals + VET_DECIMALS);
  return Number(divideRounded(numerator, BigInt(foreignMinor) * 100n, 'half-up'));
}
