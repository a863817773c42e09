/**
 * Remittance operations (spec operations §7.3; issue 5), under `/api`:
 * `POST /v1/remittances/` creates an outbound remittance from the §3.17 payload; the
 * `Idempotency-Key` header is required (same key and body → the same answer, no second
 * operation, header `idempotent-replayed: true`; same key, other body → 422
 * IDEMPOTENCY_KEY_REUSED); `GET /v1/remittances/user/{document}` the caller's history (page,
 * limit, type and the §3.23 filters); `GET /v1/remittances/users/{document}/{type}/{id}` one
 * operation's detail with its timeline (and the documents attached to its purpose);
 * `GET /v1/remittances/users/{document}/{type}/{id}/documents/{position}` one of those documents'
 * bytes (issue 19, item 10). A signed-in user linked to the `correspondent_id`
 * correspondent; a document or operation not the caller's answers 404 NOT_FOUND.
 * @module
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import {
  IDEMPOTENCY_KEY_HEADER,
  OperationDetailSchema,
  PurposeDocumentParamsSchema,
  RemittanceCreateBodySchema,
  RemittanceCreateHeadersSchema,
  RemittanceDetailParamsSchema,
  RemittanceOperationSchema,
  RemittanceUserParamsSchema,
  ReportListQuerySchema,
  ReportListSchema,
  type PurposeDocumentParams,
} from '../../src/contracts/remittances';
import { AppError } from '../errors/app-error';
import { userOf } from '../plugins/auth';
import type { RemittanceService } from '../services/remittances/remittance-service';

/** Options of the remittance routes. */
export interface RemittanceRoutesOptions {
  remittances: RemittanceService;
}

const errors = RECORD_ROUTE_ERRORS;
const tags = ['remittances'];

/** The request's correspondent id (set by `requireLinkedUser`). */
function correspondentOf(request: FastifyRequest): number {
  if (request.correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
  return request.correspondent.id;
}

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

  api.get(
    '/v1/remittances/user/:document',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "The caller's operations, newest first (history)",
        params: RemittanceUserParamsSchema,
        querystring: ReportListQuerySchema,
        response: { 200: ReportListSchema, ...errors },
      },
    },
    async (request) =>
      remittances.list(
        userOf(request),
        correspondentOf(request),
        request.params.document,
        request.query,
      ),
  );

  api.get(
    '/v1/remittances/users/:document/:type/:id',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "One of the caller's operations, with its timeline",
        params: RemittanceDetailParamsSchema,
        response: { 200: OperationDetailSchema, ...errors },
      },
    },
    async (request) =>
      remittances.detail(userOf(request), correspondentOf(request), request.params),
  );

  // Without the zod type provider: the answer is the file's bytes, not a JSON contract (the
  // params are still validated by their schema).
  app.get(
    '/v1/remittances/users/:document/:type/:id/documents/:position',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: "A document attached to the purpose of one of the caller's operations",
        description:
          'The bytes of the purpose document at `position` (1 for the first, as the detail ' +
          "lists them in `purposeDocuments`), to the operation's owner under the request's " +
          'correspondent only: anyone else, or the owner under another correspondent, gets 404.',
        params: PurposeDocumentParamsSchema,
        // The 200 answer is the file's bytes (application/pdf, image/png or image/jpeg).
        response: errors,
      },
    },
    async (request, reply) => {
      const params = request.params as PurposeDocumentParams;
      const file = await remittances.purposeDocument(
        userOf(request),
        correspondentOf(request),
        params,
      );
      // The name was signed by the platform; anything outside a plain file name is replaced.
      const fileName = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
      return reply
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(Buffer.from(file.content));
    },
  );
};
