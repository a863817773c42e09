/**
 * How the operational-limit card writes its numbers (ui-guide "Numbers, dates and money"; spec
 * platform §9 "US$ 0,00"): USD amounts with the `US$` symbol in the locale's digits, percentages
 * with 2 decimals.
 * @module
 */
import { minorToDecimalString } from '../../../src/domain/money/money';

/**
 * USD cents as `US$ 3.250,00` (pt-BR) or `US$3,250.00` (en-US). Intl writes a bare `$` in
 * en-US, which reads as the local dollar for some; the spec's `US$` is unambiguous everywhere.
 */
export function formatUsdCents(cents: number, locale: string): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).formatToParts(minorToDecimalString(cents, 2) as Intl.StringNumericLiteral);
  return parts.map((part) => (part.type === 'currency' ? 'US$' : part.value)).join('');
}

/** A percentage of 0–100 with 2 decimals: `32,50%` (pt-BR), `32.50%` (en-US). */
export function formatPercentage(percentage: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percentage / 100);
}
