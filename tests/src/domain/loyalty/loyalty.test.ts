import { describe, expect, test } from 'vitest';
import {
  SANDBOX_MILES_RATES,
  milesBenefit,
  milesForOffer,
} from '../../../../src/domain/loyalty/miles';
import { pointsBenefit } from '../../../../src/domain/loyalty/points';
import { DEFAULT_MILES_TIER, tierFromMembership } from '../../../../src/domain/loyalty/tier';
import { scaledToDecimalString } from '../../../../src/domain/pricing/exchange-rate';

describe('points (spec operations §9.4)', () => {
  test.each([
    // USD 1 234.56 → 1 234.56 / 100 × 1 = 12.3456 points
    [123_456, 1, '12.3456'],
    // USD 1 000.00 → 10.0000
    [100_000, 1, '10.0000'],
    // USD 0.99 → 0.0099
    [99, 1, '0.0099'],
    // USD 1 234.57 at 3 points per USD 100 → 37.0371
    [123_457, 3, '37.0371'],
    [0, 1, '0.0000'],
  ])('offerUSD value %i (divisor 100) × %i gives %s points', (value, multiplier, points) => {
    expect(scaledToDecimalString(pointsBenefit(value, multiplier), 4, 4)).toBe(points);
  });

  test('points never round up', () => {
    // 1 cent × 1 is 0.0001 points exactly; there is nothing smaller to round.
    expect(pointsBenefit(1)).toBe(1);
  });
});

describe('miles (spec operations §9.4)', () => {
  test.each([
    // USD 1 000.00 → 1 000 regular, 2 000 bonus
    [100_000, 1_000, 2_000],
    // USD 123.45 → 123.45 → 123 regular; 246.9 → 246 bonus (whole miles, rounded down)
    [12_345, 123, 246],
    [99, 0, 1],
  ])('offerUSD %i cents earns %i regular and %i bonus miles', (usd, regular, bonus) => {
    expect(milesForOffer(usd, SANDBOX_MILES_RATES)).toEqual({ regular, bonus });
  });

  test.each([
    ['DIAMOND', 2_000],
    ['REGULAR', 1_000],
  ] as const)('a %s member is shown %i miles', (tier, shown) => {
    expect(milesBenefit({ regular: 1_000, bonus: 2_000 }, tier)).toBe(shown);
  });

  test('the tier follows isClubDiamond and starts at DIAMOND', () => {
    expect(tierFromMembership({ isClubDiamond: true })).toBe('DIAMOND');
    expect(tierFromMembership({ isClubDiamond: false })).toBe('REGULAR');
    expect(DEFAULT_MILES_TIER).toBe('DIAMOND');
  });
});
