import { describe, expect, test } from 'vitest';
import {
  crossedLimitThreshold,
  reachesThreshold,
  type LimitNoticeSwitches,
} from '../../../../src/domain/limits/limit-thresholds';

/** A limit of USD 10,000.00, in cents; uses below are percentages of it. */
const MAX = 1_000_000;
const pct = (percent: number) => (MAX * percent) / 100;

describe('crossedLimitThreshold (company limit e-mails at 50%, 85%, 100%)', () => {
  test.each([
    ['40% → 60% crosses 50%', 40, 60, 50],
    ['60% → 90% crosses 85%', 60, 90, 85],
    ['86% → 88% crosses nothing', 86, 88, null],
    ['90% → 100% crosses 100%', 90, 100, 100],
    ['exactly at 50% counts as reached', 49, 50, 50],
    ['49.99% → 49.99% is no crossing', 49.99, 49.99, null],
    ['40% → 90% in one jump sends the highest only: 85%', 40, 90, 85],
    ['0% → 120% sends 100% only', 0, 120, 100],
    ['a release 60% → 40% sends nothing', 60, 40, null],
    ['after a release below 50%, 45% → 55% crosses 50% again', 45, 55, 50],
    ['50% → 84% stays between thresholds', 50, 84, null],
    ['100% → 110% is already past every threshold', 100, 110, null],
  ])('%s', (_name, before, after, expected) => {
    expect(crossedLimitThreshold(pct(before), pct(after), MAX)).toBe(expected);
  });

  test.each([
    ['without a limit nothing is crossed', 0, 500, 0, null],
    ['a negative maximum crosses nothing', 0, 500, -1, null],
    ['one cent short of 50% of 3 cents (1.5) is below', 0, 1, 3, null],
    ['2 of 3 cents (66.67%) crosses 50%', 1, 2, 3, 50],
  ])('%s', (_name, before, after, max, expected) => {
    expect(crossedLimitThreshold(before, after, max)).toBe(expected);
  });

  const off85: LimitNoticeSwitches = { 50: true, 85: false, 100: true };
  const allOff: LimitNoticeSwitches = { 50: false, 85: false, 100: false };
  test.each([
    ['60% → 90% with the 85% notice off sends nothing', 60, 90, off85, null],
    ['40% → 90% with the 85% notice off sends the 50% one', 40, 90, off85, 50],
    ['40% → 100% with every notice off sends nothing', 40, 100, allOff, null],
  ])('%s', (_name, before, after, wanted, expected) => {
    expect(crossedLimitThreshold(pct(before), pct(after), MAX, wanted)).toBe(expected);
  });
});

describe('reachesThreshold', () => {
  test.each([
    [500_000, 1_000_000, 50, true],
    [499_999, 1_000_000, 50, false],
    [850_000, 1_000_000, 85, true],
    [1_000_000, 1_000_000, 100, true],
    [999_999, 1_000_000, 100, false],
    [0, 0, 50, false],
  ])('%i of %i at %i%% → %s', (used, max, threshold, expected) => {
    expect(reachesThreshold(used, max, threshold)).toBe(expected);
  });
});
