/**
 * The company limit e-mails (spec platform §4 "Operational limit", §9: "company e-mail notices at
 * 50%, 85%, 100%"; issue 20): a notice is due when a reservation makes the use of the limit cross
 * a threshold upwards — used before below it, used after at or above it. Each crossing is one
 * notice: a later reservation that stays above the threshold crosses nothing, and only a release
 * back below it lets a new crossing send it again. So nothing needs to remember what was sent: the
 * reservation's before and after, read under the limit's row lock, decide.
 *
 * A reservation that jumps over several thresholds at once sends one notice, the highest one the
 * company wants (a 50% notice that arrives with the account already at 90% would be stale).
 * Integer arithmetic: `used × 100 ≥ max × threshold`, never a float percentage.
 * @module
 */

/** The thresholds of the company limit e-mails, percent of the limit used. */
export const LIMIT_NOTICE_THRESHOLDS = [50, 85, 100] as const;

/** One threshold of the company limit e-mails. */
export type LimitNoticeThreshold = (typeof LIMIT_NOTICE_THRESHOLDS)[number];

/** Which notices the company wants (its `notificationStatus.operationalLimit.email` switches). */
export type LimitNoticeSwitches = Record<LimitNoticeThreshold, boolean>;

/** Every notice on: the default of a company that never changed its switches. */
export const ALL_LIMIT_NOTICES: LimitNoticeSwitches = { 50: true, 85: true, 100: true };

/** Whether `used` (cents) is at or above `threshold` percent of `max` (cents); never for max ≤ 0. */
export function reachesThreshold(used: number, max: number, threshold: number): boolean {
  if (max <= 0) return false;
  return BigInt(used) * 100n >= BigInt(max) * BigInt(threshold);
}

/**
 * The notice a change of use from `before` to `after` (USD cents, of the limit `max`) makes due:
 * the highest wanted threshold crossed upwards, or null when none was (a release, a move that
 * stays on one side of every threshold, a company without a limit, or a switched-off notice).
 */
export function crossedLimitThreshold(
  before: number,
  after: number,
  max: number,
  wanted: LimitNoticeSwitches = ALL_LIMIT_NOTICES,
): LimitNoticeThreshold | null {
  let crossed: LimitNoticeThreshold | null = null;
  for (const threshold of LIMIT_NOTICE_THRESHOLDS) {
    if (!wanted[threshold]) continue;
    if (!reachesThreshold(before, max, threshold) && reachesThreshold(after, max, threshold)) {
      crossed = threshold;
    }
  }
  return crossed;
}
