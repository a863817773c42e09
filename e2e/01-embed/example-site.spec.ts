import { expect, test } from '@playwright/test';

test.describe('the example correspondent site', () => {
  test('shows the demo simulator inside a shadow root, themed and untouched by the hostile page CSS', async ({
    page,
  }) => {
    await page.goto('/examples/');
    const widget = page.locator('fx-simulator').first();
    await expect(widget.getByText('Demo Câmbio').first()).toBeVisible();

    const probe = await widget.evaluate((el) => {
      const root = el.shadowRoot;
      const inner = root?.querySelector('[part~="card"]') ?? root?.firstElementChild;
      const style = inner ? getComputedStyle(inner) : null;
      return {
        hasShadow: root !== null,
        primary:
          getComputedStyle(el).getPropertyValue('--fx-primary').trim() ||
          (inner ? getComputedStyle(inner).getPropertyValue('--fx-primary').trim() : ''),
        fontFamily: style?.fontFamily ?? '',
        border: style?.borderTopStyle ?? '',
      };
    });
    expect(probe.hasShadow).toBe(true);
    expect(probe.primary.toLowerCase()).toBe('#027be3');
    expect(probe.fontFamily).not.toMatch(/comic/i);
    expect(probe.border).not.toBe('dashed');
  });

  test('applies the correspondent own colours and language on the aurora page', async ({
    page,
  }) => {
    await page.goto('/examples/aurora.html');
    const widget = page.locator('fx-simulator').first();
    await expect(widget.getByText('Aurora Remessas').first()).toBeVisible();
    const primary = await widget.evaluate((el) => {
      const root = el.shadowRoot;
      const inner = root?.querySelector('[part~="card"]') ?? root?.firstElementChild;
      return inner ? getComputedStyle(inner).getPropertyValue('--fx-primary').trim() : '';
    });
    expect(primary.toLowerCase()).toBe('#6b2fbf');
  });

  test('keeps two widgets on one page independent', async ({ page }) => {
    await page.goto('/examples/two-widgets.html');
    const widgets = page.locator('fx-simulator');
    await expect(widgets).toHaveCount(2);
    await expect(widgets.nth(0).getByText('Demo Câmbio').first()).toBeVisible();
    await expect(widgets.nth(1).getByText('Aurora Remessas').first()).toBeVisible();
  });
});
