import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ApiErrorBodySchema } from '../../../src/contracts/errors';
import { buildTestApp, type TestApp } from '../test-app';

const HELPER = '/api/sandbox/correspondents/demo/quote-validity';
const QUOTE =
  '/api/v2/exchanges/remittance/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE';

async function validityOfNextQuote(t: TestApp, correspondentId: string): Promise<number> {
  const before = Date.now();
  const response = await t.app.inject({
    method: 'GET',
    url: QUOTE,
    headers: { correspondent_id: correspondentId },
  });
  expect(response.statusCode).toBe(200);
  const { expiresAt } = response.json<{ expiresAt: string }>();
  return (Date.parse(expiresAt) - before) / 1000;
}

function put(t: TestApp, url: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'PUT', url, payload: body as object, headers });
}

describe('the sandbox quote-validity helper, in sandbox mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  test('sets the validity and the very next quote uses it, although pricing was cached', async () => {
    // Warm the cache with the seeded 5 minutes first: the helper must clear it.
    expect(await validityOfNextQuote(t, '1')).toBeGreaterThan(299);
    const response = await put(t, HELPER, { seconds: 12 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ identifier: 'demo', quoteValiditySeconds: 12 });
    const validity = await validityOfNextQuote(t, '1');
    expect(validity).toBeGreaterThan(11);
    expect(validity).toBeLessThanOrEqual(13);
    const row = await t.db
      .selectFrom('pricing_settings')
      .select('quote_validity_seconds')
      .where('correspondent_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.quote_validity_seconds).toBe(12);
  });

  test('restores a long validity the same way', async () => {
    expect((await put(t, HELPER, { seconds: 300 })).statusCode).toBe(200);
    expect(await validityOfNextQuote(t, '1')).toBeGreaterThan(299);
  });

  test('creates the settings row of a correspondent that had none, with the table defaults', async () => {
    await t.db.deleteFrom('pricing_settings').where('correspondent_id', '=', 2).execute();
    const response = await put(t, '/api/sandbox/correspondents/AURORA/quote-validity', {
      seconds: 3600,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ identifier: 'aurora', quoteValiditySeconds: 3600 });
    const row = await t.db
      .selectFrom('pricing_settings')
      .select(['quote_validity_seconds', 'remittance_spread_bp'])
      .where('correspondent_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ quote_validity_seconds: 3600, remittance_spread_bp: 200 });
  });

  test.each([[9], [3601], [12.5], ['12'], [null]])(
    'refuses %j seconds with 422 VALIDATION_FAILED and changes nothing',
    async (seconds) => {
      const before = await t.db
        .selectFrom('pricing_settings')
        .select('quote_validity_seconds')
        .where('correspondent_id', '=', 1)
        .executeTakeFirstOrThrow();
      const response = await put(t, HELPER, { seconds });
      expect(response.statusCode).toBe(422);
      expect(ApiErrorBodySchema.parse(response.json()).code).toBe('VALIDATION_FAILED');
      const after = await t.db
        .selectFrom('pricing_settings')
        .select('quote_validity_seconds')
        .where('correspondent_id', '=', 1)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
    },
  );

  test('answers 404 CORRESPONDENT_NOT_FOUND for an unknown identifier, in the asked language', async () => {
    const response = await put(
      t,
      '/api/sandbox/correspondents/nobody/quote-validity',
      { seconds: 60 },
      { 'accept-language': 'en-US' },
    );
    expect(response.statusCode).toBe(404);
    const body = ApiErrorBodySchema.parse(response.json());
    expect(body.code).toBe('CORRESPONDENT_NOT_FOUND');
    expect(body.message).toMatch(/correspondent/i);
  });
});

describe('the sandbox quote-validity helper, in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { mode: 'production' } });
  });
  afterAll(async () => {
    await t.close();
  });

  test('does not exist: the path answers 404 ROUTE_NOT_FOUND and nothing changes', async () => {
    const response = await put(t, HELPER, { seconds: 12 });
    expect(response.statusCode).toBe(404);
    expect(ApiErrorBodySchema.parse(response.json()).code).toBe('ROUTE_NOT_FOUND');
    const row = await t.db
      .selectFrom('pricing_settings')
      .select('quote_validity_seconds')
      .where('correspondent_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(row.quote_validity_seconds).toBe(300);
  });

  test('is not documented in the OpenAPI description', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('/sandbox/');
  });
});
