import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CUSTOMER, noHorizontalScroll, PASSWORD, PNG, shot } from '../05-send-money/journey-steps';

// Issue 16, the customer's side of receiving money from abroad, against the real platform
// (sandbox mode): cliente@demo.test (an approved individual) opens the inbound checkout,
// simulates USD in inbound mode ('Remetente envia' / 'Você recebe'), adds their own account in
// Brazil (a PIX key: their CPF), gives the purpose and a document, chooses the payment link,
// finishes and gets the link with Copy and its 12-hour expiry; the history lists the operation
// 'Aguardando pagamento' and the detail shows the link. In English on a desktop: USD 5,010 is
// above the link's USD 5,000.00, so only the bank transfer is offered. A company is told
// 'Unavailable operations'. Screenshots to E2E_SHOTS_DIR when set.

const COMPANY = 'empresa@demo.test';
const CPF = '529.982.247-25';

async function signIn(page: Page, email: string, english: boolean) {
  await page.goto('/demo/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel(english ? 'Password' : 'Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: english ? 'Log in' : 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/app\/?$/);
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

const WORDS = {
  'pt-BR': {
    senderSends: 'Remetente envia',
    receive: 'Receber dinheiro',
    addAccount: 'Adicionar conta',
    holder: 'Nome do titular, como na conta',
    pixType: 'Tipo de chave PIX',
    pixKey: 'Chave PIX',
    save: 'Salvar',
    description: 'Descrição',
    declaration: /Declaro que as informações/,
    remove: 'Remover comprovante.png',
    terms: /Li e concordo/,
    processing: 'Validando dados...',
    link: /Link de pagamento para o remetente/,
    bank: /Transferência bancária internacional/,
    awaiting: 'Aguardando pagamento',
    history: 'Histórico: Recebimentos',
    details: 'Ver detalhes da operação',
    heading: (id: number) => new RegExp(`ID da operação: ${id}`),
  },
  'en-US': {
    senderSends: 'Sender sends',
    receive: 'Receive money',
    addAccount: 'Add account',
    holder: 'Account holder name, as on the account',
    pixType: 'PIX key type',
    pixKey: 'PIX key',
    save: 'Save',
    description: 'Description',
    declaration: /I declare that the information/,
    remove: 'Remove comprovante.png',
    terms: /I have read and agree/,
    processing: 'Validating data...',
    link: /Payment link for the sender/,
    bank: /International bank transfer/,
    awaiting: 'Awaiting payment',
    history: 'History',
    details: 'See operation details',
    heading: (id: number) => new RegExp(`Operation ID: ${id}`),
  },
} as const;
type Locale = keyof typeof WORDS;

/**
 * The inbound checkout up to the payment method: the simulator in inbound mode quotes USD
 * `amount` from someone else (MAINTENANCE), 'Receber dinheiro' continues; the customer's own
 * account in Brazil (added the first time through the account page, a PIX key with their CPF),
 * the purpose and a real PNG.
 */
async function toPaymentMethod(page: Page, locale: Locale, amount: string) {
  const w = WORDS[locale];
  await page.evaluate(() => localStorage.removeItem('checkoutData:inbound'));
  await page.goto('/demo/app/checkout/remittance/inbound');
  const simulator = page.locator('.checkout-simulator .simulator-host');
  await expect(simulator.getByLabel(w.senderSends, { exact: true })).toBeVisible();
  await simulator.getByLabel(w.senderSends, { exact: true }).fill(amount);
  const receive = simulator.getByRole('link', { name: w.receive });
  await expect(receive).toHaveAttribute('href', new RegExp(`amount=${amount}(\\.00)?&`));
  await expect(receive).toHaveAttribute('href', /remittance\/inbound/);
  await shot(page, `inbound-simulator-${locale}`);
  await receive.click();
  await expect(page.getByTestId('checkout-step')).toHaveText(/2\/5$/);
  const continueTo = (section: string) => page.getByTestId(`continue-${section}`);

  // The customer's own account in Brazil: added once, then chosen.
  const own = page.getByRole('radio', { name: /Maria Demo/ }).first();
  if ((await own.count()) === 0) {
    await page.getByRole('link', { name: w.addAccount }).click();
    await expect(page).toHaveURL(/\/checkout\/remittance\/account\/new\?type=inbound$/);
    await page.getByLabel(w.holder).fill('Maria Demo da Silva');
    await page.getByLabel(w.pixType).selectOption('cpf');
    await page.getByRole('textbox', { name: w.pixKey }).fill(CPF);
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/app\/checkout\/remittance\/inbound$/);
  }
  await own.check();
  await noHorizontalScroll(page);
  await continueTo('accounts').click();

  await page.getByLabel(w.description).fill('Ajuda da família no exterior');
  await page.getByLabel(w.declaration).check();
  await continueTo('purposeCode').click();
  await page
    .getByTestId('document-input')
    .setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: w.remove })).toBeVisible();
  await continueTo('documents').click();
  await expect(page.getByTestId('checkout-step')).toHaveText(/5\/5$/);
}

/** Terms, Finalizar, the loader; answers the operation's id on the outcome page. */
async function finish(page: Page, locale: Locale): Promise<number> {
  const w = WORDS[locale];
  await expect(page).toHaveURL(/\/checkout\/remittance\/inbound\/summary$/);
  await expect(page.getByTestId('sender-sends')).toContainText(/\$\s?[\d.,]+/);
  await expect(page.getByTestId('total-to-pay')).toContainText('R$');
  await shot(page, `inbound-summary-${locale}`);
  await page.getByLabel(w.terms).first().check();
  await page.getByTestId('finish').click();
  await expect(page.getByText(w.processing)).toBeVisible();
  await expect(page).toHaveURL(/\/inbound\/summary\/(success|pending)$/, { timeout: 20_000 });
  const text = (await page.getByTestId('operation-id').textContent()) ?? '';
  const id = Number(/^#(\d+)$/.exec(text.trim())?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

test.describe('receive money from abroad with a payment link (pt-BR, 390 px)', () => {
  test.use({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });

  test('creates the operation, shows the link with Copy and its expiry, then the history and the detail', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS['pt-BR'];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, CUSTOMER, false);
    await toPaymentMethod(page, 'pt-BR', '100');

    // USD 100 from someone else: the link and the bank transfer are offered.
    const link = page.getByRole('radio', { name: w.link });
    await expect(page.getByRole('radio', { name: w.bank })).toBeVisible();
    await link.check();
    await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 5/6');
    await page.getByTestId('continue-inboundPaymentMethodsSelect').click();
    await expect(page.getByText(/vale 12 horas/)).toBeVisible();
    await shot(page, 'inbound-link-section-pt-BR');
    await page.getByTestId('continue-inboundPaymentLink').click();

    const id = await finish(page, 'pt-BR');
    await expect(page).toHaveURL(/\/summary\/success$/);
    const panel = page.getByTestId('payment-link');
    const url = await panel.getByTestId('payment-link-url').inputValue();
    expect(url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/demo\/inbound-payment-link\/[A-Za-z0-9_-]{22}$/,
    );
    await panel.getByRole('button', { name: /Copiar/ }).click();
    await expect(panel.getByText('Copiado!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    // The 12-hour expiry as a pt-BR date-time, and the countdown.
    await expect(panel.getByTestId('payment-link-expiry')).toContainText(
      /Válido até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/,
    );
    await expect(panel.getByTestId('payment-link-countdown')).toHaveText(/^1[12]:\d{2}:\d{2}$/);
    await noHorizontalScroll(page);
    await shot(page, 'inbound-success-link-pt-BR');
    await expectNoAxeViolations(page);

    // The history lists it awaiting the payer; the detail shows the same link.
    await page.goto('/demo/app/reports/remittance/inbound');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(w.history);
    const row = page.getByTestId('history-row').filter({ hasText: `#${id}` });
    await expect(row).toContainText(w.awaiting);
    await noHorizontalScroll(page);
    await shot(page, 'inbound-history-pt-BR');
    await expectNoAxeViolations(page);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/reports/remittance/inbound/show/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: w.heading(id) })).toBeVisible();
    await expect(page.getByTestId('payment-link-url')).toHaveValue(url);
    await expect(page.getByTestId('operation-info')).toContainText('Conta creditada');
    await expect(page.getByTestId('timeline')).toContainText(w.awaiting);
    await noHorizontalScroll(page);
    await shot(page, 'inbound-detail-pt-BR');
    await expectNoAxeViolations(page);
  });
});

test.describe('receive money from abroad above the link maximum (en-US, 1280 px)', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('USD 5,010: only the bank transfer is offered, and the operation is created', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS['en-US'];
    await page.addInitScript(() => window.localStorage.setItem('fx.locale', 'en-US'));
    await signIn(page, CUSTOMER, true);
    await toPaymentMethod(page, 'en-US', '5010');

    await expect(page.getByRole('radio', { name: w.link })).toHaveCount(0);
    await expect(page.getByTestId('bank-only-note')).toHaveText(
      'Above $5,000.00 the money comes through an international bank transfer.',
    );
    await page.getByRole('radio', { name: w.bank }).check();
    await expect(page.getByTestId('checkout-step')).toHaveText('Step 5/5');
    await shot(page, 'inbound-bank-only-en-US');
    await expectNoAxeViolations(page);
    await page.getByTestId('continue-inboundPaymentMethodsSelect').click();

    const id = await finish(page, 'en-US');
    await expect(page.getByTestId('payment-link')).toHaveCount(0);
    await shot(page, 'inbound-outcome-bank-en-US');
    await page.getByRole('link', { name: w.details }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.heading(id) })).toBeVisible();
    await expect(page.getByTestId('operation-info')).toContainText('Bank transfer');
    await shot(page, 'inbound-detail-bank-en-US');
  });
});

test.describe('companies never receive (pt-BR)', () => {
  test.use({ locale: 'pt-BR' });

  test('a company sees Operações indisponíveis on the inbound checkout and history', async ({
    page,
  }) => {
    await signIn(page, COMPANY, false);
    await page.goto('/demo/app/checkout/remittance/inbound');
    await expect(page.getByRole('heading', { name: 'Operações indisponíveis' })).toBeVisible();
    await page.goto('/demo/app/reports/remittance/inbound');
    await expect(page.getByTestId('inbound-unavailable')).toBeVisible();
    await shot(page, 'inbound-company-pt-BR');
  });
});
