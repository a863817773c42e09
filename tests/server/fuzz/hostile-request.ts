/**
 * Whole hostile requests for one operation: its path parameters, query, header parameters and
 * JSON body each derived from the contract ({@link schemaArbitrary}), hostile at any point, and
 * now and then a body that is not JSON at all.
 * @module
 */
import fc from 'fast-check';
import { hostileKey, hostileText } from './hostile-values';
import type { Operation, Parameter } from './openapi-walker';
import { namedArbitrary, schemaArbitrary, type KnownValues } from './schema-arbitrary';

/** A request as sent with `app.inject` (before the sender's own headers are added). */
export interface HostileRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * `text` percent-encoded as UTF-8; a lone surrogate, which UTF-8 cannot hold, as the three
 * bytes a careless encoder writes for it (WTF-8), the way an attacker would send it.
 */
export function percentEncode(text: string): string {
  let encoded = '';
  for (const character of text) {
    const unit = character.charCodeAt(0);
    if (character.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

/** A generated value as the text of a path segment, query value or header. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

/** What a header can carry: one line of bytes (NUL kept: the server must refuse it itself). */
function headerText(value: unknown): string {
  return Array.from(asText(value).slice(0, 8000), (character) =>
    character.charCodeAt(0) > 0xff || character === '\r' || character === '\n' ? '?' : character,
  ).join('');
}

/** How hostile one request is: the contract's options, `hostileWeight` out of 10 per field. */
interface Hostility {
  known: KnownValues;
  hostileWeight: number;
}

function parameterValue(parameter: Parameter, hostility: Hostility): fc.Arbitrary<unknown> {
  return namedArbitrary(parameter.name, parameter.schema, hostility);
}

function pathArbitrary(operation: Operation, hostility: Hostility): fc.Arbitrary<string> {
  const inPath = operation.parameters.filter(
    (parameter) => parameter.in === 'path' && operation.path.includes(`{${parameter.name}}`),
  );
  const values = inPath.map((parameter) => parameterValue(parameter, hostility).map(asText));
  return fc.tuple(...values).map((texts) => {
    let url = operation.path;
    inPath.forEach((parameter, index) => {
      url = url.replace(`{${parameter.name}}`, percentEncode(texts[index] ?? ''));
    });
    return url;
  });
}

function queryArbitrary(operation: Operation, hostility: Hostility): fc.Arbitrary<string> {
  const inQuery = operation.parameters.filter((parameter) => parameter.in === 'query');
  const pairs = inQuery.map((parameter) =>
    fc.option(parameterValue(parameter, hostility), { freq: 3 }).map((value): string[] => {
      if (value === null) return [];
      const values = Array.isArray(value) ? value : [value];
      return values.map(
        (item) => `${percentEncode(parameter.name)}=${percentEncode(asText(item))}`,
      );
    }),
  );
  const extra = fc
    .option(fc.tuple(hostileKey, hostileText), { freq: 5 })
    .map((pair) => (pair === null ? [] : [`${percentEncode(pair[0])}=${percentEncode(pair[1])}`]));
  return fc.tuple(fc.tuple(...pairs), extra).map(([lists, more]) => {
    const query = [...lists.flat(), ...more].join('&');
    return query === '' ? '' : `?${query}`;
  });
}

function headerArbitrary(
  operation: Operation,
  hostility: Hostility,
): fc.Arbitrary<Record<string, string>> {
  const inHeader = operation.parameters.filter((parameter) => parameter.in === 'header');
  const values = inHeader.map((parameter) =>
    fc.option(parameterValue(parameter, hostility), { freq: 5 }),
  );
  return fc.tuple(...values).map((list) => {
    const headers: Record<string, string> = {};
    inHeader.forEach((parameter, index) => {
      const value = list[index];
      if (value !== null && value !== undefined) headers[parameter.name] = headerText(value);
    });
    return headers;
  });
}

/** Bodies that are not the JSON the route expects at all. */
const RAW_BODIES: readonly string[] = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"\\u0000"',
  '{"a":"\\ud800"}',
  '{"":{"":""}}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '1e999',
  '\u0000',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
];

const RAW_CONTENT_TYPES: readonly string[] = [
  'application/json',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
];

const rawBody = fc
  .tuple(fc.constantFrom(...RAW_BODIES), fc.constantFrom(...RAW_CONTENT_TYPES))
  .map(([payload, contentType]) => ({ payload, headers: { 'content-type': contentType } }));

interface Body {
  payload?: string;
  headers: Record<string, string>;
}

function bodyArbitrary(operation: Operation, hostility: Hostility): fc.Arbitrary<Body> {
  const json = (value: unknown): Body => ({
    payload: JSON.stringify(value) ?? 'null',
    headers: { 'content-type': 'application/json' },
  });
  if (operation.jsonBody !== undefined) {
    return fc.oneof(
      { weight: 8, arbitrary: schemaArbitrary(operation.jsonBody, hostility).map(json) },
      { weight: 1, arbitrary: rawBody },
      { weight: 1, arbitrary: fc.constant<Body>({ headers: {} }) },
    );
  }
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    return fc.constant<Body>({ headers: {} });
  }
  // A route without a documented body must hold when given one anyway.
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<Body>({ headers: {} }) },
    { weight: 1, arbitrary: schemaArbitrary({}, hostility).map(json) },
    { weight: 1, arbitrary: rawBody },
  );
}

/**
 * Hostile requests for `operation`; `known` values help some reach past the first checks. A
 * request is hostile at no documented field (only in what the contract does not know), at a
 * few, or at many, so that some reach the service behind the validation.
 */
export function hostileRequests(
  operation: Operation,
  known: KnownValues = {},
): fc.Arbitrary<HostileRequest> {
  return fc.oneof(
    ...[0, 1, 3].map((hostileWeight) => requestsAt(operation, { known, hostileWeight })),
  );
}

function requestsAt(operation: Operation, hostility: Hostility): fc.Arbitrary<HostileRequest> {
  return fc
    .tuple(
      pathArbitrary(operation, hostility),
      queryArbitrary(operation, hostility),
      headerArbitrary(operation, hostility),
      bodyArbitrary(operation, hostility),
    )
    .map(([path, query, headers, body]) => ({
      method: operation.method,
      url: `${path}${query}`,
      headers: { ...headers, ...body.headers },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }));
}
