/**
 * The knobs of the hostile-input property test, read from the environment so that a longer or
 * a narrower run is one command away (README, "Tests"):
 * - `FUZZ_RUNS`: cases per route and sender (default 20, which `npm test` runs);
 * - `FUZZ_SEED`: fast-check's seed (default 14, so that every run of CI sends the same cases);
 * - `FUZZ_ROUTE`: one operation only, as `POST /api/v1/remittances/`;
 * - `FUZZ_SENDER`: one sender only (`signed out`, `customer` or `admin`);
 * - `FUZZ_PATH`: replays the counterexample path a failure report printed.
 * @module
 */

/** The options of one run. */
export interface FuzzOptions {
  runs: number;
  seed: number;
  route: string | undefined;
  sender: string | undefined;
  path: string | undefined;
}

/** Cases per route and sender in the default run. */
export const DEFAULT_RUNS = 20;

/** The default seed: the number. */
export const DEFAULT_SEED = 14;

function integerOf(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, not ${text}`);
  return value;
}

function textOf(text: string | undefined): string | undefined {
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/** The options set in `env`. */
export function fuzzOptions(env: NodeJS.ProcessEnv): FuzzOptions {
  return {
    runs: integerOf('FUZZ_RUNS', env.FUZZ_RUNS, DEFAULT_RUNS),
    seed: integerOf('FUZZ_SEED', env.FUZZ_SEED, DEFAULT_SEED),
    route: textOf(env.FUZZ_ROUTE),
    sender: textOf(env.FUZZ_SENDER),
    path: textOf(env.FUZZ_PATH),
  };
}
