import type { KyselyPlugin } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { createQuotationRepository } from '../../../server/db/repositories/quotation-repository';
import { applySandboxSeed } from '../../../server/db/seed';
import type { RatesProvider } from '../../../server/providers/rates/rates-provider';
import { createSandboxRates } from '../../../server/providers/rates/sandbox-rates';
import { createCouponService } from '../../../server/services/coupon-service';
import { createPricingCatalogue } from '../../../server/services/pricing-catalogue';
import { AppError } from '../../../server/errors/app-error';
import { createQuoteWriter, type QuoteWriter } from '../../../server/services/quote-writer';
import {
  createQuotationService,
  type QuotationService,
  type RemittanceQuoteRequest,
} from '../../../server/services/quotation-service';
import type { RemittanceQuotation } from '../../../src/contracts/quotations';
import { createTestDatabase, type TestDatabase } from '../test-app';
import { demoMerchantId } from './demo-merchant';

/** Round rates so the worked examples can be checked by hand: USD 5.00, EUR 6.00. */
const fixedRates: RatesProvider = {
  midRates: () =>
    Promise.resolve({
      rates: { BRL: 1_000_000, USD: 5_000_000, EUR: 6_000_000, GBP: 7_000_000 },
      referenceDate: '2026-11-23',
      source: 'fixed',
    }),
};

const START = new Date('2026-11-23T15:00:00Z');

let database: TestDatabase;
let merchantId: string;
let now = START;
let queries = 0;
const counter: KyselyPlugin = {
  transformQuery(args) {
    queries += 1;
    return args.node;
  },
  transformResult: (args) => Promise.resolve(args.result),
};

/** The writer of the newest service: quotes are stored behind the answer, tests flush it. */
let writer: QuoteWriter;
/** Every writer made, flushed after each test so no insert lands in (and is counted by) the next. */
const writers: QuoteWriter[] = [];

function serviceWith(rates: RatesProvider, flushDelayMs?: number): QuotationService {
  const db = database.db.withPlugin(counter);
  const clock = () => now;
  // The insert is a precompiled statement that Kysely's plugins do not see: counted here.
  const quotes = createQuotationRepository(db);
  const insertSegments: typeof quotes.insertSegments = (segments) => {
    queries += 1;
    return quotes.insertSegments(segments);
  };
  writer = createQuoteWriter({ insertSegments }, { flushDelayMs });
  writers.push(writer);
  return createQuotationService({
    db,
    rates,
    clock,
    catalogue: createPricingCatalogue({ db, clock }),
    coupons: createCouponService({ db, clock }),
    quotes: writer,
  });
}

const outbound = (overrides: Partial<RemittanceQuoteRequest> = {}): RemittanceQuoteRequest => ({
  correspondentId: 1,
  direction: 'OUTBOUND',
  currency: 'USD',
  value: 100_000,
  reverse: false,
  purposeCode: 'MAINTENANCE',
  ...overrides,
});

async function refusal(promise: Promise<unknown>): Promise<{ code: string; params: string[] }> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, params } = error as AppError;
  return { code, params: [...params] };
}

beforeAll(async () => {
  database = await createTestDatabase();
  await migrateToLatest(database.db);
  await applySandboxSeed(database.db);
  merchantId = await demoMerchantId(database.db);
});
afterEach(async () => {
  await Promise.all(writers.map((each) => each.flush()));
});
afterAll(async () => {
  await Promise.all(writers.map((each) => each.close()));
  await database.close();
});

describe('remittance quotations of demo (spread 1.5%, bank fee R$ 35,00) at USD 5.00', () => {
  const service = () => serviceWith(fixedRates);

  test('outbound MAINTENANCE, USD 1,000.00: 3.5% IOF, bank fee, VET', async () => {
    const q = await service().quoteRemittance(outbound());
    expect(q.type).toBe('OUTBOUND');
    expect(q.currency.offer.value).toBe(5_075_000);
    expect(q.currency.levelingRate.value).toBe(5_000_000);
    expect(q.total.withoutTax.value).toBe(511_000);
    expect(q.tax.iof).toEqual({
      total: expect.objectContaining({ value: 17_763 }),
      percentage: 3.5,
    });
    expect(q.tax.ir).toBeUndefined();
    expect(q.tax.bankFee.total.value).toBe(3_500);
    expect(q.total.withTax.value).toBe(528_763);
    expect(q.vet).toEqual({ value: 52_876, divisor: 10_000, precision: 4, currency: 'BRL' });
    expect(q.currency.offerUSD.value).toBe(100_000);
    expect(q.miles).toEqual({ regular: 1_000, bonus: 2_000 });
    expect(q.clamp).toBe('NORMAL');
  });

  test('outbound SERVICES adds 25% IR on exchange value plus IOF', async () => {
    const q = await service().quoteRemittance(outbound({ purposeCode: 'SERVICES' }));
    expect(q.tax.iof.total.value).toBe(17_763);
    expect(q.tax.ir).toEqual({
      total: expect.objectContaining({ value: 131_316 }),
      percentage: 25,
    });
    expect(q.total.withTax.value).toBe(507_500 + 17_763 + 131_316 + 3_500);
  });

  test('outbound INVESTMENTS pays 1.1% IOF', async () => {
    const q = await service().quoteRemittance(outbound({ purposeCode: 'INVESTMENTS' }));
    expect(q.tax.iof).toEqual({
      total: expect.objectContaining({ value: 5_583 }),
      percentage: 1.1,
    });
    expect(q.total.withTax.value).toBe(507_500 + 5_583 + 3_500);
  });

  test('inbound MAINTENANCE sells at mid − spread and takes 0.38% IOF and the fee off', async () => {
    const q = await service().quoteRemittance(outbound({ direction: 'INBOUND' }));
    expect(q.type).toBe('INBOUND');
    expect(q.currency.offer.value).toBe(4_925_000);
    expect(q.tax.iof).toEqual({
      total: expect.objectContaining({ value: 1_872 }),
      percentage: 0.38,
    });
    expect(q.total.withTax.value).toBe(492_500 - 1_872 - 3_500);
  });

  test('reverse outbound finds the foreign amount whose total is the BRL typed', async () => {
    const q = await service().quoteRemittance(outbound({ reverse: true, value: 528_763 }));
    expect(q.reverse).toBe(true);
    expect(q.currency.amount.value).toBe(100_000);
    expect(q.total.withTax.value).toBe(528_763);
  });

  test('reverse SERVICES and reverse inbound never exceed the BRL typed', async () => {
    const services = await service().quoteRemittance(
      outbound({ reverse: true, value: 1_000_000, purposeCode: 'SERVICES' }),
    );
    expect(services.total.withTax.value).toBeLessThanOrEqual(1_000_000);
    const inbound = await service().quoteRemittance(
      outbound({ reverse: true, value: 487_128, direction: 'INBOUND' }),
    );
    expect(inbound.currency.amount.value).toBe(100_000);
    expect(inbound.total.withTax.value).toBe(487_128);
  });

  test('an amount below the minimum is quoted at the minimum with its message', async () => {
    const q = await service().quoteRemittance(outbound({ value: 500 }));
    expect(q.clamp).toBe('MINIMUM');
    expect(q.currency.amount.value).toBe(1_000);
    expect(q.clampMessage).toEqual({ code: 'MINIMUM_VALUE_NOT_REACHED', params: ['10.00', 'USD'] });
  });

  test('an amount above the maximum is quoted at the maximum with its message', async () => {
    const q = await service().quoteRemittance(outbound({ value: 6_000_000 }));
    expect(q.clamp).toBe('MAXIMUM');
    expect(q.currency.amount.value).toBe(5_000_000);
    expect(q.clampMessage).toEqual({ code: 'MAXIMUM_VALUE_REACHED', params: ['50000.00', 'USD'] });
  });

  test('a fixed coupon takes R$ 20,00 off and keeps the undiscounted total', async () => {
    const q = await service().quoteRemittance(outbound({ coupon: 'bemvindo' }));
    expect(q.discounts.coupon).toEqual({
      code: 'BEMVINDO',
      total: expect.objectContaining({ value: 2_000 }),
      discount: 0,
    });
    expect(q.total.withTax.value).toBe(528_763 - 2_000);
    expect(q.total.withoutDiscount.value).toBe(528_763);
  });

  test('a percentage coupon takes 5% of the exchange value, at most R$ 150,00', async () => {
    const small = await service().quoteRemittance(outbound({ value: 10_000, coupon: 'CAMBIO5' }));
    expect(small.discounts.coupon.total.value).toBe(2_537);
    expect(small.discounts.coupon.discount).toBe(5);
    const large = await service().quoteRemittance(outbound({ coupon: 'CAMBIO5' }));
    expect(large.discounts.coupon.total.value).toBe(15_000);
    expect(large.total.withTax.value).toBe(528_763 - 15_000);
  });

  test.each([
    ['an expired coupon', 'VERAO2025'],
    ['an inactive coupon', 'PAUSADO'],
    ['an unknown coupon', 'NADA'],
    ["another correspondent's coupon", 'AURORA10'],
  ])('refuses %s with INVALID_COUPON', async (_, coupon) => {
    expect(await refusal(service().quoteRemittance(outbound({ coupon })))).toEqual({
      code: 'INVALID_COUPON',
      params: [],
    });
  });

  test.each([
    ['JPY', 'MAINTENANCE', 'OUTBOUND'],
    ['CAD', 'MAINTENANCE', 'INBOUND'],
    ['EUR', 'INVESTMENTS', 'OUTBOUND'],
  ] as const)(
    'refuses %s for %s %s: outside the availability table',
    async (currency, purposeCode, direction) => {
      expect(
        await refusal(service().quoteRemittance(outbound({ currency, purposeCode, direction }))),
      ).toEqual({ code: 'CURRENCY_NOT_AVAILABLE', params: [currency] });
    },
  );

  test('refuses an outbound-only purpose inbound', async () => {
    const refused = await refusal(
      service().quoteRemittance(outbound({ direction: 'INBOUND', purposeCode: 'SERVICES' })),
    );
    expect(refused).toEqual({ code: 'PURPOSE_NOT_AVAILABLE', params: ['purposeCode'] });
  });

  test('refuses a company receiving money (companies only send)', async () => {
    const refused = await refusal(
      service().quoteRemittance(outbound({ direction: 'INBOUND', personType: 'LEGAL' })),
    );
    expect(refused.code).toBe('OPERATION_NOT_AVAILABLE');
  });

  test('refuses a debit-card inbound above USD 6,300 with Maximum value exceeded', async () => {
    const request = outbound({ direction: 'INBOUND', inboundPaymentMethod: 'DEBIT_CARD' });
    expect((await refusal(service().quoteRemittance({ ...request, value: 700_000 }))).code).toBe(
      'MAXIMUM_VALUE_EXCEEDED',
    );
    await expect(service().quoteRemittance({ ...request, value: 630_000 })).resolves.toBeTruthy();
  });

  test('refuses the disabled correspondent and an unknown one', async () => {
    expect((await refusal(service().quoteRemittance(outbound({ correspondentId: 3 })))).code).toBe(
      'OPERATION_NOT_AVAILABLE',
    );
    await expect(service().quoteRemittance(outbound({ correspondentId: 999 }))).rejects.toThrow(
      'CORRESPONDENT_NOT_FOUND',
    );
  });

  test('a currency the rates source does not publish cannot be quoted', async () => {
    const onlyDollar: RatesProvider = {
      midRates: () =>
        Promise.resolve({
          rates: { BRL: 1_000_000, USD: 5_000_000 },
          referenceDate: '2026-11-23',
          source: 'fixed',
        }),
    };
    expect(
      await refusal(serviceWith(onlyDollar).quoteRemittance(outbound({ currency: 'PEN' }))),
    ).toEqual({ code: 'CURRENCY_NOT_AVAILABLE', params: ['PEN'] });
  });

  test('a failing rates source answers RATES_UNAVAILABLE', async () => {
    const down: RatesProvider = { midRates: () => Promise.reject(new Error('down')) };
    expect((await refusal(serviceWith(down).quoteRemittance(outbound()))).code).toBe(
      'RATES_UNAVAILABLE',
    );
  });
});

describe('a quote with everything at hand (cached settings and rules, rates in memory)', () => {
  const snapshot = {
    rates: { BRL: 1_000_000, USD: 5_000_000, EUR: 6_000_000 },
    referenceDate: '2026-11-23',
    source: 'fixed',
  };
  const peekable: RatesProvider = {
    midRates: () => Promise.resolve(snapshot),
    peekMidRates: () => snapshot,
  };

  /** The figures of an answer's text, without its own id and expiry. */
  function figures(text: string): unknown {
    const { id: _id, expiresAt: _expiresAt, ...rest } = JSON.parse(text) as RemittanceQuotation;
    return rest;
  }

  /** The code of the refusal a call throws at once. */
  function thrownCode(call: () => unknown): string {
    try {
      call();
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
    throw new Error('nothing was thrown');
  }

  test('is answered at once, without a promise, with the figures of a quote that loaded them', async () => {
    now = START;
    const service = serviceWith(peekable);
    const cold = service.quoteRemittanceJson(outbound({ value: 123_400 }));
    expect(cold).toBeInstanceOf(Promise);
    const coldText = await cold;
    const warm = service.quoteRemittanceJson(outbound({ value: 123_400 }));
    if (typeof warm !== 'string') throw new Error('the warm quote waited');
    expect(figures(warm)).toEqual(figures(coldText));
    // A new amount is priced (not remembered) on the same path, without waiting either.
    const other = service.quoteRemittanceJson(outbound({ value: 98_700 }));
    if (typeof other !== 'string') throw new Error('a new amount waited');
    expect(JSON.parse(other)).toMatchObject({ total: { withTax: { value: expect.any(Number) } } });
    // The object answer has the same figures.
    const object = await service.quoteRemittance(outbound({ value: 123_400 }));
    expect(figures(JSON.stringify(object))).toEqual(figures(warm));
  });

  test('still refuses what it must, thrown at once', async () => {
    const service = serviceWith(peekable);
    // The rules and both correspondents' settings in the cache.
    await service.quoteRemittance(outbound());
    await refusal(service.quoteRemittance(outbound({ correspondentId: 3 })));
    expect(thrownCode(() => service.quoteRemittanceJson(outbound({ correspondentId: 3 })))).toBe(
      'OPERATION_NOT_AVAILABLE',
    );
    const inbound = outbound({ direction: 'INBOUND', purposeCode: 'SERVICES' });
    expect(thrownCode(() => service.quoteRemittanceJson(inbound))).toBe('PURPOSE_NOT_AVAILABLE');
    // The object answer refuses as a rejected promise.
    expect((await refusal(service.quoteRemittance(inbound))).code).toBe('PURPOSE_NOT_AVAILABLE');
  });

  test('a coupon is still checked: it waits for the coupon', async () => {
    const service = serviceWith(peekable);
    await service.quoteRemittance(outbound());
    const withCoupon = service.quoteRemittanceJson(outbound({ coupon: 'bemvindo' }));
    expect(withCoupon).toBeInstanceOf(Promise);
    expect(JSON.parse(await withCoupon)).toMatchObject({
      discounts: { coupon: { total: { value: 2_000 } } },
    });
  });
});

describe('paper-money quotations of demo (spread 4%, notes of 10, 20, 50, 100) at USD 5.00', () => {
  const service = () => serviceWith(fixedRates);

  test('rounds USD 555 to the nearest whole notes, 560, and says so', async () => {
    const q = await service().quotePaperMoney({
      correspondentId: 1,
      merchantId,
      currency: 'USD',
      value: 55_500,
      reverse: false,
    });
    expect(q.merchantId).toBe(merchantId);
    expect(q.currency.amount.value).toBe(56_000);
    expect(q.currency.offer.value).toBe(5_200_000);
    expect(q.total.withoutTax.value).toBe(291_200);
    expect(q.tax.iof.total.value).toBe(10_192);
    expect(q.total.withTax.value).toBe(301_392);
    expect(q.rounding).toEqual({ method: 'NORMAL', rounded: true });
    expect(q.currency.multiples).toEqual([10, 20, 50, 100]);
    expect(q.currency.minToSell.value).toBe(10_000);
    expect(q.currency.maxToSell?.value).toBe(1_000_000);
  });

  test('reverse: the most whole notes that R$ 3.000,00 pays for', async () => {
    const q = await service().quotePaperMoney({
      correspondentId: 1,
      merchantId,
      currency: 'USD',
      value: 300_000,
      reverse: true,
    });
    expect(q.currency.amount.value).toBe(55_000);
    expect(q.total.withTax.value).toBe(296_010);
    expect(q.rounding).toEqual({ method: 'NORMAL', rounded: true });
  });

  test('below minToSell is raised to it with the message', async () => {
    const q = await service().quotePaperMoney({
      correspondentId: 1,
      merchantId,
      currency: 'USD',
      value: 2_000,
      reverse: false,
    });
    expect(q.rounding.method).toBe('MINIMUM');
    expect(q.clampMessage).toEqual({
      code: 'MINIMUM_VALUE_NOT_REACHED',
      params: ['100.00', 'USD'],
    });
  });

  test('refuses a currency the merchant does not sell and an unknown merchant', async () => {
    const base = { correspondentId: 1, merchantId, value: 50_000, reverse: false };
    expect(await refusal(service().quotePaperMoney({ ...base, currency: 'ZAR' }))).toEqual({
      code: 'CURRENCY_NOT_AVAILABLE',
      params: ['ZAR'],
    });
    expect(
      (await refusal(service().quotePaperMoney({ ...base, merchantId: '999', currency: 'USD' })))
        .code,
    ).toBe('MERCHANT_NOT_FOUND');
  });

  test('refuses paper money for a correspondent that only does remittances', async () => {
    const refused = await refusal(
      service().quotePaperMoney({
        correspondentId: 2,
        merchantId,
        currency: 'USD',
        value: 50_000,
        reverse: false,
      }),
    );
    expect(refused.code).toBe('OPERATION_NOT_AVAILABLE');
  });
});

describe('storing quotes', () => {
  test('stores every quote with its inputs, answer and expiry = now + the validity', async () => {
    now = START;
    const q = await serviceWith(fixedRates).quoteRemittance(outbound({ previousId: 'before' }));
    expect(q.expiresAt).toBe('2026-11-23T15:05:00.000Z');
    await writer.flush();
    const row = await createQuotationRepository(database.db).findById(q.id);
    expect(row).toMatchObject({
      correspondent_id: 1,
      user_id: null,
      kind: 'REMITTANCE_OUTBOUND',
      result: q,
    });
    expect(row?.expires_at.toISOString()).toBe(q.expiresAt);
    expect(row?.request).toMatchObject({
      currency: 'USD',
      value: 100_000,
      previousId: 'before',
      rates: { source: 'fixed', mid: 5_000_000 },
      taxRule: { iofBasisPoints: 350 },
    });
  });

  test('stores the inputs as asked, every optional field included and nothing added', async () => {
    now = START;
    const asked: RemittanceQuoteRequest = {
      ...outbound({ direction: 'INBOUND' }),
      userId: 7,
      coupon: 'bemvindo',
      previousId: 'say "hi"\u2028',
      personType: 'PHYSICAL',
      inboundPaymentMethod: 'BANK_PATH',
    };
    const q = await serviceWith(fixedRates).quoteRemittance(asked);
    await writer.flush();
    const row = await createQuotationRepository(database.db).findById(q.id);
    const {
      rates: _rates,
      taxRule: _rule,
      spreadBasisPoints: _s,
      bankFeeCents: _f,
      ...inputs
    } = row?.request ?? {};
    expect(inputs).toEqual(asked);
  });

  test('the checkout finds a quote only while it is unexpired and only for its correspondent', async () => {
    now = START;
    const q = await serviceWith(fixedRates).quoteRemittance(outbound());
    await writer.flush();
    const repository = createQuotationRepository(database.db);
    const at = (seconds: number) => new Date(START.getTime() + seconds * 1000);
    expect((await repository.findActive(q.id, 1, at(299)))?.id).toBe(q.id);
    expect(await repository.findActive(q.id, 1, at(300))).toBeUndefined();
    expect(await repository.findActive(q.id, 2, at(10))).toBeUndefined();
    expect(await repository.findActive('not-a-uuid', 1, at(10))).toBeUndefined();
  });

  test("aurora's quotes expire after its own validity (180 s)", async () => {
    now = START;
    const q = await serviceWith(fixedRates).quoteRemittance(outbound({ correspondentId: 2 }));
    expect(q.expiresAt).toBe('2026-11-23T15:03:00.000Z');
  });

  test('a warm quote makes no database round trip before its answer; its row follows', async () => {
    const service = serviceWith(fixedRates);
    await service.quoteRemittance(outbound({ coupon: 'BEMVINDO' }));
    await writer.flush();
    queries = 0;
    const q = await service.quoteRemittance(outbound({ coupon: 'BEMVINDO' }));
    expect(queries).toBe(0);
    expect(writer.pending).toBe(1);
    await writer.flush();
    expect(queries).toBe(1);
    expect((await createQuotationRepository(database.db).findById(q.id))?.id).toBe(q.id);
  });

  test('twenty concurrent quotes are stored by one insert', async () => {
    // A long delay, so a slow machine cannot split the batch before the flush below.
    const service = serviceWith(fixedRates, 60_000);
    await service.quoteRemittance(outbound());
    await writer.flush();
    queries = 0;
    const quotes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        service.quoteRemittance(outbound({ value: 100_000 + i })),
      ),
    );
    expect(queries).toBe(0);
    await writer.flush();
    expect(queries).toBe(1);
    const repository = createQuotationRepository(database.db);
    const stored = await Promise.all(quotes.map((q) => repository.findById(q.id)));
    expect(writer.pending).toBe(0);
    expect(stored.map((row) => row?.id)).toEqual(quotes.map((q) => q.id));
    // One segment: every id starts with its segment's 18 characters, and the pricing they share
    // is written once (twenty different amounts: twenty pricings, one correspondent).
    expect(new Set(quotes.map((q) => q.id.slice(0, 18))).size).toBe(1);
    const segment = await database.db
      .selectFrom('quote_segments')
      .selectAll()
      .where('id', '=', quotes[0]?.id.slice(0, 18) ?? '')
      .executeTakeFirstOrThrow();
    expect(segment.quote_count).toBe(20);
  });
});

describe('sandbox movement', () => {
  test('the same request quotes differently ten minutes later, and identically within a minute', async () => {
    const service = serviceWith(createSandboxRates());
    now = new Date('2026-11-23T15:00:10Z');
    const first = await service.quoteRemittance(outbound());
    now = new Date('2026-11-23T15:00:50Z');
    const sameMinute = await service.quoteRemittance(outbound());
    now = new Date('2026-11-23T15:10:10Z');
    const later = await service.quoteRemittance(outbound());
    expect(sameMinute.total.withTax).toEqual(first.total.withTax);
    expect(later.currency.levelingRate.value).not.toBe(first.currency.levelingRate.value);
    expect(later.total.withTax.value).not.toBe(first.total.withTax.value);
    expect(later.id).not.toBe(first.id);
    expect(Date.parse(later.expiresAt) - Date.parse(first.expiresAt)).toBe(600_000);
  });
});

describe('a repeated quote (the same inputs, rates, settings and rule)', () => {
  /** One snapshot object while `current` stays, as the sandbox provider within a minute. */
  let current = {
    rates: { BRL: 1_000_000, USD: 5_000_000 },
    referenceDate: '2026-11-23',
    source: 'memo',
  };
  const steadyRates: RatesProvider = { midRates: () => Promise.resolve(current) };

  async function storedText(id: string): Promise<{ request: string; result: string }> {
    await writer.flush();
    const row = await createQuotationRepository(database.db).findById(id);
    if (row === undefined) throw new Error(`quote ${id} not stored`);
    return { request: JSON.stringify(row.request), result: JSON.stringify(row.result) };
  }

  test('gets the same figures with its own id and expiry, stored and sent as JSON.stringify would', async () => {
    const service = serviceWith(steadyRates);
    now = START;
    const first = await service.quoteRemittance(outbound({ userId: null, previousId: 'a' }));
    now = new Date(START.getTime() + 5_000);
    const again = await service.quoteRemittance(outbound({ userId: null, previousId: 'b' }));
    expect(again.id).not.toBe(first.id);
    expect(Date.parse(again.expiresAt) - Date.parse(first.expiresAt)).toBe(5_000);
    const { id: _a, expiresAt: _b, ...firstFigures } = first;
    const { id: _c, expiresAt: _d, ...againFigures } = again;
    expect(againFigures).toEqual(firstFigures);
    // The text stored is JSON.stringify of the answer, and the route's text is made the same way.
    const stored = await storedText(again.id);
    expect(stored.result).toBe(JSON.stringify(again));
    const sent = await service.quoteRemittanceJson(outbound({ userId: null, previousId: 'c' }));
    const { id: sentId, expiresAt: sentExpiry } = JSON.parse(sent) as RemittanceQuotation;
    expect(sent).toBe(JSON.stringify({ ...again, id: sentId, expiresAt: sentExpiry }));
    expect((await storedText(sentId)).result).toBe(sent);
    expect(JSON.parse(stored.request)).toMatchObject({
      previousId: 'b',
      rates: { usdMid: 5_000_000 },
    });
    const firstStored = await storedText(first.id);
    expect(JSON.parse(stored.request)).toEqual({
      ...JSON.parse(firstStored.request),
      previousId: 'b',
    });
    // Both in one segment, their shared pricing written once, their own inputs each.
    const segment = await database.db
      .selectFrom('quote_segments')
      .select(['quotes', 'quote_count'])
      .where('id', '=', again.id.slice(0, 18))
      .executeTakeFirstOrThrow();
    expect(first.id.slice(0, 18)).toBe(again.id.slice(0, 18));
    const text = JSON.parse(segment.quotes) as { pricings: unknown[]; inputs: unknown[] };
    expect(segment.quote_count).toBe(2);
    expect(text.pricings).toHaveLength(1);
    expect(text.inputs).toHaveLength(2);
  });

  test('is priced afresh when the rates move, and with a coupon', async () => {
    const service = serviceWith(steadyRates);
    const before = await service.quoteRemittance(outbound());
    current = { ...current, rates: { BRL: 1_000_000, USD: 6_000_000 } };
    const moved = await service.quoteRemittance(outbound());
    expect(moved.currency.levelingRate.value).toBe(6_000_000);
    expect(moved.total.withTax.value).not.toBe(before.total.withTax.value);
    const coupon = await service.quoteRemittance(outbound({ coupon: 'bemvindo' }));
    expect(coupon.discounts.coupon.total.value).toBe(2_000);
    const plain = await service.quoteRemittance(outbound());
    expect(plain.discounts.coupon.total.value).toBe(0);
    expect(plain.total.withTax).toEqual(moved.total.withTax);
  });

  test('still refuses a debit card above USD 6,300', async () => {
    const service = serviceWith(steadyRates);
    const big = outbound({ direction: 'INBOUND', value: 700_000 });
    await service.quoteRemittance(big);
    expect(
      await refusal(service.quoteRemittance({ ...big, inboundPaymentMethod: 'DEBIT_CARD' })),
    ).toMatchObject({ code: 'MAXIMUM_VALUE_EXCEEDED' });
  });
});
