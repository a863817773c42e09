import { type Locator } from '@playwright/test';
import { atBothWidths, localeWidthShot } from '../shared/locale-width-steps';
import { expect, test } from '../shared/own-customer';
import { signIn } from '../shared/sign-in';
import {
  addBeneficiary,
  finishCheckout,
  noHorizontalScroll,
  surname,
  WORDS,
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

// One operation per language (a language changes every page's words), each page checked at 1280
// and 360 px in place (issue 35). pt-BR walks the journey at 1280 px and en-US at 360 px, so the
// sign-in and the checkout's steps are still walked at both widths.
for (const [locale, width] of [
  ['pt-BR', 1280],
  ['en-US', 360],
] as const) {
  test.describe(`the rate and what it is made of, the same on every screen (${locale})`, () => {
    test.use({ locale, viewport: { width, height: 900 } });

    test('simulator, summary, success page and detail show the same rows and figures at 1280 and 360 px', async ({
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
      // A small amount, well inside the journey's own customer's limit.
      await widget.getByLabel(/^(Você recebe|You receive)$/).fill('20');
      const send = widget.getByRole('link', { name: /^(Enviar dinheiro|Send money)$/ });
      await expect(send).toHaveAttribute('href', /amount=20(\.00)?&/);
      await expect(send).not.toHaveAttribute('aria-disabled', 'true');
      await widget.getByText(/^(Mais detalhes|More Details)$/).click();
      const breakdown = widget.locator('[data-breakdown]');
      const simulator = await rowsOf(breakdown);
      expect(simulator.map((row) => row.split(' = ')[0])).toEqual(
        LABELS[locale].map((label) =>
          typeof label === 'string' ? label : expect.stringMatching(label),
        ),
      );
      await atBothWidths(page, async (shown) => {
        expect(await rowsOf(breakdown)).toEqual(simulator);
        // The headline's rate is the first row's, named as the rate the customer pays.
        const headline = (await widget.getByText(/^1 EUR = R\$/).textContent()) ?? '';
        expect(headline.replace(/[\u00a0\u202f]/g, ' ')).toContain(
          (simulator[0] ?? '').split(' = ')[1] ?? '-',
        );
        await localeWidthShot(page, 'rate-simulator', locale, shown);
      });

      await send.click();
      await signIn(page, customer, {
        here: true,
        landing: /\/demo\/app\/checkout\/remittance\/outbound/,
      });
      await addBeneficiary(
        page,
        locale,
        `Rate ${locale === 'pt-BR' ? 'Brasil' : 'English'} ${surname}`,
      );
      await finishCheckout(page, locale, 'ted', 'MAINTENANCE', () =>
        atBothWidths(page, async (shown) => {
          // The summary shows the total once, in large type below the rows (not as a row too).
          expect(await rowsOf(page.getByTestId('rate-breakdown'))).toEqual(simulator.slice(0, -1));
          const bigTotal = ((await page.getByTestId('total-to-pay').textContent()) ?? '').replace(
            /[\u00a0\u202f]/g,
            ' ',
          );
          expect(simulator.at(-1)?.endsWith(` = ${bigTotal}`)).toBe(true);
          await noHorizontalScroll(page);
          await localeWidthShot(page, 'rate-summary', locale, shown);
        }),
      );

      // The success page: the created operation's stored figures.
      await atBothWidths(page, async (shown) => {
        expect(await rowsOf(page.getByTestId('rate-breakdown'))).toEqual(simulator);
        await localeWidthShot(page, 'rate-success', locale, shown);
      });

      // The detail: the same stored figures.
      await page.getByRole('link', { name: WORDS[locale].details }).click();
      await expect(page).toHaveURL(/\/reports\/remittance\/outbound\/show\/\d+$/);
      await atBothWidths(page, async (shown) => {
        expect(await rowsOf(page.getByTestId('rate-breakdown'))).toEqual(simulator);
        await noHorizontalScroll(page);
        await localeWidthShot(page, 'rate-detail', locale, shown);
      });
    });
  });
}
