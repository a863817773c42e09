import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { ADMIN, CLIENTE, cpfOf, insertCustomer, signedIn } from '../customers/customer-fixtures';
import { hans } from './payee-fixtures';

const OTHER = { email: 'outra@demo.test', cpf: cpfOf('741852963') };

describe('/api/customers/v1/physicals/{cpf}/beneficiaries', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let other: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCustomer(t.db, { ...OTHER, name: 'Outra Cliente', correspondents: [1] });
    customer = await signedIn(t.app, CLIENTE.email);
    other = await signedIn(t.app, OTHER.email);
    admin = await signedIn(t.app, ADMIN.email);
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

  let created: { id: number; account: { id: number } };

  test('creates a beneficiary with its IBAN account, stored in electronic form', async () => {
    const response = await call(
      'POST',
      `${base(CLIENTE.cpf)}/beneficiaries/outbound/eur`,
      customer,
      hans,
    );
    expect(response.statusCode).toBe(201);
    created = response.json();
    expect(created).toMatchObject({
      id: expect.any(Number),
      fullName: 'Hans Peter Müller',
      personType: 'physical',
      currency: 'EUR',
      type: 'OUTBOUND',
      email: 'hans.mueller@example.de',
      studyDocuments: [],
      address: { country: 'DE', city: 'Berlin', complement: null, nickname: null },
      account: {
        id: expect.any(Number),
        type: 'OUTBOUND',
        currency: 'EUR',
        name: 'Hans Peter Müller',
        code: { option: 'IBAN', value: 'DE89370400440532013000' },
        bankCode: 'DE89370400440532013000',
        iban: 'DE89370400440532013000',
        bankCountry: 'DE',
        number: null,
        pixKey: null,
      },
    });
  });

  test('lists and reads it; the list filters by currency', async () => {
    const list = await call('GET', `${base(CLIENTE.cpf)}/beneficiaries`, customer);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((b: { id: number }) => b.id)).toContain(created.id);
    const usd = await call('GET', `${base(CLIENTE.cpf)}/beneficiaries?currency=USD`, customer);
    expect(usd.json()).toEqual([]);
    const one = await call('GET', `${base(CLIENTE.cpf)}/beneficiary/${created.id}`, customer);
    expect(one.json()).toEqual(list.json().find((b: { id: number }) => b.id === created.id));
  });

  test('replaces it with a US account, keeping the account’s id', async () => {
    const response = await call(
      'PUT',
      `${base(CLIENTE.cpf)}/beneficiaries/outbound/${created.id}/usd`,
      customer,
      {
        ...hans,
        currency: 'USD',
        address: { ...hans.address, country: 'US', city: 'New York', state: 'NY' },
        account: {
          name: 'Hans Peter Muller',
          bankName: 'JPMorgan Chase',
          bankCountry: 'US',
          currency: 'USD',
          code: { option: 'ACH', value: '0210-0002-1' },
          number: '000123456789',
          bankAccountType: 'sa',
        },
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      currency: 'USD',
      account: {
        id: created.account.id,
        code: { option: 'ACH', value: '021000021' },
        number: '000123456789',
        iban: null,
      },
    });
  });

  test.each([
    [
      'a wrong IBAN check',
      { account: { ...hans.account, code: { option: 'IBAN', value: 'DE89370400440532013001' } } },
      'account.code.value',
      'The IBAN must be valid!',
    ],
    ['no surname', { fullName: 'Hans' }, 'fullName', 'The name must contain a last name!'],
    [
      'a country name',
      { address: { ...hans.address, country: 'Germany' } },
      'address.country',
      'Please select a country.',
    ],
  ])(
    'refuses %s with the catalogue message on its field',
    async (_name, change, field, message) => {
      const response = await call(
        'POST',
        `${base(CLIENTE.cpf)}/beneficiaries/outbound/eur`,
        customer,
        {
          ...hans,
          ...change,
        },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(response.json().fields).toContainEqual({ field, message });
    },
  );

  test('answers in Portuguese for a pt-BR caller', async () => {
    const response = await call(
      'POST',
      `${base(CLIENTE.cpf)}/beneficiaries/outbound/eur`,
      { ...customer, 'accept-language': 'pt-BR' },
      { ...hans, account: { ...hans.account, code: { option: 'IBAN', value: 'DE00' } } },
    );
    expect(response.json().fields, JSON.stringify(response.json())).toContainEqual({
      field: 'account.code.value',
      message: 'O IBAN precisa ser válido!',
    });
  });

  test('refuses a path whose currency is not the body’s', async () => {
    const response = await call(
      'POST',
      `${base(CLIENTE.cpf)}/beneficiaries/outbound/usd`,
      customer,
      hans,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([
      { field: 'currency', message: 'Select a valid currency.' },
    ]);
  });

  test('another customer’s CPF is forbidden; their beneficiary id is not found', async () => {
    expect((await call('GET', `${base(CLIENTE.cpf)}/beneficiaries`, other)).statusCode).toBe(403);
    expect(
      (await call('POST', `${base(CLIENTE.cpf)}/beneficiaries/outbound/eur`, other, hans))
        .statusCode,
    ).toBe(403);
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(method, `${base(OTHER.cpf)}/beneficiary/${created.id}`, other);
      expect(response.statusCode).toBe(404);
    }
    const put = await call(
      'PUT',
      `${base(OTHER.cpf)}/beneficiaries/outbound/${created.id}/eur`,
      other,
      hans,
    );
    expect(put.statusCode).toBe(404);
    expect(
      (await call('GET', `${base(CLIENTE.cpf)}/beneficiary/${created.id}`, customer)).statusCode,
    ).toBe(200);
  });

  test('an admin may read a customer’s beneficiaries; nobody signed out may', async () => {
    expect((await call('GET', `${base(CLIENTE.cpf)}/beneficiaries`, admin)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `${base(CLIENTE.cpf)}/beneficiaries`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('deletes it with its account', async () => {
    const deleted = await call(
      'DELETE',
      `${base(CLIENTE.cpf)}/beneficiary/${created.id}`,
      customer,
    );
    expect(deleted.json()).toEqual({ success: true });
    expect(
      (await call('GET', `${base(CLIENTE.cpf)}/beneficiary/${created.id}`, customer)).statusCode,
    ).toBe(404);
    const accounts = await t.db
      .selectFrom('bank_accounts')
      .select('id')
      .where('id', '=', created.account.id)
      .execute();
    expect(accounts).toEqual([]);
  });
});
