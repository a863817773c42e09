/**
 * The limit-increase request as a customer sends it (issue 20; spec platform §2.3 "Limit
 * increase"): from the profile menu to the stepper, one PDF per step through the signed upload,
 * the origin of the funds and the limit wanted, sent; the page lands on the request's page.
 * @module
 */
import { expect, type Page } from '@playwright/test';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** Sends a request for `limit` (as typed, pt-BR: '900.000,00'); answers its id. */
export async function sendLimitRequest(page: Page, limit: string): Promise<number> {
  await page.goto('/demo/app/profile');
  await page
    .getByRole('navigation', { name: 'Menu do perfil' })
    .getByRole('link', { name: /^Aumento de limite/ })
    .click();
  await expect(page).toHaveURL(/\/demo\/app\/profile\/update-limit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aumento de limite' })).toBeVisible();
  for (const [type, file] of [
    ['CNH', 'cnh.pdf'],
    ['Declaração de Imposto de Renda', 'ir.pdf'],
    ['Comprovante de endereço', 'conta.pdf'],
  ] as const) {
    await page.getByLabel('Tipo de documento').selectOption({ label: type });
    await page.locator('#limit-file').setInputFiles({
      name: file,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.getByTestId('limit-step-files')).toContainText(file);
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await page.getByLabel('Origem dos recursos').fill('Salário e rendimentos de investimentos');
  await page.getByLabel('Limite desejado (US$)').fill(limit);
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page).toHaveURL(/\/demo\/app\/profile\/update-limit\/show\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').pop());
}
