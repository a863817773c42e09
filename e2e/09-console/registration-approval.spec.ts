import { expect, test, type Browser } from '@playwright/test';
import { hans } from '../../tests/server/payees/payee-fixtures';
import { finishCheckout, noHorizontalScroll, operationIdOf } from '../05-send-money/journey-steps';
import { apiSignIn } from '../shared/api-steps';
import { freshCpf, registerIndividual, unique } from '../shared/individual-steps';
import { atBothWidths, localeWidthShot } from '../shared/locale-width-steps';
import { SEEDED, signIn } from '../shared/sign-in';
import { CONSOLE, letters, newPage, openRecordOf } from './console-steps';

// The operator console (issue 20 "Proof": the browser journeys). A new customer registers with
// a 'Pendente' name (the sandbox leaves the registration and their documents PENDING, and gives
// them no operational limit until the registration is approved), sends money with a document,
// and sees the operation waiting for the registration. The operator signs in (a browser context
// of their own), approves the registration in the console, then the document (viewing the
// file), and the customer's operation moves on to payment. Then: a rejection refused without a
// reason, and taken with one. Screenshots of the console at 1280 and 360 px in both languages go
// to E2E_SHOTS_DIR when it is set.

const PASSWORD = 'Demo@2026!';
/**
 * The console and `recordUrl` in both languages at 1280 and 360 px (screenshots): one sign-in per
 * language, each page checked at both widths in place (issue 35). pt-BR signs in at 360 px and
 * en-US at 1280 px, the widths this file's other operator sign-ins do not use.
 */
async function consoleShots(browser: Browser, recordUrl: string, label: string) {
  for (const [locale, width] of [
    ['pt-BR', 360],
    ['en-US', 1280],
  ] as const) {
    const page = await newPage(browser, locale, width);
    await signIn(page, SEEDED.operator, { landing: CONSOLE });
    // The documents queue: the record shown next still waits there.
    await page.goto('/console?queue=documents');
    await atBothWidths(page, async (shown) => {
      await expect(page.getByTestId('console-row').first()).toBeVisible();
      await noHorizontalScroll(page);
      await localeWidthShot(page, 'console-list', locale, shown);
    });
    await page.goto(recordUrl);
    await atBothWidths(page, async (shown) => {
      await expect(page.getByTestId('console-audit')).toBeVisible();
      await noHorizontalScroll(page);
      await localeWidthShot(page, `console-${label}`, locale, shown);
    });
    await page.context().close();
  }
}

test('a pending customer’s operation moves on to payment once the operator approves the registration and the document', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const name = `Rita Pendente ${letters()}`;
  const cpf = freshCpf();
  const email = await registerIndividual(request, PASSWORD, { fullName: name, cpf });
  const headers = await apiSignIn(request, { email, password: PASSWORD });
  const beneficiary = await request.post(
    `/api/customers/v1/physicals/${cpf}/beneficiaries/outbound/eur`,
    { headers, data: { ...hans, email: `hans-${unique()}@example.de` } },
  );
  expect(beneficiary.status(), await beneficiary.text()).toBe(201);

  // The customer: a small outbound operation with a document.
  const customer = await newPage(browser, 'pt-BR');
  await signIn(customer, { email, password: PASSWORD });
  await customer.evaluate(() => localStorage.removeItem('checkoutData'));
  await customer.goto('/demo/app/checkout/remittance/outbound');
  const simulator = customer.locator('.checkout-simulator .simulator-host');
  await simulator.getByLabel('Moeda').first().selectOption('EUR');
  await expect(simulator.getByText(/^1 EUR = R\$/)).toBeVisible();
  const requoted = customer.waitForResponse(
    (answer) =>
      answer.url().includes('/exchanges/remittance/outbound') &&
      answer.url().includes('value=2000') &&
      answer.ok(),
  );
  await simulator.getByLabel('Você recebe').fill('20');
  await requoted;
  await customer.getByTestId('continue-simulator').click();
  await customer
    .getByRole('radio', { name: new RegExp(hans.fullName) })
    .first()
    .check();
  // Held for the registration, the checkout ends on its 'pending' outcome.
  await finishCheckout(customer, 'pt-BR', 'pix', 'MAINTENANCE', undefined, 'pending');
  const id = await operationIdOf(customer);
  const operationPage = `/demo/app/reports/remittance/outbound/show/${id}`;
  await customer.goto(operationPage);
  await expect(
    customer.locator(`[data-status="WAITING_REGISTRATION_APPROVAL"]`).first(),
  ).toBeVisible();
  await expect(customer.getByText('Aguardando aprovação do cadastro').first()).toBeVisible();

  // The operator: the console after signing in; the registration first.
  const operator = await newPage(browser, 'pt-BR');
  await signIn(operator, SEEDED.operator, { landing: CONSOLE });
  await expect(
    operator.getByRole('heading', { level: 1, name: 'Console do operador' }),
  ).toBeVisible();
  await openRecordOf(operator, /^Cadastros/, name);
  await expect(operator.getByRole('heading', { level: 2, name: 'Cliente' })).toBeVisible();
  await expect(operator.getByText(name).first()).toBeVisible();
  // The customer's correspondent by its name, not its id.
  await expect(operator.getByText('Demo Câmbio (demo)')).toBeVisible();
  await operator.getByRole('button', { name: 'Aprovar' }).click();
  await expect(operator.getByText('Decisão registrada: Aprovado.')).toBeVisible();
  const trail = operator.getByTestId('console-audit');
  await expect(trail).toContainText('Aprovou');
  await expect(trail).toContainText('Operador Demo');
  await expect(operator.locator('.console-record[data-status="APPROVED"]')).toBeVisible();

  // Its limit reserved, the operation now waits for its document.
  await customer.reload();
  await expect(customer.getByText('Aguardando aprovação dos documentos').first()).toBeVisible();

  // The document: its file is shown, then approved.
  await operator.goto('/console');
  await openRecordOf(operator, /^Documentos(?! de empresas)/, name);
  // The stored file (its key's name) is the PNG uploaded: shown inline, and downloadable.
  const image = operator.getByRole('img', { name: /^Documento .+\.png$/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1);
  await expect(operator.getByRole('link', { name: /^Baixar .+\.png$/ })).toHaveAttribute(
    'href',
    /^blob:/,
  );
  const documentUrl = new URL(operator.url()).pathname;
  await consoleShots(browser, documentUrl, 'document');
  await operator.getByRole('button', { name: 'Aprovar' }).click();
  await expect(operator.getByText('Decisão registrada: Aprovado.')).toBeVisible();
  await expect(operator.locator('.console-record[data-status="APPROVED"]')).toBeVisible();

  // The customer's operation moved on to payment.
  await customer.reload();
  await expect(customer.getByText('Aguardando pagamento').first()).toBeVisible();
  await expect(customer.locator(`[data-status="AWAITING_PAYMENT"]`).first()).toBeVisible();
  await customer.context().close();
  await operator.context().close();
});

test('a rejection needs a reason: refused without one, taken with one (en-US)', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const name = `Otto Pending ${letters()}`;
  await registerIndividual(request, PASSWORD, { fullName: name });

  const operator = await newPage(browser, 'en-US', 360);
  await signIn(operator, SEEDED.operator, { landing: CONSOLE });
  await openRecordOf(operator, /^Registrations/, name);
  const reject = operator.getByRole('button', { name: 'Reject' });
  await reject.click();
  await expect(operator.getByRole('alert')).toHaveText('Enter the reason to reject.');
  await expect(operator.getByLabel('Reason')).toBeFocused();
  await expect(operator.locator('.console-record[data-status="PENDING"]')).toBeVisible();

  await operator.getByLabel('Reason').fill('The document does not match the name');
  await reject.click();
  await expect(operator.getByText('Decision recorded: Rejected.')).toBeVisible();
  await expect(operator.locator('.console-record[data-status="REJECTED"]')).toBeVisible();
  const trail = operator.getByTestId('console-audit');
  await expect(trail).toContainText('Rejected');
  await expect(trail).toContainText('Why: The document does not match the name');
  await noHorizontalScroll(operator);
  await localeWidthShot(operator, 'console-rejected', 'en-US', 360);
  await operator.context().close();
});
