import { expect, test } from '@playwright/test';
import { registerIndividual, unique } from '../shared/individual-steps';
import { SEEDED, signIn, submitLogin } from '../shared/sign-in';

// The private home and the profile against the real platform (sandbox mode): the greeting and
// the operational-limit card of the sandbox individual (USD 10,000 with 3,250 used → 32.50%) in
// both languages, the profile home, the profile data (refused and saved), the addresses (added
// by CEP 01310-100, edited, deleted through the confirmation modal) and the change of password
// (a user registered here for it, so cliente@demo.test keeps the password the other specs use).

test.describe('private home', () => {
  test.use({ locale: 'pt-BR' });

  test('greets Maria and shows her limit: US$ 3.250,00 of US$ 10.000,00, 32,50%', async ({
    page,
  }) => {
    await signIn(page, SEEDED.customer);
    await expect(page.getByTestId('greeting')).toHaveText('Olá, Maria');
    const card = page.getByTestId('limit-card');
    await expect(card.getByTestId('limit-percentage')).toHaveText('32,50% utilizado');
    await expect(card).toContainText(/Utilizado\s*US\$\s3\.250,00/);
    await expect(card).toContainText(/Disponível\s*US\$\s6\.750,00/);
    await expect(card).toContainText(/Limite máximo\s*US\$\s10\.000,00/);
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '32.5');
    await expect(card).not.toContainText('Seu limite está quase no fim');
    // The limit-increase request (issue 20).
    await expect(card.getByRole('link', { name: 'Solicitar aumento de limite' })).toHaveAttribute(
      'href',
      '/demo/app/profile/update-limit',
    );
    await expect(page.getByRole('heading', { name: 'Últimas operações' })).toBeVisible();
    await expect(
      page.getByText(
        'Nenhuma operação realizada, clique no botão abaixo para fazer uma nova operação.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver todas as operações' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Criar nova operação' })).toBeVisible();
    // The simulator stays on the home.
    await expect(page.locator('.simulator-host')).toBeAttached();
  });

  test('in English: Hello Maria, US$3,250.00 and 32.50% used', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, SEEDED.customer);
    await expect(page.getByTestId('greeting')).toHaveText('Hello Maria');
    const card = page.getByTestId('limit-card');
    await expect(card.getByTestId('limit-percentage')).toHaveText('32.50% used');
    await expect(card).toContainText('US$3,250.00');
    await expect(card).toContainText('US$10,000.00');
    await expect(page.getByRole('heading', { name: 'Latest Operations' })).toBeVisible();
    await context.close();
  });
});

test.describe('profile', () => {
  test.use({ locale: 'pt-BR' });

  test('profile home lists the menu beside the limit widget', async ({ page }) => {
    await signIn(page, SEEDED.customer);
    await page.goto('/demo/app/profile');
    const menu = page.getByRole('navigation', { name: 'Menu do perfil' });
    for (const [name, href] of [
      ['Meus dados', '/demo/app/profile/me'],
      ['Meus endereços', '/demo/app/profile/address'],
      ['Alterar senha', '/demo/app/profile/change-password'],
      ['Termos e condições', '/demo/app/profile/terms-and-conditions'],
      ['Aumento de limite', '/demo/app/profile/update-limit'],
    ] as const) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(page.getByTestId('limit-percentage')).toHaveText('32,50% utilizado');
    // The requests are a card of their own below the limit card, at the page's spacing, titled
    // at a card title's size (they sat flush against it, titled at the page heading's size).
    const requests = page.getByRole('region', { name: 'Minhas solicitações de aumento' });
    await expect(requests).toBeVisible();
    const card = await page.getByTestId('limit-card').boundingBox();
    const list = await requests.boundingBox();
    expect((list?.y ?? 0) - ((card?.y ?? 0) + (card?.height ?? 0))).toBeGreaterThanOrEqual(12);
    const titleSize = await page
      .getByTestId('limit-card')
      .getByRole('heading')
      .evaluate((heading) => getComputedStyle(heading).fontSize);
    await expect(requests.getByRole('heading', { level: 2 })).toHaveCSS('font-size', titleSize);
  });

  test('profile data: refused fields show their messages, a valid edit is saved', async ({
    page,
  }) => {
    await signIn(page, SEEDED.customer);
    await page.goto('/demo/app/profile/me');
    await expect(page.getByRole('heading', { level: 1, name: 'Dados pessoais' })).toBeVisible();
    const name = page.getByLabel('Nome completo');
    await expect(name).toHaveValue('Maria Demo da Silva');
    await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('529.982.247-25');

    // Refused before any request: a name without a surname.
    await name.fill('Maria');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('O nome precisa conter um sobrenome!')).toBeVisible();
    await expect(name).toBeFocused();
    await name.fill('Maria Demo da Silva');

    // Refused by the API: another customer's e-mail, on the e-mail field.
    await page.getByLabel('Profissão').fill('Analista de sistemas');
    await page.getByLabel('Renda mensal (R$)').fill('12.500,00');
    await page.getByLabel('E-mail', { exact: true }).fill('empresa@demo.test');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('alert')).toContainText('Erro ao realizar atualização cadastral');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Saved.
    await page.getByLabel('E-mail', { exact: true }).fill(SEEDED.customer.email);
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Atualização cadastral realizada com sucesso',
    );
    await page.reload();
    await expect(page.getByLabel('Profissão')).toHaveValue('Analista de sistemas');
    await expect(page.getByLabel('Renda mensal (R$)')).toHaveValue('12.500,00');
    await expect(
      page.getByRole('link', { name: 'Alterar senha' }).filter({ hasText: /^Alterar senha$/ }),
    ).toHaveAttribute('href', '/demo/app/profile/change-password');
  });

  test('addresses: add by CEP 01310-100, edit, delete through the modal', async ({ page }) => {
    await signIn(page, SEEDED.customer);
    await page.goto('/demo/app/profile/address');
    await page.getByRole('link', { name: 'Adicionar novo endereço' }).click();
    await expect(page).toHaveURL(/\/demo\/app\/profile\/address\/new$/);
    const nickname = `Trabalho ${unique().slice(-4)}`;
    await page.getByLabel(/Apelido/).fill(nickname);
    await page.getByLabel('CEP').fill('01310-100');
    await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await expect(page.getByLabel('Bairro')).toHaveValue('Bela Vista');
    await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
    await expect(page.getByLabel('Número', { exact: true })).toBeFocused();
    await page.getByLabel('Número', { exact: true }).fill('1000');
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page).toHaveURL(/\/demo\/app\/profile\/address$/);
    await expect(page.locator('#address-outcome')).toHaveText('Endereço salvo com sucesso');
    const item = page.getByTestId('address-item').filter({ hasText: nickname });
    await expect(item).toContainText('Avenida Paulista, 1000');

    // Edit.
    await item.getByRole('button').first().click();
    await item.getByRole('link', { name: 'Editar' }).click();
    await expect(page).toHaveURL(/\/demo\/app\/profile\/address\/edit\/\d+$/);
    await expect(page.getByLabel('Número', { exact: true })).toHaveValue('1000');
    await page.getByLabel('Número', { exact: true }).fill('1100');
    await page.getByLabel('Complemento').fill('Sala 4');
    await page.getByRole('button', { name: 'Salvar endereço' }).click();
    await expect(page.locator('#address-outcome')).toHaveText('Endereço salvo com sucesso');
    await expect(item).toContainText('Avenida Paulista, 1100');
    await expect(item).toContainText('Sala 4');

    // Delete: Cancelar keeps it, Escape closes, "Sim, excluir endereço" deletes it.
    await item.getByRole('button').first().click();
    await item.getByRole('button', { name: 'Excluir' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Você tem certeza que deseja apagar esse endereço?',
    });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Sim, excluir endereço' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(item.getByRole('button', { name: 'Excluir' })).toBeFocused();
    await item.getByRole('button', { name: 'Excluir' }).click();
    await dialog.getByRole('button', { name: 'Sim, excluir endereço' }).click();
    await expect(page.locator('#address-outcome')).toHaveText('Endereço deletado com sucesso');
    await expect(page.getByTestId('address-item').filter({ hasText: nickname })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Adicionar novo endereço' })).toBeVisible();
    await expect(page.getByTestId('address-item').filter({ hasText: nickname })).toHaveCount(0);
  });

  test('change password: wrong current and reused refused on their fields, then the new one signs in', async ({
    page,
    request,
  }) => {
    const first = 'Perfil#2026ab';
    const second = 'Outra$Senha77x';
    const email = await registerIndividual(request, first);
    await signIn(page, { email, password: first });
    await page.goto('/demo/app/profile/change-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Alterar senha' })).toBeVisible();
    await expect(page.getByText('Use 8 ou mais caracteres.')).toBeVisible();
    await expect(page.getByText('Não use uma senha que você já usou antes.')).toBeVisible();
    const meter = page.getByRole('meter', { name: 'Nível de segurança' });
    await expect(meter).toHaveAttribute('aria-valuetext', 'Nenhum');

    const current = page.getByLabel('Senha atual', { exact: true });
    const next = page.getByLabel('Nova senha', { exact: true });
    const confirmation = page.getByLabel('Confirme a nova senha');

    await current.fill('Errada#2026x');
    await next.fill(second);
    await expect(meter).not.toHaveAttribute('aria-valuetext', 'Nenhum');
    await confirmation.fill(second);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('A senha atual não é válida.')).toBeVisible();
    await expect(current).toBeFocused();

    await current.fill(first);
    await next.fill(first);
    await confirmation.fill(first);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(next).toHaveAttribute('aria-invalid', 'true');
    await expect(next).toBeFocused();

    await next.fill(second);
    await confirmation.fill(second);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Pronto! Sua nova senha foi registrada com sucesso.',
    );

    // Out, and in again with the new password (the old one is refused).
    await page.context().clearCookies();
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
    await page.goto('/demo/login');
    await submitLogin(page, { email, password: first });
    await expect(page.getByText('E-mail ou senha inválidos')).toBeVisible();
    await signIn(page, { email, password: second });
    await expect(page.getByTestId('greeting')).toHaveText('Olá, Paula');
  });
});
