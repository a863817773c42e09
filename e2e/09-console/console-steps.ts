/**
 * Steps of the operator console's journeys (issue 20): a page in a browser context of its own,
 * where the operator lands, and opening a record of a queue by its customer's
 * name (the queues list the oldest first, so a record of this run may be on a later page).
 * @module
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { unique } from '../shared/individual-steps';

/** Where the operator lands on signing in. */
export const CONSOLE = /\/console$/;

/** A language of the portal. */
export type Locale = 'pt-BR' | 'en-US';

/** Letters only (names refuse digits): the run's serial in a-j. */
export function letters(): string {
  const tag = unique()
    .slice(-8)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('');
  return `${tag.charAt(0).toUpperCase()}${tag.slice(1)}`;
}

/** A page of its own browser context, in `locale`, `width` px wide. */
export async function newPage(browser: Browser, locale: Locale, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  await context.addInitScript((value) => {
    if (!window.localStorage.getItem('fx.locale')) window.localStorage.setItem('fx.locale', value);
  }, locale);
  return context.newPage();
}

/** Opens the record of `name` in the console's `tab`, paging on until its row shows. */
export async function openRecordOf(page: Page, tab: RegExp, name: string) {
  await page
    .getByRole('navigation', { name: /Filas do console|Console queues/ })
    .getByRole('link', { name: tab })
    .click();
  const row = page.getByTestId('console-row').filter({ hasText: name });
  for (;;) {
    await expect(page.getByTestId('console-row').first()).toBeVisible();
    if ((await row.count()) > 0) break;
    const next = page.getByRole('button', { name: /^(Próxima|Next)$/ });
    await expect(next).toBeEnabled();
    await next.click();
  }
  await row.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/console\/[\w-]+\/\d+$/);
}
