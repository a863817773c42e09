/**
 * The one locked write of a customer's operational limit (issue 20), shared by the decision on a
 * limit-increase request and the console's capital-limit change: the limit row checkout reads is
 * locked `for update` (the same row and order `reserveLimit` reserves under), the new amount is
 * chosen from what it holds, and the row is set — a customer without one gets it under the
 * period of its kind (a company's capital/financial limit, else `ANNUAL`), nothing used.
 * @module
 */
import { CAPITAL_LIMIT_PERIOD } from '../../../src/domain/limits/capital-limit';
import type {
  CurrentLimit,
  LimitUpdateRepository,
} from '../../db/repositories/limit-update-repository';

/** The period of a limit row created by an approval (the sandbox's and registration's). */
export const APPROVED_LIMIT_PERIOD = 'ANNUAL';

/** Whose limit is written. */
export interface LimitOwner {
  userId: number;
  /** A company's limit is its capital/financial limit (its own period). */
  personType: 'PHYSICAL' | 'LEGAL';
}

/** What the write did. */
export interface LimitWritten {
  /** The limit row before (undefined: the customer had none). */
  before: CurrentLimit | undefined;
  period: string;
  limitUsdCents: number;
  usedUsdCents: number;
}

/**
 * Locks `owner`'s limit row, asks `choose` for the new amount (USD cents; it may throw to refuse
 * it) and sets it, in the caller's transaction (`repository` is built over it).
 */
export async function writeLockedLimit(
  repository: LimitUpdateRepository,
  owner: LimitOwner,
  now: Date,
  choose: (current: CurrentLimit | undefined) => number,
): Promise<LimitWritten> {
  const before = await repository.currentLimit(owner.userId, true);
  const limitUsdCents = choose(before);
  const period =
    before?.period ?? (owner.personType === 'LEGAL' ? CAPITAL_LIMIT_PERIOD : APPROVED_LIMIT_PERIOD);
  await repository.setLimit(owner.userId, period, limitUsdCents, now);
  return { before, period, limitUsdCents, usedUsdCents: before?.usedUsdCents ?? 0 };
}
