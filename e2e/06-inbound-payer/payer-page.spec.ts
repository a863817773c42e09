import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type OwnCustomer } from '../shared/own-customer';
import { CARDS, CVV, createPaymentLink, fillCard, fillPayer } from './payer-setup';
import { expectAccessible } from '../shared/accessibility';

// The foreign payer's side of an inbound remittance (issue 16), against the real platform in
// sandbox mode: the operation and its payment link are made through the API by a customer of the
// test's own (e2e/shared/own-customer.ts), then a
// browser context with no session (the payer) opens the link, fills the payer and card forms and
// sees the outcome; the same page in Spanish; the same page framed by <fx-inbound-payment> on
// the example correspondent site. Last, no card number or CVV typed reaches the server's log.

const payerPage = (link: string) => `/demo/inbound-payment-link/${link}`;

/** Opens a new link of `customer`'s and fills the payer (birth date as typed) and `card`. */
async function openFilled(
  page: Page,
  request: APIRequestContext,
  customer: OwnCustomer,
  card: string,
  birthDate?: string,
): Promise<void> {
  await page.goto(payerPage(await createPaymentLink(request, customer)));
  await fillPayer(page, birthDate);
  await fillCard(page, card);
}

async function shotIfAsked(page: Page, name: string) {
  if (process.env.PAYER_SHOTS) {
    await page.screenshot({ path: join(process.env.PAYER_SHOTS, `${name}.png`), fullPage: true });
  }
}

test.describe('the payer page at 375 px in English', () => {
  test.use({ locale: 'en-US', viewport: { width: 375, height: 812 } });

  test('pays a link with the approved card; the paid link then says fc0003', async ({
    page,
    request,
    customer,
  }) => {
    const link = await createPaymentLink(request, customer);
    await page.goto(payerPage(link));
    await expect(page.getByText('Total Amount: USD')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Payment to');
    await expect(page.locator('.payer-summary__amount')).toHaveText('$50.00');

    // The page explains what is wrong before anything leaves it.
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('Fix the highlighted fields.')).toBeVisible();
    await expect(page.getByLabel('Full name')).toBeFocused();

    await fillPayer(page);
    await page.getByLabel('Mobile').fill('12');
    await fillCard(page, CARDS.approved);
    await page.getByLabel('Expiry').fill('01/20');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('Cell field must be valid!')).toBeVisible();
    await expect(page.getByText('This card has expired')).toBeVisible();
    await page.getByLabel('Mobile').fill('+1 415 555 2671');
    await page.getByLabel('Expiry').fill('12/30');
    // Only the first 5 digits of the zip are entered (spec operations §5.4).
    await expect(page.getByLabel('Card zip code')).toHaveValue('94105');
    await shotIfAsked(page, 'payer-en-375-filled');

    const noHorizontalScroll = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(noHorizontalScroll).toBe(true);

    // The card goes to the tokenizer only; the charge carries the token.
    const charge = page.waitForRequest('**/v1/remittances/inbound/create-charge');
    await page.getByRole('button', { name: /^Pay/ }).click();
    const body = (await charge).postData() ?? '';
    expect(body).not.toContain(CARDS.approved);
    expect(body).not.toContain(CVV);
    expect(body).toContain('"tokenized":"tok_');

    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible();
    await expect(page).toHaveURL(/\/success$/);

    await page.goto(payerPage(link));
    await expect(
      page.getByRole('heading', { name: 'Failed to Process Your Operation' }),
    ).toBeVisible();
    await expect(page.getByText('This operation has already been completed.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
  });

  test('a declined card shows 7051 with Try Again, which keeps the payer data', async ({
    page,
    request,
    customer,
  }) => {
    await openFilled(page, request, customer, CARDS.declined);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Failed to Process Your Operation' }),
    ).toBeVisible();
    await expect(page.getByText('Payment not approved by the bank or card issuer.')).toBeVisible();
    await shotIfAsked(page, 'payer-en-375-declined');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByLabel('Full name')).toHaveValue('Mary Major');
    await expect(page.getByLabel('Card number')).toHaveValue('');
  });

  test('a credit card (00092) ends the link: no Try Again, and the payer is told to ask for a new link', async ({
    page,
    request,
    customer,
  }) => {
    await openFilled(page, request, customer, CARDS.credit);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(
      page.getByText('Credit cards are not valid. Use an international debit card.'),
    ).toBeVisible();
    const newLink = page.getByText(
      'This link can no longer be paid. Ask the person who sent it to you for a new payment link.',
    );
    await expect(newLink).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toHaveCount(0);
    // Going back to the link says so again: it is over, not a dead end.
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page.getByText('The last payment attempt failed.')).toBeVisible();
    await expect(newLink).toBeVisible();
  });

  test('switching language keeps the typed birth date the same day, on the form and after Try Again', async ({
    page,
    request,
    customer,
  }) => {
    // May 6 1980, month first in English.
    await openFilled(page, request, customer, CARDS.declined, '05/06/1980');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('06/05/1980');
    await page.getByLabel('Idioma').selectOption('en-US');
    await expect(page.getByLabel('Birth date')).toHaveValue('05/06/1980');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('Payment not approved by the bank or card issuer.')).toBeVisible();

    // The kept draft follows a switch made on the failure page.
    await page.getByLabel('Language').selectOption('es');
    await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveValue('06/05/1980');
    await page.getByLabel('Número de tarjeta').fill(CARDS.approved);
    await page.getByLabel('Vencimiento').fill('12/30');
    await page.getByLabel('CVV').fill(CVV);
    await page.getByLabel('Código postal de la tarjeta').fill('94105');
    const charge = page.waitForRequest('**/v1/remittances/inbound/create-charge');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    expect(JSON.parse((await charge).postData() ?? '{}')).toMatchObject({
      birthDate: '1980-05-06',
    });
    await expect(page.getByRole('heading', { name: 'Pago aprobado' })).toBeVisible();
  });

  test('a payment the issuer has not confirmed yet waits on the pending page, then succeeds', async ({
    page,
    request,
    customer,
  }) => {
    await openFilled(page, request, customer, CARDS.processing);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByRole('heading', { name: 'Payment processing' })).toBeVisible();
    // The sandbox settles it 5 s later through the lifecycle job; the page reads the record again.
    await expect(page.getByRole('heading', { name: 'Payment approved' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('an unknown link says fc0404', async ({ page }) => {
    await page.goto(payerPage('A'.repeat(22)));
    await expect(page.getByText('Operation for this link not found.')).toBeVisible();
  });

  test('axe finds no violation on the payer page', async ({ page, request, customer }) => {
    const link = await createPaymentLink(request, customer);
    await page.goto(payerPage(link));
    await expect(page.getByText('Total Amount: USD')).toBeVisible();
    // With the messages shown too: errors are part of the page.
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page.getByText('Fix the highlighted fields.')).toBeVisible();
    await expectAccessible(page, { all: true });
  });
});

test.describe('the payer page in Spanish', () => {
  test.use({ locale: 'es-MX', viewport: { width: 375, height: 812 } });

  test('speaks Spanish from the browser languages, with day-first birth dates', async ({
    page,
    request,
    customer,
  }) => {
    const link = await createPaymentLink(request, customer);
    await page.goto(payerPage(link));
    await expect(page.getByText('Monto total: USD')).toBeVisible();
    await expect(page.locator('.payer')).toHaveAttribute('lang', 'es');
    await expect(page.locator('.payer-summary__amount')).toHaveText('USD 50.00');
    await expect(page.getByLabel('Fecha de nacimiento')).toHaveAttribute(
      'placeholder',
      'DD/MM/AAAA',
    );
    await page.getByLabel('Fecha de nacimiento').fill('31/12/2015');
    await page.getByRole('button', { name: /^Pagar/ }).click();
    await expect(page.getByText('Debe tener al menos 18 años')).toBeVisible();
    await shotIfAsked(page, 'payer-es-375-errors');

    // Switchable on the page.
    await page.getByLabel('Idioma').selectOption('pt-BR');
    await expect(page.getByText('Valor total: USD')).toBeVisible();
  });
});

test.describe('<fx-inbound-payment> on the example site', () => {
  test.use({ locale: 'en-US' });

  test('completes a payment inside its frame and tells the host page', async ({
    page,
    request,
    customer,
  }) => {
    const link = await createPaymentLink(request, customer);
    const events: string[] = [];
    await page.exposeFunction('recordFxEvent', (name: string) => events.push(name));
    await page.addInitScript(() => {
      for (const name of ['fx:payment-complete', 'fx:payment-failed']) {
        document.addEventListener(name, () => {
          (window as unknown as { recordFxEvent: (n: string) => void }).recordFxEvent(name);
        });
      }
    });
    await page.goto(`/examples/pay.html?link=${link}`);
    const frame = page.frameLocator('fx-inbound-payment iframe');
    await expect(frame.getByText('Total Amount: USD')).toBeVisible();
    // The host page cannot reach into the frame's document (another browsing context).
    const hostSees = await page.evaluate(() => {
      const iframe = document
        .querySelector('fx-inbound-payment')
        ?.shadowRoot?.querySelector('iframe');
      return iframe
        ? iframe.contentDocument === null ||
            iframe.contentDocument.querySelector('input[name="cardNumber"]') === null
        : 'no-frame';
    });
    expect(hostSees).not.toBe('no-frame');
    await fillPayer(frame);
    await fillCard(frame, CARDS.approved);
    await shotIfAsked(page, 'widget-example-filled');
    await frame.getByRole('button', { name: /^Pay/ }).click();
    await expect(frame.getByRole('heading', { name: 'Payment approved' })).toBeVisible();
    // The host page heard it, with the operation's status (the lifecycle moves it on quickly).
    await expect(page.locator('#payment-result')).toHaveText(
      /Pagamento aprovado \((RECEIVED_INBOUND|CLOSED_QUOTATION_INBOUND|PROCESSING|COMPLETED)\)/,
    );
    expect(events).toContain('fx:payment-complete');
    await shotIfAsked(page, 'widget-example-success');
  });
});

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('no card number or CVV typed in the journeys reaches the server log or its database files', () => {
  const dataDir = process.env.E2E_DATA_DIR;
  test.skip(!dataDir, 'the server data folder is unknown');
  if (!dataDir) return;
  const log = readFileSync(join(dataDir, 'server.log'), 'utf8');
  // The log is there and has the journeys' requests in it.
  expect(log).toContain('create-charge');
  for (const card of Object.values(CARDS)) {
    expect(log).not.toContain(card);
  }
  expect(log).not.toMatch(/"cvv"/i);
  for (const file of filesUnder(dataDir).filter((path) => !path.endsWith('server.log'))) {
    const bytes = readFileSync(file).toString('latin1');
    for (const card of Object.values(CARDS)) {
      expect(bytes.includes(card), `${card} in ${file}`).toBe(false);
    }
  }
});
