import { readFileSync } from 'node:fs';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type ConsoleMessage,
  type Page,
  type Response,
} from '@playwright/test';
import type { ResolvedRoute } from '../../portal/routes/route-map';
import { resources } from '../../src/i18n';
import type { Locale } from '../../src/i18n/locale';
import { expectAccessible } from '../shared/accessibility';
import { trackApiCalls, waitForReady } from '../shared/ready';
import { SEEDED, signedInState } from '../shared/sign-in';
import { SCREEN_ROUTES, urlOf } from './route-urls';

// Every route of the route map, opened cold in Portuguese (a fresh browser context, straight to the
// URL, as a link from an e-mail or a bookmark would; issue 15) and in English, and read as a
// speaker of that language would (issue 19, item 4). One visit per route and language runs the
// three sweeps' checks (issue 35; they were three files visiting routes three times):
// - the visit loads its page chunk and ends on a screen: not the skeleton, not the router's error
//   boundary, no console error, no catalogue key shown in place of a string;
// - opened in English it shows no Portuguese-only string, and in Portuguese no English-only one
//   (a catalogue text of the other language, of any namespace, that this language lacks), and its
//   money is written the language's way;
// - it has no serious or critical WCAG 2.2 AA violation (ui-guide "Accessibility").
// Pages for signed-in users are opened signed in as the seeded customer, with its operations;
// the others as a guest, where guarded ones land on their login or redirect.

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
  const ownText = texts(resources[locale]).join('\n');
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

const chunks = pageChunks();

/** What a visit saw go wrong, and which page chunks it loaded. */
interface Watch {
  errors: string[];
  chunks: string[];
  /** Stops recording (a warm page goes on to the next visit). */
  stop(): void;
}

/** Starts recording `page`'s console errors, page errors and page chunks into a new watch. */
function watch(page: Page): Watch {
  const errors: string[] = [];
  const loaded: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // The browser logs every 4xx of the API (an unknown id, a bogus token) as a console error of
    // its own; the pages' answers to those are what this test looks at.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  };
  const onPageError = (error: Error) => errors.push(error.message);
  const onResponse = (response: Response) => {
    const { pathname } = new URL(response.url());
    if (chunks.has(pathname)) loaded.push(pathname);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('response', onResponse);
  return {
    errors,
    chunks: loaded,
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('response', onResponse);
    },
  };
}

/**
 * Cold visits in Portuguese: each route in a browser context of its own, so its page chunk must
 * load. In English each worker reuses one guest page and one signed-in page, as a reader moving
 * through the portal would: the language checks are the same, at half the cost of a cold start.
 */
const COLD: Record<Locale, boolean> = { 'pt-BR': true, 'en-US': false };

for (const locale of ['pt-BR', 'en-US'] as const) {
  test.describe(`every route in ${locale}${COLD[locale] ? ', opened cold' : ''}`, () => {
    // The visits share nothing but the signed-in session: spread them over the workers.
    test.describe.configure({ mode: 'parallel' });
    const foreign = onlyIn(OTHER[locale], locale);
    const warm: Partial<Record<'guest' | 'customer', Page>> = {};

    test.afterAll(async () => {
      for (const page of Object.values(warm)) await page.context().close();
    });

    /** The page a visit to `route` uses: a cold one, or this worker's warm one. */
    async function pageFor(
      {
        browser,
        request,
        baseURL,
      }: { browser: Browser; request: APIRequestContext; baseURL: string },
      route: ResolvedRoute,
    ): Promise<Page> {
      const who = route.auth === true ? 'customer' : 'guest';
      const open = async () => {
        const context = await browser.newContext({
          locale,
          // The contrast scan reads settled colours: a button eases its background to the
          // correspondent's brand over 180 ms while its text colour changes at once, and a scan
          // in that frame saw a contrast failure that no reader sees (the reverse-order run).
          // Reduced motion makes the easing instant (portal and widgets honour it).
          reducedMotion: 'reduce',
          ...(who === 'customer'
            ? { storageState: await signedInState(request, SEEDED.customer, baseURL) }
            : {}),
        });
        return context.newPage();
      };
      if (COLD[locale]) return open();
      warm[who] ??= await open();
      return warm[who];
    }

    test('knows the strings it looks for', () => {
      expect(foreign.length).toBeGreaterThan(300);
    });

    for (const route of SCREEN_ROUTES) {
      test(`${route.name} (${urlOf(route)})`, async ({ browser, request, baseURL }) => {
        const page = await pageFor({ browser, request, baseURL: baseURL ?? '' }, route);
        const seen = watch(page);
        const calls = trackApiCalls(page);

        await page.goto(urlOf(route));
        await waitForReady(page, calls);

        await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        // A private screen is read signed in, not as the login page it would send a guest to.
        if (route.auth === true) await expect(page).not.toHaveURL(/\/login/);
        if (COLD[locale]) expect(seen.chunks.length, 'a page chunk was loaded').toBeGreaterThan(0);
        // The simulator's shadow root is read too (the correspondent home embeds it).
        if (route.name === 'public-home') {
          await expect
            .poll(() => visibleText(page))
            .toContain(resources[locale].widgets.simulator.youSend);
        }
        const text = await visibleText(page);
        // Every string it shows was loaded with it (the private area's strings are a chunk of
        // their own): i18next shows a missing string as its key.
        expect(PORTAL_KEYS.filter((key) => text.includes(key))).toEqual([]);
        expect(foreign.filter((phrase) => text.includes(phrase))).toEqual([]);
        expect(text.match(FOREIGN_MONEY[locale])?.[0]).toBeUndefined();
        expect(seen.errors).toEqual([]);
        await expectAccessible(page);
        seen.stop();
        calls.stop();
        if (COLD[locale]) await page.context().close();
      });
    }
  });
}
