import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 4: under a strict CSP with a nonce (no 'unsafe-inline') the widget is styled. The real
 * page `/examples/csp.html` is fetched from the platform and handed to the browser with the
 * policy as a response header (the real thing, not a `<meta>`), its script tag carrying the
 * nonce.
 */

const NONCE = 'abc123';
const CSP = `default-src 'self'; script-src 'self' 'nonce-${NONCE}'; style-src 'self' 'nonce-${NONCE}'`;

// The default primary #027be3 (demo has no colours of its own) as the card's brand bar.
const DEMO_BAR = 'rgb(2, 123, 227)';

/** Serves the real example page with the strict policy and records every CSP violation. */
async function openUnderStrictCsp(page: Page): Promise<void> {
  await page.route('**/examples/csp.html', async (route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-security-policy': CSP },
    });
  });
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { cspViolations: typeof seen }).cspViolations = seen;
    // Capturing on document: violations inside the shadow root are reported there too.
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI });
    });
  });
  const response = await page.goto('/examples/csp.html');
  expect(response?.headers()['content-security-policy']).toBe(CSP);
}

function violations(page: Page): Promise<{ directive: string; blocked: string }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { cspViolations: { directive: string; blocked: string }[] })
        .cspViolations,
  );
}

/** Computed look of the card inside the widget's shadow root. */
function probe(page: Page) {
  return page.locator('fx-simulator').evaluate((el) => {
    const card = el.shadowRoot?.querySelector('[part~="card"]');
    const style = card ? getComputedStyle(card) : undefined;
    return {
      hasShadow: el.shadowRoot !== null,
      fontFamily: style?.fontFamily ?? '',
      brandBar: style?.borderTopColor ?? '',
      brandBarWidth: style?.borderTopWidth ?? '',
      borderStyle: style?.borderTopStyle ?? '',
    };
  });
}

async function expectStyledWithoutViolations(page: Page): Promise<void> {
  const widget = page.locator('fx-simulator');
  await expect(widget.getByText('Demo Câmbio').first()).toBeVisible({ timeout: 15_000 });
  // A first quote too: scripts and API calls from our origin pass the policy.
  await expect(widget.getByLabel(/You send|Você envia/)).not.toHaveValue('', { timeout: 15_000 });
  const look = await probe(page);
  expect(look.hasShadow).toBe(true);
  // The system font stack, not the hostile page's Comic Sans nor the browser's Times.
  expect(look.fontFamily).toMatch(/system-ui|-apple-system|Segoe UI|Roboto/);
  expect(look.fontFamily).not.toMatch(/comic/i);
  expect(look).toMatchObject({ brandBar: DEMO_BAR, brandBarWidth: '4px' });
  expect(look.borderStyle).not.toBe('dashed');
  const styleViolations = (await violations(page)).filter((v) => v.directive.startsWith('style'));
  expect(styleViolations).toEqual([]);
}

test.describe('the widget under a strict CSP with a nonce', () => {
  test('is styled through constructable style sheets, with no style violation', async ({
    page,
  }) => {
    await openUnderStrictCsp(page);
    await expectStyledWithoutViolations(page);
    // Nothing at all was blocked: no inline script, no foreign connection either.
    expect(await violations(page)).toEqual([]);
  });

  test('is styled through a nonced <style> where adoptedStyleSheets is missing', async ({
    page,
  }) => {
    // An older browser: the fallback `<style>` must carry the script tag's nonce.
    await page.addInitScript(() => {
      delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    });
    await openUnderStrictCsp(page);
    await expectStyledWithoutViolations(page);
    const nonced = await page
      .locator('fx-simulator')
      .evaluate((el) =>
        [...(el.shadowRoot?.querySelectorAll('style') ?? [])].map((style) => style.nonce),
      );
    expect(nonced.length).toBeGreaterThan(0);
    expect(nonced.every((nonce) => nonce === 'abc123')).toBe(true);
  });
});
