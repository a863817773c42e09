/**
 * When the outbox worker tries a failed e-mail again (issue 13): exponential backoff — 30 s,
 * 2 min, 10 min, 1 h — and after {@link OUTBOX_MAX_ATTEMPTS} attempts the e-mail is given up
 * (FAILED). A code or a reset link older than that has expired anyway (15 and 60 minutes).
 * @module
 */

/** The wait after the 1st, 2nd, 3rd… failed attempt. */
export const OUTBOX_RETRY_DELAYS_MS: readonly number[] = [30_000, 120_000, 600_000, 3_600_000];

/** Attempts before an e-mail is marked FAILED. */
export const OUTBOX_MAX_ATTEMPTS = OUTBOX_RETRY_DELAYS_MS.length + 1;

/**
 * When to try again after `attempts` failed attempts at `now`; undefined when the e-mail is to
 * be given up.
 */
export function outboxRetryAt(attempts: number, now: Date): Date | undefined {
  if (attempts >= OUTBOX_MAX_ATTEMPTS) return undefined;
  const delay = OUTBOX_RETRY_DELAYS_MS[Math.max(attempts, 1) - 1];
  return delay === undefined ? undefined : new Date(now.getTime() + delay);
}
