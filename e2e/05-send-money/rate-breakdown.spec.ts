import { type Locator, type Page } from '@playwright/test';
import { expect, test, type OwnCustomer } from '../shared/own-customer';
import {
  addBeneficiary,
  finishCheckout,
  noHorizontalScroll,
  shot,
  surname,
  WORDS,
  type Locale,
} from './journey-steps';

// Issue 19, items 2 and 3: one rate, named the same everywhere. The simulator's More Details,
// the checkout summary before Finalizar, the success page and the operation detail show the same
// rows (the rate the customer pays, the commercial reference rate, spread, IOF with its
// percentage, bank fee, VET, total) with the same figures, read here as the strings on screen.

/** The breakdown's rows in `scope`, as '<label> = <figure>' with plain spaces. */
async function rowsOf(scope: Locator): Promise<string[]> {
  const rows = scope.locator('[data-row]');
  await expect(rows.first()).toBeVisible();
  const texts: string[] = [];
  for (const row of await rows.all()) {
    const label = (await row.locator('dt').textContent()) ?? '';
    const figure = (await row.locator('dd').textContent()) ?? '';
    texts.push(`${label} = ${figure}`.replace(/[\u00a0\u202f]/g, ' '));
  }
  return texts;
}

async function signInWhenAsked(page: Page, locale: Locale, customer: OwnCustomer) {
  const w = WORDS[locale];
  await expect(page).toHaveURL(/\/demo\/login/);
  await page.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await page.getByLabel(w.password, { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: w.logIn, exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/app\/checkout\/remittance\/outbound/);
}

const LABELS = {
  'pt-BR': [
    'Sua taxa de câmbio',
    'Taxa comercial de referência',
    'Spread',
    /^IOF \(\d+,\d{2}%\)$/,
    'Tarifa bancária',
    'VET (valor efetivo total)',
    'Total a pagar',
  ],
  'en-US': [
    'Your exchange rate',
    'Commercial reference rate',
    'Spread',
    /^IOF \(\d+\.\d{2}%\)$/,
    'Bank fee',
    'VET (effective total rate)',
    'Total to pay',
  ],
} as const;

for (const [locale, width] of [
  ['pt-BR', 1280],
  ['pt-BR', 360],
  ['en-US', 1280],
  ['en-US', 360],
] as const) {
  test.describe(`the rate and what it is made of, the same on every screen (${locale}, ${width} px)`, () => {
    test.use({ locale, viewport: { width, height: 900 } });

    test('simulator, summary, success page and detail show the same rows and figures', async ({
      page,
      customer,
    }) => {
      test.setTimeout(150_000);
      if (locale === 'en-US') {
        await page.addInitScript(() => window.localStorage.setItem('fx.locale', 'en-US'));
      }
      // The simulator on the correspondent's site: EUR 20.00, More Details open.
      await page.goto('/examples/');
      const widget = page.locator('fx-simulator').first();
      await widget
        .getByLabel(/^(Moeda|Currency)$/)
        .first()
        .selectOption('EUR');
      // A small amount: the seeded customer's operational limit is shared by every spec.
      await widget.getByLabel(/^(Você recebe|You receive)$/).fill('20');
      const send = widget.getByRole('link', { name: /^(Enviar dinheiro|Send money)$/ });
      await expect(send).toHaveAttribute('href', /amount=20(\.00)?&/);
      await expect(send).not.toHaveAttribute('aria-disabled', 'true');
      await widget.getByText(/^(Mais detalhes|More Details)$/).click();
      const simulator = await rowsOf(widget.locator('[data-breakdown]'));
      const headline = (await widget.getByText(/^1 EUR = R\$/).textContent()) ?? '';
      await shot(page, `rate-simulator-${locale}-${width}`);
      // The headline's rate is the first row's, named as the rate the customer pays.
      expect(headline.replace(/[\u00a0\u202f]/g, ' ')).toContain(
        (simulator[0] ?? '').split(' = ')[1] ?? '-',
      );
      expect(simulator.map((row) => row.split(' = ')[0])).toEqual(
        LABELS[locale].map((label) =>
          typeof label === 'string' ? label : expect.stringMatching(label),
        ),
      );

      await send.click();
      await signInWhenAsked(page, locale, customer);
      await addBeneficiary(
        page,
        locale,
        `Rate ${locale === 'pt-BR' ? 'Brasil' : 'English'} ${width === 1280 ? 'Wide' : 'Narrow'} ${surname}`,
      );
      let summary: string[] = [];
      let bigTotal = '';
      await finishCheckout(page, locale, 'ted', 'MAINTENANCE', async () => {
        summary = await rowsOf(page.getByTestId('rate-breakdown'));
        bigTotal = ((await page.getByTestId('total-to-pay').textContent()) ?? '').replace(
          /[\u00a0\u202f]/g,
          ' ',
        );
        await noHorizontalScroll(page);
        await shot(page, `rate-summary-${locale}-${width}`);
      });
      // The summary shows the total once, in large type below the rows (not as a row too).
      expect(summary).toEqual(simulator.slice(0, -1));
      expect(simulator.at(-1)?.endsWith(` = ${bigTotal}`)).toBe(true);

      // The success page: the created operation's stored figures.
      const success = await rowsOf(page.getByTestId('rate-breakdown'));
      await shot(page, `rate-success-${locale}-${width}`);
      expect(success).toEqual(simulator);

      // The detail: the same stored figures.
      await page.getByRole('link', { name: WORDS[locale].details }).click();
      await expect(page).toHaveURL(/\/reports\/remittance\/outbound\/show\/\d+$/);
      const detail = await rowsOf(page.getByTestId('rate-breakdown'));
      await noHorizontalScroll(page);
      await shot(page, `rate-detail-${locale}-${width}`);
      expect(detail).toEqual(simulator);
    });
  });
}
