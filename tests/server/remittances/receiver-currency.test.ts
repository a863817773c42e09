import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { CLIENTE, signedIn, userId } from '../customers/customer-fixtures';
import { hans } from '../payees/payee-fixtures';

// A remittance pays out in the quote's currency: a beneficiary (or own account) kept in another
// currency is refused with 422 RECEIVER_CURRENCY_MISMATCH, in the customer's language, and
// nothing is created or reserved.

/** A British beneficiary with a GBP account (IBAN). */
const alice = {
  ...hans,
  fullName: 'Alice Mary Smith',
  email: 'alice.smith@example.co.uk',
  phone: '+447911123456',
  currency: 'GBP',
  address: {
    country: 'GB',
    state: 'London',
    city: 'London',
    street: 'Baker Street',
    number: '221',
    zipCode: 'NW1 6XE',
  },
  account: {
    name: 'Alice Mary Smith',
    bankName: 'Barclays',
    bankCountry: 'GB',
    currency: 'GBP',
    code: { option: 'IBAN', value: 'GB82WEST12345698765432' },
    bankAccountType: 'ch',
  },
};

/** The customer's own GBP account (no beneficiary). */
const ownGbpAccount = {
  type: 'OUTBOUND',
  name: 'Cliente Demo',
  bankName: 'Barclays',
  bankCountry: 'GB',
  currency: 'GBP',
  code: { option: 'IBAN', value: 'GB82WEST12345698765432' },
};

describe('POST /api/v1/remittances/ — the receiver’s currency', () => {
  let t: TestApp;
  let headers: Record<string, string> = {};
  let euroBeneficiary = 0;
  let poundBeneficiary = 0;
  let poundAccount = 0;
  let document = '';

  const create = (payload: Record<string, unknown>, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/remittances/',
      headers: {
        ...headers,
        'idempotency-key': randomUUID(),
        ...(language ? { 'accept-language': language } : {}),
      },
      payload,
    });

  /** A fresh EUR 1,000.00 quote (outbound, `purpose`). */
  async function euroQuote(purpose = 'MAINTENANCE'): Promise<string> {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v2/exchanges/remittance/outbound?currency=EUR&value=100000&purposeCode=${purpose}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ id: string }>().id;
  }

  async function body(overrides: Record<string, unknown> = {}) {
    return {
      accountId: null,
      clientCpf: CLIENTE.cpf,
      quotationId: await euroQuote(),
      receiverId: euroBeneficiary,
      payment: { method: 'PIX' },
      serviceInfo: { id: 'MAINTENANCE' },
      reason: 'Family maintenance',
      documents: [document],
      termsAccepted: true,
      ...overrides,
    };
  }

  async function operationsAndReserve() {
    const id = await userId(t.db, CLIENTE.email);
    const rows = await t.db
      .selectFrom('remittances')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    const limit = await t.db
      .selectFrom('operational_limits')
      .select('used_usd_cents')
      .where('user_id', '=', id)
      .execute();
    return { count: rows.length, used: limit.map((row) => Number(row.used_usd_cents)) };
  }

  beforeAll(async () => {
    t = await buildTestApp({ lifecycle: false });
    headers = await signedIn(t.app, CLIENTE.email);
    const path = `/api/customers/v1/physicals/${CLIENTE.cpf}`;
    const euro = await t.app.inject({
      method: 'POST',
      url: `${path}/beneficiaries/outbound/eur`,
      headers,
      payload: hans,
    });
    expect(euro.statusCode, euro.body).toBe(201);
    euroBeneficiary = euro.json<{ id: number }>().id;
    const pound = await t.app.inject({
      method: 'POST',
      url: `${path}/beneficiaries/outbound/gbp`,
      headers,
      payload: alice,
    });
    expect(pound.statusCode, pound.body).toBe(201);
    poundBeneficiary = pound.json<{ id: number }>().id;
    const account = await t.app.inject({
      method: 'POST',
      url: `${path}/accounts/outbound/gbp`,
      headers,
      payload: ownGbpAccount,
    });
    expect(account.statusCode, account.body).toBe(201);
    poundAccount = account.json<{ id: number }>().id;

    const owner = await userId(t.db, CLIENTE.email);
    document = `uploads/${owner}/${randomUUID()}/proof-remittance.pdf`;
    await t.db
      .insertInto('uploads')
      .values({
        user_id: owner,
        key: document,
        resource: 'remittance',
        content_type: 'application/pdf',
        size: 1024,
        content: null,
        uploaded_at: new Date(),
      })
      .execute();
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('a GBP beneficiary for a EUR quote: 422 in English and Portuguese, nothing created', async () => {
    const before = await operationsAndReserve();
    const payload = await body({ receiverId: poundBeneficiary });
    const en = await create(payload);
    expect(en.statusCode, en.body).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'RECEIVER_CURRENCY_MISMATCH',
      message:
        'The beneficiary’s account is in a different currency from the quote. Choose a beneficiary in the quoted currency or simulate again.',
    });
    const pt = await create(payload, 'pt-BR');
    expect(pt.statusCode).toBe(422);
    expect(pt.json()).toMatchObject({
      code: 'RECEIVER_CURRENCY_MISMATCH',
      message:
        'A conta do beneficiário está em uma moeda diferente da cotação. Escolha um beneficiário na moeda cotada ou simule novamente.',
    });
    expect(await operationsAndReserve()).toEqual(before);
  });

  test('an own GBP account for a EUR quote (availability abroad): 422', async () => {
    const before = await operationsAndReserve();
    const response = await create(
      await body({
        quotationId: await euroQuote('AVAILABILITY'),
        serviceInfo: { id: 'AVAILABILITY' },
        receiverId: null,
        accountId: poundAccount,
      }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().code).toBe('RECEIVER_CURRENCY_MISMATCH');
    expect(await operationsAndReserve()).toEqual(before);
  });

  test('the EUR beneficiary for the same EUR quote is accepted', async () => {
    const response = await create(await body());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ status: { key: 'AWAITING_PAYMENT' } });
  });
});
