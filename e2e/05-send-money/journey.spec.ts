import { expect, test, type Locator, type Page } from '@playwright/test';
import { readQrDataUrl } from '../../tests/server/payments/read-qr';
import { crc, decodeTlv } from '../../tests/src/domain/pix/independent-emv-reader';

// Issue 5's whole journey in a real browser, against the real platform (sandbox mode): the
// seeded customer cliente@demo.test starts on the correspondent's own site (/examples/, the
// <fx-simulator> embedded with one script tag, inside its shadow root), simulates EUR, presses
// 'Enviar dinheiro' / 'Send money', signs in when the portal asks, lands on the checkout with the
// simulation, adds a beneficiary with an IBAN account through the create page, fills the purpose,
// uploads a real PNG, pays by dynamic PIX (the QR image on screen, decoded, is the copy-paste code
// on screen: a valid BR Code for the 'Total a pagar') or by TED (the bank data), marks it paid
// with the sandbox button and follows it to COMPLETED in the history detail (its timeline) and
// the history list. The second run is in English on a 360 px phone. Screenshots to
// E2E_SHOTS_DIR when set.

// Small amounts: every spec of this folder runs against one server, and the customer's
// operational limit (USD 10,000, USD 3,250 used in the sandbox seed) is shared by them all.
const PASSWORD = 'Demo@2026!';
const CUSTOMER = 'cliente@demo.test';

/** A 1×1 transparent PNG (real magic bytes: the server checks the content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Letters only (names refuse digits): the run's timestamp in a-j. */
const tag = String(Date.now())
  .slice(-8)
  .split('')
  .map((digit) => String.fromCharCode(97 + Number(digit)))
  .join('');
const surname = `${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;

const shots = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The journey's words in the portal's two languages. */
const WORDS = {
  'pt-BR': {
    currency: 'Moeda',
    sendMoney: 'Enviar dinheiro',
    password: 'Senha',
    logIn: 'Entrar',
    addBeneficiary: 'Adicionar beneficiário',
    newBeneficiary: 'Novo beneficiário',
    fullName: 'Nome completo',
    email: 'E-mail (opcional)',
    country: 'País',
    city: 'Cidade',
    street: 'Rua',
    number: 'Número (opcional)',
    zip: 'Código postal (opcional)',
    holder: 'Nome do titular, como na conta',
    bankName: 'Nome do banco',
    bankCountry: 'País do banco',
    save: 'Salvar',
    description: 'Descrição',
    nature: 'Natureza da operação',
    declaration: /Declaro que as informações/,
    remove: (file: string) => `Remover ${file}`,
    dynamicPix: /PIX dinâmico/,
    ted: /^TED/,
    terms: 'Li e concordo com os termos de uso',
    details: 'Ver detalhes da operação',
    sandboxPay: 'Simular pagamento recebido (sandbox)',
    qr: /QR code PIX/,
    heading: (id: number) => new RegExp(`ID da operação: ${id}`),
    statuses: ['Aguardando pagamento', 'Pagamento aprovado', 'Em processamento', 'Concluída'],
    history: 'Histórico: Envios',
    money: /^R\$\s?([\d.]+),(\d{2})$/,
  },
  'en-US': {
    currency: 'Currency',
    sendMoney: 'Send money',
    password: 'Password',
    logIn: 'Log in',
    addBeneficiary: 'Add beneficiary',
    newBeneficiary: 'New beneficiary',
    fullName: 'Full name',
    email: 'E-mail (optional)',
    country: 'Country',
    city: 'City',
    street: 'Street',
    number: 'Number (optional)',
    zip: 'Postal code (optional)',
    holder: 'Account holder name, as on the account',
    bankName: 'Bank name',
    bankCountry: 'Bank country',
    save: 'Save',
    description: 'Description',
    nature: 'Nature of the operation',
    declaration: /I declare that the information/,
    remove: (file: string) => `Remove ${file}`,
    dynamicPix: /Dynamic PIX/,
    ted: /^TED/,
    terms: 'I have read and agree to the terms of use',
    details: 'See operation details',
    sandboxPay: 'Simulate payment received (sandbox)',
    qr: /PIX QR code/,
    heading: (id: number) => new RegExp(`Operation ID: ${id}`),
    statuses: ['Awaiting payment', 'Payment approved', 'Processing', 'Completed'],
    history: 'History',
    money: /^R\$\s?([\d,]+)\.(\d{2})$/,
  },
} as const;
type Locale = keyof typeof WORDS;

/** 'R$ 1.234,56' / 'R$1,234.56' → '1234.56'. */
function brlValue(text: string, locale: Locale): string {
  const match = WORDS[locale].money.exec(text.replace(/\u00a0/g, ' ').trim());
  if (!match) throw new Error(`not a BRL amount: ${text}`);
  return `${(match[1] ?? '').replace(/[.,]/g, '')}.${match[2]}`;
}

/**
 * From the example site to the checkout: the embedded simulator (shadow DOM) quotes EUR (the
 * foreign `amount` typed, the `purpose` chosen when given), its 'Send money' link opens the
 * portal, which asks to sign in and then shows the checkout.
 */
async function startOnTheExampleSite(
  page: Page,
  locale: Locale,
  simulation: { amount?: string; purpose?: string; signedIn?: boolean } = {},
) {
  const w = WORDS[locale];
  await page.goto('/examples/');
  const widget = page.locator('fx-simulator').first();
  await expect(widget.getByText('Demo Câmbio').first()).toBeVisible();
  expect(await widget.evaluate((el) => el.shadowRoot !== null)).toBe(true);
  await widget
    .getByLabel(/^(Moeda|Currency)$/)
    .first()
    .selectOption('EUR');
  await expect(widget.getByText(/^1 EUR = R\$/)).toBeVisible();
  const send = widget.getByRole('link', { name: /^(Enviar dinheiro|Send money)$/ });
  if (simulation.purpose) {
    await widget
      .getByLabel(/^(Para quem você quer enviar\?|Who do you want to send it to\?)$/)
      .selectOption(simulation.purpose);
    await expect(send).toHaveAttribute('href', new RegExp(`purposeCode=${simulation.purpose}`));
  }
  if (simulation.amount) {
    await widget.getByLabel(/^(Você recebe|You receive)$/).fill(simulation.amount);
    // The link follows the new quote.
    await expect(send).toHaveAttribute('href', new RegExp(`amount=${simulation.amount}(\\.00)?&`));
    await expect(send).not.toHaveAttribute('aria-disabled', 'true');
  }
  await shot(page, `journey-example-site-${locale}`);
  await send.click();

  if (simulation.signedIn) {
    await expect(page).toHaveURL(/\/demo\/app\/checkout\/remittance\/outbound/);
    return;
  }
  // Not signed in: the portal asks first, then goes on to the checkout it was asked for.
  await expect(page).toHaveURL(/\/demo\/login/);
  await page.getByLabel('E-mail', { exact: true }).fill(CUSTOMER);
  await page.getByLabel(w.password, { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/app\/checkout\/remittance\/outbound/);
}

/** Adds a EUR beneficiary with an IBAN account through the create page; back selected. */
async function addBeneficiary(page: Page, locale: Locale, name: string) {
  const w = WORDS[locale];
  const section = page.getByTestId('beneficiary-section');
  await section.getByRole('link', { name: w.addBeneficiary }).click();
  await expect(page).toHaveURL(/\/checkout\/remittance\/beneficiary\/new\?currency=EUR$/);
  await expect(page.getByRole('heading', { name: w.newBeneficiary })).toBeVisible();
  await page.getByLabel(w.fullName, { exact: true }).fill(name);
  await page.getByLabel(w.email, { exact: true }).fill('hans@example.de');
  await page.getByLabel(w.country, { exact: true }).selectOption('DE');
  await page.getByLabel(w.city, { exact: true }).fill('Berlin');
  await page.getByLabel(w.street, { exact: true }).fill('Unter den Linden');
  await page.getByLabel(w.number, { exact: true }).fill('77');
  await page.getByLabel(w.zip, { exact: true }).fill('10117');
  await page.getByLabel(w.holder, { exact: true }).fill(name);
  await page.getByLabel(w.bankName, { exact: true }).fill('Commerzbank');
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('DE89370400440532013000');
  await expect(page.getByLabel(w.bankCountry, { exact: true })).toHaveValue('DE');
  await shot(page, `journey-beneficiary-${locale}`);
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/app\/checkout\/remittance\/outbound/);
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
}

/** Purpose, a real PNG, the payment method, the terms and Finalizar; answers the total shown. */
async function finishCheckout(
  page: Page,
  locale: Locale,
  method: 'pix' | 'ted',
  nature = 'MAINTENANCE',
) {
  const w = WORDS[locale];
  const continueTo = (section: string) => page.getByTestId(`continue-${section}`);
  await continueTo('beneficiary').click();
  // The nature is the purpose the simulation was priced for.
  await expect(page.getByRole('combobox', { name: w.nature })).toHaveValue(nature);
  await page.getByLabel(w.description).fill('Ajuda mensal à família');
  await page.getByLabel(w.declaration).check();
  await continueTo('purposeCode').click();
  await page
    .getByTestId('document-input')
    .setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: w.remove('comprovante.png') })).toBeVisible();
  await continueTo('documents').click();
  const radio = page.getByRole('radio', { name: method === 'pix' ? w.dynamicPix : w.ted });
  await radio.check();
  await expect(radio).toBeChecked();
  await continueTo('paymentMethods').click();

  await expect(page).toHaveURL(/\/checkout\/remittance\/outbound\/summary$/);
  const total = (await page.getByTestId('total-to-pay').textContent()) ?? '';
  await page.getByLabel(w.terms).check();
  await shot(page, `journey-summary-${method}-${locale}`);
  await page.getByTestId('finish').click();
  await expect(page).toHaveURL(/\/summary\/success$/, { timeout: 20_000 });
  return brlValue(total, locale);
}

/** The operation's id on the outcome page. */
async function operationIdOf(page: Page): Promise<number> {
  const text = (await page.getByTestId('operation-id').textContent()) ?? '';
  const id = Number(/^#(\d+)$/.exec(text.trim())?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** The sandbox marks it paid; the detail follows it to COMPLETED; the list shows it. */
async function payAndFollow(page: Page, locale: Locale, panel: Locator, id: number) {
  const w = WORDS[locale];
  await panel.getByRole('button', { name: w.sandboxPay }).click();
  await expect(panel.getByRole('button', { name: w.sandboxPay })).toHaveCount(0);
  await page.getByRole('link', { name: w.details }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/remittance/outbound/show/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: w.heading(id) })).toBeVisible();
  await expect(page.locator('h1 .status-badge')).toHaveText(w.statuses[3], { timeout: 30_000 });
  const events = page.getByTestId('timeline').getByRole('listitem');
  await expect(events).toHaveCount(4);
  const when = /\d{1,2}\/\d{1,2}\/\d{4},? \d{1,2}:\d{2}/;
  for (const [index, status] of w.statuses.entries()) {
    await expect(events.nth(index)).toContainText(status);
    await expect(events.nth(index)).toContainText(when);
  }
  await shot(page, `journey-completed-${locale}`);

  await page.goto('/demo/app/reports/remittance/outbound');
  await expect(page.getByRole('heading', { level: 1, name: w.history })).toBeVisible();
  const row = page.getByTestId('history-row').filter({ hasText: `#${id}` });
  await expect(row).toContainText(w.statuses[3]);
  await shot(page, `journey-history-${locale}`);
}

test.describe('send money abroad, from the example site (pt-BR)', () => {
  test.use({ locale: 'pt-BR' });

  test('dynamic PIX: the QR on screen is the copy-paste code, a BR Code for the total; paid → Concluída', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS['pt-BR'];
    const name = `Hans Peter ${surname}`;
    await startOnTheExampleSite(page, 'pt-BR', { amount: '200' });
    // The checkout carries the simulation: EUR 200.00, past the simulator.
    await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 2/5');
    await expect(page.getByText(/€\s?200,00/).first()).toBeVisible();
    await addBeneficiary(page, 'pt-BR', name);
    const total = await finishCheckout(page, 'pt-BR', 'pix');
    const id = await operationIdOf(page);

    const panel = page.getByTestId('payment-panel');
    const qr = panel.getByRole('img', { name: w.qr });
    await expect(qr).toBeVisible();
    const code = await panel.getByTestId('payment-brcode').inputValue();
    await shot(page, 'journey-pix-pt-BR');
    // The image on screen, decoded, is the code on screen.
    expect(readQrDataUrl((await qr.getAttribute('src')) ?? '')).toBe(code);
    // A valid BR Code: its CRC, the PIX GUI, the total to pay, in BRL.
    expect(code.slice(-4)).toBe(crc(code.slice(0, -4)));
    const fields = decodeTlv(code);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('26.00')).toBe('br.gov.bcb.pix');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe(total);
    await expect(panel.getByTestId('payment-amount')).toHaveText(/R\$/);
    expect(brlValue((await panel.getByTestId('payment-amount').textContent()) ?? '', 'pt-BR')).toBe(
      total,
    );

    await payAndFollow(page, 'pt-BR', panel, id);

    // Back on the correspondent's site, signed in: another simulation goes straight to a new
    // checkout carrying it, with the beneficiary added before; it ends in a new operation.
    await startOnTheExampleSite(page, 'pt-BR', { amount: '100', signedIn: true });
    await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 2/5');
    await expect(page.getByText(/€\s?100,00/).first()).toBeVisible();
    await page.getByRole('radio', { name: new RegExp(name) }).check();
    await finishCheckout(page, 'pt-BR', 'ted');
    // A new operation (a new attempt key), not the paid one again.
    expect(await operationIdOf(page)).not.toBe(id);
    await expect(page.getByTestId('payment-panel')).toContainText('TED');
  });
});

test.describe('send money abroad, from the example site (en-US, 360 px)', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 780 } });

  test('TED: the bank data, paid → Completed, on a phone in English', async ({ page }) => {
    test.setTimeout(150_000);
    const name = `Anna Maria ${surname}`;
    await page.addInitScript(() => window.localStorage.setItem('fx.locale', 'en-US'));
    await startOnTheExampleSite(page, 'en-US', { amount: '150', purpose: 'SERVICES' });
    await expect(page.getByTestId('checkout-step')).toHaveText('Step 2/5');
    await expect(page.getByText(/€150\.00/).first()).toBeVisible();
    await noHorizontalScroll(page);
    await addBeneficiary(page, 'en-US', name);
    await noHorizontalScroll(page);
    const total = await finishCheckout(page, 'en-US', 'ted', 'SERVICES');
    const id = await operationIdOf(page);

    const panel = page.getByTestId('payment-panel');
    await expect(panel.getByRole('heading', { name: /TED/ })).toBeVisible();
    for (const label of ['Bank', 'Branch', 'Account', 'Holder']) {
      await expect(
        panel.getByRole('button', { name: new RegExp(`Copy ${label}`) }).first(),
      ).toBeVisible();
    }
    expect(brlValue((await panel.getByTestId('payment-amount').textContent()) ?? '', 'en-US')).toBe(
      total,
    );
    await noHorizontalScroll(page);
    await shot(page, 'journey-ted-en-US-360');

    await payAndFollow(page, 'en-US', panel, id);
    await noHorizontalScroll(page);
  });
});
