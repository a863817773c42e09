/**
 * Prints issue 15's page figures with their budgets beside them, ✓ or ✗: Lighthouse on each page
 * (`lighthouse.ts`) and the widgets' JavaScript on a host page (`widget-transfer.ts`). Prints,
 * never asserts: the budgets are read by people.
 */
import { LIGHTHOUSE_PAGES, PERFORMANCE_BUDGET, auditPages, type PageAudit } from './lighthouse';
import { printDiagnostics } from './lighthouse-diagnostics';
import { kb } from './widget-sizes';
import { measureWidgetTransfer } from './widget-transfer';

/** Issue 15: a page embedding one widget, at most this much JavaScript transferred. */
export const ONE_WIDGET_BUDGET_BYTES = 45 * 1024;
/** Issue 15: a page embedding two widgets, at most this many times the page with one. */
export const TWO_WIDGETS_BUDGET_RATIO = 1.3;

/** A budget in whole KB, as the issue states it. */
const budgetKb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
const mark = (ok: boolean | undefined) => (ok === undefined ? '?' : ok ? '✓' : '✗');
const text = (value: number | undefined, format: (value: number) => string) =>
  value === undefined ? 'n/a' : format(value);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const within = (value: number | undefined, budget: number) =>
  value === undefined ? undefined : value <= budget;
const atLeast = (value: number | undefined, budget: number) =>
  value === undefined ? undefined : value >= budget;

function pageRow(audit: PageAudit): string {
  const page = LIGHTHOUSE_PAGES.find((candidate) => candidate.path === audit.path);
  const budget = page?.scriptBudgetBytes;
  const score = (value: number | undefined, floor: number) =>
    `${text(value, String).padStart(3)} ${mark(atLeast(value, floor))}`;
  const script =
    budget === undefined
      ? text(audit.scriptBytes, kb)
      : `${text(audit.scriptBytes, kb)} ${mark(within(audit.scriptBytes, budget))} (≤ ${budgetKb(budget)})`;
  const cells = [
    audit.path.padEnd(12),
    score(audit.performance, PERFORMANCE_BUDGET).padStart(6),
    score(audit.accessibility, 100).padStart(6),
    score(audit.bestPractices, 100).padStart(6),
    text(audit.fcpMs, seconds).padStart(7),
    text(audit.lcpMs, seconds).padStart(7),
    text(audit.tbtMs, (ms) => `${ms.toFixed(0)} ms`).padStart(8),
    text(audit.cls, (cls) => cls.toFixed(3)).padStart(6),
    text(audit.totalBytes, kb).padStart(9),
    script,
  ];
  const runs =
    audit.runScores.length > 1
      ? `  runs: ${audit.runScores.map((s) => s ?? 'n/a').join(', ')}`
      : '';
  const error = audit.errors.length === 0 ? '' : `  (no score: ${audit.errors.join('; ')})`;
  return `  ${cells.join('  ')}${runs}${error}`;
}

/**
 * Runs Lighthouse `runs` times on each page of issue 15 at `origin` (or on those of `paths`) and
 * prints the figures, with each page's main-thread diagnostics when `diagnostics` is set.
 */
export async function printLighthouse(
  origin: string,
  runs: number,
  { paths, diagnostics = false }: { paths?: readonly string[]; diagnostics?: boolean } = {},
): Promise<void> {
  const median = runs > 1 ? `median of ${runs} runs` : '1 run; LIGHTHOUSE_RUNS=3 for a median';
  console.log(
    `\nLighthouse (mobile: simulated slow 4G, 4× CPU slowdown; empty cache; ${median}; budgets: performance ≥ ${PERFORMANCE_BUDGET}, accessibility and best practices 100)`,
  );
  const started = Date.now();
  const pages = LIGHTHOUSE_PAGES.filter((page) => paths === undefined || paths.includes(page.path));
  const audits = await auditPages(origin, pages, runs);
  if (audits === undefined) {
    console.log('  skipped: no Chromium at /usr/bin/chromium (or CHROMIUM_PATH)');
    return;
  }
  const header = ['page'.padEnd(12), 'perf'.padStart(6), 'a11y'.padStart(6), 'b.p.'.padStart(6)];
  header.push('FCP'.padStart(7), 'LCP'.padStart(7), 'TBT'.padStart(8), 'CLS'.padStart(6));
  header.push('total'.padStart(9), 'JS (transferred)');
  console.log(`  ${header.join('  ')}`);
  for (const audit of audits) console.log(pageRow(audit));
  console.log(
    `  (total and JS: bytes on the wire, headers and compressed bodies; ${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  if (diagnostics) {
    for (const audit of audits) printDiagnostics(audit.path, audit.diagnostics);
  }
}

/** Prints each widget's JavaScript on a host page, then two widgets' against one. */
export async function printWidgetTransfer(origin: string): Promise<void> {
  console.log(
    `\nWidgets on a host page (JavaScript transferred from /widgets/: headers and bodies as sent; empty cache; budgets: one widget ≤ ${budgetKb(ONE_WIDGET_BUDGET_BYTES)}, two ≤ ${TWO_WIDGETS_BUDGET_RATIO}× one)`,
  );
  const pages = await measureWidgetTransfer(origin);
  if (pages === undefined) {
    console.log('  skipped: no Chromium at /usr/bin/chromium (or CHROMIUM_PATH)');
    return;
  }
  const alone = new Map(pages.map((page) => [page.label, page.widgetScriptBytes]));
  for (const page of pages) {
    const bytes = kb(page.widgetScriptBytes).padStart(9);
    const [first] = page.label.split(' + ');
    const one = page.label.includes(' + ') && first !== undefined ? alone.get(first) : undefined;
    const budget =
      one === undefined
        ? `${mark(within(page.widgetScriptBytes, ONE_WIDGET_BUDGET_BYTES))} (≤ ${budgetKb(ONE_WIDGET_BUDGET_BYTES)})`
        : `= ${(page.widgetScriptBytes / one).toFixed(2)}× the ${first} alone ${mark(page.widgetScriptBytes <= one * TWO_WIDGETS_BUDGET_RATIO)} (≤ ${TWO_WIDGETS_BUDGET_RATIO}×)`;
    const other =
      page.otherScriptBytes > 0
        ? `; + ${kb(page.otherScriptBytes)} of JS in the checkout's frame (a portal page)`
        : '';
    console.log(
      `  ${page.label.padEnd(22)} ${bytes} ${budget}  ${page.widgetScripts} scripts, ${page.encodings.join('/')}${other}`,
    );
  }
}
