import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import {
  ADMIN,
  CLIENTE,
  EMPRESA,
  correspondentId,
  cpfOf,
  insertCustomer,
  signedIn,
  userId,
} from './customer-fixtures';

const address = {
  nickname: 'Casa',
  street: 'Avenida Paulista',
  number: 1000,
  complement: null,
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'BR',
  zipCode: '01310-100',
};

describe('PUT /api/v1/registrations/users/{id}', () => {
  let t: TestApp;
  let pendingId: number;
  let pending: Record<string, string>;
  let customer: Record<string, string>;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await buildTestApp();
    pendingId = await insertCustomer(t.db, {
      email: 'pendente@demo.test',
      name: 'Pendente Demo',
      cpf: cpfOf('147258369'),
      correspondents: [1],
    });
    await t.db
      .updateTable('users')
      .set({ needs_compliance_update: true, birth_date: null })
      .where('id', '=', pendingId)
      .execute();
    pending = await signedIn(t.app, 'pendente@demo.test');
    customer = await signedIn(t.app, CLIENTE.email);
    admin = await signedIn(t.app, ADMIN.email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const update = (id: number, headers: Record<string, string>, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/registrations/users/${id}`,
      headers,
      payload: payload as Record<string, unknown>,
    });

  test('keeps needsComplianceUpdate while something is missing and says what', async () => {
    const response = await update(pendingId, pending, {
      profession: 'Professora',
      income: 800_000,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { id: pendingId, needsComplianceUpdate: true },
      pendencies: ['birthDate', 'address'],
    });
  });

  test('clears needsComplianceUpdate once the registration is complete', async () => {
    const response = await update(pendingId, pending, {
      birthDate: '1980-02-29',
      phone: '(21) 99876-5432',
      address,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { id: pendingId, email: 'pendente@demo.test', needsComplianceUpdate: false },
      pendencies: [],
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user/validate_token',
      headers: pending,
    });
    expect(session.json().data.needsComplianceUpdate).toBe(false);
    const row = await t.db
      .selectFrom('users')
      .select(['phone', 'income_cents'])
      .where('id', '=', pendingId)
      .executeTakeFirstOrThrow();
    expect(row.phone).toBe('+5521998765432');
    expect(Number(row.income_cents)).toBe(800_000);
  });

  test('an address replaces the default address instead of adding one', async () => {
    await update(pendingId, pending, { address: { ...address, number: 2000 } });
    const addresses = await t.db
      .selectFrom('addresses')
      .select(['number', 'is_default'])
      .where('user_id', '=', pendingId)
      .execute();
    expect(addresses).toEqual([{ number: 2000, is_default: true }]);
  });

  test.each([
    [{ birthDate: '2015-01-01' }, 'birthDate', 'You must be at least 18 years old to register.'],
    [{ birthDate: '2026-02-30' }, 'birthDate', 'Enter a valid date in the format MM/DD/YYYY.'],
    [{ income: 0 }, 'income', 'The value must be greater than zero!'],
    [{ phone: '99' }, 'phone', 'Cell field must be valid!'],
    [
      { address: { ...address, zipCode: '123' } },
      'address.zipCode',
      'The zip code must have 8 digits.',
    ],
  ])('refuses %j with 422 and its message', async (body, field, message) => {
    const response = await update(pendingId, pending, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toContainEqual({ field, message });
  });

  test("refuses another user's id with 403; an admin may update anyone", async () => {
    const clienteId = await userId(t.db, CLIENTE.email);
    expect((await update(pendingId, customer, { profession: 'X' })).statusCode).toBe(403);
    const byAdmin = await update(clienteId, admin, { profession: 'Analista' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().data).toMatchObject({ id: clienteId, email: CLIENTE.email });
    expect(byAdmin.json().data.impersonated).toBeUndefined();
  });

  test('a company sends its own fields; the individual ones are ignored', async () => {
    const company = await signedIn(t.app, EMPRESA.email);
    const id = await userId(t.db, EMPRESA.email);
    const response = await update(id, company, {
      profession: 'Importação',
      income: 500_000_000,
      mainResponsibleName: 'Carlos Responsavel Demo',
      mainResponsibleEmail: 'carlos@demo.test',
      mainResponsibleDocument: CLIENTE.cpf,
      birthDate: '1990-01-01',
      address,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().pendencies).toEqual([]);
    const row = await t.db
      .selectFrom('users')
      .select(['birth_date', 'person_in_charge_doc'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ birth_date: null, person_in_charge_doc: CLIENTE.cpf });
  });

  test('needs a link to the request correspondent', async () => {
    const response = await update(pendingId, { ...pending, correspondent_id: '2' }, {});
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/v1/registrations/users/{id}/give-access/{correspondentId}', () => {
  let t: TestApp;
  let aurora: number;
  let antiga: number;
  let customerId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    aurora = await correspondentId(t.db, 'aurora');
    antiga = await correspondentId(t.db, 'antiga');
    customerId = await userId(t.db, CLIENTE.email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const giveAccess = (id: number, correspondent: number, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/registrations/users/${id}/give-access/${correspondent}`,
      headers,
    });

  test('links a user not yet linked and answers the user; again changes nothing', async () => {
    // Signed in under aurora, to which the user is not linked yet (the data-sharing screen).
    const headers = await signedIn(t.app, CLIENTE.email, aurora);
    const response = await giveAccess(customerId, aurora, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { id: customerId, email: CLIENTE.email, correspondents: [1, aurora] },
    });
    const again = await giveAccess(customerId, aurora, headers);
    expect(again.json().data.correspondents).toEqual([1, aurora]);
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/customers/v1/physicals/${CLIENTE.cpf}`,
      headers,
    });
    expect(record.statusCode).toBe(200);
  });

  test('refuses an unknown or disabled correspondent, another user, and no session', async () => {
    const headers = await signedIn(t.app, EMPRESA.email);
    const unknown = await giveAccess(await userId(t.db, EMPRESA.email), 999, headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CORRESPONDENT_NOT_FOUND');
    const disabled = await giveAccess(await userId(t.db, EMPRESA.email), antiga, headers);
    expect(disabled.statusCode).toBe(422);
    expect(disabled.json().code).toBe('CORRESPONDENT_INACTIVE');
    const foreign = await giveAccess(customerId, aurora, headers);
    expect(foreign.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/registrations/users/${customerId}/give-access/${aurora}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  test('an admin may link anyone', async () => {
    const admin = await signedIn(t.app, ADMIN.email);
    const companyId = await userId(t.db, EMPRESA.email);
    const response = await giveAccess(companyId, aurora, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: companyId, correspondents: [1, aurora] });
  });
});
