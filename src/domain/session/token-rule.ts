/**
 * The token replacement rule (spec platform §4 "Session"): a newer token replaces the stored
 * one only if its expiry is not older than the stored one's.
 * @module
 */
import type { SessionTokens } from './session-tokens';

/** Parses an `expiry` header (unix seconds) to a number, or `undefined` when it is not one. */
export function parseExpiry(expiry: string | undefined): number | undefined {
  if (expiry === undefined || !/^\s*\d+\s*$/.test(expiry)) return undefined;
  return Number(expiry.trim());
}

/**
 * Whether `incoming` tokens should replace the `stored` ones.
 *
 * - nothing stored → replace;
 * - both expiries readable → replace when incoming ≥ stored (equal counts as "not older");
 * - incoming expiry unreadable while the stored one is readable → keep the stored one, since an
 *   unknown expiry cannot be shown to be "not older";
 * - stored expiry unreadable → replace, the stored token cannot be defended either.
 */
export function shouldReplaceTokens(
  stored: SessionTokens | undefined,
  incoming: SessionTokens,
): boolean {
  if (!stored) return true;
  const storedExpiry = parseExpiry(stored.expiry);
  const incomingExpiry = parseExpiry(incoming.expiry);
  if (storedExpiry === undefined) return true;
  if (incomingExpiry === undefined) return false;
  return incomingExpiry >= storedExpiry;
}
