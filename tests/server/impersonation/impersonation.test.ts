import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tokenHeadersOf } from '../auth/sign-in-helpers';
import {
  ADMIN,
  CLIENTE,
  EMPRESA,
  as,
  correspondentId,
  signedIn,
  userId,
} from '../customers/customer-fixtures';
import { buildTestApp, type TestApp } from '../test-app';

/** Polls until `read` answers something truthy (the audit hook writes after the answer). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('impersonation', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let customer: Record<string, string>;
  let adminId: number;
  let customerId: number;
  let aurora: number;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signedIn(t.app, ADMIN.email);
    customer = await signedIn(t.app, CLIENTE.email);
    adminId = await userId(t.db, ADMIN.email);
    customerId = await userId(t.db, CLIENTE.email);
    aurora = await correspondentId(t.db, 'aurora');
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const createToken = (body: unknown, headers: Record<string, string> = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/impersonation-tokens',
      headers,
      payload: body as Record<string, unknown>,
    });
  const exchange = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/impersonate',
      headers: { 'accept-language': 'en-US', 'user-type': 'user', correspondent_id: '1' },
      payload: { token },
    });
  const auditRows = () =>
    t.db
      .selectFrom('audit_events')
      .select(['user_id', 'impersonated_by', 'method', 'route', 'path', 'status_code'])
      .orderBy('id')
      .execute();

  describe('POST /api/v1/admin/impersonation-tokens', () => {
    test('an admin gets a one-time token valid five minutes and the portal path', async () => {
      const before = Date.now();
      const response = await createToken({ document: '529.982.247-25' });
      expect(response.statusCode).toBe(201);
      const body = response.json() as { token: string; expiresAt: string; path: string };
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.path).toBe(`/demo/impersonate-user/${body.token}`);
      const lifetime = Date.parse(body.expiresAt) - before;
      expect(lifetime).toBeGreaterThan(4 * 60 * 1000);
      expect(lifetime).toBeLessThanOrEqual(5 * 60 * 1000 + 1000);
      // Only the hash is stored.
      const rows = await t.db
        .selectFrom('impersonation_tokens')
        .select(['token_hash', 'user_id', 'created_by'])
        .execute();
      expect(rows).toContainEqual({
        token_hash: createHash('sha256').update(body.token).digest('hex'),
        user_id: customerId,
        created_by: adminId,
      });
      expect(JSON.stringify(rows)).not.toContain(body.token);
    });

    test('names the customer by user id; the path follows a correspondent the customer is linked to', async () => {
      const response = await createToken(
        { userId: customerId },
        { ...admin, correspondent_id: String(aurora) },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().path).toMatch(/^\/demo\/impersonate-user\//);
    });

    test('from the operator page (correspondent_id 0) the path follows the customer', async () => {
      const response = await createToken(
        { document: '529.982.247-25' },
        { ...admin, correspondent_id: '0' },
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().path).toMatch(/^\/demo\/impersonate-user\//);
    });

    test.each([
      [{}, 'document', 'The field needs to be filled in!'],
      [{ document: CLIENTE.cpf, userId: 1 }, 'document', 'The field needs to be filled in!'],
      [{ document: '123.456.789-00' }, 'document', 'The document is not in a valid format!'],
    ])('refuses %j with 422 and its message', async (body, field, message) => {
      const response = await createToken(body);
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toContainEqual({ field, message });
    });

    test('an unknown customer is 404; an admin cannot be impersonated', async () => {
      expect((await createToken({ userId: 999_999 })).statusCode).toBe(404);
      const refused = await createToken({ document: ADMIN.cpf });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'IMPERSONATION_NOT_ALLOWED',
        message: 'This user cannot be impersonated.',
      });
    });

    test('customers and guests cannot create tokens', async () => {
      expect((await createToken({ document: EMPRESA.cnpj }, customer)).statusCode).toBe(403);
      expect(
        (await createToken({ document: EMPRESA.cnpj }, { 'accept-language': 'en-US' })).statusCode,
      ).toBe(401);
    });
  });

  describe('POST /api/v1/auth/user/impersonate', () => {
    test("opens the customer's session once, flagged impersonated, recorded with the admin's id", async () => {
      const { token } = (await createToken({ document: CLIENTE.cpf })).json() as { token: string };
      const response = await exchange(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        data: { id: customerId, email: CLIENTE.email, impersonated: true, isAdmin: false },
      });
      const tokens = tokenHeadersOf(response.headers);
      expect(tokens.uid).toBe(CLIENTE.email);
      expect(tokens['token-type']).toBe('Bearer');

      const session = await t.db
        .selectFrom('user_sessions')
        .select(['impersonated_by', 'expires_at'])
        .where('client_id', '=', tokens.client)
        .executeTakeFirstOrThrow();
      expect(session.impersonated_by).toBe(adminId);
      const lifetime = new Date(session.expires_at).getTime() - Date.now();
      expect(lifetime).toBeLessThanOrEqual(2 * 60 * 60 * 1000);
      expect(lifetime).toBeGreaterThan(119 * 60 * 1000);

      // The refresh keeps the short lifetime and the flag.
      const validated = await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/user/validate_token',
        headers: as(tokens),
      });
      expect(validated.json().data.impersonated).toBe(true);
      expect(Number(validated.headers.expiry)).toBe(Number(tokens.expiry));

      const again = await exchange(token);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        statusCode: 422,
        code: 'IMPERSONATION_TOKEN_INVALID',
        message: 'The impersonation link is invalid, expired or already used.',
      });
    });

    test('an unknown or expired token answers 422 IMPERSONATION_TOKEN_INVALID', async () => {
      expect((await exchange('not-a-token')).json().code).toBe('IMPERSONATION_TOKEN_INVALID');
      const { token } = (await createToken({ document: EMPRESA.cnpj })).json() as { token: string };
      await t.db
        .updateTable('impersonation_tokens')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
        .execute();
      const expired = await exchange(token);
      expect(expired.statusCode).toBe(422);
      expect(expired.json().code).toBe('IMPERSONATION_TOKEN_INVALID');
    });

    test('a blank token is refused by the contract', async () => {
      const response = await exchange('  ');
      expect(response.statusCode).toBe(422);
      expect(response.json().fields).toEqual([
        { field: 'token', message: 'The field needs to be filled in!' },
      ]);
    });
  });

  describe('the audit trail', () => {
    test("records every request of an impersonated session with the admin's id, and nothing else", async () => {
      await t.db.deleteFrom('audit_events').execute();
      // A normal session writes nothing.
      await t.app.inject({
        method: 'PUT',
        url: `/api/customers/v1/physicals/${CLIENTE.cpf}`,
        headers: customer,
        payload: { nickname: 'Maria' },
      });

      const { token } = (await createToken({ document: CLIENTE.cpf })).json() as { token: string };
      const impersonated = as(tokenHeadersOf((await exchange(token)).headers));
      const updated = await t.app.inject({
        method: 'PUT',
        url: `/api/customers/v1/physicals/${CLIENTE.cpf}`,
        headers: impersonated,
        payload: { nickname: 'Mari' },
      });
      expect(updated.statusCode).toBe(200);
      await t.app.inject({
        method: 'GET',
        url: `/api/customers/v1/physicals/${CLIENTE.cpf}/addresses?x=1`,
        headers: impersonated,
      });
      const missing = await t.app.inject({
        method: 'DELETE',
        url: `/api/customers/v1/physicals/${CLIENTE.cpf}/addresses/999999`,
        headers: impersonated,
      });
      expect(missing.statusCode).toBe(404);

      const rows = await eventually(auditRows, (list) => list.length >= 4);
      const base = { user_id: customerId, impersonated_by: adminId };
      expect(rows).toEqual([
        {
          ...base,
          method: 'POST',
          route: '/api/v1/auth/user/impersonate',
          path: '/api/v1/auth/user/impersonate',
          status_code: 200,
        },
        {
          ...base,
          method: 'PUT',
          route: '/api/customers/v1/physicals/:cpf',
          path: `/api/customers/v1/physicals/${CLIENTE.cpf}`,
          status_code: 200,
        },
        {
          ...base,
          method: 'GET',
          route: '/api/customers/v1/physicals/:cpf/addresses',
          path: `/api/customers/v1/physicals/${CLIENTE.cpf}/addresses`,
          status_code: 200,
        },
        {
          ...base,
          method: 'DELETE',
          route: '/api/customers/v1/physicals/:cpf/addresses/:id',
          path: `/api/customers/v1/physicals/${CLIENTE.cpf}/addresses/999999`,
          status_code: 404,
        },
      ]);
    });

    test('a refused exchange is not recorded against anyone', async () => {
      await t.db.deleteFrom('audit_events').execute();
      await exchange('unknown-token');
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await auditRows()).toEqual([]);
    });
  });
});
