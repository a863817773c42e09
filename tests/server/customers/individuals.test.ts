import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { tokenHeadersOf } from '../auth/sign-in-helpers';
import {
  ADMIN,
  CLIENTE,
  as,
  correspondentId,
  cpfOf,
  insertCustomer,
  signedIn,
  userId,
} from './customer-fixtures';

const OTHER = { email: 'outro@demo.test', cpf: cpfOf('123456780') };
const UNKNOWN_CPF = cpfOf('987654320');
const formatted = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;

describe('/api/customers/v1/physicals/{cpf}', () => {
  let t: TestApp;
  let customer: Record<string, string>;
  let admin: Record<string, string>;
  let other: Record<string, string>;
  let aurora: number;
  let antiga: number;

  beforeAll(async () => {
    t = await buildTestApp();
    aurora = await correspondentId(t.db, 'aurora');
    antiga = await correspondentId(t.db, 'antiga');
    await insertCustomer(t.db, { ...OTHER, name: 'Outro Cliente Demo', correspondents: [1] });
    customer = await signedIn(t.app, CLIENTE.email);
    admin = await signedIn(t.app, ADMIN.email);
    other = await signedIn(t.app, OTHER.email);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/customers/v1/physicals/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  describe('GET the record', () => {
    test("answers the customer's own record, the CPF typed bare or formatted", async () => {
      for (const cpf of [CLIENTE.cpf, formatted(CLIENTE.cpf)]) {
        const response = await call('GET', cpf, customer);
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('no-store');
        expect(response.json()).toMatchObject({
          cpf: CLIENTE.cpf,
          name: 'Maria Demo da Silva',
          email: CLIENTE.email,
          phone: '+5511987650001',
          birthDate: '1990-05-15',
          wlCorrespondents: [1],
          needsComplianceUpdate: false,
          billingAddresses: [],
        });
      }
    });

    test("refuses another customer's record and an unknown CPF alike with 403 FORBIDDEN", async () => {
      for (const cpf of [OTHER.cpf, UNKNOWN_CPF]) {
        const response = await call('GET', cpf, customer);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'You are not allowed to access this resource.',
        });
      }
    });

    test('needs tokens, a correspondent and a link to it', async () => {
      expect((await call('GET', CLIENTE.cpf, { 'accept-language': 'en-US' })).statusCode).toBe(401);
      const { correspondent_id: _omitted, ...withoutCorrespondent } = customer;
      const none = await call('GET', CLIENTE.cpf, withoutCorrespondent);
      expect(none.statusCode).toBe(404);
      expect(none.json().code).toBe('CORRESPONDENT_NOT_FOUND');
      const unlinked = await call('GET', CLIENTE.cpf, {
        ...customer,
        correspondent_id: String(aurora),
      });
      expect(unlinked.statusCode).toBe(403);
      expect(unlinked.json().code).toBe('FORBIDDEN');
    });

    test('an admin reads any individual; an unknown CPF is 404 NOT_FOUND for an admin', async () => {
      const response = await call('GET', OTHER.cpf, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ cpf: OTHER.cpf, email: OTHER.email });
      const unknown = await call('GET', UNKNOWN_CPF, admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('NOT_FOUND');
    });

    test('a malformed CPF answers 422 with the spec message', async () => {
      const response = await call('GET', '52998224700', customer);
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toEqual([{ field: 'cpf', message: 'The CPF must be valid!' }]);
    });
  });

  describe('PUT the record', () => {
    test('updates the fields sent, keeps the others, in the stored forms', async () => {
      const response = await call('PUT', OTHER.cpf, other, {
        fullName: '  Outro   Cliente Atualizado ',
        profession: 'Engenheiro',
        monthlyIncome: 1_250_000,
        phone: '(11) 96123-4567',
        nickname: 'Outro',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Outro Cliente Atualizado',
        profession: 'Engenheiro',
        monthlyIncome: 1_250_000,
        phone: '+5511961234567',
        nickname: 'Outro',
        email: OTHER.email,
        birthDate: '1988-03-02',
      });
      const again = await call('GET', OTHER.cpf, other);
      expect(again.json()).toMatchObject({
        name: 'Outro Cliente Atualizado',
        monthlyIncome: 1_250_000,
      });
    });

    test.each([
      [{ fullName: 'Outro' }, 'fullName', 'The name must contain a last name!'],
      [{ monthlyIncome: 0 }, 'monthlyIncome', 'The value must be greater than zero!'],
      [{ phone: '1234' }, 'phone', 'Cell field must be valid!'],
      [{ email: 'not-an-email' }, 'email', 'The e-mail must be valid!'],
      [{ profession: '' }, 'profession', 'The field needs to be filled in!'],
    ])('refuses %j with 422 and its message', async (body, field, message) => {
      const response = await call('PUT', OTHER.cpf, other, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('VALIDATION_FAILED');
      expect(response.json().fields).toContainEqual({ field, message });
    });

    test("another user's e-mail answers 422 EMAIL_ALREADY_IN_USE and nothing of the body is applied", async () => {
      const response = await call('PUT', OTHER.cpf, other, {
        email: ' Cliente@Demo.test ',
        profession: 'Arquiteto',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'EMAIL_ALREADY_IN_USE',
        fields: [{ field: 'email', message: 'Email is already in use' }],
      });
      expect((await call('GET', OTHER.cpf, other)).json().profession).toBe('Engenheiro');
    });

    test("refuses another customer's record with 403 and leaves it unchanged", async () => {
      const response = await call('PUT', OTHER.cpf, customer, { profession: 'Hacker' });
      expect(response.statusCode).toBe(403);
      expect((await call('GET', OTHER.cpf, admin)).json().profession).toBe('Engenheiro');
    });

    test('changing its own e-mail answers new token headers for it; the old ones stop working', async () => {
      const id = await insertCustomer(t.db, {
        email: 'troca@demo.test',
        name: 'Troca Email Demo',
        cpf: cpfOf('111444777'),
        correspondents: [1],
      });
      const headers = await signedIn(t.app, 'troca@demo.test');
      const response = await call('PUT', cpfOf('111444777'), headers, {
        email: 'Novo.Email@Demo.test',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().email).toBe('novo.email@demo.test');
      const rotated = tokenHeadersOf(response.headers);
      expect(rotated.uid).toBe('novo.email@demo.test');
      const fresh = await call('GET', cpfOf('111444777'), as(rotated));
      expect(fresh.statusCode).toBe(200);
      const stale = await call('GET', cpfOf('111444777'), headers);
      expect(stale.statusCode).toBe(401);
      expect(id).toBe(await userId(t.db, 'novo.email@demo.test'));

      // The previous address is told, with the new one masked; the new one gets nothing.
      await t.app.outbox.drain();
      const mailbox = async (to: string) =>
        (
          await t.app.inject({ url: `/api/sandbox/mailbox?to=${encodeURIComponent(to)}` })
        ).json() as { subject: string; text: string }[];
      const [notice, ...more] = await mailbox('troca@demo.test');
      expect(more).toEqual([]);
      expect(notice?.subject).toBe('Demo Câmbio: o e-mail da sua conta foi alterado');
      expect(notice?.text).toContain('Olá, Troca!');
      expect(notice?.text).toContain('alterado para no********@demo.test.');
      expect(notice?.text).not.toContain('novo.email@demo.test');
      expect(await mailbox('novo.email@demo.test')).toEqual([]);
    });

    test('an e-mail change ends the other sessions for good: changing it back does not revive them', async () => {
      const cpf = cpfOf('258369147');
      await insertCustomer(t.db, {
        email: 'ida@demo.test',
        name: 'Ida Volta Demo',
        cpf,
        correspondents: [1],
      });
      const first = await signedIn(t.app, 'ida@demo.test');
      const second = await signedIn(t.app, 'ida@demo.test');
      const away = await call('PUT', cpf, first, { email: 'volta@demo.test' });
      expect(away.statusCode).toBe(200);
      const afterAway = as(tokenHeadersOf(away.headers));
      expect((await call('GET', cpf, second)).statusCode).toBe(401);
      const back = await call('PUT', cpf, afterAway, { email: 'ida@demo.test' });
      expect(back.statusCode).toBe(200);
      // S2 presents its old tokens with the old uid again: still ended.
      expect((await call('GET', cpf, second)).statusCode).toBe(401);
      // S1 goes on with the headers of its last answer.
      expect((await call('GET', cpf, as(tokenHeadersOf(back.headers)))).statusCode).toBe(200);
    });

    test("an admin changing a customer's e-mail ends every session of the customer, not the admin's", async () => {
      const cpf = cpfOf('369147258');
      await insertCustomer(t.db, {
        email: 'sessao@demo.test',
        name: 'Sessao Admin Demo',
        cpf,
        correspondents: [1],
      });
      const own = await signedIn(t.app, 'sessao@demo.test');
      const changed = await call('PUT', cpf, admin, { email: 'sessao.nova@demo.test' });
      expect(changed.statusCode).toBe(200);
      expect((await call('PUT', cpf, admin, { email: 'sessao@demo.test' })).statusCode).toBe(200);
      expect((await call('GET', cpf, own)).statusCode).toBe(401);
      expect((await call('GET', cpf, admin)).statusCode).toBe(200);
    });

    test('an unchanged e-mail (the same address typed again) sends no notice', async () => {
      await insertCustomer(t.db, {
        email: 'mesmo@demo.test',
        name: 'Mesmo Email Demo',
        cpf: cpfOf('333666999'),
        correspondents: [1],
      });
      const headers = await signedIn(t.app, 'mesmo@demo.test');
      const response = await call('PUT', cpfOf('333666999'), headers, {
        email: 'Mesmo@Demo.test',
        profession: 'Arquiteta',
      });
      expect(response.statusCode).toBe(200);
      await t.app.outbox.drain();
      const mailbox = await t.app.inject({ url: '/api/sandbox/mailbox?to=mesmo%40demo.test' });
      expect(mailbox.json()).toEqual([]);
    });
  });

  describe('GET /exists', () => {
    test('answers true for the customer itself, 403 for another CPF; an admin asks about any', async () => {
      expect((await call('GET', `${CLIENTE.cpf}/exists`, customer)).json()).toEqual({
        exists: true,
      });
      expect((await call('GET', `${OTHER.cpf}/exists`, customer)).statusCode).toBe(403);
      expect((await call('GET', `${OTHER.cpf}/exists`, admin)).json()).toEqual({ exists: true });
      expect((await call('GET', `${UNKNOWN_CPF}/exists`, admin)).json()).toEqual({
        exists: false,
      });
    });
  });

  describe('GET /limit', () => {
    test('answers the limit in USD cents with the limit card view', async () => {
      const response = await call('GET', `${CLIENTE.cpf}/limit`, customer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        operationalLimitPeriod: 'ANNUAL',
        operationalLimit: 1_000_000,
        operationalLimitUsed: 325_000,
        view: {
          max: 1_000_000,
          used: 325_000,
          available: 675_000,
          percentageOfUse: 32.5,
          warning: false,
          lastRequestStatus: null,
        },
      });
    });

    test("a customer without a limit gets 404 NOT_FOUND; another customer's limit is 403", async () => {
      const none = await call('GET', `${OTHER.cpf}/limit`, other);
      expect(none.statusCode).toBe(404);
      expect(none.json().code).toBe('NOT_FOUND');
      expect((await call('GET', `${CLIENTE.cpf}/limit`, other)).statusCode).toBe(403);
    });
  });

  describe('POST /correspondents', () => {
    test("links the customer to the request's correspondent, records the indicator once, idempotent", async () => {
      const underAurora = { ...other, correspondent_id: String(aurora) };
      const response = await call('POST', `${OTHER.cpf}/correspondents`, underAurora, {
        indicator: aurora,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        wlCorrespondents: [1, aurora],
        indicator: { id: aurora },
      });
      const again = await call('POST', `${OTHER.cpf}/correspondents`, underAurora, {
        indicator: 1,
      });
      expect(again.json()).toMatchObject({
        wlCorrespondents: [1, aurora],
        indicator: { id: aurora },
      });
    });

    test('refuses a disabled correspondent, an unknown indicator and another customer', async () => {
      const disabled = await call(
        'POST',
        `${CLIENTE.cpf}/correspondents`,
        { ...customer, correspondent_id: String(antiga) },
        {},
      );
      expect(disabled.statusCode).toBe(422);
      expect(disabled.json().code).toBe('CORRESPONDENT_INACTIVE');

      for (const indicator of [999_999, 0, 3_000_000_000]) {
        const unknown = await call('POST', `${CLIENTE.cpf}/correspondents`, customer, {
          indicator,
        });
        expect(unknown.statusCode).toBe(422);
        expect(unknown.json().fields).toEqual([
          { field: 'indicator', message: 'The partner informed was not found.' },
        ]);
      }

      const foreign = await call('POST', `${OTHER.cpf}/correspondents`, customer, {});
      expect(foreign.statusCode).toBe(403);
    });
  });

  describe('PUT /trigger-new-compliance', () => {
    test('records the request; a rejected registration goes back to PENDING', async () => {
      const approved = await call('PUT', `${CLIENTE.cpf}/trigger-new-compliance`, customer);
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({
        needsComplianceUpdate: false,
        registrationStatus: 'APPROVED',
      });
      expect(Number.isNaN(Date.parse(approved.json().complianceRequestedAt))).toBe(false);

      const rejectedCpf = cpfOf('222555888');
      await insertCustomer(t.db, {
        email: 'rejeitado@demo.test',
        name: 'Rejeitado Demo',
        cpf: rejectedCpf,
        correspondents: [1],
        registrationStatus: 'REJECTED',
      });
      const headers = await signedIn(t.app, 'rejeitado@demo.test');
      const rejected = await call('PUT', `${rejectedCpf}/trigger-new-compliance`, headers);
      expect(rejected.json().registrationStatus).toBe('PENDING');
      const row = await t.db
        .selectFrom('users')
        .select(['registration_status', 'compliance_requested_at'])
        .where('cpf', '=', rejectedCpf)
        .executeTakeFirstOrThrow();
      expect(row.registration_status).toBe('PENDING');
      expect(row.compliance_requested_at).not.toBeNull();

      expect(
        (await call('PUT', `${rejectedCpf}/trigger-new-compliance`, customer)).statusCode,
      ).toBe(403);
    });
  });
});
