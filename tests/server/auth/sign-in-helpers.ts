/**
 * Shared steps of the auth tests: sign in a sandbox user and read the token headers.
 * @module
 */
import type { FastifyInstance } from 'fastify';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';

/** The token headers of an answer, as a client sends them back. */
export interface TokenHeaders {
  'access-token': string;
  client: string;
  uid: string;
  expiry: string;
  'token-type': string;
}

/** Reads the token headers of an inject answer (empty strings when absent). */
export function tokenHeadersOf(headers: Record<string, unknown>): TokenHeaders {
  const read = (name: string) => String(headers[name] ?? '');
  return {
    'access-token': read('access-token'),
    client: read('client'),
    uid: read('uid'),
    expiry: read('expiry'),
    'token-type': read('token-type'),
  };
}

/** Signs in `email` with the sandbox password and answers the token headers. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = SANDBOX_PASSWORD,
): Promise<TokenHeaders> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/user/sign_in',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return tokenHeadersOf(response.headers);
}
