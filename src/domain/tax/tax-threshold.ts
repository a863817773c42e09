/**
 * The spec's ceiling on taxed quotations (spec operations §9.1: "The tax applies when the
 * quotation's offerUSD is at most USD 5,000,000.00"). Kept as a predicate for the quotation service
 * rather than inside `priceQuotation`: the spec does not say what replaces the tax above it, and
 * folding a drop into the total would make totals non-monotonic for the reverse search.
 * @module
 */

/** USD 5,000,000.00 in cents. */
export const TAXED_OFFER_USD_MAX_CENTS = 500_000_000;

/** Whether the tax applies to a quotation worth `offerUsdCents` (at most USD 5,000,000.00). */
export function isTaxApplicable(offerUsdCents: number): boolean {
  return offerUsdCents <= TAXED_OFFER_USD_MAX_CENTS;
}
