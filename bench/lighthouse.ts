/**
 * Lighthouse on the portal's pages and the example site (issue 15), in Debian's Chromium started
 * by chrome-launcher (Lighthouse's own launcher). Lighthouse's defaults: the mobile profile, with
 * simulated throttling (slow 4G, 4× CPU slowdown), storage and cache cleared before each run.
 * With several runs a page is given by its median run on the performance score, so the figures
 * printed together come from one load.
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium';
import { diagnosticsOf, type PageDiagnostics } from './lighthouse-diagnostics';

/** A page Lighthouse audits, with the budget on its first-load JavaScript if it has one. */
export interface AuditedPage {
  path: string;
  /** JavaScript transferred on first load, at most (issue 15); none for the example site. */
  scriptBudgetBytes?: number;
}

/** The pages of issue 15: the landing page, a correspondent's, its login, the example site. */
export const LIGHTHOUSE_PAGES: readonly AuditedPage[] = [
  { path: '/', scriptBudgetBytes: 100 * 1024 },
  { path: '/demo', scriptBudgetBytes: 130 * 1024 },
  { path: '/demo/login' },
  { path: '/examples/' },
];

/** Issue 15: performance at least 95 on every page; accessibility and best practices stay 100. */
export const PERFORMANCE_BUDGET = 95;

/** What Lighthouse found on one page (its median run when there were several). */
export interface PageAudit {
  path: string;
  /** Category scores, 0–100; undefined when Lighthouse could not score one. */
  performance: number | undefined;
  accessibility: number | undefined;
  bestPractices: number | undefined;
  /** Performance score of every run, in order. */
  runScores: (number | undefined)[];
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  /** Bytes transferred on the wire (headers and compressed bodies), all requests. */
  totalBytes: number | undefined;
  /** Bytes transferred for scripts. */
  scriptBytes: number | undefined;
  /** Why runs without a performance score have none, each reason once. */
  errors: string[];
  /** Where the main thread's time went in that run. */
  diagnostics: PageDiagnostics;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? undefined : Math.round(value * 100);
};

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue;

/** A row's transfer size in the resource summary (`script`, `total`, …). */
function transferred(lhr: Result, resourceType: string): number | undefined {
  const details = lhr.audits['resource-summary']?.details;
  if (details?.type !== 'table') return undefined;
  const row = details.items.find((item) => item.resourceType === resourceType);
  return typeof row?.transferSize === 'number' ? row.transferSize : undefined;
}

/** The run's own error, or the first scoring metric's, when the performance score is missing. */
function failure(lhr: Result): string | undefined {
  if (score(lhr, 'performance') !== undefined) return undefined;
  if (lhr.runtimeError !== undefined) return lhr.runtimeError.message;
  const audits = lhr.categories.performance?.auditRefs ?? [];
  const failed = audits.find((ref) => ref.weight > 0 && lhr.audits[ref.id]?.errorMessage);
  return failed === undefined ? 'no score' : `${failed.id}: ${lhr.audits[failed.id]?.errorMessage}`;
}

/**
 * The page's figures from its median run by performance score, among the runs that have one (a
 * run without a score is shown apart, with why).
 */
function summarise(path: string, runs: Result[]): PageAudit {
  const scored = runs.filter((run) => score(run, 'performance') !== undefined);
  const byScore = scored.sort(
    (a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0),
  );
  const lhr = (byScore[byScore.length >> 1] ?? runs[0]) as Result;
  const errors = runs.map(failure).filter((error) => error !== undefined);
  return {
    path,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    runScores: runs.map((run) => score(run, 'performance')),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: transferred(lhr, 'total'),
    scriptBytes: transferred(lhr, 'script'),
    errors: [...new Set(errors)],
    diagnostics: diagnosticsOf(lhr),
  };
}

/**
 * Runs Lighthouse `runs` times on each page of `origin`, one page after another in one browser;
 * undefined without a Chromium.
 */
export async function auditPages(
  origin: string,
  pages: readonly AuditedPage[],
  runs: number,
): Promise<PageAudit[] | undefined> {
  const chromePath = chromiumPath();
  if (chromePath === undefined) return undefined;
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const audits: PageAudit[] = [];
    for (const page of pages) {
      const results: Result[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        });
        if (result === undefined) throw new Error(`Lighthouse gave no result for ${page.path}`);
        results.push(result.lhr);
      }
      audits.push(summarise(page.path, results));
    }
    return audits;
  } finally {
    chrome.kill();
  }
}
