import { describe, expect, test } from 'vitest';
import {
  currencyExponent,
  formatMoney,
  fromWireMoney,
  minorToDecimalString,
  money,
  parseDecimalToMinor,
  toWireMoney,
} from '../../../../src/domain/money/money';

// Intl separates the symbol with a no-break space; tests spell it out so a change is visible.
const NBSP = '\u00a0';

describe('parseDecimalToMinor', () => {
  test.each([
    ['1234.56', 2, 123456],
    ['1234.5', 2, 123450],
    ['1234', 2, 123400],
    ['0.01', 2, 1],
    ['.75', 2, 75],
    ['-0.5', 2, -50],
    ['+3.10', 2, 310],
    ['1.005', 2, 101],
    ['1.004', 2, 100],
    ['-1.005', 2, -101],
    ['2.675', 2, 268],
    ['0.125', 2, 13],
    ['5.4321', 4, 54321],
    ['7', 0, 7],
    ['7.5', 0, 8],
    ['90071992547409.91', 2, 9007199254740991],
  ])('parses %s at precision %i as %i', (text, precision, minor) => {
    expect(parseDecimalToMinor(text, precision)).toBe(minor);
  });

  test.each([
    ['2.675', 'half-even', 268],
    ['2.665', 'half-even', 266],
    ['2.679', 'down', 267],
    ['-2.679', 'down', -267],
    ['2.671', 'up', 268],
  ] as const)('rounds %s with %s to %i', (text, mode, minor) => {
    expect(parseDecimalToMinor(text, 2, mode)).toBe(minor);
  });

  test.each(['', '.', 'abc', '1,234.56', '1.234,56', '1e3', '12.3.4', '--1', '90071992547409.92'])(
    'refuses %j',
    (text) => {
      expect(parseDecimalToMinor(text, 2)).toBeUndefined();
    },
  );
});

describe('minorToDecimalString', () => {
  test.each([
    [123456, 2, '1234.56'],
    [5, 2, '0.05'],
    [-5, 2, '-0.05'],
    [0, 2, '0.00'],
    [7, 0, '7'],
  ])('writes %i at precision %i as %s', (minor, precision, text) => {
    expect(minorToDecimalString(minor, precision)).toBe(text);
  });
});

describe('wire money', () => {
  test('a Money value goes on the wire at its currency precision', () => {
    expect(toWireMoney(money(123456, 'brl'))).toEqual({
      value: 123456,
      divisor: 100,
      precision: 2,
      currency: 'BRL',
    });
  });

  test('a zero-decimal currency has divisor 1', () => {
    expect(toWireMoney(money(500, 'JPY'))).toEqual({
      value: 500,
      divisor: 1,
      precision: 0,
      currency: 'JPY',
    });
  });

  test('round-trips through the wire unchanged', () => {
    const value = money(98765, 'USD');
    expect(fromWireMoney(toWireMoney(value))).toEqual(value);
  });

  test('rescales a wire value with more decimals, rounding half-up by default', () => {
    expect(fromWireMoney({ value: 12345, divisor: 10000, precision: 4, currency: 'BRL' })).toEqual({
      minor: 123,
      currency: 'BRL',
    });
    expect(fromWireMoney({ value: 12350, divisor: 10000, precision: 4, currency: 'BRL' })).toEqual({
      minor: 124,
      currency: 'BRL',
    });
    expect(
      fromWireMoney({ value: 12399, divisor: 10000, precision: 4, currency: 'BRL' }, 'down'),
    ).toEqual({ minor: 123, currency: 'BRL' });
  });

  test('refuses a fractional or unsafe amount', () => {
    expect(() => money(1.5, 'BRL')).toThrow(RangeError);
    expect(() =>
      fromWireMoney({ value: 1.5, divisor: 100, precision: 2, currency: 'BRL' }),
    ).toThrow(RangeError);
    expect(() => fromWireMoney({ value: 1, divisor: 0, precision: 2, currency: 'BRL' })).toThrow(
      RangeError,
    );
  });

  test.each([
    ['BRL', 2],
    ['USD', 2],
    ['JPY', 0],
    ['BHD', 3],
  ])('the currency %s has %i decimals', (currency, exponent) => {
    expect(currencyExponent(currency)).toBe(exponent);
  });
});

describe('formatMoney', () => {
  test.each([
    [123456, 'BRL', 'pt-BR', `R$${NBSP}1.234,56`],
    [123456, 'BRL', 'en-US', 'R$1,234.56'],
    [5, 'BRL', 'pt-BR', `R$${NBSP}0,05`],
    [100, 'USD', 'en-US', '$1.00'],
    [100, 'USD', 'pt-BR', `US$${NBSP}1,00`],
    [123456789012, 'BRL', 'pt-BR', `R$${NBSP}1.234.567.890,12`],
    [1500, 'JPY', 'en-US', '¥1,500'],
  ])('formats %i %s in %s as %s', (minor, currency, locale, text) => {
    expect(formatMoney(minor, currency, locale)).toBe(text);
  });

  test('formats a negative amount with its sign', () => {
    expect(formatMoney(-123456, 'BRL', 'en-US')).toBe('-R$1,234.56');
  });
});
