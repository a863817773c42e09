/**
 * Manager tokens (spec operations §5.1 "Admin spread", §6.5, spec platform §6 Administrator):
 * an administrator types the code a manager gave them ("Enter admin code", "validate token") to
 * quote with a spread below the correspondent's minimum. A code not in force answers
 * INVALID_MANAGER_TOKEN 'The token entered is not valid!'.
 *
 * Guessing is bounded: each administrator may fail {@link MAX_FAILURES} times in
 * {@link FAILURE_WINDOW_MS}; after that every check answers RATE_LIMITED until the window ends,
 * before the code is looked at. Counters live in process memory (as the sign-in limits do).
 * @module
 */
import type { Kysely } from 'kysely';
import { createManagerTokenRepository } from '../db/repositories/manager-token-repository';
import type { Database } from '../db/schema';
import { AppError } from '../errors/app-error';
import { systemClock, type Clock } from './clock';
import { hashManagerToken } from './manager-token-hash';

/** Failed checks allowed per administrator in one window. */
export const MAX_FAILURES = 10;

/** The window of {@link MAX_FAILURES}, ms (15 minutes). */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** Most administrators whose failures are remembered at once; the oldest go first. */
const MAX_TRACKED = 10_000;

/** Checks manager tokens. */
export interface ManagerTokenService {
  /**
   * Resolves when `token` is a code in force for `correspondentId`; throws INVALID_MANAGER_TOKEN
   * otherwise (counted against `userId`), or RATE_LIMITED once `userId` failed too often.
   */
  assertValid(input: { correspondentId: number; userId: number; token: string }): Promise<void>;
}

/** Dependencies of {@link createManagerTokenService}. */
export interface ManagerTokenServiceDeps {
  db: Kysely<Database>;
  clock?: Clock;
}

/** Creates the service. */
export function createManagerTokenService({
  db,
  clock = systemClock,
}: ManagerTokenServiceDeps): ManagerTokenService {
  const tokens = createManagerTokenRepository(db);
  // Per administrator: failures in the current window and when it ends (ms since epoch).
  const failures = new Map<number, { count: number; resetAt: number }>();

  function lockedOut(userId: number, now: number): boolean {
    const entry = failures.get(userId);
    if (entry === undefined) return false;
    if (entry.resetAt <= now) {
      failures.delete(userId);
      return false;
    }
    return entry.count >= MAX_FAILURES;
  }

  function countFailure(userId: number, now: number): void {
    const entry = failures.get(userId);
    if (entry === undefined || entry.resetAt <= now) {
      failures.delete(userId);
      failures.set(userId, { count: 1, resetAt: now + FAILURE_WINDOW_MS });
      if (failures.size > MAX_TRACKED) {
        const oldest = failures.keys().next();
        if (!oldest.done) failures.delete(oldest.value);
      }
      return;
    }
    entry.count += 1;
  }

  return {
    async assertValid({ correspondentId, userId, token }) {
      const at = clock();
      const now = at.getTime();
      if (lockedOut(userId, now)) throw new AppError('RATE_LIMITED');
      const trimmed = token.trim();
      const valid =
        trimmed !== '' && (await tokens.isActive(correspondentId, hashManagerToken(trimmed), at));
      if (!valid) {
        countFailure(userId, now);
        throw new AppError('INVALID_MANAGER_TOKEN');
      }
    },
  };
}
