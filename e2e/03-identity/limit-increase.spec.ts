import { expect, test } from '@playwright/test';
import { registerIndividual, signIn } from '../shared/individual-steps';

// A limit-increase request from upload to its page (issue 20; spec platform §2.3 "Limit
// increase", "Limit request detail"): a customer registered here (so the seeded customer never
// holds a pending request) uploads one file per step through the signed upload, tells the
// origin of the funds and the limit wanted, sends, lands on the request's page showing
// 'Em análise', and the limit card shows the pending request. The approval comes with the
// operator console.

const PASSWORD = 'Demo@2026!';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test.describe('limit increase', () => {
  test.use({ locale: 'pt-BR' });

  test('sends a request with a file per step and follows it as Em análise', async ({
    page,
    request,
  }) => {
    const email = await registerIndividual(request, PASSWORD);
    await signIn(page, email, PASSWORD);
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
    await page.getByLabel('Limite desejado (US$)').fill('900.000,00');
    await page.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page).toHaveURL(/\/demo\/app\/profile\/update-limit\/show\/\d+$/);
    await expect(page.getByTestId('limit-update-status')).toHaveText('Em análise');
    await expect(page.getByTestId('limit-update-documents').getByRole('listitem')).toHaveCount(3);
    await page.goto('/demo/app/profile');
    const card = page.getByTestId('limit-card');
    await expect(card).toContainText('Última solicitação de aumento: Em análise');
    await expect(page.getByTestId('limit-update-list')).toContainText('Em análise');
  });
});
