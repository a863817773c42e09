import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { insertUpload } from '../uploads/upload-records';
import { ADMIN, CLIENTE, EMPRESA, cpfOf, insertCustomer, signedIn } from './customer-fixtures';

const OTHER = { email: 'vizinho@demo.test', cpf: cpfOf('321654987') };

const paulista = {
  nickname: 'Casa',
  street: 'Avenida Paulista',
  number: 1000,
  complement: 'apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode: '01310-100',
};

describe('/api/customers/v1/physicals/{cpf}/addresses', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let other: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    await insertCustomer(t.db, { ...OTHER, name: 'Vizinho Demo', correspondents: [1] });
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
  const list = async (cpf: string, headers: Record<string, string>) =>
    (await call('GET', `${base(cpf)}/addresses`, headers)).json() as {
      id: number;
      nickname: string;
      default: boolean;
    }[];

  test('the first address becomes the default; the next ones do not unless asked', async () => {
    expect(await list(OTHER.cpf, other)).toEqual([]);
    const first = await call('POST', `${base(OTHER.cpf)}/addresses`, other, {
      ...paulista,
      zipCode: '01310100',
      complement: '  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      ...paulista,
      complement: null,
      default: true,
    });
    const second = await call('POST', `${base(OTHER.cpf)}/addresses`, other, {
      ...paulista,
      nickname: 'Trabalho',
      number: null,
      default: false,
    });
    expect(second.json()).toMatchObject({ nickname: 'Trabalho', number: null, default: false });
    const third = await call('POST', `${base(OTHER.cpf)}/addresses`, other, {
      ...paulista,
      nickname: 'Praia',
      default: true,
    });
    expect(third.json().default).toBe(true);
    expect((await list(OTHER.cpf, other)).map((a) => [a.nickname, a.default])).toEqual([
      ['Praia', true],
      ['Casa', false],
      ['Trabalho', false],
    ]);
  });

  test('GET and PUT one address; default false never leaves the customer without a default', async () => {
    const [main] = await list(OTHER.cpf, other);
    if (main === undefined) throw new Error('no address');
    const one = await call('GET', `${base(OTHER.cpf)}/addresses/${main.id}`, other);
    expect(one.json()).toMatchObject({ id: main.id, nickname: 'Praia', default: true });

    const replaced = await call('PUT', `${base(OTHER.cpf)}/addresses/${main.id}`, other, {
      ...paulista,
      nickname: 'Praia Grande',
      city: 'Santos',
      zipCode: '11010-000',
      default: false,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      nickname: 'Praia Grande',
      city: 'Santos',
      zipCode: '11010-000',
      default: true,
    });

    const casa = (await list(OTHER.cpf, other)).find((a) => a.nickname === 'Casa');
    if (casa === undefined) throw new Error('no Casa');
    await call('PUT', `${base(OTHER.cpf)}/addresses/${casa.id}`, other, {
      ...paulista,
      default: true,
    });
    expect((await list(OTHER.cpf, other)).filter((a) => a.default).map((a) => a.id)).toEqual([
      casa.id,
    ]);
  });

  test('deleting the default makes the oldest remaining address the default', async () => {
    const before = await list(OTHER.cpf, other);
    const main = before.find((a) => a.default);
    if (main === undefined) throw new Error('no default');
    const deleted = await call('DELETE', `${base(OTHER.cpf)}/addresses/${main.id}`, other);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    const after = await list(OTHER.cpf, other);
    expect(after).toHaveLength(before.length - 1);
    const oldest = Math.min(...after.map((a) => a.id));
    expect(after.filter((a) => a.default).map((a) => a.id)).toEqual([oldest]);
    expect(
      (await call('DELETE', `${base(OTHER.cpf)}/addresses/${main.id}`, other)).statusCode,
    ).toBe(404);
  });

  test("another user's address id answers 404 NOT_FOUND under one's own CPF and is left alone", async () => {
    const [theirs] = await list(OTHER.cpf, other);
    if (theirs === undefined) throw new Error('no address');
    for (const method of ['GET', 'DELETE'] as const) {
      const response = await call(method, `${base(CLIENTE.cpf)}/addresses/${theirs.id}`, customer);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    const put = await call(
      'PUT',
      `${base(CLIENTE.cpf)}/addresses/${theirs.id}`,
      customer,
      paulista,
    );
    expect(put.statusCode).toBe(404);
    expect(
      (await call('GET', `${base(OTHER.cpf)}/addresses/${theirs.id}`, other)).json(),
    ).toMatchObject({
      id: theirs.id,
      nickname: theirs.nickname,
    });
  });

  test("another customer's address list and address routes answer 403 FORBIDDEN; an admin reads them", async () => {
    const [theirs] = await list(OTHER.cpf, other);
    if (theirs === undefined) throw new Error('no address');
    expect((await call('GET', `${base(OTHER.cpf)}/addresses`, customer)).statusCode).toBe(403);
    expect(
      (await call('GET', `${base(OTHER.cpf)}/addresses/${theirs.id}`, customer)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `${base(OTHER.cpf)}/addresses`, customer, paulista)).statusCode,
    ).toBe(403);
    expect((await call('GET', `${base(OTHER.cpf)}/addresses`, admin)).statusCode).toBe(200);
  });

  test('an unlinked correspondent is refused', async () => {
    const response = await call('GET', `${base(CLIENTE.cpf)}/addresses`, {
      ...customer,
      correspondent_id: '2',
    });
    expect(response.statusCode).toBe(403);
  });

  test.each([
    [{ street: '' }, 'street', 'The field needs to be filled in!'],
    [{ nickname: '   ' }, 'nickname', 'The field needs to be filled in!'],
    [{ zipCode: '0131-100' }, 'zipCode', 'The zip code must have 8 digits.'],
    [{ state: 'XX' }, 'state', 'Select a valid state.'],
    [{ country: 'Brasil' }, 'country', 'Please select a country.'],
  ])('refuses %j with 422 and its message, writing nothing', async (change, field, message) => {
    const before = await list(CLIENTE.cpf, customer);
    const response = await call('POST', `${base(CLIENTE.cpf)}/addresses`, customer, {
      ...paulista,
      ...change,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toContainEqual({ field, message });
    expect(await list(CLIENTE.cpf, customer)).toEqual(before);
  });

  test('a house number beyond 999999 answers 422 naming the field', async () => {
    const response = await call('POST', `${base(CLIENTE.cpf)}/addresses`, customer, {
      ...paulista,
      number: 3_000_000_000,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toContainEqual({
      field: 'number',
      message: 'The field format number is invalid!',
    });
  });

  test('an address id that is not a positive integer answers 422', async () => {
    for (const id of ['abc', '0', '99999999999']) {
      const response = await call('GET', `${base(CLIENTE.cpf)}/addresses/${id}`, customer);
      expect(response.statusCode).toBe(422);
    }
  });

  test('a foreign address keeps its own postcode format', async () => {
    const response = await call('POST', `${base(CLIENTE.cpf)}/addresses`, customer, {
      ...paulista,
      nickname: 'Lisboa',
      state: 'Lisboa',
      city: 'Lisboa',
      country: 'PT',
      zipCode: '1100-148',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ country: 'PT', zipCode: '1100-148' });
  });

  test('concurrent first addresses of a customer leave exactly one default', async () => {
    const cpf = cpfOf('741852963');
    await insertCustomer(t.db, {
      email: 'corrida@demo.test',
      name: 'Corrida Demo',
      cpf,
      correspondents: [1],
    });
    const headers = await signedIn(t.app, 'corrida@demo.test');
    const answers = await Promise.all(
      ['A', 'B', 'C'].map((nickname) =>
        call('POST', `${base(cpf)}/addresses`, headers, { ...paulista, nickname }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect((await list(cpf, headers)).filter((a) => a.default)).toHaveLength(1);
  });

  test('POST /billingAddresses adds a billing address shown in the record', async () => {
    // The receipt is one of the customer's uploads (issue 14, item 7).
    const receipt = await insertUpload(t.db, CLIENTE.email, 'limit-increase');
    const response = await call('POST', `${base(CLIENTE.cpf)}/billingAddresses`, customer, {
      street: 'Rua Augusta',
      number: 500,
      complement: null,
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      zipCode: '01305000',
      addressReceipt: receipt,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      street: 'Rua Augusta',
      number: 500,
      complement: null,
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      country: 'BR',
      zipCode: '01305-000',
      addressReceipt: receipt,
    });
    const record = await call('GET', base(CLIENTE.cpf), customer);
    expect(record.json().billingAddresses).toEqual([response.json()]);
    const { id: _id, ...billing } = response.json() as Record<string, unknown>;
    const refused = await call('POST', `${base(OTHER.cpf)}/billingAddresses`, customer, billing);
    expect(refused.statusCode).toBe(403);
  });
});

describe('/api/customers/v1/legals/{cnpj}/addresses', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('a company saves and lists its addresses; an individual is refused', async () => {
    const company = await signedIn(t.app, EMPRESA.email);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/customers/v1/legals/${EMPRESA.cnpj}/addresses`,
      headers: company,
      payload: { ...paulista, nickname: 'Sede' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ nickname: 'Sede', default: true });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/customers/v1/legals/${encodeURIComponent('11.222.333/0001-81')}/addresses`,
      headers: company,
    });
    expect(listed.json()).toEqual([created.json()]);
    const individual = await signedIn(t.app, CLIENTE.email);
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/customers/v1/legals/${EMPRESA.cnpj}/addresses/${created.json().id}`,
      headers: individual,
    });
    expect(refused.statusCode).toBe(403);
  });
});
