import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  buildAccountTestApp,
  GOOD_PASSWORD,
  mailbox,
  registerConfirmed,
  type AccountTestApp,
} from '../registration/account-test-app';
import { tokenHeadersOf, type TokenHeaders } from '../auth/sign-in-helpers';

describe('PUT /api/v1/auth/user (change password)', () => {
  let t: AccountTestApp;

  beforeAll(async () => {
    t = await buildAccountTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const signIn = async (email: string, password = GOOD_PASSWORD) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      payload: { email, password },
    });
    return { status: response.statusCode, headers: tokenHeadersOf(response.headers) };
  };
  const change = (
    headers: TokenHeaders | Record<string, string>,
    currentPassword: string,
    password: string,
    language = 'pt-BR',
    passwordConfirmation = password,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/user',
      headers: { ...headers, correspondent_id: '1', 'accept-language': language },
      payload: { currentPassword, password, passwordConfirmation },
    });
  const validate = (headers: TokenHeaders) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user/validate_token',
      headers: { ...headers },
    });

  test('a wrong current password answers the spec wording on currentPassword, in both languages', async () => {
    const body = await registerConfirmed(t.app);
    const { headers } = await signIn(body.email);
    const en = await change(headers, 'Wrong@2026', 'Nova@Senha2026', 'en-US');
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      statusCode: 422,
      code: 'CURRENT_PASSWORD_INVALID',
      message: 'The current password is not valid.',
      fields: [{ field: 'currentPassword', message: 'The current password is not valid.' }],
    });
    const pt = await change(headers, 'Wrong@2026', 'Nova@Senha2026');
    expect(pt.json()).toMatchObject({
      message: 'A senha atual não é válida.',
      fields: [{ field: 'currentPassword', message: 'A senha atual não é válida.' }],
    });
  });

  test('any of the last five passwords is refused, in both languages; the sixth back is allowed', async () => {
    const body = await registerConfirmed(t.app);
    let { headers } = await signIn(body.email);
    const passwords = [
      GOOD_PASSWORD,
      'Segunda@2026',
      'Terceira@2026',
      'Quarta@2026',
      'Quinta@2026',
    ];
    for (let i = 1; i < passwords.length; i += 1) {
      const response = await change(headers, passwords[i - 1] ?? '', passwords[i] ?? '');
      expect(response.statusCode, response.body).toBe(200);
    }
    // History now holds the five above; each of them is refused.
    for (const old of passwords) {
      const refused = await change(headers, 'Quinta@2026', old, 'en-US');
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        code: 'PASSWORD_REUSED',
        message: 'The new password cannot be one of your last five passwords.',
        fields: [
          {
            field: 'password',
            message: 'The new password cannot be one of your last five passwords.',
          },
        ],
      });
    }
    const pt = await change(headers, 'Quinta@2026', 'Quarta@2026');
    expect(pt.json().message).toBe('A nova senha não pode ser uma das suas últimas cinco senhas.');
    expect((await change(headers, 'Quinta@2026', 'Sexta@2026')).statusCode).toBe(200);
    // GOOD_PASSWORD is now the sixth back: allowed again.
    ({ headers } = await signIn(body.email, 'Sexta@2026'));
    expect((await change(headers, 'Sexta@2026', GOOD_PASSWORD)).statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    const history = await t.db
      .selectFrom('password_history')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(history).toHaveLength(7);
  }, 120_000);

  test('success records the password, keeps this session, ends the others, and sends a notice', async () => {
    const body = await registerConfirmed(t.app);
    const mine = (await signIn(body.email)).headers;
    const other = (await signIn(body.email)).headers;
    const response = await change(mine, GOOD_PASSWORD, 'Nova@Senha2026');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await validate(mine)).statusCode).toBe(200);
    expect((await validate(other)).statusCode).toBe(401);
    expect((await signIn(body.email, GOOD_PASSWORD)).status).toBe(401);
    expect((await signIn(body.email, 'Nova@Senha2026')).status).toBe(200);
    const [notice] = await mailbox(t.app, body.email);
    expect(notice?.subject).toBe('Demo Câmbio: sua senha foi alterada');
    expect(notice?.text).not.toContain('Nova@Senha2026');
  });

  test('the policy and the confirmation are enforced; signed out is 401', async () => {
    const body = await registerConfirmed(t.app);
    const { headers } = await signIn(body.email);
    const weak = await change(headers, GOOD_PASSWORD, 'fraca', 'en-US');
    expect(weak.statusCode).toBe(422);
    expect(
      (weak.json().fields as { field: string; message: string }[]).map((f) => f.message),
    ).toContain('The password must contain at least 8 characters.');
    const mismatch = await change(headers, GOOD_PASSWORD, 'Nova@Senha2026', 'pt-BR', 'Outra@2026');
    expect(mismatch.json().fields).toEqual([
      { field: 'passwordConfirmation', message: 'As senhas não conferem.' },
    ]);
    const anonymous = await change({}, GOOD_PASSWORD, 'Nova@Senha2026');
    expect(anonymous.statusCode).toBe(401);
  });

  test('5 wrong current passwords in 15 minutes lock the change with 429, even with the right one', async () => {
    const body = await registerConfirmed(t.app);
    const { headers } = await signIn(body.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await change(headers, 'Wrong@2026', 'Nova@Senha2026')).statusCode).toBe(422);
    }
    const locked = await change(headers, GOOD_PASSWORD, 'Nova@Senha2026');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    t.clock.advance(15 * 60 * 1000 + 1000);
    const fresh = (await signIn(body.email)).headers;
    expect((await change(fresh, GOOD_PASSWORD, 'Nova@Senha2026')).statusCode).toBe(200);
  }, 120_000);
});
