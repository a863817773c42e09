// `npm test`: every check, stage by stage, stopping at the first that fails, then a table of each
// stage's wall time and the total (issue 35), so a stage that grows is seen the day it grows.
// `.ci/run` passes the time its install took as STAGE_INSTALL_SECONDS, so its table has it too.
import { spawnSync } from 'node:child_process';

const stages = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['unit', 'npm run test:unit'],
  ['server', 'npm run test:server'],
  ['build', 'npm run build'],
  ['e2e', 'npm run test:e2e'],
];

/** Rows of the table: stage, seconds, outcome. */
const rows = [];
if (process.env.STAGE_INSTALL_SECONDS) {
  rows.push(['install', Number(process.env.STAGE_INSTALL_SECONDS), 'ok']);
}

let failed;
for (const [name, command] of stages) {
  const started = process.hrtime.bigint();
  console.log(`\n── ${name}: ${command}`);
  const { status, signal } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = status === 0;
  rows.push([name, seconds, ok ? 'ok' : `failed (${signal ?? `exit ${status}`})`]);
  if (!ok) {
    failed = name;
    break;
  }
}

const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`.padStart(6);
};
console.log('\nstage        time  outcome');
for (const [name, seconds, outcome] of rows) {
  console.log(`${name.padEnd(10)} ${clock(seconds)}  ${outcome}`);
}
console.log(`${'total'.padEnd(10)} ${clock(total)}`);
if (failed !== undefined) {
  console.log(`\nnpm test stopped at the ${failed} stage.`);
  process.exit(1);
}
