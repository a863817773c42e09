import { expect, test } from '@playwright/test';
import { SEEDED, signIn, submitLogin } from '../shared/sign-in';
import { expectAccessible } from '../shared/accessibility';

// Sessions in the browser against the real platform (sandbox mode): sign-in and staying signed
// in, the route guards of spec platform §6 (login keeping the query and coming back, /404 for a
// signed-in visitor of a guests-only page, /403, the data-sharing consent), impersonation from
// /admin with its banner and its end, the API's wrong-password and rate-limit messages in both
// languages, and signing out.

/** A wrong password for the seeded company. */
const WRONG = { ...SEEDED.company, password: 'Wrong#2026' };

test.describe('signing in (pt-BR)', () => {
  test.use({ locale: 'pt-BR' });

  test('cliente signs in on /demo/login, lands on /demo/app with the greeting and stays signed in', async ({
    page,
  }) => {
    await page.goto('/demo/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Manter conectado' })).toBeChecked();
    await expect(page.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/demo/password/recovery',
    );
    await expect(page.getByRole('link', { name: 'Cadastre-se' }).last()).toHaveAttribute(
      'href',
      '/demo/registration',
    );
    await signIn(page, SEEDED.customer, { here: true, landing: /\/demo\/app$/ });
    await expect(page.getByTestId('greeting')).toHaveText(/^Olá,? Maria$/);
    await expect(page.getByTestId('account')).toContainText('Maria');
    await expect(page.getByRole('button', { name: 'Sair' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    for (const item of ['Início', 'Nova operação', 'Histórico', 'Perfil', 'Ajuda']) {
      await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
    }

    // "Stays signed in by default": a new page load validates the kept tokens.
    await page.reload();
    await expect(page.getByTestId('greeting')).toHaveText(/^Olá,? Maria$/);
  });

  test('not staying signed in keeps the session for this tab only', async ({ page, context }) => {
    await page.goto('/demo/login');
    await page.getByRole('checkbox', { name: 'Manter conectado' }).uncheck();
    await signIn(page, SEEDED.customer, { here: true, landing: /\/demo\/app$/ });
    const other = await context.newPage();
    await other.goto('/demo/app');
    await expect(other).toHaveURL(/\/demo\/login\?redirect=/);
    await other.close();
  });
});

test.describe('route guards', () => {
  test.use({ locale: 'pt-BR' });

  test('a guest on /demo/app/profile goes to the login keeping the query, then back after signing in', async ({
    page,
  }) => {
    await page.goto('/demo/app/profile?partnerId=acme');
    await expect(page).toHaveURL(/\/demo\/login\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('partnerId')).toBe('acme');
    expect(query.get('redirect')).toBe('/demo/app/profile?partnerId=acme');
    await signIn(page, SEEDED.customer, {
      here: true,
      landing: /\/demo\/app\/profile\?partnerId=acme$/,
    });
  });

  test('a signed-in user opening /demo/login is sent to /404; the public home sends them to the app', async ({
    page,
  }) => {
    await signIn(page, SEEDED.customer);
    await page.goto('/demo/login');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('404 Página não encontrada...')).toBeVisible();
    await page.goto('/demo');
    await expect(page).toHaveURL(/\/demo\/app$/);
  });

  test('a customer opening /admin is sent to /403', async ({ page }) => {
    await signIn(page, SEEDED.customer);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/403$/);
  });

  test('a user not linked to aurora is asked to share data; accepting links them', async ({
    page,
  }) => {
    await signIn(page, SEEDED.customer);
    await page.goto('/aurora/app?simulator=paperMoney');
    await expect(page).toHaveURL(/\/aurora\/app\/data-sharing\?simulator=paperMoney$/);
    await expect(page.getByTestId('data-sharing-question')).toHaveText(
      'Você aceita compartilhar seus dados com o parceiro Aurora Remessas?',
    );
    // Every other private route holds the user there; the terms stay readable.
    await page.goto('/aurora/app/help');
    await expect(page).toHaveURL(/\/aurora\/app\/data-sharing$/);
    await page.goto('/aurora/app/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Termos de uso' })).toBeVisible();

    await page.goto('/aurora/app/profile');
    await expect(page).toHaveURL(/\/aurora\/app\/data-sharing$/);
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page).toHaveURL(/\/aurora\/app\/profile$/);
    // The link is on the server: a new load keeps it.
    await page.goto('/aurora/app');
    await expect(page).toHaveURL(/\/aurora\/app$/);
    await expect(page.getByTestId('greeting')).toHaveText(/^Olá,? Maria$/);
  });

  test('disagreeing signs out of that correspondent and opens its public home', async ({
    page,
  }) => {
    await signIn(page, SEEDED.company);
    await page.goto('/aurora/app');
    await expect(page).toHaveURL(/\/aurora\/app\/data-sharing$/);
    await page.getByRole('button', { name: 'Discordar' }).click();
    await expect(page).toHaveURL(/\/aurora\/?$/);
    await page.goto('/demo/app');
    await expect(page).toHaveURL(/\/demo\/login\?redirect=/);
  });
});

test.describe('impersonation', () => {
  test.use({ locale: 'pt-BR' });

  test('an admin impersonates cliente from /admin, sees the banner, and ends back on /admin', async ({
    page,
  }) => {
    await signIn(page, SEEDED.admin);
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Área do administrador' }),
    ).toBeVisible();
    await page.getByLabel('CPF ou CNPJ do cliente').fill('529.982.247-25');
    await page.getByRole('button', { name: 'Personificar cliente' }).click();
    await expect(page).toHaveURL(/\/demo\/impersonate-user\//);
    await expect(
      page.getByText('Usuário personificado com sucesso, redirecionado para home...'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/demo\/app$/);
    await expect(page.getByTestId('impersonation-banner')).toContainText(
      'Admin logado como cliente',
    );
    await expect(page.getByTestId('greeting')).toHaveText(/^Olá,? Maria$/);
    // The impersonated session survives a reload of the tab, banner included.
    await page.reload();
    await expect(page.getByTestId('impersonation-banner')).toBeVisible();

    await page.getByRole('button', { name: 'Encerrar personificação' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('account')).toContainText(SEEDED.admin.email);
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  });

  test('a used or unknown link shows the error of the spec', async ({ page }) => {
    await page.goto('/demo/impersonate-user/not-a-real-token');
    await expect(page.getByText(/^Erro ao personificar usuário: /)).toBeVisible();
  });
});

test.describe('wrong password', () => {
  test('shows the API message in pt-BR, then in en-US after switching language', async ({
    page,
  }) => {
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'Português (Brasil)' }).click();
    // The form is filled in the page's language (submitLogin reads it): the switch changed it.
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await submitLogin(page, WRONG);
    await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
    await expect(page).toHaveURL(/\/demo\/login$/);

    await page.getByRole('button', { name: 'English (US)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await submitLogin(page, WRONG);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  });

  test('too many failures answer the 429 message', async ({ page }) => {
    await page.goto('/demo/login');
    await page.getByRole('button', { name: 'English (US)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    const email = `locked-${Date.now()}@demo.test`;
    for (let attempt = 0; attempt < 5; attempt++) {
      await submitLogin(page, { email, password: WRONG.password });
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    }
    await submitLogin(page, { email, password: WRONG.password });
    await expect(page.getByRole('alert')).toHaveText(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});

test.describe('the top bar of a company at 1280 px (en-US)', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test("the company's long name gives way: the brand is whole and 'Sign out' on one line", async ({
    page,
  }) => {
    await signIn(page, SEEDED.company);
    const bar = page.getByRole('banner');
    // The brand's text fits its box (it ended in 'Demo Câmb…' beside 'Empresa Demo Im…').
    const brand = await bar.getByRole('link', { name: 'Demo Câmbio' }).evaluate((link) => {
      const name = link.lastElementChild as HTMLElement;
      const range = document.createRange();
      range.selectNodeContents(name);
      return { text: range.getBoundingClientRect().width, box: name.getBoundingClientRect().width };
    });
    expect(brand.text).toBeLessThanOrEqual(brand.box + 0.5);
    // 'Sign out' is one line: the button keeps the 44-px target height (it wrapped to two).
    const signOut = await bar.getByRole('button', { name: 'Sign out' }).boundingBox();
    expect(signOut?.height).toBeLessThanOrEqual(45);
    await expect(bar.getByTestId('account')).toContainText('Empresa Demo');
  });
});

test.describe('signing out', () => {
  test.use({ locale: 'en-US' });

  test('sign out goes to the public home, and the private area asks to log in again', async ({
    page,
  }) => {
    await signIn(page, SEEDED.customer, { landing: /\/demo\/app$/ });
    await expect(page.getByTestId('greeting')).toHaveText(/^Hello,? Maria$/);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/demo\/?$/);
    await page.reload();
    await expect(page).toHaveURL(/\/demo\/?$/);
    await page.goto('/demo/app');
    await expect(page).toHaveURL(/\/demo\/login\?redirect=%2Fdemo%2Fapp$/);
  });
});

for (const locale of ['pt-BR', 'en-US'] as const) {
  test.describe(`accessibility of the session screens in ${locale}`, () => {
    test.use({ locale });

    test('login (with its error), data sharing, help, /admin and the impersonation banner pass the WCAG 2.2 AA scan', async ({
      page,
    }) => {
      await page.goto('/aurora/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);
      await submitLogin(page, WRONG);
      await page.getByRole('alert').waitFor();
      await expectAccessible(page);

      await signIn(page, SEEDED.admin);
      await page.goto('/aurora/app');
      await expect(page).toHaveURL(/\/aurora\/app\/data-sharing$/);
      await page.getByTestId('data-sharing-question').waitFor();
      await expectAccessible(page);

      await page.goto('/admin');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectAccessible(page);
      const label = locale === 'pt-BR' ? 'CPF ou CNPJ do cliente' : "Customer's CPF or CNPJ";
      await page.getByLabel(label).fill('52998224725');
      await page.getByLabel(label).press('Enter');
      await expect(page).toHaveURL(/\/demo\/app$/);
      await page.getByTestId('impersonation-banner').waitFor();
      await page.goto('/demo/app/help');
      await page.getByTestId('help-contact').waitFor();
      await expectAccessible(page);
    });
  });
}
