/**
 * Money: integer minor units inside the domain, the spec's money object on the wire, converted
 * in one place (design §4 "money on the wire"; conventions: never floats holding money).
 * @module
 */
import { divideRounded, type RoundingMode } from './rounding';

/** An amount in integer minor units of its currency (e.g. BRL cents). */
export interface Money {
  /** Integer minor units: `123456` is R$ 1.234,56. */
  minor: number;
  /** ISO 4217 code, e.g. `BRL`. */
  currency: string;
}

/** The spec's money object (operations spec §3.1): `value / divisor` in major units. */
export interface WireMoney {
  /** Integer amount in units of `1 / divisor`. */
  value: number;
  /** `10 ** precision`, e.g. 100. */
  divisor: number;
  /** Decimal places of `value`, e.g. 2. */
  precision: number;
  /** ISO 4217 code. */
  currency: string;
}

const exponentCache = new Map<string, number>();

/**
 * The number of minor-unit decimals of a currency (BRL 2, JPY 0, BHD 3), from the runtime's
 * ICU data; 2 when the runtime does not know the code.
 */
export function currencyExponent(currency: string): number {
  const code = currency.toUpperCase();
  const cached = exponentCache.get(code);
  if (cached !== undefined) return cached;
  let exponent = 2;
  try {
    exponent =
      new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // Unknown or malformed code: keep the common case.
  }
  exponentCache.set(code, exponent);
  return exponent;
}

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a safe integer`);
}

/** A Money value; refuses amounts that are not safe integers. */
export function money(minor: number, currency: string): Money {
  assertSafeInteger(minor, 'Money.minor');
  return { minor, currency: currency.toUpperCase() };
}

/** The wire money object of a Money value, at the currency's own precision. */
export function toWireMoney(value: Money): WireMoney {
  assertSafeInteger(value.minor, 'Money.minor');
  const precision = currencyExponent(value.currency);
  return { value: value.minor, divisor: 10 ** precision, precision, currency: value.currency };
}

/**
 * A Money value from the wire, rescaled from the wire's divisor to the currency's minor units;
 * when the wire carries more decimals than the currency has, `rounding` decides (half-up by
 * default).
 */
export function fromWireMoney(wire: WireMoney, rounding: RoundingMode = 'half-up'): Money {
  assertSafeInteger(wire.value, 'WireMoney.value');
  assertSafeInteger(wire.divisor, 'WireMoney.divisor');
  if (wire.divisor <= 0) throw new RangeError('WireMoney.divisor must be positive');
  const scale = 10n ** BigInt(currencyExponent(wire.currency));
  const minor = divideRounded(BigInt(wire.value) * scale, BigInt(wire.divisor), rounding);
  return money(Number(minor), wire.currency);
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Parses a decimal string (`'1234.56'`, `'-0.5'`, `'.75'`; dot as separator, no grouping) to
 * integer minor units with `precision` decimals, rounding the extra digits with `rounding`
 * (half-up by default, so `'1.005'` at 2 gives 101, not float's 100). `undefined` when the text
 * is not a decimal number or the result is not a safe integer.
 */
export function parseDecimalToMinor(
  text: string,
  precision: number,
  rounding: RoundingMode = 'half-up',
): number | undefined {
  const match = DECIMAL.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  const digits = BigInt(`${whole || '0'}${fraction}`);
  const scaled = divideRounded(
    digits * 10n ** BigInt(precision),
    10n ** BigInt(fraction.length),
    rounding,
  );
  const result = Number(sign === '-' ? -scaled : scaled);
  return Number.isSafeInteger(result) ? result : undefined;
}

/** Integer minor units as a plain decimal string: `123456`, 2 → `'1234.56'`. */
export function minorToDecimalString(minor: number, precision: number): string {
  assertSafeInteger(minor, 'minor');
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(precision + 1, '0');
  const whole = precision > 0 ? digits.slice(0, -precision) : digits;
  const fraction = precision > 0 ? `.${digits.slice(-precision)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/**
 * Formats integer minor units as currency for a locale with `Intl.NumberFormat`
 * (pt-BR `R$ 1.234,56`, en-US `R$1,234.56`; Intl puts a no-break space after `R$`). The amount is
 * handed to Intl as an exact decimal string, so no float ever holds it.
 */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const precision = currencyExponent(currency);
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: precision,
    maximumFractionDigits: precision,
  });
  return formatter.format(minorToDecimalString(minor, precision) as Intl.StringNumericLiteral);
}
