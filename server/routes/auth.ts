/**
 * Sign-in, token validation (and rotation) and sign-out (design §4 "auth paths"), under `/api`:
 * `POST /v1/auth/user/sign_in`, `GET /v1/auth/user/validate_token`,
 * `DELETE /v1/auth/user/sign_out`. Tokens travel in the headers of design §4.
 *
 * Abuse (issue 3): failed sign-ins are counted per account (e-mail) and per client address;
 * once either reaches its maximum, further attempts answer 429 RATE_LIMITED until the window
 * ends, before the password is even looked at (otherwise the right password would still get
 * through a lock). A successful sign-in is not counted. The counters are the shared ones of
 * `server/services/attempt-limiter.ts` (issue 13): every process on the database counts
 * against one limit, and a restart keeps it.
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { AuthUserResponseSchema, SignInBodySchema } from '../../src/contracts/auth';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { AppError, isAppError } from '../errors/app-error';
import {
  guardedAttempt,
  type AttemptCheck,
  type AttemptLimiterFactory,
} from '../services/attempt-limiter';
import type { AuthService } from '../services/auth/auth-service';
import { sessionTokenHeaders } from '../services/auth/session-tokens-service';

/** How many failed sign-ins are allowed in a window. */
export interface SignInLimits {
  /** Failures per e-mail (default 5). */
  perAccount: number;
  /** Failures per client address (default 20). */
  perAddress: number;
  /** Window length in milliseconds (default 15 minutes). */
  windowMs: number;
}

/** Defaults of {@link SignInLimits}. */
export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
};

/** Options of the auth routes. */
export interface AuthRoutesOptions {
  auth: AuthService;
  /** Limiters over the shared counters. */
  limiterFor: AttemptLimiterFactory;
  limits?: Partial<SignInLimits>;
}

const errors = {
  401: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};

const SignOutResponseSchema = z.object({ success: z.boolean() });

/** Registers the auth routes. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { auth, limiterFor } = options;
  const limits = { ...DEFAULT_SIGN_IN_LIMITS, ...options.limits };
  const perAccount = limiterFor({ max: limits.perAccount, windowMs: limits.windowMs });
  const perAddress = limiterFor({ max: limits.perAddress, windowMs: limits.windowMs });

  const failureChecks = (request: FastifyRequest, email: string): AttemptCheck[] => [
    [perAccount, `sign-in:account:${email.trim().toLowerCase()}`],
    [perAddress, `sign-in:address:${request.ip}`],
  ];

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/auth/user/sign_in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Signs in with e-mail and password',
        description:
          'Answers the user in `data` and the session tokens in the headers `access-token`, ' +
          '`client`, `uid`, `expiry` (unix seconds) and `token-type`. A wrong e-mail and a ' +
          'wrong password get the same 401 INVALID_CREDENTIALS; repeated failures per e-mail ' +
          'or per address answer 429 RATE_LIMITED.',
        body: SignInBodySchema,
        response: { 200: AuthUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, tokens } = await guardedAttempt(
        failureChecks(request, request.body.email),
        () => auth.signIn(request.body.email, request.body.password),
        (error) => isAppError(error) && error.code === 'INVALID_CREDENTIALS',
      );
      reply.headers(sessionTokenHeaders(tokens));
      return { success: true, data: user };
    },
  );

  api.get(
    '/v1/auth/user/validate_token',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user; rotates the access token',
        description:
          'Also the 30-minute refresh. Answers new token headers with an expiry not older ' +
          'than the current one; the token presented stays valid for 5 seconds, so requests ' +
          'already sent with it pass. A request made with that previous token gets no new ' +
          'headers (the client keeps the newer token it already has).',
        response: { 200: AuthUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const current = request.auth;
      if (current === undefined) throw new AppError('UNAUTHORIZED');
      const tokens = await auth.rotate(current);
      if (tokens !== undefined) reply.headers(sessionTokenHeaders(tokens));
      return { success: true, data: current.user };
    },
  );

  api.delete(
    '/v1/auth/user/sign_out',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "Revokes this client's session",
        response: { 200: SignOutResponseSchema, ...errors },
      },
    },
    async (request) => {
      const current = request.auth;
      if (current === undefined) throw new AppError('UNAUTHORIZED');
      await auth.signOut(current);
      return { success: true };
    },
  );
};
