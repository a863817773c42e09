import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { PNG, shot, WORDS, type Locale } from '../05-send-money/journey-steps';
import type { OwnCustomer } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';

// The steps of the credit-card journeys (issue 18), in the portal's two languages: the outbound
// checkout from the example site up to the card section, the card form with its installments
// modal, and the sandbox mailbox the card e-mails land in.

/** The card pages' words in the portal's two languages. */
export const CARD_WORDS = {
  'pt-BR': {
    currency: /^Moeda$/,
    youReceive: /^Você recebe$/,
    creditCard: 'Cartão de crédito',
    number: 'Número do cartão',
    holder: 'Nome impresso no cartão',
    expiry: 'Validade (MM/AA)',
    cvv: 'Código de segurança (CVV)',
    brand: /Bandeira: /,
    continue: 'Continuar',
    installmentsTitle: 'Escolha as parcelas',
    plan: (n: number) => new RegExp(`^${n}x de `),
    chosenPlan: (n: number) =>
      new RegExp(`${n}x de R\\$\\s[\\d.,]+ \\(R\\$\\s[\\d.,]+ \\+ R\\$\\s[\\d.,]+ de juros\\)`),
    confirm: 'Confirmar',
    fee: 'Juros do parcelamento',
    totalWithFee: 'Total com juros do parcelamento',
    approved: 'Pagamento aprovado',
    reviewTitle: 'Pagamento em análise',
    reviewBody: 'Seu pagamento está em análise: o status é atualizado por e-mail em até 4 horas.',
    detail: 'Ver a operação',
  },
  'en-US': {
    currency: /^Currency$/,
    youReceive: /^You receive$/,
    creditCard: 'Credit card',
    number: 'Card number',
    holder: 'Name on the card',
    expiry: 'Expiry (MM/YY)',
    cvv: 'Security code (CVV)',
    brand: /Card brand: /,
    continue: 'Continue',
    installmentsTitle: 'Choose the installments',
    plan: (n: number) => new RegExp(`^${n}x of `),
    chosenPlan: (n: number) =>
      new RegExp(`${n}x of R\\$\\s?[\\d.,]+ \\(R\\$\\s?[\\d.,]+ \\+ R\\$\\s?[\\d.,]+ in fees\\)`),
    confirm: 'Confirm',
    fee: 'Installment fee',
    totalWithFee: 'Total with installment fee',
    approved: 'Payment approved',
    reviewTitle: 'Payment under review',
    reviewBody: 'Your payment is under review: the status is updated by e-mail within 4 hours.',
    detail: 'See the operation',
  },
} as const;

/** Opens the outbound checkout with EUR `amount` from the example site, signing `customer` in. */
export async function startCheckout(
  page: Page,
  customer: OwnCustomer,
  amount: string,
  locale: Locale = 'pt-BR',
) {
  const w = WORDS[locale];
  const c = CARD_WORDS[locale];
  await page.goto('/examples/');
  const widget = page.locator('fx-simulator').first();
  await widget.getByLabel(c.currency).first().selectOption('EUR');
  await expect(widget.getByText(/^1 EUR = R\$/)).toBeVisible();
  await widget.getByLabel(c.youReceive).fill(amount);
  const send = widget.getByRole('link', { name: w.sendMoney });
  await expect(send).toHaveAttribute('href', new RegExp(`amount=${amount}(\\.00)?&`));
  await send.click();
  await signIn(page, customer, {
    here: true,
    landing: /\/demo\/app\/checkout\/remittance\/outbound/,
  });
}

/** Purpose and document, then the credit card as payment method. */
export async function toCardSection(page: Page, locale: Locale = 'pt-BR') {
  const w = WORDS[locale];
  const continueTo = (section: string) => page.getByTestId(`continue-${section}`);
  await continueTo('beneficiary').click();
  await page.getByLabel(w.description).fill('Ajuda mensal à família');
  await page.getByLabel(w.declaration).check();
  await continueTo('purposeCode').click();
  await page
    .getByTestId('document-input')
    .setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG });
  // The upload has landed (the file is listed with its Remove) before the step goes on.
  await expect(page.getByRole('button', { name: /comprovante\.png/ })).toBeVisible();
  await continueTo('documents').click();
  const card = page.getByRole('radio', { name: CARD_WORDS[locale].creditCard });
  await card.check();
  await continueTo('paymentMethods').click();
}

/** Types a card on the form and chooses `installments` in the modal. */
export async function fillCard(
  page: Page,
  number: string,
  installments: number,
  locale: Locale = 'pt-BR',
) {
  const c = CARD_WORDS[locale];
  await page.getByLabel(c.number).fill(number);
  await expect(page.getByText(c.brand).first()).toBeVisible();
  await page.getByLabel(c.holder).fill('MARIA SILVA');
  await page.getByLabel(c.expiry).fill('12/30');
  await page.getByLabel(c.cvv).fill('123');
  await page.getByRole('button', { name: c.continue }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: c.installmentsTitle })).toBeVisible();
  await dialog.getByRole('radio', { name: c.plan(installments) }).check();
  await shot(page, `card-installments-${installments}${locale === 'pt-BR' ? '' : `-${locale}`}`);
  await dialog.getByRole('button', { name: c.confirm }).click();
}

/** An e-mail of the sandbox mailbox. */
export interface MailboxMessage {
  subject: string;
  text: string;
  html: string;
}

/** Polls the sandbox mailbox of `to` until an e-mail's text matches `pattern`; answers it. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/sandbox/mailbox?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return false;
        const messages = (await response.json()) as MailboxMessage[];
        found = messages.find((message) => pattern.test(message.text));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to} matching ${pattern}`);
  return found;
}
