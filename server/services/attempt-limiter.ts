/**
 * Fixed-window attempt limits (issue 13 "Shared rate limits"; design §4 "shared state"): sign-in
 * failures, registrations, existence checks, wrong codes, invitations, recovery e-mails, wrong
 * current passwords, CEP lookups and manager-token failures. `hit(key)` counts one attempt and
 * says whether it is still within the limit; `peek(key)` only looks.
 *
 * The counters live in the database (`attempt_counters`), never in process memory: N processes
 * on one database enforce one limit, and a restart keeps it. Each hit is one atomic upsert, so
 * concurrent hits let exactly `max` through. Keys are stored as their SHA-256, so the table
 * holds no e-mail or client address. Time comes from the injected clock, so tests move it.
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

/** The answer of one counted (or peeked) attempt. */
export interface AttemptResult {
  allowed: boolean;
  /** Whole seconds until the window ends (the `retry-after` header); 0 when allowed. */
  retryAfterSeconds: number;
}

/** Counts attempts per key against one {@link AttemptLimit}. */
export interface AttemptLimiter {
  /** Counts an attempt for `key`; refused once the window already holds `max`. */
  hit(key: string): Promise<AttemptResult>;
  /** Whether `key` is over its limit now, without counting. */
  peek(key: string): Promise<AttemptResult>;
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

function refusedUntil(endsAt: Date, now: Date): AttemptResult {
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt.getTime() - now.getTime()) / 1000)),
  };
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
      return window.count <= limit.max ? ALLOWED : refusedUntil(window.endsAt, now);
    },
    async peek(key) {
      const now = clock();
      const window = await counters.current(hashKey(key), now);
      if (window === undefined || window.count < limit.max) return ALLOWED;
      return refusedUntil(window.endsAt, now);
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

/** Counts an attempt on every limiter without refusing it (a failure that limits the next ones). */
export async function recordAttempt(checks: readonly AttemptCheck[]): Promise<void> {
  for (const [limiter, key] of checks) await limiter.hit(key);
}

/** RATE_LIMITED (with the longest wait) when any limiter is already over its limit; counts nothing. */
export async function assertNotLimited(checks: readonly AttemptCheck[]): Promise<void> {
  let wait = 0;
  for (const [limiter, key] of checks) {
    const result = await limiter.peek(key);
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
  }
  if (wait > 0) throw new AppError('RATE_LIMITED', { retryAfterSeconds: wait });
}
