/**
 * Inbound remittance routes (spec operations §6.1, §7.3; issue 16), under `/api`:
 *
 * - `POST /v1/remittances/inbound` creates an inbound remittance from the §3.17 payload, with
 *   the `Idempotency-Key` header as outbound (same key and body → the same answer, header
 *   `idempotent-replayed: true`); a signed-in individual linked to the `correspondent_id`
 *   correspondent.
 * - `PUT /v1/remittances/users/{id}/fail` with `{failedReason}` marks the caller's own inbound
 *   operation `{id}` failed (spec §4.3, §7.3): 200 with the failed record, the same again when
 *   repeated; another customer's or correspondent's operation is 404; one past awaiting payment
 *   409 OPERATION_NOT_FAILABLE, one with a card charge in flight 409 PAYMENT_IN_PROGRESS.
 * - `GET /v1/remittances/users/inbound/{id}` is readable without a user: the payer's view of the
 *   correspondent's (`correspondent_id` header) operation whose payment-link id is `{id}`, a
 *   random token; an unknown link, or another correspondent's, answers 404.
 *
 * The customer's own inbound history and detail are the generic routes of `remittances.ts`
 * with `type=inbound`.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  InboundOperationSchema,
  InboundRemittanceCreateBodySchema,
  PublicInboundParamsSchema,
  PublicInboundRemittanceSchema,
} from '../../src/contracts/inbound-remittances';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import {
  InboundFailBodySchema,
  InboundFailParamsSchema,
  InboundFailureSchema,
} from '../../src/contracts/inbound-failures';
import {
  IDEMPOTENCY_KEY_HEADER,
  RemittanceCreateHeadersSchema,
} from '../../src/contracts/remittances';
import { AppError } from '../errors/app-error';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { userOf } from '../plugins/auth';
import type { InboundRemittanceService } from '../services/remittances/inbound-remittance-service';

/** Options of {@link inboundRemittanceRoutes}. */
export interface InboundRemittanceRoutesOptions {
  inbound: InboundRemittanceService;
}

const tags = ['remittances'];

/** Registers the inbound remittance routes. */
export const inboundRemittanceRoutes: FastifyPluginAsync<InboundRemittanceRoutesOptions> = async (
  app,
  { inbound },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/remittances/inbound',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: 'Create an inbound remittance (idempotent with the Idempotency-Key header)',
        headers: RemittanceCreateHeadersSchema,
        body: InboundRemittanceCreateBodySchema,
        response: {
          200: InboundOperationSchema,
          201: InboundOperationSchema,
          ...RECORD_ROUTE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      const { operation, replayed } = await inbound.create({
        user: userOf(request),
        correspondentId: correspondent.id,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        body: request.body,
      });
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(operation);
    },
  );

  api.put(
    '/v1/remittances/users/:id/fail',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "Marks the caller's own inbound operation failed, with its reason (idempotent)",
        params: InboundFailParamsSchema,
        body: InboundFailBodySchema,
        response: { 200: InboundFailureSchema, ...RECORD_ROUTE_ERRORS, 409: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      return inbound.fail({
        user: userOf(request),
        correspondentId: correspondent.id,
        id: request.params.id,
        reason: request.body.failedReason,
      });
    },
  );

  api.get(
    '/v1/remittances/users/inbound/:id',
    {
      preHandler: app.requireCorrespondent,
      schema: {
        tags,
        summary: "The payer's view of an inbound remittance, by its payment-link id (no user)",
        params: PublicInboundParamsSchema,
        response: { 200: PublicInboundRemittanceSchema, 404: RECORD_ROUTE_ERRORS[404] },
      },
    },
    async (request, reply) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      // The payer's page polls it: never cached by a shared cache (it names a person).
      void reply.header('cache-control', 'no-store');
      return inbound.publicRecord(correspondent.id, request.params.id);
    },
  );
};
