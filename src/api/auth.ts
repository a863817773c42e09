/**
 * The authentication calls (spec platform §7 "Authentication", design §4 "auth paths" and
 * "impersonation"): sign in, validate (and rotate) the token, sign out, exchange an
 * impersonation token, create one (admins), and link the user to a correspondent (data sharing).
 * The session tokens travel in headers and are stored by the client (its token store and the
 * replacement rule of spec §4); these functions only validate the bodies with the contracts.
 * @module
 */
import type { AuthUser, ImpersonationToken } from '../contracts/auth';
import type { ApiRequest } from './request';

/** The authentication calls. */
export interface AuthApi {
  /** `POST /v1/auth/user/sign_in` → the user; the client stores the token headers. */
  signIn(email: string, password: string): Promise<AuthUser>;
  /** `GET /v1/auth/user/validate_token` → the user; also the 30-minute refresh (spec §4). */
  validateToken(): Promise<AuthUser>;
  /** `DELETE /v1/auth/user/sign_out`: revokes this client's session on the server. */
  signOut(): Promise<void>;
  /**
   * `POST /v1/auth/user/impersonate` with an admin's one-time token → the impersonated user;
   * the client stores the impersonated session's token headers.
   */
  impersonate(token: string): Promise<AuthUser>;
  /**
   * `POST /v1/admin/impersonation-tokens` (admins) → a one-time token for the customer with
   * that CPF/CNPJ, and the portal path that exchanges it. `correspondentId` names the
   * correspondent the path should open under (sent as `correspondent_id`; the client's current
   * one when omitted).
   */
  createImpersonationToken(
    input: { document: string },
    options?: { correspondentId?: number },
  ): Promise<ImpersonationToken>;
  /**
   * `PUT /v1/registrations/users/{id}/give-access/{correspondentId}` → the user, now linked to
   * the correspondent (data sharing accepted, spec §4 "Correspondent linkage").
   */
  giveAccess(userId: number, correspondentId: number): Promise<AuthUser>;
}

// Loaded with the first call that needs them (issue 15: contracts stay out of the first load).
const contracts = () => import('../contracts/auth');

/** The parser of a user answer, once the contracts are loaded. */
async function userParser(): Promise<(data: unknown) => AuthUser> {
  const { AuthUserResponseSchema } = await contracts();
  return (data) => AuthUserResponseSchema.parse(data).data;
}

/** Binds the authentication calls to a client's `request`. */
export function createAuthApi(request: ApiRequest): AuthApi {
  return {
    signIn: async (email, password) =>
      request('/v1/auth/user/sign_in', {
        method: 'POST',
        body: { email, password },
        parse: await userParser(),
      }),
    validateToken: async () =>
      request('/v1/auth/user/validate_token', { parse: await userParser() }),
    signOut: async () => {
      await request('/v1/auth/user/sign_out', { method: 'DELETE' });
    },
    impersonate: async (token) =>
      request('/v1/auth/user/impersonate', {
        method: 'POST',
        body: { token },
        parse: await userParser(),
      }),
    createImpersonationToken: async ({ document }, options = {}) => {
      const { ImpersonationTokenSchema } = await contracts();
      return request('/v1/admin/impersonation-tokens', {
        method: 'POST',
        body: { document },
        ...(options.correspondentId === undefined
          ? {}
          : { headers: { correspondent_id: String(options.correspondentId) } }),
        parse: (data) => ImpersonationTokenSchema.parse(data),
      });
    },
    giveAccess: async (userId, correspondentId) =>
      request(
        `/v1/registrations/users/${encodeURIComponent(String(userId))}/give-access/${encodeURIComponent(String(correspondentId))}`,
        { method: 'PUT', parse: await userParser() },
      ),
  };
}
