import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { themeCssVariables, themeFromCorrespondent } from '../../src/domain/theme';
import { expectAccessible } from '../shared/accessibility';
import { trackApiCalls, waitForReady } from '../shared/ready';

// Automated WCAG 2.2 AA scan (ui-guide "Accessibility"): no serious or critical violation on the
// pages a newcomer opens first, in both languages and on a phone-sized screen. Every route of the
// portal is scanned by the route sweep (route-sweep.spec.ts) on its one visit per language; here
// are the pages it does not open: the other correspondents' homes, each in its own brand, and
// the example site that embeds the simulator.
const OTHER_HOMES = ['/aurora', '/antiga'];
const EXAMPLE_SITE = '/examples/';

/** Opens `path` and waits until it is ready to read: a portal page, or the example site once its
 * simulator shows a quote. */
async function open(page: Page, path: string): Promise<void> {
  if (path === EXAMPLE_SITE) {
    await page.goto(path);
    const receive = page
      .locator('fx-simulator')
      .first()
      .getByLabel(/^(Você recebe|You receive)$/);
    await expect(receive).not.toHaveValue('', { timeout: 15_000 });
    return;
  }
  const calls = trackApiCalls(page);
  await page.goto(path);
  await waitForReady(page, calls);
  calls.stop();
}

for (const locale of ['pt-BR', 'en-US'] as const) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale });
    for (const path of [...OTHER_HOMES, EXAMPLE_SITE]) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await open(page, path);
        await expectAccessible(page);
      });
    }
  });
}

// Any brand stays readable (ui-guide principle 5): the demo page repainted, as applyTheme does,
// with brand colours light, dark and mid-tone, on the page and in the simulator it embeds.
test.describe('with any correspondent colour', () => {
  // Buttons ease their background over 180 ms while their text colour changes at once: the scan
  // reads the repainted colours once settled (the widgets honour reduced motion), not the first
  // frame of the easing (a CI run caught #111111 text on the previous #0276da).
  test.use({ locale: 'pt-BR', reducedMotion: 'reduce' });
  const brands: [primary: string, secondary: string][] = [
    ['#FFEB3B', '#F2A900'],
    ['#F2A900', '#FFEB3B'],
    ['#ffffff', '#E0E1E2'],
    ['#E0E1E2', '#ffffff'],
    ['#26A69A', '#C62828'],
    ['#000000', '#6B2FBF'],
    ['#C62828', '#26A69A'],
  ];
  for (const [primary, secondary] of brands) {
    test(`/demo painted ${primary} has no colour-contrast violation`, async ({ page }) => {
      const variables = themeCssVariables(
        themeFromCorrespondent({
          primaryColor: primary,
          secondaryColor: secondary,
          tertiaryColor: null,
          quartiaryColor: null,
        }),
      );
      await open(page, '/demo');
      // The app paints the correspondent's own theme once it is loaded; paint over it only after,
      // or the app's theme lands on top of the test's (a race seen in a loaded CI run).
      await page.waitForFunction(
        () => document.documentElement.style.getPropertyValue('--primary') !== '',
      );
      // Painted until it holds: on a loaded machine the app may still apply its theme once more
      // after the first paint (a fresh-clone CI run read the demo's own #027be3 back).
      await expect
        .poll(async () => {
          await page.evaluate((vars) => {
            for (const [name, value] of Object.entries(vars)) {
              document.documentElement.style.setProperty(name, value);
            }
          }, variables);
          await page.waitForTimeout(100);
          return page.evaluate(() =>
            getComputedStyle(document.documentElement).getPropertyValue('--primary').trim(),
          );
        })
        .toBe(primary);
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      const failures = results.violations.flatMap((v) =>
        v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
      );
      expect(failures).toEqual([]);
    });
  }
});

test.describe('on a 360-px-wide phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, locale: 'pt-BR' });
  for (const path of ['/', '/demo', '/examples/']) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await open(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
