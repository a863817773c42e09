import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from '../shared/accessibility';

/**
 * Issue 4: with a short validity the expiry modal appears and the quote refreshes. Demo's quotes
 * are made short-lived through the sandbox-only helper, and given back their seeded 5 minutes
 * afterwards so no other journey meets an expiring quote.
 */

const HELPER = '/api/sandbox/correspondents/demo/quote-validity';
/** The shortest validity the pricing settings admit. */
const SHORT_SECONDS = 10;
/** Demo's seeded validity (server/db/seeds/sandbox-pricing.ts). */
const SEEDED_SECONDS = 300;

async function setValidity(request: APIRequestContext, seconds: number): Promise<void> {
  const response = await request.put(HELPER, { data: { seconds } });
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ identifier: 'demo', quoteValiditySeconds: seconds });
}

interface QuoteEvent {
  id: string;
  expiresAt: string;
}

/** Records every `fx:quote` the page's widgets fire (composed, so it reaches the document). */
async function recordQuoteEvents(page: Page): Promise<() => Promise<QuoteEvent[]>> {
  await page.addInitScript(() => {
    const seen: { id: string; expiresAt: string }[] = [];
    (window as unknown as { fxQuotes: typeof seen }).fxQuotes = seen;
    document.addEventListener('fx:quote', (event) => {
      const { id, expiresAt } = (event as CustomEvent<{ id: string; expiresAt: string }>).detail;
      seen.push({ id, expiresAt });
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { fxQuotes: QuoteEvent[] }).fxQuotes.slice());
}

test.describe('a quote that expires on the example site', () => {
  test.beforeAll(async ({ request }) => {
    await setValidity(request, SHORT_SECONDS);
  });
  test.afterAll(async ({ request }) => {
    await setValidity(request, SEEDED_SECONDS);
  });

  for (const language of [
    {
      locale: 'en-US',
      send: 'You send',
      changed: 'Your quote has changed!',
      updated: 'Your quote has been updated!',
    },
    {
      locale: 'pt-BR',
      send: 'Você envia',
      changed: 'Sua cotação mudou!',
      updated: 'Sua cotação foi atualizada!',
    },
  ]) {
    test(`shows the changed-quote modal and refreshes to a new quote (${language.locale})`, async ({
      page,
    }) => {
      test.setTimeout(SHORT_SECONDS * 1000 * 4);
      await page.addInitScript((locale) => {
        Object.defineProperty(navigator, 'languages', { get: () => [locale] });
      }, language.locale);
      const quotes = await recordQuoteEvents(page);
      await page.goto('/examples/');
      const widget = page.locator('fx-simulator');
      await expect(widget.getByLabel(language.send)).not.toHaveValue('', { timeout: 15_000 });

      await expect.poll(async () => (await quotes()).length).toBeGreaterThanOrEqual(1);
      const [first] = await quotes();
      // The helper took effect: this quote lives about ten seconds, not five minutes.
      const lifetime = Date.parse(first?.expiresAt ?? '') - Date.now();
      expect(lifetime).toBeLessThanOrEqual(SHORT_SECONDS * 1000);

      const dialog = widget.getByRole('dialog', { name: language.changed });
      await expect(dialog).toBeVisible({ timeout: (SHORT_SECONDS + 5) * 1000 });
      await expect(dialog.getByText(language.updated)).toBeVisible({ timeout: 10_000 });
      // The open modal passes the same WCAG 2.2 AA scan as the pages (accessibility.spec.ts).
      await expectAccessible(page, { include: 'fx-simulator' });

      await expect.poll(async () => (await quotes()).length).toBeGreaterThanOrEqual(2);
      const [, second] = await quotes();
      expect(second?.id).toBeTruthy();
      expect(second?.id).not.toBe(first?.id);
      expect(Date.parse(second?.expiresAt ?? '')).toBeGreaterThan(
        Date.parse(first?.expiresAt ?? ''),
      );
      // The widget shows the refreshed quote once the modal is dismissed.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(widget.getByLabel(language.send)).not.toHaveValue('');
    });
  }
});
