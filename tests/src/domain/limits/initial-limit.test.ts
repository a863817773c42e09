import { describe, expect, test } from 'vitest';
import {
  INITIAL_INDIVIDUAL_LIMIT,
  initialOperationalLimit,
} from '../../../../src/domain/limits/initial-limit';

describe('the initial operational limit', () => {
  test('an approved individual starts with USD 10,000.00 a year, in integer cents', () => {
    expect(INITIAL_INDIVIDUAL_LIMIT).toEqual({ period: 'ANNUAL', limitUsdCents: 1_000_000 });
    expect(Number.isSafeInteger(INITIAL_INDIVIDUAL_LIMIT.limitUsdCents)).toBe(true);
    expect(initialOperationalLimit('PHYSICAL')).toBe(INITIAL_INDIVIDUAL_LIMIT);
  });

  test('a company gets none (its capital/financial limit applies instead)', () => {
    expect(initialOperationalLimit('LEGAL')).toBeUndefined();
  });
});
