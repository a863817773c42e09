/**
 * What the request logger must never write: session tokens and passwords (issue 3). Fastify's
 * default serializers log neither headers nor bodies; these paths cover any log call that passes
 * a request's headers or body along.
 * @module
 */

/** pino `redact` paths, as given to Fastify's `logger` option. */
export const LOG_REDACT_PATHS: readonly string[] = [
  'req.headers["access-token"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["access-token"]',
  'headers.authorization',
  'headers.cookie',
  'res.headers["access-token"]',
  'req.body.password',
  'req.body.currentPassword',
  'req.body.passwordConfirmation',
  'req.body.confirmationPassword',
  'body.password',
  'body.currentPassword',
  'body.passwordConfirmation',
  'body.confirmationPassword',
  'password',
  'currentPassword',
  'passwordConfirmation',
  // The registration payload's name for it (spec platform §3).
  'confirmationPassword',
];

/** The replacement written instead of a redacted value. */
export const REDACTED = '[redacted]';
