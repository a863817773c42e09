/**
 * E-mail confirmation (spec platform §2.3 step 4, §7; design §4 "e-mail code", "resend-code
 * countdown"), under `/api`: `GET /v1/auth/user/confirmation?config=default&confirmation_token=…
 * &email=…`, `POST /v1/registrations/users/resend-confirmation {email}` and
 * `PUT /customers/v1/physicals/mailer/{cpf}/resend-confirmation-email`.
 *
 * Wrong codes are counted per account (e-mail) and per client address besides the code's own 5
 * tries: once either limit is reached, checks answer 429 RATE_LIMITED until the window ends, so
 * resending codes does not buy unlimited guesses.
 *
 * The resends answer alike for an unknown, confirmed or waiting account (issue 14: no
 * enumeration oracle): 200 with `resendAvailableIn`, a second ask for the same e-mail or CPF
 * within 60 s 429 RESEND_TOO_EARLY whether or not it has an account, and asks per client
 * address are bounded (429 RATE_LIMITED).
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { IndividualParamsSchema } from '../../src/contracts/customers';
import {
  ConfirmationQuerySchema,
  ConfirmationResultSchema,
  ResendConfirmationBodySchema,
  ResendConfirmationResultSchema,
  ResendTooEarlyBodySchema,
} from '../../src/contracts/registration';
import { normaliseEmail } from '../../src/domain/identity/email';
import { isAppError } from '../errors/app-error';
import type { AccountServices } from '../services/accounts/account-services';
import {
  countAttempt,
  guardedAttempt,
  type AttemptLimit,
  type AttemptLimiterFactory,
} from '../services/attempt-limiter';
import { optionalMailContext } from './account-routes-support';
import {
  documentCooldownKey,
  emailCooldownKey,
  RESEND_COOLDOWN,
  takeCooldown,
} from './resend-cooldown';

/** How many wrong codes are allowed per window. */
export interface ConfirmationLimits {
  /** Wrong codes per account (default 10 per hour). */
  perAccount: AttemptLimit;
  /** Wrong codes per client address (default 30 per hour). */
  perAddress: AttemptLimit;
  /** Resends asked per client address, both routes together (default 20 per hour). */
  resendsPerAddress: AttemptLimit;
}

const ONE_HOUR = 60 * 60 * 1000;

/** Defaults of {@link ConfirmationLimits}. */
export const DEFAULT_CONFIRMATION_LIMITS: ConfirmationLimits = {
  perAccount: { max: 10, windowMs: ONE_HOUR },
  perAddress: { max: 30, windowMs: ONE_HOUR },
  resendsPerAddress: { max: 20, windowMs: ONE_HOUR },
};

/** Options of the e-mail confirmation routes. */
export interface EmailConfirmationRoutesOptions {
  accounts: AccountServices;
  /** Limiters over the shared counters. */
  limiterFor: AttemptLimiterFactory;
  limits?: Partial<ConfirmationLimits>;
}

const errors = {
  400: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
  503: ApiErrorBodySchema,
};

/** Registers the e-mail confirmation routes. */
export const emailConfirmationRoutes: FastifyPluginAsync<EmailConfirmationRoutesOptions> = async (
  app,
  options,
) => {
  const { accounts, limiterFor } = options;
  const limits = { ...DEFAULT_CONFIRMATION_LIMITS, ...options.limits };
  const perAccount = limiterFor(limits.perAccount);
  const perAddress = limiterFor(limits.perAddress);
  const resendsPerAddress = limiterFor(limits.resendsPerAddress);
  const cooldown = limiterFor(RESEND_COOLDOWN);

  /**
   * Lets a resend to `cooldownKey` through: RATE_LIMITED past the address's limit,
   * RESEND_TOO_EARLY (with the seconds left) within 60 s of the last code to the same e-mail or
   * CPF. Decided before the account is looked up: the same answers for every e-mail and CPF.
   */
  const admitResend = async (request: FastifyRequest, cooldownKey: string) => {
    await countAttempt([[resendsPerAddress, `resend:address:${request.ip}`]]);
    await takeCooldown(cooldown, cooldownKey);
  };
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/auth/user/confirmation',
    {
      schema: {
        tags: ['registration'],
        summary: 'Confirms the e-mail with the 6-digit code',
        description:
          'On success the registration is reviewed (sandbox: approved at once, with the initial ' +
          'operational limit) and its status answered. 422 VERIFICATION_CODE_INVALID ' +
          "('Invalid code' / 'Código Inválido'), VERIFICATION_CODE_EXPIRED (15 minutes), " +
          'VERIFICATION_CODE_LOCKED (5 wrong tries: resend), EMAIL_ALREADY_CONFIRMED; 429 ' +
          'RATE_LIMITED after repeated wrong codes per account or address.',
        querystring: ConfirmationQuerySchema,
        response: { 200: ConfirmationResultSchema, ...errors },
      },
    },
    async (request) => {
      const { email, confirmation_token: code } = request.query;
      const checks = [
        [perAccount, `confirm:account:${normaliseEmail(email)}`],
        [perAddress, `confirm:address:${request.ip}`],
      ] as const;
      const context = await optionalMailContext(app, request);
      const result = await guardedAttempt(
        checks,
        () => accounts.confirmation.confirm(email, code, context),
        (error) => isAppError(error) && error.code === 'VERIFICATION_CODE_INVALID',
      );
      return { success: true, registrationStatus: result.registrationStatus };
    },
  );

  const resendResponses = {
    200: ResendConfirmationResultSchema,
    ...errors,
    429: ResendTooEarlyBodySchema,
  };

  api.post(
    '/v1/registrations/users/resend-confirmation',
    {
      schema: {
        tags: ['registration'],
        summary: 'E-mails a new confirmation code',
        description:
          'Replaces the code (new 15 minutes, 5 tries) of an account waiting for confirmation ' +
          'and answers `resendAvailableIn` (60). The answer is the same for an unknown or ' +
          'already confirmed e-mail (nothing is sent). Asked again for the same e-mail within ' +
          '60 s: 429 RESEND_TOO_EARLY with `resendAvailableIn` and `retry-after` (seconds ' +
          'left); 20 asks per hour per client address, then 429 RATE_LIMITED.',
        body: ResendConfirmationBodySchema,
        response: resendResponses,
      },
    },
    async (request) => {
      await admitResend(request, emailCooldownKey(request.body.email));
      const context = await optionalMailContext(app, request);
      return accounts.confirmation.resendByEmail(request.body.email, context);
    },
  );

  api.put(
    '/customers/v1/physicals/mailer/:cpf/resend-confirmation-email',
    {
      schema: {
        tags: ['registration'],
        summary: 'E-mails a new confirmation code to the individual of this CPF',
        description:
          'The same as `POST /v1/registrations/users/resend-confirmation`, by CPF: the same ' +
          'answer whether or not the CPF has an account.',
        params: IndividualParamsSchema,
        response: resendResponses,
      },
    },
    async (request) => {
      await admitResend(request, documentCooldownKey(request.params.cpf));
      const context = await optionalMailContext(app, request);
      return accounts.confirmation.resendByCpf(request.params.cpf, context);
    },
  );
};
