import { expect, type Page } from '@playwright/test';
import { noHorizontalScroll, PNG, shot } from '../05-send-money/journey-steps';
import type { OwnCustomer } from '../shared/own-customer';

// The customer's inbound checkout, step by step, shared by the journeys of issue 16 (this
// folder's receive-money spec and e2e/06-inbound-payer's customer-to-payer journey). The
// customer is the journey's own (e2e/shared/own-customer.ts): it starts with no account in
// Brazil and the whole yearly limit unused.

export const WORDS = {
  'pt-BR': {
    senderSends: 'Remetente envia',
    purpose: 'De quem você está recebendo?',
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
    purpose: 'Who are you receiving from?',
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
export type Locale = keyof typeof WORDS;

/**
 * The inbound checkout up to the payment method: the simulator in inbound mode quotes USD
 * `amount` from someone else (MAINTENANCE) or from the customer themself (AVAILABILITY),
 * 'Receber dinheiro' continues; `customer`'s own
 * account in Brazil (added the first time through the account page, a PIX key with their CPF),
 * the purpose and a real PNG.
 */
export async function toPaymentMethod(
  page: Page,
  customer: Pick<OwnCustomer, 'name' | 'formattedCpf'>,
  locale: Locale,
  amount: string,
  purpose: 'MAINTENANCE' | 'AVAILABILITY' = 'MAINTENANCE',
) {
  const w = WORDS[locale];
  await page.evaluate(() => localStorage.removeItem('checkoutData:inbound'));
  await page.goto('/demo/app/checkout/remittance/inbound');
  const simulator = page.locator('.checkout-simulator .simulator-host');
  await expect(simulator.getByLabel(w.senderSends, { exact: true })).toBeVisible();
  await simulator.getByLabel(w.senderSends, { exact: true }).fill(amount);
  if (purpose !== 'MAINTENANCE') await simulator.getByLabel(w.purpose).selectOption(purpose);
  const receive = simulator.getByRole('link', { name: w.receive });
  await expect(receive).toHaveAttribute('href', new RegExp(`amount=${amount}(\\.00)?&`));
  await expect(receive).toHaveAttribute('href', /remittance\/inbound/);
  await shot(page, `inbound-simulator-${locale}`);
  await receive.click();
  await expect(page.getByTestId('checkout-step')).toHaveText(/2\/5$/);
  const continueTo = (section: string) => page.getByTestId(`continue-${section}`);

  // The customer's own account in Brazil: added once, then chosen.
  const own = page.getByRole('radio', { name: new RegExp(customer.name) }).first();
  if ((await own.count()) === 0) {
    await page.getByRole('link', { name: w.addAccount }).click();
    await expect(page).toHaveURL(/\/checkout\/remittance\/account\/new\?type=inbound$/);
    await page.getByLabel(w.holder).fill(customer.name);
    await page.getByLabel(w.pixType).selectOption('cpf');
    await page.getByRole('textbox', { name: w.pixKey }).fill(customer.formattedCpf);
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
export async function finish(page: Page, locale: Locale): Promise<number> {
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
