/**
 * Keeps the one-time secrets that travel in URLs out of the request log: the e-mail code
 * (`confirmation_token`), invitation and reset tokens and the reset session's tokens are
 * replaced by `[redacted]` in the logged URL (Fastify logs `req.url` for every request).
 * @module
 */
import type { FastifyRequest } from 'fastify';
import { REDACTED } from './log-redaction';

/** Query parameters whose values never reach a log. */
export const REDACTED_QUERY_PARAMS: readonly string[] = [
  'confirmation_token',
  'invitation_token',
  'reset_password_token',
  'access-token',
  'token',
  'client',
];

/** `url` (a path with its query) with the values of {@link REDACTED_QUERY_PARAMS} replaced. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return equals >= 0 && REDACTED_QUERY_PARAMS.includes(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's default request log fields, with the URL redacted. */
export function redactedRequestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
