import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  PaperMoneyQuotationSchema,
  RemittanceQuotationSchema,
} from '../../../src/contracts/quotations';
import { buildTestApp, type TestApp } from '../test-app';
import { demoMerchantId } from './demo-merchant';
import { quoteSnapshot } from './signed-quote';

let t: TestApp;
let merchantId: string;

beforeAll(async () => {
  t = await buildTestApp();
  merchantId = await demoMerchantId(t.db);
});
afterAll(async () => {
  await t.close();
});

const DEMO = { correspondent_id: '1' };
const EN = { ...DEMO, 'accept-language': 'en-US' };

async function get(url: string, headers: Record<string, string> = DEMO) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const REMITTANCE = '/api/v2/exchanges/remittance';

describe(`GET ${REMITTANCE}/{type}[/reverse]`, () => {
  test('answers an outbound quotation of the contract, stored and valid for 5 minutes', async () => {
    const before = Date.now();
    const { status, body } = await get(
      `${REMITTANCE}/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE`,
    );
    expect(status).toBe(200);
    const quotation = RemittanceQuotationSchema.parse(body);
    expect(quotation).toMatchObject({
      type: 'OUTBOUND',
      purposeCode: 'MAINTENANCE',
      clamp: 'NORMAL',
    });
    expect(quotation.currency.amount.value).toBe(100_000);
    expect(quotation.currency.spreadPercentage).toBe(1.5);
    expect(quotation.tax.bankFee.total.value).toBe(3_500);
    const validity = Date.parse(quotation.expiresAt) - before;
    expect(validity).toBeGreaterThan(299_000);
    expect(validity).toBeLessThanOrEqual(301_000);
    expect(quoteSnapshot(quotation.id)).toMatchObject({
      correspondentId: 1,
      kind: 'REMITTANCE_OUTBOUND',
      userId: null,
      expiresAt: Date.parse(quotation.expiresAt),
    });
  });

  test('SERVICES carries IR; reverse answers a total within the BRL typed', async () => {
    const services = await get(
      `${REMITTANCE}/outbound?currency=EUR&value=50000&purposeCode=SERVICES`,
    );
    expect(RemittanceQuotationSchema.parse(services.body).tax.ir?.percentage).toBe(25);
    const reverse = await get(
      `${REMITTANCE}/outbound/reverse?currency=USD&value=500000&purposeCode=INVESTMENTS`,
    );
    const quotation = RemittanceQuotationSchema.parse(reverse.body);
    expect(quotation.reverse).toBe(true);
    expect(quotation.tax.iof.percentage).toBe(1.1);
    expect(quotation.total.withTax.value).toBeLessThanOrEqual(500_000);
    expect(quotation.total.withTax.value).toBeGreaterThan(499_000);
  });

  test('answers inbound with the 0.38% IOF', async () => {
    const { body } = await get(
      `${REMITTANCE}/inbound?currency=GBP&value=100000&purposeCode=AVAILABILITY&inboundPaymentMethod=BANK_PATH`,
    );
    const quotation = RemittanceQuotationSchema.parse(body);
    expect(quotation.type).toBe('INBOUND');
    expect(quotation.tax.iof.percentage).toBe(0.38);
  });

  test('takes the correspondent from the correspondentId query too', async () => {
    const { status, body } = await get(
      `${REMITTANCE}/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE&correspondentId=2`,
      {},
    );
    expect(status).toBe(200);
    expect(RemittanceQuotationSchema.parse(body).currency.spreadPercentage).toBe(1.2);
  });

  test('answers 404 CORRESPONDENT_NOT_FOUND for a correspondentId past the id range, not 500 (issue 14)', async () => {
    for (const id of ['2147483648', '999999999999999']) {
      const { status, body } = await get(
        `${REMITTANCE}/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE&correspondentId=${id}`,
        {},
      );
      expect({ status, body }).toMatchObject({
        status: 404,
        body: { code: 'CORRESPONDENT_NOT_FOUND' },
      });
    }
  });

  test('answers a clamped quote with the clamp message the simulator shows', async () => {
    const { status, body } = await get(
      `${REMITTANCE}/outbound?currency=USD&value=100&purposeCode=MAINTENANCE`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      clamp: 'MINIMUM',
      clampMessage: { code: 'MINIMUM_VALUE_NOT_REACHED', params: ['10.00', 'USD'] },
    });
  });

  test.each([
    [`${REMITTANCE}/outbound`],
    [`${REMITTANCE}/outbound/reverse?`],
    [`${REMITTANCE}/inbound?currency=&value=`],
    ['/api/v2/exchanges/remittance/currencies'],
    [`/api/v2/exchanges/paper-money/quotations/1`],
  ])('%s → EMPTY_QUERY before any work', async (url) => {
    expect(await get(url, EN)).toEqual({
      status: 422,
      body: {
        statusCode: 422,
        code: 'EMPTY_QUERY',
        message: 'Requested query is missing or empty',
      },
    });
  });

  test.each([
    ['en-US', 'Currency JPY invalid for this type of operation'],
    ['pt-BR', 'Moeda JPY inválida para este tipo de operação'],
  ])('a currency outside the table is refused in %s', async (language, message) => {
    const { status, body } = await get(
      `${REMITTANCE}/outbound?currency=JPY&value=100000&purposeCode=MAINTENANCE`,
      { ...DEMO, 'accept-language': language },
    );
    expect(status).toBe(422);
    expect(body).toEqual({ statusCode: 422, code: 'CURRENCY_NOT_AVAILABLE', message });
  });

  test('an inbound-only purpose outbound is refused naming the field', async () => {
    const { body } = await get(
      `${REMITTANCE}/outbound?currency=USD&value=100000&purposeCode=ADSENSE`,
      EN,
    );
    expect(body).toMatchObject({
      code: 'PURPOSE_NOT_AVAILABLE',
      message: 'Field purposeCode is invalid',
    });
  });

  test("'Invalid coupon!' for an expired coupon", async () => {
    const { status, body } = await get(
      `${REMITTANCE}/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE&coupon=VERAO2025`,
      EN,
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'INVALID_COUPON', message: 'Invalid coupon!' });
  });

  test("'Maximum value exceeded!' for a debit-card inbound above USD 6,300", async () => {
    const { status, body } = await get(
      `${REMITTANCE}/inbound?currency=USD&value=800000&purposeCode=AVAILABILITY&inboundPaymentMethod=DEBIT_CARD`,
      EN,
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: 'MAXIMUM_VALUE_EXCEEDED',
      message: 'Maximum value exceeded!',
    });
  });

  test('the public route refuses a spread override and a manager token', async () => {
    const base = `${REMITTANCE}/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE`;
    expect((await get(`${base}&spreadMaster=0`)).status).toBe(200);
    const spread = await get(`${base}&spreadMaster=0.5`, EN);
    expect(spread.status).toBe(403);
    expect(spread.body).toMatchObject({ code: 'ADMIN_REQUIRED' });
    const token = await get(`${base}&bypassLimitToken=abc`, EN);
    expect(token.status).toBe(422);
    expect(token.body).toMatchObject({
      code: 'INVALID_MANAGER_TOKEN',
      message: 'The token entered is not valid!',
    });
    // Refused before anything else is looked at, even without a correspondent.
    const anonymous = await get(`${base}&spreadMaster=0.5`, { 'accept-language': 'en-US' });
    expect(anonymous.body).toMatchObject({ code: 'ADMIN_REQUIRED' });
  });

  test('the admin variants need a signed-in administrator', async () => {
    const { status, body } = await get(
      `${REMITTANCE}/admin/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE`,
    );
    expect(status).toBe(401);
    expect(body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  test('without a correspondent, or for a disabled one, there is no quote', async () => {
    const query = '?currency=USD&value=100000&purposeCode=MAINTENANCE';
    const missing = await get(`${REMITTANCE}/outbound${query}`, {});
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'CORRESPONDENT_NOT_FOUND' });
    const disabled = await get(`${REMITTANCE}/outbound${query}`, { correspondent_id: '3' });
    expect(disabled.body).toMatchObject({ code: 'OPERATION_NOT_AVAILABLE' });
  });

  test('malformed values fail validation', async () => {
    const { status, body } = await get(
      `${REMITTANCE}/outbound?currency=USD&value=12.5&purposeCode=MAINTENANCE`,
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(
      (await get(`${REMITTANCE}/sideways?currency=USD&value=1&purposeCode=MAINTENANCE`)).status,
    ).toBe(422);
  });
});

describe('GET /api/v2/exchanges/paper-money/quotations/{merchantId}', () => {
  test('rounds to whole banknotes; the id carries the quote', async () => {
    const { status, body } = await get(
      `/api/v2/exchanges/paper-money/quotations/${merchantId}?currency=USD&value=55500`,
    );
    expect(status).toBe(200);
    const quotation = PaperMoneyQuotationSchema.parse(body);
    expect(quotation.currency.amount.value).toBe(56_000);
    expect(quotation.rounding).toEqual({ method: 'NORMAL', rounded: true });
    expect(quotation.currency.spreadPercentage).toBe(4);
    expect(quoteSnapshot(quotation.id)).toMatchObject({
      kind: 'PAPER_MONEY',
      foreignAmount: 56_000,
    });
  });

  test('reverse takes a BRL amount; reverse=false does not', async () => {
    const reverse = PaperMoneyQuotationSchema.parse(
      (
        await get(
          `/api/v2/exchanges/paper-money/quotations/${merchantId}?currency=EUR&value=300000&reverse=true`,
        )
      ).body,
    );
    expect(reverse.reverse).toBe(true);
    expect(reverse.total.withTax.value).toBeLessThanOrEqual(300_000);
    expect(reverse.currency.amount.value % 1_000).toBe(0);
    const direct = PaperMoneyQuotationSchema.parse(
      (
        await get(
          `/api/v2/exchanges/paper-money/quotations/${merchantId}?currency=EUR&value=30000&reverse=false`,
        )
      ).body,
    );
    expect(direct.reverse).toBe(false);
  });

  test('an unknown merchant answers the no-agents message', async () => {
    const { status, body } = await get(
      '/api/v2/exchanges/paper-money/quotations/999?currency=USD&value=50000',
      EN,
    );
    expect(status).toBe(404);
    expect(body).toMatchObject({
      code: 'MERCHANT_NOT_FOUND',
      message: 'Paper Currency Unavailable. Error locating agents.',
    });
  });
});
