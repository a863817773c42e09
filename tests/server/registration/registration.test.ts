import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RegistrationResultSchema } from '../../../src/contracts/registration';
import { cnpjCheckDigits } from '../../../src/domain/documents/cnpj';
import {
  buildAccountTestApp,
  companyBody,
  GOOD_PASSWORD,
  individualBody,
  mailbox,
  newCpf,
  register,
  type AccountTestApp,
} from './account-test-app';

describe('POST /api/v1/auth/user (registration)', () => {
  let t: AccountTestApp;

  beforeAll(async () => {
    t = await buildAccountTestApp();
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const userByEmail = (email: string) =>
    t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  test('an individual is registered in one go: profile, hashed password and history, default address, link, code e-mailed', async () => {
    const body = individualBody({
      email: 'Ana.Nova@Example.test',
      confirmationEmail: 'ana.nova@example.test',
    });
    const response = await register(t.app, body);
    expect(response.statusCode).toBe(201);
    const result = RegistrationResultSchema.parse(response.json());
    expect(result.email).toBe('ana.nova@example.test');

    const user = await userByEmail('ana.nova@example.test');
    expect(user).toMatchObject({
      id: result.id,
      name: 'Ana Teste Silva',
      person_type: 'PHYSICAL',
      cpf: body.document,
      cnpj: null,
      phone: '+5511961234567',
      profession: 'Engenheira',
      registration_status: 'PENDING',
      confirmed_at: null,
      roles: ['customer'],
      indicator_id: 1,
      locale: 'pt-BR',
    });
    expect(Number(user?.income_cents)).toBe(850_000);
    expect(user?.password_hash).toMatch(/^scrypt\$/);
    expect(user?.password_hash).not.toContain(GOOD_PASSWORD);

    const history = await t.db
      .selectFrom('password_history')
      .select('hash')
      .where('user_id', '=', result.id)
      .execute();
    expect(history).toEqual([{ hash: user?.password_hash }]);
    const addresses = await t.db
      .selectFrom('addresses')
      .selectAll()
      .where('user_id', '=', result.id)
      .execute();
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({
      nickname: 'Casa',
      street: 'Avenida Paulista',
      number: 1000,
      complement: 'Apto 12',
      zip_code: '01310100',
      state: 'SP',
      country: 'BR',
      is_default: true,
    });
    const links = await t.db
      .selectFrom('user_correspondents')
      .select('correspondent_id')
      .where('user_id', '=', result.id)
      .execute();
    expect(links).toEqual([{ correspondent_id: 1 }]);

    const code = await t.db
      .selectFrom('email_verification_codes')
      .selectAll()
      .where('user_id', '=', result.id)
      .executeTakeFirstOrThrow();
    expect(code.code_hash).toMatch(/^scrypt\$/);
    expect(code.failed_attempts).toBe(0);

    const [mail] = await mailbox(t.app, 'ana.nova@example.test');
    expect(mail?.subject).toBe('Demo Câmbio: confirme seu e-mail');
    const typed = mail?.text.match(/^(\d{6})$/m)?.[1] ?? '';
    expect(typed).toMatch(/^\d{6}$/);
    expect(code.code_hash).not.toContain(typed);
    expect(mail?.html).toContain(typed);
    expect(mail?.text).toContain('15 minutos');
  });

  test('the e-mail goes out in the language of the request (en-US)', async () => {
    const body = individualBody();
    const response = await register(t.app, body, { 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(201);
    const [mail] = await mailbox(t.app, body.email);
    expect(mail?.subject).toBe('Demo Câmbio: confirm your e-mail');
    expect(mail?.text).toContain('Hello, Ana!');
    expect((await userByEmail(body.email))?.locale).toBe('en-US');
  });

  test('a company is registered with its person in charge (numeric CNPJ, formatted)', async () => {
    const body = companyBody();
    const formatted = body.document.replace(
      /^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/,
      '$1.$2.$3/$4-$5',
    );
    const response = await register(t.app, { ...body, document: formatted });
    expect(response.statusCode).toBe(201);
    const user = await userByEmail(body.email);
    expect(user).toMatchObject({
      person_type: 'LEGAL',
      name: 'Importadora Teste Ltda',
      cnpj: body.document,
      cpf: null,
      birth_date: null,
      person_in_charge_name: 'Bruno Responsavel Souza',
      person_in_charge_email: 'bruno.souza@example.test',
      person_in_charge_doc: body.mainResponsibleDocument,
    });
    expect(Number(user?.income_cents)).toBe(120_000_000);
  });

  test('a company with an alphanumeric CNPJ (design §6) is registered, stored upper case', async () => {
    const base = `${String(Date.now() % 100_000_000).padStart(8, '0')}AB01`.replace(/^../, '9Z');
    const cnpj = base + cnpjCheckDigits(base);
    const body = companyBody({ document: cnpj.toLowerCase() });
    const response = await register(t.app, body);
    expect(response.statusCode, response.body).toBe(201);
    expect((await userByEmail(body.email))?.cnpj).toBe(cnpj);
  });

  test('under 18 by the service clock is refused on birthDate, in both languages', async () => {
    const now = t.clock.now();
    const seventeen = `${now.getUTCFullYear() - 17}-01-01`;
    const pt = await register(t.app, individualBody({ birthDate: seventeen }));
    expect(pt.statusCode).toBe(422);
    expect(pt.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [
        { field: 'birthDate', message: 'É preciso ter pelo menos 18 anos para se cadastrar.' },
      ],
    });
    const en = await register(t.app, individualBody({ birthDate: seventeen }), {
      'accept-language': 'en-US',
    });
    expect(en.json().fields).toEqual([
      { field: 'birthDate', message: 'You must be at least 18 years old to register.' },
    ]);
    const future = await register(
      t.app,
      individualBody({ birthDate: `${now.getUTCFullYear() + 1}-01-01` }),
    );
    expect(future.json().fields).toEqual([
      { field: 'birthDate', message: 'A data de nascimento precisa ser anterior a hoje.' },
    ]);
  });

  test('turning 18 is judged on the moving service clock', async () => {
    const now = t.clock.now();
    const tomorrow = new Date(now.getTime() + 2 * 24 * 3600 * 1000);
    const birth = `${tomorrow.getUTCFullYear() - 18}-${String(tomorrow.getUTCMonth() + 1).padStart(2, '0')}-${String(tomorrow.getUTCDate()).padStart(2, '0')}`;
    const body = individualBody({ birthDate: birth });
    expect((await register(t.app, body)).statusCode).toBe(422);
    t.clock.advance(3 * 24 * 3600 * 1000);
    expect((await register(t.app, body)).statusCode).toBe(201);
  });

  test('every broken password rule is reported with its own message', async () => {
    const response = await register(
      t.app,
      individualBody({ password: 'abc', confirmationPassword: 'abc' }),
      { 'accept-language': 'pt-BR' },
    );
    expect(response.statusCode).toBe(422);
    const messages = (response.json().fields as { field: string; message: string }[])
      .filter((f) => f.field === 'password')
      .map((f) => f.message);
    expect(messages).toEqual([
      'A senha deve conter pelo menos 8 caracteres.',
      'A senha deve conter letras e números.',
      'A senha deve conter pelo menos uma letra maiúscula.',
      'A senha deve conter pelo menos um caractere especial.',
    ]);
  });

  test('names, confirmations, phone, income and CPF are checked with the catalogue messages', async () => {
    const response = await register(
      t.app,
      individualBody({
        fullName: 'Ana',
        confirmationEmail: 'other@example.test',
        confirmationPassword: 'Other@2026',
        phone: '123',
        income: 0,
        document: '123.456.789-00',
      }),
      { 'accept-language': 'en-US' },
    );
    expect(response.statusCode).toBe(422);
    const fields = Object.fromEntries(
      (response.json().fields as { field: string; message: string }[]).map((f) => [
        f.field,
        f.message,
      ]),
    );
    expect(fields).toMatchObject({
      document: 'The CPF must be valid!',
      confirmationEmail: 'The e-mails do not match.',
      confirmationPassword: 'The passwords do not match.',
      phone: 'Cell field must be valid!',
      income: 'The value must be greater than zero!',
    });
    expect(fields.fullName).toBeDefined();
  });

  test('an e-mail already in use answers EMAIL_ALREADY_IN_USE with the spec wording and the field', async () => {
    const en = await register(
      t.app,
      individualBody({ email: 'cliente@demo.test', confirmationEmail: 'Cliente@demo.test' }),
      { 'accept-language': 'en-US' },
    );
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      statusCode: 422,
      code: 'EMAIL_ALREADY_IN_USE',
      message: 'Email is already in use',
      fields: [{ field: 'email', message: 'Email is already in use' }],
    });
    const pt = await register(
      t.app,
      individualBody({ email: 'cliente@demo.test', confirmationEmail: 'cliente@demo.test' }),
    );
    expect(pt.json().message).toBe(
      'E-mail já está em uso. Tente usar outro email ou entre em contato com nossa equipe de suporte',
    );
  });

  test('a document already registered answers USER_ALREADY_EXISTS naming CPF or CNPJ', async () => {
    const pt = await register(t.app, individualBody({ document: '529.982.247-25' }));
    expect(pt.statusCode).toBe(422);
    expect(pt.json()).toMatchObject({
      code: 'USER_ALREADY_EXISTS',
      message: 'Atenção: esse CPF já foi cadastrado. Faça login para continuar.',
      fields: [{ field: 'document', message: 'Este documento já foi cadastrado.' }],
    });
    const en = await register(t.app, companyBody({ document: '11222333000181' }), {
      'accept-language': 'en-US',
    });
    expect(en.json().message).toBe(
      'Attention: this CNPJ has already been registered. Log in to continue.',
    );
  });

  test('registrations from one address stop at 10 in 15 minutes, whatever their outcome, so documents cannot be probed through them', async () => {
    const address = '203.0.113.7';
    // Known documents (USER_ALREADY_EXISTS would tell a prober they are customers) count too.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const known = await register(
        t.app,
        individualBody({ document: '529.982.247-25' }),
        {},
        address,
      );
      expect(known.json().code).toBe('USER_ALREADY_EXISTS');
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await register(t.app, individualBody(), {}, address)).statusCode).toBe(201);
    }
    const body = individualBody();
    const refused = await register(t.app, body, { 'accept-language': 'en-US' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a moment and try again.',
    });
    expect(await userByEmail(body.email)).toBeUndefined();
    // Another address is not held back; this one again once the window has passed.
    expect((await register(t.app, individualBody(), {}, '203.0.113.8')).statusCode).toBe(201);
    t.clock.advance(15 * 60 * 1000 + 1);
    expect((await register(t.app, body, {}, address)).statusCode).toBe(201);
  });

  test('without a correspondent header the registration is refused and nothing is written', async () => {
    const body = individualBody();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user',
      payload: body,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CORRESPONDENT_NOT_FOUND');
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  test('a company whose responsible document is invalid is refused', async () => {
    const response = await register(
      t.app,
      companyBody({ mainResponsibleDocument: newCpf().replace(/.$/, 'x') }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toContainEqual({
      field: 'mainResponsibleDocument',
      message: 'O documento não está em um formato válido!',
    });
  });
});

describe('registration when the e-mail cannot be sent', () => {
  let t: AccountTestApp;

  beforeAll(async () => {
    t = await buildAccountTestApp({
      mailer: {
        kind: 'smtp',
        async send() {
          const { MailDeliveryError } =
            await import('../../../server/services/mail/mail-delivery-error');
          throw new MailDeliveryError('SMTP delivery failed (response 550).');
        },
      },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('registers all the same: the code waits in the outbox to be tried again (issue 13)', async () => {
    const body = individualBody();
    const response = await register(t.app, body, { 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(201);
    expect(
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', body.email)
        .executeTakeFirst(),
    ).toBeDefined();
    await t.app.outbox.drain();
    const queued = await t.db
      .selectFrom('mail_messages')
      .select(['kind', 'status', 'attempts', 'last_error'])
      .where('to_address', '=', body.email)
      .execute();
    expect(queued).toEqual([
      {
        kind: 'verification-code',
        status: 'PENDING',
        attempts: 1,
        last_error: 'MailDeliveryError: SMTP delivery failed (response 550).',
      },
    ]);
  });
});
