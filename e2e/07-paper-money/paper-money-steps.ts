import { expect, type Page } from '@playwright/test';
import { shot } from '../05-send-money/journey-steps';
import type { OwnCustomer } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';

// The steps of the paper-money journeys (issue 17), shared by e2e/07-paper-money and the
// paper-money-by-card journey of e2e/08-card (issue 18): the private home's quick action to the
// checkout (signing in on the way, e2e/shared/sign-in.ts), and the address step. pt-BR words. The
// customer is the journey's own (e2e/shared/own-customer.ts): its one saved address is the one it
// registered with.

/**
 * The address the journey's customer registered with (registerIndividual in
 * e2e/shared/individual-steps.ts): its default, which the address step preselects.
 */
export const REGISTERED_ADDRESS = 'Avenida Paulista, 1578';

/** The address a journey adds during the checkout ({@link addAddress}). */
export const ADDED_ADDRESS = 'Avenida Paulista, 1500';

export const CHECKOUT = /\/demo\/app\/checkout\/paper-money\/operation/;

/** From the private home's quick action to the checkout's address step with `amount` dollars. */
export async function startSignedIn(page: Page, customer: OwnCustomer, amount: string) {
  await page.goto('/demo/app');
  await signIn(page, customer, { here: true, landing: /\/demo\/app$/ });
  await page.getByRole('link', { name: 'Comprar moeda em espécie' }).click();
  await expect(page).toHaveURL(CHECKOUT);
  await page.getByLabel('Você recebe').fill(amount);
  await expect(page.getByText(/^1 USD = R\$/)).toBeVisible();
  await page.getByRole('link', { name: 'Comprar moeda', exact: true }).click();
  await expect(page.getByTestId('checkout-step')).toHaveText('Etapa 2/4');
}

/** The address step with the customer's saved address (the registered one, preselected). */
export async function confirmAddress(page: Page) {
  await expect(page.getByRole('radio', { name: new RegExp(REGISTERED_ADDRESS) })).toBeChecked();
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
  await expect(page.getByText(ADDED_ADDRESS).first()).toBeVisible();
  // Chosen for the operation, in place of the registered default.
  await expect(page.getByRole('radio', { name: new RegExp(ADDED_ADDRESS) })).toBeChecked();
}
