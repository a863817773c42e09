/**
 * The currencies of the platform with their ISO 4217 minor units (spec operations §3.24) and the
 * remittance availability table by purpose and direction (spec operations §9.2).
 * @module
 */
import { divideRounded, type RoundingMode } from '../money/rounding';
import type { PricingError } from './pricing-error';
import type { PurposeCode, RemittanceDirection } from './purpose-codes';

/**
 * Every currency code with its ISO 4217 minor units. Taken from ISO 4217 rather than the
 * runtime's Intl data, which gives COP 0 decimals (a cash convention) where ISO 4217 says 2.
 */
export const CURRENCY_MINOR_UNITS = {
  AED: 2,
  ARS: 2,
  AUD: 2,
  BRL: 2,
  CAD: 2,
  CHF: 2,
  CLP: 0,
  CNY: 2,
  COP: 2,
  DKK: 2,
  EUR: 2,
  GBP: 2,
  ILS: 2,
  JPY: 0,
  MXN: 2,
  NOK: 2,
  NZD: 2,
  PEN: 2,
  RUB: 2,
  SEK: 2,
  USD: 2,
  UYU: 2,
  ZAR: 2,
} as const;

/** A currency code of spec operations §3.24. */
export type CurrencyCode = keyof typeof CURRENCY_MINOR_UNITS;

/** All currency codes, alphabetically as the spec lists them. */
export const CURRENCY_CODES = Object.keys(CURRENCY_MINOR_UNITS) as CurrencyCode[];

/** Whether a string is one of the platform's currency codes (case-sensitive, upper case). */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && Object.hasOwn(CURRENCY_MINOR_UNITS, value);
}

/** The ISO 4217 minor units (decimals) of a currency: 2 for USD, 0 for JPY and CLP. */
export function minorUnits(currency: CurrencyCode): number {
  return CURRENCY_MINOR_UNITS[currency];
}

/** One row of the availability table: currencies, the purposes and the directions they serve. */
export interface CurrencyAvailability {
  /** The currencies of the row. */
  currencies: readonly CurrencyCode[];
  /** The purposes they may be used for. */
  purposes: readonly PurposeCode[];
  /** The directions they may be used in. */
  directions: readonly RemittanceDirection[];
}

const BOTH: readonly RemittanceDirection[] = ['OUTBOUND', 'INBOUND'];
const COMMON_PURPOSES: readonly PurposeCode[] = [
  'AVAILABILITY',
  'MAINTENANCE',
  'SERVICES',
  'STUDIES',
];

/** The remittance availability table, verbatim from spec operations §9.2. */
export const REMITTANCE_AVAILABILITY: readonly CurrencyAvailability[] = [
  {
    currencies: ['USD'],
    purposes: ['ADSENSE', 'AVAILABILITY', 'MAINTENANCE', 'SERVICES', 'STUDIES', 'INVESTMENTS'],
    directions: BOTH,
  },
  { currencies: ['EUR', 'GBP'], purposes: COMMON_PURPOSES, directions: BOTH },
  { currencies: ['CAD', 'AUD', 'ARS', 'PEN'], purposes: COMMON_PURPOSES, directions: ['OUTBOUND'] },
];

/**
 * Whether a currency may be used for a remittance with this purpose and direction
 * (spec operations §9.2). A currency outside the table (JPY, CHF…) is never available.
 */
export function isCurrencyAvailable(
  currency: string,
  purpose: PurposeCode,
  direction: RemittanceDirection,
): boolean {
  return REMITTANCE_AVAILABILITY.some(
    (row) =>
      (row.currencies as readonly string[]).includes(currency) &&
      row.purposes.includes(purpose) &&
      row.directions.includes(direction),
  );
}

/**
 * The remittance currencies available for a purpose and direction, in the table's order (what
 * `/v2/exchanges/remittance/currencies?currencyCodes=` is asked for).
 */
export function availableCurrencies(
  purpose: PurposeCode,
  direction: RemittanceDirection,
): CurrencyCode[] {
  return REMITTANCE_AVAILABILITY.flatMap((row) => row.currencies).filter((currency) =>
    isCurrencyAvailable(currency, purpose, direction),
  );
}

/**
 * `undefined` when the currency is available, else the typed error whose message is
 * 'Currency {0} invalid for this type of operation' (spec operations §8.2 currencyNotFound).
 */
export function checkCurrencyAvailable(
  currency: string,
  purpose: PurposeCode,
  direction: RemittanceDirection,
): PricingError | undefined {
  return isCurrencyAvailable(currency, purpose, direction)
    ? undefined
    : { code: 'CURRENCY_NOT_AVAILABLE', params: [currency] };
}

/**
 * Minor units of a currency from the wire's hundredths: the quotation query sends every amount as
 * value × 100 with 2 decimals (spec operations §5.1), also for currencies with 0 decimals, so
 * JPY 10 000 arrives as 1 000 000. Extra hundredths are rounded with `mode` (down by default:
 * a customer is never quoted more than they typed).
 */
export function fromHundredths(
  value: number,
  currency: CurrencyCode,
  mode: RoundingMode = 'down',
): number {
  const decimals = minorUnits(currency);
  return Number(divideRounded(BigInt(value) * 10n ** BigInt(decimals), 100n, mode));
}
