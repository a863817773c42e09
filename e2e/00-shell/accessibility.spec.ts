import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { themeCssVariables, themeFromCorrespondent } from '../../src/domain/theme';

// Automated WCAG 2.2 AA scan (ui-guide "Accessibility"): no serious or critical violation on the
// pages a newcomer opens first, in both languages and on a phone-sized screen.
const pages = ['/', '/demo', '/aurora', '/antiga', '/maintenance', '/404', '/examples/'];

for (const locale of ['pt-BR', 'en-US'] as const) {
  test.describe(`accessibility in ${locale}`, () => {
    test.use({ locale });
    for (const path of pages) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const blocking = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(blocking).toEqual([]);
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
      await page.goto('/demo');
      await page.waitForLoadState('networkidle');
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
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
