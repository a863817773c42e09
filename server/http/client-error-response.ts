/**
 * Fastify's `clientErrorHandler`: what is written on the socket when Node's HTTP parser refuses
 * a request before any route or hook runs (a header value with U+0000, a broken request line,
 * headers too large, a client too slow). The answer has the one error shape and a catalogue code
 * (issue 14), not Fastify's `{"error":"Bad Request","message":"Client Error"}`.
 * @module
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ERROR_STATUS, type ErrorCode, type FieldError } from '../../src/contracts/errors';
import type { Locale } from '../../src/i18n';
import { NUL_MESSAGE_KEY } from '../plugins/hostile-text';
import { errorBody } from './error-body';
import { translateFieldMessage } from './field-messages';
import { localeFromAcceptLanguage } from './request-locale';

/** The parser's error; Node adds the bytes it had read (`rawPacket`, a Buffer) to most. */
export interface ClientError extends Error {
  code?: string;
  rawPacket?: unknown;
}

/** Node's parser error codes (and its own timeout) that have a catalogue code of their own. */
const CLIENT_CODES: Record<string, ErrorCode> = {
  // A header value with a control character such as U+0000.
  HPE_INVALID_HEADER_TOKEN: 'VALIDATION_FAILED',
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE',
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
};

const ACCEPT_LANGUAGE = /^accept-language:[ \t]*([^\r\n]*)/im;

/**
 * The language of the answer: the `Accept-Language` line among the bytes read, if it is there
 * (the request was never parsed, so this is a best guess), else the default.
 */
function localeOf(error: ClientError): Locale {
  const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.toString('latin1') : '';
  return localeFromAcceptLanguage(packet.match(ACCEPT_LANGUAGE)?.[1]);
}

function fieldsOf(code: ErrorCode, locale: Locale): FieldError[] | undefined {
  if (code !== 'VALIDATION_FAILED') return undefined;
  // The parser does not say which header: the field is all of them.
  const field = 'headers';
  return [{ field, message: translateFieldMessage(NUL_MESSAGE_KEY, field, locale) ?? field }];
}

/** Writes the catalogue's answer to a request Node's parser refused, then closes the socket. */
export function clientErrorHandler(error: ClientError, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  const code = CLIENT_CODES[error.code ?? ''] ?? 'BAD_REQUEST';
  const locale = localeOf(error);
  const body = JSON.stringify(errorBody(code, locale, fieldsOf(code, locale)));
  socket.end(rawResponse(ERROR_STATUS[code], body));
}

function rawResponse(status: number, body: string): string {
  return (
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
    `Content-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}
