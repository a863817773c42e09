/**
 * The devise-token-auth style tokens (design §4 "token protocol"): a random 32-byte access
 * token per client, of which only the SHA-256 is stored, a 14-day expiry sent as unix seconds,
 * and the response headers that carry them.
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  SESSION_TOKEN_HEADERS,
  type SessionTokens,
} from '../../../src/domain/session/session-tokens';

/** Session lifetime: 14 days (spec platform §9 "Auth cookie", design §4). */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * How long the token replaced by a rotation stays valid: requests the client sent with it
 * before the rotated answer arrived still pass (devise-token-auth's "batch request buffer").
 */
export const ROTATION_GRACE_MS = 5_000;

/** A new random access token (43 base64url characters). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new random client id. */
export function newClientId(): string {
  return randomBytes(16).toString('base64url');
}

/** The stored form of an access token: its SHA-256, hex. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Unix seconds of `date`, rounded down (the `expiry` header). */
export function expirySeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** The tokens of a session as the client stores them. */
export function sessionTokens(input: {
  accessToken: string;
  client: string;
  uid: string;
  expiresAt: Date;
}): SessionTokens {
  return {
    accessToken: input.accessToken,
    client: input.client,
    uid: input.uid,
    expiry: String(expirySeconds(input.expiresAt)),
    tokenType: 'Bearer',
  };
}

/** The response headers of `tokens`. */
export function sessionTokenHeaders(tokens: SessionTokens): Record<string, string> {
  return {
    [SESSION_TOKEN_HEADERS.accessToken]: tokens.accessToken,
    [SESSION_TOKEN_HEADERS.client]: tokens.client,
    [SESSION_TOKEN_HEADERS.uid]: tokens.uid,
    [SESSION_TOKEN_HEADERS.expiry]: tokens.expiry,
    [SESSION_TOKEN_HEADERS.tokenType]: tokens.tokenType,
  };
}

/** A token header's text, trimmed; undefined when absent or blank. */
function tokenHeader(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text === undefined || text === '' ? undefined : text;
}

/** The three identifying headers of a request, or undefined unless all are present. */
export function presentedTokens(
  headers: Record<string, string | string[] | undefined>,
): { accessToken: string; client: string; uid: string } | undefined {
  const accessToken = tokenHeader(headers, SESSION_TOKEN_HEADERS.accessToken);
  if (accessToken === undefined) return undefined;
  const client = tokenHeader(headers, SESSION_TOKEN_HEADERS.client);
  const uid = tokenHeader(headers, SESSION_TOKEN_HEADERS.uid);
  if (client === undefined || uid === undefined) return undefined;
  return { accessToken, client, uid: uid.toLowerCase() };
}
