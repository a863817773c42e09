import { noHorizontalScroll, shot } from '../05-send-money/journey-steps';
import { expect, test } from '../shared/own-customer';
import { SEEDED, signIn } from '../shared/sign-in';
import { finish, toPaymentMethod, WORDS } from './inbound-steps';
import { expectAccessible } from '../shared/accessibility';

// Issue 16, the customer's side of receiving money from abroad, against the real platform
// (sandbox mode): an approved individual of the test's own (e2e/shared/own-customer.ts, so no
// other journey's operations spend its limit) opens the inbound checkout, simulates USD in
// inbound mode ('Remetente envia' / 'Você recebe'), adds their own account in Brazil (a PIX
// key: their CPF), gives the purpose and a document, chooses the payment link,
// finishes and gets the link with Copy and its 12-hour expiry; the history lists the operation
// 'Aguardando pagamento' and the detail shows the link. In English on a desktop: USD 5,010 is
// above the link's USD 5,000.00, so only the bank transfer is offered. A company is told
// 'Unavailable operations' (the seeded empresa@demo.test: it creates nothing). Screenshots to E2E_SHOTS_DIR when set.

test.describe('receive money from abroad with a payment link (pt-BR, 390 px)', () => {
  test.use({ locale: 'pt-BR', viewport: { width: 390, height: 844 } });

  test('creates the operation, shows the link with Copy and its expiry, then the history and the detail', async ({
    page,
    context,
    customer,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS['pt-BR'];
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, customer);
    await toPaymentMethod(page, customer, 'pt-BR', '100');

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
    // The rate and what it is made of, ending in what the customer receives (issue 19, item 2).
    const breakdown = page.getByTestId('rate-breakdown');
    await expect(breakdown.locator('[data-row="rate"] dt')).toHaveText('Sua taxa de câmbio');
    await expect(breakdown.locator('[data-row="total"] dt')).toHaveText('Total a receber');
    await noHorizontalScroll(page);
    await shot(page, 'inbound-success-link-pt-BR');
    await expectAccessible(page, { all: true });

    // The history lists it awaiting the payer; the detail shows the same link.
    await page.goto('/demo/app/reports/remittance/inbound');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(w.history);
    const row = page.getByTestId('history-row').filter({ hasText: `#${id}` });
    await expect(row).toContainText(w.awaiting);
    await noHorizontalScroll(page);
    await shot(page, 'inbound-history-pt-BR');
    await expectAccessible(page, { all: true });
    await row.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/reports/remittance/inbound/show/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: w.heading(id) })).toBeVisible();
    await expect(page.getByTestId('payment-link-url')).toHaveValue(url);
    await expect(page.getByTestId('operation-info')).toContainText('Conta creditada');
    await expect(page.getByTestId('timeline')).toContainText(w.awaiting);
    await noHorizontalScroll(page);
    await shot(page, 'inbound-detail-pt-BR');
    await expectAccessible(page, { all: true });
  });
});

test.describe('receive money from abroad above the link maximum (en-US, 1280 px)', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 900 } });

  test('USD 5,010: only the bank transfer is offered, and the operation is created', async ({
    page,
    customer,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS['en-US'];
    await page.addInitScript(() => window.localStorage.setItem('fx.locale', 'en-US'));
    await signIn(page, customer);
    await toPaymentMethod(page, customer, 'en-US', '5010');

    await expect(page.getByRole('radio', { name: w.link })).toHaveCount(0);
    await expect(page.getByTestId('bank-only-note')).toHaveText(
      'Above $5,000.00 the money comes through an international bank transfer.',
    );
    await page.getByRole('radio', { name: w.bank }).check();
    await expect(page.getByTestId('checkout-step')).toHaveText('Step 5/5');
    await shot(page, 'inbound-bank-only-en-US');
    await expectAccessible(page, { all: true });
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
    await signIn(page, SEEDED.company);
    await page.goto('/demo/app/checkout/remittance/inbound');
    await expect(page.getByRole('heading', { name: 'Operações indisponíveis' })).toBeVisible();
    await page.goto('/demo/app/reports/remittance/inbound');
    await expect(page.getByTestId('inbound-unavailable')).toBeVisible();
    await shot(page, 'inbound-company-pt-BR');
  });
});
