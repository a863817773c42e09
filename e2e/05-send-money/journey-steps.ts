import { expect, type Frame, type Page } from '@playwright/test';

// The steps of the send-money journeys, shared by the portal journey (journey.spec.ts) and the
// embedded checkout (embedded-checkout.spec.ts): each runs on the portal page itself or on the
// checkout page inside <fx-checkout>'s frame (a Playwright Frame).

/** Where a step runs: the portal page, or the checkout page inside the widget's frame. */
export type Scope = Page | Frame;

/** Waits until `scope` shows an address matching `pattern` (pages and frames alike). */
export async function expectUrl(scope: Scope, pattern: RegExp): Promise<void> {
  await expect.poll(() => scope.url(), { timeout: 20_000 }).toMatch(pattern);
}

/** A 1×1 transparent PNG (real magic bytes: the server checks the content). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Letters only (names refuse digits): the run's timestamp in a-j. */
const tag = String(Date.now())
  .slice(-8)
  .split('')
  .map((digit) => String.fromCharCode(97 + Number(digit)))
  .join('');
export const surname = `${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;

const shots = process.env.E2E_SHOTS_DIR;
export async function shot(scope: Scope, name: string) {
  const page = 'mainFrame' in scope ? scope : scope.page();
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/** The page fits its width once settled (polled: a chunk or a panel may still be laying out). */
export async function noHorizontalScroll(page: Page) {
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  try {
    await expect.poll(overflow).toBeLessThanOrEqual(0);
  } catch (error) {
    // Name what sticks out, so the failure says where to look.
    const culprits = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 8)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').slice(0, 40)}"`,
        ),
    );
    throw new Error(`${String(error)}\nwider than the viewport: ${culprits.join(' | ')}`);
  }
}
/** The journey's words in the portal's two languages. */
export const WORDS = {
  'pt-BR': {
    currency: 'Moeda',
    sendMoney: 'Enviar dinheiro',
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
export type Locale = keyof typeof WORDS;

/** 'R$ 1.234,56' / 'R$1,234.56' → '1234.56'. */
export function brlValue(text: string, locale: Locale): string {
  const match = WORDS[locale].money.exec(text.replace(/\u00a0/g, ' ').trim());
  if (!match) throw new Error(`not a BRL amount: ${text}`);
  return `${(match[1] ?? '').replace(/[.,]/g, '')}.${match[2]}`;
}

/** Adds a EUR beneficiary with an IBAN account through the create page; back selected. */
export async function addBeneficiary(page: Scope, locale: Locale, name: string) {
  const w = WORDS[locale];
  const section = page.getByTestId('beneficiary-section');
  await section.getByRole('link', { name: w.addBeneficiary }).click();
  await expectUrl(page, /\/checkout\/remittance\/beneficiary\/new\?currency=EUR$/);
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
  await expectUrl(page, /\/demo\/app\/checkout\/remittance\/outbound/);
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked();
}

/**
 * Purpose, a real PNG, the payment method, the terms, `onSummary` on the summary, and Finalizar;
 * answers the total shown once the `outcome` page is open (success; pending for a held one).
 */
export async function finishCheckout(
  page: Scope,
  locale: Locale,
  method: 'pix' | 'ted',
  nature = 'MAINTENANCE',
  onSummary?: () => Promise<void>,
  outcome: 'success' | 'pending' = 'success',
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

  await expectUrl(page, /\/checkout\/remittance\/outbound\/summary$/);
  const total = (await page.getByTestId('total-to-pay').textContent()) ?? '';
  await page.getByLabel(w.terms).check();
  await shot(page, `journey-summary-${method}-${locale}`);
  await onSummary?.();
  await page.getByTestId('finish').click();
  await expectUrl(page, new RegExp(`/summary/${outcome}$`));
  return brlValue(total, locale);
}

/** The operation's id on the outcome page. */
export async function operationIdOf(page: Scope): Promise<number> {
  const text = (await page.getByTestId('operation-id').textContent()) ?? '';
  const id = Number(/^#(\d+)$/.exec(text.trim())?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}
