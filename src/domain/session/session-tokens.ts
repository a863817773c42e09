/**
 * The session tokens of the devise-token-auth style protocol (spec platform §3 "Session tokens",
 * design §4 "token protocol"): read from and written to HTTP headers in one place.
 * @module
 */

/** The session tokens stored together and sent on every request. */
export interface SessionTokens {
  /** `access-token` header. */
  accessToken: string;
  /** `client` header: identifies the device/browser session. */
  client: string;
  /** `uid` header: the user's login (e-mail). */
  uid: string;
  /** `expiry` header: unix seconds, as the server sent it. */
  expiry: string;
  /** `token-type` header, normally `Bearer`. */
  tokenType: string;
}

/** The header name of each token field, in the order the spec lists them. */
export const SESSION_TOKEN_HEADERS = {
  accessToken: 'access-token',
  client: 'client',
  uid: 'uid',
  expiry: 'expiry',
  tokenType: 'token-type',
} as const satisfies Record<keyof SessionTokens, string>;

/** Anything headers can be read from (a `Headers` instance, or a test double). */
export interface HeaderReader {
  get(name: string): string | null;
}

/**
 * Reads session tokens from response headers. Answers `undefined` unless the three identifying
 * headers (`access-token`, `client`, `uid`) are all present: a response without them carries
 * no token, and half a token must never overwrite a whole one.
 */
export function tokensFromHeaders(headers: HeaderReader): SessionTokens | undefined {
  const accessToken = headers.get(SESSION_TOKEN_HEADERS.accessToken);
  const client = headers.get(SESSION_TOKEN_HEADERS.client);
  const uid = headers.get(SESSION_TOKEN_HEADERS.uid);
  if (!accessToken || !client || !uid) return undefined;
  return {
    accessToken,
    client,
    uid,
    expiry: headers.get(SESSION_TOKEN_HEADERS.expiry) ?? '',
    tokenType: headers.get(SESSION_TOKEN_HEADERS.tokenType) ?? 'Bearer',
  };
}

/** The request headers carrying the given tokens (empty when there are none). */
export function tokensToHeaders(tokens: SessionTokens | undefined): Record<string, string> {
  if (!tokens) return {};
  const headers: Record<string, string> = {};
  for (const key of Object.keys(SESSION_TOKEN_HEADERS) as (keyof SessionTokens)[]) {
    const value = tokens[key];
    if (value) headers[SESSION_TOKEN_HEADERS[key]] = value;
  }
  return headers;
}
