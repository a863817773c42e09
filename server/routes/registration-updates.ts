/**
 * The registration calls on an existing user (spec platform §7 "Registration and passwords"),
 * under `/api`:
 * - `PUT /v1/registrations/users/{id}`: update registration (the update-profile modal, while
 *   `needsComplianceUpdate` is set); the user must be linked to the request's correspondent.
 * - `PUT /v1/registrations/users/{id}/give-access/{correspondentId}`: data sharing accepted
 *   (spec §4 "Correspondent linkage"); only signed in, since the user is not linked yet.
 *   Disagreeing needs no call: the portal signs out.
 * The id must be the caller's own (403 FORBIDDEN otherwise); admins may act for anyone.
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { AuthUserResponseSchema } from '../../src/contracts/auth';
import {
  RegistrationUpdateBodySchema,
  RegistrationUpdateResultSchema,
} from '../../src/contracts/customers';
import {
  GiveAccessParamsSchema,
  RegistrationUserParamsSchema,
} from '../../src/contracts/registration';
import { userOf } from '../plugins/auth';
import type { CorrespondentService } from '../services/correspondents/correspondent-service';
import type {
  Caller,
  RegistrationUpdateService,
} from '../services/customers/registration-update-service';

/** Options of the routes. */
export interface RegistrationUpdateRoutesOptions {
  registrations: RegistrationUpdateService;
  correspondents: CorrespondentService;
}

const errors = RECORD_ROUTE_ERRORS;

function callerOf(request: FastifyRequest): Caller {
  return {
    user: userOf(request),
    impersonated: request.auth !== undefined && request.auth.impersonatedBy !== null,
  };
}

/** Registers the two routes. */
export const registrationUpdateRoutes: FastifyPluginAsync<RegistrationUpdateRoutesOptions> = async (
  app,
  { registrations, correspondents },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.put(
    '/v1/registrations/users/:id',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags: ['registration'],
        summary: 'Updates the registration of a user',
        description:
          'The registration fields the update-profile modal sends, all optional (those of the ' +
          'other person type are ignored); `address` replaces the default address or becomes ' +
          'the first. Once nothing is missing `needsComplianceUpdate` is cleared; `pendencies` ' +
          "lists what is still missing. The id must be the caller's own (403 FORBIDDEN); " +
          'admins may update anyone.',
        params: RegistrationUserParamsSchema,
        body: RegistrationUpdateBodySchema,
        response: { 200: RegistrationUpdateResultSchema, ...errors },
      },
    },
    async (request) => registrations.update(callerOf(request), request.params.id, request.body),
  );

  api.put(
    '/v1/registrations/users/:id/give-access/:correspondentId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['registration'],
        summary: 'Links a user to a correspondent (data sharing accepted)',
        description:
          'Idempotent. The correspondent must exist (404 CORRESPONDENT_NOT_FOUND) and be ' +
          'active (422 CORRESPONDENT_INACTIVE). Answers the user, whose `correspondents` now ' +
          'include it. Disagreeing needs no call: the portal signs out.',
        params: GiveAccessParamsSchema,
        response: { 200: AuthUserResponseSchema, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const correspondent = await correspondents.getById(request.params.correspondentId);
      const user = await registrations.giveAccess(caller, request.params.id, correspondent);
      return { success: true, data: user };
    },
  );
};
