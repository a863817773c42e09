import { expect, test } from '@playwright/test';

const rootVar = (name: string) =>
  `getComputedStyle(document.documentElement).getPropertyValue('${name}').trim().toLowerCase()`;

test.describe('entering a correspondent area', () => {
  test.use({ locale: 'pt-BR' });

  test('the demo public home is themed with the default colours and titled after the correspondent', async ({
    page,
  }) => {
    await page.goto('/demo');
    await expect(page).toHaveTitle('Demo Câmbio - Câmbio prático, rápido, seguro!');
    await expect.poll(() => page.evaluate(rootVar('--primary'))).toBe('#027be3');
    await expect(page.locator('body')).toContainText('Demo Câmbio');
  });

  test('a correspondent with its own colours themes the page with them', async ({ page }) => {
    await page.goto('/aurora');
    await expect(page).toHaveTitle(/^Aurora Remessas - /);
    await expect.poll(() => page.evaluate(rootVar('--primary'))).toBe('#6b2fbf');
  });

  test('a disabled correspondent shows its page with the inactive message', async ({ page }) => {
    await page.goto('/antiga');
    await expect(page).toHaveURL(/\/antiga\/disabled-correspondent$/);
    await expect(page.locator('body')).toContainText('Antiga Câmbio');
    await expect(page.locator('body')).toContainText('+55 11 4000-1234');
  });

  test('an unknown correspondent lands on the public landing', async ({ page }) => {
    await page.goto('/no-such-correspondent');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Bem-vindo!', { exact: true })).toBeVisible();
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-US' });

  test('the public landing follows the browser language', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Welcome!', { exact: true })).toBeVisible();
  });

  test('the disabled page speaks English', async ({ page }) => {
    await page.goto('/antiga');
    await expect(page.locator('body')).toContainText('is currently inactive');
  });
});
