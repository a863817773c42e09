import { describe, expect, test } from 'vitest';
import type { PricingError } from '../../../../src/domain/pricing/pricing-error';
import { translateError } from '../../../../src/i18n';
import { banknoteStep, roundToBanknotes } from '../../../../src/domain/pricing/banknote';
import { checkMaximum, clampAmount } from '../../../../src/domain/pricing/clamp';
import {
  applySpread,
  foreignToBrlCents,
  foreignToUsdCents,
  scaledToDecimalString,
} from '../../../../src/domain/pricing/exchange-rate';
import { computeVet } from '../../../../src/domain/pricing/vet';

/** The en-US catalogue message of a pricing error (spec operations §5.1, §8.2 wording). */
const messageOf = (error: PricingError) => translateError(error.code, 'en-US', error.params);

describe('scaled rates', () => {
  test.each([
    // 5.000000 × 1.02 = 5.100000
    [5_000_000, 200, 'BUY', 5_100_000],
    // 5.000000 × 0.98 = 4.900000
    [5_000_000, 200, 'SELL', 4_900_000],
    // 5.432100 × 1.015 = 5.5135815 → 5.513582 (half-up at the 6th decimal)
    [5_432_100, 150, 'BUY', 5_513_582],
    // 0.036500 × 1.0333 = 0.03771545 → 0.037715
    [36_500, 333, 'BUY', 37_715],
    [5_000_000, 0, 'SELL', 5_000_000],
  ] as const)('mid %i with %i bp to %s gives %i', (mid, spread, side, offer) => {
    expect(applySpread(mid, spread, side)).toBe(offer);
  });

  test('a spread of 100% or more is refused', () => {
    expect(() => applySpread(5_000_000, 10_000, 'SELL')).toThrow(RangeError);
  });

  test.each([
    // USD 1 000.00 × 5.1 = 5 100.00
    [100_000, 2, 5_100_000, 510_000],
    // USD 123.45 × 5.1 = 629.595 → 629.60
    [12_345, 2, 5_100_000, 62_960],
    // JPY 10 000 × 0.0365 = 365.00
    [10_000, 0, 36_500, 36_500],
    // CLP 1 × 0.0058 = 0.0058 → 0.01; CLP 0 → 0
    [1, 0, 5_800, 1],
    [0, 0, 5_800, 0],
  ])('%i minor units (e=%i) at %i is %i cents', (foreign, decimals, rate, cents) => {
    expect(foreignToBrlCents(foreign, decimals, rate)).toBe(cents);
  });

  test('offerUSD goes through the mid-market cross rate', () => {
    // EUR 1 000.00 × 6.0 / 5.0 = USD 1 200.00
    expect(foreignToUsdCents(100_000, 2, 6_000_000, 5_000_000)).toBe(120_000);
    // JPY 10 000 × 0.0365 / 5.0 = USD 73.00
    expect(foreignToUsdCents(10_000, 0, 36_500, 5_000_000)).toBe(7_300);
  });

  test.each([
    [5_513_582, 6, 4, '5.5136'],
    [5_432_150, 6, 4, '5.4322'],
    [55_216, 4, 4, '5.5216'],
    [17_850, 2, 2, '178.50'],
    [5, 2, 4, '0.0500'],
    [-5_432_150, 6, 4, '-5.4322'],
    [0, 6, 4, '0.0000'],
    [123, 0, 0, '123'],
  ])('%i at scale %i shows as %i decimals: %s', (value, scale, decimals, text) => {
    expect(scaledToDecimalString(value, scale, decimals)).toBe(text);
  });

  test.each([
    // 5 308.50 / 1 000 = 5.3085
    [530_850, 100_000, 2, 53_085],
    // 681.64 / 123.45 = 5.52159… → 5.5216
    [68_164, 12_345, 2, 55_216],
    // 365.00 / 10 000 JPY = 0.0365
    [36_500, 10_000, 0, 365],
    [0, 0, 2, 0],
  ])(
    'VET of %i cents for %i minor units (e=%i) is %i (4 decimals)',
    (total, foreign, decimals, vet) => {
      expect(computeVet(total, foreign, decimals)).toBe(vet);
    },
  );
});

describe('banknotes', () => {
  test.each([
    [[10, 20, 50, 100], 2, 1_000],
    [[50, 100], 2, 5_000],
    [[20, 50], 2, 1_000],
    [[1000, 5000, 10000], 0, 1_000],
    [[], 2, 1],
  ])('notes %j at e=%i step by %i minor units', (notes, decimals, step) => {
    expect(banknoteStep(notes, decimals)).toBe(step);
  });

  test.each([
    // EUR 520 with 50s: 20 is less than half of 50 → 500
    [52_000, 5_000, 'NEAREST', 50_000, true],
    // EUR 525: a tie goes up → 550
    [52_500, 5_000, 'NEAREST', 55_000, true],
    [53_000, 5_000, 'NEAREST', 55_000, true],
    [51_000, 5_000, 'UP', 55_000, true],
    [54_900, 5_000, 'DOWN', 50_000, true],
    [50_000, 5_000, 'UP', 50_000, false],
    [12_345, 1, 'NEAREST', 12_345, false],
  ] as const)(
    '%i on a %i step rounded %s is %i (changed: %s)',
    (amount, step, direction, result, rounded) => {
      expect(roundToBanknotes(amount, step, direction)).toEqual({ amount: result, rounded });
    },
  );
});

describe('clamp of spec operations §5.1', () => {
  const limits = { min: 1_000, max: 1_000_000 };

  test.each([
    [500, 1_000, 'MINIMUM', 'Value 10.00 of USD not reached'],
    [1_000, 1_000, 'NORMAL', undefined],
    [250_000, 250_000, 'NORMAL', undefined],
    [1_000_000, 1_000_000, 'NORMAL', undefined],
    [2_000_000, 1_000_000, 'MAXIMUM', 'Value 10000.00 of USD reached'],
  ])('USD %i cents clamps to %i (%s)', (amount, clamped, type, message) => {
    const outcome = clampAmount(amount, limits, 'USD', 2);
    expect(outcome.amount).toBe(clamped);
    expect(outcome.type).toBe(type);
    expect(outcome.message && messageOf(outcome.message)).toBe(message);
  });

  test('paper-money bounds move inside onto whole notes', () => {
    // minToSell EUR 120 with 50s → 150; maxToSell EUR 4 990 → 4 950
    const bounds = { min: 12_000, max: 499_000 };
    expect(clampAmount(5_000, bounds, 'EUR', 2, 5_000)).toMatchObject({
      amount: 15_000,
      type: 'MINIMUM',
    });
    expect(clampAmount(600_000, bounds, 'EUR', 2, 5_000)).toMatchObject({
      amount: 495_000,
      type: 'MAXIMUM',
    });
  });

  test('no maximum means no upper clamp', () => {
    expect(clampAmount(9_000_000_000, { min: 0 }, 'USD', 2).type).toBe('NORMAL');
  });

  test('"Maximum value exceeded!" refuses instead of clamping', () => {
    const error = checkMaximum(1_000_001, limits);
    expect(error && messageOf(error)).toBe('Maximum value exceeded!');
    expect(checkMaximum(1_000_000, limits)).toBeUndefined();
  });
});
