/**
 * Number and currency formatting of the simulator with `Intl` (ui-guide "Numbers"): no library
 * in the bundle, and amounts go to Intl as exact decimal strings, never floats.
 * @module
 */
import type { WireMoneyObject } from '../../src/contracts/quotations';
import { minorToDecimalString, parseDecimalToMinor } from '../../src/domain/money/money';

/** A money object formatted as currency with `decimals` (its own precision by default). */
export function formatWire(money: WireMoneyObject, locale: string, decimals?: number): string {
  const digits = decimals ?? Math.min(money.precision, 2);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorToDecimalString(money.value, money.precision) as Intl.StringNumericLiteral);
}

/** A decimal text amount formatted as currency: `'1000.5'`, USD → `US$ 1.000,50`. */
export function formatAmount(text: string, currency: string, locale: string): string {
  return formatWire(
    { value: parseDecimalToMinor(text || '0', 2) ?? 0, divisor: 100, precision: 2, currency },
    locale,
  );
}

/** A percentage with 2 decimals: `3.5` → `3,50%` (pt-BR). */
export function formatPercent(percentage: number, locale: string): string {
  const text = new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percentage);
  return `${text}%`;
}

/**
 * A count for the loyalty line in whole units, rounded down: scaled points 57_776 (4 decimals)
 * → `5`; miles (0 decimals) stay as they are. People earn whole points and miles.
 */
export function formatWholeCount(scaled: number, locale: string, decimals = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(
    wholeCount(scaled, decimals),
  );
}

/** The whole units of a scaled count, rounded down (the number plural forms are chosen by). */
export function wholeCount(scaled: number, decimals = 0): number {
  return Math.floor(scaled / 10 ** decimals);
}

/** The currency's name in the locale from the runtime's data ('Dólar americano', 'US Dollar'). */
export function currencyName(currency: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
}

/** Keeps digits and the first '.', so pasted text becomes an amount (spec operations §5.1). */
export function sanitizeAmount(text: string): string {
  const clean = text.replace(/[^\d.]/g, '');
  const dot = clean.indexOf('.');
  return dot < 0 ? clean : clean.slice(0, dot + 1) + clean.slice(dot + 1).replace(/\./g, '');
}

/** The amount with 2 decimals on blur (`'12.5'` → `'12.50'`); '' stays ''. */
export function normaliseAmount(text: string): string {
  const minor = parseDecimalToMinor(text, 2, 'down');
  return minor === undefined ? '' : minorToDecimalString(minor, 2);
}
