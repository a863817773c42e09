/**
 * Where a page's main-thread time went, from Lighthouse's diagnostics of the run the bench
 * reports (`LIGHTHOUSE_DIAGNOSTICS=1`): the work by kind, the scripts that cost most, the long
 * tasks, and how many scripts the page fetched. The times are Lighthouse's, scaled by its
 * simulated 4× CPU slowdown, so they move with the machine's load as TBT does.
 */
import type lighthouse from 'lighthouse';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** A page's main-thread diagnostics (times in milliseconds). */
export interface PageDiagnostics {
  /** Script requests (Lighthouse's resource summary). */
  scriptRequests: number | undefined;
  /** Main-thread time by kind: script evaluation, style and layout, parsing, … */
  mainThread: { kind: string; ms: number }[];
  /** Each script's main-thread time, its evaluation and its parse and compile, costliest first. */
  scripts: { url: string; totalMs: number; evaluationMs: number; parseMs: number }[];
  /** Tasks of 50 ms or more: the script they are charged to, when they started, how long. */
  longTasks: { url: string; startMs: number; ms: number }[];
}

/** The rows of a table audit, or none. */
function rows(lhr: Result, audit: string): Record<string, unknown>[] {
  const details = lhr.audits[audit]?.details;
  return details?.type === 'table' ? (details.items as Record<string, unknown>[]) : [];
}

const num = (value: unknown) => (typeof value === 'number' ? value : 0);
const str = (value: unknown) => (typeof value === 'string' ? value : String(value));

/** The diagnostics of one run. */
export function diagnosticsOf(lhr: Result): PageDiagnostics {
  const scriptRow = rows(lhr, 'resource-summary').find((row) => row.resourceType === 'script');
  return {
    scriptRequests:
      typeof scriptRow?.requestCount === 'number' ? scriptRow.requestCount : undefined,
    mainThread: rows(lhr, 'mainthread-work-breakdown').map((row) => ({
      kind: str(row.groupLabel),
      ms: num(row.duration),
    })),
    scripts: rows(lhr, 'bootup-time').map((row) => ({
      url: str(row.url),
      totalMs: num(row.total),
      evaluationMs: num(row.scripting),
      parseMs: num(row.scriptParseCompile),
    })),
    longTasks: rows(lhr, 'long-tasks').map((row) => ({
      url: str(row.url),
      startMs: num(row.startTime),
      ms: num(row.duration),
    })),
  };
}

/** A URL without its origin: `/assets/vendor-….js`. */
function shortUrl(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(7);

/** Prints one page's diagnostics under its row. */
export function printDiagnostics(path: string, diagnostics: PageDiagnostics): void {
  const total = diagnostics.mainThread.reduce((sum, row) => sum + row.ms, 0);
  console.log(
    `\n  ${path}: ${diagnostics.scriptRequests ?? '?'} scripts, main thread ${ms(total).trim()}`,
  );
  console.log(
    `    by kind: ${diagnostics.mainThread.map((row) => `${row.kind} ${row.ms.toFixed(0)}`).join(', ')}`,
  );
  console.log('    scripts (main-thread total, evaluation, parse+compile):');
  for (const script of diagnostics.scripts) {
    console.log(
      `      ${ms(script.totalMs)} ${ms(script.evaluationMs)} ${ms(script.parseMs)}  ${shortUrl(script.url)}`,
    );
  }
  console.log('    long tasks (start, duration):');
  for (const task of diagnostics.longTasks) {
    console.log(`      ${ms(task.startMs)} ${ms(task.ms)}  ${shortUrl(task.url)}`);
  }
}
