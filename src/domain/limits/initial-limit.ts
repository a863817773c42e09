/**
 * The operational limit granted when a registration is approved (issue 3 "pre-approved initial
 * operational limit"): an individual starts with USD 10,000.00 per year, in USD cents (integers,
 * never floats), nothing used. Companies work with their capital/financial limit instead (spec
 * platform §3), so they get none here.
 * @module
 */

/** A limit to grant: its period and its maximum in USD cents. */
export interface InitialLimit {
  /** The period the maximum applies to (spec platform §3 `operationalLimitPeriod`). */
  period: 'ANNUAL';
  limitUsdCents: number;
}

/** An individual's pre-approved limit: USD 10,000.00 a year. */
export const INITIAL_INDIVIDUAL_LIMIT: InitialLimit = {
  period: 'ANNUAL',
  limitUsdCents: 1_000_000,
};

/** The limit an approved registration of `personType` starts with, if any. */
export function initialOperationalLimit(
  personType: 'PHYSICAL' | 'LEGAL',
): InitialLimit | undefined {
  return personType === 'PHYSICAL' ? INITIAL_INDIVIDUAL_LIMIT : undefined;
}
