/**
 * Miles earned with an operation (spec operations §3.1 `miles {regular, bonus}`, §9.4).
 * @module
 */
import { divideRounded } from '../money/rounding';
import type { MilesTier } from './tier';

/** The miles a quotation offers: the regular amount and the DIAMOND club's bonus amount. */
export interface Miles {
  /** Whole miles for a REGULAR member. */
  regular: number;
  /** Whole miles for a DIAMOND member. */
  bonus: number;
}

/**
 * How many miles every USD 100 of the operation earns, per tier. The spec does not give the rate
 * (it comes from the partner); integers per 100 USD allow fractional rates like 1.5 per USD.
 */
export interface MilesRates {
  /** Miles per USD 100 for REGULAR. */
  regularPerHundredUsd: number;
  /** Miles per USD 100 for DIAMOND. */
  bonusPerHundredUsd: number;
}

/** Sandbox rates: 1 mile per USD, 2 for the diamond club. */
export const SANDBOX_MILES_RATES: MilesRates = {
  regularPerHundredUsd: 100,
  bonusPerHundredUsd: 200,
};

/** Whole miles for an operation worth `offerUsdCents`: `usdCents × perHundredUsd / 10 000`, rounded down. */
export function milesForOffer(offerUsdCents: number, rates: MilesRates): Miles {
  const earn = (perHundred: number): number =>
    Number(divideRounded(BigInt(offerUsdCents) * BigInt(perHundred), 10_000n, 'down'));
  return { regular: earn(rates.regularPerHundredUsd), bonus: earn(rates.bonusPerHundredUsd) };
}

/** The miles benefit shown: `miles.bonus` for DIAMOND, otherwise `miles.regular` (spec operations §9.4). */
export function milesBenefit(miles: Miles, tier: MilesTier): number {
  return tier === 'DIAMOND' ? miles.bonus : miles.regular;
}
