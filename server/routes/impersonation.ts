/**
 * Impersonation (design §4 "impersonation"), under `/api`:
 * - `POST /v1/admin/impersonation-tokens` (admins): a one-time token for a customer, valid five
 *   minutes, and the portal path `/{identifier}/impersonate-user/{token}` that exchanges it;
 * - `POST /v1/auth/user/impersonate {token}`: the exchange, answering the customer's session in
 *   the token headers (like sign-in) and the user with `impersonated: true`.
 * Ending an impersonation is the client's business (design §4: it restores the admin's tokens
 * and goes to /admin); it should sign the impersonated session out first.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import {
  AuthUserResponseSchema,
  ImpersonationBodySchema,
  ImpersonationTokenRequestSchema,
  ImpersonationTokenSchema,
} from '../../src/contracts/auth';
import { userOf } from '../plugins/auth';
import type { ImpersonationService } from '../services/auth/impersonation-service';
import { sessionTokenHeaders } from '../services/auth/session-tokens-service';

/** Options of the impersonation routes. */
export interface ImpersonationRoutesOptions {
  impersonation: ImpersonationService;
}

const errors = RECORD_ROUTE_ERRORS;

/** Registers the two routes. */
export const impersonationRoutes: FastifyPluginAsync<ImpersonationRoutesOptions> = async (
  app,
  { impersonation },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Tokens and sessions: never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.post(
    '/v1/admin/impersonation-tokens',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['impersonation'],
        summary: 'Creates a one-time token to act as a customer',
        description:
          'Admins only. Name the customer by `document` (CPF/CNPJ) or `userId`. The token is ' +
          "valid five minutes and once; only its hash is stored. `path` opens the portal's " +
          'impersonation page under the `correspondent_id` correspondent when the customer is ' +
          "linked to it, else under the customer's first active correspondent. An unknown " +
          'customer answers 404 NOT_FOUND; an admin cannot be impersonated (403 ' +
          'IMPERSONATION_NOT_ALLOWED).',
        body: ImpersonationTokenRequestSchema,
        response: { 201: ImpersonationTokenSchema, ...errors },
      },
    },
    async (request, reply) => {
      // On /admin no correspondent is current (correspondent_id 0): the customer's own decides.
      const correspondent =
        request.identity.correspondentId > 0 ? await app.resolveCorrespondent(request) : undefined;
      const created = await impersonation.createToken(userOf(request), request.body, correspondent);
      return reply.status(201).send(created);
    },
  );

  api.post(
    '/v1/auth/user/impersonate',
    {
      schema: {
        tags: ['impersonation', 'auth'],
        summary: "Exchanges an impersonation token for the customer's session",
        description:
          'Answers the session tokens in the headers, as sign-in does, and the user with ' +
          '`impersonated: true`. The session lasts two hours and is never extended; every ' +
          "request made with it is recorded with the admin's id. A token that is unknown, " +
          'already used or expired answers 422 IMPERSONATION_TOKEN_INVALID.',
        body: ImpersonationBodySchema,
        response: { 200: AuthUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const exchanged = await impersonation.exchange(request.body.token.trim());
      reply.auditAs({
        userId: exchanged.user.id,
        impersonatedBy: exchanged.impersonatedBy,
        sessionId: exchanged.sessionId,
      });
      reply.headers(sessionTokenHeaders(exchanged.tokens));
      return { success: true, data: exchanged.user };
    },
  );
};
