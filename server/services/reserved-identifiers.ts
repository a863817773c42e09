/**
 * Path segments the platform itself uses, so they can never name a correspondent (design §3).
 * @module
 */

/** Reserved identifiers, lowercase. */
export const RESERVED_IDENTIFIERS: ReadonlySet<string> = new Set([
  'api',
  'widgets',
  'examples',
  'docs',
  'assets',
  'admin',
  'login',
  'maintenance',
  'public',
  '403',
  '404',
]);

/** Whether an identifier is reserved (compared case-insensitively: `/API` is still ours). */
export function isReservedIdentifier(identifier: string): boolean {
  return RESERVED_IDENTIFIERS.has(identifier.toLowerCase());
}
