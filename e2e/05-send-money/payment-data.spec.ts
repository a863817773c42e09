import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readQrDataUrl } from '../../tests/server/payments/read-qr';
import { apiSignIn } from '../shared/api-steps';
import { registerOwnCustomer, type OwnCustomer } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';
import { createApiOperation, useLanguage } from './api-operations';

// Payment data that says one thing (issue 19, item 7): an outbound remittance paid by static PIX
// (to the product's key) shows the QR code of its BR Code (the image decodes to exactly the
// copy-paste code on screen, which is the server's), the key, and 'Pague até {data e hora}' /
// 'Pay by {date and time}': no 'The QR code expires in' for a key. Dynamic PIX keeps its mm:ss
// countdown and says nothing of a deadline date. Both languages at 1280 px and 360 px; screenshots
// to E2E_SHOTS_DIR (or test-results/payment-data-shots).

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/payment-data-shots';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const WORDS = {
  'pt-BR': {
    qr: /^QR code PIX para pagar R\$\s?[\d.]+,\d{2}$/,
    payBy: /^Pague até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    qrExpires: 'O QR code expira em',
    remaining: 'Tempo restante para realizar o pagamento',
  },
  'en-US': {
    qr: /^PIX QR code to pay R\$\s?[\d,]+\.\d{2}$/,
    payBy: /^Pay by \d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2}\s?(AM|PM)$/,
    qrExpires: 'The QR code expires in',
    remaining: 'Time remaining to make the payment',
  },
} as const;

/** The customer of this file's operations, registered for it. */
let customer: OwnCustomer;
let staticPixId = 0;
let dynamicPixId = 0;
/** The copy-paste code the server answers for the static PIX operation. */
let serverBrCode = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  customer = await registerOwnCustomer(request);
  staticPixId = (await createApiOperation(request, customer, 'PIX', 2_000)).id;
  dynamicPixId = (await createApiOperation(request, customer, 'DYNAMIC_PIX', 2_000)).id;
  const headers = await apiSignIn(request, customer);
  const answer = await request.get(
    `/api/v1/payments/users/${customer.cpf}/resource/${staticPixId}`,
    {
      headers,
    },
  );
  expect(answer.status(), await answer.text()).toBe(200);
  const data = (await answer.json()) as { method: string; brCode: string };
  expect(data.method).toBe('PIX');
  serverBrCode = data.brCode;
  await request.dispose();
});

for (const [locale, width] of [
  ['pt-BR', 1280],
  ['pt-BR', 360],
  ['en-US', 1280],
  ['en-US', 360],
] as const) {
  test(`static PIX shows the QR of its code and 'pay by'; dynamic PIX its countdown (${locale}, ${width} px)`, async ({
    page,
  }) => {
    const w = WORDS[locale];
    await useLanguage(page, locale);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, customer);

    await page.goto(`/demo/app/reports/remittance/outbound/show/${staticPixId}`);
    const panel = page.getByTestId('payment-panel');
    const qr = panel.getByRole('img', { name: w.qr });
    await expect(qr).toBeVisible();
    const code = panel.getByTestId('payment-brcode');
    await expect(code).toHaveValue(serverBrCode);
    // The image on screen holds exactly that code (read back independently of what drew it).
    expect(readQrDataUrl((await qr.getAttribute('src')) ?? '')).toBe(serverBrCode);
    await expect(panel.getByTestId('payment-deadline')).toHaveText(w.payBy);
    await expect(panel.getByText(w.qrExpires)).toHaveCount(0);
    await expect(panel.getByTestId('payment-countdown')).toHaveCount(0);
    await qr.scrollIntoViewIfNeeded();
    await shot(page, `payment-static-pix-${locale}-${width}`);

    await page.goto(`/demo/app/reports/remittance/outbound/show/${dynamicPixId}`);
    const dynamicPanel = page.getByTestId('payment-panel');
    await expect(dynamicPanel.getByTestId('payment-brcode')).toHaveValue(/^000201/);
    await expect(page.getByText(w.remaining)).toBeVisible();
    await expect(page.getByTestId('detail-countdown')).toHaveText(/^(30:00|[12]\d:[0-5]\d)$/);
    await expect(dynamicPanel.getByTestId('payment-deadline')).toHaveCount(0);
    await shot(page, `payment-dynamic-pix-${locale}-${width}`);
  });
}
