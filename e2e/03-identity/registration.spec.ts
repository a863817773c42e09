import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cnpjCheckDigits } from '../../src/domain/documents/cnpj';
import { cpfCheckDigits, isValidCpf } from '../../src/domain/documents/cpf';
import { signIn, submitLogin } from '../shared/sign-in';
import { violations } from '../shared/accessibility';

// Registration and passwords in the browser against the real platform (sandbox mode): the
// stepper's three branches, individuals and companies (numeric and alphanumeric CNPJ), the code
// read from the sandbox mailbox, sign-in with the new password, and recovery → reset → sign-in.

const PASSWORD = 'Xk#9pLm2qR!';
const stamp = `${Date.now()}`;
let serial = 0;

/** A unique suffix per call in this run. */
function unique(): string {
  serial += 1;
  return `${stamp}${serial}`;
}

/** A valid CPF no earlier run used: nine digits from the clock and a counter. */
function freshCpf(): string {
  for (;;) {
    const base = unique().slice(-9).padStart(9, '1');
    const cpf = base + cpfCheckDigits(base);
    if (isValidCpf(cpf)) return cpf;
  }
}

/** A valid numeric CNPJ (branch 0001). */
function freshCnpj(): string {
  const base = `${unique().slice(-8).padStart(8, '2')}0001`;
  return base + cnpjCheckDigits(base);
}

/** A valid alphanumeric CNPJ (letters in the root, design §6). */
function freshAlphanumericCnpj(): string {
  const digits = unique().slice(-6).padStart(6, '3');
  const base = `E2${digits.slice(0, 3)}X${digits.slice(3)}0A1`;
  return base + cnpjCheckDigits(base);
}

interface MailboxMessage {
  subject: string;
  text: string;
  html: string;
}

/** The newest message to `to` whose text matches `pattern` (polls the sandbox mailbox). */
async function waitForMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/sandbox/mailbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return false;
        const messages = (await response.json()) as MailboxMessage[];
        for (const message of messages) {
          found = message.text.match(pattern);
          if (found) return true;
        }
        return false;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to} matching ${pattern}`);
  return found;
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'CONTINUAR' });

/** Step 2: the address by CEP 01310-100 (sandbox data), then the number. */
async function fillAddress(page: Page) {
  await expect(page.getByText('Etapa 2 de 5')).toBeVisible();
  await page.getByLabel('CEP').fill('01310-100');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Estado (UF)')).toHaveValue('SP');
  await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
  await page.getByLabel('Número', { exact: true }).fill('1578');
  await continueButton(page).click();
}

/** Step 3 of an individual or a company; answers the e-mail used. */
async function fillComplementary(page: Page, company: boolean): Promise<string> {
  const email = `e2e-${unique()}@example.com`;
  await expect(page.getByText('Etapa 3 de 5')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Confirme o e-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByLabel('Celular').fill('11961234567');
  await expect(page.getByLabel('Celular')).toHaveValue('(11) 96123-4567');
  await page.getByLabel('Profissão').fill(company ? 'Comércio exterior' : 'Engenheira');
  await page
    .getByLabel(company ? 'Faturamento anual (R$)' : 'Renda mensal (R$)')
    .fill(company ? '1.200.000,00' : '8.500,00');
  if (company) {
    await page.getByLabel('Nome do responsável').fill('Joana Responsável');
    await page.getByLabel('E-mail do responsável').fill(`resp-${unique()}@example.com`);
    await page.getByLabel('CPF ou CNPJ do responsável').fill(freshCpf());
  }
  await continueButton(page).click();
  return email;
}

/** Steps 4 and 5: the code from the mailbox, then the done page. */
async function confirmCode(page: Page, request: APIRequestContext, email: string) {
  await expect(page.getByText('Etapa 4 de 5')).toBeVisible();
  await expect(page.getByRole('button', { name: /REENVIAR CÓDIGO \(em \d+ seg\)/ })).toBeDisabled();
  const [, code] = await waitForMail(request, email, /\b(\d{6})\b/);
  await page.getByLabel('Código de verificação').fill(code ?? '');
  await continueButton(page).click();
  await expect(page.getByTestId('registration-done')).toHaveText(
    'Pronto! Em breve você receberá uma confirmação do cadastro por e-mail',
  );
}

test.describe('registration', () => {
  test.use({ locale: 'pt-BR' });

  test('a new individual registers, confirms the e-mailed code and signs in', async ({
    page,
    request,
  }) => {
    await page.goto('/demo/registration');
    await expect(page.getByText('Etapa 1 de 5')).toBeVisible();
    await page.getByLabel('CPF ou CNPJ').fill(freshCpf());
    // A CPF chooses the individual form.
    await expect(page.getByLabel('Pessoa física')).toBeChecked();
    await page.getByLabel('Nome completo').fill('Maria Teste Souza');
    await page.getByLabel('Data de nascimento').fill('15031990');
    await expect(page.getByLabel('Data de nascimento')).toHaveValue('15/03/1990');
    await continueButton(page).click();

    await fillAddress(page);
    const email = await fillComplementary(page, false);
    await confirmCode(page, request, email);

    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await signIn(page, { email, password: PASSWORD }, { here: true });
  });

  test('a registrant who left at the code step logs in, gets a new code and is signed in', async ({
    page,
    request,
  }) => {
    await page.goto('/demo/registration');
    await page.getByLabel('CPF ou CNPJ').fill(freshCpf());
    await page.getByLabel('Nome completo').fill('Rita Volta Souza');
    await page.getByLabel('Data de nascimento').fill('15031990');
    await continueButton(page).click();
    await fillAddress(page);
    const email = await fillComplementary(page, false);
    await expect(page.getByText('Etapa 4 de 5')).toBeVisible();
    await waitForMail(request, email, /\b(\d{6})\b/);

    // They leave, and come back another day through the log-in (issue 19: no dead end).
    await page.goto('/demo/login');
    await submitLogin(page, { email, password: PASSWORD });
    await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: /REENVIAR CÓDIGO \(em \d+ seg\)/ }),
    ).toBeDisabled();
    // Back within the minute, the code already sent is the one to type (a resend waits out the
    // 60 s, the countdown shows what is left); later, a new one goes out. The newest is valid.
    const response = await request.get(`/api/sandbox/mailbox?to=${encodeURIComponent(email)}`);
    const code =
      ((await response.json()) as MailboxMessage[])
        .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1])
        .find((found) => found !== undefined) ?? '';
    await page.getByLabel('Código de verificação').fill(code);
    await continueButton(page).click();
    await expect(page).toHaveURL(/\/demo\/app\/?$/);
  });

  test('the already registered CPF 529.982.247-25 is told to log in', async ({ page }) => {
    await page.goto('/demo/registration');
    await page.getByLabel('CPF ou CNPJ').fill('52998224725');
    await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('529.982.247-25');
    await page.getByLabel('Nome completo').fill('Ana Cliente Demo');
    await page.getByLabel('Data de nascimento').fill('01/01/1985');
    await continueButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Atenção: esse CPF já foi cadastrado. Faça login para continuar.',
    );
    await alert.getByRole('link', { name: 'Ir para o login' }).click();
    await expect(page).toHaveURL(/\/demo\/login/);
  });

  for (const [kind, cnpj] of [
    ['numeric', freshCnpj()],
    ['alphanumeric', freshAlphanumericCnpj()],
  ] as const) {
    test(`a company registers with a ${kind} CNPJ`, async ({ page, request }) => {
      await page.goto('/demo/registration');
      await page.getByLabel('Pessoa jurídica').check();
      await page.getByLabel('CNPJ', { exact: true }).fill(cnpj.toLowerCase());
      await expect(page.getByLabel('CNPJ', { exact: true })).toHaveValue(
        `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
      );
      await page.getByLabel('Razão social').fill(`Empresa Teste ${kind} Ltda`);
      await continueButton(page).click();
      await fillAddress(page);
      const email = await fillComplementary(page, true);
      await confirmCode(page, request, email);
    });
  }
});

test.describe('invitation', () => {
  test.use({ locale: 'en-US' });

  test('a record known without access gets the invitation, sets its password and signs in', async ({
    page,
    request,
    baseURL,
  }) => {
    // The sandbox record convidado@demo.test (CPF 274.185.963-91) has no password yet.
    await page.goto('/demo/registration');
    await page.getByLabel('CPF or CNPJ').fill('274.185.963-91');
    await page.getByLabel('Full name').fill('Carlos Convidado');
    await page.getByLabel('Date of birth').fill('12/31/1980');
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'We already have a registration' });
    await expect(notice).toContainText(
      /We already have a registration for this CPF\. To set your password, we will send an e-mail to: co\*+@demo\.test/,
    );
    await expect(notice).toContainText('Password setup e-mail sent successfully.');

    const [link] = await waitForMail(
      request,
      'convidado@demo.test',
      /https?:\/\/\S+\/password\/invitation\?invitation_token=\S+/,
    );
    const port = new URL(baseURL ?? 'http://127.0.0.1:8188').port;
    await page.goto((link ?? '').replace(/^https?:\/\/[^/]+/, `http://localhost:${port}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Password registration');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register password' }).click();
    await expect(page.getByTestId('invitation-done')).toBeVisible();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await signIn(page, { email: 'convidado@demo.test', password: PASSWORD }, { here: true });
  });
});

test.describe('password recovery', () => {
  test.use({ locale: 'pt-BR' });

  test('the mailbox link leads to the reset page; the new password signs in', async ({
    page,
    request,
    baseURL,
  }) => {
    // A confirmed individual, registered through the API.
    const email = `e2e-reset-${unique()}@example.com`;
    const registered = await request.post('/api/v1/auth/user', {
      headers: { correspondent_id: '1' },
      data: {
        personType: 'physical',
        document: freshCpf(),
        fullName: 'Rita Recupera Lima',
        birthDate: '1988-07-20',
        email,
        confirmationEmail: email,
        password: PASSWORD,
        confirmationPassword: PASSWORD,
        phone: '+5511961234567',
        profession: 'Analista',
        income: 600000,
        address: {
          nickname: 'Casa',
          street: 'Avenida Paulista',
          number: 1000,
          complement: null,
          neighborhood: 'Bela Vista',
          city: 'São Paulo',
          state: 'SP',
          country: 'BR',
          zipCode: '01310100',
        },
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const [, code] = await waitForMail(request, email, /\b(\d{6})\b/);
    const confirmed = await request.get(
      `/api/v1/auth/user/confirmation?config=default&confirmation_token=${code}&email=${encodeURIComponent(email)}`,
    );
    expect(confirmed.ok(), await confirmed.text()).toBe(true);

    // The platform's own origin (PUBLIC_ORIGIN, localhost) is where reset links may land.
    const port = new URL(baseURL ?? 'http://127.0.0.1:8188').port;
    await page.goto(`http://localhost:${port}/demo/password/recovery`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByTestId('recovery-sent')).toHaveText(
      `Pronto! Em breve você receberá um link de recuperação de senha no e-mail ${email}`,
    );

    const [link] = await waitForMail(request, email, /https?:\/\/\S+reset_password_token=\S+/);
    await page.goto(link ?? '');
    await expect(page).toHaveURL(/\/demo\/password\/reset$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informe nova senha');
    const newPassword = 'Nv!8wQz3Lp';
    await page.getByLabel('Nova senha', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirme a nova senha').fill(newPassword);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByTestId('reset-done')).toHaveText('Nova senha registrada com sucesso.');

    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await signIn(page, { email, password: newPassword }, { here: true });
  });
});

for (const locale of ['pt-BR', 'en-US'] as const) {
  test.describe(`accessibility of registration and passwords in ${locale}`, () => {
    test.use({ locale, viewport: { width: 360, height: 780 } });
    const en = locale === 'en-US';

    test('each step, with its errors and the country search open, passes the scan', async ({
      page,
    }) => {
      await page.goto('/demo/registration');
      await page.getByRole('button', { name: en ? 'CONTINUE' : 'CONTINUAR' }).click();
      expect(await violations(page)).toEqual([]);
      await page.getByLabel(en ? 'CPF or CNPJ' : 'CPF ou CNPJ').fill(freshCpf());
      await page.getByLabel(en ? 'Full name' : 'Nome completo').fill('Maria Teste Souza');
      await page.getByLabel(en ? 'Date of birth' : 'Data de nascimento').fill('01011990');
      await page.getByRole('button', { name: en ? 'CONTINUE' : 'CONTINUAR' }).click();
      await page.getByLabel(en ? 'Zip code (CEP)' : 'CEP').fill('01310100');
      await expect(page.getByLabel(en ? 'Street' : 'Logradouro')).toHaveValue('Avenida Paulista');
      expect(await violations(page)).toEqual([]);
      await page.getByLabel(en ? 'Number' : 'Número', { exact: true }).fill('10');
      await page.getByRole('button', { name: en ? 'CONTINUE' : 'CONTINUAR' }).click();
      await page.getByRole('button', { name: en ? 'CONTINUE' : 'CONTINUAR' }).click();
      await page.getByLabel(en ? 'Password' : 'Senha', { exact: true }).fill('Hjkw#qpzm7');
      await page.getByRole('button', { name: en ? /Country code/ : /Código do país/ }).click();
      await page.getByRole('combobox').fill('port');
      expect(await violations(page)).toEqual([]);
    });

    for (const path of [
      '/demo/password/recovery',
      '/demo/password/reset?reset_password_error=expired_token',
      '/demo/password/reset?access-token=a&client=b&uid=c&expiry=1&reset_password=true',
      '/demo/password/invitation?invitation_token=x',
    ]) {
      test(`${path} passes the scan`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    }
  });
}
