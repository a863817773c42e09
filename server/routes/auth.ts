/**
 * Sign-in, token validation (and rotation) and sign-out (design §4 "auth paths"), under `/api`:
 * `POST /v1/auth/user/sign_in`, `GET /v1/auth/user/validate_token`,
 * `DELETE /v1/auth/user/sign_out`. Tokens travel in the headers of design §4.
 *
 * Abuse (issue 3): failed sign-ins are counted per account (e-mail) and per client address with
 * `@fastify/rate-limit`'s limiters; once either reaches its maximum, further attempts answer 429
 * RATE_LIMITED until the window ends, before the password is even looked at (otherwise the
 * right password would still get through a lock). A successful sign-in is not counted. The
 * counters live in process memory like the plugin's default store: with several processes each
 * counts on its own (a shared store is a later step).
 * @module
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { AuthUserResponseSchema, SignInBodySchema } from '../../src/contracts/auth';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { AppError, isAppError } from '../errors/app-error';
import type { AuthService } from '../services/auth-service';
import { sessionTokenHeaders } from '../services/session-tokens-service';

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
  limits?: Partial<SignInLimits>;
}

/** Most locks remembered at once; the oldest go first (an attacker can vary e-mails freely). */
const MAX_LOCKS = 10_000;

const errors = {
  401: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  429: ApiErrorBodySchema,
};

const SignOutResponseSchema = z.object({ success: z.boolean() });

/** Registers the auth routes. */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, options) => {
  const { auth } = options;
  const limits = { ...DEFAULT_SIGN_IN_LIMITS, ...options.limits };
  await app.register(rateLimit, { global: false });

  const accountKey = (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    return `sign-in:account:${email}`;
  };
  const addressKey = (request: FastifyRequest) => `sign-in:address:${request.ip}`;
  const failures = [
    app.createRateLimit({
      max: limits.perAccount,
      timeWindow: limits.windowMs,
      keyGenerator: accountKey,
    }),
    app.createRateLimit({
      max: limits.perAddress,
      timeWindow: limits.windowMs,
      keyGenerator: addressKey,
    }),
  ];
  // Keys whose failures reached the maximum, with when the lock ends (ms since epoch).
  const locks = new Map<string, number>();

  const lockedFor = (request: FastifyRequest): number => {
    const now = Date.now();
    let wait = 0;
    for (const key of [accountKey(request), addressKey(request)]) {
      const until = locks.get(key);
      if (until === undefined) continue;
      if (until <= now) locks.delete(key);
      else wait = Math.max(wait, until - now);
    }
    return wait;
  };

  const countFailure = async (request: FastifyRequest) => {
    for (const check of failures) {
      const result = await check(request);
      if (result.isAllowed) continue;
      if (result.isExceeded || result.remaining <= 0) {
        locks.delete(result.key);
        locks.set(result.key, Date.now() + result.ttl);
        if (locks.size > MAX_LOCKS) {
          const oldest = locks.keys().next();
          if (!oldest.done) locks.delete(oldest.value);
        }
      }
    }
  };

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
      const wait = lockedFor(request);
      if (wait > 0) {
        reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw new AppError('RATE_LIMITED');
      }
      try {
        const { user, tokens } = await auth.signIn(request.body.email, request.body.password);
        reply.headers(sessionTokenHeaders(tokens));
        return { success: true, data: user };
      } catch (error) {
        if (isAppError(error) && error.code === 'INVALID_CREDENTIALS') await countFailure(request);
        throw error;
      }
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
