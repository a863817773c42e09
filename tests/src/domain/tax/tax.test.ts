import { describe, expect, test } from 'vitest';
import { applyBasisPoints, basisPointsToPercentage } from '../../../../src/domain/tax/basis-points';
import { computeIof } from '../../../../src/domain/tax/iof';
import { computeIr } from '../../../../src/domain/tax/ir';
import { isTaxApplicable } from '../../../../src/domain/tax/tax-threshold';
import {
  DEFAULT_TAX_RULES,
  brasiliaDay,
  taxRuleFor,
  type TaxRule,
} from '../../../../src/domain/tax/tax-table';

describe('IOF and IR', () => {
  // IOF = withoutTax × iof%, half-up to the cent (spec operations §9.3).
  test.each([
    // 5 100.00 × 3.5% = 178.50
    [510_000, 350, 17_850],
    // 629.60 × 3.5% = 22.036 → 22.04
    [62_960, 350, 2_204],
    // 5 100.00 × 1.1% = 56.10
    [510_000, 110, 5_610],
    // 4 900.00 × 0.38% = 18.62
    [490_000, 38, 1_862],
    // 0.14 × 3.5% = 0.0049 → 0.00; 0.15 × 3.5% = 0.00525 → 0.01
    [14, 350, 0],
    [15, 350, 1],
  ])('IOF on %i cents at %i bp is %i cents', (withoutTax, bp, iof) => {
    expect(computeIof(withoutTax, bp)).toEqual({ total: iof, basisPoints: bp });
  });

  // IR = (withoutTax + IOF) × ir% (spec operations §9.3).
  test.each([
    // (5 100.00 + 178.50) × 25% = 1 319.625 → 1 319.63
    [510_000, 17_850, 2500, 131_963],
    // (100.00 + 3.50) × 25% = 25.875 → 25.88
    [10_000, 350, 2500, 2_588],
    [10_000, 350, 0, 0],
  ])('IR on %i + %i cents at %i bp is %i cents', (withoutTax, iof, bp, ir) => {
    expect(computeIr(withoutTax, iof, bp).total).toBe(ir);
  });

  test('basis points read as the percentages the spec shows', () => {
    expect([350, 38, 110, 2500].map(basisPointsToPercentage)).toEqual([3.5, 0.38, 1.1, 25]);
  });

  test('a percentage of an amount names its rounding', () => {
    // 5 × 5% = 0.25 cents
    expect(applyBasisPoints(5, 500, 'half-up')).toBe(0);
    expect(applyBasisPoints(5, 500, 'up')).toBe(1);
    // 10 × 5% = 0.5 cent
    expect(applyBasisPoints(10, 500, 'half-up')).toBe(1);
    expect(applyBasisPoints(10, 500, 'half-even')).toBe(0);
    expect(applyBasisPoints(10, 500, 'down')).toBe(0);
  });

  test('products beyond 2^53 stay exact', () => {
    // 90 071 992 547 409.91 BRL × 3.5%, exactly 3 152 519 739 159.34685 → …159.35
    expect(applyBasisPoints(9_007_199_254_740_991, 350, 'half-up')).toBe(315_251_973_915_935);
  });
});

describe('the tax table of design §6', () => {
  const at = new Date('2025-09-01T12:00:00Z');

  test.each([
    ['PAPER_MONEY', undefined, 350, 0],
    ['REMITTANCE_OUTBOUND', 'AVAILABILITY', 350, 0],
    ['REMITTANCE_OUTBOUND', 'MAINTENANCE', 350, 0],
    ['REMITTANCE_OUTBOUND', 'STUDIES', 350, 0],
    ['REMITTANCE_OUTBOUND', 'SERVICES', 350, 2500],
    ['REMITTANCE_OUTBOUND', 'INVESTMENTS', 110, 0],
    ['REMITTANCE_INBOUND', 'ADSENSE', 38, 0],
    ['REMITTANCE_INBOUND', 'AVAILABILITY', 38, 0],
    ['REMITTANCE_INBOUND', 'MAINTENANCE', 38, 0],
    ['CARD', undefined, 350, 0],
  ] as const)('%s %s pays IOF %i bp and IR %i bp', (kind, purposeCode, iof, ir) => {
    const rule = taxRuleFor(DEFAULT_TAX_RULES, { kind, purposeCode, at });
    expect(rule).toMatchObject({
      iofBasisPoints: iof,
      irBasisPoints: ir,
      effectiveFrom: '2025-06-11',
    });
    expect(rule?.legalBasis).toContain('12.499/2025');
  });

  test('no rule covers a purpose outside the direction, nor a day before the table', () => {
    expect(
      taxRuleFor(DEFAULT_TAX_RULES, { kind: 'REMITTANCE_INBOUND', purposeCode: 'SERVICES', at }),
    ).toBeUndefined();
    expect(taxRuleFor(DEFAULT_TAX_RULES, { kind: 'REMITTANCE_OUTBOUND', at })).toBeUndefined();
    expect(
      taxRuleFor(DEFAULT_TAX_RULES, {
        kind: 'PAPER_MONEY',
        at: new Date('2025-06-10T12:00:00-03:00'),
      }),
    ).toBeUndefined();
  });

  // An operator adds a cut for MAINTENANCE from 2026-01-01: new quotes use it, old ones stay explainable.
  const later: TaxRule = {
    kind: 'REMITTANCE_OUTBOUND',
    purposeCode: 'MAINTENANCE',
    iofBasisPoints: 110,
    irBasisPoints: 0,
    effectiveFrom: '2026-01-01',
    legalBasis: 'hypothetical decree',
  };
  const rules = [later, ...DEFAULT_TAX_RULES];

  test.each([
    ['2025-06-11T00:00:00-03:00', 350],
    ['2025-12-31T23:59:59-03:00', 350],
    // 02:00 UTC on 1 January is still 31 December in Brasília.
    ['2026-01-01T02:00:00Z', 350],
    ['2026-01-01T00:00:00-03:00', 110],
    ['2027-03-01T12:00:00Z', 110],
  ])('at %s the MAINTENANCE rule in force is %i bp', (instant, iof) => {
    const rule = taxRuleFor(rules, {
      kind: 'REMITTANCE_OUTBOUND',
      purposeCode: 'MAINTENANCE',
      at: new Date(instant),
    });
    expect(rule?.iofBasisPoints).toBe(iof);
  });

  test('the later rule leaves the other purposes alone', () => {
    const rule = taxRuleFor(rules, {
      kind: 'REMITTANCE_OUTBOUND',
      purposeCode: 'STUDIES',
      at: new Date('2026-06-01T12:00:00Z'),
    });
    expect(rule?.iofBasisPoints).toBe(350);
  });

  test('days are read in Brasília time', () => {
    expect(brasiliaDay(new Date('2025-06-11T02:59:59Z'))).toBe('2025-06-10');
    expect(brasiliaDay(new Date('2025-06-11T03:00:00Z'))).toBe('2025-06-11');
  });

  test('the day kept for an hour is right around midnight, back and forth, and in old summers', () => {
    const cases: [string, string][] = [
      ['2025-06-11T02:00:00Z', '2025-06-10'],
      ['2025-06-11T02:59:59.999Z', '2025-06-10'],
      ['2025-06-11T03:00:00Z', '2025-06-11'],
      ['2025-06-11T02:30:00Z', '2025-06-10'],
      ['2025-06-11T03:59:59Z', '2025-06-11'],
      // Brazilian summer time (UTC−2) until 2019: midnight was at 02:00 UTC.
      ['2018-12-01T01:59:59Z', '2018-11-30'],
      ['2018-12-01T02:00:00Z', '2018-12-01'],
    ];
    for (const [at, day] of cases) expect(brasiliaDay(new Date(at)), at).toBe(day);
  });
});

describe('the taxed ceiling of spec operations §9.1', () => {
  test.each([
    [100_000, true],
    [500_000_000, true],
    [500_000_001, false],
  ])('offerUSD %i cents is taxed: %s', (cents, taxed) => {
    expect(isTaxApplicable(cents)).toBe(taxed);
  });
});
