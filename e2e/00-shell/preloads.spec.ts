import { expect, test } from '@playwright/test';
import { trackApiCalls, waitForReady } from '../shared/ready';

// Issue 15: the page of a navigation to /demo starts the correspondent lookup itself (a fetch
// preload the server writes) and the portal's own request for it uses that answer: exactly one
// request for the lookup, and no "preloaded but not used" warning (Chromium logs it a few
// seconds after load when a preload went unclaimed, or was fetched in a way that cannot match).

const LOOKUP = '/api/v1/correspondents/demo';

for (const locale of ['pt-BR', 'en-US'] as const) {
  test(`a cold visit to /demo in ${locale} asks for its correspondent once`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const lookups: string[] = [];
    const warnings: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === LOOKUP) lookups.push(request.url());
    });
    page.on('console', (message) => {
      if (/preload/i.test(message.text())) warnings.push(message.text());
    });

    const calls = trackApiCalls(page);
    const response = await page.goto('/demo');
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`<link rel="preload" as="fetch" crossorigin href="${LOOKUP}">`);
    expect(html).toContain(`/assets/${locale}-`);
    await waitForReady(page, calls);
    // Chromium reports an unused preload 3 s after the load event.
    await page.waitForTimeout(4_000);

    expect(lookups).toHaveLength(1);
    expect(warnings).toEqual([]);
    await context.close();
  });
}

test('a cold visit to an unknown correspondent gets no lookup preload', async ({ page }) => {
  const response = await page.goto('/nobody-here');
  expect(await response?.text()).not.toContain('as="fetch"');
});
