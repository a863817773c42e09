/**
 * `npm run bench`: prints figures, asserts nothing (budgets are read by people, not tests).
 * 1. gzip and brotli weight of each widget as a host page loads it (entry script + every chunk
 *    it can load); browsers get the brotli copy (issue 15);
 * 2. the simulator's first quote on the example site in Chromium: how long, and which API
 *    requests came before it (budget: the correspondent and the quotation), see `first-quote.ts`;
 * 3. Lighthouse on `/`, `/demo`, `/demo/login` and the example site, and each widget's JavaScript
 *    on the wire on a host page, with issue 15's budgets beside the figures, see
 *    `lighthouse-report.ts`;
 * 4. requests per second of the API's endpoints beside a bare Fastify route, same run, same
 *    machine, server in a child process and load from this one (loopback only, bounded); on
 *    Linux also the CPU time the server process spent per request (all its threads: the event
 *    loop, PGlite's thread, the garbage collector), a figure that moves far less with the load of
 *    a shared machine than requests per second do (issue 4).
 *
 * A shared machine's speed drifts within a run (the bare route alone has measured 20–33 µs a
 * request minutes apart), so each endpoint's share is taken against the bare runs just before and
 * after it, and the quote's is the median of three such shares (its 40% budget was withdrawn:
 * issue 13).
 *
 * `BENCH_ONLY=lighthouse` (or any comma-separated list of `sizes`, `first-quote`, `lighthouse`,
 * `throughput`) runs only those parts; `LIGHTHOUSE_RUNS=3` audits each page three times and
 * prints its median run (default: one run); `LIGHTHOUSE_PAGES=/demo,/demo/login` audits only
 * those pages; `LIGHTHOUSE_DIAGNOSTICS=1` prints where each page's main-thread time went.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { measureFirstQuote } from './first-quote';
import { printLighthouse, printWidgetTransfer } from './lighthouse-report';
import { WIDGET_DIST, kb, measureWidgets } from './widget-sizes';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
/** How many times the quote is measured between bare runs (its share: the median). */
const QUOTE_ROUNDS = 3;
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 1) {
  throw new Error(`LIGHTHOUSE_RUNS must be a whole number of 1 or more, got ${LIGHTHOUSE_RUNS}`);
}

/** The bench's parts, in the order they run. */
const SECTIONS = ['sizes', 'first-quote', 'lighthouse', 'throughput'] as const;
type Section = (typeof SECTIONS)[number];
const only = process.env.BENCH_ONLY?.split(',')
  .map((name) => name.trim())
  .filter((name) => name !== '');
const unknown = only?.filter((name) => !(SECTIONS as readonly string[]).includes(name)) ?? [];
if (unknown.length > 0) {
  throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
}
const wanted = (section: Section) => only === undefined || only.includes(section);

function printSizes(): void {
  console.log(
    '\nWidget bundles (entry + chunks; budget for the simulator: 40 KB gzip; browsers get brotli)',
  );
  console.log(`  ${''.padEnd(22)} ${'gzip'.padStart(9)} ${'brotli'.padStart(9)}`);
  for (const weight of measureWidgets(WIDGET_DIST)) {
    console.log(
      `  ${weight.widget.padEnd(22)} ${kb(weight.gzipBytes).padStart(9)} ${kb(weight.brotliBytes).padStart(9)}  (${weight.files.length} files)`,
    );
  }
}

/**
 * CPU seconds the process has used (user + system, every thread), from `/proc/<pid>/stat`;
 * `undefined` where there is no such file (not Linux). Clock ticks are 100 per second on Linux.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function startTarget(): Promise<{
  ports: { app: number; bare: number };
  pid: number | undefined;
  stop: () => void;
}> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ports = await new Promise<{ app: number; bare: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as { app: number; bare: number }));
  });
  return { ports, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/** One measured endpoint: requests per second, and the server's CPU µs per request if known. */
interface Figure {
  rps: number;
  cpuMicros: number | undefined;
}

if (wanted('sizes')) printSizes();
const target = await startTarget();

async function measure(url: string, expect: '2xx' | '4xx' = '2xx'): Promise<Figure> {
  // Warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const before = cpuSeconds(target.pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const after = cpuSeconds(target.pid);
  const unexpected = result.requests.total - result[expect];
  if (unexpected > 0 || result.errors > 0) {
    throw new Error(`${url}: ${unexpected} answers not ${expect}, ${result.errors} errors`);
  }
  const cpuMicros =
    before === undefined || after === undefined || result.requests.total === 0
      ? undefined
      : ((after - before) * 1e6) / result.requests.total;
  return { rps: result.requests.average, cpuMicros };
}

/** The mean CPU per request of some runs, if every one has it. */
function meanCpu(runs: Figure[]): number | undefined {
  const values = runs.map((run) => run.cpuMicros);
  return values.every((value) => value !== undefined) ? mean(values as number[]) : undefined;
}

const cpuText = (figure: Figure) =>
  figure.cpuMicros === undefined ? '' : `  ${figure.cpuMicros.toFixed(0).padStart(4)} µs CPU/req`;

/** Prints the simulator's first quote (issue 4: at most 2 API requests before it). */
async function printFirstQuote(origin: string): Promise<void> {
  console.log('\nSimulator on the example site (Chromium, empty cache, loopback)');
  const first = await measureFirstQuote(origin);
  if (first === undefined) {
    console.log('  skipped: no Chromium at /usr/bin/chromium (or CHROMIUM_PATH)');
    return;
  }
  console.log(`  first quote on screen     ${first.ms.toFixed(0).padStart(5)} ms after navigation`);
  console.log(
    `  API requests before it    ${String(first.requestsBefore.length).padStart(5)}  (budget 2: correspondent, quotation)`,
  );
  for (const path of first.requestsBefore) console.log(`    ${path}`);
}

/** An endpoint's figures beside the bare route's, measured just before and after it. */
interface Share {
  figure: Figure;
  bare: Figure;
  share: number;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

/** Prints the API's requests per second, each beside the bare route's (issues 4 and 13). */
async function printThroughput(ports: { app: number; bare: number }): Promise<void> {
  const base = (port: number) => `http://127.0.0.1:${port}`;
  const bareUrl = `${base(ports.bare)}/bare`;
  const bareRuns: Figure[] = [await measure(bareUrl)];
  /** Measures `url`, then the bare route again; the share is against the two bare runs around it. */
  async function beside(url: string, expect: '2xx' | '4xx' = '2xx'): Promise<Share> {
    const before = bareRuns[bareRuns.length - 1] as Figure;
    const figure = await measure(url, expect);
    const after = await measure(bareUrl);
    bareRuns.push(after);
    const bare = { rps: mean([before.rps, after.rps]), cpuMicros: meanCpu([before, after]) };
    return { figure, bare, share: figure.rps / bare.rps };
  }
  const app = base(ports.app);
  // A real quote: priced, answered, and stored with its expiry behind the answer (the quote
  // writer's batched inserts run in the same process and count here).
  const quoteUrl = `${app}/api/v2/exchanges/remittance/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE&correspondentId=1`;
  const measured: [string, Share][] = [
    ['GET /api/v1/correspondents/demo', await beside(`${app}/api/v1/correspondents/demo`)],
    [
      'GET …/demo/agents?orderByLocation',
      await beside(`${app}/api/v1/correspondents/demo/agents?orderByLocation=true`),
    ],
  ];
  const quotes: Share[] = [];
  for (let round = 0; round < QUOTE_ROUNDS; round++) quotes.push(await beside(quoteUrl));
  const quoteShare = median(quotes.map((quote) => quote.share));
  const quote = quotes.find((candidate) => candidate.share === quoteShare) as Share;
  measured.push(['GET …/remittance/outbound (quote)', quote]);
  measured.push(['GET /api/nope (404)', await beside(`${app}/api/nope`, '4xx')]);
  const bare = { rps: mean(bareRuns.map((run) => run.rps)), cpuMicros: meanCpu(bareRuns) };
  const database = process.env.BENCH_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL';
  console.log(
    `\nThroughput (${CONNECTIONS} connections, ${DURATION_SECONDS} s each, loopback, ${database})`,
  );
  console.log(
    `  ${'bare Fastify route'.padEnd(36)} ${bare.rps.toFixed(0).padStart(8)} req/s  (${bareRuns.length} runs, ${Math.min(...bareRuns.map((run) => run.rps)).toFixed(0)}–${Math.max(...bareRuns.map((run) => run.rps)).toFixed(0)})${cpuText(bare)}`,
  );
  for (const [label, { figure, share }] of measured) {
    const text = `(${(share * 100).toFixed(0)}% of bare)`;
    console.log(
      `  ${label.padEnd(36)} ${figure.rps.toFixed(0).padStart(8)} req/s  ${text.padEnd(14)}${cpuText(figure)}`,
    );
  }
  console.log(
    `  quote's share of bare in each of its ${QUOTE_ROUNDS} rounds: ${quotes.map((q) => `${(q.share * 100).toFixed(0)}%`).join(', ')} (median above; its 40% budget was withdrawn, issue 13)`,
  );
  if (bare.cpuMicros !== undefined) {
    console.log(
      '  (shares: against the bare runs just before and after; CPU/req: the server process, every thread; not the load generator, nor a PostgreSQL server)',
    );
  }
}

try {
  const base = (port: number) => `http://127.0.0.1:${port}`;
  if (wanted('first-quote')) await printFirstQuote(base(target.ports.app));
  if (wanted('lighthouse')) {
    await printLighthouse(base(target.ports.app), LIGHTHOUSE_RUNS, {
      paths: process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim()),
      diagnostics: process.env.LIGHTHOUSE_DIAGNOSTICS === '1',
    });
    await printWidgetTransfer(base(target.ports.app));
  }
  if (wanted('throughput')) await printThroughput(target.ports);
} finally {
  target.stop();
}
