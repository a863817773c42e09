/**
 * What the request logger must never write: session tokens and passwords (issue 3), and the
 * values of a failed SQL statement (issue 36). Fastify's default serializers log neither headers
 * nor bodies; these paths cover any log call that passes a request's headers or body along, or
 * a database error.
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
  // A failed statement's values (issue 36, item 9), which may be personal data: PGlite's errors
  // carry the bound parameters, a constraint's `detail` quotes the row ("Key (email)=(…) already
  // exists"), and PostgreSQL's message quotes a value it could not read ('invalid input syntax
  // for type integer: "…"'). Parameters and detail go; in a message or stack only what stands
  // in double quotes does (see {@link censor}). The statement text (placeholders only), the code
  // and the constraint stay, which is what finding the fault needs.
  ...['err', 'err.cause'].flatMap((error) =>
    ['params', 'queryOptions', 'detail', 'message', 'stack'].map((field) => `${error}.${field}`),
  ),
];

/** Text in double quotes: how PostgreSQL quotes a value (and a name) in its messages. */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

/**
 * The value logged instead of a redacted one: an error's message or stack keeps its words with
 * whatever it quoted replaced; anything else is {@link REDACTED} whole.
 */
export function censor(value: unknown, path: string[]): unknown {
  const field = path.at(-1);
  if ((field === 'message' || field === 'stack') && typeof value === 'string') {
    return value.replace(QUOTED, `"${REDACTED}"`);
  }
  return REDACTED;
}

/** The replacement written instead of a redacted value. */
export const REDACTED = '[redacted]';
