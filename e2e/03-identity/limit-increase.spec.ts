import { expect, test } from '@playwright/test';
import { registerIndividual } from '../shared/individual-steps';
import { sendLimitRequest } from '../shared/limit-steps';
import { signIn } from '../shared/sign-in';

// A limit-increase request from upload to its page (issue 20; spec platform §2.3 "Limit
// increase", "Limit request detail"): a customer registered here (so the seeded customer never
// holds a pending request) uploads one file per step through the signed upload, tells the
// origin of the funds and the limit wanted, sends, lands on the request's page showing
// 'Em análise', and the limit card shows the pending request. The operator's approval is
// e2e/09-console/limit-approval.spec.ts.

const PASSWORD = 'Demo@2026!';

test.describe('limit increase', () => {
  test.use({ locale: 'pt-BR' });

  test('sends a request with a file per step and follows it as Em análise', async ({
    page,
    request,
  }) => {
    const email = await registerIndividual(request, PASSWORD);
    await signIn(page, { email, password: PASSWORD });
    await sendLimitRequest(page, '900.000,00');
    await expect(page.getByTestId('limit-update-status')).toHaveText('Em análise');
    await expect(page.getByTestId('limit-update-documents').getByRole('listitem')).toHaveCount(3);
    await page.goto('/demo/app/profile');
    const card = page.getByTestId('limit-card');
    await expect(card).toContainText('Última solicitação de aumento: Em análise');
    await expect(page.getByTestId('limit-update-list')).toContainText('Em análise');
  });

  test('the attach button shows the keyboard focus of its hidden file input', async ({
    page,
    request,
  }) => {
    const email = await registerIndividual(request, PASSWORD);
    await signIn(page, { email, password: PASSWORD });
    await page.goto('/demo/app/profile/update-limit');
    const attach = page.locator('label', { hasText: 'Anexar arquivo' });
    await expect(attach).toHaveCSS('outline-style', 'none');
    await page.getByLabel('Tipo de documento').focus();
    await page.keyboard.press('Tab');
    await expect(page.locator('#limit-file')).toBeFocused();
    await expect(attach).toHaveCSS('outline-style', 'solid');
  });
});
