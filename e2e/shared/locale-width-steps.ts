import { test, type Page } from '@playwright/test';

// The journeys that check one screen in both languages at a phone's and a desktop's width
// (360 px and 1280 px; ui-guide): each combination its own describe block with the browser's
// locale and viewport set, and a full-page screenshot when E2E_SHOTS_DIR asks for them.

export type Locale = 'pt-BR' | 'en-US';

/** Every language at both widths, in the order the journeys run them. */
export const LOCALE_WIDTHS = [
  ['pt-BR', 360],
  ['en-US', 1280],
  ['en-US', 360],
  ['pt-BR', 1280],
] as const;

/**
 * For each of {@link LOCALE_WIDTHS}, a describe block titled `${title} (${locale}, ${width} px)`
 * whose browser has that locale and a viewport of that width (900 px high); `body` declares its
 * tests.
 */
export function describeEachLocaleWidth(
  title: string,
  body: (locale: Locale, width: number) => void,
): void {
  for (const [locale, width] of LOCALE_WIDTHS) {
    test.describe(`${title} (${locale}, ${width} px)`, () => {
      test.use({ locale, viewport: { width, height: 900 } });
      body(locale, width);
    });
  }
}

/** A full-page screenshot `${name}-${locale}-${width}.png` in E2E_SHOTS_DIR, when it is set. */
export async function localeWidthShot(page: Page, name: string, locale: Locale, width: number) {
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) {
    await page.screenshot({ path: `${shots}/${name}-${locale}-${width}.png`, fullPage: true });
  }
}
