import { describe, expect, test } from 'vitest';
import {
  availableLimit,
  isLimitReached,
  isLimitWarning,
  percentageOfUse,
} from '../../../../src/domain/limits/percentage-of-use';

describe('percentageOfUse', () => {
  test.each([
    [0, 1_000_000, 0],
    [500_000, 1_000_000, 50],
    [1_000_000, 1_000_000, 100],
    [1_500_000, 1_000_000, 150],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [1, 8, 12.5],
    [1, 800, 0.13],
    [1, 80_000, 0],
    [700_000, 1_000_000, 70],
    [699_999, 1_000_000, 70],
    [699_949, 1_000_000, 69.99],
    [123_456_789_012, 987_654_321_098, 12.5],
  ])('%i cents used of %i is %d%%', (used, max, percentage) => {
    expect(percentageOfUse(used, max)).toBe(percentage);
  });

  test.each([
    [100, 0],
    [100, -5],
    [100, null],
    [100, undefined],
    [null, 100],
    [1.5, 100],
  ])('is 0 without usable limit data (used %j, max %j)', (used, max) => {
    expect(percentageOfUse(used, max)).toBe(0);
  });
});

describe('limit warning and reach', () => {
  test.each([
    [0, false],
    [69.99, false],
    [70, true],
    [85, true],
    [100, true],
  ])('at %d%% the warning is %s', (percentage, warns) => {
    expect(isLimitWarning(percentage)).toBe(warns);
  });

  test('the limit is reached at the maximum and not before', () => {
    expect(isLimitReached(999, 1000)).toBe(false);
    expect(isLimitReached(1000, 1000)).toBe(true);
    expect(isLimitReached(0, 0)).toBe(false);
  });

  test('the available limit never goes below zero', () => {
    expect(availableLimit(300, 1000)).toBe(700);
    expect(availableLimit(1300, 1000)).toBe(0);
  });
});
