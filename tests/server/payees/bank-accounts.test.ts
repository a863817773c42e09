import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { CLIENTE, cpfOf, insertCustomer, signedIn } from '../customers/customer-fixtures';

const OTHER = { email: 'terceira@demo.test', cpf: cpfOf('963852741') };

describe('/api/customers/v1/physicals/{cpf}/accounts', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let other: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCustomer(t.db, { ...OTHER, name: 'Terceira Cliente', correspondents: [1] });
    customer = await signedIn(t.app, CLIENTE.email);
    other = await signedIn(t.app, OTHER.email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const base = (cpf: string) => `/api/customers/v1/physicals/${cpf}`;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const inbound = (change: Record<string, unknown>) => ({
    type: 'INBOUND',
    name: 'Ana Maria Souza',
    ...change,
  });

  test.each([
    ['the customer’s own CPF', { pixType: 'cpf', pixKey: '529.982.247-25' }, '52998224725'],
    ['a phone', { pixType: 'phone', pixKey: '(11) 96123-4567' }, '+5511961234567'],
    ['an e-mail', { pixType: 'email', pixKey: 'Ana.Souza@Example.com' }, 'ana.souza@example.com'],
    [
      'a random key',
      { pixType: 'hash', pixKey: '9D36B84F-C70B-478F-B95C-12729B90CA25' },
      '9d36b84f-c70b-478f-b95c-12729b90ca25',
    ],
  ])(
    'saves an inbound account with %s as PIX key, in its DICT format',
    async (_name, change, key) => {
      const response = await call(
        'POST',
        `${base(CLIENTE.cpf)}/accounts/inbound`,
        customer,
        inbound(change),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ type: 'INBOUND', currency: 'BRL', pixKey: key });
    },
  );

  test('refuses another person’s CPF as PIX key (doesDocumentMatch)', async () => {
    const response = await call(
      'POST',
      `${base(CLIENTE.cpf)}/accounts/inbound`,
      customer,
      inbound({ pixType: 'cpf', pixKey: OTHER.cpf }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([
      { field: 'pixKey', message: 'The PIX key must be the CPF/CNPJ of your registration!' },
    ]);
  });

  test('refuses a landline as PIX phone key', async () => {
    const response = await call(
      'POST',
      `${base(CLIENTE.cpf)}/accounts/inbound`,
      customer,
      inbound({ pixType: 'phone', pixKey: '(61) 3312-3456' }),
    );
    expect(response.json().fields).toEqual([
      { field: 'pixKey', message: 'The phone must be valid!' },
    ]);
  });

  let abroad: { id: number };

  test('saves an own account abroad (UK sort code) and lists by type', async () => {
    const response = await call('POST', `${base(CLIENTE.cpf)}/accounts/outbound/gbp`, customer, {
      type: 'OUTBOUND',
      name: 'Ana Maria Souza',
      bankName: 'Barclays',
      bankCountry: 'GB',
      currency: 'GBP',
      code: { option: 'SORT_CODE', value: '20-00-00' },
      number: '12345678',
      purposeCode: 'AVAILABILITY',
      receiveCurrency: 'GBP',
    });
    expect(response.statusCode).toBe(201);
    abroad = response.json();
    expect(abroad).toMatchObject({
      code: { option: 'SORT_CODE', value: '200000' },
      number: '12345678',
    });
    const outbound = (
      await call('GET', `${base(CLIENTE.cpf)}/accounts?type=OUTBOUND`, customer)
    ).json();
    expect(outbound.map((a: { id: number }) => a.id)).toEqual([abroad.id]);
    const inboundList = (
      await call('GET', `${base(CLIENTE.cpf)}/accounts?type=INBOUND`, customer)
    ).json();
    expect(inboundList).toHaveLength(4);
  });

  test('replaces it, refusing a code the currency does not offer', async () => {
    const body = {
      type: 'OUTBOUND',
      name: 'Ana Maria Souza',
      bankName: 'Barclays',
      bankCountry: 'GB',
      currency: 'GBP',
      code: { option: 'IBAN', value: 'GB82WEST12345698765432' },
    };
    const ok = await call(
      'PUT',
      `${base(CLIENTE.cpf)}/accounts/outbound/${abroad.id}/gbp`,
      customer,
      body,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: abroad.id, iban: 'GB82WEST12345698765432' });
    const bad = await call(
      'PUT',
      `${base(CLIENTE.cpf)}/accounts/outbound/${abroad.id}/gbp`,
      customer,
      {
        ...body,
        code: { option: 'ACH', value: '021000021' },
        number: '12345678',
      },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toEqual([
      { field: 'code.option', message: 'Select the bank code type.' },
    ]);
  });

  test('another customer reaches neither the CPF nor the account id', async () => {
    expect((await call('GET', `${base(CLIENTE.cpf)}/accounts`, other)).statusCode).toBe(403);
    expect((await call('GET', `${base(OTHER.cpf)}/accounts/${abroad.id}`, other)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `${base(OTHER.cpf)}/accounts/${abroad.id}`, other)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `${base(CLIENTE.cpf)}/accounts/${abroad.id}`, customer)).statusCode,
    ).toBe(200);
  });

  test('deletes an own account', async () => {
    expect(
      (await call('DELETE', `${base(CLIENTE.cpf)}/accounts/${abroad.id}`, customer)).json(),
    ).toEqual({
      success: true,
    });
    expect(
      (await call('GET', `${base(CLIENTE.cpf)}/accounts/${abroad.id}`, customer)).statusCode,
    ).toBe(404);
  });
});
