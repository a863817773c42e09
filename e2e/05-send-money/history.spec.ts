import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { registerOwnCustomer, type OwnCustomer } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';
import { createApiOperation, useLanguage } from './api-operations';
import { expectAccessible } from '../shared/accessibility';

// The operations history and payment display against the real platform (sandbox mode): an
// outbound remittance of EUR 200.00 by dynamic PIX is created through the API as the checkout
// would (quote, beneficiary, uploaded document, idempotent creation); the customer then finds it
// in 'Histórico: Envios', opens 'ID da operação: {id}', sees the timeline, the countdown and the
// PIX QR code with its copy-paste code, pays it with the sandbox helper and follows it to
// 'Concluída'; the same screens in English at 360 px. Screenshots go to E2E_SHOTS (or
// test-results/history-shots).

const SHOTS = process.env.E2E_SHOTS ?? 'test-results/history-shots';

/** The customer whose history this file reads, registered for it in `beforeAll`. */
let customer: OwnCustomer;

/**
 * Creates an outbound remittance (dynamic PIX unless told) for the file's customer as the
 * checkout does; answers its id.
 */
async function createOperation(
  request: APIRequestContext,
  method: 'DYNAMIC_PIX' | 'TED' | 'PICPAY' = 'DYNAMIC_PIX',
): Promise<number> {
  return (await createApiOperation(request, customer, method)).id;
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** 'warning' when a badge is drawn in the warning tone (--fx-warning), else its colour. */
const toneOf = (badge: Locator) =>
  badge.evaluate((element) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--fx-warning)';
    element.after(probe);
    const warning = getComputedStyle(probe).color;
    probe.remove();
    const color = getComputedStyle(element).color;
    return color === warning ? 'warning' : color;
  });

/** The operation paid in the first test; another one stays awaiting payment for the second. */
let operationId = 0;
let awaitingId = 0;

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  customer = await registerOwnCustomer(request);
  operationId = await createOperation(request);
  awaitingId = await createOperation(request);
  await request.dispose();
});

test('history, detail with the PIX QR code, sandbox payment → Concluída (pt-BR, desktop)', async ({
  page,
}) => {
  await useLanguage(page, 'pt-BR');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, customer);

  // The home's latest operations lead to the operation.
  const latest = page.getByTestId('latest-operations');
  const latestLink = latest.getByRole('link', { name: new RegExp(`Operação ${operationId}`) });
  await expect(latestLink).toBeVisible();
  // Awaiting payment in the warning tone, on the home as in the history: the home's other
  // stylesheets (the limit card's) do not flatten it.
  expect(await toneOf(latestLink.locator('.status-badge'))).toBe('warning');
  await shot(page, 'home-pt-BR');

  await page.getByRole('link', { name: 'Ver todas as operações' }).click();
  await expect(page).toHaveURL(/\/demo\/app\/reports\/remittance\/outbound$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Histórico: Envios' })).toBeVisible();
  const row = page.getByTestId('history-row').filter({ hasText: `#${operationId}` });
  await expect(row).toContainText('Aguardando pagamento');
  await expect(row).toContainText('€ 200,00');
  expect(await toneOf(row.locator('.status-badge'))).toBe('warning');
  await shot(page, 'history-pt-BR');
  await expectAccessible(page);

  // The filter modal narrows the list by status (and is keyboard-closable).
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtro de operações' });
  await dialog.getByLabel('Filtrar por status').selectOption('AWAITING_PAYMENT');
  await shot(page, 'history-filter-pt-BR');
  await dialog.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/status=AWAITING_PAYMENT/);
  await expect(page.getByTestId('history-row').first()).toContainText('Aguardando pagamento');

  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/reports/remittance/outbound/show/${operationId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`ID da operação: ${operationId}`) }),
  ).toBeVisible();
  const timeline = page.getByTestId('timeline');
  // The creation records the status it starts in (AWAITING_PAYMENT), with its time.
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
  await expect(timeline).toContainText(/Aguardando pagamento\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(page.getByText('Tempo restante para realizar o pagamento')).toBeVisible();
  await expect(page.getByTestId('detail-countdown')).toHaveText(/^(30:00|[12]\d:[0-5]\d)$/);
  await expect(page.getByTestId('operation-info')).toContainText('€ 200,00');
  await expect(page.getByText(/mesma titularidade/)).toBeVisible();

  // The payment data: the PIX QR code, its copy-paste code and the countdown.
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByRole('img', { name: /QR code PIX/ })).toBeVisible();
  await expect(panel.getByTestId('payment-brcode')).toHaveValue(/^000201/);
  await shot(page, 'detail-awaiting-pt-BR');
  await expectAccessible(page);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Copiar Código PIX copia e cola' }).click();
  await expect(panel.getByText('Copiado!')).toBeVisible();

  // Sandbox: the payment arrives; the page follows the operation to its end.
  await panel.getByRole('button', { name: 'Simular pagamento recebido (sandbox)' }).click();
  await expect(page.getByTestId('payment-panel')).toHaveCount(0, { timeout: 15_000 });
  await expect(timeline).toContainText('Pagamento aprovado', { timeout: 15_000 });
  await expect(page.locator('h1 .status-badge')).toHaveText('Concluída', { timeout: 45_000 });
  await expect(timeline).toContainText('Em processamento');
  await expect(timeline.getByRole('listitem')).toHaveCount(4);
  await shot(page, 'detail-completed-pt-BR');
});

test('the same screens in English at 360 px, with the payment data', async ({ page }) => {
  await useLanguage(page, 'en-US');
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, customer);
  await page.goto('/demo/app/reports/remittance/outbound');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const row = page.getByTestId('history-row').filter({ hasText: `#${awaitingId}` });
  await expect(row).toContainText('€200.00');
  await expect(row).toContainText('Awaiting payment');
  await shot(page, 'history-en-US-360');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await row.getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Operation ID: ${awaitingId}`) }),
  ).toBeVisible();
  await expect(page.getByTestId('timeline')).toContainText('Awaiting payment');
  await expect(page.getByText('Time remaining to make the payment')).toBeVisible();
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByRole('img', { name: /PIX QR code/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Copy PIX copy-paste code' })).toBeVisible();
  await expect(page.getByTestId('operation-info')).toContainText('Beneficiary');
  await shot(page, 'detail-awaiting-en-US-360');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Keyboard: the copy button is reachable with Tab and answers Enter.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByTestId('payment-brcode').focus();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Copy PIX copy-paste code' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByText('Copied!')).toBeVisible();
});

test('when the countdown reaches zero the QR code has expired (browser clock fast-forwarded)', async ({
  page,
}) => {
  await useLanguage(page, 'pt-BR');
  await page.clock.install();
  await signIn(page, customer);
  await page.goto(`/demo/app/reports/remittance/outbound/show/${awaitingId}`);
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByRole('img', { name: /QR code PIX/ })).toBeVisible();
  await page.clock.fastForward('31:00');
  const dialog = page.getByRole('dialog', { name: 'Seu QR code expirou!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Inicie uma nova operação para pagar.');
  await expect(page.getByTestId('detail-countdown')).toHaveText('00:00');
  await shot(page, 'qr-expired-pt-BR');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // The page's refresh keeps one clock: the countdown stays at zero.
  await page.clock.fastForward('00:15');
  await expect(page.getByTestId('detail-countdown')).toHaveText('00:00');
  await expect(panel.getByTestId('payment-expired')).toContainText('Seu QR code expirou!');
  await expect(panel.getByRole('img', { name: /QR code PIX/ })).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Nova operação' })).toHaveAttribute(
    'href',
    '/demo/app/checkout',
  );
});

test('a TED operation shows the bank data to transfer to, each with a Copy button (en-US)', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const tedId = await createOperation(request, 'TED');
  await request.dispose();
  await useLanguage(page, 'en-US');
  await signIn(page, customer);
  await page.goto(`/demo/app/reports/remittance/outbound/show/${tedId}`);
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByRole('heading', { name: 'Pay by bank transfer (TED)' })).toBeVisible();
  for (const label of ['Bank', 'Branch', 'Account', 'Account holder', "Holder's CNPJ"]) {
    await expect(panel.getByRole('button', { name: `Copy ${label}`, exact: true })).toBeVisible();
  }
  await expect(panel.getByText(/^Pay by \d/)).toBeVisible();
  await expect(panel.getByTestId('payment-amount')).toHaveText(/^R\$/);
  await shot(page, 'detail-ted-en-US');
  await expectAccessible(page);
});

test('a PicPay operation shows the wallet link and QR code (pt-BR)', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL });
  const walletId = await createOperation(request, 'PICPAY');
  await request.dispose();
  await useLanguage(page, 'pt-BR');
  await signIn(page, customer);
  await page.goto(`/demo/app/reports/remittance/outbound/show/${walletId}`);
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByRole('heading', { name: 'Pague com PicPay' })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'QR code do PicPay' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Abrir o PicPay' })).toHaveAttribute(
    'href',
    /^https?:\/\//,
  );
  await shot(page, 'detail-picpay-pt-BR');
});
