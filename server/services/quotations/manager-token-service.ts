/**
 * Manager tokens (spec operations §5.1 "Admin spread", §6.5, spec platform §6 Administrator):
 * an administrator types the code a manager gave them ("Enter admin code", "validate token") to
 * quote with a spread below the correspondent's minimum. A code not in force answers
 * INVALID_MANAGER_TOKEN 'The token entered is not valid!'.
 *
 * Guessing is bounded: each administrator may fail {@link MAX_FAILURES} times in
 * {@link FAILURE_WINDOW_MS}; after that every check answers RATE_LIMITED (with `retry-after`)
 * until the window ends, before the code is looked at. The counters are the shared ones of
 * `attempt-limiter.ts` (issue 13): one limit across processes and restarts.
 * @module
 */
import type { Kysely } from 'kysely';
import { createManagerTokenRepository } from '../../db/repositories/manager-token-repository';
import type { Database } from '../../db/schema';
import { AppError, isAppError } from '../../errors/app-error';
import { createAttemptLimiter, guardedAttempt } from '../attempt-limiter';
import { systemClock, type Clock } from '../clock';
import { hashManagerToken } from './manager-token-hash';

/** Failed checks allowed per administrator in one window. */
export const MAX_FAILURES = 10;

/** The window of {@link MAX_FAILURES}, ms (15 minutes). */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

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
  const failures = createAttemptLimiter({
    db,
    clock,
    limit: { max: MAX_FAILURES, windowMs: FAILURE_WINDOW_MS },
  });

  return {
    async assertValid({ correspondentId, userId, token }) {
      const trimmed = token.trim();
      await guardedAttempt(
        [[failures, `manager-token:user:${userId}`]],
        async () => {
          const valid =
            trimmed !== '' &&
            (await tokens.isActive(correspondentId, hashManagerToken(trimmed), clock()));
          if (!valid) throw new AppError('INVALID_MANAGER_TOKEN');
        },
        (error) => isAppError(error) && error.code === 'INVALID_MANAGER_TOKEN',
      );
    },
  };
}
