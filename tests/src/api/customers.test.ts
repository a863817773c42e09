import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { customerPath } from '../../../src/api/customers';
import {
  NotFoundError,
  ResponseContractError,
  UnprocessableEntityError,
} from '../../../src/api/errors';
import type { AddressInput } from '../../../src/contracts/addresses';
import {
  addressFixture,
  companyFixture,
  individualFixture,
  limitAnswerFixture,
} from './customer-fixtures';
import { createFakeFetch } from './fake-fetch';

const BASE = 'https://fx.example.com/api';

function client() {
  const fake = createFakeFetch();
  const api = createApiClient({ baseURL: BASE, fetch: fake.fetch });
  return { fake, api };
}

function pathOf(fake: ReturnType<typeof createFakeFetch>, index = 0): string {
  return new URL(fake.requests[index]?.url ?? '').pathname;
}

function bodyOf(fake: ReturnType<typeof createFakeFetch>, index = 0): unknown {
  const body = fake.requests[index]?.body;
  return body === undefined ? undefined : JSON.parse(body);
}

const input: AddressInput = {
  nickname: 'Trabalho',
  street: 'Avenida Paulista',
  number: 1000,
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode: '01310100',
};

describe('customer paths', () => {
  test.each([
    [{ cpf: '529.982.247-25' }, '/customers/v1/physicals/52998224725'],
    [{ cnpj: '11.222.333/0001-81' }, '/customers/v1/legals/11222333000181'],
    [{ cpf: '52998224725', cnpj: '11222333000181' }, '/customers/v1/legals/11222333000181'],
    [{ cnpj: '12.abc.345/01de-35' }, '/customers/v1/legals/12ABC34501DE35'],
  ])('names %o by %s', (key, path) => {
    expect(customerPath(key)).toBe(path);
  });

  test('refuses a key without a document', () => {
    expect(() => customerPath({ cpf: ' ', cnpj: null })).toThrow('CPF or a CNPJ');
  });
});

describe('individual record', () => {
  test('reads the record by CPF digits and validates it', async () => {
    const { fake, api } = client();
    fake.respond(200, individualFixture());
    const record = await api.customers.getIndividual('529.982.247-25');
    expect(record.name).toBe('Ana Cliente da Silva');
    expect(pathOf(fake)).toBe('/api/customers/v1/physicals/52998224725');
    expect(fake.requests[0]?.method).toBe('GET');
  });

  test('puts only the fields given and answers the updated record', async () => {
    const { fake, api } = client();
    fake.respond(200, individualFixture({ profession: 'Arquiteta' }));
    const record = await api.customers.updateIndividual('52998224725', {
      profession: 'Arquiteta',
      monthlyIncome: 1_500_000,
    });
    expect(record.profession).toBe('Arquiteta');
    expect(fake.requests[0]?.method).toBe('PUT');
    expect(bodyOf(fake)).toEqual({ profession: 'Arquiteta', monthlyIncome: 1_500_000 });
  });

  test('passes field errors of a refused update on as a typed 422', async () => {
    const { fake, api } = client();
    fake.respond(422, {
      statusCode: 422,
      code: 'VALIDATION_FAILED',
      message: 'Há campos inválidos no pedido.',
      fields: [{ field: 'email', message: 'O e-mail deve ser válido!' }],
    });
    const failure = await api.customers
      .updateIndividual('52998224725', { email: 'x' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnprocessableEntityError);
    expect((failure as UnprocessableEntityError).body?.fields).toEqual([
      { field: 'email', message: 'O e-mail deve ser válido!' },
    ]);
  });

  test('answers whether the CPF exists', async () => {
    const { fake, api } = client();
    fake.respond(200, { exists: true });
    await expect(api.customers.individualExists('52998224725')).resolves.toBe(true);
    expect(pathOf(fake)).toBe('/api/customers/v1/physicals/52998224725/exists');
  });

  test('reads the operational limit in USD cents', async () => {
    const { fake, api } = client();
    fake.respond(200, limitAnswerFixture());
    const limit = await api.customers.limit('52998224725');
    expect(limit).toEqual(limitAnswerFixture());
    expect(limit.view.percentageOfUse).toBe(32.5);
    expect(pathOf(fake)).toBe('/api/customers/v1/physicals/52998224725/limit');
  });

  test('refuses a limit answer in floats', async () => {
    const { fake, api } = client();
    fake.respond(200, { ...limitAnswerFixture(), operationalLimitUsed: 3250.5 });
    await expect(api.customers.limit('52998224725')).rejects.toBeInstanceOf(ResponseContractError);
  });

  test('adds a billing address', async () => {
    const { fake, api } = client();
    const { nickname: _nickname, ...fields } = input;
    fake.respond(201, { id: 3, ...fields, addressReceipt: 'uploads/receipt.pdf' });
    const billing = await api.customers.createBillingAddress('52998224725', {
      ...fields,
      addressReceipt: 'uploads/receipt.pdf',
    });
    expect(billing.id).toBe(3);
    expect(fake.requests[0]?.method).toBe('POST');
    expect(pathOf(fake)).toBe('/api/customers/v1/physicals/52998224725/billingAddresses');
  });
});

describe('company record', () => {
  test('reads and updates the company by CNPJ', async () => {
    const { fake, api } = client();
    fake.respond(200, companyFixture());
    fake.respond(200, companyFixture({ name: 'Empresa Nova Ltda' }));
    await api.customers.getCompany('11.222.333/0001-81');
    const updated = await api.customers.updateCompany('11222333000181', {
      companyName: 'Empresa Nova Ltda',
      annualIncome: 150_000_000,
    });
    expect(updated.name).toBe('Empresa Nova Ltda');
    expect(pathOf(fake, 0)).toBe('/api/customers/v1/legals/11222333000181');
    expect(fake.requests[1]?.method).toBe('PUT');
    expect(bodyOf(fake, 1)).toEqual({
      companyName: 'Empresa Nova Ltda',
      annualIncome: 150_000_000,
    });
  });
});

describe('addresses', () => {
  test('lists, creates, reads, replaces and deletes an individual address', async () => {
    const { fake, api } = client();
    const customer = { cpf: '52998224725' };
    fake.respond(200, [addressFixture()]);
    fake.respond(201, addressFixture({ id: 8, nickname: 'Trabalho' }));
    fake.respond(200, addressFixture({ id: 8 }));
    fake.respond(200, addressFixture({ id: 8, number: 1001 }));
    fake.respond(204);
    expect(await api.customers.addresses.list(customer)).toHaveLength(1);
    expect((await api.customers.addresses.create(customer, input)).id).toBe(8);
    expect((await api.customers.addresses.get(customer, 8)).id).toBe(8);
    expect((await api.customers.addresses.update(customer, 8, input)).number).toBe(1001);
    await expect(api.customers.addresses.remove(customer, 8)).resolves.toBeUndefined();
    const base = '/api/customers/v1/physicals/52998224725/addresses';
    expect(fake.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      `GET ${base}`,
      `POST ${base}`,
      `GET ${base}/8`,
      `PUT ${base}/8`,
      `DELETE ${base}/8`,
    ]);
    expect(bodyOf(fake, 1)).toEqual(input);
  });

  test('uses the company routes for a CNPJ', async () => {
    const { fake, api } = client();
    fake.respond(200, []);
    await api.customers.addresses.list({ cnpj: '11222333000181' });
    expect(pathOf(fake)).toBe('/api/customers/v1/legals/11222333000181/addresses');
  });

  test("someone else's address is a typed 404", async () => {
    const { fake, api } = client();
    fake.respond(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Registro não encontrado.' });
    await expect(api.customers.addresses.remove({ cpf: '52998224725' }, 99)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});

describe('compliance and registration', () => {
  test('triggers a new compliance review on the customer kind it is', async () => {
    const { fake, api } = client();
    const answer = {
      needsComplianceUpdate: true,
      registrationStatus: 'PENDING',
      complianceRequestedAt: '2026-11-23T13:00:00.000Z',
    };
    fake.respond(200, answer);
    fake.respond(200, answer);
    await api.customers.triggerCompliance({ cpf: '52998224725' });
    await api.customers.triggerCompliance({ cnpj: '11222333000181' });
    expect(fake.requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'PUT /api/customers/v1/physicals/52998224725/trigger-new-compliance',
      'PUT /api/customers/v1/legals/11222333000181/trigger-new-compliance',
    ]);
  });

  test('updates the registration of a user by id and answers the pendencies', async () => {
    const { fake, api } = client();
    fake.respond(200, {
      success: true,
      data: {
        id: 12,
        email: 'ana@example.com',
        name: 'Ana Souza',
        roles: ['customer'],
        cpf: '52998224725',
        correspondents: [1],
        isAdmin: false,
        needsComplianceUpdate: true,
      },
      pendencies: ['birthDate'],
    });
    const result = await api.customers.updateRegistration(12, { profession: 'Médica' });
    expect(result.pendencies).toEqual(['birthDate']);
    expect(result.data.needsComplianceUpdate).toBe(true);
    expect(fake.requests[0]?.method).toBe('PUT');
    expect(pathOf(fake)).toBe('/api/v1/registrations/users/12');
    expect(bodyOf(fake)).toEqual({ profession: 'Médica' });
  });
});
