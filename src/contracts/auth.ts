/**
 * Contracts of the authentication calls (spec platform §3 "Authenticated user", §7
 * "Authentication", "Registration and passwords"; design §4 "auth paths", "token protocol").
 *
 * Message convention (all identity contracts): every check carries a key of the `common`
 * catalogue as its message (`validation.required`, `validation.password.minLength`…), never
 * zod's bare wording. A failed parse therefore yields issues whose `message` is a key; the server
 * answers them in `fields[].message` translated by `Accept-Language`, and the forms translate
 * them with `t(message)`. A blank value answers `validation.required` alone: the rules after it
 * let blanks pass rather than aborting (an aborting issue would also silence the object-level
 * checks of the whole body, such as a mismatched confirmation). Shapes are checked here; rules that need a clock or the database
 * (minimum age, e-mail already in use, the last five passwords) belong to the services.
 * @module
 */
import * as z from 'zod/mini';
import { isValidCnpj } from '../domain/documents/cnpj';
import { isValidCpf } from '../domain/documents/cpf';
import { isValidEmail } from '../domain/identity/email';
import { catalogueError, type CommonMessageKey } from '../domain/identity/message-key';
import {
  DOCUMENT_MAX,
  EMAIL_MAX,
  PASSWORD_MAX,
  TOKEN_MAX,
  URL_MAX,
  maxLengthOf,
} from './text-limits';
import {
  PASSWORD_RULE_MESSAGES,
  passwordViolations,
  type PasswordRuleCode,
} from '../domain/identity/password-policy';

/** Longest password accepted: bcrypt/argon inputs beyond this only cost CPU (and invite abuse). */
export const PASSWORD_MAX_LENGTH = PASSWORD_MAX;

/**
 * A required string: missing, not a string or blank answers `validation.required`; longer than
 * `maxLength`, `validation.tooLong` alone (no rule added after it runs on such a text).
 */
export function requiredText(maxLength = 255) {
  return z.string(catalogueError('validation.required')).check(
    z.refine((value) => value.trim() !== '', catalogueError('validation.required')),
    maxLengthOf(maxLength, 'validation.tooLong'),
  );
}

/** An e-mail address (the practical check of `domain/identity/email`). */
export const EmailSchema = z.string(catalogueError('validation.required')).check(
  maxLengthOf(EMAIL_MAX, 'validation.email'),
  z.refine((value) => value.trim() !== '', catalogueError('validation.required')),
  z.refine(
    (value) => value.trim() === '' || isValidEmail(value),
    catalogueError('validation.email'),
  ),
);

/** One check per password rule, so every broken rule is reported with its own message. */
function passwordRule(code: PasswordRuleCode) {
  return z.refine<string>(
    (value) => value === '' || !passwordViolations(value).includes(code),
    catalogueError(PASSWORD_RULE_MESSAGES[code] satisfies CommonMessageKey),
  );
}

/** A new password under the policy of spec platform §5 (enforced by the server too). */
export const PasswordSchema = z
  .string(catalogueError('validation.required'))
  .check(
    z.minLength(1, catalogueError('validation.required')),
    z.maxLength(PASSWORD_MAX_LENGTH, catalogueError('validation.tooLong')),
    passwordRule('PASSWORD_TOO_SHORT'),
    passwordRule('PASSWORD_NEEDS_LETTERS_AND_NUMBERS'),
    passwordRule('PASSWORD_NEEDS_UPPERCASE'),
    passwordRule('PASSWORD_NEEDS_SPECIAL'),
  );

/** An existing password being presented (sign-in, current password): never policy-checked. */
export const PresentedPasswordSchema = z
  .string(catalogueError('validation.required'))
  .check(
    z.minLength(1, catalogueError('validation.required')),
    z.maxLength(PASSWORD_MAX_LENGTH, catalogueError('validation.tooLong')),
  );

/** `POST /v1/auth/user/sign_in`. */
export const SignInBodySchema = z.object({
  email: EmailSchema,
  password: PresentedPasswordSchema,
});
/** The sign-in body. */
export type SignInBody = z.infer<typeof SignInBodySchema>;

/**
 * The signed-in user, read from the `data` field of the sign-in and `validate_token` answers
 * (spec platform §3 "Authenticated user").
 */
export const AuthUserSchema = z.object({
  id: z.int(),
  email: z.string(),
  name: z.string(),
  /** Checked against the routes' role lists (spec platform §6). */
  roles: z.array(z.string()),
  /** Present for an individual (digits only). */
  cpf: z.optional(z.string()),
  /** Present for a company (digits or the alphanumeric CNPJ): a company user. */
  cnpj: z.optional(z.string()),
  /** Ids of the correspondents the user is linked to (data sharing, spec platform §4). */
  correspondents: z.array(z.int()),
  /** The admin flag: admin quotation variants, impersonation (the spec does not name it). */
  isAdmin: z.boolean(),
  /** Drives the update-profile modal (spec platform §2.3, §4 "Compliance"). */
  needsComplianceUpdate: z.boolean(),
  /** True in a session obtained by impersonation ("Admin logged in as customer"). */
  impersonated: z.optional(z.boolean()),
});
/** The signed-in user. */
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** The answer of sign-in and `GET /v1/auth/user/validate_token`: the user in `data`. */
export const AuthUserResponseSchema = z.object({
  success: z.optional(z.boolean()),
  data: AuthUserSchema,
});
/** The answer of sign-in and validate_token. */
export type AuthUserResponse = z.infer<typeof AuthUserResponseSchema>;

/**
 * A `when` for object-level checks: run once the named fields are strings, whatever happened to
 * the other fields. (zod's default skips an object's checks after any aborting issue elsewhere,
 * so a blank field would hide a mismatched confirmation one time and not the next.)
 */
export function whenStrings(...keys: string[]) {
  return (payload: { value: unknown }): boolean => {
    const value = payload.value;
    if (typeof value !== 'object' || value === null) return false;
    const record = value as Record<string, unknown>;
    return keys.every((key) => typeof record[key] === 'string');
  };
}

/** A new password and its confirmation, equal (the confirmation's message on a mismatch). */
function withConfirmation<T extends { password: string; passwordConfirmation: string }>() {
  return z.refine<T>((body) => body.password === body.passwordConfirmation, {
    ...catalogueError('validation.password.confirmationMismatch'),
    path: ['passwordConfirmation'],
    when: whenStrings('password', 'passwordConfirmation'),
  });
}

/** `PUT /v1/auth/user`: change password; the current one is required (spec platform §5). */
export const ChangePasswordBodySchema = z
  .object({
    currentPassword: PresentedPasswordSchema,
    password: PasswordSchema,
    passwordConfirmation: PresentedPasswordSchema,
  })
  .check(withConfirmation());
/** The change-password body. */
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** `POST /v1/auth/user/password`: e-mail a recovery link that leads to `redirect_url`. */
export const PasswordRecoveryBodySchema = z.object({
  email: EmailSchema,
  /** Where the link lands (the portal's reset page); the server allows only its own origins. */
  redirect_url: z
    .url(catalogueError('validation.url'))
    .check(maxLengthOf(URL_MAX, 'validation.url')),
});
/** The password-recovery body. */
export type PasswordRecoveryBody = z.infer<typeof PasswordRecoveryBodySchema>;

/**
 * The answer of the password and invitation calls that return nothing else (recovery request,
 * reset, change, invitation acceptance). The recovery request answers it whether or not the
 * e-mail has an account.
 */
export const SuccessResultSchema = z.object({ success: z.boolean() });
/** A bare success answer. */
export type SuccessResult = z.infer<typeof SuccessResultSchema>;

/** `PUT /v1/auth/user/password` (with the reset link's token headers): set a new password. */
export const PasswordResetBodySchema = z
  .object({
    password: PasswordSchema,
    passwordConfirmation: PresentedPasswordSchema,
  })
  .check(withConfirmation());
/** The password-reset body. */
export type PasswordResetBody = z.infer<typeof PasswordResetBodySchema>;

/**
 * `GET /v1/auth/user/password/edit?reset_password_token=…&redirect_url=…`: the link of the
 * recovery e-mail, opened by a browser; it redirects to `redirect_url` with the reset session's
 * tokens (`access-token`, `client`, `uid`, `expiry`, `reset_password=true`) or with
 * `reset_password_error` (`invalid_token`, `expired_token`).
 */
export const PasswordEditQuerySchema = z.object({
  reset_password_token: requiredText(TOKEN_MAX),
  redirect_url: z
    .url(catalogueError('validation.url'))
    .check(maxLengthOf(URL_MAX, 'validation.url')),
});

/** `PUT /v1/auth/user/invitation?invitation_token=…`: the query. */
export const InvitationQuerySchema = z.object({
  invitation_token: requiredText(TOKEN_MAX),
});

/** `PUT /v1/auth/user/invitation`: the password chosen from an invitation. */
export const InvitationAcceptBodySchema = PasswordResetBodySchema;
/** The invitation-acceptance body. */
export type InvitationAcceptBody = z.infer<typeof InvitationAcceptBodySchema>;

/** `POST /v1/auth/user/impersonate`: exchange an admin's one-time token for a session. */
export const ImpersonationBodySchema = z.object({
  token: requiredText(TOKEN_MAX),
});
/** The impersonation body. */
export type ImpersonationBody = z.infer<typeof ImpersonationBodySchema>;

/**
 * `POST /v1/admin/impersonation-tokens` (admins): the customer to act as, by CPF/CNPJ (typed or
 * bare) or by user id; exactly one of the two.
 */
export const ImpersonationTokenRequestSchema = z
  .object({
    document: z.optional(
      z.string(catalogueError('validation.required')).check(
        maxLengthOf(DOCUMENT_MAX, 'validation.isDocumentValid'),
        z.refine(
          (value) => isValidCpf(value) || isValidCnpj(value),
          catalogueError('validation.isDocumentValid'),
        ),
      ),
    ),
    userId: z.optional(z.int().check(z.positive(), z.maximum(2_147_483_647))),
  })
  .check(
    z.refine((body) => (body.document === undefined) !== (body.userId === undefined), {
      ...catalogueError('validation.required'),
      path: ['document'],
    }),
  );
/** The impersonation-token request. */
export type ImpersonationTokenRequest = z.infer<typeof ImpersonationTokenRequestSchema>;

/** What an admin gets when creating an impersonation token for a customer (one use, short-lived). */
export const ImpersonationTokenSchema = z.object({
  token: z.string(),
  /** ISO date-time after which the token is refused. */
  expiresAt: z.string(),
  /**
   * The portal path that exchanges it, `/{identifier}/impersonate-user/{token}` under a
   * correspondent the customer is linked to.
   */
  path: z.optional(z.string()),
});
/** An impersonation token. */
export type ImpersonationToken = z.infer<typeof ImpersonationTokenSchema>;
