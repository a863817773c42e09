import { describe, expect, test } from 'vitest';
import {
  priceQuotation,
  type PricedQuotation,
  type QuotationInput,
} from '../../../../src/domain/pricing/quote';
import { SANDBOX_MILES_RATES } from '../../../../src/domain/loyalty/miles';

// Shared worked-example inputs: USD at a mid-market 5.000000, a 2% spread, a R$ 30.00 bank fee.
const USD_MID = 5_000_000;
const base: QuotationInput = {
  kind: 'REMITTANCE_OUTBOUND',
  currency: 'USD',
  purposeCode: 'MAINTENANCE',
  reverse: false,
  amount: 100_000,
  midRate: USD_MID,
  usdMidRate: USD_MID,
  spreadBasisPoints: 200,
  bankFee: 3_000,
  taxRule: { iofBasisPoints: 350, irBasisPoints: 0 },
};

function priced(input: QuotationInput): PricedQuotation {
  const result = priceQuotation(input);
  if (!result.ok) throw new Error(`expected a quotation, got ${result.error.code}`);
  return result.value;
}

describe('outbound remittance, direct, for each purpose', () => {
  // offer = 5.0 × 1.02 = 5.1 for every row.
  test.each([
    // USD 1 000.00: withoutTax 5 100.00; IOF 3.5% 178.50; total 5 100.00 + 178.50 + 30.00 = 5 308.50;
    // VET 5 308.50 / 1 000 = 5.3085
    ['MAINTENANCE', 350, 0, 100_000, 510_000, 17_850, undefined, 530_850, 53_085],
    // USD 123.45: withoutTax 629.595 → 629.60; IOF 22.036 → 22.04; total 681.64; VET 5.52159… → 5.5216
    ['AVAILABILITY', 350, 0, 12_345, 62_960, 2_204, undefined, 68_164, 55_216],
    // USD 2 500.00: withoutTax 12 750.00; IOF 446.25; total 13 226.25; VET 5.2905
    ['STUDIES', 350, 0, 250_000, 1_275_000, 44_625, undefined, 1_322_625, 52_905],
    // USD 1 000.00: IOF 178.50; IR (5 100.00 + 178.50) × 25% = 1 319.625 → 1 319.63;
    // total 5 100.00 + 178.50 + 1 319.63 + 30.00 = 6 628.13; VET 6.62813 → 6.6281
    ['SERVICES', 350, 2500, 100_000, 510_000, 17_850, 131_963, 662_813, 66_281],
    // USD 1 000.00: IOF 1.1% 56.10; total 5 186.10; VET 5.1861
    ['INVESTMENTS', 110, 0, 100_000, 510_000, 5_610, undefined, 518_610, 51_861],
  ] as const)(
    '%s: IOF %i bp, IR %i bp on %i cents → withoutTax %i, IOF %i, IR %s, total %i, VET %i',
    (purposeCode, iof, ir, amount, withoutTax, iofTotal, irTotal, total, vet) => {
      const q = priced({
        ...base,
        purposeCode,
        amount,
        taxRule: { iofBasisPoints: iof, irBasisPoints: ir },
      });
      expect(q.side).toBe('BUY');
      expect(q.offer).toBe(5_100_000);
      expect(q.levelingRate).toBe(USD_MID);
      expect(q.foreignAmount).toBe(amount);
      expect(q.withoutTax).toBe(withoutTax);
      expect(q.iof).toEqual({ total: iofTotal, basisPoints: iof });
      expect(q.ir?.total).toBe(irTotal);
      expect(q.total.withTax).toBe(total);
      expect(q.total.withoutTax).toBe(total - iofTotal - (irTotal ?? 0));
      expect(q.total.withoutDiscount).toBe(total);
      expect(q.vet).toBe(vet);
      expect(q.offerUsd).toBe(amount);
      expect(q.clamp.type).toBe('NORMAL');
      expect(q.rounding).toBeUndefined();
    },
  );

  test('profitability is spread% × withoutTax (spec operations §9.3)', () => {
    // 2 / 100 × 5 100.00 = 102.00
    expect(priced(base).profitability).toBe(10_200);
    // offer 5.0 × 1.015 = 5.075; USD 123.45 → withoutTax 626.50875 → 626.51; 1.5% = 9.39765 → 9.40
    expect(priced({ ...base, amount: 12_345, spreadBasisPoints: 150 }).profitability).toBe(940);
  });

  test('offerUSD of a euro remittance uses the mid-market cross rate', () => {
    // EUR 1 000.00 at mid 6.0 with USD at 5.0 → USD 1 200.00
    const q = priced({ ...base, currency: 'EUR', midRate: 6_000_000 });
    expect(q.offerUsd).toBe(120_000);
    // offer 6.12 → withoutTax 6 120.00
    expect(q.withoutTax).toBe(612_000);
  });

  test('miles are earned on offerUSD', () => {
    // USD 1 000.00 → 1 000 regular, 2 000 bonus at the sandbox rates
    expect(priced({ ...base, milesRates: SANDBOX_MILES_RATES }).miles).toEqual({
      regular: 1_000,
      bonus: 2_000,
    });
    expect(priced(base).miles).toEqual({ regular: 0, bonus: 0 });
  });
});

describe('inbound remittance: the customer sells foreign currency', () => {
  test('USD 1 000.00 received for AVAILABILITY at 0.38%', () => {
    // offer = 5.0 × 0.98 = 4.9; withoutTax 4 900.00; IOF 0.38% = 18.62;
    // received = 4 900.00 − 18.62 − 30.00 = 4 851.38; VET 4.85138 → 4.8514
    const q = priced({
      ...base,
      kind: 'REMITTANCE_INBOUND',
      purposeCode: 'AVAILABILITY',
      taxRule: { iofBasisPoints: 38, irBasisPoints: 0 },
    });
    expect(q.side).toBe('SELL');
    expect(q.offer).toBe(4_900_000);
    expect(q.withoutTax).toBe(490_000);
    expect(q.iof.total).toBe(1_862);
    expect(q.total).toEqual({ withTax: 485_138, withoutTax: 487_000, withoutDiscount: 485_138 });
    expect(q.vet).toBe(48_514);
    // 2% of 4 900.00
    expect(q.profitability).toBe(9_800);
  });

  test('a coupon adds to what an inbound customer receives', () => {
    // 4 851.38 + 10.00
    const q = priced({
      ...base,
      kind: 'REMITTANCE_INBOUND',
      purposeCode: 'ADSENSE',
      taxRule: { iofBasisPoints: 38, irBasisPoints: 0 },
      coupon: { type: 'AMOUNT', code: 'BEMVINDO', cents: 1_000 },
    });
    expect(q.total).toEqual({ withTax: 486_138, withoutTax: 488_000, withoutDiscount: 485_138 });
  });

  test.each([
    ['SERVICES', 'PURPOSE_NOT_AVAILABLE'],
    ['INVESTMENTS', 'PURPOSE_NOT_AVAILABLE'],
  ] as const)('refuses inbound %s with %s', (purposeCode, code) => {
    const result = priceQuotation({ ...base, kind: 'REMITTANCE_INBOUND', purposeCode });
    expect(result).toEqual({ ok: false, error: { code, params: ['purposeCode'] } });
  });
});

describe('currency availability in a quotation', () => {
  test.each([
    ['USD', 'REMITTANCE_OUTBOUND', true],
    ['USD', 'REMITTANCE_INBOUND', true],
    ['CAD', 'REMITTANCE_OUTBOUND', true],
    ['CAD', 'REMITTANCE_INBOUND', false],
    ['JPY', 'REMITTANCE_OUTBOUND', false],
    ['JPY', 'PAPER_MONEY', true],
  ] as const)('%s %s is quoted: %s', (currency, kind, ok) => {
    const result = priceQuotation({
      ...base,
      kind,
      currency,
      purposeCode: 'AVAILABILITY',
      midRate: 4_000_000,
    });
    expect(result.ok).toBe(ok);
    if (!result.ok)
      expect(result.error).toEqual({ code: 'CURRENCY_NOT_AVAILABLE', params: [currency] });
  });

  test('a remittance without a purpose is refused', () => {
    const result = priceQuotation({ ...base, purposeCode: undefined });
    expect(result.ok).toBe(false);
  });
});

describe('coupon, fees and discounts', () => {
  test.each([
    // total 5 308.50 − 50.00 = 5 258.50
    [{ type: 'AMOUNT', code: 'FX50', cents: 5_000 }, 5_000, 525_850],
    // 1% of 5 100.00 = 51.00 → 5 257.50
    [{ type: 'PERCENTAGE', code: 'FX1', basisPoints: 100 }, 5_100, 525_750],
    // 0.33% of 5 100.00 = 16.83
    [{ type: 'PERCENTAGE', code: 'FX033', basisPoints: 33 }, 1_683, 529_167],
    // a coupon never discounts more than the exchange value
    [{ type: 'AMOUNT', code: 'HUGE', cents: 9_999_999 }, 510_000, 20_850],
  ] as const)('coupon %j discounts %i cents, total %i', (coupon, discount, total) => {
    const q = priced({ ...base, coupon });
    expect(q.discount).toBe(discount);
    expect(q.total.withTax).toBe(total);
    expect(q.total.withoutDiscount).toBe(530_850);
    expect(q.total.withoutTax).toBe(total - 17_850);
    // IOF is due on the exchange value, not on the discounted total
    expect(q.iof.total).toBe(17_850);
    expect(q.profitability).toBe(10_200);
  });

  test('the spread with discount is what is left of the spread after the coupon', () => {
    // 50.00 / 5 100.00 = 98.04 bp → 98; 200 − 98 = 102 bp
    const q = priced({ ...base, coupon: { type: 'AMOUNT', code: 'FX50', cents: 5_000 } });
    expect(q.spreadWithDiscountBasisPoints).toBe(102);
    expect(priced(base).spreadWithDiscountBasisPoints).toBe(200);
  });

  test('a delivery fee is added to the total and is 0 when free', () => {
    // 5 308.50 + 25.00
    expect(priced({ ...base, deliveryFee: 2_500 }).total.withTax).toBe(533_350);
    expect(priced({ ...base, deliveryFee: 0 }).total.withTax).toBe(530_850);
    expect(priced({ ...base, deliveryFee: 2_500 }).deliveryFee).toBe(2_500);
  });
});

describe('paper money: 3.5% and whole banknotes', () => {
  // EUR mid 6.000000, 3% spread → offer 6.18; notes of 50 and 100 → step EUR 50; delivery R$ 25.00.
  const paper: QuotationInput = {
    kind: 'PAPER_MONEY',
    currency: 'EUR',
    reverse: false,
    amount: 52_000,
    midRate: 6_000_000,
    usdMidRate: USD_MID,
    spreadBasisPoints: 300,
    bankFee: 0,
    deliveryFee: 2_500,
    taxRule: { iofBasisPoints: 350, irBasisPoints: 0 },
    multiples: [50, 100],
    limits: { min: 10_000, max: 500_000 },
  };

  test.each([
    // EUR 520 → 500 (nearest): withoutTax 3 090.00; IOF 108.15; total 3 090.00 + 108.15 + 25.00 = 3 223.15; VET 6.4463
    [52_000, undefined, 50_000, true, 309_000, 10_815, 322_315, 64_463],
    // EUR 530 → 550 (nearest): withoutTax 3 399.00; IOF 118.965 → 118.97; total 3 542.97; VET 6.44176… → 6.4418
    [53_000, undefined, 55_000, true, 339_900, 11_897, 354_297, 64_418],
    // EUR 510 rounded UP → 550
    [51_000, 'UP', 55_000, true, 339_900, 11_897, 354_297, 64_418],
    // EUR 549 rounded DOWN → 500
    [54_900, 'DOWN', 50_000, true, 309_000, 10_815, 322_315, 64_463],
    // EUR 500 is already whole notes
    [50_000, undefined, 50_000, false, 309_000, 10_815, 322_315, 64_463],
  ] as const)(
    'EUR %i cents (%s) → %i (rounded %s): withoutTax %i, IOF %i, total %i, VET %i',
    (amount, banknoteRounding, foreign, rounded, withoutTax, iof, total, vet) => {
      const q = priced({ ...paper, amount, ...(banknoteRounding ? { banknoteRounding } : {}) });
      expect(q.foreignAmount).toBe(foreign);
      expect(q.rounding).toEqual({ method: 'NORMAL', rounded });
      expect(q.withoutTax).toBe(withoutTax);
      expect(q.iof.total).toBe(iof);
      expect(q.ir).toBeUndefined();
      expect(q.total.withTax).toBe(total);
      expect(q.vet).toBe(vet);
      expect(q.purposeCode).toBeUndefined();
    },
  );

  test('offerUSD of EUR 500 at 6.0 / 5.0 is USD 600', () => {
    expect(priced({ ...paper, amount: 50_000 }).offerUsd).toBe(60_000);
  });

  test.each([
    // below minToSell EUR 100 → raised to 100; above maxToSell 5 000 → lowered to 5 000
    [5_000, 10_000, 'MINIMUM', 'MINIMUM_VALUE_NOT_REACHED'],
    [900_000, 500_000, 'MAXIMUM', 'MAXIMUM_VALUE_REACHED'],
  ] as const)(
    'EUR %i cents clamps to %i with rounding.method %s',
    (amount, foreign, method, code) => {
      const q = priced({ ...paper, amount });
      expect(q.foreignAmount).toBe(foreign);
      expect(q.rounding?.method).toBe(method);
      expect(q.clamp.message?.code).toBe(code);
    },
  );

  test('JPY in 1 000-yen notes', () => {
    // JPY 12 345 → 12 000 with notes of 1 000, 5 000, 10 000; mid 0.0365, no spread:
    // withoutTax 438.00; IOF 15.33; total 438.00 + 15.33 = 453.33
    const q = priced({
      ...paper,
      currency: 'JPY',
      amount: 12_345,
      midRate: 36_500,
      spreadBasisPoints: 0,
      deliveryFee: 0,
      multiples: [1_000, 5_000, 10_000],
      limits: { min: 1_000 },
    });
    expect(q.foreignAmount).toBe(12_000);
    expect(q.withoutTax).toBe(43_800);
    expect(q.iof.total).toBe(1_533);
    expect(q.total.withTax).toBe(45_333);
  });

  test('reverse paper money buys the most whole notes the budget allows', () => {
    // R$ 3 500.00: EUR 500 costs 3 223.15, EUR 550 costs 3 542.97 → EUR 500, rounded
    const q = priced({ ...paper, reverse: true, amount: 350_000 });
    expect(q.foreignAmount).toBe(50_000);
    expect(q.total.withTax).toBe(322_315);
    expect(q.rounding).toEqual({ method: 'NORMAL', rounded: true });
    // exactly the price of EUR 550 buys EUR 550
    expect(priced({ ...paper, reverse: true, amount: 354_297 }).foreignAmount).toBe(55_000);
  });
});

describe('reverse quotations', () => {
  test.each([
    // total(USD 1 000.00) = 5 308.50; total(USD 1 000.01) = 5 100.05 + 178.50 + 30.00 = 5 308.55
    [530_850, 100_000, 530_850],
    [530_854, 100_000, 530_850],
    [530_855, 100_001, 530_855],
    // the fees alone exceed R$ 20.00
    [2_000, 0, 3_000],
  ])(
    'outbound: paying at most %i cents buys %i cents of USD (total %i)',
    (budget, foreign, total) => {
      const q = priced({ ...base, reverse: true, amount: budget });
      expect(q.foreignAmount).toBe(foreign);
      expect(q.total.withTax).toBe(total);
      expect(q.reverse).toBe(true);
    },
  );

  test('inbound: receiving at most R$ 4 851.38 takes USD 1 000.00', () => {
    // received(USD 1 000.01) = 4 900.05 − 18.62 − 30.00 = 4 851.43 > 4 851.38
    const inbound = {
      ...base,
      kind: 'REMITTANCE_INBOUND',
      purposeCode: 'AVAILABILITY',
      reverse: true,
      taxRule: { iofBasisPoints: 38, irBasisPoints: 0 },
    } as const;
    expect(priced({ ...inbound, amount: 485_138 }).foreignAmount).toBe(100_000);
    expect(priced({ ...inbound, amount: 485_142 }).foreignAmount).toBe(100_000);
    expect(priced({ ...inbound, amount: 485_143 }).foreignAmount).toBe(100_001);
  });

  test('SERVICES reverse accounts for the IR', () => {
    // total(USD 1 000.00) = 6 628.13
    expect(
      priced({
        ...base,
        purposeCode: 'SERVICES',
        taxRule: { iofBasisPoints: 350, irBasisPoints: 2500 },
        reverse: true,
        amount: 662_813,
      }).foreignAmount,
    ).toBe(100_000);
  });

  test('a reverse amount beyond the limits is clamped and says so', () => {
    const limits = { min: 1_000, max: 1_000_000 };
    const high = priced({ ...base, limits, reverse: true, amount: 100_000_000 });
    expect(high.foreignAmount).toBe(1_000_000);
    expect(high.clamp.type).toBe('MAXIMUM');
    const low = priced({ ...base, limits, reverse: true, amount: 2_000 });
    expect(low.foreignAmount).toBe(1_000);
    expect(low.clamp).toMatchObject({ type: 'MINIMUM', message: { params: ['10.00', 'USD'] } });
  });
});

describe('reverse(direct(x)) over many amounts', () => {
  // A small deterministic generator (no extra library): the same 1 500 amounts on every run.
  function* amounts(seed: number, count: number, max: number): Generator<number> {
    let state = seed;
    for (let i = 0; i < count; i += 1) {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      yield state % max;
    }
  }

  const scenarios: [string, QuotationInput][] = [
    ['outbound MAINTENANCE', base],
    [
      'outbound SERVICES',
      { ...base, purposeCode: 'SERVICES', taxRule: { iofBasisPoints: 350, irBasisPoints: 2500 } },
    ],
    [
      'outbound EUR with a coupon',
      {
        ...base,
        currency: 'EUR',
        midRate: 6_123_457,
        coupon: { type: 'PERCENTAGE', code: 'X', basisPoints: 150 },
      },
    ],
    [
      'inbound',
      {
        ...base,
        kind: 'REMITTANCE_INBOUND',
        purposeCode: 'ADSENSE',
        taxRule: { iofBasisPoints: 38, irBasisPoints: 0 },
      },
    ],
    [
      'paper money EUR',
      {
        ...base,
        kind: 'PAPER_MONEY',
        currency: 'EUR',
        midRate: 6_000_000,
        multiples: [50, 100],
        deliveryFee: 2_500,
      },
    ],
    [
      'paper money CLP (a unit below a cent)',
      { ...base, kind: 'PAPER_MONEY', currency: 'CLP', midRate: 5_812, bankFee: 0 },
    ],
  ];

  test.each(scenarios)(
    '%s: the reverse never exceeds the typed amount and one step more would',
    (_name, input) => {
      const step = input.kind === 'PAPER_MONEY' && input.multiples ? 5_000 : 1;
      for (const x of amounts(17, 250, 50_000_000)) {
        const direct = priced({ ...input, amount: x, banknoteRounding: 'DOWN' });
        const target = direct.total.withTax;
        const reverse = priced({ ...input, reverse: true, amount: target });
        expect(reverse.foreignAmount).toBeGreaterThanOrEqual(direct.foreignAmount);
        expect(reverse.total.withTax).toBeLessThanOrEqual(target);
        const next = priced({ ...input, amount: reverse.foreignAmount + step });
        expect(next.total.withTax).toBeGreaterThan(target);
        // and for an arbitrary budget, not only one that a direct quote produced
        const budget = target + (x % 997);
        const loose = priced({ ...input, reverse: true, amount: budget });
        expect(loose.total.withTax).toBeLessThanOrEqual(budget);
        expect(
          priced({ ...input, amount: loose.foreignAmount + step }).total.withTax,
        ).toBeGreaterThan(budget);
      }
    },
  );
});
