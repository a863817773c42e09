import { test, type Page } from '@playwright/test';

// The journeys that check one screen in both languages at a phone's and a desktop's width
// (360 px and 1280 px; ui-guide): each combination its own describe block with the browser's
// locale and viewport set, and a full-page screenshot when E2E_SHOTS_DIR asks for them. A journey
// that walks a whole operation walks it once per language and checks each page at both widths in
// place ({@link atBothWidths}): between widths only the layout differs (issue 35).

export type Locale = 'pt-BR' | 'en-US';

/** A desktop's width and a phone's. */
export const WIDTHS = [1280, 360] as const;

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

/**
 * Runs `check` on the page as it stands at its own width, then at the other of {@link WIDTHS}
 * (resized in place: the layout is CSS alone), and gives the page its own width back, so the
 * journey goes on as it was walked.
 */
export async function atBothWidths(
  page: Page,
  check: (width: number) => Promise<void>,
): Promise<void> {
  const own = page.viewportSize() ?? { width: WIDTHS[0], height: 900 };
  for (const width of [own.width, ...WIDTHS.filter((other) => other !== own.width)]) {
    await page.setViewportSize({ width, height: own.height });
    await check(width);
  }
  await page.setViewportSize(own);
}
