import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { resources } from '../../src/i18n';
import { SCREEN_ROUTES, urlOf } from './route-urls';
import type { Locale } from '../../src/i18n/locale';

// Issue 19, item 4: every page of the route map, opened in English, shows no Portuguese-only
// string, and opened in Portuguese no English-only one; its money is written the language's way.
// A string is "the other language's only" when it is a catalogue text of that language (any
// namespace: portal, common, errors, widgets) that this language's catalogues do not also hold.
// Pages for signed-in users are opened signed in as the seeded customer, with its operations.

const PASSWORD = 'Demo@2026!';
const CUSTOMER = 'cliente@demo.test';

/** Every text of a catalogue, `{{placeholders}}` and `<tags>` cut out (the pieces between them). */
function texts(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value) =>
    typeof value === 'object' && value !== null
      ? texts(value as object)
      : String(value)
          .split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)|\n/)
          .map((piece) => piece.trim()),
  );
}

/**
 * Texts of `other` that `locale` lacks, long enough to be a phrase rather than a shared word
 * ("PIX", "E-mail", "Total"): at least two words of which one is not a number.
 */
function onlyIn(other: Locale, locale: Locale): string[] {
  const own = texts(resources[locale]);
  const ownText = own.join('\n');
  return [...new Set(texts(resources[other]))].filter(
    (text) =>
      /\p{L}{3,}.*\s.*\p{L}{2,}/u.test(text) && text.length >= 10 && !ownText.includes(text),
  );
}

/** Money written the other language's way: `R$ 1.000,00` in English, `R$1,000.00` in Portuguese. */
const FOREIGN_MONEY: Record<Locale, RegExp> = {
  'en-US': /(?:R\$|US\$|€|£)\s?\d{1,3}(?:\.\d{3})*,\d{2}\b/,
  'pt-BR': /(?:R\$|US\$|€|£)\d{1,3}(?:,\d{3})*\.\d{2}\b/,
};

const OTHER: Record<Locale, Locale> = { 'en-US': 'pt-BR', 'pt-BR': 'en-US' };

const routes = SCREEN_ROUTES;

/** Visible text of the page, widgets' shadow roots included. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts: string[] = [document.body.innerText];
    const walk = (root: Document | ShadowRoot) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) {
          const host = element.shadowRoot;
          parts.push(
            [...host.children].map((child) => (child as HTMLElement).innerText ?? '').join('\n'),
          );
          walk(host);
        }
      }
    };
    walk(document);
    return parts.join('\n');
  });
}

async function signIn(browser: Browser, locale: Locale): Promise<string> {
  const state = join(mkdtempSync(join(tmpdir(), 'fx-sweep-')), 'state.json');
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await page.goto('/demo/login');
  await page.getByLabel('E-mail', { exact: true }).fill(CUSTOMER);
  await page.getByLabel(locale === 'en-US' ? 'Password' : 'Senha', { exact: true }).fill(PASSWORD);
  await page
    .getByRole('button', { name: locale === 'en-US' ? 'Log in' : 'Entrar', exact: true })
    .click();
  await expect(page).toHaveURL(/\/demo\/app/);
  await context.storageState({ path: state });
  await context.close();
  return state;
}

for (const locale of ['en-US', 'pt-BR'] as const) {
  test.describe(`every page in ${locale} (issue 19, item 4)`, () => {
    const foreign = onlyIn(OTHER[locale], locale);
    let signedIn = '';
    let guest: Page;
    let customer: Page;

    test.beforeAll(async ({ browser }) => {
      signedIn = await signIn(browser, locale);
      guest = await (await browser.newContext({ locale })).newPage();
      customer = await (await browser.newContext({ locale, storageState: signedIn })).newPage();
    });
    test.afterAll(async () => {
      await guest.context().close();
      await customer.context().close();
    });

    test('knows the strings it looks for', () => {
      expect(foreign.length).toBeGreaterThan(300);
    });

    for (const route of routes) {
      test(`${route.name} (${urlOf(route)})`, async () => {
        const page = route.auth === true ? customer : guest;
        await page.goto(urlOf(route));
        await page.waitForLoadState('networkidle');
        await expect(page.locator('.route-skeleton')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const text = await visibleText(page);
        // The simulator's shadow root is read too (the correspondent home embeds it).
        if (route.name === 'public-home') {
          expect(text).toContain(resources[locale].widgets.simulator.youSend);
        }
        expect(foreign.filter((phrase) => text.includes(phrase))).toEqual([]);
        expect(text.match(FOREIGN_MONEY[locale])?.[0]).toBeUndefined();
      });
    }
  });
}
