import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The simulator against the real sandbox API: on the example site with hostile CSS (the widget
 * bundle) and on the portal's public home (the component in react-shadow).
 */

const QUOTE_PATH = /\/api\/v2\/exchanges\/(remittance|paper-money)\//;

/** Records every quotation request the page makes. */
function recordQuotes(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (QUOTE_PATH.test(url.pathname) && !url.pathname.includes('/currencies')) urls.push(url);
  });
  return urls;
}

async function amount(field: Locator): Promise<string> {
  return field.inputValue();
}

for (const where of [
  { name: 'the example site (widget bundle)', path: '/examples/', root: 'fx-simulator' },
  { name: 'the portal public home', path: '/demo', root: '.simulator-host' },
]) {
  test.describe(`the simulator on ${where.name}`, () => {
    test('quotes at once and re-quotes on amount, reverse, currency and purpose', async ({
      page,
    }) => {
      const quotes = recordQuotes(page);
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] });
      });
      await page.goto(where.path);
      const widget = page.locator(where.root).first();
      const send = widget.getByLabel('You send');
      const receive = widget.getByLabel('You receive');
      await expect(send).not.toHaveValue('', { timeout: 15_000 });
      await expect(widget.getByText(/^1 USD = R\$/)).toBeVisible();
      expect(quotes.length).toBe(1);
      if (where.root === 'fx-simulator') {
        // The fields live in the widget's own shadow root, out of the hostile page's reach.
        const placement = await widget.evaluate((el) => ({
          inShadow: el.shadowRoot?.querySelectorAll('input').length ?? 0,
          inPage: document.querySelectorAll('input').length,
        }));
        expect(placement.inShadow).toBeGreaterThanOrEqual(2);
        expect(placement.inPage).toBe(0);
      }

      // Receive side: direct.
      const before = await amount(send);
      await receive.fill('200');
      await expect.poll(() => quotes.length).toBe(2);
      expect(quotes[1]?.pathname).toMatch(/\/remittance\/outbound$/);
      expect(quotes[1]?.searchParams.get('value')).toBe('20000');
      await expect(send).not.toHaveValue(before);

      // Send side: reverse.
      await send.fill('1000');
      await expect.poll(() => quotes.length).toBe(3);
      expect(quotes[2]?.pathname).toMatch(/\/remittance\/outbound\/reverse$/);
      expect(quotes[2]?.searchParams.get('value')).toBe('100000');
      await expect(receive).not.toHaveValue('200');

      // Currency.
      await widget.getByLabel('Currency').selectOption('EUR');
      await expect.poll(() => quotes.at(-1)?.searchParams.get('currency')).toBe('EUR');
      await expect(widget.getByText(/^1 EUR = R\$/)).toBeVisible();

      // Purpose: SERVICES shows IR beside IOF, each with its percentage.
      await widget.getByLabel('Who do you want to send it to?').selectOption('SERVICES');
      await expect.poll(() => quotes.at(-1)?.searchParams.get('purposeCode')).toBe('SERVICES');
      await widget.getByText('More Details').click();
      await expect(widget.getByText(/^IR \(\d+\.\d{2}%\)$/)).toBeVisible();

      // Letters never reach the field.
      await receive.fill('');
      await receive.pressSequentially('12a,b3');
      await expect(receive).toHaveValue('123');
    });

    test('speaks Portuguese and fits a 360-px phone', async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.addInitScript(() => {
        Object.defineProperty(navigator, 'languages', { get: () => ['pt-BR'] });
      });
      await page.goto(where.path);
      const widget = page.locator(where.root).first();
      await expect(widget.getByLabel('Você envia')).not.toHaveValue('', { timeout: 15_000 });
      await expect(widget.getByRole('link', { name: 'Enviar dinheiro' })).toBeVisible();
      await expect(widget.getByText(/^1 USD = R\$\s\d+,\d{4}$/)).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const box = await widget.getByRole('link', { name: 'Enviar dinheiro' }).boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      // The purpose's choice is short enough for the phone; its nature is the note below.
      const purpose = widget.getByLabel('Para quem você quer enviar?');
      await expect(purpose.locator('option:checked')).toHaveText('Para outra pessoa');
      await expect(widget.getByText('Manutenção de residente')).toBeVisible();
    });
  });
}

test('from the script tag to the first quote on screen: two API requests, the correspondent and the quotation', async ({
  page,
}) => {
  // Issue 4's budget. The quotation's answer is held a moment: whatever else the widget would
  // ask the API for meanwhile (currency lists for the flags, say) shows up before the quote does.
  const api: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
  });
  let beforeAnswer: string[] | undefined;
  await page.route(/\/api\/v2\/exchanges\/remittance\/outbound\?/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    beforeAnswer ??= [...api];
    await route.continue();
  });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'languages', { get: () => ['en-US'] });
  });
  await page.goto('/examples/');
  const widget = page.locator('fx-simulator').first();
  await expect(widget.getByText(/^1 USD = R\$/)).toBeVisible({ timeout: 15_000 });
  expect(beforeAnswer).toEqual([
    '/api/v1/correspondents/demo',
    '/api/v2/exchanges/remittance/outbound',
  ]);
  // The flags come after it.
  const flag = widget.locator('img[src*="/flags/us.svg"]').first();
  await expect
    .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
});
