import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  ManagerTokenValidationSchema,
  PaperMoneyQuotationSchema,
  RemittanceQuotationSchema,
} from '../../../src/contracts/quotations';
import { SANDBOX_MANAGER_TOKEN } from '../../../server/db/seeds/sandbox-manager-tokens';
import { hashManagerToken } from '../../../server/services/quotations/manager-token-hash';
import { MAX_FAILURES } from '../../../server/services/quotations/manager-token-service';
import { signIn, type TokenHeaders } from '../auth/sign-in-helpers';
import { buildTestApp, type TestApp } from '../test-app';
import { demoMerchantId } from './demo-merchant';
import { quoteSnapshot } from './signed-quote';

let t: TestApp;
let merchantId: string;
let admin: TokenHeaders;
let customer: TokenHeaders;
let adminId: number;
let customerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  merchantId = await demoMerchantId(t.db);
  admin = await signIn(t.app, 'admin@demo.test');
  customer = await signIn(t.app, 'cliente@demo.test');
  const ids = await t.db.selectFrom('users').select(['id', 'email']).execute();
  adminId = ids.find((row) => row.email === 'admin@demo.test')?.id ?? 0;
  customerId = ids.find((row) => row.email === 'cliente@demo.test')?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

const DEMO = { correspondent_id: '1', 'accept-language': 'en-US' };
const PT = { correspondent_id: '1', 'accept-language': 'pt-BR' };
const REMITTANCE = '/api/v2/exchanges/remittance';
const QUERY = 'currency=USD&value=100000&purposeCode=MAINTENANCE';
const VALIDATE = '/api/v2/exchanges/admin/manager-tokens/validate';

async function get(url: string, headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function validate(token: string, headers: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: VALIDATE,
    headers,
    payload: { token },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

const as = (session: TokenHeaders, headers = DEMO) => ({ ...headers, ...session });

const adminPaths = () => [
  `${REMITTANCE}/admin/outbound?${QUERY}`,
  `${REMITTANCE}/admin/outbound/reverse?currency=USD&value=500000&purposeCode=MAINTENANCE`,
  `${REMITTANCE}/admin/inbound?currency=USD&value=100000&purposeCode=MAINTENANCE`,
  `/api/v2/exchanges/paper-money/admin/quotations/${merchantId}?currency=USD&value=50000`,
];

describe('who may use the admin variants', () => {
  test('nobody signed in: 401 on every admin path, even with an empty query', async () => {
    for (const url of [...adminPaths(), `${REMITTANCE}/admin/outbound`]) {
      const { status, body } = await get(url, DEMO);
      expect(status, url).toBe(401);
      expect(body).toMatchObject({ code: 'UNAUTHORIZED' });
    }
    expect((await validate(SANDBOX_MANAGER_TOKEN, DEMO)).status).toBe(401);
  });

  test('a signed-in customer: 403 on every admin path and on the token validation', async () => {
    for (const url of adminPaths()) {
      const { status, body } = await get(url, as(customer));
      expect(status, url).toBe(403);
      expect(body).toMatchObject({
        code: 'FORBIDDEN',
        message: 'You are not allowed to access this resource.',
      });
    }
    const refused = await validate(SANDBOX_MANAGER_TOKEN, as(customer));
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN' });
  });

  test('an administrator gets profitability, spread and spread with discount on every path', async () => {
    for (const url of adminPaths()) {
      const { status, body } = await get(url, as(admin));
      expect(status, url).toBe(200);
      const quotation = url.includes('paper-money')
        ? PaperMoneyQuotationSchema.parse(body)
        : RemittanceQuotationSchema.parse(body);
      expect(quotation.admin, url).toBeDefined();
      const expected = url.includes('paper-money') ? 4 : 1.5;
      expect(quotation.admin?.spreadPercentage).toBe(expected);
      expect(quotation.admin?.spreadWithDiscountPercentage).toBe(expected);
      expect(quotation.currency.spreadPercentage).toBe(expected);
      // §9.3: profitability = spread% × the exchange value (foreign amount × offer, before
      // fees and taxes), to the cent.
      const { amount, offer } = quotation.currency;
      const exchangeValue = Math.round((amount.value * offer.value) / offer.divisor);
      const profitability = quotation.admin?.profitability;
      expect(profitability?.currency).toBe('BRL');
      expect(profitability?.value, url).toBe(Math.round((exchangeValue * expected) / 100));
    }
  });

  test('the public routes never carry the admin fields, even for an administrator', async () => {
    const { status, body } = await get(`${REMITTANCE}/outbound?${QUERY}`, as(admin));
    expect(status).toBe(200);
    expect(body.admin).toBeUndefined();
  });
});

describe('spreadMaster and the manager token', () => {
  test('a coupon shows in the spread with discount', async () => {
    const { body } = await get(`${REMITTANCE}/admin/outbound?${QUERY}&coupon=BEMVINDO`, as(admin));
    const quotation = RemittanceQuotationSchema.parse(body);
    expect(quotation.discounts.coupon.total.value).toBeGreaterThan(0);
    expect(quotation.admin?.spreadWithDiscountPercentage).toBeLessThan(1.5);
  });

  test('a spread at or above the minimum needs no token', async () => {
    for (const [spreadMaster, expected] of [
      ['2.5', 2.5],
      ['0.5', 0.5],
      ['0', 1.5],
    ] as const) {
      const { status, body } = await get(
        `${REMITTANCE}/admin/outbound?${QUERY}&spreadMaster=${spreadMaster}`,
        as(admin),
      );
      expect(status, spreadMaster).toBe(200);
      const quotation = RemittanceQuotationSchema.parse(body);
      expect(quotation.currency.spreadPercentage).toBe(expected);
      expect(quotation.admin?.spreadPercentage).toBe(expected);
    }
  });

  test("below demo's minimum (0.5%) without a token: the rule, not 'The token entered is not valid!' (issue 19, item 8)", async () => {
    const en = await get(`${REMITTANCE}/admin/outbound?${QUERY}&spreadMaster=0.25`, as(admin));
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      code: 'SPREAD_BELOW_MINIMUM',
      message: 'A spread below the minimum requires a validated manager token.',
    });
    const pt = await get(`${REMITTANCE}/admin/outbound?${QUERY}&spreadMaster=0.25`, as(admin, PT));
    expect(pt.body).toMatchObject({
      message: 'Um spread abaixo do mínimo exige um token de gerente validado.',
    });
  });

  test('below the minimum with a wrong token: the same message', async () => {
    const { status, body } = await get(
      `${REMITTANCE}/admin/outbound?${QUERY}&spreadMaster=0.25&bypassLimitToken=WRONG-CODE`,
      as(admin),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({
      code: 'INVALID_MANAGER_TOKEN',
      message: 'The token entered is not valid!',
    });
  });

  test('below the minimum with the manager token: accepted, priced at that spread', async () => {
    const remittance = await get(
      `${REMITTANCE}/admin/outbound?${QUERY}&spreadMaster=0.25&bypassLimitToken=${SANDBOX_MANAGER_TOKEN}`,
      as(admin),
    );
    expect(remittance.status).toBe(200);
    const quotation = RemittanceQuotationSchema.parse(remittance.body);
    expect(quotation.currency.spreadPercentage).toBe(0.25);
    expect(quotation.admin?.spreadPercentage).toBe(0.25);
    // The quote carries who asked and the spread, never the manager token.
    expect(quoteSnapshot(quotation.id)).toMatchObject({ userId: adminId, spreadBasisPoints: 25 });
    expect(Buffer.from(quotation.id.split('.')[1] ?? '', 'base64url').toString()).not.toContain(
      SANDBOX_MANAGER_TOKEN,
    );

    const paper = await get(
      `/api/v2/exchanges/paper-money/admin/quotations/${merchantId}?currency=USD&value=50000&spreadMaster=0.1&bypassLimitToken=${SANDBOX_MANAGER_TOKEN}`,
      as(admin),
    );
    expect(paper.status).toBe(200);
    expect(PaperMoneyQuotationSchema.parse(paper.body).currency.spreadPercentage).toBe(0.1);
  });

  test('a token of another correspondent, a revoked and an expired one are not valid', async () => {
    const hash = (code: string) => hashManagerToken(code);
    await t.db
      .insertInto('manager_tokens')
      .values([
        { correspondent_id: 2, token_hash: hash('AURORA-ONLY-1'), label: 'aurora manager' },
        {
          correspondent_id: 1,
          token_hash: hash('REVOKED-1'),
          label: 'former manager',
          revoked_at: new Date(Date.now() - 1_000),
        },
        {
          correspondent_id: 1,
          token_hash: hash('EXPIRED-1'),
          label: 'temporary',
          expires_at: new Date(Date.now() - 1_000),
        },
        {
          correspondent_id: 1,
          token_hash: hash('CURRENT-1'),
          label: 'temporary',
          expires_at: new Date(Date.now() + 60_000),
        },
      ])
      .execute();
    for (const code of ['AURORA-ONLY-1', 'REVOKED-1', 'EXPIRED-1']) {
      const { status, body } = await get(
        `${REMITTANCE}/admin/outbound?${QUERY}&spreadMaster=0.25&bypassLimitToken=${code}`,
        as(admin),
      );
      expect(status, code).toBe(422);
      expect(body).toMatchObject({ code: 'INVALID_MANAGER_TOKEN' });
    }
    const current = await get(
      `${REMITTANCE}/admin/outbound?${QUERY}&spreadMaster=0.25&bypassLimitToken=CURRENT-1`,
      as(admin),
    );
    expect(current.status).toBe(200);
  });

  test('spreadMaster takes at most 2 decimals and stays below 100%', async () => {
    for (const spreadMaster of ['0.125', '100', 'abc', '-1']) {
      const { status, body } = await get(
        `${REMITTANCE}/admin/outbound?${QUERY}&spreadMaster=${spreadMaster}`,
        as(admin),
      );
      expect(status, spreadMaster).toBe(422);
      expect(body).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('who asked is carried by the quote', () => {
  test('the signed-in customer, or nobody', async () => {
    const signedIn = await get(`${REMITTANCE}/outbound?${QUERY}`, as(customer));
    const anonymous = await get(`${REMITTANCE}/outbound?${QUERY}`, DEMO);
    expect(quoteSnapshot(String(signedIn.body.id)).userId).toBe(customerId);
    expect(quoteSnapshot(String(anonymous.body.id)).userId).toBeNull();
  });
});

describe('GET /api/v2/exchanges/admin/spread-settings (issue 19, item 8)', () => {
  const SETTINGS = '/api/v2/exchanges/admin/spread-settings';

  test("answers an administrator the correspondent's minimum spread", async () => {
    const { status, body } = await get(SETTINGS, as(admin));
    expect(status).toBe(200);
    expect(body).toEqual({ minimumSpreadPercentage: 0.5 });
  });

  test('refuses a customer and an anonymous caller', async () => {
    expect((await get(SETTINGS, as(customer))).status).toBe(403);
    expect((await get(SETTINGS, DEMO)).status).toBe(401);
  });
});

describe(`POST ${VALIDATE} (the simulator's "Enter admin code")`, () => {
  test('the sandbox code is valid for demo, with its minimum spread', async () => {
    const { status, body } = await validate(SANDBOX_MANAGER_TOKEN, as(admin));
    expect(status).toBe(200);
    expect(ManagerTokenValidationSchema.parse(body)).toEqual({
      valid: true,
      minimumSpreadPercentage: 0.5,
    });
    // Typed with spaces around it, it is the same code.
    expect((await validate(` ${SANDBOX_MANAGER_TOKEN} `, as(admin))).status).toBe(200);
  });

  test("a wrong code: 'The token entered is not valid!' in both languages", async () => {
    const en = await validate('NOT-A-CODE', as(admin));
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      code: 'INVALID_MANAGER_TOKEN',
      message: 'The token entered is not valid!',
    });
    const pt = await validate('NOT-A-CODE', as(admin, PT));
    expect(pt.body).toMatchObject({ message: 'O token informado não é válido!' });
  });

  test('an empty code fails validation; a correspondent is needed', async () => {
    const empty = await validate('', as(admin));
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ code: 'VALIDATION_FAILED' });
    const { correspondent_id: _omitted, ...noCorrespondent } = as(admin);
    const missing = await validate(SANDBOX_MANAGER_TOKEN, noCorrespondent);
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'CORRESPONDENT_NOT_FOUND' });
  });

  // Last: it locks this administrator out of manager tokens for the window.
  test(`after ${MAX_FAILURES} failures in the window, 429 even for the right code`, async () => {
    let status = 0;
    for (let attempt = 0; attempt < MAX_FAILURES + 1 && status !== 429; attempt += 1) {
      status = (await validate(`WRONG-${attempt}`, as(admin))).status;
    }
    expect(status).toBe(429);
    const locked = await validate(SANDBOX_MANAGER_TOKEN, as(admin));
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 'RATE_LIMITED' });
    // A spread below the minimum is refused the same way meanwhile.
    const quote = await get(
      `${REMITTANCE}/admin/outbound?${QUERY}&spreadMaster=0.25&bypassLimitToken=${SANDBOX_MANAGER_TOKEN}`,
      as(admin),
    );
    expect(quote.status).toBe(429);
  });
});
