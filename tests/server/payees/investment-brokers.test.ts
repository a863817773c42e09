import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { CLIENTE, EMPRESA, signedIn } from '../customers/customer-fixtures';

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

describe('investment brokers of individuals and companies', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let company: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    customer = await signedIn(t.app, CLIENTE.email);
    company = await signedIn(t.app, EMPRESA.email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const individual = `/api/customers/v1/physicals/${CLIENTE.cpf}`;
  const legal = `/api/customers/v1/legals/${EMPRESA.cnpj}`;
  const call = (
    method: 'GET' | 'POST' | 'DELETE',
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

  let saved: { id: number };

  test('an individual saves a broker, then sets its identifier code', async () => {
    const response = await call('POST', `${individual}/investmentBroker`, customer, broker);
    expect(response.statusCode).toBe(201);
    saved = response.json();
    expect(saved).toMatchObject({ swiftCode: 'CHASUS33', achCode: '021000021', bankCode: null });
    const coded = await call('POST', `${individual}/investmentBroker/${saved.id}`, customer, {
      bankCode: 'IBKR-4471',
    });
    expect(coded.json()).toMatchObject({ id: saved.id, bankCode: 'IBKR-4471' });
    const list = await call('GET', `${individual}/remittance/investmentBroker`, customer);
    expect(list.json()).toEqual([coded.json()]);
    const one = await call(
      'GET',
      `${individual}/remittance/investmentBroker/${saved.id}`,
      customer,
    );
    expect(one.json()).toEqual(coded.json());
    const exists = await call('GET', `${individual}/investmentBroker/${saved.id}/exists`, customer);
    expect(exists.json()).toEqual({ exists: true });
  });

  test('refuses a broker without ACH nor SWIFT, or in EUR', async () => {
    const none = await call('POST', `${individual}/investmentBroker`, customer, {
      ...broker,
      achCode: null,
      swiftCode: '',
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().fields).toEqual([
      { field: 'achCode', message: 'Enter the ACH or SWIFT/BIC code of the broker.' },
    ]);
    const eur = await call('POST', `${individual}/investmentBroker`, customer, {
      ...broker,
      currency: 'EUR',
    });
    expect(eur.json().fields).toEqual([{ field: 'currency', message: 'Select a valid currency.' }]);
  });

  test('a company has its own brokers and cannot reach the individual’s', async () => {
    const created = await call('POST', `${legal}/investmentBroker`, company, {
      ...broker,
      achCode: null,
    });
    expect(created.statusCode).toBe(201);
    const list = await call('GET', `${legal}/remittance/investmentBroker`, company);
    expect(list.json().map((b: { id: number }) => b.id)).toEqual([created.json().id]);
    expect(
      (await call('GET', `${legal}/remittance/investmentBroker/${saved.id}`, company)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `${legal}/investmentBroker/${saved.id}/exists`, company)).json(),
    ).toEqual({
      exists: false,
    });
    expect(
      (await call('DELETE', `${legal}/investmentBroker/${saved.id}`, company)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `${individual}/remittance/investmentBroker`, company)).statusCode,
    ).toBe(403);
  });

  test('deletes a broker', async () => {
    expect(
      (await call('DELETE', `${individual}/investmentBroker/${saved.id}`, customer)).json(),
    ).toEqual({
      success: true,
    });
    expect(
      (await call('GET', `${individual}/investmentBroker/${saved.id}/exists`, customer)).json(),
    ).toEqual({
      exists: false,
    });
  });
});
