/**
 * A body that names an upload key names one of the customer's own uploads (issue 14, item 7):
 * a billing address's receipt and a beneficiary's study documents. Another customer's key, or a
 * text that is no upload, is a 422 with the field's 'This file was not uploaded by you.', and
 * nothing is written. (A remittance's documents: `tests/server/remittances`.)
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { CLIENTE, cpfOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';
import { hans } from '../payees/payee-fixtures';
import { insertUpload } from './upload-records';

const OTHER = { email: 'dono-do-arquivo@demo.test', cpf: cpfOf('741852963') };

const billing = {
  street: 'Rua Augusta',
  number: 500,
  complement: null,
  neighborhood: 'Consolação',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode: '01305000',
};

describe('upload keys named by a body', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let ownKey: string;
  let othersKey: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCustomer(t.db, { ...OTHER, name: 'Dono Arquivo', correspondents: [1] });
    customer = await signedIn(t.app, CLIENTE.email);
    ownKey = await insertUpload(t.db, CLIENTE.email, 'beneficiary');
    othersKey = await insertUpload(t.db, OTHER.email, 'beneficiary');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const base = `/api/customers/v1/physicals/${CLIENTE.cpf}`;
  const post = (url: string, payload: unknown, locale = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...customer, 'accept-language': locale },
      payload: payload as Record<string, unknown>,
    });

  async function billingRows() {
    return t.db
      .selectFrom('billing_addresses')
      .select('address_receipt')
      .where('user_id', '=', await userId(t.db, CLIENTE.email))
      .execute();
  }

  async function beneficiaryCount() {
    const rows = await t.db
      .selectFrom('beneficiaries')
      .select('id')
      .where('user_id', '=', await userId(t.db, CLIENTE.email))
      .execute();
    return rows.length;
  }

  test("a billing address with another customer's receipt is refused, in both languages", async () => {
    const before = await billingRows();
    const en = await post(`${base}/billingAddresses`, { ...billing, addressReceipt: othersKey });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'addressReceipt', message: 'This file was not uploaded by you.' }],
    });
    const pt = await post(
      `${base}/billingAddresses`,
      { ...billing, addressReceipt: 'uploads/1/nothing/proof.pdf' },
      'pt-BR',
    );
    expect(pt.statusCode).toBe(422);
    expect(pt.json().fields).toEqual([
      { field: 'addressReceipt', message: 'Este arquivo não foi enviado por você.' },
    ]);
    expect(await billingRows()).toEqual(before);
  });

  test('a 900 kB receipt is refused before anything is looked up or written', async () => {
    const before = await billingRows();
    const response = await post(`${base}/billingAddresses`, {
      ...billing,
      addressReceipt: 'x'.repeat(900 * 1024),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([
      { field: 'addressReceipt', message: 'The text exceeds the maximum length allowed!' },
    ]);
    expect(await billingRows()).toEqual(before);
  });

  test('a billing address with its own receipt, or none, is saved', async () => {
    const withReceipt = await post(`${base}/billingAddresses`, {
      ...billing,
      addressReceipt: ownKey,
    });
    expect(withReceipt.statusCode).toBe(201);
    expect(withReceipt.json()).toMatchObject({ addressReceipt: ownKey });
    const without = await post(`${base}/billingAddresses`, { ...billing, addressReceipt: null });
    expect(without.statusCode).toBe(201);
    expect(without.json()).toMatchObject({ addressReceipt: null });
  });

  test("a beneficiary with another customer's study document is refused, on create and update", async () => {
    const before = await beneficiaryCount();
    const created = await post(`${base}/beneficiaries/outbound/eur`, {
      ...hans,
      studyDocuments: [{ key: ownKey }, { key: othersKey }],
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ field: 'studyDocuments.1.key', message: 'This file was not uploaded by you.' }],
    });
    expect(await beneficiaryCount()).toBe(before);

    const saved = await post(`${base}/beneficiaries/outbound/eur`, {
      ...hans,
      studyDocuments: [{ key: ownKey }],
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().studyDocuments).toEqual([{ key: ownKey, url: expect.any(String) }]);
    expect(await beneficiaryCount()).toBe(before + 1);

    const id = saved.json<{ id: number }>().id;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `${base}/beneficiaries/outbound/${id}/eur`,
      headers: { ...customer, 'accept-language': 'pt-BR' },
      payload: { ...hans, studyDocuments: [{ key: othersKey }] },
    });
    expect(updated.statusCode).toBe(422);
    expect(updated.json().fields).toEqual([
      { field: 'studyDocuments.0.key', message: 'Este arquivo não foi enviado por você.' },
    ]);
    const reread = await t.app.inject({
      method: 'GET',
      url: `${base}/beneficiary/${id}`,
      headers: customer,
    });
    expect(reread.json().studyDocuments).toEqual([{ key: ownKey, url: expect.any(String) }]);
  });
});
