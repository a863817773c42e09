import { describe, expect, test } from 'vitest';
import { priceQuotation, type QuotationInput } from '../../../../src/domain/pricing/quote';
import { quoteSnapshotOf } from '../../../../src/domain/pricing/quote-snapshot';
import { toWireQuoteSnapshot } from '../../../../src/domain/pricing/wire-quotation';

// USD 1,000.00 for MAINTENANCE at a mid of 5.00 with a 2% spread: offer 5.10, exchange value
// R$ 5.100,00, IOF 3.5% R$ 178,50, bank fee R$ 30,00, total R$ 5.308,50.
const input: QuotationInput = {
  kind: 'REMITTANCE_OUTBOUND',
  currency: 'USD',
  purposeCode: 'MAINTENANCE',
  reverse: false,
  amount: 100_000,
  midRate: 5_000_000,
  usdMidRate: 5_000_000,
  spreadBasisPoints: 200,
  bankFee: 3_000,
  taxRule: { iofBasisPoints: 350, irBasisPoints: 0 },
};

function snapshot() {
  const result = priceQuotation(input);
  if (!result.ok) throw new Error(result.error.code);
  return quoteSnapshotOf(result.value, {
    id: 'q'.repeat(22),
    correspondentId: 1,
    userId: 7,
    issuedAt: new Date('2026-11-26T12:00:00Z'),
    expiresAt: new Date('2026-11-26T12:05:00Z'),
  });
}

describe('a quote snapshot', () => {
  test('keeps the figures the customer was shown, in domain units', () => {
    expect(snapshot()).toMatchObject({
      kind: 'REMITTANCE_OUTBOUND',
      correspondentId: 1,
      userId: 7,
      purposeCode: 'MAINTENANCE',
      currency: 'USD',
      foreignAmount: 100_000,
      offer: 5_100_000,
      levelingRate: 5_000_000,
      offerUsd: 100_000,
      total: { withTax: 530_850, withoutTax: 513_000 },
      iof: { total: 17_850, basisPoints: 350 },
      bankFee: 3_000,
      discount: 0,
      expiresAt: Date.parse('2026-11-26T12:05:00Z'),
    });
  });

  test('is stored with an operation in the spec’s money objects', () => {
    const wire = toWireQuoteSnapshot(snapshot());
    expect(wire.currency.amount).toEqual({
      value: 100_000,
      divisor: 100,
      precision: 2,
      currency: 'USD',
    });
    expect(wire.currency.offer).toEqual({
      value: 5_100_000,
      divisor: 1_000_000,
      precision: 6,
      currency: 'BRL',
    });
    expect(wire.total.withTax.value).toBe(530_850);
    expect(wire.tax.iof).toEqual({
      total: expect.objectContaining({ value: 17_850 }),
      percentage: 3.5,
    });
    expect(wire.tax.ir).toBeUndefined();
    expect(wire.expiresAt).toBe('2026-11-26T12:05:00.000Z');
    expect(wire.discounts.coupon).toEqual({
      code: '',
      total: expect.objectContaining({ value: 0 }),
    });
  });
});
