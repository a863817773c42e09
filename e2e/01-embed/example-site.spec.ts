import { expect, test, type Locator } from '@playwright/test';

/**
 * Computed look of the widget's brand mark and card, read from inside its shadow root. The
 * card's top bar is painted in the brand colour itself (it carries no text); the brand mark
 * carries initials, so it is painted in the readable fill derived from the brand.
 */
function probe(widget: Locator) {
  return widget.evaluate((el) => {
    const root = el.shadowRoot;
    const brand = root?.querySelector('[part~="brand"]');
    const card = root?.querySelector('[part~="card"]');
    return {
      hasShadow: root !== null,
      brandBar: card ? getComputedStyle(card).borderTopColor : '',
      brandBarWidth: card ? getComputedStyle(card).borderTopWidth : '',
      markBackground: brand ? getComputedStyle(brand).backgroundColor : '',
      markText: brand ? getComputedStyle(brand).color : '',
      fontFamily: card ? getComputedStyle(card).fontFamily : '',
      borderStyle: card ? getComputedStyle(card).borderTopStyle : '',
      lineHeight: card ? getComputedStyle(card).lineHeight : '',
    };
  });
}

// The default primary #027be3 (spec platform §9) and its readable fill: white initials need it
// a touch darker (#0276da), since #027be3 gives only 4.25:1 with white.
const DEMO = { bar: 'rgb(2, 123, 227)', mark: 'rgb(2, 118, 218)', text: 'rgb(255, 255, 255)' };
// Aurora's violet #6B2FBF already carries white at 7.5:1: bar and mark are the brand itself.
const AURORA = { bar: 'rgb(107, 47, 191)', mark: 'rgb(107, 47, 191)', text: 'rgb(255, 255, 255)' };

test.describe('the example correspondent site', () => {
  test('shows the demo simulator inside a shadow root, themed and untouched by the hostile page CSS', async ({
    page,
  }) => {
    await page.goto('/examples/');
    const widget = page.locator('fx-simulator').first();
    await expect(widget.getByText('Demo Câmbio').first()).toBeVisible();

    const look = await probe(widget);
    expect(look.hasShadow).toBe(true);
    // Demo has no colours of its own: the default palette, as a visible 4-px bar on the card.
    expect(look).toMatchObject({
      brandBar: DEMO.bar,
      brandBarWidth: '4px',
      markBackground: DEMO.mark,
      markText: DEMO.text,
    });
    expect(look.fontFamily).not.toMatch(/comic/i);
    expect(look.borderStyle).not.toBe('dashed');
  });

  test('applies the correspondent own colours on the aurora page', async ({ page }) => {
    await page.goto('/examples/aurora.html');
    const widget = page.locator('fx-simulator').first();
    await expect(widget.getByText('Aurora Remessas').first()).toBeVisible();
    expect(await probe(widget)).toMatchObject({
      brandBar: AURORA.bar,
      markBackground: AURORA.mark,
      markText: AURORA.text,
    });
  });

  test('keeps two widgets on one page independent', async ({ page }) => {
    await page.goto('/examples/two-widgets.html');
    const widgets = page.locator('fx-simulator');
    await expect(widgets).toHaveCount(2);
    await expect(widgets.nth(0).getByText('Demo Câmbio').first()).toBeVisible();
    await expect(widgets.nth(1).getByText('Aurora Remessas').first()).toBeVisible();
    expect(await probe(widgets.nth(0))).toMatchObject({
      brandBar: DEMO.bar,
      markBackground: DEMO.mark,
    });
    expect(await probe(widgets.nth(1))).toMatchObject({
      brandBar: AURORA.bar,
      markBackground: AURORA.mark,
    });
  });

  test('a second script tag for the same widget is harmless', async ({ page }) => {
    await page.goto('/examples/');
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const script = document.createElement('script');
          script.src = '/widgets/simulator.js';
          script.onload = () => resolve();
          document.body.append(script);
        }),
    );
    await expect(page.locator('fx-simulator')).toHaveCount(1);
    await expect(page.locator('fx-simulator').getByText('Demo Câmbio').first()).toBeVisible();
  });

  test("on a page of another origin, the widget quotes and shows the currencies' flags", async ({
    page,
    baseURL,
  }) => {
    // The platform on 127.0.0.1, the host page on localhost: one origin for the API's CORS
    // (loopback aliases), two for the browser, so the flags are cross-origin images, as on a
    // correspondent's real site.
    const platform = new URL(baseURL ?? 'http://127.0.0.1:8188');
    const host = `http://localhost:${platform.port}`;
    await page.route(`${host}/examples/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        'src="/widgets/simulator.js"',
        `src="${platform.origin}/widgets/simulator.js"`,
      );
      expect(html).toContain(`${platform.origin}/widgets/simulator.js`);
      // The host page is the correspondent's, under its own policy, not the portal's.
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      await route.fulfill({ response, body: html, headers });
    });
    const blocked: string[] = [];
    page.on('requestfailed', (request) => blocked.push(request.url()));

    await page.goto(`${host}/examples/`);
    const widget = page.locator('fx-simulator').first();
    await expect(widget.getByText('1 USD = R$').first()).toBeVisible();
    const flag = widget.locator('img[src*="/flags/us.svg"]').first();
    await expect(flag).toBeAttached();
    await expect
      .poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(blocked).toEqual([]);
  });
});
