import { expect, type Page } from '@playwright/test';
import { CUSTOMER, PASSWORD, shot } from '../05-send-money/journey-steps';

// The steps of the paper-money journeys (issue 17), shared by e2e/07-paper-money and the
// paper-money-by-card journey of e2e/08-card (issue 18): signing in, the private home's quick
// action to the checkout, and the address step. pt-BR words.

/** Signs in on the login page the portal sent us to, and waits for `next`. */
export async function signIn(page: Page, next: RegExp) {
  await expect(page).toHaveURL(/\/demo\/login/);
  await page.getByLabel('E-mail', { exact: true }).fill(CUSTOMER);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(next);
}

export const CHECKOUT = /\/demo\/app\/checkout\/paper-money\/operation/;

/** From the private home's quick action to the checkout's address step with `amount` dollars. */
export async function startSignedIn(page: Page, amount: string) {
  await page.goto('/demo/app');
  await signIn(page, /\/demo\/app$/);
  await page.getByRole('link', { name: 'Comprar moeda em espécie' }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await page.getByLabel('Você recebe').fill(amount);
  await expect(page.getByText(/^1 USD = R\$/)).toBeVisible();
  await page.getByRole('link', { name: 'Comprar moeda', exact: true }).click();
  await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 2/4');
}

/** The address step: the saved address (preselected), or a new one through the address page. */
export async function confirmAddress(page: Page) {
  const saved = page.getByText(/Avenida Paulista, 1500/);
  // Wait for the list (or its empty state) before deciding.
  await expect(
    saved.or(page.getByText('Você ainda não tem endereços cadastrados.')).first(),
  ).toBeVisible();
  if ((await saved.count()) === 0) await addAddress(page);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** Adds the delivery address with the CEP lookup and comes back to the checkout with it. */
export async function addAddress(page: Page) {
  await page.getByRole('link', { name: 'Adicionar endereço' }).click();
  await expect(page).toHaveURL(/\/checkout\/paper-money\/address\/new/);
  await page.getByLabel('Apelido do endereço').fill('Casa');
  await page.getByLabel('CEP', { exact: true }).fill('01310-100');
  await page.getByLabel('CEP', { exact: true }).blur();
  // The lookup fills street, neighbourhood, city and state.
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('São Paulo');
  await page.getByLabel('Número', { exact: true }).fill('1500');
  await shot(page, 'paper-money-new-address');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await expect(page.getByText(/Avenida Paulista, 1500/).first()).toBeVisible();
}
