/**
 * The WCAG 2.2 AA scan of the ui-guide's "Accessibility", one way for every spec: axe-core over the
 * page as it stands (widgets' shadow roots included), violations listed as `rule: targets` so a
 * failure names what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rule sets the ui-guide holds the product to. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/** Options of {@link expectAccessible}. */
export interface ScanOptions {
  /** Only this part of the page (a CSS selector), e.g. an open dialog's widget. */
  include?: string;
  /** Every violation, not only the serious and critical ones. */
  all?: boolean;
}

/** The page's WCAG 2.2 AA violations (serious and critical unless `all`), as `rule: targets`. */
export async function violations(page: Page, options: ScanOptions = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  if (options.include !== undefined) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => options.all === true || v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No serious or critical WCAG 2.2 AA violation (or none at all, with `all`). */
export async function expectAccessible(page: Page, options: ScanOptions = {}): Promise<void> {
  expect(await violations(page, options)).toEqual([]);
}
