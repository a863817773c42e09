import { describe, expect, test } from 'vitest';
import { cardPaymentResultOf } from '../../../../src/domain/card/card-payment';
import {
  cardBrandOf,
  creditCardNumberViolation,
  holderNameViolation,
  isAcceptedBrand,
  lastFourOf,
} from '../../../../src/domain/card/credit-card';
import { installmentPlan, installmentPlans } from '../../../../src/domain/card/installments';
import {
  SANDBOX_CREDIT_TEST_CARDS,
  SANDBOX_INSTALLMENT_RATES,
} from '../../../../server/providers/card/sandbox-credit-card';

describe('installment plans', () => {
  test('the worked example: R$ 1.000,00 in 6 at 8.49%', () => {
    expect(installmentPlan(100_000, 6, 849)).toEqual({
      installments: 6,
      amountRequestedCents: 100_000,
      interestRateBps: 849,
      interestCents: 8_490,
      totalCents: 108_490,
      installmentCents: 18_081,
      lastInstallmentCents: 18_085,
    });
  });

  test('every plan adds up to the total to the cent, the last installment absorbing the rest', () => {
    const totals = [1, 2, 7, 11, 99, 100, 499, 500, 1_234, 99_999, 100_000, 987_654, 10_000_001];
    for (const amount of totals) {
      for (const plan of installmentPlans(amount, SANDBOX_INSTALLMENT_RATES)) {
        expect(plan.totalCents).toBe(amount + plan.interestCents);
        expect(plan.installmentCents * (plan.installments - 1) + plan.lastInstallmentCents).toBe(
          plan.totalCents,
        );
        expect(plan.lastInstallmentCents).toBeGreaterThanOrEqual(plan.installmentCents);
        expect(plan.lastInstallmentCents - plan.installmentCents).toBeLessThan(plan.installments);
      }
    }
  });

  test('the minimum installment leaves small plans out, 1x always offered', () => {
    expect(installmentPlans(1, SANDBOX_INSTALLMENT_RATES, 500).map((p) => p.installments)).toEqual([
      1,
    ]);
    expect(installmentPlans(100_000, SANDBOX_INSTALLMENT_RATES, 500)).toHaveLength(12);
  });

  test('interest rounds HALF_EVEN', () => {
    // 50 × 100 / 10000 = 0.5 → 0; 150 × 100 / 10000 = 1.5 → 2.
    expect(installmentPlan(50, 2, 100).interestCents).toBe(0);
    expect(installmentPlan(150, 2, 100).interestCents).toBe(2);
  });
});

describe('brands and the card form', () => {
  test('brand detection', () => {
    expect(cardBrandOf('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('american-express');
    expect(cardBrandOf('6363680000457094')).toBe('elo');
    expect(cardBrandOf('6062825624254001')).toBe('hipercard');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(isAcceptedBrand('discover')).toBe(false);
    expect(isAcceptedBrand('visa')).toBe(true);
  });

  test('every sandbox credit test card passes Luhn and is of an accepted brand; Discover is not', () => {
    for (const number of Object.keys(SANDBOX_CREDIT_TEST_CARDS)) {
      expect(creditCardNumberViolation(number), number).toBeUndefined();
    }
    expect(creditCardNumberViolation('6011111111111117')).toBe('brand');
    expect(creditCardNumberViolation('4111111111111112')).toBe('number');
    expect(lastFourOf('4111 1111 1111 1111')).toBe('1111');
  });

  test('holder names', () => {
    expect(holderNameViolation('MARIA SILVA')).toBeUndefined();
    expect(holderNameViolation('')).toBe('required');
    expect(holderNameViolation('MARIA')).toBe('holder');
    expect(holderNameViolation('MARIA S1LVA')).toBe('holder');
  });

  test.each([
    ['MARIA APARECIDA DOS SANTOS', undefined], // 26 characters: the printed line, full
    ['JOSÉ CONCEIÇÃO DE ASSUNÇÃO', undefined], // 26 with accents (characters, not bytes)
    ['  MARIA   APARECIDA DOS SANTOS  ', undefined], // spaces collapsed first
    ['MARIA APARECIDA DOS SANTOSS', 'holder'], // 27
    ['MARIA APARECIDA DOS SANTOS SILVA', 'holder'],
  ])('holder name %j: at most 26 characters as printed → %s', (name, expected) => {
    expect(holderNameViolation(name)).toBe(expected);
  });
});

describe('cardPaymentResultOf (spec §4.2, §4.5)', () => {
  test.each([
    ['approved', 'APPROVED'],
    ['APPROVED', 'APPROVED'],
    ['declined', 'FAILED'],
    ['error', 'FAILED'],
    ['refused', 'REFUSED'],
    ['rejected', 'REFUSED'],
    ['refunded', 'REFUNDED'],
    ['in_review', 'UNDER_REVIEW'],
    ['processing', 'UNDER_REVIEW'],
  ])('%s → %s', (word, result) => {
    expect(cardPaymentResultOf(word)).toBe(result);
  });
});
