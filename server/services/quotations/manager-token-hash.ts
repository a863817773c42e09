/**
 * How a manager token (spec operations §5.1 "Admin spread") is stored: the hex SHA-256 of the
 * code as typed, trimmed. Codes are long random strings handed out by a manager, so a plain hash
 * is enough to keep the stored value useless to a reader of the table; lookups are by hash.
 * @module
 */
import { createHash } from 'node:crypto';

/** The stored form of a manager token. */
export function hashManagerToken(token: string): string {
  return createHash('sha256').update(token.trim(), 'utf8').digest('hex');
}
