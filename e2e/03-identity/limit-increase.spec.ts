import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { cpfCheckDigits, isValidCpf } from '../../src/domain/documents/cpf';

// A limit-increase request from upload to its page (issue 20; spec platform §2.3 "Limit
// increase", "Limit request detail"): a customer registered here (so the seeded customer never
// holds a pending request) uploads one file per step through the signed upload, tells the
// origin of the funds and the limit wanted, sends, lands on the request's page showing
// 'Em análise', and the limit card shows the pending request. The approval comes with the
// operator console.

const PASSWORD = 'Demo@2026!';
const stamp = `${Date.now()}`;
let serial = 0;

function unique(): string {
  serial += 1;
  return `${stamp}${serial}`;
}

/** A valid CPF no other run used. */
function freshCpf(): string {
  for (;;) {
    const base = unique().slice(-9).padStart(9, '4');
    const cpf = base + cpfCheckDigits(base);
    if (isValidCpf(cpf)) return cpf;
  }
}

/** Signs in on /demo/login (pt-BR or en-US labels) and waits for the private home. */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/demo/login');
  const english = (await page.locator('html').getAttribute('lang')) === 'en-US';
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel(english ? 'Password' : 'Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: english ? 'Log in' : 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/app\/?$/);
}

/** Registers an individual through the API and confirms the e-mailed code; answers its e-mail. */
async function registerIndividual(request: APIRequestContext, password: string): Promise<string> {
  const email = `perfil-${unique()}@example.com`;
  const registered = await request.post('/api/v1/auth/user', {
    headers: { correspondent_id: '1', 'user-type': 'user' },
    data: {
      personType: 'physical',
      document: freshCpf(),
      fullName: 'Paula Perfil Teste',
      birthDate: '1991-03-04',
      email,
      confirmationEmail: email,
      password,
      confirmationPassword: password,
      phone: '+5511961234567',
      profession: 'Designer',
      income: 650_000,
      address: {
        nickname: 'Casa',
        street: 'Avenida Paulista',
        number: 1578,
        complement: null,
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        country: 'BR',
        zipCode: '01310100',
      },
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  let code = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/sandbox/mailbox?to=${encodeURIComponent(email)}`);
        if (!answer.ok()) return '';
        const messages = (await answer.json()) as { text: string }[];
        code = messages.map((m) => m.text.match(/\b(\d{6})\b/)?.[1]).find(Boolean) ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  const confirmed = await request.get('/api/v1/auth/user/confirmation', {
    params: { config: 'default', confirmation_token: code, email },
    headers: { correspondent_id: '1', 'user-type': 'user' },
  });
  expect(confirmed.status(), await confirmed.text()).toBeLessThan(300);
  return email;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test.describe('limit increase', () => {
  test.use({ locale: 'pt-BR' });

  test('sends a request with a file per step and follows it as Em análise', async ({
    page,
    request,
  }) => {
    const email = await registerIndividual(request, PASSWORD);
    await signIn(page, email, PASSWORD);
    await page.goto('/demo/app/profile');
    await page
      .getByRole('navigation', { name: 'Menu do perfil' })
      .getByRole('link', { name: /^Aumento de limite/ })
      .click();
    await expect(page).toHaveURL(/\/demo\/app\/profile\/update-limit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aumento de limite' })).toBeVisible();
    for (const [type, file] of [
      ['CNH', 'cnh.pdf'],
      ['Declaração de Imposto de Renda', 'ir.pdf'],
      ['Comprovante de endereço', 'conta.pdf'],
    ] as const) {
      await page.getByLabel('Tipo de documento').selectOption({ label: type });
      await page.locator('#limit-file').setInputFiles({
        name: file,
        mimeType: 'application/pdf',
        buffer: PDF,
      });
      await expect(page.getByTestId('limit-step-files')).toContainText(file);
      await page.getByRole('button', { name: 'Continuar' }).click();
    }
    await page.getByLabel('Origem dos recursos').fill('Salário e rendimentos de investimentos');
    await page.getByLabel('Limite desejado (US$)').fill('900.000,00');
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page).toHaveURL(/\/demo\/app\/profile\/update-limit\/show\/\d+$/);
    await expect(page.getByTestId('limit-update-status')).toHaveText('Em análise');
    await expect(page.getByTestId('limit-update-documents').getByRole('listitem')).toHaveCount(3);
    await page.goto('/demo/app/profile');
    const card = page.getByTestId('limit-card');
    await expect(card).toContainText('Última solicitação de aumento: Em análise');
    await expect(page.getByTestId('limit-update-list')).toContainText('Em análise');
  });
});
