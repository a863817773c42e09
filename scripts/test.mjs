// `npm test`: every check, stage by stage, stopping at the first stage that fails, then a table of
// each stage's wall time and the total (issue 35), so a stage that grows is seen the day it grows.
// `.ci/run` passes the time its install took as STAGE_INSTALL_SECONDS, so its table has it too.
//
// Lint and the type check each keep one core busy for about half a minute: they run side by side,
// their output printed as each ends. Every other stage uses both cores on its own.
import { spawn } from 'node:child_process';

/** Stages in order; a stage of several commands runs them at once. */
const stages = [
  [
    ['lint', 'npm run lint'],
    ['typecheck', 'npm run typecheck'],
  ],
  [['unit', 'npm run test:unit']],
  [['server', 'npm run test:server']],
  [['build', 'npm run build']],
  [['e2e', 'npm run test:e2e']],
];

/** Runs `command`; answers its exit code and wall seconds. Output goes straight through, or is
 * kept and printed at the end when `buffered` (commands that run beside another). */
function run(name, command, buffered) {
  const started = process.hrtime.bigint();
  console.log(`\n── ${name}: ${command}${buffered ? ' (output when it ends)' : ''}`);
  const child = spawn(command, { shell: true, stdio: buffered ? 'pipe' : 'inherit' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (buffered) {
        console.log(`\n── ${name} ended:`);
        process.stdout.write(Buffer.concat(output));
      }
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({
        name,
        seconds,
        outcome: code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`,
      });
    });
  });
}

const startedAll = process.hrtime.bigint();
/** Rows of the table: stage, seconds, outcome. */
const rows = [];
const install = Number(process.env.STAGE_INSTALL_SECONDS ?? 0);
if (install > 0) rows.push({ name: 'install', seconds: install, outcome: 'ok' });

let failed;
for (const stage of stages) {
  const together = stage.length > 1;
  const results = await Promise.all(stage.map(([name, command]) => run(name, command, together)));
  for (const result of results) {
    rows.push({
      ...result,
      outcome: together ? `${result.outcome}, beside the other` : result.outcome,
    });
  }
  failed = results.find((result) => !result.outcome.startsWith('ok'));
  if (failed !== undefined) break;
}

const total = install + Number(process.hrtime.bigint() - startedAll) / 1e9;
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`.padStart(6);
};
console.log('\nstage        time  outcome');
for (const { name, seconds, outcome } of rows) {
  console.log(`${name.padEnd(10)} ${clock(seconds)}  ${outcome}`);
}
console.log(
  `${'total'.padEnd(10)} ${clock(total)}  wall time${install > 0 ? ', install included' : ''}`,
);
if (failed !== undefined) {
  console.log(`\nnpm test stopped at the ${failed.name} stage.`);
  process.exit(1);
}
