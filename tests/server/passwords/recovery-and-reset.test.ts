import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { hashOneTimeToken } from '../../../server/services/accounts/account-deps';
import {
  buildAccountTestApp,
  GOOD_PASSWORD,
  mailbox,
  registerConfirmed,
  registerIndividual,
  type AccountTestApp,
} from '../registration/account-test-app';
import { tokenHeadersOf } from '../auth/sign-in-helpers';

const RESET_PAGE = 'http://localhost:8080/demo/password/reset';

describe('password recovery and reset', () => {
  let t: AccountTestApp;

  beforeAll(async () => {
    t = await buildAccountTestApp();
    // A correspondent's own site may host the reset page too (the CORS allow-list).
    await t.db
      .updateTable('correspondents')
      .set({ site_origins: ['https://cambio-parceiro.test'] })
      .where('identifier', '=', 'demo')
      .execute();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const recover = (email: string, redirectUrl = RESET_PAGE, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/password',
      headers: { correspondent_id: '1', ...headers },
      payload: { email, redirect_url: redirectUrl },
    });
  const linkOf = async (email: string) => {
    const [mail] = await mailbox(t.app, email);
    const link = mail?.text.match(/https?:\/\/\S+reset_password_token=\S+/)?.[0] ?? '';
    return { mail, link };
  };
  const open = (link: string) => {
    const url = new URL(link);
    return t.app.inject({ method: 'GET', url: url.pathname + url.search });
  };
  const tokensOfRedirect = (location: string) => {
    const url = new URL(location);
    return {
      'access-token': url.searchParams.get('access-token') ?? '',
      client: url.searchParams.get('client') ?? '',
      uid: url.searchParams.get('uid') ?? '',
    };
  };
  const reset = (
    headers: Record<string, string>,
    password: string,
    language = 'pt-BR',
    confirmation = password,
  ) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/user/password',
      headers: { ...headers, correspondent_id: '1', 'accept-language': language },
      payload: { password, passwordConfirmation: confirmation },
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      payload: { email, password },
    });

  test('known and unknown e-mails get the very same answer; only the known one gets a link', async () => {
    const body = await registerConfirmed(t.app);
    const known = await recover(body.email);
    const unknown = await recover('nobody@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ success: true });
    const { mail, link } = await linkOf(body.email);
    expect(mail?.subject).toBe('Demo Câmbio: recuperação de senha');
    expect(link).toMatch(
      /^http:\/\/localhost:8080\/api\/v1\/auth\/user\/password\/edit\?reset_password_token=[\w-]{43}&redirect_url=/,
    );
    expect(new URL(link).searchParams.get('redirect_url')).toBe(RESET_PAGE);
    expect(await mailbox(t.app, 'nobody@example.test')).toEqual([]);
  });

  test('a redirect_url off the allowed origins is refused with 422; a correspondent site is allowed', async () => {
    const body = await registerConfirmed(t.app);
    const foreign = await recover(body.email, 'https://evil.example/steal', {
      'accept-language': 'en-US',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({
      code: 'REDIRECT_URL_NOT_ALLOWED',
      message: 'The redirect URL is not allowed.',
    });
    // The code and the approval of the registration only: no recovery e-mail.
    expect(await mailbox(t.app, body.email)).toHaveLength(2);
    const partner = await recover(body.email, 'https://cambio-parceiro.test/senha');
    expect(partner.statusCode).toBe(200);
    const notUrl = await recover(body.email, 'not a url');
    expect(notUrl.statusCode).toBe(422);
    expect(notUrl.json().fields).toEqual([
      { field: 'redirect_url', message: 'A URL precisa ser válida!' },
    ]);
  });

  test('the link redirects with a short session; the new password is set and every session ends', async () => {
    const body = await registerConfirmed(t.app);
    const other = tokenHeadersOf((await signIn(body.email, GOOD_PASSWORD)).headers);
    await recover(body.email);
    const { link } = await linkOf(body.email);

    const opened = await open(link);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers['cache-control']).toBe('no-store');
    const location = String(opened.headers.location);
    expect(location.startsWith(`${RESET_PAGE}?`)).toBe(true);
    const redirect = new URL(location);
    expect(redirect.searchParams.get('reset_password')).toBe('true');
    expect(redirect.searchParams.get('uid')).toBe(body.email);
    const expiry = Number(redirect.searchParams.get('expiry'));
    const minutes = (expiry * 1000 - t.clock.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    const headers = tokensOfRedirect(location);

    // The link works once.
    const twice = await open(link);
    expect(new URL(String(twice.headers.location)).searchParams.get('reset_password_error')).toBe(
      'invalid_token',
    );

    const done = await reset(headers, 'Nova@Senha2026');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true });
    expect((await signIn(body.email, 'Nova@Senha2026')).statusCode).toBe(200);
    expect((await signIn(body.email, GOOD_PASSWORD)).statusCode).toBe(401);
    const validate = (h: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/auth/user/validate_token', headers: h });
    expect((await validate(headers)).statusCode).toBe(401);
    expect((await validate({ ...other })).statusCode).toBe(401);
    const [notice] = await mailbox(t.app, body.email);
    expect(notice?.subject).toBe('Demo Câmbio: sua senha foi alterada');
  });

  test("the reset link's session is good for the reset call only: anywhere else it is anonymous", async () => {
    const body = await registerConfirmed(t.app);
    await recover(body.email);
    const { link } = await linkOf(body.email);
    const headers = tokensOfRedirect(String((await open(link)).headers.location));

    // Its tokens travelled in a URL: they must not read the record or change the password.
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user/validate_token',
      headers,
    });
    expect(validate.statusCode).toBe(401);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/user',
      headers,
      payload: {
        currentPassword: GOOD_PASSWORD,
        password: 'Outra@Senha2026',
        passwordConfirmation: 'Outra@Senha2026',
      },
    });
    expect(change.statusCode).toBe(401);
    // The reset call itself still accepts it.
    expect((await reset(headers, 'Nova@Senha2027')).statusCode).toBe(200);
  });

  test('the reset refuses the policy breakers and the last five passwords, in both languages', async () => {
    const body = await registerConfirmed(t.app);
    await recover(body.email);
    const headers = tokensOfRedirect(
      String((await open((await linkOf(body.email)).link)).headers.location),
    );

    const reused = await reset(headers, GOOD_PASSWORD, 'en-US');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      statusCode: 422,
      code: 'PASSWORD_REUSED',
      message: 'The new password cannot be one of your last five passwords.',
      fields: [
        {
          field: 'password',
          message: 'The new password cannot be one of your last five passwords.',
        },
      ],
    });
    const reusedPt = await reset(headers, GOOD_PASSWORD);
    expect(reusedPt.json().message).toBe(
      'A nova senha não pode ser uma das suas últimas cinco senhas.',
    );
    const weak = await reset(headers, 'short');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().code).toBe('VALIDATION_FAILED');
    const mismatch = await reset(headers, 'Nova@Senha2026', 'pt-BR', 'Outra@Senha2026');
    expect(mismatch.json().fields).toEqual([
      { field: 'passwordConfirmation', message: 'As senhas não conferem.' },
    ]);
    // The session survives refused attempts: the right one then goes through.
    expect((await reset(headers, 'Nova@Senha2026')).statusCode).toBe(200);
  });

  test('an expired link redirects with expired_token; a forged one with invalid_token', async () => {
    const body = await registerConfirmed(t.app);
    await recover(body.email);
    const { link } = await linkOf(body.email);
    t.clock.advance(60 * 60 * 1000);
    const expired = await open(link);
    expect(expired.statusCode).toBe(302);
    expect(String(expired.headers.location)).toBe(
      `${RESET_PAGE}?reset_password_error=expired_token`,
    );
    const forged = await open(
      `http://localhost:8080/api/v1/auth/user/password/edit?reset_password_token=forged&redirect_url=${encodeURIComponent(RESET_PAGE)}`,
    );
    expect(String(forged.headers.location)).toBe(
      `${RESET_PAGE}?reset_password_error=invalid_token`,
    );
    const foreign = await open(
      `http://localhost:8080/api/v1/auth/user/password/edit?reset_password_token=x&redirect_url=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe('REDIRECT_URL_NOT_ALLOWED');
  });

  test('a newer recovery e-mail withdraws the older link; tokens are stored hashed', async () => {
    const body = await registerConfirmed(t.app);
    await recover(body.email);
    const first = (await linkOf(body.email)).link;
    await recover(body.email);
    const second = (await linkOf(body.email)).link;
    const firstOpened = await open(first);
    expect(
      new URL(String(firstOpened.headers.location)).searchParams.get('reset_password_error'),
    ).toBe('expired_token');
    const token = new URL(second).searchParams.get('reset_password_token') ?? '';
    const stored = await t.db
      .selectFrom('account_tokens')
      .select('purpose')
      .where('token_hash', '=', hashOneTimeToken(token))
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('PASSWORD_RESET');
    expect((await open(second)).statusCode).toBe(302);
  });

  test('an ordinary session cannot use the reset call: 403 RESET_SESSION_REQUIRED; none at all: 401', async () => {
    const body = await registerConfirmed(t.app);
    const headers = tokenHeadersOf((await signIn(body.email, GOOD_PASSWORD)).headers);
    const response = await reset({ ...headers }, 'Nova@Senha2026', 'en-US');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'RESET_SESSION_REQUIRED',
      message: 'Open the password recovery link sent to your e-mail to set a new password.',
    });
    expect((await reset({}, 'Nova@Senha2026')).statusCode).toBe(401);
  });

  test('opening the link of an unconfirmed account confirms it (the link proves the address)', async () => {
    const body = await registerIndividual(t.app);
    await recover(body.email);
    const opened = await open((await linkOf(body.email)).link);
    expect(opened.statusCode).toBe(302);
    const user = await t.db
      .selectFrom('users')
      .select(['confirmed_at', 'registration_status'])
      .where('email', '=', body.email)
      .executeTakeFirstOrThrow();
    expect(user.confirmed_at).not.toBeNull();
    expect(user.registration_status).toBe('APPROVED');
  });

  test('recovery e-mails are limited per address (20) and per account (5) in 15 minutes', async () => {
    const body = await registerConfirmed(t.app);
    const limited: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/user/password',
        remoteAddress: `10.5.0.${i}`,
        payload: { email: body.email, redirect_url: RESET_PAGE },
      });
      limited.push(response.statusCode);
    }
    expect(limited).toEqual([200, 200, 200, 200, 200, 429]);
    const links = (await mailbox(t.app, body.email)).filter((m) =>
      m.subject.endsWith('recuperação de senha'),
    );
    expect(links).toHaveLength(5);
  });
});
