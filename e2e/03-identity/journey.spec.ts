import { expect, test, type Page } from '@playwright/test';
import { cpfCheckDigits, isValidCpf } from '../../src/domain/documents/cpf';
import { codeFromMailbox } from '../shared/mailbox-steps';
import { signIn, submitLogin } from '../shared/sign-in';

// One customer's whole identity journey in the browser, against the real platform (sandbox
// mode): registers on /demo/registration with a fresh CPF, reads the code from the sandbox
// mailbox, confirms, signs in, edits the profile, adds an address by CEP and deletes it through
// the modal, changes the password, signs out and signs in again with the new one.

const FIRST_PASSWORD = 'Jornada#2026x';
const NEW_PASSWORD = 'Nova$Jornada77';
const stamp = `${Date.now()}`;

/** A valid CPF no other run used. */
function freshCpf(): string {
  for (let serial = 0; ; serial += 1) {
    const base = `${stamp}${serial}`.slice(-9).padStart(9, '7');
    const cpf = base + cpfCheckDigits(base);
    if (isValidCpf(cpf)) return cpf;
  }
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'CONTINUAR' });

test.use({ locale: 'pt-BR' });

test('a new individual registers, edits the profile and addresses, changes the password and signs in with it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `jornada-${stamp}@example.com`;

  // Registration, step 1: personal data.
  await page.goto('/demo/registration');
  await expect(page.getByText('Etapa 1 de 5')).toBeVisible();
  await page.getByLabel('CPF ou CNPJ').fill(freshCpf());
  await expect(page.getByLabel('Pessoa física')).toBeChecked();
  await page.getByLabel('Nome completo').fill('Joana Jornada Lima');
  await page.getByLabel('Data de nascimento').fill('21071988');
  await continueButton(page).click();

  // Step 2: address by CEP.
  await expect(page.getByText('Etapa 2 de 5')).toBeVisible();
  await page.getByLabel('CEP').fill('01310-100');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('1578');
  await continueButton(page).click();

  // Step 3: complementary data.
  await expect(page.getByText('Etapa 3 de 5')).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Confirme o e-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Confirme a senha').fill(FIRST_PASSWORD);
  await page.getByLabel('Celular').fill('11961234567');
  await page.getByLabel('Profissão').fill('Professora');
  await page.getByLabel('Renda mensal (R$)').fill('7.200,00');
  await continueButton(page).click();

  // Step 4: the e-mailed code; step 5: done.
  await expect(page.getByText('Etapa 4 de 5')).toBeVisible();
  await page.getByLabel('Código de verificação').fill(await codeFromMailbox(request, email));
  await continueButton(page).click();
  await expect(page.getByTestId('registration-done')).toHaveText(
    'Pronto! Em breve você receberá uma confirmação do cadastro por e-mail',
  );

  // Sign in.
  await page.getByRole('link', { name: 'Ir para o login' }).click();
  await signIn(page, { email, password: FIRST_PASSWORD }, { here: true });
  await expect(page.getByTestId('greeting')).toHaveText('Olá, Joana');
  await expect(page.getByTestId('limit-card')).toBeVisible();

  // Profile data.
  await page.goto('/demo/app/profile');
  await page.getByRole('link', { name: /^Meus dados/ }).click();
  await expect(page).toHaveURL(/\/demo\/app\/profile\/me$/);
  await expect(page.getByLabel('Nome completo')).toHaveValue('Joana Jornada Lima');
  await expect(page.getByLabel('Profissão')).toHaveValue('Professora');
  await expect(page.getByLabel('Renda mensal (R$)')).toHaveValue('7.200,00');
  await page.getByLabel('Nome completo').fill('Joana Jornada Lima Costa');
  await page.getByLabel('Profissão').fill('Diretora de escola');
  await page.getByLabel('Renda mensal (R$)').fill('9800');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByRole('status')).toHaveText('Atualização cadastral realizada com sucesso');
  await expect(page.getByLabel('Renda mensal (R$)')).toHaveValue('9.800,00');

  // Addresses: the registration's address is there; add one by CEP, then delete it.
  await page.goto('/demo/app/profile/address');
  await expect(page.getByTestId('address-item')).toHaveCount(1);
  await page.getByRole('link', { name: 'Adicionar novo endereço' }).click();
  await page.getByLabel(/Apelido/).fill('Escola');
  await page.getByLabel('CEP').fill('01310-100');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('900');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.locator('#address-outcome')).toHaveText('Endereço salvo com sucesso');
  const added = page.getByTestId('address-item').filter({ hasText: 'Escola' });
  await expect(added).toContainText('Avenida Paulista, 900');
  await added.getByRole('button').first().click();
  await added.getByRole('button', { name: 'Excluir' }).click();
  const dialog = page.getByRole('alertdialog', {
    name: 'Você tem certeza que deseja apagar esse endereço?',
  });
  await dialog.getByRole('button', { name: 'Sim, excluir endereço' }).click();
  await expect(page.locator('#address-outcome')).toHaveText('Endereço deletado com sucesso');
  await expect(page.getByTestId('address-item')).toHaveCount(1);

  // Change the password.
  await page.goto('/demo/app/profile/change-password');
  await page.getByLabel('Senha atual', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Nova senha', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirme a nova senha').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Pronto! Sua nova senha foi registrada com sucesso.',
  );

  // Sign out, then in with the new password (the old one no longer works).
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await expect(page).not.toHaveURL(/\/demo\/app/);
  await page.goto('/demo/login');
  await submitLogin(page, { email, password: FIRST_PASSWORD });
  await expect(page.getByText('E-mail ou senha inválidos')).toBeVisible();
  await signIn(page, { email, password: NEW_PASSWORD }, { here: true });
  await expect(page.getByTestId('greeting')).toHaveText('Olá, Joana');
});
