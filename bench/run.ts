/**
 * `npm run bench`: prints figures, asserts nothing (budgets are read by people, not tests).
 * 1. gzip weight of each widget as a host page loads it (entry script + every chunk it can load);
 * 2. requests per second of the correspondent lookup beside a bare Fastify route, same run,
 *    same machine, server in a child process and load from this one (loopback only, bounded).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
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

async function startTarget(): Promise<{ ports: { app: number; bare: number }; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const ports = await new Promise<{ app: number; bare: number }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as { app: number; bare: number }));
  });
  return { ports, stop: () => child.kill('SIGTERM') };
}

async function rps(url: string, expect: '2xx' | '4xx' = '2xx'): Promise<number> {
  // Warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS });
  const unexpected = result.requests.total - result[expect];
  if (unexpected > 0 || result.errors > 0) {
    throw new Error(`${url}: ${unexpected} answers not ${expect}, ${result.errors} errors`);
  }
  return result.requests.average;
}

printSizes();
const target = await startTarget();
try {
  const base = (port: number) => `http://127.0.0.1:${port}`;
  const bareBefore = await rps(`${base(target.ports.bare)}/bare`);
  const app = base(target.ports.app);
  const measured: [string, number][] = [
    ['GET /api/v1/correspondents/demo', await rps(`${app}/api/v1/correspondents/demo`)],
    [
      'GET …/demo/agents?orderByLocation',
      await rps(`${app}/api/v1/correspondents/demo/agents?orderByLocation=true`),
    ],
    [
      'GET …/remittance/outbound (quote)',
      // A real quote: priced, answered, and stored with its expiry behind the answer (the quote
      // writer's batched inserts run in the same process and count here).
      await rps(
        `${app}/api/v2/exchanges/remittance/outbound?currency=USD&value=100000&purposeCode=MAINTENANCE&correspondentId=1`,
      ),
    ],
    ['GET /api/nope (404)', await rps(`${app}/api/nope`, '4xx')],
  ];
  // Bare again at the end, averaged: on a shared machine the load drifts during the run.
  const bareAfter = await rps(`${base(target.ports.bare)}/bare`);
  const bare = (bareBefore + bareAfter) / 2;
  const database = process.env.BENCH_DATABASE_URL === undefined ? 'PGlite' : 'PostgreSQL';
  console.log(
    `\nThroughput (${CONNECTIONS} connections, ${DURATION_SECONDS} s each, loopback, ${database})`,
  );
  console.log(
    `  ${'bare Fastify route'.padEnd(36)} ${bare.toFixed(0).padStart(8)} req/s  (first ${bareBefore.toFixed(0)}, last ${bareAfter.toFixed(0)})`,
  );
  for (const [label, value] of measured) {
    const share = ((value / bare) * 100).toFixed(0);
    console.log(`  ${label.padEnd(36)} ${value.toFixed(0).padStart(8)} req/s  (${share}% of bare)`);
  }
} finally {
  target.stop();
}
