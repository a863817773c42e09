/**
 * Password recovery, reset and change (spec platform §7 "Registration and passwords", design §4
 * "auth paths"; devise-token-auth style), under `/api`:
 * `POST /v1/auth/user/password {email, redirect_url}`,
 * `GET /v1/auth/user/password/edit?reset_password_token=…&redirect_url=…` (the e-mailed link),
 * `PUT /v1/auth/user/password` (with the reset session's token headers) and
 * `PUT /v1/auth/user` (change, signed in).
 *
 * `redirect_url` must be on an origin the platform serves: its own (`PUBLIC_ORIGIN`) or a
 * correspondent's registered site (the CORS allow-list), so the link cannot hand a session to
 * another site.
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  PasswordEditQuerySchema,
  PasswordRecoveryBodySchema,
  PasswordResetBodySchema,
  SuccessResultSchema,
} from '../../src/contracts/auth';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { normaliseEmail } from '../../src/domain/identity/email';
import { AppError, isAppError } from '../errors/app-error';
import type { AllowedOrigins } from '../plugins/allowed-origins';
import type { AccountServices } from '../services/accounts/account-services';
import {
  countAttempt,
  guardedAttempt,
  type AttemptLimit,
  type AttemptLimiterFactory,
} from '../services/attempt-limiter';
import { optionalMailContext } from './account-routes-support';

/** How many calls are allowed per window. */
export interface PasswordLimits {
  /** Recovery e-mails per e-mail address (default 5 per 15 minutes). */
  recoveryPerAccount: AttemptLimit;
  /** Recovery requests per client address (default 20 per 15 minutes). */
  recoveryPerAddress: AttemptLimit;
  /** Wrong current passwords per user when changing (default 5 per 15 minutes). */
  changeFailuresPerUser: AttemptLimit;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Defaults of {@link PasswordLimits}. */
export const DEFAULT_PASSWORD_LIMITS: PasswordLimits = {
  recoveryPerAccount: { max: 5, windowMs: FIFTEEN_MINUTES },
  recoveryPerAddress: { max: 20, windowMs: FIFTEEN_MINUTES },
  changeFailuresPerUser: { max: 5, windowMs: FIFTEEN_MINUTES },
};

/** Options of the password routes. */
export interface PasswordRoutesOptions {
  accounts: AccountServices;
  /** Limiters over the shared counters. */
  limiterFor: AttemptLimiterFactory;
  /** The origins `redirect_url` may point to. */
  origins: AllowedOrigins;
  limits?: Partial<PasswordLimits>;
}

const errors = {
  400: ApiErrorBodySchema,
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};

/** The origin of a URL, or undefined for one that does not parse. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Registers the password routes. */
export const passwordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = async (app, options) => {
  const { accounts, limiterFor, origins } = options;
  const limits = { ...DEFAULT_PASSWORD_LIMITS, ...options.limits };
  const recoveryPerAccount = limiterFor(limits.recoveryPerAccount);
  const recoveryPerAddress = limiterFor(limits.recoveryPerAddress);
  const changeFailures = limiterFor(limits.changeFailuresPerUser);
  const api = app.withTypeProvider<ZodTypeProvider>();

  const assertAllowedRedirect = async (redirectUrl: string) => {
    const origin = originOf(redirectUrl);
    if (origin === undefined || !(await origins.has(origin))) {
      throw new AppError('REDIRECT_URL_NOT_ALLOWED', {
        fields: [{ field: 'redirect_url', message: 'validation.url' }],
      });
    }
  };
  const authOf = (request: FastifyRequest) => {
    if (request.auth === undefined) throw new AppError('UNAUTHORIZED');
    return request.auth;
  };

  api.post(
    '/v1/auth/user/password',
    {
      schema: {
        tags: ['passwords'],
        summary: 'E-mails a password recovery link',
        description:
          'Always the same 200 answer, whether or not the e-mail has an account. The link ' +
          '(one use, 1 hour) opens `GET /v1/auth/user/password/edit`, which redirects to ' +
          '`redirect_url`. 422 REDIRECT_URL_NOT_ALLOWED when `redirect_url` is not on the ' +
          "platform's or a correspondent's origin; 429 when repeated.",
        body: PasswordRecoveryBodySchema,
        response: { 200: SuccessResultSchema, ...errors },
      },
    },
    async (request) => {
      const { email, redirect_url: redirectUrl } = request.body;
      await assertAllowedRedirect(redirectUrl);
      await countAttempt([
        [recoveryPerAddress, `recovery:address:${request.ip}`],
        [recoveryPerAccount, `recovery:account:${normaliseEmail(email)}`],
      ]);
      const context = await optionalMailContext(app, request);
      await accounts.passwords.requestRecovery(email, redirectUrl, context);
      return { success: true };
    },
  );

  api.get(
    '/v1/auth/user/password/edit',
    {
      schema: {
        tags: ['passwords'],
        summary: 'Opens a password recovery link (browser)',
        description:
          '302 to `redirect_url?access-token=…&client=…&uid=…&expiry=…&reset_password=true` ' +
          'with a reset session (30 minutes) whose headers `PUT /v1/auth/user/password` takes; ' +
          'or to `redirect_url?reset_password_error=invalid_token|expired_token`. 422 ' +
          'REDIRECT_URL_NOT_ALLOWED for a foreign `redirect_url`.',
        querystring: PasswordEditQuerySchema,
        response: { 422: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { reset_password_token: token, redirect_url: redirectUrl } = request.query;
      await assertAllowedRedirect(redirectUrl);
      const context = await optionalMailContext(app, request);
      const opened = await accounts.passwords.openResetLink(token, context);
      const target = new URL(redirectUrl);
      if ('error' in opened) {
        target.searchParams.set('reset_password_error', opened.error);
      } else {
        target.searchParams.set('access-token', opened.tokens.accessToken);
        target.searchParams.set('client', opened.tokens.client);
        target.searchParams.set('uid', opened.tokens.uid);
        target.searchParams.set('expiry', opened.tokens.expiry);
        target.searchParams.set('reset_password', 'true');
      }
      // The tokens must not stay in caches or be sent on as a referrer.
      reply.header('cache-control', 'no-store');
      reply.header('referrer-policy', 'no-referrer');
      return reply.redirect(target.toString(), 302);
    },
  );

  api.put(
    '/v1/auth/user/password',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['passwords'],
        summary: 'Sets a new password with the reset session of a recovery link',
        description:
          'Headers `access-token`, `client`, `uid` from the redirect of the recovery link. The ' +
          'new password follows the policy and is not one of the last five (422 ' +
          'PASSWORD_REUSED). Every session of the user ends, the reset one included: sign in ' +
          'with the new password. 403 RESET_SESSION_REQUIRED with an ordinary session.',
        body: PasswordResetBodySchema,
        response: { 200: SuccessResultSchema, ...errors },
      },
    },
    async (request) => {
      const context = await optionalMailContext(app, request);
      await accounts.passwords.reset(authOf(request), request.body.password, context);
      return { success: true };
    },
  );

  api.put(
    '/v1/auth/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['passwords'],
        summary: 'Changes the password of the signed-in user',
        description:
          "422 CURRENT_PASSWORD_INVALID ('The current password is not valid.', field " +
          '`currentPassword`), PASSWORD_REUSED (one of the last five), VALIDATION_FAILED ' +
          '(policy, confirmation). The other sessions of the user end; this one stays. 403 in ' +
          'an impersonated session; 429 after repeated wrong current passwords.',
        body: ChangePasswordBodySchema,
        response: { 200: SuccessResultSchema, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const key = `change:user:${auth.user.id}`;
      const context = await optionalMailContext(app, request);
      await guardedAttempt(
        [[changeFailures, key]],
        () => accounts.passwords.change(auth, request.body, context),
        (error) => isAppError(error) && error.code === 'CURRENT_PASSWORD_INVALID',
      );
      return { success: true };
    },
  );
};
