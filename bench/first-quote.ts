/**
 * The simulator's first quote on the example site, in Debian's Chromium (issue 4: "from the
 * script tag to the first quote on screen: at most 2 API requests"). Page loads in fresh browser
 * contexts (empty cache, as a first visit):
 * 1. how long from the start of navigation until the quote is on screen (read in the page at
 *    each frame, so it is the frame that shows it), the median of three;
 * 2. which API requests the page made before the quotation was answered: its answer is held
 *    300 ms, so anything the widget would ask for alongside it shows up first.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from './chromium';

/** What {@link measureFirstQuote} found. */
export interface FirstQuote {
  /** Milliseconds from the start of navigation to the frame that shows the quote (median). */
  ms: number;
  /** The API paths requested before the quotation's answer, in order. */
  requestsBefore: string[];
}

const QUOTE_TEXT = /1 USD = R\$/;
const QUOTATION = /\/api\/v2\/exchanges\/(remittance|paper-money)\/(?!currencies)/;
const HOLD_MS = 300;

/** Notes in `window.firstQuoteAt` the time of the first frame whose simulator shows a quote. */
const FIRST_QUOTE_WATCH = `(() => {
  const text = new RegExp(${JSON.stringify(QUOTE_TEXT.source)});
  const look = () => {
    const shown = [...document.querySelectorAll('fx-simulator')].some((element) =>
      text.test(element.shadowRoot?.textContent ?? ''));
    if (shown) window.firstQuoteAt = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

async function timeToQuote(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  try {
    // As text: tsx names the functions it compiles with a helper the page does not have.
    await page.addInitScript(FIRST_QUOTE_WATCH);
    await page.goto(url);
    await page.waitForFunction(() => 'firstQuoteAt' in window, undefined, { timeout: 30_000 });
    return await page.evaluate(() => (window as unknown as { firstQuoteAt: number }).firstQuoteAt);
  } finally {
    await context.close();
  }
}

async function requestsBeforeQuote(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  try {
    const api: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) api.push(path);
    });
    let before: string[] | undefined;
    await page.route(QUOTATION, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      before ??= [...api];
      await route.continue();
    });
    await page.goto(url);
    await page
      .locator('fx-simulator')
      .first()
      .getByText(QUOTE_TEXT)
      .first()
      .waitFor({ timeout: 30_000 });
    return before ?? [];
  } finally {
    await context.close();
  }
}

/** Measures the example site at `origin`; undefined without a Chromium. */
export async function measureFirstQuote(origin: string): Promise<FirstQuote | undefined> {
  const executablePath = chromiumPath();
  if (executablePath === undefined) return undefined;
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const url = `${origin}/examples/`;
    const times: number[] = [];
    for (let run = 0; run < 3; run += 1) times.push(await timeToQuote(browser, url));
    times.sort((a, b) => a - b);
    return { ms: times[1] ?? 0, requestsBefore: await requestsBeforeQuote(browser, url) };
  } finally {
    await browser.close();
  }
}
