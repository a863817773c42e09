import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { rateBreakdown } from '../../../src/domain/pricing/rate-breakdown';
import { signIn, type TokenHeaders } from '../auth/sign-in-helpers';
import { buildTestApp, type TestApp } from '../test-app';

let t: TestApp;
let cliente: TokenHeaders;
let empresa: TokenHeaders;

beforeAll(async () => {
  t = await buildTestApp();
  cliente = await signIn(t.app, 'cliente@demo.test');
  empresa = await signIn(t.app, 'empresa@demo.test');
});
afterAll(async () => {
  await t.close();
});

const DEMO = { correspondent_id: '1' };
const QUOTE =
  '/api/v2/exchanges/remittance/outbound?currency=USD&value=100000&purposeCode=SERVICES';

async function get(url: string, headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const figuresOf = (id: string) =>
  `/api/v2/exchanges/quotation-figures?id=${encodeURIComponent(id)}`;

describe('GET /v2/exchanges/quotation-figures?id= (issue 19, item 3)', () => {
  test("answers the held quote's own breakdown: the rate, spread, IOF and IR with their rates, fee, VET, total", async () => {
    const quote = await get(QUOTE, { ...DEMO, ...cliente });
    expect(quote.status).toBe(200);
    const quotation = quote.body as unknown as Parameters<typeof rateBreakdown>[0] & { id: string };
    const answer = await get(figuresOf(quotation.id), { ...DEMO, ...cliente });
    expect(answer.status).toBe(200);
    const figures = answer.body as unknown as Parameters<typeof rateBreakdown>[0];
    // The same rows, with the same figures, as the simulator showed for that quote.
    expect(rateBreakdown(figures)).toEqual(rateBreakdown(quotation));
    expect(rateBreakdown(figures).map((row) => row.key)).toEqual([
      'rate',
      'commercialRate',
      'spread',
      'iof',
      'ir',
      'bankFee',
      'vet',
      'total',
    ]);
  });

  test('a quote made before signing in is the customer’s too', async () => {
    const quote = await get(QUOTE, DEMO);
    const answer = await get(figuresOf(String(quote.body.id)), { ...DEMO, ...cliente });
    expect(answer.status).toBe(200);
  });

  test("refuses another customer's quote, a changed token and an anonymous caller", async () => {
    const quote = await get(QUOTE, { ...DEMO, ...cliente });
    const id = String(quote.body.id);
    expect(await get(figuresOf(id), { ...DEMO, ...empresa })).toMatchObject({
      status: 422,
      body: { code: 'QUOTE_EXPIRED' },
    });
    const [keyId, data, signature] = id.split('.');
    const changed = `${keyId}.${data?.slice(0, -2)}AA.${signature}`;
    expect((await get(figuresOf(changed), { ...DEMO, ...cliente })).status).toBe(422);
    expect((await get(figuresOf(id), DEMO)).status).toBe(401);
  });
});
