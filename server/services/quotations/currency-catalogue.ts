/**
 * Currency list items (spec operations §3.2: currencyName, currencyCode, countryFlagUrl): names
 * in the caller's language from the runtime's CLDR data (`Intl.DisplayNames`), flags served by
 * the API itself so a widget on any host page can show them.
 * @module
 */
import type { CurrencyListItem } from '../../../src/contracts/quotations';
import type { CurrencyCode } from '../../../src/domain/pricing/currencies';
import type { Locale } from '../../../src/i18n';

/** The country (ISO 3166-1 alpha-2, lower case) whose flag stands for a currency; EUR is `eu`. */
export const CURRENCY_FLAG: Readonly<Record<CurrencyCode, string>> = {
  AED: 'ae',
  ARS: 'ar',
  AUD: 'au',
  BRL: 'br',
  CAD: 'ca',
  CHF: 'ch',
  CLP: 'cl',
  CNY: 'cn',
  COP: 'co',
  DKK: 'dk',
  EUR: 'eu',
  GBP: 'gb',
  ILS: 'il',
  JPY: 'jp',
  MXN: 'mx',
  NOK: 'no',
  NZD: 'nz',
  PEN: 'pe',
  RUB: 'ru',
  SEK: 'se',
  USD: 'us',
  UYU: 'uy',
  ZAR: 'za',
};

/** The flag codes served, for the flag route to refuse anything else. */
export const FLAG_CODES: ReadonlySet<string> = new Set(Object.values(CURRENCY_FLAG));

/** The path of a flag image under the API. */
export function flagPath(code: CurrencyCode): string {
  return `/api/v2/exchanges/flags/${CURRENCY_FLAG[code]}.svg`;
}

const displayNames = new Map<Locale, Intl.DisplayNames>();

/** The currency's name in `locale`: 'Dólar americano' / 'US Dollar'. */
export function currencyName(code: CurrencyCode, locale: Locale): string {
  let names = displayNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'currency' });
    displayNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

/**
 * A currency list item; `origin` (the platform's public origin) makes the flag URL absolute,
 * since the widget runs on other sites.
 */
export function currencyListItem(
  code: CurrencyCode,
  locale: Locale,
  origin: string,
): CurrencyListItem {
  return {
    currencyName: currencyName(code, locale),
    currencyCode: code,
    countryFlagUrl: `${origin}${flagPath(code)}`,
  };
}
