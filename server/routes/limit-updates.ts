/**
 * Limit-increase requests (spec platform §7 "Limit updates"; issue 20), under `/api`:
 * `POST /customers/v1/limit-updates` sends one (the `Idempotency-Key` header is required: same
 * key and body → the same answer, header `idempotent-replayed: true`); `GET
 * /customers/v1/limit-updates?page&limit&sort&query` lists the caller's (`sort` and `query` are
 * JSON, defaults page 1 and limit 10); `GET /customers/v1/limit-updates/{id}` one of them. A
 * signed-in user linked to the `correspondent_id` correspondent; a request that is another's,
 * or was made under another correspondent, answers 404 NOT_FOUND.
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  LimitUpdateCreateBodySchema,
  LimitUpdateListQuerySchema,
  LimitUpdateListSchema,
  LimitUpdateParamsSchema,
  LimitUpdateSchema,
} from '../../src/contracts/limit-updates';
import {
  IDEMPOTENCY_KEY_HEADER,
  RemittanceCreateHeadersSchema,
} from '../../src/contracts/remittances';
import { AppError } from '../errors/app-error';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { userOf } from '../plugins/auth';
import type { LimitUpdateService } from '../services/limit-updates/limit-update-service';

/** Options of the limit-update routes. */
export interface LimitUpdateRoutesOptions {
  limitUpdates: LimitUpdateService;
}

const errors = RECORD_ROUTE_ERRORS;
const tags = ['limit-updates'];

/** The request's correspondent id (set by `requireLinkedUser`). */
function correspondentOf(request: FastifyRequest): number {
  if (request.correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
  return request.correspondent.id;
}

/** Registers the limit-update routes. */
export const limitUpdateRoutes: FastifyPluginAsync<LimitUpdateRoutesOptions> = async (
  app,
  { limitUpdates },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/customers/v1/limit-updates',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: 'Ask for a higher operational limit (idempotent with the Idempotency-Key header)',
        description:
          'Three document steps (IDENTIFICATION: CNH, RG or PASSPORT; INCOME_PROOF: IR, ' +
          'BANK_STATEMENT_OF_THREE_LAST_MONTHS, PROPERTY_SALE_DOCUMENT or ' +
          'INVESTMENT_BANK_STATEMENT; PROOF_OF_ADDRESS: PROOF_OF_ADDRESS), each with at least ' +
          "one of the caller's arrived uploads, the origin of the funds and the limit asked " +
          'for in USD cents (above the current one). At most one PENDING request per ' +
          'customer (409 LIMIT_UPDATE_PENDING_EXISTS).',
        headers: RemittanceCreateHeadersSchema,
        body: LimitUpdateCreateBodySchema,
        response: { 200: LimitUpdateSchema, 201: LimitUpdateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { request: created, replayed } = await limitUpdates.create({
        user: userOf(request),
        correspondentId: correspondentOf(request),
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        body: request.body,
      });
      if (replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(created);
    },
  );

  api.get(
    '/customers/v1/limit-updates',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "The caller's limit-increase requests (newest first by default)",
        description:
          '`sort` is JSON with one field (createdAt, status, requestedLimit or id) set to asc ' +
          'or desc; `query` is JSON whose only field is status. Anything else is 400.',
        querystring: LimitUpdateListQuerySchema,
        response: { 200: LimitUpdateListSchema, ...errors },
      },
    },
    async (request) => limitUpdates.list(userOf(request), correspondentOf(request), request.query),
  );

  api.get(
    '/customers/v1/limit-updates/:id',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "One of the caller's limit-increase requests",
        params: LimitUpdateParamsSchema,
        response: { 200: LimitUpdateSchema, ...errors },
      },
    },
    async (request) =>
      limitUpdates.detail(userOf(request), correspondentOf(request), request.params.id),
  );
};
