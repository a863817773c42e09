import { describe, expect, test } from 'vitest';
import { minorToDecimalString } from '../../../../src/domain/money/money';
import { priceQuotation, type QuotationInput } from '../../../../src/domain/pricing/quote';
import { quoteSnapshotOf } from '../../../../src/domain/pricing/quote-snapshot';
import { rateBreakdown } from '../../../../src/domain/pricing/rate-breakdown';
import { toWireQuoteSnapshot } from '../../../../src/domain/pricing/wire-quotation';

// USD 1,000.00 at a mid of 5.00 with a 2% spread: the customer's rate 5.10, exchange value
// R$ 5.100,00, bank fee R$ 30,00.
const base: QuotationInput = {
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

/** {@link base} with `overrides`: a worked example names only what it changes. */
function quote(overrides: Partial<QuotationInput> = {}): QuotationInput {
  return { ...base, ...overrides };
}

type Row = [key: string, figure: string | null, percentage: number | null];
/** A figure with its percentage: [amount, %]. */
type Levy = [figure: string, percentage: number];

/**
 * The breakdown rows of a quote priced from {@link base}, in the order they show: the rate, the
 * commercial rate and the spread (5,10, 5,00, 2%) and the bank fee (R$ 30,00) are the base's;
 * an example gives its taxes, the optional fee and discount, the VET and the total.
 */
function breakdown(figures: {
  iof: Levy;
  ir?: Levy;
  deliveryFee?: string;
  discount?: string;
  vet: string;
  total: string;
}): Row[] {
  return [
    ['rate', '5.100000', null],
    ['commercialRate', '5.000000', null],
    ['spread', null, 2],
    ['iof', ...figures.iof],
    ...(figures.ir ? [['ir', ...figures.ir] satisfies Row] : []),
    ['bankFee', '30.00', null],
    ...(figures.deliveryFee ? [['deliveryFee', figures.deliveryFee, null] satisfies Row] : []),
    ...(figures.discount ? [['discount', figures.discount, null] satisfies Row] : []),
    ['vet', figures.vet, null],
    ['total', figures.total, null],
  ];
}

/** The figures of `input` as an operation stores them. */
function storedFigures(input: QuotationInput) {
  const priced = priceQuotation(input);
  if (!priced.ok) throw new Error(priced.error.code);
  return toWireQuoteSnapshot(
    quoteSnapshotOf(priced.value, {
      id: 'q'.repeat(22),
      correspondentId: 1,
      userId: 7,
      issuedAt: new Date('2026-11-26T12:00:00Z'),
      expiresAt: new Date('2026-11-26T12:05:00Z'),
    }),
  );
}

/** The breakdown of `input`: [key, figure, percentage]. */
function rowsOf(input: QuotationInput) {
  return rateBreakdown(storedFigures(input)).map((row) => [
    row.key,
    row.money ? minorToDecimalString(row.money.value, row.money.precision) : null,
    row.percentage ?? null,
  ]);
}

describe('the rate breakdown', () => {
  test.each([
    {
      // IOF 3.5% of 5.100,00 = 178,50; total 5.100 + 178,50 + 30 = 5.308,50; VET 5,3085.
      name: 'maintenance: the rate, what it is levelled on, spread, IOF, fee, VET, total',
      input: quote(),
      rows: breakdown({ iof: ['178.50', 3.5], vet: '5.3085', total: '5308.50' }),
    },
    {
      // Services: IOF 0.38% = 19,38; IR 15% of (5.100 + 19,38) = 767,907 → 767,91 (half-up);
      // total 5.100 + 19,38 + 767,91 + 30 = 5.917,29; VET 5,91729 → 5,9173.
      name: 'services: IR on its own row with its percentage',
      input: quote({
        purposeCode: 'SERVICES',
        taxRule: { iofBasisPoints: 38, irBasisPoints: 1_500 },
      }),
      rows: breakdown({
        iof: ['19.38', 0.38],
        ir: ['767.91', 15],
        vet: '5.9173',
        total: '5917.29',
      }),
    },
    {
      // A R$ 25,00 delivery fee and a R$ 10,00 coupon: 5.100 + 178,50 + 30 + 25 − 10 = 5.323,50.
      name: 'a delivery fee and a discount appear only when there is one',
      input: quote({ deliveryFee: 2_500, coupon: { type: 'AMOUNT', code: 'TEN', cents: 1_000 } }),
      rows: breakdown({
        iof: ['178.50', 3.5],
        deliveryFee: '25.00',
        discount: '10.00',
        vet: '5.3235',
        total: '5323.50',
      }),
    },
  ])('$name', ({ input, rows }) => {
    expect(rowsOf(input)).toEqual(rows);
  });

  test('paper money keeps the delivery fee row when delivery is free', () => {
    const keys = rateBreakdown(storedFigures(base), { deliveryFee: true }).map((row) => row.key);
    expect(keys).toContain('deliveryFee');
    expect(rateBreakdown(storedFigures(base)).map((row) => row.key)).not.toContain('deliveryFee');
  });

  test('shows rates and the VET with 4 decimals and amounts with 2', () => {
    const decimals = Object.fromEntries(
      rateBreakdown(storedFigures(base)).map((row) => [row.key, row.decimals]),
    );
    expect(decimals).toEqual({
      rate: 4,
      commercialRate: 4,
      spread: 2,
      iof: 2,
      bankFee: 2,
      vet: 4,
      total: 2,
    });
  });
});
