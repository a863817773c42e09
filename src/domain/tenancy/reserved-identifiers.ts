/**
 * First path segments that are never a correspondent (design §3): the server's own mounts and the
 * portal's global routes. Shared by the server (never a tenant) and the portal (never looked up).
 * @module
 */

/** Identifiers reserved by the platform. */
export const RESERVED_IDENTIFIERS: ReadonlySet<string> = new Set([
  'api',
  'widgets',
  'examples',
  'docs',
  'assets',
  'admin',
  // The operator console (`/console`, issue 20).
  'console',
  'login',
  'maintenance',
  'public',
  // The portal's sandbox pages (`/sandbox/mailbox`).
  'sandbox',
  '403',
  '404',
]);

/** Whether `identifier` is reserved (compared case-insensitively, as paths are typed by people). */
export function isReservedIdentifier(identifier: string): boolean {
  return RESERVED_IDENTIFIERS.has(identifier.trim().toLowerCase());
}
