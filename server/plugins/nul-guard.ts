/**
 * U+0000 is refused everywhere a request carries text (issue 13): PostgreSQL cannot store the NUL
 * character in `text`, so a `%00` that reached a query answered 500. Every route is covered from
 * one place: the path, query and headers when the request arrives, the parsed body (strings and
 * keys, at any depth) before validation. The answer is 422 VALIDATION_FAILED naming the field.
 * Multipart forms are streamed by their route, which checks its text fields with
 * {@link rejectNul}; file content may hold NUL bytes and is not looked at.
 * @module
 */
import type { Duplex } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { DEFAULT_LOCALE } from '../../src/i18n';
import { errorBody } from '../http/error-body';
import { translateFieldMessage } from '../http/field-messages';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/** The `common` catalogue key of the field message. */
export const NUL_MESSAGE_KEY = 'validation.nulCharacter';

const NUL = '\u0000';
// `%00` is the only percent-encoding that decodes to U+0000 (an overlong `%C0%80` is not UTF-8).
const ENCODED_NUL = /%00/i;

function hasNul(text: string): boolean {
  return text.includes(NUL) || ENCODED_NUL.test(text);
}

/** The 422 VALIDATION_FAILED answered for a NUL character in `field`. */
export function nulCharacterError(field: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ field, message: NUL_MESSAGE_KEY }] });
}

/** A name fit for the answer and the log: a NUL inside it is shown escaped. */
function printable(name: string): string {
  return name.replaceAll(NUL, '\\u0000');
}

function decodedName(encoded: string): string {
  try {
    return printable(decodeURIComponent(encoded.replaceAll('+', ' ')));
  } catch {
    return encoded;
  }
}

/**
 * The field holding U+0000 in a raw request target (`/path?query`): `path`, or the query
 * parameter's name; `undefined` when there is none.
 */
export function nulFieldInUrl(url: string): string | undefined {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (hasNul(path)) return 'path';
  if (queryStart === -1) return undefined;
  for (const pair of url.slice(queryStart + 1).split('&')) {
    if (!hasNul(pair)) continue;
    const name = pair.split('=', 1)[0] ?? '';
    return name === '' ? 'query' : decodedName(name);
  }
  return undefined;
}

/** The name of the first header whose value holds U+0000 (values are not percent-decoded). */
export function nulFieldInHeaders(headers: FastifyRequest['headers']): string | undefined {
  for (const [name, value] of Object.entries(headers)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some((item) => typeof item === 'string' && item.includes(NUL))) return name;
  }
  return undefined;
}

/** A value met while walking a body, with the way back to the root (paths are built when needed). */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit, root: string): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent !== undefined; at = at.parent) {
    keys.unshift(printable(at.key));
  }
  return keys.length === 0 ? root : keys.join('.');
}

/**
 * The dotted path (`beneficiary.names.0`, as schema validation names fields) of the first string
 * or key holding U+0000 in a parsed body; `root` names the body itself. Walked with a stack, not
 * recursion: a 1 MB body may nest deeper than the call stack.
 */
export function nulFieldInValue(value: unknown, root = 'body'): string | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      if (visit.value.includes(NUL)) return pathOf(visit, root);
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    for (const [key, child] of Object.entries(visit.value).reverse()) {
      const next = { value: child, key, parent: visit };
      if (key.includes(NUL)) return pathOf(next, root);
      pending.push(next);
    }
  }
  return undefined;
}

/** Throws the 422 answer when `value`, a text field named `field`, or its name holds U+0000. */
export function rejectNul(field: string, value: string): void {
  if (field.includes(NUL)) throw nulCharacterError(printable(field));
  if (value.includes(NUL)) throw nulCharacterError(field);
}

/** Installs the checks on the root context, so that every route has them. */
export const nulGuardPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const field = nulFieldInUrl(request.raw.url ?? '') ?? nulFieldInHeaders(request.headers);
      if (field !== undefined) throw nulCharacterError(field);
    });
    app.addHook('preValidation', async (request) => {
      if (request.body === undefined) return;
      const field = nulFieldInValue(request.body);
      if (field !== undefined) throw nulCharacterError(field);
    });
  },
  { name: 'fx-nul-guard' },
);

/** Node's parser error for a header value holding a control character such as U+0000. */
const INVALID_HEADER_VALUE = 'HPE_INVALID_HEADER_TOKEN';

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a header value with U+0000 before
 * any route or hook runs, so the refusal is written here, as the 422 VALIDATION_FAILED the hooks
 * answer (in the default language: the request's headers were not read). Every other client
 * error keeps Fastify's 400.
 */
export function nulAwareClientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable) return;
  if (error.code !== INVALID_HEADER_VALUE) {
    const body = JSON.stringify({ error: 'Bad Request', message: 'Client Error', statusCode: 400 });
    socket.end(rawResponse(400, 'Bad Request', body));
    return;
  }
  const field = 'headers';
  const body = JSON.stringify(
    errorBody('VALIDATION_FAILED', DEFAULT_LOCALE, [
      { field, message: translateFieldMessage(NUL_MESSAGE_KEY, field, DEFAULT_LOCALE) ?? field },
    ]),
  );
  socket.end(rawResponse(422, 'Unprocessable Entity', body));
}

function rawResponse(status: number, reason: string, body: string): string {
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}
