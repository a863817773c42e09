import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import {
  CouponValidationSchema,
  CurrencyListSchema,
  PaperMoneyQuotationQuerySchema,
  PaperMoneyQuotationSchema,
  QuotationSchema,
  RemittanceCurrenciesQuerySchema,
  RemittanceQuotationParamsSchema,
  RemittanceQuotationQuerySchema,
  RemittanceQuotationSchema,
  TierAnswerSchema,
  TierParamsSchema,
  isRemittanceQuotation,
} from '../../../src/contracts/quotations';
import { priceQuotation, type QuotationInput } from '../../../src/domain/pricing/quote';
import {
  toWirePaperMoneyQuotation,
  toWireRemittanceQuotation,
} from '../../../src/domain/pricing/wire-quotation';

const services: QuotationInput = {
  kind: 'REMITTANCE_OUTBOUND',
  currency: 'USD',
  purposeCode: 'SERVICES',
  reverse: false,
  amount: 100_000,
  midRate: 5_000_000,
  usdMidRate: 5_000_000,
  spreadBasisPoints: 200,
  bankFee: 3_000,
  taxRule: { iofBasisPoints: 350, irBasisPoints: 2500 },
  coupon: { type: 'PERCENTAGE', code: 'FX1', basisPoints: 100 },
  limits: { min: 1_000, max: 1_000_000 },
};
const expiresAt = new Date('2025-09-01T12:05:00.000Z');

function priced(input: QuotationInput) {
  const result = priceQuotation(input);
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('the remittance quotation answer', () => {
  const wire = toWireRemittanceQuotation(priced(services), {
    id: 'q-1',
    expiresAt,
    limits: { min: 1_000, max: 1_000_000 },
    provider: 'sandbox',
    admin: true,
  });

  test('satisfies its schema and carries the spec field names', () => {
    expect(RemittanceQuotationSchema.safeParse(wire).success).toBe(true);
    expect(QuotationSchema.safeParse(wire).success).toBe(true);
    expect(isRemittanceQuotation(wire)).toBe(true);
  });

  test('amounts are money objects with integer values', () => {
    // withoutTax 5 100.00; IOF 178.50; IR 1 319.63; fee 30.00; 1% coupon 51.00 → 6 577.13
    expect(wire.total.withTax).toEqual({
      value: 657_713,
      divisor: 100,
      precision: 2,
      currency: 'BRL',
    });
    expect(wire.total.withoutDiscount.value).toBe(662_813);
    expect(wire.tax.iof).toEqual({
      total: { value: 17_850, divisor: 100, precision: 2, currency: 'BRL' },
      percentage: 3.5,
    });
    expect(wire.tax.ir?.percentage).toBe(25);
    expect(wire.tax.bankFee.total.value).toBe(3_000);
    expect(wire.currency.offer).toEqual({
      value: 5_100_000,
      divisor: 1_000_000,
      precision: 6,
      currency: 'BRL',
    });
    expect(wire.currency.levelingRate.value).toBe(5_000_000);
    expect(wire.currency.spreadPercentage).toBe(2);
    expect(wire.currency.offerUSD).toEqual({
      value: 100_000,
      divisor: 100,
      precision: 2,
      currency: 'USD',
    });
    expect(wire.currency.amount.currency).toBe('USD');
    // VET 6 577.13 / 1 000 = 6.5771
    expect(wire.vet).toEqual({ value: 65_771, divisor: 10_000, precision: 4, currency: 'BRL' });
    expect(wire.discounts.coupon).toEqual({
      code: 'FX1',
      total: { value: 5_100, divisor: 100, precision: 2, currency: 'BRL' },
      discount: 1,
    });
    expect(wire.clamp).toBe('NORMAL');
    expect(wire.type).toBe('OUTBOUND');
    expect(wire.expiresAt).toBe('2025-09-01T12:05:00.000Z');
    // 2% of 5 100.00
    expect(wire.admin?.profitability.value).toBe(10_200);
  });

  test('refuses a fractional amount on the wire', () => {
    const broken = {
      ...wire,
      total: { ...wire.total, withTax: { ...wire.total.withTax, value: 6577.13 } },
    };
    expect(RemittanceQuotationSchema.safeParse(broken).success).toBe(false);
  });
});

describe('the paper-money quotation answer', () => {
  test('carries rounding and not clamp', () => {
    const q = priced({
      ...services,
      kind: 'PAPER_MONEY',
      currency: 'EUR',
      purposeCode: undefined,
      amount: 52_000,
      midRate: 6_000_000,
      taxRule: { iofBasisPoints: 350, irBasisPoints: 0 },
      multiples: [50, 100],
      coupon: undefined,
    });
    const wire = toWirePaperMoneyQuotation(q, {
      id: 'q-2',
      expiresAt,
      limits: { min: 10_000, max: 500_000 },
      merchantId: '1',
      multiples: [50, 100],
    });
    expect(PaperMoneyQuotationSchema.safeParse(wire).success).toBe(true);
    expect(isRemittanceQuotation(wire)).toBe(false);
    expect(wire.rounding).toEqual({ method: 'NORMAL', rounded: true });
    expect(wire.currency.amount.value).toBe(50_000);
    expect(wire.tax.ir).toBeUndefined();
    expect(wire.admin).toBeUndefined();
    expect(wire.discounts.coupon).toEqual({
      code: '',
      total: { value: 0, divisor: 100, precision: 2, currency: 'BRL' },
      discount: 0,
    });
  });
});

describe('query schemas of spec operations §7.2', () => {
  test('accept a full remittance query as text', () => {
    const query = {
      id: 'q-1',
      currency: 'USD',
      value: '100000',
      purposeCode: 'MAINTENANCE',
      correspondentId: '1',
      coupon: 'FX1',
      spreadMaster: '1.25',
      bypassLimitToken: 'abc',
      personType: 'PHYSICAL',
      inboundPaymentMethod: 'BANK_PATH',
    };
    expect(RemittanceQuotationQuerySchema.safeParse(query).success).toBe(true);
    expect(RemittanceQuotationParamsSchema.safeParse({ type: 'outbound' }).success).toBe(true);
  });

  test.each([
    ['a decimal value', { value: '1000.50' }],
    ['a negative value', { value: '-100' }],
    ['an unknown currency', { currency: 'BTC' }],
    ['an unknown purpose', { purposeCode: 'GIFTS' }],
    ['a spread that is not a percentage', { spreadMaster: 'abc' }],
    ['a lower-case currency', { currency: 'usd' }],
  ])('refuse %s', (_what, change) => {
    const query = { currency: 'USD', value: '100000', purposeCode: 'MAINTENANCE', ...change };
    expect(RemittanceQuotationQuerySchema.safeParse(query).success).toBe(false);
  });

  test('the remittance type is lower case in the path', () => {
    expect(RemittanceQuotationParamsSchema.safeParse({ type: 'OUTBOUND' }).success).toBe(false);
  });

  test('paper money takes a reverse flag and no purpose', () => {
    expect(
      PaperMoneyQuotationQuerySchema.safeParse({ currency: 'EUR', value: '50000', reverse: '' })
        .success,
    ).toBe(true);
    expect(PaperMoneyQuotationQuerySchema.safeParse({ currency: 'EUR' }).success).toBe(false);
  });
});

describe('currencies, coupons and tier', () => {
  test('a currency list item has name, code and flag', () => {
    const list = [
      { currencyName: 'US Dollar', currencyCode: 'USD', countryFlagUrl: '/flags/us.svg' },
    ];
    expect(CurrencyListSchema.safeParse(list).success).toBe(true);
    expect(
      RemittanceCurrenciesQuerySchema.safeParse({ currencyCodes: 'USD,EUR,GBP' }).success,
    ).toBe(true);
    expect(RemittanceCurrenciesQuerySchema.safeParse({ currencyCodes: '' }).success).toBe(false);
  });

  test('a coupon answer says its kind and discount', () => {
    const answer = {
      code: 'FX50',
      valid: true,
      kind: 'AMOUNT',
      total: { value: 5_000, divisor: 100, precision: 2, currency: 'BRL' },
      discount: 0,
    };
    expect(z.parse(CouponValidationSchema, answer).kind).toBe('AMOUNT');
  });

  test('the tier answer is isClubDiamond for a document of digits', () => {
    expect(TierAnswerSchema.safeParse({ isClubDiamond: true }).success).toBe(true);
    expect(TierParamsSchema.safeParse({ document: '52998224725' }).success).toBe(true);
    expect(TierParamsSchema.safeParse({ document: '529.982.247-25' }).success).toBe(false);
  });
});
