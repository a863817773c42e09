import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { operationRow } from './console-harness';
import { signedInAuroraOperator } from './operator-fixtures';
import { CLIENTE, cnpjOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';
import { insertUpload } from '../uploads/upload-records';

// An operator sets a company's capital/financial limit (issue 20): the same locked write as an
// approved limit-increase request, a trail row, and the company's operations in MANUAL_ANALYSIS
// that now fit continue.

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const OPERATOR = 'operador@demo.test';
const COMPANY = {
  email: 'cl-empresa@demo.test',
  cnpj: cnpjOf('445566770001'),
  name: 'Empresa Capital Console Ltda',
};

const broker = {
  name: 'Interactive Brokers LLC',
  country: 'US',
  bankCountry: 'US',
  currency: 'USD',
  achCode: '021000021',
  swiftCode: 'chas us 33',
  accountNumber: '000987654321',
  bankName: 'JPMorgan Chase',
  zipCode: '06830',
  address: 'One Pickwick Plaza, Greenwich, CT',
};

describe(`a company's capital limit set by an operator (${target})`, () => {
  let t: TestApp;
  let companyId = 0;
  let brokerId = 0;
  const headers: Record<string, Record<string, string>> = {};

  const put = (who: string, id: number | string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/back-office/companies/${id}/capital-limit`,
      headers: headers[who],
      payload: payload as Record<string, unknown>,
    });

  const operation = (id: number) => operationRow(t, id);

  const limitRows = () =>
    t.db
      .selectFrom('operational_limits')
      .select(['period', 'limit_usd_cents', 'used_usd_cents'])
      .where('user_id', '=', companyId)
      .execute();

  /** An operation of the company for `usdCents` USD (an investment): its id, status, USD cents. */
  async function create(usdCents: number) {
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/v2/exchanges/remittance/outbound?currency=USD&value=${usdCents}&purposeCode=INVESTMENTS&personType=LEGAL`,
      headers: headers.company,
    });
    expect(quote.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/remittances/',
      headers: { ...headers.company, 'idempotency-key': randomUUID() },
      payload: {
        accountId: null,
        clientCpf: null,
        clientCnpj: COMPANY.cnpj,
        quotationId: quote.json<{ id: string }>().id,
        investmentBrokerId: brokerId,
        payment: { method: 'PIX' },
        serviceInfo: { id: 'INVESTMENTS' },
        reason: 'Investimento no exterior',
        documents: [await insertUpload(t.db, COMPANY.email)],
        termsAccepted: true,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const row = await operation(response.json<{ id: number }>().id);
    return { id: row.id, status: row.status, usd: Number(row.usd_cents) };
  }

  beforeAll(async () => {
    t = await buildTestApp();
    // A company without a limit: its operations go to manual analysis.
    companyId = await insertCustomer(t.db, { ...COMPANY, correspondents: [1] });
    headers.company = await signedIn(t.app, COMPANY.email);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/customers/v1/legals/${COMPANY.cnpj}/investmentBroker`,
      headers: headers.company,
      payload: broker,
    });
    expect(saved.statusCode).toBe(201);
    brokerId = saved.json<{ id: number }>().id;
    headers.operator = await signedIn(t.app, OPERATOR, undefined);
    headers.cliente = await signedIn(t.app, CLIENTE.email);
    headers.otherOperator = await signedInAuroraOperator(
      t,
      'cl-operadora-aurora@demo.test',
      '510240199',
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('refuses bad input with 422 and the field, changing nothing', async () => {
    for (const body of [
      {},
      { limitUsdCents: 1_000_000 },
      { limitUsdCents: 1_000_000, reason: '   ' },
      { limitUsdCents: 1_000_000, reason: 'x'.repeat(501) },
      { limitUsdCents: 0, reason: 'Capital' },
      { limitUsdCents: -1, reason: 'Capital' },
      { limitUsdCents: 10.5, reason: 'Capital' },
      { limitUsdCents: '1000', reason: 'Capital' },
      { limitUsdCents: 10_000_000_001, reason: 'Capital' },
    ]) {
      const refused = await put('operator', companyId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(422);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    expect((await put('operator', 'abc', { limitUsdCents: 1, reason: 'x' })).statusCode).toBe(422);
    expect(await limitRows()).toEqual([]);
  });

  test('only an operator of the company’s correspondents sets it, and only for a company', async () => {
    const body = { limitUsdCents: 1_000_000, reason: 'Balance sheet 2026' };
    const customer = await put('cliente', companyId, body);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await put('otherOperator', companyId, body)).statusCode).toBe(404);
    const individual = await userId(t.db, CLIENTE.email);
    expect((await put('operator', individual, body)).statusCode).toBe(404);
    expect((await put('operator', 999_999, body)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/v1/back-office/companies/${companyId}/capital-limit`,
          payload: body,
        })
      ).statusCode,
    ).toBe(401);
    expect(await limitRows()).toEqual([]);
  });

  test('sets the limit, writes the trail and releases the held operations that now fit', async () => {
    const fits = await create(100_000);
    const tooBig = await create(400_000);
    expect([fits.status, tooBig.status]).toEqual(['MANUAL_ANALYSIS', 'MANUAL_ANALYSIS']);
    const limit = fits.usd + tooBig.usd - 1;
    const set = await put('operator', companyId, { limitUsdCents: limit, reason: ' Capital ok ' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      customerId: companyId,
      period: 'CAPITAL_FINANCIAL',
      previousLimitUsdCents: null,
      limitUsdCents: limit,
      usedUsdCents: fits.usd,
      releasedOperationIds: [fits.id],
      decidedBy: 'Operador Demo',
    });
    expect(await limitRows()).toEqual([
      {
        period: 'CAPITAL_FINANCIAL',
        limit_usd_cents: expect.anything(),
        used_usd_cents: expect.anything(),
      },
    ]);
    const [row] = await limitRows();
    expect([Number(row?.limit_usd_cents), Number(row?.used_usd_cents)]).toEqual([limit, fits.usd]);
    expect((await operation(fits.id)).status).toBe('AWAITING_PAYMENT');
    expect((await operation(fits.id)).limit_period).toBe('CAPITAL_FINANCIAL');
    expect((await operation(tooBig.id)).status).toBe('MANUAL_ANALYSIS');

    const trail = await t.db
      .selectFrom('back_office_decisions')
      .select(['record_kind', 'action', 'reason', 'status_before', 'status_after', 'operator_name'])
      .where('record_kind', '=', 'capital-limits')
      .where('record_id', '=', companyId)
      .orderBy('id')
      .execute();
    expect(trail).toEqual([
      {
        record_kind: 'capital-limits',
        action: 'SET_LIMIT',
        reason: 'Capital ok',
        status_before: 'NONE',
        status_after: String(limit),
        operator_name: 'Operador Demo',
      },
    ]);
    const released = await t.app.inject({
      url: `/api/v1/back-office/operations/${fits.id}/audit`,
      headers: headers.operator,
    });
    expect(released.json()).toMatchObject({ data: [{ action: 'RELEASE' }] });

    // Raised again: the other one fits now; the trail keeps both changes.
    const raised = await put('operator', companyId, {
      limitUsdCents: limit + 1,
      reason: 'Second look',
    });
    expect(raised.json()).toMatchObject({
      previousLimitUsdCents: limit,
      releasedOperationIds: [tooBig.id],
      usedUsdCents: fits.usd + tooBig.usd,
    });
    expect((await operation(tooBig.id)).status).toBe('AWAITING_PAYMENT');
    const rows = await t.db
      .selectFrom('back_office_decisions')
      .select('status_before')
      .where('record_kind', '=', 'capital-limits')
      .where('record_id', '=', companyId)
      .execute();
    expect(rows.map((r) => r.status_before)).toEqual(['NONE', String(limit)]);
  });
});
