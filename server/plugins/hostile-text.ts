/// <reference lib="es2024.string" />
/**
 * Text no column can hold is refused everywhere a request carries it (issues 13 and 14):
 * - U+0000: PostgreSQL cannot store the NUL character in `text` or `jsonb`, so a `%00` that
 *   reached a query answered 500;
 * - a lone UTF-16 surrogate (JSON `"\ud800"`, half of a pair): `jsonb` refuses it (500) and a
 *   `text` column silently stores U+FFFD instead.
 *
 * Every route is covered from one place: the raw path, query and headers when the request
 * arrives (NUL; a header or a raw request target cannot hold a surrogate), then the decoded path
 * parameters, query and parsed body (strings and keys, at any depth) before validation. The answer
 * is 422 VALIDATION_FAILED naming the field. Multipart forms are streamed by their route, which
 * checks its text fields with {@link rejectHostileText}; file content is not looked at.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/** The `common` catalogue key of the field message for U+0000. */
export const NUL_MESSAGE_KEY = 'validation.nulCharacter';
/** The `common` catalogue key of the field message for a lone surrogate. */
export const INVALID_CHARACTER_MESSAGE_KEY = 'validation.invalidCharacter';

const NUL = '\u0000';
// `%00` is the only percent-encoding that decodes to U+0000 (an overlong `%C0%80` is not UTF-8).
const ENCODED_NUL = /%00/i;

/** What makes a text unfit for storage: the catalogue key of its field message, if any. */
function problemOf(text: string): string | undefined {
  if (text.includes(NUL)) return NUL_MESSAGE_KEY;
  return text.isWellFormed() ? undefined : INVALID_CHARACTER_MESSAGE_KEY;
}

function hasNul(text: string): boolean {
  return text.includes(NUL) || ENCODED_NUL.test(text);
}

/** The 422 VALIDATION_FAILED answered for `field`, with `message` a catalogue key. */
function hostileTextError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ field, message }] });
}

/** The 422 VALIDATION_FAILED answered for a NUL character in `field`. */
export function nulCharacterError(field: string): AppError {
  return hostileTextError(field, NUL_MESSAGE_KEY);
}

/**
 * A name fit for the answer and the log: a NUL or a lone surrogate inside it is shown escaped,
 * and the empty key as `""`, which a field path would otherwise lose (`body..x`, or no name at
 * all; issue 14).
 */
function printable(name: string): string {
  if (name === '') return '""';
  return name.replaceAll(NUL, '\\u0000').toWellFormed();
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

/** A string or key unfit for storage: where it is, and the catalogue key of its message. */
export interface HostileText {
  /** Dotted path, as schema validation names fields (`beneficiary.names.0`). */
  field: string;
  /** Catalogue key of the field message. */
  message: string;
}

/**
 * The first string or key holding U+0000 or a lone surrogate in a parsed value; `root` names
 * the value itself. Walked with a stack, not recursion: a 1 MB body may nest deeper than the call
 * stack.
 */
export function hostileTextInValue(value: unknown, root = 'body'): HostileText | undefined {
  const pending: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = pending.pop(); visit !== undefined; visit = pending.pop()) {
    if (typeof visit.value === 'string') {
      const message = problemOf(visit.value);
      if (message !== undefined) return { field: pathOf(visit, root), message };
      continue;
    }
    if (typeof visit.value !== 'object' || visit.value === null) continue;
    for (const [key, child] of Object.entries(visit.value).reverse()) {
      const next = { value: child, key, parent: visit };
      const message = problemOf(key);
      if (message !== undefined) return { field: pathOf(next, root), message };
      pending.push(next);
    }
  }
  return undefined;
}

/**
 * Throws the 422 answer when a parsed `value` holds unfit text anywhere (fields named from its
 * keys): for values decoded after the request's own check, such as a GraphQL operation's
 * arguments, whose string literals GraphQL unescapes itself (`"\u0000"`).
 */
export function rejectHostileValue(value: unknown, root: string): void {
  const found = hostileTextInValue(value, root);
  if (found !== undefined) throw hostileTextError(found.field, found.message);
}

/** Throws the 422 answer when `value`, a text field named `field`, or its name is unfit. */
export function rejectHostileText(field: string, value: string): void {
  const inName = problemOf(field);
  if (inName !== undefined) throw hostileTextError(printable(field), inName);
  const inValue = problemOf(value);
  if (inValue !== undefined) throw hostileTextError(field, inValue);
}

/** Installs the checks on the root context, so that every route has them. */
export const hostileTextPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const field = nulFieldInUrl(request.raw.url ?? '') ?? nulFieldInHeaders(request.headers);
      if (field !== undefined) throw nulCharacterError(field);
    });
    app.addHook('preValidation', async (request) => {
      // Percent-decoding cannot yield a lone surrogate today (find-my-way refuses `%ED%A0%80`,
      // the query parser keeps it as written): checked anyway, as the body is, in case it ever
      // does.
      const found =
        hostileTextInValue(request.params, 'path') ??
        hostileTextInValue(request.query, 'query') ??
        (request.body === undefined ? undefined : hostileTextInValue(request.body));
      if (found !== undefined) throw hostileTextError(found.field, found.message);
    });
  },
  { name: 'fx-hostile-text' },
);
