/**
 * Number, money and date formats of the operations screens (ui-guide "Numbers, dates and
 * money"): `Intl` for the locale, amounts handed to Intl as exact decimal strings (never floats),
 * rates and VET with 4 decimals, fees and amounts with the currency's 2, dates `22/11/2026 14:05`
 * (pt-BR, 24-hour clock) and `11/22/2026, 2:05 PM` (en-US).
 * @module
 */
import type { WireMoneyObject } from '../../../src/contracts/quotations';
import { minorToDecimalString } from '../../../src/domain/money/money';

/** A money object as currency with `decimals` (the currency's own, at most 2, by default). */
export function formatWire(money: WireMoneyObject, locale: string, decimals?: number): string {
  const digits = decimals ?? Math.min(money.precision, 2);
  const text = minorToDecimalString(money.value, money.precision);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: money.currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(text as Intl.StringNumericLiteral);
  } catch {
    // An unknown currency code: the number and the code, still readable.
    return `${money.currency} ${text}`;
  }
}

/** An exchange rate or VET: 4 decimals (ui-guide). */
export function formatRate(money: WireMoneyObject, locale: string): string {
  return formatWire(money, locale, 4);
}

/** An ISO instant as a date and 24-hour (pt-BR) or 12-hour (en-US) time in the user's zone. */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: locale === 'pt-BR' ? '2-digit' : 'numeric',
    minute: '2-digit',
  })
    .format(date)
    .replace(',', locale === 'pt-BR' ? '' : ',');
}

/** An ISO instant as a date only: `22/11/2026`, `11/22/2026`. */
export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}

/** A country's name in the locale from its ISO code (`US` → 'Estados Unidos'), else the code. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * A calendar day (`2026-11-30`) as `30/11/2026` / `11/30/2026`, the day as written whatever the
 * user's zone; a full instant falls back to {@link formatDate}.
 */
export function formatDay(value: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, locale);
  return new Intl.DateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${value}T00:00:00Z`));
}
