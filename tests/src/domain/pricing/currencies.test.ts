import { describe, expect, test } from 'vitest';
import type { PricingError } from '../../../../src/domain/pricing/pricing-error';
import { translateError } from '../../../../src/i18n';
import {
  CURRENCY_CODES,
  availableCurrencies,
  checkCurrencyAvailable,
  fromHundredths,
  isCurrencyAvailable,
  isCurrencyCode,
  minorUnits,
} from '../../../../src/domain/pricing/currencies';
import {
  NUMBERED_PURPOSES,
  PURPOSE_CODES,
  defaultPurposeFor,
  isPurposeAllowed,
} from '../../../../src/domain/pricing/purpose-codes';

/** The en-US catalogue message of a pricing error (spec operations §5.1, §8.2 wording). */
const messageOf = (error: PricingError) => translateError(error.code, 'en-US', error.params);

describe('currencies of spec operations §3.24', () => {
  test('lists the 23 codes with ISO 4217 minor units', () => {
    expect(CURRENCY_CODES).toHaveLength(23);
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('CLP')).toBe(0);
    // ISO 4217 gives COP two decimals, although the runtime's Intl data shows none.
    expect(minorUnits('COP')).toBe(2);
  });

  test('recognises only upper-case codes of the list', () => {
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('eur')).toBe(false);
    expect(isCurrencyCode('BTC')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });
});

describe('currency availability of spec operations §9.2', () => {
  test.each(PURPOSE_CODES.map((purpose) => [purpose]))('USD serves %s outbound', (purpose) => {
    expect(isCurrencyAvailable('USD', purpose, 'OUTBOUND')).toBe(true);
  });

  test.each([
    ['USD', 'ADSENSE', 'INBOUND', true],
    ['USD', 'INVESTMENTS', 'INBOUND', true],
    ['EUR', 'MAINTENANCE', 'INBOUND', true],
    ['GBP', 'STUDIES', 'OUTBOUND', true],
    ['EUR', 'INVESTMENTS', 'OUTBOUND', false],
    ['EUR', 'ADSENSE', 'INBOUND', false],
    ['CAD', 'AVAILABILITY', 'OUTBOUND', true],
    ['CAD', 'AVAILABILITY', 'INBOUND', false],
    ['AUD', 'SERVICES', 'OUTBOUND', true],
    ['ARS', 'MAINTENANCE', 'INBOUND', false],
    ['PEN', 'STUDIES', 'OUTBOUND', true],
    ['JPY', 'AVAILABILITY', 'OUTBOUND', false],
    ['CHF', 'MAINTENANCE', 'INBOUND', false],
  ] as const)('%s for %s %s: %s', (currency, purpose, direction, available) => {
    expect(isCurrencyAvailable(currency, purpose, direction)).toBe(available);
  });

  test('an unavailable currency is the typed error with the spec message', () => {
    const error = checkCurrencyAvailable('JPY', 'AVAILABILITY', 'OUTBOUND');
    expect(error).toEqual({ code: 'CURRENCY_NOT_AVAILABLE', params: ['JPY'] });
    expect(error && messageOf(error)).toBe('Currency JPY invalid for this type of operation');
    expect(error && translateError(error.code, 'pt-BR', error.params)).toBe(
      'Moeda JPY inválida para este tipo de operação',
    );
    expect(checkCurrencyAvailable('USD', 'AVAILABILITY', 'OUTBOUND')).toBeUndefined();
  });

  test('lists what a purpose and direction may use', () => {
    expect(availableCurrencies('MAINTENANCE', 'OUTBOUND')).toEqual([
      'USD',
      'EUR',
      'GBP',
      'CAD',
      'AUD',
      'ARS',
      'PEN',
    ]);
    expect(availableCurrencies('MAINTENANCE', 'INBOUND')).toEqual(['USD', 'EUR', 'GBP']);
    expect(availableCurrencies('INVESTMENTS', 'OUTBOUND')).toEqual(['USD']);
  });
});

describe('purpose codes', () => {
  test('inbound takes only ADSENSE, AVAILABILITY and MAINTENANCE', () => {
    expect(PURPOSE_CODES.filter((p) => isPurposeAllowed(p, 'INBOUND'))).toEqual([
      'MAINTENANCE',
      'AVAILABILITY',
      'ADSENSE',
    ]);
    expect(isPurposeAllowed('SERVICES', 'OUTBOUND')).toBe(true);
  });

  test.each([
    ['PHYSICAL', 'MAINTENANCE'],
    ['PUBLIC', 'MAINTENANCE'],
    ['LEGAL', 'AVAILABILITY'],
  ] as const)('a %s person starts with %s', (personType, purpose) => {
    expect(defaultPurposeFor(personType)).toBe(purpose);
  });

  test('the numbered purposes run from 200 to 700 in order', () => {
    const codes = NUMBERED_PURPOSES.map((p) => p.code);
    expect(codes[0]).toBe(200);
    expect(codes.at(-1)).toBe(700);
    expect([...codes].sort((a, b) => a - b)).toEqual(codes);
    expect(NUMBERED_PURPOSES.find((p) => p.code === 430)?.description).toBe('Bill Payment');
  });
});

describe('amounts on the wire in hundredths (spec operations §5.1)', () => {
  test.each([
    ['USD', 100_000, 100_000],
    // JPY 10 000 is sent as 1 000 000; yen have no decimals
    ['JPY', 1_000_000, 10_000],
    // JPY 10 000.99 → 10 000 (down)
    ['JPY', 1_000_099, 10_000],
    ['CLP', 50_000, 500],
  ] as const)('%s value %i is %i minor units', (currency, value, minor) => {
    expect(fromHundredths(value, currency)).toBe(minor);
  });
});
