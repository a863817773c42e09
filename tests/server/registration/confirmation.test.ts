import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfirmationResultSchema } from '../../../src/contracts/registration';
import { INITIAL_INDIVIDUAL_LIMIT } from '../../../src/domain/limits/initial-limit';
import {
  buildAccountTestApp,
  companyBody,
  confirm,
  DEMO_HEADERS,
  GOOD_PASSWORD,
  latestCode,
  mailbox,
  register,
  registerIndividual,
  wrongCode,
  type AccountTestApp,
} from './account-test-app';

describe('e-mail confirmation, resend and the sandbox review', () => {
  let t: AccountTestApp;

  beforeAll(async () => {
    t = await buildAccountTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const signIn = (email: string, password = GOOD_PASSWORD, language = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      headers: { 'accept-language': language },
      payload: { email, password },
    });
  const resend = (email: string, language = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations/users/resend-confirmation',
      headers: { ...DEMO_HEADERS, 'accept-language': language },
      payload: { email },
    });
  const user = (email: string) =>
    t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  test('before confirming, the right password answers 403 EMAIL_NOT_CONFIRMED in both languages; a wrong one stays INVALID_CREDENTIALS', async () => {
    const body = await registerIndividual(t.app);
    const pt = await signIn(body.email);
    expect(pt.statusCode).toBe(403);
    expect(pt.json()).toEqual({
      statusCode: 403,
      code: 'EMAIL_NOT_CONFIRMED',
      message: 'Confirme seu e-mail para entrar: informe o código que enviamos ou peça um novo.',
    });
    const en = await signIn(body.email, GOOD_PASSWORD, 'en-US');
    expect(en.json().message).toBe(
      'Confirm your e-mail to log in: enter the code we sent you, or ask for a new one.',
    );
    const wrong = await signIn(body.email, 'Wrong@2026!');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    expect(pt.headers['access-token']).toBeUndefined();
  });

  test('the right code confirms, the sandbox approves and grants the initial limit, the outcome is e-mailed, sign-in works', async () => {
    const body = await registerIndividual(t.app);
    const response = await confirm(t.app, body.email, await latestCode(t.app, body.email));
    expect(response.statusCode).toBe(200);
    expect(ConfirmationResultSchema.parse(response.json())).toEqual({
      success: true,
      registrationStatus: 'APPROVED',
    });
    const row = await user(body.email);
    expect(row.confirmed_at).not.toBeNull();
    expect(row.registration_status).toBe('APPROVED');
    const limit = await t.db
      .selectFrom('operational_limits')
      .selectAll()
      .where('user_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(limit.period).toBe(INITIAL_INDIVIDUAL_LIMIT.period);
    expect(Number(limit.limit_usd_cents)).toBe(INITIAL_INDIVIDUAL_LIMIT.limitUsdCents);
    expect(Number(limit.used_usd_cents)).toBe(0);
    const [notice] = await mailbox(t.app, body.email);
    expect(notice?.subject).toBe('Demo Câmbio: cadastro aprovado');
    expect((await signIn(body.email)).statusCode).toBe(200);

    const again = await confirm(t.app, body.email, '123456', { 'accept-language': 'en-US' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'EMAIL_ALREADY_CONFIRMED',
      message: 'This e-mail is already confirmed. Log in to continue.',
    });
  });

  test("a wrong code answers 'Código Inválido' / 'Invalid code'", async () => {
    const body = await registerIndividual(t.app);
    const code = await latestCode(t.app, body.email);
    const pt = await confirm(t.app, body.email, wrongCode(code));
    expect(pt.statusCode).toBe(422);
    expect(pt.json()).toEqual({
      statusCode: 422,
      code: 'VERIFICATION_CODE_INVALID',
      message: 'Código Inválido',
      fields: [{ field: 'confirmation_token', message: 'Código Inválido' }],
    });
    const en = await confirm(t.app, body.email, wrongCode(code), { 'accept-language': 'en-US' });
    expect(en.json().message).toBe('Invalid code');
    // An unknown e-mail gets the very same answer.
    const unknown = await confirm(t.app, 'nobody@example.test', code);
    expect(unknown.json()).toEqual(pt.json());
    // A code that is not six digits is refused by the contract.
    const malformed = await confirm(t.app, body.email, '12ab');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().fields).toEqual([
      { field: 'confirmation_token', message: 'O código tem 6 dígitos.' },
    ]);
  });

  test('after 5 wrong tries the code is dead, even the right one: a new code is needed', async () => {
    const body = await registerIndividual(t.app);
    const code = await latestCode(t.app, body.email);
    for (let i = 0; i < 5; i += 1) {
      expect((await confirm(t.app, body.email, wrongCode(code))).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    }
    const locked = await confirm(t.app, body.email, code, { 'accept-language': 'en-US' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({
      code: 'VERIFICATION_CODE_LOCKED',
      message: 'Too many attempts. Request a new code.',
    });
    t.clock.advance(61_000);
    expect((await resend(body.email)).statusCode).toBe(200);
    const fresh = await latestCode(t.app, body.email);
    expect((await confirm(t.app, body.email, fresh)).statusCode).toBe(200);
  }, 120_000);

  test('a code expires after 15 minutes', async () => {
    const body = await registerIndividual(t.app);
    const code = await latestCode(t.app, body.email);
    t.clock.advance(15 * 60 * 1000);
    const expired = await confirm(t.app, body.email, code);
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({
      code: 'VERIFICATION_CODE_EXPIRED',
      message: 'O código expirou. Solicite um novo código.',
    });
    expect((await user(body.email)).confirmed_at).toBeNull();
  });

  test('resend: 60 s apart (429 with the seconds left), then a new code that replaces the old one', async () => {
    const body = await registerIndividual(t.app);
    const first = await latestCode(t.app, body.email);
    t.clock.advance(20_500);
    const early = await resend(body.email, 'en-US');
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({
      statusCode: 429,
      code: 'RESEND_TOO_EARLY',
      message: 'Wait 40 seconds to request a new code.',
      resendAvailableIn: 40,
    });
    expect(early.headers['retry-after']).toBe('40');
    const ptEarly = await resend(body.email);
    expect(ptEarly.json().message).toBe('Aguarde 40 segundos para pedir um novo código.');

    t.clock.advance(40_000);
    const ok = await resend(body.email);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ resendAvailableIn: 60 });
    const second = await latestCode(t.app, body.email);
    expect((await mailbox(t.app, body.email)).length).toBe(2);
    if (second !== first) {
      expect((await confirm(t.app, body.email, first)).json().code).toBe(
        'VERIFICATION_CODE_INVALID',
      );
    }
    expect((await confirm(t.app, body.email, second)).statusCode).toBe(200);
  });

  test('resend answers alike for a waiting, a confirmed and an unknown e-mail: no account oracle', async () => {
    const waiting = await registerIndividual(t.app);
    const confirmed = await registerIndividual(t.app);
    await confirm(t.app, confirmed.email, await latestCode(t.app, confirmed.email));
    t.clock.advance(60_000);
    const unknown = `nobody-${confirmed.document}@example.test`;
    const confirmedMails = (await mailbox(t.app, confirmed.email)).length;
    const answers = [];
    for (const email of [waiting.email, confirmed.email, unknown]) {
      answers.push(await resend(email, 'en-US'));
    }
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ resendAvailableIn: 60 });
    }
    // Only the account waiting for its code got one.
    expect((await mailbox(t.app, waiting.email)).length).toBe(2);
    expect((await mailbox(t.app, confirmed.email)).length).toBe(confirmedMails);
    expect(await mailbox(t.app, unknown)).toEqual([]);
    // Asked again within the minute, all three wait alike.
    t.clock.advance(15_000);
    for (const email of [waiting.email, confirmed.email, unknown]) {
      const early = await resend(email, 'en-US');
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({
        statusCode: 429,
        code: 'RESEND_TOO_EARLY',
        message: 'Wait 45 seconds to request a new code.',
        resendAvailableIn: 45,
      });
    }
  });

  test('resend by CPF (PUT /customers/v1/physicals/mailer/{cpf}/resend-confirmation-email)', async () => {
    const body = await registerIndividual(t.app);
    const byCpf = (cpf: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/customers/v1/physicals/mailer/${cpf}/resend-confirmation-email`,
        headers: DEMO_HEADERS,
      });
    expect((await byCpf(body.document)).statusCode).toBe(429);
    t.clock.advance(60_000);
    const ok = await byCpf(body.document);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ resendAvailableIn: 60 });
    expect((await mailbox(t.app, body.email)).length).toBe(2);
    // A confirmed account's CPF (the sandbox customer) and an unknown CPF: the same answer.
    for (const cpf of ['52998224725', '11144477735']) {
      const answer = await byCpf(cpf);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ resendAvailableIn: 60 });
      expect((await byCpf(cpf)).json().code).toBe('RESEND_TOO_EARLY');
    }
    expect((await byCpf('123')).statusCode).toBe(422);
  });

  test('sandbox test names: "Pendente" stays PENDING (no limit), "Reprovado" ends REJECTED', async () => {
    const pending = await registerIndividual(t.app, { fullName: 'Paula Pendente Souza' });
    const pendingAnswer = await confirm(
      t.app,
      pending.email,
      await latestCode(t.app, pending.email),
    );
    expect(pendingAnswer.json()).toEqual({ success: true, registrationStatus: 'PENDING' });
    const pendingUser = await user(pending.email);
    expect(pendingUser.registration_status).toBe('PENDING');
    expect(
      await t.db
        .selectFrom('operational_limits')
        .select('user_id')
        .where('user_id', '=', pendingUser.id)
        .executeTakeFirst(),
    ).toBeUndefined();
    expect((await mailbox(t.app, pending.email))[0]?.subject).toBe(
      'Demo Câmbio: cadastro em análise',
    );

    const rejected = await registerIndividual(t.app, { fullName: 'Rui Reprovado Lima' });
    const rejectedAnswer = await confirm(
      t.app,
      rejected.email,
      await latestCode(t.app, rejected.email),
    );
    expect(rejectedAnswer.json().registrationStatus).toBe('REJECTED');
    expect((await user(rejected.email)).registration_status).toBe('REJECTED');
  });

  test('an approved company gets no individual limit', async () => {
    const body = companyBody();
    expect((await register(t.app, body)).statusCode).toBe(201);
    const answer = await confirm(t.app, body.email, await latestCode(t.app, body.email));
    expect(answer.json().registrationStatus).toBe('APPROVED');
    const row = await user(body.email);
    expect(
      await t.db
        .selectFrom('operational_limits')
        .select('user_id')
        .where('user_id', '=', row.id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('code verification rate limits', () => {
  let t: AccountTestApp;

  beforeAll(async () => {
    t = await buildAccountTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('10 wrong codes per account in an hour, across resends, then 429 even for the right code', async () => {
    const body = await registerIndividual(t.app);
    let code = await latestCode(t.app, body.email);
    for (let i = 0; i < 10; i += 1) {
      if (i === 5) {
        t.clock.advance(61_000);
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/registrations/users/resend-confirmation',
          payload: { email: body.email },
        });
        code = await latestCode(t.app, body.email);
      }
      const response = await confirm(t.app, body.email, wrongCode(code), {}, `10.2.0.${i}`);
      expect(response.json().code).toBe('VERIFICATION_CODE_INVALID');
    }
    const limited = await confirm(
      t.app,
      body.email,
      code,
      { 'accept-language': 'en-US' },
      '10.3.0.1',
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    t.clock.advance(60 * 60 * 1000);
    // The hour is over, but the code's own 15 minutes are too: a new code confirms.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations/users/resend-confirmation',
      payload: { email: body.email },
    });
    const fresh = await latestCode(t.app, body.email);
    expect((await confirm(t.app, body.email, fresh, {}, '10.3.0.1')).statusCode).toBe(200);
  }, 120_000);

  test('20 resends per address in an hour, by e-mail and CPF together, then 429 RATE_LIMITED', async () => {
    const ask = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/registrations/users/resend-confirmation',
        remoteAddress: '10.5.0.1',
        payload: { email: `probe${i}@example.test` },
      });
    for (let i = 0; i < 20; i += 1) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(20)).statusCode).toBe(429);
    const byCpf = await t.app.inject({
      method: 'PUT',
      url: '/api/customers/v1/physicals/mailer/11144477735/resend-confirmation-email',
      remoteAddress: '10.5.0.1',
    });
    expect(byCpf.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations/users/resend-confirmation',
      remoteAddress: '10.5.0.2',
      payload: { email: 'probe20@example.test' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  test('30 wrong codes per address in an hour, whatever the accounts, then 429', async () => {
    for (let i = 0; i < 30; i += 1) {
      const response = await confirm(t.app, `nobody${i}@example.test`, '000000', {}, '10.4.0.1');
      expect(response.json().code).toBe('VERIFICATION_CODE_INVALID');
    }
    const limited = await confirm(t.app, 'other@example.test', '000000', {}, '10.4.0.1');
    expect(limited.statusCode).toBe(429);
    const elsewhere = await confirm(t.app, 'other@example.test', '000000', {}, '10.4.0.2');
    expect(elsewhere.statusCode).toBe(422);
  }, 120_000);
});
