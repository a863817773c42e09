import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { ADMIN, CLIENTE, EMPRESA, cnpjOf, insertCustomer, signedIn } from './customer-fixtures';

/** An alphanumeric CNPJ (the Receita Federal format in force since July 2026). */
const ALPHA_CNPJ = cnpjOf('12ABC34501DE');
const FORMATTED = '11.222.333/0001-81';

describe('/api/customers/v1/legals/{cnpj}', () => {
  let t: TestApp;
  let company: Record<string, string>;
  let individual: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCustomer(t.db, {
      email: 'alfa@demo.test',
      name: 'Alfa Numerica Comercio Ltda',
      cnpj: ALPHA_CNPJ,
      correspondents: [1],
    });
    company = await signedIn(t.app, EMPRESA.email);
    individual = await signedIn(t.app, CLIENTE.email);
    admin = await signedIn(t.app, ADMIN.email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const url = (cnpj: string, rest = '') =>
    `/api/customers/v1/legals/${encodeURIComponent(cnpj)}${rest}`;
  const call = (
    method: 'GET' | 'PUT',
    target: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: target,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  test("answers the company's own record, the CNPJ bare or formatted, with its pendencies", async () => {
    for (const cnpj of [EMPRESA.cnpj, FORMATTED]) {
      const response = await call('GET', url(cnpj), company);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        cnpj: EMPRESA.cnpj,
        name: 'Empresa Demo Importadora Ltda',
        nickname: null,
        email: EMPRESA.email,
        mobile: '+5511987650002',
        profession: null,
        wlStatus: null,
        wlCorrespondents: [1],
        source: null,
        pendencies: [
          'profession',
          'income',
          'mainResponsibleName',
          'mainResponsibleEmail',
          'mainResponsibleDocument',
          'address',
        ],
        revenue: null,
        indicator: null,
        needsComplianceUpdate: false,
        notificationStatus: {
          operationalLimit: {
            email: {
              operationalLimitAt50: true,
              operationalLimitAt85: true,
              operationalLimitAt100: true,
            },
          },
        },
        personInCharge: { doc: '', email: '', name: '' },
        addresses: [],
        billingAddresses: [],
        documents: [],
      });
    }
  });

  test('an alphanumeric CNPJ is reached in any letter case', async () => {
    const headers = await signedIn(t.app, 'alfa@demo.test');
    const response = await call('GET', url(ALPHA_CNPJ.toLowerCase()), headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().cnpj).toBe(ALPHA_CNPJ);
  });

  test('an individual and another company are refused with 403; an admin reads it', async () => {
    expect((await call('GET', url(EMPRESA.cnpj), individual)).statusCode).toBe(403);
    const otherCompany = await signedIn(t.app, 'alfa@demo.test');
    expect((await call('GET', url(EMPRESA.cnpj), otherCompany)).statusCode).toBe(403);
    expect((await call('GET', url(EMPRESA.cnpj), admin)).statusCode).toBe(200);
    const unknown = await call('GET', url(cnpjOf('998877665544')), admin);
    expect(unknown.statusCode).toBe(404);
  });

  test('a malformed CNPJ answers 422 with the spec message', async () => {
    const response = await call('GET', url('11222333000100'), company);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([{ field: 'cnpj', message: 'The CNPJ must be valid!' }]);
  });

  test('PUT updates the profile; the back-office fields are ignored for the company itself', async () => {
    const response = await call('PUT', url(EMPRESA.cnpj), company, {
      companyName: 'Empresa Demo Importadora e Exportadora Ltda',
      profession: 'Importação de eletrônicos',
      annualIncome: 120_000_000,
      phone: '+55 11 96123-4567',
      personInChargeName: 'Joana Responsavel Demo',
      personInChargeEmail: 'Joana@Demo.test',
      personInChargeDoc: '529.982.247-25',
      changeSync: true,
      changeSyncTime: '2026-11-23T12:00:00Z',
      verified: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Empresa Demo Importadora e Exportadora Ltda',
      profession: 'Importação de eletrônicos',
      revenue: 120_000_000,
      mobile: '+5511961234567',
      personInCharge: {
        name: 'Joana Responsavel Demo',
        email: 'joana@demo.test',
        doc: '52998224725',
      },
      pendencies: ['address'],
    });
    const row = await t.db
      .selectFrom('users')
      .select(['change_sync', 'change_sync_time', 'verified'])
      .where('cnpj', '=', EMPRESA.cnpj)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ change_sync: false, change_sync_time: null, verified: false });
  });

  test('an admin sets the back-office fields; a bad changeSyncTime answers 422', async () => {
    const response = await call('PUT', url(EMPRESA.cnpj), admin, {
      changeSync: true,
      changeSyncTime: '2026-11-23T12:00:00Z',
      verified: true,
    });
    expect(response.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('users')
      .select(['change_sync', 'change_sync_time', 'verified'])
      .where('cnpj', '=', EMPRESA.cnpj)
      .executeTakeFirstOrThrow();
    expect(row.change_sync).toBe(true);
    expect(row.verified).toBe(true);
    expect(new Date(row.change_sync_time ?? 0).toISOString()).toBe('2026-11-23T12:00:00.000Z');

    const bad = await call('PUT', url(EMPRESA.cnpj), admin, { changeSyncTime: 'yesterday' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual([
      { field: 'changeSyncTime', message: 'The field format changeSyncTime is invalid!' },
    ]);
  });

  test.each([
    [{ companyName: 'Empresa' }, 'companyName'],
    [{ annualIncome: -5 }, 'annualIncome'],
    [{ personInChargeDoc: '123' }, 'personInChargeDoc'],
    [{ personInChargeEmail: 'x@' }, 'personInChargeEmail'],
  ])('refuses %j with 422 naming %s', async (body, field) => {
    const response = await call('PUT', url(EMPRESA.cnpj), company, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
  });

  test("refuses another company's update with 403", async () => {
    const otherCompany = await signedIn(t.app, 'alfa@demo.test');
    const response = await call('PUT', url(EMPRESA.cnpj), otherCompany, { profession: 'X' });
    expect(response.statusCode).toBe(403);
  });

  test('PUT /trigger-new-compliance answers the review state', async () => {
    const response = await call('PUT', url(EMPRESA.cnpj, '/trigger-new-compliance'), company);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      needsComplianceUpdate: false,
      registrationStatus: 'APPROVED',
    });
    expect(
      (await call('PUT', url(EMPRESA.cnpj, '/trigger-new-compliance'), individual)).statusCode,
    ).toBe(403);
  });
});
