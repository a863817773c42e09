/**
 * Fixed-window attempt limits (issue 13 "Shared rate limits"; design §4 "shared state"): sign-in
 * failures, registrations, existence checks, wrong codes, invitations, recovery e-mails, wrong
 * current passwords, CEP lookups and manager-token failures. `hit(key)` counts one attempt and
 * says whether it is still within the limit; `release(key, windowEndsAt)` takes it back.
 *
 * The counters live in the database (`attempt_counters`), never in process memory: N processes
 * on one database enforce one limit, and a restart keeps it. Each hit is one atomic upsert, so
 * concurrent hits let exactly `max` through. Keys are stored as their SHA-256, so the table
 * holds no e-mail or client address. Time comes from the injected clock, so tests move it.
 *
 * A guess that costs a slow check (a password hash, a code, a manager token) goes through
 * {@link guardedAttempt}: it takes its slot before the check and gives it back when the check
 * passes, so guesses sent at once cannot all be checked before the first failure is counted
 * (issue 14).
 * @module
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createAttemptCounterRepository } from '../db/repositories/attempt-counter-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { systemClock, type Clock } from './clock';

/** One limit: `max` attempts per `windowMs`. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
}

/** The answer of one counted attempt. */
export interface AttemptResult {
  allowed: boolean;
  /** Whole seconds until the window ends (the `retry-after` header); 0 when allowed. */
  retryAfterSeconds: number;
}

/** A counted attempt: the answer and the window it counted in. */
export interface CountedAttempt extends AttemptResult {
  /** The end of the window the hit counted in: what {@link AttemptLimiter.release} names. */
  windowEndsAt: Date;
}

/** Counts attempts per key against one {@link AttemptLimit}. */
export interface AttemptLimiter {
  /** Counts an attempt for `key`; refused once the window already holds `max`. */
  hit(key: string): Promise<CountedAttempt>;
  /**
   * Takes back a hit of `key` counted in the window ending at `windowEndsAt` (an attempt that
   * turned out not to count). Nothing when that window has ended since.
   */
  release(key: string, windowEndsAt: Date): Promise<void>;
}

/** Makes the limiter of one limit, over the shared counters (built once per app). */
export type AttemptLimiterFactory = (limit: AttemptLimit) => AttemptLimiter;

/** A limiter and the key an attempt counts against. */
export type AttemptCheck = readonly [AttemptLimiter, string];

/** Dependencies of {@link createAttemptLimiter}. */
export interface AttemptLimiterDeps {
  db: Kysely<Database>;
  limit: AttemptLimit;
  clock?: Clock;
}

/**
 * Housekeeping: a window that ended is worth nothing (a hit starts a new one in the same row),
 * but keys that never come back would stay forever. Whenever a hit opens a new window (at most
 * once per key and window, so as often as rows can appear) it also deletes up to
 * {@link SWEEP_BATCH} rows whose window ended more than {@link SWEEP_AFTER_MS} ago: one indexed
 * range scan that usually finds nothing, and the table stays bounded by the keys of the last
 * day without a job. The day of grace keeps a returning key's row instead of churning it.
 */
const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/** Most expired rows one sweep deletes, so no hit pays for a large backlog at once. */
const SWEEP_BATCH = 100;

/** The stored form of a key: hex SHA-256, so no e-mail or address reaches the table. */
function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

function secondsUntil(endsAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000));
}

const ALLOWED: AttemptResult = { allowed: true, retryAfterSeconds: 0 };

/** A limiter of `limit` per key, over the database's counters, on `clock`. */
export function createAttemptLimiter({
  db,
  limit,
  clock = systemClock,
}: AttemptLimiterDeps): AttemptLimiter {
  const counters = createAttemptCounterRepository(db);
  return {
    async hit(key) {
      const now = clock();
      const window = await counters.hit(hashKey(key), now, limit.windowMs);
      if (window.count === 1) {
        await counters.deleteEnded(new Date(now.getTime() - SWEEP_AFTER_MS), SWEEP_BATCH);
      }
      // Refused hits are counted too (the count passes `max`): the window's end does not move,
      // so the answer is the same as not counting them, and the upsert stays one statement.
      return window.count <= limit.max
        ? { ...ALLOWED, windowEndsAt: window.endsAt }
        : {
            allowed: false,
            retryAfterSeconds: secondsUntil(window.endsAt, now),
            windowEndsAt: window.endsAt,
          };
    },
    async release(key, windowEndsAt) {
      await counters.release(hashKey(key), windowEndsAt);
    },
  };
}

/** Counts an attempt on each limiter in turn; RATE_LIMITED (with the wait) at the first refusal. */
export async function countAttempt(checks: readonly AttemptCheck[]): Promise<void> {
  for (const [limiter, key] of checks) {
    const result = await limiter.hit(key);
    if (!result.allowed) {
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: result.retryAfterSeconds });
    }
  }
}

/**
 * Runs one guarded attempt (a password, a code or a manager token checked), counted on every
 * limiter before it runs: concurrent guesses take the window's slots one by one, and those past
 * the limit answer RATE_LIMITED without being checked. An attempt that `isFailure` does not
 * call a failure (it passed, or failed for another reason) gives its slots back, so only
 * failures limit the next attempts. A refused attempt gives back the slots it took on the
 * limiters before the one that refused it.
 */
export async function guardedAttempt<T>(
  checks: readonly AttemptCheck[],
  attempt: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
): Promise<T> {
  const taken: { limiter: AttemptLimiter; key: string; windowEndsAt: Date }[] = [];
  const giveBack = () =>
    Promise.all(taken.map(({ limiter, key, windowEndsAt }) => limiter.release(key, windowEndsAt)));
  for (const [limiter, key] of checks) {
    const result = await limiter.hit(key);
    if (!result.allowed) {
      await giveBack();
      throw new AppError('RATE_LIMITED', { retryAfterSeconds: result.retryAfterSeconds });
    }
    taken.push({ limiter, key, windowEndsAt: result.windowEndsAt });
  }
  try {
    const value = await attempt();
    await giveBack();
    return value;
  } catch (error) {
    if (!isFailure(error)) await giveBack();
    throw error;
  }
}
