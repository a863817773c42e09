import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ResponseContractError } from '../../../src/api/errors';
import type { AccountInput } from '../../../src/contracts/accounts';
import type { BeneficiaryInput } from '../../../src/contracts/beneficiaries';
import type { InvestmentBrokerInput } from '../../../src/contracts/investment-brokers';
import { createFakeFetch } from './fake-fetch';

const BASE = 'https://fx.example.com/api';
const CPF = '529.982.247-25';

function client() {
  const fake = createFakeFetch();
  const api = createApiClient({ baseURL: BASE, fetch: fake.fetch });
  return { fake, api };
}

const request = (fake: ReturnType<typeof createFakeFetch>, index = 0) => {
  const recorded = fake.requests[index];
  const url = new URL(recorded?.url ?? '');
  return {
    method: recorded?.method,
    path: url.pathname,
    query: url.search,
    body: recorded?.body === undefined ? undefined : JSON.parse(recorded.body),
  };
};

const account = {
  id: 9,
  type: 'OUTBOUND',
  name: 'Hans Peter Müller',
  currency: 'EUR',
  number: null,
  bankName: 'Commerzbank',
  bankCountry: 'DE',
  bankCode: 'DE89370400440532013000',
  code: { option: 'IBAN', value: 'DE89370400440532013000' },
  iban: 'DE89370400440532013000',
  bankAccountType: 'ch',
  bankBranch: null,
  bankCode2: null,
  inboundBankCode: null,
  pixType: null,
  pixKey: null,
  beneficiaryDocument: null,
};

const beneficiary = {
  id: 4,
  fullName: 'Hans Peter Müller',
  personType: 'physical',
  email: null,
  phone: null,
  cpf: null,
  DNI: null,
  CUIT: null,
  currency: 'EUR',
  type: 'OUTBOUND',
  subType: null,
  studyDocuments: [],
  address: {
    country: 'DE',
    state: null,
    city: 'Berlin',
    neighborhood: null,
    street: 'Unter den Linden',
    number: '77',
    complement: null,
    zipCode: '10117',
    nickname: null,
  },
  account,
};

const broker = {
  id: 3,
  name: 'Interactive Brokers LLC',
  country: 'US',
  bankCountry: 'US',
  currency: 'USD',
  achCode: '021000021',
  swiftCode: 'CHASUS33',
  accountNumber: '000987654321',
  bankName: 'JPMorgan Chase',
  bankCode: 'IBKR-4471',
  zipCode: null,
  address: null,
};

describe('api.payees.beneficiaries', () => {
  const input = {
    personType: 'physical',
    fullName: 'Hans Peter Müller',
    currency: 'EUR',
    type: 'OUTBOUND',
    address: { country: 'DE', city: 'Berlin', street: 'Unter den Linden' },
    account: {
      name: 'Hans Peter Müller',
      bankName: 'Commerzbank',
      bankCountry: 'DE',
      currency: 'EUR',
      code: { option: 'IBAN', value: 'DE89370400440532013000' },
    },
  } as BeneficiaryInput;

  test('lists with filters and validates each beneficiary', async () => {
    const { fake, api } = client();
    fake.respond(200, [beneficiary]);
    const list = await api.payees.beneficiaries.list(CPF, { currency: 'EUR' });
    expect(list[0]?.account.iban).toBe('DE89370400440532013000');
    expect(request(fake)).toMatchObject({
      method: 'GET',
      path: '/api/customers/v1/physicals/52998224725/beneficiaries',
      query: '?currency=EUR',
    });
  });

  test('creates under /beneficiaries/{type}/{currency}, lower case', async () => {
    const { fake, api } = client();
    fake.respond(201, beneficiary);
    await api.payees.beneficiaries.create(CPF, input);
    expect(request(fake)).toMatchObject({
      method: 'POST',
      path: '/api/customers/v1/physicals/52998224725/beneficiaries/outbound/eur',
      body: input,
    });
  });

  test('updates under /beneficiaries/{type}/{id}/{currency}; reads and deletes /beneficiary/{id}', async () => {
    const { fake, api } = client();
    fake.respond(200, beneficiary).respond(200, beneficiary).respond(200, { success: true });
    await api.payees.beneficiaries.update(CPF, 4, input);
    await api.payees.beneficiaries.get(CPF, 4);
    await api.payees.beneficiaries.remove(CPF, 4);
    expect([0, 1, 2].map((i) => [request(fake, i).method, request(fake, i).path])).toEqual([
      ['PUT', '/api/customers/v1/physicals/52998224725/beneficiaries/outbound/4/eur'],
      ['GET', '/api/customers/v1/physicals/52998224725/beneficiary/4'],
      ['DELETE', '/api/customers/v1/physicals/52998224725/beneficiary/4'],
    ]);
  });

  test('refuses an answer that breaks the contract', async () => {
    const { fake, api } = client();
    fake.respond(200, { ...beneficiary, account: { ...account, id: 'nine' } });
    await expect(api.payees.beneficiaries.get(CPF, 4)).rejects.toBeInstanceOf(
      ResponseContractError,
    );
  });
});

describe('api.payees.accounts', () => {
  test('an inbound account goes to /accounts/inbound; an outbound one to /accounts/outbound/{currency}', async () => {
    const { fake, api } = client();
    fake.respond(201, { ...account, type: 'INBOUND', currency: 'BRL' }).respond(201, account);
    await api.payees.accounts.create(CPF, {
      type: 'INBOUND',
      name: 'Ana Maria Souza',
      pixType: 'email',
      pixKey: 'ana@example.com',
    } as AccountInput);
    await api.payees.accounts.create(CPF, { type: 'OUTBOUND', currency: 'EUR' } as AccountInput);
    expect(request(fake, 0).path).toBe('/api/customers/v1/physicals/52998224725/accounts/inbound');
    expect(request(fake, 1).path).toBe(
      '/api/customers/v1/physicals/52998224725/accounts/outbound/eur',
    );
  });

  test('lists, reads, replaces and deletes', async () => {
    const { fake, api } = client();
    fake
      .respond(200, [account])
      .respond(200, account)
      .respond(200, account)
      .respond(200, { success: true });
    await api.payees.accounts.list(CPF, { type: 'OUTBOUND' });
    await api.payees.accounts.get(CPF, 9);
    await api.payees.accounts.update(CPF, 9, { type: 'OUTBOUND', currency: 'EUR' } as AccountInput);
    await api.payees.accounts.remove(CPF, 9);
    expect(
      [0, 1, 2, 3].map(
        (i) => `${request(fake, i).method} ${request(fake, i).path}${request(fake, i).query}`,
      ),
    ).toEqual([
      'GET /api/customers/v1/physicals/52998224725/accounts?type=OUTBOUND',
      'GET /api/customers/v1/physicals/52998224725/accounts/9',
      'PUT /api/customers/v1/physicals/52998224725/accounts/outbound/9/eur',
      'DELETE /api/customers/v1/physicals/52998224725/accounts/9',
    ]);
  });
});

describe('api.payees.investmentBrokers', () => {
  test('an individual’s and a company’s brokers live under their own documents', async () => {
    const { fake, api } = client();
    fake
      .respond(200, [broker])
      .respond(201, broker)
      .respond(200, broker)
      .respond(200, broker)
      .respond(200, { exists: true })
      .respond(200, { success: true });
    await api.payees.investmentBrokers.list({ cpf: CPF });
    await api.payees.investmentBrokers.create({ cnpj: '11.222.333/0001-81' }, {
      name: 'Interactive Brokers LLC',
    } as InvestmentBrokerInput);
    await api.payees.investmentBrokers.get({ cpf: CPF }, 3);
    await api.payees.investmentBrokers.setIdentifierCode({ cpf: CPF }, 3, 'IBKR-4471');
    await expect(api.payees.investmentBrokers.exists({ cpf: CPF }, 3)).resolves.toBe(true);
    await api.payees.investmentBrokers.remove({ cpf: CPF }, 3);
    expect(
      [0, 1, 2, 3, 4, 5].map((i) => `${request(fake, i).method} ${request(fake, i).path}`),
    ).toEqual([
      'GET /api/customers/v1/physicals/52998224725/remittance/investmentBroker',
      'POST /api/customers/v1/legals/11222333000181/investmentBroker',
      'GET /api/customers/v1/physicals/52998224725/remittance/investmentBroker/3',
      'POST /api/customers/v1/physicals/52998224725/investmentBroker/3',
      'GET /api/customers/v1/physicals/52998224725/investmentBroker/3/exists',
      'DELETE /api/customers/v1/physicals/52998224725/investmentBroker/3',
    ]);
    expect(request(fake, 3).body).toEqual({ bankCode: 'IBKR-4471' });
  });
});
