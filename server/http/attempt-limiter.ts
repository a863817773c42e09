/**
 * Fixed-window attempt counters for the account endpoints (existence check per address, code
 * verification per account and per address, invitations, recovery e-mails): `hit(key)` counts
 * one attempt and says whether it is still within the limit. Kept in process memory, bounded by
 * an LRU (an attacker varying keys evicts the oldest windows, never grows memory), on the clock
 * the services use so tests can move time. Like the sign-in limiter, each process counts on its
 * own (a shared store is a later step).
 * @module
 */
import { LRUCache } from 'lru-cache';
import type { Clock } from '../services/clock';

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

/** Counts attempts per key. */
export interface AttemptLimiter {
  /** Counts an attempt for `key`; refused once the window already holds `max`. */
  hit(key: string): AttemptResult;
  /** Whether `key` is over its limit now, without counting. */
  peek(key: string): AttemptResult;
}

/** Most keys remembered at once. */
const MAX_KEYS = 10_000;

/** A limiter of `limit` per key, on `clock`. */
export function createAttemptLimiter(limit: AttemptLimit, clock: Clock): AttemptLimiter {
  const windows = new LRUCache<string, { count: number; endsAt: number }>({ max: MAX_KEYS });

  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window === undefined || window.endsAt <= now) return undefined;
    return window;
  };
  const refused = (endsAt: number, now: number): AttemptResult => ({
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
  });

  return {
    hit(key) {
      const now = clock().getTime();
      const window = current(key, now);
      if (window === undefined) {
        windows.set(key, { count: 1, endsAt: now + limit.windowMs });
        return { allowed: limit.max >= 1, retryAfterSeconds: 0 };
      }
      if (window.count >= limit.max) return refused(window.endsAt, now);
      window.count += 1;
      return { allowed: true, retryAfterSeconds: 0 };
    },
    peek(key) {
      const now = clock().getTime();
      const window = current(key, now);
      if (window === undefined || window.count < limit.max) {
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return refused(window.endsAt, now);
    },
  };
}
