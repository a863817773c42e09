import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AuthUserResponseSchema } from '../../../src/contracts/auth';
import { isApiErrorBody } from '../../../src/contracts/errors';
import { shouldReplaceTokens } from '../../../src/domain/session/token-rule';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import { hashAccessToken } from '../../../server/services/auth/session-tokens-service';
import { buildTestApp, type TestApp } from '../test-app';
import { signIn, tokenHeadersOf } from './sign-in-helpers';

describe('sign-in, token validation and sign-out', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const validate = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/user/validate_token', headers });

  test('signing in answers the token headers and the user with roles, CPF and correspondents', async () => {
    const before = Math.floor(Date.now() / 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      payload: { email: 'Cliente@Demo.test', password: SANDBOX_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const tokens = tokenHeadersOf(response.headers);
    expect(tokens['access-token']).toMatch(/^[\w-]{43}$/);
    expect(tokens.client).not.toBe('');
    expect(tokens.uid).toBe('cliente@demo.test');
    expect(tokens['token-type']).toBe('Bearer');
    const fourteenDays = 14 * 24 * 3600;
    expect(Number(tokens.expiry)).toBeGreaterThanOrEqual(before + fourteenDays);
    expect(Number(tokens.expiry)).toBeLessThanOrEqual(before + fourteenDays + 5);

    const body = AuthUserResponseSchema.parse(response.json());
    expect(body.data).toMatchObject({
      email: 'cliente@demo.test',
      cpf: '52998224725',
      roles: ['customer'],
      correspondents: [1],
      isAdmin: false,
      needsComplianceUpdate: false,
    });
    expect(body.data.cnpj).toBeUndefined();
  });

  test('the company signs in with its CNPJ in the user and the admin with the admin flag', async () => {
    const company = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      payload: { email: 'empresa@demo.test', password: SANDBOX_PASSWORD },
    });
    expect(company.json().data).toMatchObject({ cnpj: '11222333000181', isAdmin: false });
    expect(company.json().data.cpf).toBeUndefined();
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      payload: { email: 'admin@demo.test', password: SANDBOX_PASSWORD },
    });
    expect(admin.json().data).toMatchObject({
      isAdmin: true,
      roles: ['admin'],
      correspondents: [1],
    });
  });

  test('a wrong password and an unknown e-mail get the same 401 answer, in the caller language', async () => {
    const attempt = (email: string, language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/user/sign_in',
        headers: { 'accept-language': language },
        payload: { email, password: 'Wrong@2026!' },
      });
    const wrongPassword = await attempt('cliente@demo.test', 'en-US');
    const unknownEmail = await attempt('nobody@demo.test', 'en-US');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid email or password',
    });
    expect(wrongPassword.headers['access-token']).toBeUndefined();
    const portuguese = await attempt('nobody@demo.test', 'pt-BR');
    expect(portuguese.json().message).toBe('E-mail ou senha inválidos');
  });

  test('validate_token answers the user and rotates the token with an expiry not older', async () => {
    const first = await signIn(t.app, 'cliente@demo.test');
    const response = await validate({ ...first });
    expect(response.statusCode).toBe(200);
    const body = AuthUserResponseSchema.parse(response.json());
    expect(body.success).toBe(true);
    expect(body.data.email).toBe('cliente@demo.test');

    const rotated = tokenHeadersOf(response.headers);
    expect(rotated['access-token']).not.toBe(first['access-token']);
    expect(rotated.client).toBe(first.client);
    expect(Number(rotated.expiry)).toBeGreaterThanOrEqual(Number(first.expiry));
    const asStored = (h: typeof first) => ({
      accessToken: h['access-token'],
      client: h.client,
      uid: h.uid,
      expiry: h.expiry,
      tokenType: h['token-type'],
    });
    expect(shouldReplaceTokens(asStored(first), asStored(rotated))).toBe(true);

    // The new token works and rotates again.
    const again = await validate({ ...rotated });
    expect(again.statusCode).toBe(200);
    expect(again.headers['access-token']).toBeDefined();
  });

  test('the replaced token passes for its 5-second grace without rotating, then is refused', async () => {
    const first = await signIn(t.app, 'cliente@demo.test');
    const rotated = tokenHeadersOf((await validate({ ...first })).headers);
    const inFlight = await validate({ ...first });
    expect(inFlight.statusCode).toBe(200);
    expect(inFlight.headers['access-token']).toBeUndefined();

    // End the grace window as if 5 seconds had passed.
    await t.db
      .updateTable('user_sessions')
      .set({ previous_valid_until: new Date(Date.now() - 1000) })
      .where('client_id', '=', first.client)
      .execute();
    expect((await validate({ ...first })).statusCode).toBe(401);
    expect((await validate({ ...rotated })).statusCode).toBe(200);
  });

  test('sign-out revokes that client only', async () => {
    const phone = await signIn(t.app, 'cliente@demo.test');
    const laptop = await signIn(t.app, 'cliente@demo.test');
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/user/sign_out',
      headers: { ...phone },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect((await validate({ ...phone })).statusCode).toBe(401);
    expect((await validate({ ...laptop })).statusCode).toBe(200);
  });

  test('an expired token is refused with 401 UNAUTHORIZED', async () => {
    const tokens = await signIn(t.app, 'cliente@demo.test');
    await t.db
      .updateTable('user_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('client_id', '=', tokens.client)
      .execute();
    const response = await validate({ ...tokens, 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(401);
    const body: unknown = response.json();
    expect(isApiErrorBody(body) && body.code).toBe('UNAUTHORIZED');
  });

  test('a token presented with another uid or client is refused', async () => {
    const tokens = await signIn(t.app, 'cliente@demo.test');
    expect((await validate({ ...tokens, uid: 'empresa@demo.test' })).statusCode).toBe(401);
    expect((await validate({ ...tokens, client: 'other' })).statusCode).toBe(401);
    expect((await validate({})).statusCode).toBe(401);
  });

  test('only the SHA-256 of a token is stored, never the token', async () => {
    const tokens = await signIn(t.app, 'empresa@demo.test');
    const rows = await t.db.selectFrom('user_sessions').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(tokens['access-token']);
    const row = rows.find((candidate) => candidate.client_id === tokens.client);
    expect(row?.token_hash).toBe(hashAccessToken(tokens['access-token']));
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  test('a sign-in body without the password answers 422 with the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      payload: { email: 'cliente@demo.test' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
