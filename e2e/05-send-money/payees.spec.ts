import { type Page } from '@playwright/test';
import { expect, test } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';

// The checkout's payee pages against the real platform (sandbox mode): a customer registered for
// the test simulates EUR, continues to the checkout's beneficiary section, adds a beneficiary with an
// IBAN account through 'Adicionar beneficiário' (the form's own checks first), comes back with
// it selected, edits it, and deletes it through the delete-beneficiary modal. Then the account
// and broker pages' checks (own-CPF PIX key, ACH or SWIFT/BIC), and the pages in English at
// 360 px without horizontal scroll. Screenshots to E2E_SHOTS_DIR when set.

/** Letters only (names refuse digits): the run's timestamp in a-j. */
const tag = String(Date.now())
  .slice(-8)
  .split('')
  .map((digit) => String.fromCharCode(97 + Number(digit)))
  .join('');
const surname = `${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;

/** A 1×1 transparent PNG (real magic bytes: the server checks the content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const shots = process.env.E2E_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

async function noHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('checkout payees (pt-BR)', () => {
  test.use({ locale: 'pt-BR' });

  test('adds a beneficiary with an IBAN account, selects, edits and deletes it', async ({
    page,
    customer,
  }) => {
    test.setTimeout(120_000);
    const name = `Hans Peter ${surname}`;
    const renamed = `Hanna Peter ${surname}`;
    await signIn(page, customer);

    // The private home's simulator: EUR, then 'Enviar dinheiro' opens the checkout.
    const simulator = page.locator('.simulator-host');
    await simulator.getByLabel('Moeda').first().selectOption('EUR');
    await expect(simulator.getByText(/^1 EUR = R\$/)).toBeVisible();
    await simulator.getByRole('link', { name: 'Enviar dinheiro' }).click();
    await expect(page).toHaveURL(/\/demo\/app\/checkout\/remittance\/outbound$/);
    const section = page.getByTestId('beneficiary-section');
    await expect(section).toBeVisible();

    // 'Adicionar beneficiário' opens the create page for EUR.
    await section.getByRole('link', { name: 'Adicionar beneficiário' }).click();
    await expect(page).toHaveURL(/\/checkout\/remittance\/beneficiary\/new\?currency=EUR$/);
    await expect(page.getByRole('heading', { name: 'Novo beneficiário' })).toBeVisible();
    await expect(page.getByLabel('Moeda')).toHaveValue('EUR');
    await expect(page.getByRole('radio', { name: 'IBAN' })).toBeChecked();

    // The contract's checks, next to their fields, focus on the first.
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    const fullName = page.getByLabel('Nome completo');
    await expect(fullName).toBeFocused();
    await expect(page.getByText('O campo precisa ser preenchido!').first()).toBeVisible();
    await expect(page.getByText('Selecione um país.').first()).toBeVisible();
    await fullName.fill('Hans');
    const iban = page.getByRole('textbox', { name: /^IBAN/ });
    await iban.fill('DE89 3704 0044 0532 0130 01');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('O nome precisa conter um sobrenome!')).toBeVisible();
    await expect(page.getByText('O IBAN precisa ser válido!')).toBeVisible();
    await shot(page, 'payees-beneficiary-errors-pt');

    // The real data: the IBAN names the bank country.
    await fullName.fill(name);
    await page.getByLabel('E-mail (opcional)').fill('hans@example.de');
    await page.getByLabel('País', { exact: true }).selectOption('DE');
    await page.getByLabel('Cidade').fill('Berlin');
    await page.getByLabel('Rua').fill('Unter den Linden');
    await page.getByLabel('Número (opcional)').fill('77');
    await page.getByLabel('Código postal (opcional)').fill('10117');
    await page.getByLabel('Nome do titular, como na conta').fill(name);
    await page.getByLabel('Nome do banco').fill('Commerzbank');
    await iban.fill('DE89370400440532013000');
    await expect(page.getByLabel('País do banco')).toHaveValue('DE');
    // A study document, uploaded for real (a text file is refused first).
    const study = page.getByLabel(/^Documentos de estudo/);
    await study.setInputFiles({
      name: 'nota.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(page.getByText('Envie um arquivo png, jpg/jpeg ou pdf.')).toBeVisible();
    await study.setInputFiles({ name: 'matricula.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: 'Remover matricula.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    // Back in the checkout with the new beneficiary selected.
    await expect(page).toHaveURL(/\/demo\/app\/checkout\/remittance\/outbound/);
    const radio = page.getByRole('radio', { name: new RegExp(name) });
    await expect(radio).toBeChecked();
    await expect(page.getByTestId('beneficiary-card').filter({ hasText: name })).toContainText(
      'Commerzbank · IBAN DE89 3704 0044 0532 0130 00',
    );
    await shot(page, 'payees-checkout-selected-pt');

    // Edit: the form comes filled; the new name comes back selected.
    await page.getByRole('link', { name: `Editar ${name}` }).click();
    await expect(page.getByRole('heading', { name: 'Editar beneficiário' })).toBeVisible();
    await expect(page.getByLabel('Nome completo')).toHaveValue(name);
    await expect(page.getByRole('textbox', { name: /^IBAN/ })).toHaveValue(
      'DE89370400440532013000',
    );
    await expect(
      page.getByTestId('study-documents').getByRole('link', { name: /-beneficiary\.png$/ }),
    ).toBeVisible();
    await shot(page, 'payees-beneficiary-edit-pt');
    await page.getByLabel('Nome completo').fill(renamed);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/app\/checkout\/remittance\/outbound/);
    await expect(page.getByRole('radio', { name: new RegExp(renamed) })).toBeChecked();

    // Delete through the modal: Cancel keeps it, 'Sim, excluir beneficiário' removes it.
    await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Excluir beneficiário' });
    await expect(dialog).toContainText(renamed);
    await shot(page, 'payees-delete-modal-pt');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
    await page.getByRole('button', { name: 'Sim, excluir beneficiário' }).click();
    await expect(page.getByText('Beneficiário excluído com sucesso')).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(renamed) })).toHaveCount(0);
  });

  test('account and broker pages check the PIX key owner and the broker codes', async ({
    page,
    customer,
  }) => {
    await signIn(page, customer);
    await page.goto('/demo/app/checkout/remittance/account/new?type=inbound');
    await expect(page.getByRole('heading', { name: 'Nova conta' })).toBeVisible();
    await page.getByLabel('Nome do titular, como na conta').fill('Maria Silva');
    await page.getByLabel('Tipo de chave PIX').selectOption('cpf');
    await page.getByRole('textbox', { name: 'Chave PIX' }).fill('111.444.777-35');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(
      page.getByText('A chave PIX precisa ser o mesmo CPF/CNPJ do seu cadastro!'),
    ).toBeVisible();
    await shot(page, 'payees-account-pix-pt');

    await page.goto('/demo/app/checkout/remittance/investmentBroker/new');
    await expect(page.getByRole('heading', { name: 'Cadastrar corretora' })).toBeVisible();
    await page.getByLabel('Nome da corretora').fill('Interactive Brokers LLC');
    await page.getByLabel('Banco da corretora').fill('JPMorgan Chase');
    await page.getByLabel('Número da sua conta na corretora').fill('000987654321');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Informe o código ACH ou SWIFT/BIC da corretora.')).toBeVisible();
    await page.getByLabel('ACH (roteamento bancário)').fill('021000022');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(
      page.getByText('O número ACH (de roteamento bancário) precisa ser válido!'),
    ).toBeVisible();
    await shot(page, 'payees-broker-pt');
  });
});

test.describe('checkout payees (en-US, 360 px)', () => {
  test.use({ locale: 'en-US', viewport: { width: 360, height: 780 } });

  test('the payee pages read in English and fit a phone', async ({ page, customer }) => {
    await signIn(page, customer);
    await page.goto('/demo/app/checkout/remittance/beneficiary/new?currency=USD');
    await expect(page.getByRole('heading', { name: 'New beneficiary' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'ACH (routing number)' })).toBeChecked();
    await expect(page.getByLabel('Bank country')).toHaveValue('US');
    await page.getByRole('textbox', { name: 'ACH (routing number)' }).fill('026009594');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('The ACH routing number must be valid!')).toBeVisible();
    await noHorizontalScroll(page);
    await shot(page, 'payees-beneficiary-en-360');

    await page.goto('/demo/app/checkout/remittance/account/new?currency=GBP');
    await expect(page.getByRole('heading', { name: 'New account' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Sort code' })).toBeChecked();
    await noHorizontalScroll(page);
    await shot(page, 'payees-account-en-360');

    await page.goto('/demo/app/checkout/remittance/investmentBroker/new');
    await expect(page.getByRole('heading', { name: 'Add a broker' })).toBeVisible();
    await noHorizontalScroll(page);
    await shot(page, 'payees-broker-en-360');
  });
});
