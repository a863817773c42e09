// The order proof of issue 35, run by hand (it takes longer than CI should): the journeys pass
//   reverse   every spec file last to first, one worker (e2e/reverse-order.config.ts);
//   each      every spec file alone, each on a fresh server and data folder.
// `node scripts/e2e-isolation.mjs reverse|each [filter]`; it prints one line per run and a summary.
// Needs `npm run build` first, as `npm run test:e2e` does.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const [mode, filter = ''] = process.argv.slice(2);

function specFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return specFiles(path);
    return entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

function playwright(args) {
  const started = Date.now();
  // A fresh data folder for each run: playwright.config.ts makes one unless E2E_DATA_DIR is set.
  const env = { ...process.env };
  delete env.E2E_DATA_DIR;
  const result = spawnSync('npx', ['playwright', 'test', ...args], { stdio: 'inherit', env });
  return { ok: result.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

if (mode === 'reverse') {
  const { ok, seconds } = playwright(['-c', 'e2e/reverse-order.config.ts', '--reporter=line']);
  console.log(`\nreverse file order: ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
  process.exit(ok ? 0 : 1);
} else if (mode === 'each') {
  const files = specFiles('e2e')
    .filter((file) => file.includes(filter))
    .sort();
  const failed = [];
  for (const file of files) {
    // --no-deps: a shared-state spec alone, without first running every other file.
    const { ok, seconds } = playwright([file, '--no-deps', '--workers=1', '--reporter=dot']);
    console.log(`${ok ? 'passed' : 'FAILED'} ${file} (${seconds} s)`);
    if (!ok) failed.push(file);
  }
  console.log(`\n${files.length - failed.length}/${files.length} spec files pass alone`);
  if (failed.length > 0) console.log(`failed alone:\n  ${failed.join('\n  ')}`);
  process.exit(failed.length === 0 ? 0 : 1);
} else {
  console.error('usage: node scripts/e2e-isolation.mjs reverse|each [filter]');
  process.exit(2);
}
