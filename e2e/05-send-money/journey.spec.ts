import { type Locator, type Page } from '@playwright/test';
import { expect, test, type OwnCustomer } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';
import {
  addBeneficiary,
  brlValue,
  finishCheckout,
  noHorizontalScroll,
  operationIdOf,
  shot,
  surname,
  WORDS,
  type Locale,
} from './journey-steps';
import { readQrDataUrl } from '../../tests/server/payments/read-qr';
import { crc, decodeTlv } from '../../tests/src/domain/pix/independent-emv-reader';

// Issue 5's whole journey in a real browser, against the real platform (sandbox mode): a
// customer registered for the test starts on the correspondent's own site (/examples/, the
// <fx-simulator> embedded with one script tag, inside its shadow root), simulates EUR, presses
// 'Enviar dinheiro' / 'Send money', signs in when the portal asks, lands on the checkout with the
// simulation, adds a beneficiary with an IBAN account through the create page, fills the purpose,
// uploads a real PNG, pays by dynamic PIX (the QR image on screen, decoded, is the copy-paste code
// on screen: a valid BR Code for the 'Total a pagar') or by TED (the bank data), marks it paid
// with the sandbox button and follows it to COMPLETED in the history detail (its timeline) and
// the history list. The second run is in English on a 360 px phone. Screenshots to
// E2E_SHOTS_DIR when set.

/**
 * From the example site to the checkout: the embedded simulator (shadow DOM) quotes EUR (the
 * foreign `amount` typed, the `purpose` chosen when given), its 'Send money' link opens the
 * portal, which asks to sign in and then shows the checkout.
 */
async function startOnTheExampleSite(
  page: Page,
  locale: Locale,
  customer: OwnCustomer,
  simulation: { amount?: string; purpose?: string; signedIn?: boolean } = {},
) {
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
  await signIn(page, customer, {
    here: true,
    landing: /\/demo\/app\/checkout\/remittance\/outbound/,
  });
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
    customer,
  }) => {
    test.setTimeout(150_000);
    const w = WORDS['pt-BR'];
    const name = `Hans Peter ${surname}`;
    await startOnTheExampleSite(page, 'pt-BR', customer, { amount: '200' });
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
    await startOnTheExampleSite(page, 'pt-BR', customer, { amount: '100', signedIn: true });
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

  test('TED: the bank data, paid → Completed, on a phone in English', async ({
    page,
    customer,
  }) => {
    test.setTimeout(150_000);
    const name = `Anna Maria ${surname}`;
    await page.addInitScript(() => window.localStorage.setItem('fx.locale', 'en-US'));
    await startOnTheExampleSite(page, 'en-US', customer, { amount: '150', purpose: 'SERVICES' });
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
