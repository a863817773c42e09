import { type Frame, type Page } from '@playwright/test';
import { expect, test } from '../shared/own-customer';
import { submitLogin } from '../shared/sign-in';
import {
  addBeneficiary,
  finishCheckout,
  noHorizontalScroll,
  operationIdOf,
  shot,
  surname,
  WORDS,
} from './journey-steps';
import { expectAccessible } from '../shared/accessibility';

// <fx-checkout> in a real browser: the platform's checkout inside the widget's frame on the
// correspondent's own site. On the example site (/examples/checkout.html, hostile CSS) the
// customer signs in inside the frame, the <fx-simulator> above hands its 'Enviar dinheiro' over
// to the checkout (the page never leaves the site), a beneficiary is added and the operation
// finished inside the frame, and the host page hears fx:checkout-complete. Then, cross-origin:
// a correspondent's registered site (https://demo-cambio.test, served here by the test) embeds
// it in English on a phone; another correspondent's site gets the refusal message.

/** The checkout page inside the widget's frame, once it has loaded. */
async function checkoutFrame(page: Page): Promise<Frame> {
  const handle = await page.locator('fx-checkout iframe').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no checkout frame');
  return frame;
}

/** A host page on another origin that embeds the checkout with one script tag. */
function hostPage(platform: string, attributes: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner site</title>
<style>body{font:20px/2 Georgia,serif;background:#ffeb3b;margin:8px} iframe{border:9px dashed red}</style>
</head><body><h1>Partner site</h1>
<script src="${platform}/widgets/checkout.js" data-identifier="demo" ${attributes} async></script>
</body></html>`;
}

test.describe('the embedded checkout on the example site (pt-BR)', () => {
  test.use({ locale: 'pt-BR' });

  test('sign in inside the frame, the simulator hands over, the operation is created there', async ({
    page,
    customer,
  }) => {
    test.setTimeout(150_000);
    const name = `Lena Marie ${surname}`;
    const completions: unknown[] = [];
    await page.exposeFunction('recordCompletion', (detail: unknown) => completions.push(detail));
    await page.addInitScript(() => {
      document.addEventListener('fx:checkout-complete', (event) => {
        (window as unknown as { recordCompletion(d: unknown): void }).recordCompletion(
          (event as CustomEvent).detail,
        );
      });
    });
    await page.goto('/examples/checkout.html');
    const widget = page.locator('fx-checkout');
    await expect(widget.getByText('Demo Câmbio').first()).toBeVisible();
    expect(await widget.evaluate((el) => el.shadowRoot !== null)).toBe(true);
    const iframe = widget.locator('iframe');
    await expect(iframe).toHaveAttribute('title', /Finalização de Demo Câmbio/);

    // Not signed in: the frame asks, with no 'stay signed in' (the frame's session ends with the tab).
    let frame = await checkoutFrame(page);
    await expect(frame.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(frame.getByLabel('Manter conectado')).toHaveCount(0);
    await expect(frame.getByRole('banner')).toHaveCount(0);
    await submitLogin(frame, customer);
    frame = await checkoutFrame(page);
    await expect(frame.getByTestId('embed-bar')).toContainText('Conectado como');
    await expect(frame.getByTestId('checkout-step')).toHaveText('Etapa 1/5');
    // The frame is as tall as its page: no scrollbar inside it.
    await expect
      .poll(async () =>
        frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      )
      .toBeLessThanOrEqual(1);
    await shot(page, 'embedded-checkout-signed-in-pt-BR');
    // WCAG 2.2 AA on the widget and the checkout inside its frame (axe enters the frame).
    await expectAccessible(page, { include: 'fx-checkout' });

    // The simulator above: 'Enviar dinheiro' continues in the frame, the page stays on the site.
    const simulator = page.locator('fx-simulator');
    await simulator
      .getByLabel(/^Moeda$/)
      .first()
      .selectOption('EUR');
    await simulator.getByLabel(/^Você recebe$/).fill('120');
    const send = simulator.getByRole('link', { name: /^Enviar dinheiro$/ });
    await expect(send).toHaveAttribute('href', /amount=120(\.00)?&/);
    await expect(send).not.toHaveAttribute('aria-disabled', 'true');
    await send.click();
    await expect(iframe).toHaveAttribute('src', /quotationId=/);
    expect(new URL(page.url()).pathname).toBe('/examples/checkout.html');
    frame = await checkoutFrame(page);
    await expect(frame.getByTestId('checkout-step')).toHaveText('Etapa 2/5');
    await expect(frame.getByText(/€\s?120,00/).first()).toBeVisible();

    await addBeneficiary(frame, 'pt-BR', name);
    await finishCheckout(frame, 'pt-BR', 'pix');
    const id = await operationIdOf(frame);
    await expect(
      frame.getByTestId('payment-panel').getByRole('img', { name: WORDS['pt-BR'].qr }),
    ).toBeVisible();
    await shot(page, 'embedded-checkout-success-pt-BR');

    // The host page heard it: the example's own listener prints it.
    await expect(page.locator('#checkout-result')).toHaveText(
      `Operação #${id} criada: aguardando pagamento.`,
    );
    expect(completions).toContainEqual({
      outcome: 'success',
      operationId: id,
      status: 'AWAITING_PAYMENT',
    });
    expect(new URL(page.url()).pathname).toBe('/examples/checkout.html');
  });
});

test.describe('the embedded checkout on a correspondent site of another origin', () => {
  // The partner site is served here by the test under its public name while the platform runs
  // on loopback: Chromium's Local Network Access asks the user first, as it would for any public
  // site calling a local server; the test grants it (a real platform is not on loopback).
  test.use({
    locale: 'en-US',
    viewport: { width: 360, height: 780 },
    permissions: ['local-network-access'],
  });

  test('a registered site embeds it in English on a phone; the frame follows its page', async ({
    page,
    baseURL,
    customer,
  }) => {
    test.setTimeout(90_000);
    const platform = new URL(baseURL ?? '').origin;
    // The demo correspondent registered https://demo-cambio.test (seed): its page, served here.
    await page.route('https://demo-cambio.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: hostPage(platform, 'data-locale="en-US" data-currency="USD" data-amount="50"'),
      }),
    );
    await page.goto('https://demo-cambio.test/send.html');
    const widget = page.locator('fx-checkout');
    await expect(widget.getByText('Demo Câmbio').first()).toBeVisible();
    let frame = await checkoutFrame(page);
    await expect(frame.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await submitLogin(frame, customer);
    frame = await checkoutFrame(page);
    await expect(frame.getByTestId('checkout-step')).toHaveText('Step 1/5');
    // The checkout's simulator starts from the host's data-currency / data-amount.
    const simulatorRoot = frame.locator('.checkout-section').first();
    await expect(simulatorRoot.getByLabel(/^You receive$/)).toHaveValue(/^50(\.00)?$/);
    await expect(simulatorRoot.getByText(/^1 USD = R\$/)).toBeVisible();
    await noHorizontalScroll(page);
    // The frame is sized to its page (no inner scrolling), on the partner's origin.
    await expect
      .poll(async () =>
        frame.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
      )
      .toBeLessThanOrEqual(1);
    expect(new URL(page.url()).origin).toBe('https://demo-cambio.test');
    await shot(page, 'embedded-checkout-partner-en-US-360');

    // Signing out inside the frame goes back to the login, still inside it.
    await frame.getByRole('button', { name: 'Sign out' }).click();
    frame = await checkoutFrame(page);
    await expect(frame.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test("another correspondent's site gets the refusal and the new-tab link", async ({
    page,
    baseURL,
  }) => {
    const platform = new URL(baseURL ?? '').origin;
    // Aurora's registered site may call the API (CORS), but demo never registered it: demo's
    // checkout page refuses to be framed there (frame-ancestors), and the widget says so.
    await page.route('https://aurora-remessas.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: hostPage(platform, 'data-locale="en-US"') }),
    );
    await page.goto('https://aurora-remessas.test/');
    const widget = page.locator('fx-checkout');
    await expect(widget.getByRole('alert')).toHaveText(
      'The checkout cannot be shown on this site. Open it in a new tab below.',
      { timeout: 20_000 },
    );
    await expect(
      widget.getByRole('link', { name: 'Open the checkout in a new tab' }),
    ).toHaveAttribute(
      'href',
      `${platform}/demo/app/checkout/remittance/outbound?simulator=remittance&remittanceType=outbound`,
    );
  });
});
