/**
 * `npm start` builds what is missing before serving (design §3): widget bundles, portal and
 * API reference, each checked by one file it must produce. That file is the brotli copy of a file
 * the step always writes (issue 15): a folder built before precompression existed counts as not
 * built, so it is rebuilt with its `.br` and `.gz` copies rather than served without them.
 * @module
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * One build step: the npm script, and the file whose absence means "not built". Each output is
 * a `.br` copy of a file well above `scripts/precompress.ts`'s 512-byte floor.
 */
export interface BuildStep {
  script: string;
  output: string;
}

/** The build steps, in the order `npm run build` runs them. */
export const BUILD_STEPS: readonly BuildStep[] = [
  { script: 'build:widgets', output: 'dist/widgets/simulator.js.br' },
  { script: 'build:portal', output: 'dist/portal/index.html.br' },
  { script: 'docs', output: 'docs/reference/index.html.br' },
];

/** The steps whose output is missing under `rootDir`. */
export function missingBuildSteps(rootDir: string): BuildStep[] {
  return BUILD_STEPS.filter((step) => !existsSync(path.join(rootDir, step.output)));
}

/** Runs an npm script with inherited output; `true` when it succeeded. */
export type ScriptRunner = (script: string, rootDir: string) => boolean;

const runNpmScript: ScriptRunner = (script, rootDir) => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', script], { cwd: rootDir, stdio: 'inherit' });
  return result.status === 0;
};

/**
 * Builds every missing output. A failed step is reported and skipped rather than fatal: the
 * API still starts, and the page it would have served says what to build.
 * @returns the scripts that failed.
 */
export function ensureBuilt(
  rootDir: string,
  log: (message: string) => void,
  run: ScriptRunner = runNpmScript,
): string[] {
  const failed: string[] = [];
  for (const step of missingBuildSteps(rootDir)) {
    log(`${step.output} is missing: running npm run ${step.script}`);
    if (!run(step.script, rootDir)) {
      log(`npm run ${step.script} failed; continuing without it`);
      failed.push(step.script);
    }
  }
  return failed;
}
