/**
 * The registration calls (spec platform §7 "Registration and passwords", §8 "Registration"): the
 * document existence check that drives the stepper's branches, the set-password invitation, the
 * registration itself and the e-mailed code's confirmation and resend (design §4: 6 digits,
 * resend after 60 s). Answers are validated with the shared contracts.
 * @module
 */
import type {
  ConfirmationResult,
  RegistrationBody,
  RegistrationExists,
  RegistrationResult,
} from '../contracts/registration';
import { stripDocument } from '../domain/documents/strip-document';
import type { ApiRequest } from './request';

/**
 * A resend asked before the 60 s countdown ended: the API answered 429 and this says how many
 * seconds are left (0 when the answer did not say).
 */
export class ResendTooEarlyError extends Error {
  /** Whole seconds until a resend is allowed. */
  readonly secondsLeft: number;

  constructor(secondsLeft: number, cause?: unknown) {
    super(`A new code can be sent in ${secondsLeft} s`, { cause });
    this.name = 'ResendTooEarlyError';
    this.secondsLeft = secondsLeft;
  }
}

/** The registration calls. */
export interface RegistrationApi {
  /** `GET /v1/registrations/users/{document}/exists` → new, known with access or without. */
  exists(document: string): Promise<RegistrationExists>;
  /** `POST /v1/registrations/users/invite {document}` → where the invitation went (masked). */
  invite(document: string): Promise<{ email: string }>;
  /** `POST /v1/auth/user` → the new user; a 6-digit code is e-mailed to confirm the address. */
  register(body: RegistrationBody): Promise<RegistrationResult>;
  /**
   * `GET /v1/auth/user/confirmation?config=default&confirmation_token={code}&email={email}` →
   * confirmed, with the registration's review status.
   */
  confirm(email: string, code: string): Promise<ConfirmationResult>;
  /**
   * `POST /v1/registrations/users/resend-confirmation {email}` → seconds until the next resend.
   * Throws {@link ResendTooEarlyError} when asked too early (429).
   */
  resendConfirmation(email: string): Promise<{ resendAvailableIn: number }>;
}

/** Seconds left as a 429 answer tells them: `resendAvailableIn` in the body, or `Retry-After`. */
export function secondsLeftOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { data, response, status, statusCode } = error as {
    data?: unknown;
    response?: Response;
    status?: number;
    statusCode?: number;
  };
  if ((status ?? statusCode ?? response?.status) !== 429) return undefined;
  if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    for (const key of ['resendAvailableIn', 'retryAfter']) {
      const value = record[key];
      if (typeof value === 'number' && Number.isFinite(value)) return Math.max(0, Math.ceil(value));
    }
  }
  const header = Number(response?.headers.get('retry-after'));
  return Number.isFinite(header) && header > 0 ? Math.ceil(header) : 0;
}

// The contracts load with the first call that needs them: their validators (libphonenumber-js,
// ibantools) stay out of an app's first load until it makes such a call (issue 15).
const registrationContracts = () => import('../contracts/registration');

/** Binds the registration calls to a client's `request`. */
export function createRegistrationApi(request: ApiRequest): RegistrationApi {
  return {
    exists: async (document) => {
      const { RegistrationExistsSchema } = await registrationContracts();
      return request(
        `/v1/registrations/users/${encodeURIComponent(stripDocument(document))}/exists`,
        {
          parse: (data) => RegistrationExistsSchema.parse(data),
        },
      );
    },
    invite: async (document) => {
      const { InviteResultSchema } = await registrationContracts();
      return request('/v1/registrations/users/invite', {
        method: 'POST',
        body: { document: stripDocument(document) },
        parse: (data) => InviteResultSchema.parse(data),
      });
    },
    register: async (body) => {
      const { RegistrationResultSchema } = await registrationContracts();
      return request('/v1/auth/user', {
        method: 'POST',
        body,
        parse: (data) => RegistrationResultSchema.parse(data),
      });
    },
    confirm: async (email, code) => {
      const { ConfirmationResultSchema } = await registrationContracts();
      return request('/v1/auth/user/confirmation', {
        query: { config: 'default', confirmation_token: code.trim(), email: email.trim() },
        parse: (data) => ConfirmationResultSchema.parse(data),
      });
    },
    resendConfirmation: async (email) => {
      const { ResendConfirmationResultSchema } = await registrationContracts();
      try {
        return await request('/v1/registrations/users/resend-confirmation', {
          method: 'POST',
          body: { email: email.trim() },
          parse: (data) => ResendConfirmationResultSchema.parse(data),
        });
      } catch (error) {
        const secondsLeft = secondsLeftOf(error);
        if (secondsLeft !== undefined) throw new ResendTooEarlyError(secondsLeft, error);
        throw error;
      }
    },
  };
}
