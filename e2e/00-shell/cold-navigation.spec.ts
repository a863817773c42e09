import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ResolvedRoute } from '../../portal/routes/route-map';
import { resources } from '../../src/i18n';
import { SCREEN_ROUTES, urlOf } from './route-urls';

// Every route of the route map opened cold (issue 15): a fresh browser context, straight to the
// URL, as a link from an e-mail or a bookmark would. Each page is a chunk of its own, so each
// visit must load its chunk and end on a screen: not the skeleton, not the router's error
// boundary, and no console error. Pages for signed-in users are opened signed in (one session,
// saved once); the others as a guest, where guarded ones land on their login or redirect.

const PASSWORD = 'Demo@2026!';
const CUSTOMER = 'cliente@demo.test';

/** The page chunks of the build: dynamic imports that are screens or layouts. */
function pageChunks(): Set<string> {
  const manifest = JSON.parse(readFileSync('dist/portal/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; isDynamicEntry?: boolean }
  >;
  return new Set(
    Object.entries(manifest)
      .filter(([source, chunk]) => chunk.isDynamicEntry && source.startsWith('pages/'))
      .map(([, chunk]) => `/${chunk.file}`),
  );
}

/** Every dotted key of the `portal` namespace: a page showing one shows a string it lacks. */
function keyPaths(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null ? keyPaths(value as object, path) : [path];
  });
}
const PORTAL_KEYS = keyPaths(resources['pt-BR'].portal).filter((key) => key.includes('.'));

/** Signed-in pages: those that need a user (guests are sent to the login). */
const needsUser = (route: ResolvedRoute) => route.auth === true;

const routes = SCREEN_ROUTES;

let signedIn = '';

test.beforeAll(async ({ browser }) => {
  signedIn = join(mkdtempSync(join(tmpdir(), 'fx-cold-')), 'state.json');
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/demo/login');
  await page.getByLabel('E-mail', { exact: true }).fill(CUSTOMER);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/app/);
  await context.storageState({ path: signedIn });
  await context.close();
});

async function coldPage(browser: Browser, route: ResolvedRoute): Promise<Page> {
  const context = await browser.newContext({
    locale: 'pt-BR',
    ...(needsUser(route) ? { storageState: signedIn } : {}),
  });
  return context.newPage();
}

test.describe('cold navigation to every route', () => {
  const chunks = pageChunks();

  for (const route of routes) {
    test(`${route.name} (${urlOf(route)}) loads its chunk and renders a screen`, async ({
      browser,
    }) => {
      const page = await coldPage(browser, route);
      const errors: string[] = [];
      page.on('console', (message) => {
        // The browser logs every 4xx of the API (an unknown id, a bogus token) as a console
        // error of its own; the pages' answers to those are what this test looks at.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      const fetched: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (chunks.has(pathname)) fetched.push(pathname);
      });

      await page.goto(urlOf(route));
      await page.waitForLoadState('networkidle');

      await expect(page.locator('.route-skeleton')).toHaveCount(0);
      await expect(page.locator('main').first()).toBeVisible();
      await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
      expect(fetched.length, 'a page chunk was loaded').toBeGreaterThan(0);
      expect(errors).toEqual([]);
      // Every string it shows was loaded with it (the private area's strings are a chunk of
      // their own): i18next shows a missing string as its key.
      const text = await page.locator('body').innerText();
      expect(PORTAL_KEYS.filter((key) => text.includes(key))).toEqual([]);
      await page.context().close();
    });
  }
});
