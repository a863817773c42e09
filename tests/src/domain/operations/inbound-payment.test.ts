import { describe, expect, test } from 'vitest';
import {
  DEBIT_CARD_LIMIT_USD_CENTS,
  PAYMENT_LINK_MAX_USD_CENTS,
  inboundPaymentMethodsFor,
  isInboundPaymentMethodOffered,
  isPaidByCard,
} from '../../../../src/domain/operations/inbound-payment';
import {
  INBOUND_PAYMENT_LINK_VALIDITY_MS,
  hasExpired,
  inboundPaymentLinkExpiresAt,
} from '../../../../src/domain/operations/expiries';
import { computeIof } from '../../../../src/domain/tax/iof';
import { DEFAULT_TAX_RULES, taxRuleFor } from '../../../../src/domain/tax/tax-table';

describe('the inbound payment methods offered by purpose and amount (spec operations §3.24, §9.1)', () => {
  test('the ceilings are USD 5,000.00 for the link and USD 6,300.00 for the debit card', () => {
    expect(PAYMENT_LINK_MAX_USD_CENTS).toBe(500_000);
    expect(DEBIT_CARD_LIMIT_USD_CENTS).toBe(630_000);
  });

  test.each([
    // purpose, USD cents, methods offered
    ['MAINTENANCE', 100, ['DEBIT_CARD_LINK', 'BANK_PATH']],
    ['MAINTENANCE', 100_000, ['DEBIT_CARD_LINK', 'BANK_PATH']],
    ['MAINTENANCE', 500_000, ['DEBIT_CARD_LINK', 'BANK_PATH']],
    ['MAINTENANCE', 500_001, ['BANK_PATH']],
    ['MAINTENANCE', 1_000_000, ['BANK_PATH']],
    ['AVAILABILITY', 100_000, ['DEBIT_CARD', 'BANK_PATH']],
    ['AVAILABILITY', 500_001, ['DEBIT_CARD', 'BANK_PATH']],
    ['AVAILABILITY', 630_000, ['DEBIT_CARD', 'BANK_PATH']],
    ['AVAILABILITY', 630_001, ['BANK_PATH']],
    ['ADSENSE', 100, ['BANK_PATH']],
    ['ADSENSE', 1_000_000, ['BANK_PATH']],
  ] as const)('%s, %i USD cents → %j', (purpose, usdCents, methods) => {
    expect(inboundPaymentMethodsFor({ purpose, currency: 'USD', usdCents })).toEqual(methods);
  });

  test.each(['EUR', 'GBP'])('a %s quote is offered the bank path only', (currency) => {
    expect(
      inboundPaymentMethodsFor({ purpose: 'MAINTENANCE', currency, usdCents: 10_000 }),
    ).toEqual(['BANK_PATH']);
    expect(
      inboundPaymentMethodsFor({ purpose: 'AVAILABILITY', currency, usdCents: 10_000 }),
    ).toEqual(['BANK_PATH']);
  });

  test('a card method of another purpose is never offered', () => {
    const usd = (purpose: 'MAINTENANCE' | 'AVAILABILITY' | 'ADSENSE') =>
      ({ purpose, currency: 'USD', usdCents: 100 }) as const;
    expect(isInboundPaymentMethodOffered('DEBIT_CARD', usd('MAINTENANCE'))).toBe(false);
    expect(isInboundPaymentMethodOffered('DEBIT_CARD_LINK', usd('AVAILABILITY'))).toBe(false);
    expect(isInboundPaymentMethodOffered('DEBIT_CARD_LINK', usd('MAINTENANCE'))).toBe(true);
    expect(isInboundPaymentMethodOffered('BANK_PATH', usd('ADSENSE'))).toBe(true);
  });

  test('both card methods are paid on a payment page; the bank path is not', () => {
    expect(isPaidByCard('DEBIT_CARD')).toBe(true);
    expect(isPaidByCard('DEBIT_CARD_LINK')).toBe(true);
    expect(isPaidByCard('BANK_PATH')).toBe(false);
  });
});

describe('the payment link expires after 12 hours, shorter in the sandbox when configured', () => {
  const created = Date.parse('2026-03-02T09:15:00Z');

  test('12 hours by default (spec operations §4.6, §9.7)', () => {
    expect(inboundPaymentLinkExpiresAt(created)).toBe(created + INBOUND_PAYMENT_LINK_VALIDITY_MS);
    expect(new Date(inboundPaymentLinkExpiresAt(created)).toISOString()).toBe(
      '2026-03-02T21:15:00.000Z',
    );
  });

  test('a configured validity (the sandbox: 60 seconds) replaces it', () => {
    const expiresAt = inboundPaymentLinkExpiresAt(created, 60_000);
    expect(new Date(expiresAt).toISOString()).toBe('2026-03-02T09:16:00.000Z');
    expect(hasExpired(expiresAt, expiresAt - 1)).toBe(false);
    expect(hasExpired(expiresAt, expiresAt)).toBe(true);
  });
});

describe('IOF on inbound is 0.38% (design §6, spec operations §9.3)', () => {
  test.each(['ADSENSE', 'AVAILABILITY', 'MAINTENANCE'] as const)(
    'the tax table holds 38 basis points for inbound %s',
    (purposeCode) => {
      const rule = taxRuleFor(DEFAULT_TAX_RULES, {
        kind: 'REMITTANCE_INBOUND',
        purposeCode,
        at: new Date('2026-03-02T12:00:00Z'),
      });
      expect(rule).toMatchObject({ iofBasisPoints: 38, irBasisPoints: 0 });
    },
  );

  test.each([
    // BRL cents without tax → IOF cents (half-up to the cent)
    [500_000, 1_900], // R$ 5,000.00 → R$ 19.00
    [2_650_000, 10_070], // R$ 26,500.00 → R$ 100.70
    [12_345, 47], // R$ 123.45 → 46.911 → R$ 0.47
    [13_158, 50], // R$ 131.58 → 50.0004 → R$ 0.50
    [0, 0],
  ])('IOF of %i cents at 0.38%% is %i cents', (withoutTax, iof) => {
    expect(computeIof(withoutTax, 38)).toEqual({ total: iof, basisPoints: 38 });
  });
});
