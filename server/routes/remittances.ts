/**
 * Remittance operations (spec operations §7.3; issue 5), under `/api`:
 * `POST /v1/remittances/` creates an outbound remittance from the §3.17 payload; the
 * `Idempotency-Key` header is required (same key and body → the same answer, no second
 * operation, header `idempotent-replayed: true`; same key, other body → 422
 * IDEMPOTENCY_KEY_REUSED). A signed-in user linked to the `correspondent_id` correspondent.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import {
  IDEMPOTENCY_KEY_HEADER,
  RemittanceCreateBodySchema,
  RemittanceCreateHeadersSchema,
  RemittanceOperationSchema,
} from '../../src/contracts/remittances';
import { AppError } from '../errors/app-error';
import { userOf } from '../plugins/auth';
import type { RemittanceService } from '../services/remittances/remittance-service';

/** Options of the remittance routes. */
export interface RemittanceRoutesOptions {
  remittances: RemittanceService;
}

const errors = {
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
};
const tags = ['remittances'];

/** Registers the remittance routes. */
export const remittanceRoutes: FastifyPluginAsync<RemittanceRoutesOptions> = async (
  app,
  { remittances },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/remittances/',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: 'Create an outbound remittance (idempotent with the Idempotency-Key header)',
        headers: RemittanceCreateHeadersSchema,
        body: RemittanceCreateBodySchema,
        response: { 200: RemittanceOperationSchema, 201: RemittanceOperationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      const { operation, replayed } = await remittances.create({
        user: userOf(request),
        correspondentId: correspondent.id,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        body: request.body,
      });
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(operation);
    },
  );
};
