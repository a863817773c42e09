import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RegistrationExistsSchema, registrationBranch } from '../../../src/contracts/registration';
import { SANDBOX_INVITATION_RECORD } from '../../../server/db/seeds/sandbox-invitation';
import { hashOneTimeToken } from '../../../server/services/accounts/account-deps';
import {
  buildAccountTestApp,
  DEMO_HEADERS,
  GOOD_PASSWORD,
  mailbox,
  newCpf,
  registerIndividual,
  type AccountTestApp,
} from './account-test-app';

describe('GET /api/v1/registrations/users/{document}/exists', () => {
  let t: AccountTestApp;

  beforeAll(async () => {
    t = await buildAccountTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const exists = (document: string, remoteAddress = '10.1.0.1') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/registrations/users/${encodeURIComponent(document)}/exists`,
      remoteAddress,
    });

  test('a new document: exists false, the stepper goes on', async () => {
    const response = await exists(newCpf());
    expect(response.statusCode).toBe(200);
    const answer = RegistrationExistsSchema.parse(response.json());
    expect(answer).toEqual({ exists: false, hasAccess: false });
    expect(registrationBranch(answer)).toBe('new');
  });

  test('registered with access (a password): told to log in, no e-mail shown', async () => {
    const cpf = await exists('529.982.247-25');
    expect(cpf.json()).toEqual({ exists: true, hasAccess: true });
    const cnpj = await exists('11.222.333/0001-81');
    expect(registrationBranch(cnpj.json())).toBe('log-in');
  });

  test('known without access (no password): the masked e-mail the invitation goes to', async () => {
    const response = await exists(SANDBOX_INVITATION_RECORD.cpf);
    expect(response.json()).toEqual({
      exists: true,
      hasAccess: false,
      email: 'co*******@demo.test',
    });
    expect(registrationBranch(response.json())).toBe('invitation');
  });

  test('an invalid document answers 422 with the catalogue message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/registrations/users/12345678900/exists',
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toEqual([
      { field: 'document', message: 'The document is not in a valid format!' },
    ]);
  });

  test('after 30 checks in 15 minutes an address gets 429 with retry-after; others pass; the window ends', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await exists(newCpf(), '10.9.9.9')).statusCode).toBe(200);
    }
    const limited = await exists(newCpf(), '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await exists(newCpf(), '10.9.9.10')).statusCode).toBe(200);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await exists(newCpf(), '10.9.9.9')).statusCode).toBe(200);
  }, 120_000);
});

describe('set-password invitations', () => {
  let t: AccountTestApp;

  beforeAll(async () => {
    t = await buildAccountTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const invite = (document: string, headers: Record<string, string> = DEMO_HEADERS) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations/users/invite',
      headers,
      payload: { document },
    });
  const accept = (token: string, password = GOOD_PASSWORD, confirmation = password) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/user/invitation?invitation_token=${encodeURIComponent(token)}`,
      headers: { 'accept-language': 'en-US' },
      payload: { password, passwordConfirmation: confirmation },
    });
  const signIn = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      payload: { email, password },
    });
  const tokenFromMailbox = async (email: string) => {
    const [mail] = await mailbox(t.app, email);
    const link = mail?.text.match(/https?:\/\/\S+invitation_token=\S+/)?.[0] ?? '';
    return { mail, link, token: new URL(link).searchParams.get('invitation_token') ?? '' };
  };

  // A fresh record known without access, so each test starts from its own.
  const knownWithoutAccess = async () => {
    const cpf = newCpf();
    const email = `sem.acesso.${cpf}@example.test`;
    await t.db
      .insertInto('users')
      .values({
        email,
        name: 'Joana Sem Acesso',
        person_type: 'PHYSICAL',
        cpf,
        cnpj: null,
        roles: ['customer'],
        registration_status: 'APPROVED',
        locale: 'en-US',
      })
      .execute();
    return { cpf, email };
  };

  test('the seeded record gets the e-mail with a one-time link into the correspondent portal; the answer is masked', async () => {
    const response = await invite('274.185.963-91');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'co*******@demo.test' });
    const { mail, link, token } = await tokenFromMailbox(SANDBOX_INVITATION_RECORD.email);
    expect(mail?.subject).toBe('Demo Câmbio: cadastre sua senha');
    expect(
      link.startsWith('http://localhost:8080/demo/password/invitation?invitation_token='),
    ).toBe(true);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(mail?.html).toContain('/demo/password/invitation?invitation_token=');
    const stored = await t.db
      .selectFrom('account_tokens')
      .select(['token_hash', 'expires_at', 'purpose'])
      .where('token_hash', '=', hashOneTimeToken(token))
      .executeTakeFirstOrThrow();
    expect(stored.purpose).toBe('INVITATION');
    const days = (stored.expires_at.getTime() - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const raw = await t.db
      .selectFrom('account_tokens')
      .select('id')
      .where('token_hash', '=', token)
      .executeTakeFirst();
    expect(raw).toBeUndefined();
  });

  test('accepting sets the password, confirms the e-mail and the token works once', async () => {
    const { cpf, email } = await knownWithoutAccess();
    await invite(cpf);
    const { token, mail } = await tokenFromMailbox(email);
    expect(mail?.subject).toBe('Demo Câmbio: set your password');
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(401);

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true });
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select(['id', 'confirmed_at', 'registration_status'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.confirmed_at).not.toBeNull();
    expect(user.registration_status).toBe('APPROVED');
    const history = await t.db
      .selectFrom('password_history')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(history).toHaveLength(1);

    const again = await accept(token, 'Outra@2026');
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'INVITATION_TOKEN_INVALID',
      message:
        'This invitation link is invalid, was already used or has expired. Request a new invitation.',
    });
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(200);
    // Now it has access: the existence check says log in, and no new invitation is sent.
    const repeated = await invite(cpf);
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json()).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'Atenção: esse CPF já foi cadastrado. Faça login para continuar.',
    });
  });

  test('an invitation expires after 7 days, and a newer one withdraws the older', async () => {
    const { cpf, email } = await knownWithoutAccess();
    await invite(cpf);
    const first = (await tokenFromMailbox(email)).token;
    await invite(cpf);
    const second = (await tokenFromMailbox(email)).token;
    expect(second).not.toBe(first);
    expect((await accept(first)).statusCode).toBe(422);
    t.clock.advance(7 * 24 * 3600 * 1000 + 1000);
    const expired = await accept(second);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().code).toBe('INVITATION_TOKEN_INVALID');
  });

  test('a bad token, the password policy and the confirmation are answered clearly', async () => {
    const bad = await accept('not-a-real-token');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('INVITATION_TOKEN_INVALID');
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/auth/user/invitation',
      payload: { password: GOOD_PASSWORD, passwordConfirmation: GOOD_PASSWORD },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual([
      { field: 'invitation_token', message: 'O campo precisa ser preenchido!' },
    ]);

    const { cpf, email } = await knownWithoutAccess();
    await invite(cpf);
    const { token } = await tokenFromMailbox(email);
    const weak = await accept(token, 'weakpass1');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().fields).toEqual([
      { field: 'password', message: 'The password must contain at least one uppercase letter.' },
      { field: 'password', message: 'The password must contain at least one special character.' },
    ]);
    const mismatch = await accept(token, GOOD_PASSWORD, 'Other@2026');
    expect(mismatch.json().fields).toEqual([
      { field: 'passwordConfirmation', message: 'The passwords do not match.' },
    ]);
    // Failed attempts did not use the token up.
    expect((await accept(token)).statusCode).toBe(200);
  });

  test('unknown documents, records with access and missing correspondents are refused', async () => {
    const unknown = await invite(newCpf());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('ACCOUNT_NOT_FOUND');
    const withAccess = await invite('11222333000181', {
      ...DEMO_HEADERS,
      'accept-language': 'en-US',
    });
    expect(withAccess.json().message).toBe(
      'Attention: this CNPJ has already been registered. Log in to continue.',
    );
    const { cpf } = await knownWithoutAccess();
    const noCorrespondent = await invite(cpf, {});
    expect(noCorrespondent.statusCode).toBe(404);
    expect(noCorrespondent.json().code).toBe('CORRESPONDENT_NOT_FOUND');
  });

  test('a registered, unconfirmed account is "registered with access" for the check', async () => {
    const body = await registerIndividual(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/registrations/users/${body.document}/exists`,
    });
    expect(response.json()).toEqual({ exists: true, hasAccess: true });
  });

  test('invitations are limited per document: the fourth in 15 minutes answers 429', async () => {
    const { cpf } = await knownWithoutAccess();
    for (let i = 0; i < 3; i += 1) expect((await invite(cpf)).statusCode).toBe(200);
    const limited = await invite(cpf);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('invitations when the e-mail cannot be sent', () => {
  let t: AccountTestApp;

  beforeAll(async () => {
    const { MailDeliveryError } = await import('../../../server/services/mail/mail-delivery-error');
    t = await buildAccountTestApp({
      mailer: {
        kind: 'smtp',
        async send() {
          throw new MailDeliveryError('SMTP delivery failed (response 421).');
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('invites all the same: the token is stored and the e-mail waits in the outbox (issue 13)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations/users/invite',
      headers: DEMO_HEADERS,
      payload: { document: SANDBOX_INVITATION_RECORD.cpf },
    });
    expect(response.statusCode).toBe(200);
    expect(await t.db.selectFrom('account_tokens').select('id').execute()).toHaveLength(1);
    await t.app.outbox.drain();
    const queued = await t.db
      .selectFrom('mail_messages')
      .select(['kind', 'status', 'attempts'])
      .where('to_address', '=', SANDBOX_INVITATION_RECORD.email)
      .execute();
    expect(queued).toEqual([{ kind: 'invitation', status: 'PENDING', attempts: 1 }]);
  });
});
