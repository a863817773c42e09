import { expect, test, type Locator } from '@playwright/test';

/** Computed look of the widget's brand mark and card, read from inside its shadow root. */
function probe(widget: Locator) {
  return widget.evaluate((el) => {
    const root = el.shadowRoot;
    const brand = root?.querySelector('[part~="brand"]');
    const card = root?.querySelector('[part~="card"]');
    return {
      hasShadow: root !== null,
      brandBackground: brand ? getComputedStyle(brand).backgroundColor : '',
      fontFamily: card ? getComputedStyle(card).fontFamily : '',
      borderStyle: card ? getComputedStyle(card).borderTopStyle : '',
      lineHeight: card ? getComputedStyle(card).lineHeight : '',
    };
  });
}

test.describe('the example correspondent site', () => {
  test('shows the demo simulator inside a shadow root, themed and untouched by the hostile page CSS', async ({
    page,
  }) => {
    await page.goto('/examples/');
    const widget = page.locator('fx-simulator').first();
    await expect(widget.getByText('Demo Câmbio').first()).toBeVisible();

    const look = await probe(widget);
    expect(look.hasShadow).toBe(true);
    // The default primary colour #027be3 (spec platform §9), since demo has none of its own.
    expect(look.brandBackground).toBe('rgb(2, 123, 227)');
    expect(look.fontFamily).not.toMatch(/comic/i);
    expect(look.borderStyle).not.toBe('dashed');
  });

  test('applies the correspondent own colours on the aurora page', async ({ page }) => {
    await page.goto('/examples/aurora.html');
    const widget = page.locator('fx-simulator').first();
    await expect(widget.getByText('Aurora Remessas').first()).toBeVisible();
    expect((await probe(widget)).brandBackground).toBe('rgb(107, 47, 191)');
  });

  test('keeps two widgets on one page independent', async ({ page }) => {
    await page.goto('/examples/two-widgets.html');
    const widgets = page.locator('fx-simulator');
    await expect(widgets).toHaveCount(2);
    await expect(widgets.nth(0).getByText('Demo Câmbio').first()).toBeVisible();
    await expect(widgets.nth(1).getByText('Aurora Remessas').first()).toBeVisible();
    expect((await probe(widgets.nth(0))).brandBackground).toBe('rgb(2, 123, 227)');
    expect((await probe(widgets.nth(1))).brandBackground).toBe('rgb(107, 47, 191)');
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
});
