import { type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn } from '../shared/api-steps';
import { expect, test, type OwnCustomer } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';

// The outbound checkout against the real platform (sandbox mode): a customer registered for the
// test simulates
// EUR on the private home, continues to the checkout, picks a beneficiary (created through the
// API in the setup), fills the purpose, uploads a small PNG for real, chooses dynamic PIX,
// accepts the terms and finishes; the outcome page shows the operation. Also: the section
// navigation ('Step n/total', Edit), the document type/size messages, and both languages at
// 360 px.

/** A 1×1 transparent PNG (real magic bytes: the server checks the content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Creates a EUR beneficiary for `customer` (the payee pages have their own specs). */
async function createBeneficiary(
  request: APIRequestContext,
  customer: OwnCustomer,
  fullName: string,
): Promise<number> {
  const headers = await apiSignIn(request, customer);
  const answer = await request.post(
    `/api/customers/v1/physicals/${customer.cpf}/beneficiaries/outbound/eur`,
    {
      headers,
      data: {
        personType: 'physical',
        fullName,
        email: 'hans.mueller@example.de',
        phone: '+4915123456789',
        currency: 'EUR',
        type: 'OUTBOUND',
        address: {
          country: 'DE',
          state: 'Berlin',
          city: 'Berlin',
          street: 'Unter den Linden',
          number: '77',
          zipCode: '10117',
        },
        account: {
          name: fullName,
          bankName: 'Commerzbank',
          bankCountry: 'DE',
          currency: 'EUR',
          code: { option: 'IBAN', value: 'DE89370400440532013000' },
          bankAccountType: 'ch',
        },
      },
    },
  );
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

const shots = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test.describe('outbound checkout (pt-BR)', () => {
  test.use({ locale: 'pt-BR' });

  test('simulates, fills every section, uploads a PNG, pays by dynamic PIX and lands on the operation', async ({
    page,
    request,
    customer,
  }) => {
    test.setTimeout(120_000);
    await createBeneficiary(request, customer, 'Hans Peter Müller');
    await signIn(page, customer);

    // The private home's simulator: EUR, then 'Enviar dinheiro' opens the checkout.
    const simulator = page.locator('.simulator-host');
    await simulator.getByLabel('Moeda').first().selectOption('EUR');
    await expect(simulator.getByText(/^1 EUR = R\$/)).toBeVisible();
    await simulator.getByRole('link', { name: 'Enviar dinheiro' }).click();
    await expect(page).toHaveURL(/\/demo\/app\/checkout\/remittance\/outbound$/);

    // The hand-over moved past the simulator: beneficiary, step 2/5.
    await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 2/5');
    await shot(page, 'checkout-beneficiary-pt');
    const continueTo = (section: string) => page.getByTestId(`continue-${section}`);
    // CONTINUE without a choice says what is missing.
    await continueTo('beneficiary').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'precisa ser preenchido' }),
    ).toBeVisible();
    await page
      .getByRole('radio', { name: /Hans Peter Müller/ })
      .first()
      .check();
    await continueTo('beneficiary').click();

    // Purpose: description and the acknowledgement (mustBeTrue).
    await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 3/5');
    await page.getByLabel('Descrição').fill('Ajuda mensal à família');
    await continueTo('purposeCode').click();
    await expect(page.getByText('A caixa de seleção precisa ser marcada!')).toBeVisible();
    await page.getByLabel(/Declaro que as informações/).check();
    await continueTo('purposeCode').click();

    // Documents: a wrong type is refused with the spec's message, a PNG is uploaded for real.
    await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 4/5');
    const input = page.getByTestId('document-input');
    await input.setInputFiles({
      name: 'nota.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByText('Envie um arquivo png, jpg/jpeg ou pdf.')).toBeVisible();
    await input.setInputFiles({
      name: 'grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25),
    });
    await expect(
      page.getByText('O arquivo excede o limite de tamanho máximo (5mb)!'),
    ).toBeVisible();
    await input.setInputFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Remover comprovante.png' })).toBeVisible();
    await shot(page, 'checkout-documents-pt');
    await continueTo('documents').click();

    // Payment: dynamic PIX is preselected (spec §9.5) among the correspondent's methods.
    await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 5/5');
    await expect(page.getByRole('radio', { name: /PIX dinâmico|Dynamic PIX/ })).toBeChecked();
    // Edit an earlier section: the later ones close and CONTINUE walks back through them.
    await page.getByRole('button', { name: 'Alterar Natureza da operação' }).click();
    await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 3/5');
    await continueTo('purposeCode').click();
    await continueTo('documents').click();
    await continueTo('paymentMethods').click();

    // Summary: the terms are required; Finalizar runs the loader and creates the operation.
    await expect(page).toHaveURL(/\/checkout\/remittance\/outbound\/summary$/);
    await expect(page.getByTestId('total-to-pay')).toContainText('R$');
    await shot(page, 'checkout-summary-pt');
    await page.getByTestId('finish').click();
    await expect(page.getByText('Aceite os termos para finalizar.')).toBeVisible();
    await page
      .getByLabel(/Li e concordo|termos de uso/i)
      .first()
      .check();
    await page.getByTestId('finish').click();
    await expect(page.getByText('Validando dados...')).toBeVisible();
    await expect(page).toHaveURL(/\/summary\/(success|pending)$/, { timeout: 20_000 });
    await expect(page.getByTestId('operation-id')).toHaveText(/^#\d+$/);
    await expect(page.getByRole('link', { name: 'Ver detalhes da operação' })).toBeVisible();
    await expect(page.getByText('Carregando os dados para pagamento…')).toHaveCount(0, {
      timeout: 15_000,
    });
    await shot(page, 'checkout-outcome-pt');
  });
});

test.describe('outbound checkout over the operational limit (pt-BR, 360 px)', () => {
  test.use({ locale: 'pt-BR', viewport: { width: 360, height: 780 } });

  test('an amount beyond the remaining limit ends on the pending page with its §4.4 text', async ({
    page,
    request,
    customer,
  }) => {
    test.setTimeout(120_000);
    await createBeneficiary(request, customer, 'Hans Peter Müller');
    await signIn(page, customer);
    await page.evaluate(() => localStorage.removeItem('checkoutData'));
    await page.goto('/demo/app/checkout/remittance/outbound');
    const simulator = page.locator('.checkout-simulator .simulator-host');
    await simulator.getByLabel('Moeda').first().selectOption('EUR');
    await expect(simulator.getByText(/^1 EUR = R\$/)).toBeVisible();
    // EUR 9,000 (about USD 10,400 at the sandbox's rates) is more than the whole USD 10,000 limit.
    await simulator.getByLabel('Você recebe').fill('9000');
    // The new quote (fx:quote) reaches the checkout store.
    await expect
      .poll(
        () =>
          page.evaluate(
            () => JSON.parse(localStorage.getItem('checkoutData') ?? '{}').quotation?.amount,
          ),
        { timeout: 10_000 },
      )
      .toBe('9000.00');
    const continueTo = (section: string) => page.getByTestId(`continue-${section}`);
    await continueTo('simulator').click();
    await page
      .getByRole('radio', { name: /Hans Peter Müller/ })
      .first()
      .check();
    await continueTo('beneficiary').click();
    await page.getByLabel('Descrição').fill('Compra de imóvel da família');
    await page.getByLabel(/Declaro que as informações/).check();
    await continueTo('purposeCode').click();
    await page
      .getByTestId('document-input')
      .setInputFiles({ name: 'contrato.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Remover contrato.png' })).toBeVisible();
    await continueTo('documents').click();
    await page.getByRole('radio', { name: /^TED/ }).check();
    await continueTo('paymentMethods').click();
    await expect(page).toHaveURL(/\/summary$/);
    await page.getByLabel('Li e concordo com os termos de uso').check();
    await page.getByTestId('finish').click();
    await expect(page).toHaveURL(/\/summary\/pending$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'Reserva concluída' })).toBeVisible();
    await expect(
      page.getByText('Você receberá um e-mail com os dados para a transferência bancária.'),
    ).toBeVisible();
    await expect(page.getByText('Em análise')).toBeVisible();
    await shot(page, 'checkout-pending-pt-360');
  });
});

test.describe('outbound checkout (en-US, 360 px)', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 780 } });

  test('quotes in the checkout itself, finishes on a phone, in English', async ({
    page,
    request,
    customer,
  }) => {
    test.setTimeout(120_000);
    await createBeneficiary(request, customer, 'Hans Peter Müller');
    await signIn(page, customer);
    await page.evaluate(() => localStorage.removeItem('checkoutData'));
    await page.goto('/demo/app/checkout/remittance/outbound');
    await expect(page.getByRole('heading', { name: 'Send money abroad' })).toBeVisible();
    await expect(page.getByTestId('checkout-step')).toHaveText('Step 1/5');

    // The checkout's own simulator: its quote (fx:quote) fills the checkout; CONTINUE moves on.
    const simulator = page.locator('.checkout-simulator .simulator-host');
    await simulator.getByLabel('Currency').first().selectOption('EUR');
    await expect(simulator.getByText(/^1 EUR = R\$/)).toBeVisible();
    await shot(page, 'checkout-simulator-en-360');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const continueTo = (section: string) => page.getByTestId(`continue-${section}`);
    await continueTo('simulator').click();
    await expect(page.getByTestId('checkout-step')).toHaveText('Step 2/5');
    await expect(page.getByText(/€1,000\.00 · total R\$/)).toBeVisible();

    await page
      .getByRole('radio', { name: /Hans Peter Müller/ })
      .first()
      .check();
    await continueTo('beneficiary').focus();
    await page.keyboard.press('Enter');
    // The opened section's heading takes the focus, so the keyboard continues there.
    await expect(page.getByRole('heading', { name: 'Reason for sending' })).toBeFocused();
    await page.getByLabel('Description').fill('Monthly family support');
    await page.getByLabel(/I declare that the information/).check();
    await continueTo('purposeCode').click();
    await page
      .getByTestId('document-input')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Remove receipt.png' })).toBeVisible();
    await continueTo('documents').click();
    await expect(page.getByRole('radio', { name: /Dynamic PIX/ })).toBeChecked();
    await shot(page, 'checkout-payment-en-360');
    await continueTo('paymentMethods').click();

    await expect(page).toHaveURL(/\/summary$/);
    // Keyboard: the terms checkbox with Space, Finish with Enter.
    await page.getByLabel('I have read and agree to the terms of use').focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('I have read and agree to the terms of use')).toBeChecked();
    await shot(page, 'checkout-summary-en-360');
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await page.getByTestId('finish').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Validating data...')).toBeVisible();
    await expect(page).toHaveURL(/\/summary\/(success|pending)$/, { timeout: 20_000 });
    await expect(page.getByTestId('operation-id')).toHaveText(/^#\d+$/);
    await expect(page.getByText('Loading the payment data…')).toHaveCount(0, { timeout: 15_000 });
    await shot(page, 'checkout-outcome-en-360');
  });
});
