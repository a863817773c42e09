/**
 * The password calls (spec platform §7 "Registration and passwords"; design §4 "auth paths"):
 * the recovery link, the reset it leads to (authorised by the link's token headers), accepting a
 * set-password invitation and changing the password of a signed-in user.
 * @module
 */
import type {
  ChangePasswordBody,
  InvitationAcceptBody,
  PasswordResetBody,
} from '../contracts/auth';
import type { ApiRequest } from './request';

/**
 * The tokens a recovery link hands the reset page in its query (`access-token`, `client`, `uid`,
 * `expiry`), sent back as headers of the reset (spec §7: "with headers Client, Access-Token,
 * Uid").
 */
export interface ResetTokens {
  accessToken: string;
  client: string;
  uid: string;
  /** Unix seconds, when the link carried it. */
  expiry?: string;
}

/** What a reset page's query says about the link that opened it. */
export type ResetLinkState =
  | { status: 'ready'; tokens: ResetTokens }
  | { status: 'error'; reason: string }
  | { status: 'missing' };

/**
 * Reads the reset page's query: `access-token`, `client`, `uid` (and `expiry`) with
 * `reset_password=true` is a usable link; `reset_password_error=…` is a refused one (invalid or
 * expired); anything else is no link at all.
 */
export function readResetLink(query: URLSearchParams): ResetLinkState {
  const error = query.get('reset_password_error');
  if (error) return { status: 'error', reason: error };
  const accessToken = query.get('access-token') ?? query.get('token') ?? '';
  const client = query.get('client') ?? query.get('client_id') ?? '';
  const uid = query.get('uid') ?? '';
  if (!accessToken || !client || !uid) return { status: 'missing' };
  const expiry = query.get('expiry') ?? undefined;
  return { status: 'ready', tokens: { accessToken, client, uid, ...(expiry ? { expiry } : {}) } };
}

/** The password calls. */
export interface PasswordsApi {
  /**
   * `POST /v1/auth/user/password {email, redirect_url}`: e-mails a recovery link that lands on
   * `redirectUrl` (the portal's reset page).
   */
  requestRecovery(email: string, redirectUrl: string): Promise<void>;
  /** `PUT /v1/auth/user/password` with the link's tokens as headers: sets the new password. */
  reset(tokens: ResetTokens, body: PasswordResetBody): Promise<void>;
  /** `PUT /v1/auth/user/invitation?invitation_token=…`: the password chosen from an invitation. */
  acceptInvitation(invitationToken: string, body: InvitationAcceptBody): Promise<void>;
  /** `PUT /v1/auth/user`: a signed-in user changes the password (the current one required). */
  changePassword(body: ChangePasswordBody): Promise<void>;
}

/** Binds the password calls to a client's `request`. */
export function createPasswordsApi(request: ApiRequest): PasswordsApi {
  return {
    requestRecovery: async (email, redirectUrl) => {
      await request('/v1/auth/user/password', {
        method: 'POST',
        body: { email: email.trim(), redirect_url: redirectUrl },
      });
    },
    reset: async (tokens, body) => {
      await request('/v1/auth/user/password', {
        method: 'PUT',
        body,
        headers: {
          'access-token': tokens.accessToken,
          client: tokens.client,
          uid: tokens.uid,
          ...(tokens.expiry ? { expiry: tokens.expiry } : {}),
          'token-type': 'Bearer',
        },
      });
    },
    acceptInvitation: async (invitationToken, body) => {
      await request('/v1/auth/user/invitation', {
        method: 'PUT',
        query: { invitation_token: invitationToken },
        body,
      });
    },
    changePassword: async (body) => {
      await request('/v1/auth/user', { method: 'PUT', body });
    },
  };
}
