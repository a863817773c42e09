/**
 * Whether a failure means the database cannot be reached right now — a restart, a failover, a
 * dropped connection — rather than a statement it refused (issue 36, item 11). Such a request
 * answers 503 DATABASE_UNAVAILABLE with `Retry-After`, not 500: the client may simply try again,
 * and the next request takes a fresh connection from the pool.
 * @module
 */

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01–57P03
 * (terminated by an administrator or a crash, or not accepting connections yet) and 53300 (too
 * many connections).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** Node's errors of a socket that could not reach the server or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);

/** `pg`'s own messages for a connection it lost or could not open (they carry no code). */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
];

/** Whether `error` (or an error it wraps) says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) {
      return true;
    }
    if (typeof message === 'string' && PG_MESSAGES.some((text) => message.startsWith(text))) {
      return true;
    }
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again (a restart or failover takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
