/**
 * `npm run bench`: prints figures, asserts nothing (budgets are read by people, not tests).
 * 1. gzip weight of each widget as a host page loads it (entry script + every chunk it can load);
 * 2. the simulator's first quote on the example site in Chromium: how long, and which API
 *    requests came before it (budget: the correspondent and the quotation), see `first-quote.ts`;
 * 3. requests per second of the correspondent lookup beside a bare Fastify route, same run,
 *    same machine, server in a child process and load from this one (loopback only, bounded);
 *    on Linux also the CPU time the server process spent per request (all its threads: the
 *    event loop, PGlite's thread, the garbage collector), a figure that moves far less with the
 *    load of a shared machine than requests per second do (issue 4).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { measureFirstQuote } from './first-quote';
import { WIDGET_DIST, kb, measureWidgets } from './widget-sizes';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

function printSizes(): void {
  console.log('\nWidget bundles (gzip, entry + chunks; budget for the simulator: 40 KB)');
  for (const weight of measureWidgets(WIDGET_DIST)) {
    console.log(
      `  ${weight.widget.padEnd(22)} ${kb(weight.gzipBytes).padStart(9)}  (${weight.files.length} files)`,
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

printSizes();
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

try {
  const base = (port: number) => `http://127.0.0.1:${port}`;
  await printFirstQuote(base(target.ports.app));
  const bareBefore = await measure(`${base(target.ports.bare)}/bare`);
  const app = base(target.ports.app);
  const measured: [string, Figure][] = [
    ['GET /api/v1/correspondents/demo', await measure(`${app}/api/v1/correspondents/demo`)],
    [
      'GET …/demo/agents?orderByLocation',
      await measure(`${app}/api/v1/correspondents/demo/agents?orderByLocation=true`),
    ],
    [
      'GET …/remittance/outbound (quote)',
      // A real quote: priced, answered, and stored with its expiry behind the answer (the quote
      // writer's batched inserts run in the same process and count here).
      await measure(
        `${app}/api/v2/exchanges/remittance/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE&correspondentId=1`,
      ),
    ],
    ['GET /api/nope (404)', await measure(`${app}/api/nope`, '4xx')],
  ];
  // Bare again at the end, averaged: on a shared machine the load drifts during the run.
  const bareAfter = await measure(`${base(target.ports.bare)}/bare`);
  const bare = (bareBefore.rps + bareAfter.rps) / 2;
  const bareCpu =
    bareBefore.cpuMicros === undefined || bareAfter.cpuMicros === undefined
      ? undefined
      : (bareBefore.cpuMicros + bareAfter.cpuMicros) / 2;
  const database = process.env.BENCH_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL';
  console.log(
    `\nThroughput (${CONNECTIONS} connections, ${DURATION_SECONDS} s each, loopback, ${database})`,
  );
  console.log(
    `  ${'bare Fastify route'.padEnd(36)} ${bare.toFixed(0).padStart(8)} req/s  (first ${bareBefore.rps.toFixed(0)}, last ${bareAfter.rps.toFixed(0)})${cpuText({ rps: bare, cpuMicros: bareCpu })}`,
  );
  for (const [label, figure] of measured) {
    const share = `(${((figure.rps / bare) * 100).toFixed(0)}% of bare)`;
    console.log(
      `  ${label.padEnd(36)} ${figure.rps.toFixed(0).padStart(8)} req/s  ${share.padEnd(14)}${cpuText(figure)}`,
    );
  }
  if (bareCpu !== undefined) {
    console.log(
      '  (CPU/req: the server process, every thread; not the load generator, nor a PostgreSQL server)',
    );
  }
} finally {
  target.stop();
}
