import { expect, test, type Page } from '@playwright/test';
import { SEEDED, signIn } from '../shared/sign-in';
import { expectAccessible } from '../shared/accessibility';

// The administrator's simulator on the portal (spec operations §2.3 "Admin simulator control",
// §5.1, §6.5; spec platform §6): quotations go to the admin variants and show profitability,
// spread and spread with discount; a spread below demo's minimum (0.5%) is refused beside its
// field, in the rule's words, until the sandbox manager token is validated ('Valid'); the admin
// home has no operational-limit card (issue 19, item 8). Against the real sandbox platform, in
// both languages.

const MANAGER_TOKEN = 'GERENTE-DEMO-2026';

const WORDS = {
  'pt-BR': {
    send: 'Você envia',
    title: 'Administrador',
    profitability: 'Rentabilidade',
    spreadWithDiscount: 'Spread com desconto',
    spread: 'Spread da operação (%)',
    apply: 'Aplicar spread',
    code: 'Digite o código de administrador',
    validate: 'validar token',
    valid: 'Válido',
    invalid: 'O token informado não é válido!',
    belowMinimum:
      'Um spread abaixo do mínimo (0,50%) exige um token de gerente validado; 0,25% não foi aplicado.',
    limitCard: 'Limite operacional',
    low: '0,25%',
  },
  'en-US': {
    send: 'You send',
    title: 'Administrator',
    profitability: 'Profitability',
    spreadWithDiscount: 'Spread with discount',
    spread: 'Operation spread (%)',
    apply: 'Apply spread',
    code: 'Enter admin code',
    validate: 'validate token',
    valid: 'Valid',
    invalid: 'The token entered is not valid!',
    belowMinimum:
      'A spread below the minimum (0.50%) requires a validated manager token; 0.25% was not applied.',
    limitCard: 'Operational limit',
    low: '0.25%',
  },
} as const;

/** Records the paths of the quotation requests. */
function recordQuotes(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/api\/v2\/exchanges\/remittance\/(admin\/)?(outbound|inbound)/.test(url.pathname)) {
      urls.push(url);
    }
  });
  return urls;
}

for (const locale of ['pt-BR', 'en-US'] as const) {
  const words = WORDS[locale];
  test.describe(`the administrator's simulator (${locale})`, () => {
    test.use({ locale });

    test('admin quotations with profitability and spreads; below the minimum only with the manager token', async ({
      page,
    }) => {
      await page.addInitScript((language) => {
        Object.defineProperty(navigator, 'languages', { get: () => [language] });
      }, locale);
      const quotes = recordQuotes(page);
      const limitRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/physicals\/\d+\/limit/.test(request.url())) limitRequests.push(request.url());
      });
      await signIn(page, SEEDED.admin, { landing: /\/demo\/app$/ });

      const widget = page.locator('.simulator-host');
      await expect(widget.getByLabel(words.send)).not.toHaveValue('', { timeout: 15_000 });
      const admin = widget.getByRole('region', { name: words.title });
      await expect(admin).toBeVisible();
      await expect(admin.getByText(words.profitability)).toBeVisible();
      await expect(admin.getByText(words.spreadWithDiscount)).toBeVisible();
      expect(quotes.some((url) => url.pathname.includes('/remittance/admin/outbound'))).toBe(true);

      // An administrator is no customer: no operational-limit card, no request for a limit.
      await expect(page.getByTestId('limit-card')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: words.limitCard })).toHaveCount(0);
      expect(limitRequests).toEqual([]);

      // Below demo's 0.5% minimum without a code: refused beside the field, in the rule's
      // words; the field goes back to the spread in force (the correspondent's, empty).
      const spread = admin.getByLabel(words.spread);
      await spread.fill('0.25');
      await admin.getByRole('button', { name: words.apply }).click();
      await expect(admin.getByRole('alert')).toHaveText(words.belowMinimum);
      await expect(spread).toHaveValue('');
      await expect(spread).toHaveAttribute('aria-invalid', 'true');
      await expect(widget.getByText(words.invalid)).toHaveCount(0);
      expect(quotes.some((url) => url.searchParams.get('spreadMaster') === '0.25')).toBe(false);

      // A wrong code, then the sandbox manager token.
      const code = admin.getByLabel(words.code);
      await code.fill('WRONG-CODE');
      await admin.getByRole('button', { name: words.validate }).click();
      await expect(admin.getByText(words.invalid)).toBeVisible();
      await code.fill(MANAGER_TOKEN);
      await admin.getByRole('button', { name: words.validate }).click();
      await expect(admin.getByText(words.valid, { exact: true })).toBeVisible();
      // Quoted at 0.25% now: the spread line and the spread with discount.
      await expect(admin.getByText(words.low, { exact: true })).toHaveCount(2);
      const last = quotes.at(-1);
      expect(last?.searchParams.get('spreadMaster')).toBe('0.25');
      expect(last?.searchParams.get('bypassLimitToken')).toBe(MANAGER_TOKEN);

      // The admin part passes the WCAG 2.2 AA scan with the rest of the simulator.
      await expectAccessible(page, { include: '.simulator-host' });
    });
  });
}
