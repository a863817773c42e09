import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CurrencyListSchema } from '../../../src/contracts/quotations';
import { buildTestApp, type TestApp } from '../test-app';
import { demoMerchantId } from './demo-merchant';

let t: TestApp;
let merchantId: string;

beforeAll(async () => {
  t = await buildTestApp();
  merchantId = await demoMerchantId(t.db);
});
afterAll(async () => {
  await t.close();
});

async function get(url: string, headers: Record<string, string> = { correspondent_id: '1' }) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  const json = response.headers['content-type']?.toString().includes('json') ?? false;
  return { status: response.statusCode, response, body: json ? response.json<unknown>() : null };
}

describe('GET /api/v2/exchanges/remittance/currencies', () => {
  test('lists the asked currencies of the table with pt-BR names by default', async () => {
    const { status, body } = await get(
      '/api/v2/exchanges/remittance/currencies?currencyCodes=USD,EUR,JPY',
    );
    expect(status).toBe(200);
    expect(CurrencyListSchema.parse(body)).toEqual([
      {
        currencyName: 'Dólar americano',
        currencyCode: 'USD',
        countryFlagUrl: 'http://localhost:8080/api/v2/exchanges/flags/us.svg',
      },
      {
        currencyName: 'Euro',
        currencyCode: 'EUR',
        countryFlagUrl: 'http://localhost:8080/api/v2/exchanges/flags/eu.svg',
      },
    ]);
  });

  test('names follow Accept-Language', async () => {
    const { body } = await get('/api/v2/exchanges/remittance/currencies?currencyCodes=GBP,USD', {
      'accept-language': 'en-US,en;q=0.9',
    });
    expect((body as { currencyName: string }[]).map((item) => item.currencyName)).toEqual([
      'British Pound',
      'US Dollar',
    ]);
  });

  test('type and purpose narrow the list to what §9.2 allows', async () => {
    const all = 'USD,EUR,GBP,CAD,AUD,ARS,PEN';
    const codes = async (query: string) =>
      (
        (await get(`/api/v2/exchanges/remittance/currencies?currencyCodes=${all}${query}`))
          .body as { currencyCode: string }[]
      ).map((item) => item.currencyCode);
    expect(await codes('')).toEqual(all.split(','));
    expect(await codes('&type=inbound')).toEqual(['USD', 'EUR', 'GBP']);
    expect(await codes('&type=outbound&purposeCode=INVESTMENTS')).toEqual(['USD']);
  });
});

describe('GET /api/v2/exchanges/paper-money/currencies/{merchantId}', () => {
  test("lists the merchant's banknote currencies in the caller's language", async () => {
    const { status, body } = await get(`/api/v2/exchanges/paper-money/currencies/${merchantId}`, {
      correspondent_id: '1',
      'accept-language': 'en',
    });
    expect(status).toBe(200);
    const list = CurrencyListSchema.parse(body);
    expect(list.map((item) => item.currencyCode)).toContain('JPY');
    expect(list.find((item) => item.currencyCode === 'JPY')?.currencyName).toBe('Japanese Yen');
  });

  test("another correspondent's merchant is unknown", async () => {
    const { status } = await get(`/api/v2/exchanges/paper-money/currencies/${merchantId}`, {
      correspondent_id: '2',
    });
    expect(status).toBe(404);
  });
});

describe('GET /api/v2/exchanges/flags/{code}.svg', () => {
  test('serves an SVG flag for a currency country, cacheable', async () => {
    const { status, response } = await get('/api/v2/exchanges/flags/eu.svg');
    expect(status).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age');
    // The flag-icons artwork (MIT), not the stand-in used when the package is missing.
    expect(response.body).toContain('id="flag-icons-eu"');
  });

  test("may be shown on a correspondent's own site, and never runs as a page", async () => {
    // The simulator embedded on another origin loads flags with <img>: the API's
    // `same-origin` resource policy blocked them (net::ERR_BLOCKED_BY_RESPONSE.NotSameOrigin).
    const { response } = await get('/api/v2/exchanges/flags/us.svg');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('refuses other files', async () => {
    expect((await get('/api/v2/exchanges/flags/xx.svg')).status).toBe(404);
    expect((await get('/api/v2/exchanges/flags/..%2Fpackage.json')).status).toBe(422);
  });
});

describe('GET /api/v2/exchanges/coupons/validate/{code}', () => {
  test('describes a valid fixed coupon, whatever the case typed', async () => {
    expect((await get('/api/v2/exchanges/coupons/validate/bemvindo')).body).toEqual({
      code: 'BEMVINDO',
      valid: true,
      kind: 'AMOUNT',
      total: { value: 2_000, divisor: 100, precision: 2, currency: 'BRL' },
      discount: 0,
    });
  });

  test('describes a valid percentage coupon', async () => {
    expect((await get('/api/v2/exchanges/coupons/validate/CAMBIO5')).body).toMatchObject({
      kind: 'PERCENTAGE',
      discount: 5,
    });
  });

  test.each(['VERAO2025', 'PAUSADO', 'NOPE'])("%s → 'Invalid coupon!'", async (code) => {
    const { status, body } = await get(`/api/v2/exchanges/coupons/validate/${code}`, {
      correspondent_id: '1',
      'accept-language': 'en-US',
    });
    expect(status).toBe(422);
    expect(body).toEqual({ statusCode: 422, code: 'INVALID_COUPON', message: 'Invalid coupon!' });
  });

  test('a coupon belongs to its correspondent (query or header)', async () => {
    expect(
      (await get('/api/v2/exchanges/coupons/validate/AURORA10?correspondentId=2', {})).status,
    ).toBe(200);
    expect((await get('/api/v2/exchanges/coupons/validate/AURORA10')).status).toBe(422);
    expect((await get('/api/v2/exchanges/coupons/validate/AURORA10', {})).status).toBe(404);
  });
});

describe('GET /api/v2/exchanges/miles/client/{document}/tier', () => {
  test('answers the sandbox tier: even check-digit sum is DIAMOND', async () => {
    expect((await get('/api/v2/exchanges/miles/client/11144477735/tier')).body).toEqual({
      isClubDiamond: true,
    });
    expect((await get('/api/v2/exchanges/miles/client/52998224725/tier')).body).toEqual({
      isClubDiamond: false,
    });
  });

  test('is not answered for a correspondent without the miles benefit', async () => {
    const { status, body } = await get('/api/v2/exchanges/miles/client/11144477735/tier', {
      correspondent_id: '2',
      'accept-language': 'en-US',
    });
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'LOYALTY_NOT_ACTIVE' });
  });

  test('refuses a malformed document', async () => {
    expect((await get('/api/v2/exchanges/miles/client/123/tier')).status).toBe(422);
  });
});
