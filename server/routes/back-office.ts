/**
 * The operator console's routes (issue 20 "Operator console"), under `/api`:
 * - `GET /v1/back-office/{queue}?page&limit`: what waits in `registrations`, `documents`,
 *   `operations`, `company-documents` or `limit-updates`, oldest first;
 * - `GET /v1/back-office/{queue}/{id}`: one record;
 * - `POST /v1/back-office/{queue}/{id}/approve` `{reason?}` and `…/reject` `{reason}`: the
 *   decision, in one transaction; 409 when another operator decided first;
 * - `GET /v1/back-office/{queue}/{id}/audit`: the record's decision trail;
 * - `GET /v1/back-office/documents/{id}/file`: the uploaded file, for the viewer;
 * - `PUT /v1/back-office/companies/{customerId}/capital-limit` `{limitUsdCents, reason}`: a
 *   company's capital/financial limit.
 *
 * Operators only (roles include OPERATOR): anyone else is 403; a record of a correspondent the
 * operator does not serve is 404.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApproveBodySchema,
  BackOfficeAuditSchema,
  BackOfficeDecisionSchema,
  BackOfficeDocumentParamsSchema,
  BackOfficePageSchema,
  BackOfficeQueueQuerySchema,
  BackOfficeQueueSchema,
  BackOfficeRecordParamsSchema,
  BackOfficeRecordSchema,
  CapitalLimitBodySchema,
  CapitalLimitChangeSchema,
  CapitalLimitParamsSchema,
  RejectBodySchema,
} from '../../src/contracts/back-office';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import * as z from 'zod/mini';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { userOf } from '../plugins/auth';
import type { BackOfficeService } from '../services/back-office/back-office-service';

/** Options of the console's routes. */
export interface BackOfficeRoutesOptions {
  backOffice: BackOfficeService;
}

const tags = ['back-office'];
const errors = RECORD_ROUTE_ERRORS;
const decisionErrors = { ...errors, 409: ApiErrorBodySchema };

/** Registers the console's routes. */
export const backOfficeRoutes: FastifyPluginAsync<BackOfficeRoutesOptions> = async (
  app,
  { backOffice },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Customers' data and decisions: never kept by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  api.get(
    '/v1/back-office/:queue',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A queue of the operator console',
        description:
          'Operators only (403 otherwise). `registrations`: confirmed registrations pending ' +
          'review; `documents`: uploaded files pending review; `operations`: operations of ' +
          'every kind in MANUAL_ANALYSIS, WAITING_REGISTRATION_APPROVAL or ' +
          "WAITING_DOCUMENT_APPROVAL; `company-documents`: versions of companies' identity " +
          'documents under review; `limit-updates`: PENDING limit-increase requests, with ' +
          "the customer's limit now and their files. Only the operator's correspondents; " +
          'oldest first; page ' +
          '1 and 20 records by default (at most 100).',
        params: z.object({ queue: BackOfficeQueueSchema }),
        querystring: BackOfficeQueueQuerySchema,
        response: { 200: BackOfficePageSchema, ...errors },
      },
    },
    async (request) =>
      backOffice.list(
        userOf(request),
        request.params.queue,
        request.query.page ?? 1,
        request.query.limit ?? 20,
      ),
  );

  api.get(
    '/v1/back-office/:queue/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One record of a console queue',
        description:
          "Any status, so a decided record can still be read; outside the operator's " +
          'correspondents 404.',
        params: BackOfficeRecordParamsSchema,
        response: { 200: BackOfficeRecordSchema, ...errors },
      },
    },
    async (request) => backOffice.find(userOf(request), request.params.queue, request.params.id),
  );

  api.post(
    '/v1/back-office/:queue/:id/approve',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Approves a record',
        description:
          'In one transaction: the record moves on, the operations it held continue (an ' +
          'operation leaving manual analysis reserves the operational limit under its row ' +
          'lock: 409 LIMIT_STILL_EXCEEDED when it does not fit), the customer is e-mailed and ' +
          'the trail written. 409 ALREADY_DECIDED when another operator decided first. ' +
          '`limit-updates`: the limit is set to `approvedLimitUsdCents` (else the amount asked ' +
          'for; 422 LIMIT_UPDATE_APPROVED_LIMIT_INVALID unless above the current limit) and ' +
          "the customer's operations in MANUAL_ANALYSIS that now fit continue, oldest first; " +
          'another queue refuses `approvedLimitUsdCents` (422).',
        params: BackOfficeRecordParamsSchema,
        body: ApproveBodySchema,
        response: { 200: BackOfficeDecisionSchema, ...decisionErrors },
      },
    },
    async (request) =>
      backOffice.decide(userOf(request), request.params.queue, request.params.id, {
        approve: true,
        reason: request.body.reason?.trim() || null,
        approvedLimitUsdCents: request.body.approvedLimitUsdCents,
      }),
  );

  api.post(
    '/v1/back-office/:queue/:id/reject',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Rejects a record, with a reason',
        description:
          'The reason is mandatory (422 without it); it is e-mailed to the customer and kept ' +
          'in the trail. Held operations the record concerns are cancelled, their operational ' +
          'limit released. 409 ALREADY_DECIDED when another operator decided first.',
        params: BackOfficeRecordParamsSchema,
        body: RejectBodySchema,
        response: { 200: BackOfficeDecisionSchema, ...decisionErrors },
      },
    },
    async (request) =>
      backOffice.decide(userOf(request), request.params.queue, request.params.id, {
        approve: false,
        reason: request.body.reason.trim(),
      }),
  );

  api.get(
    '/v1/back-office/:queue/:id/audit',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A record's decision trail",
        description:
          'Who decided, when, what and why, with the status before and after; oldest first.',
        params: BackOfficeRecordParamsSchema,
        response: { 200: BackOfficeAuditSchema, ...errors },
      },
    },
    async (request) => backOffice.audit(userOf(request), request.params.queue, request.params.id),
  );

  // Without the zod type provider's response: the answer is the file's bytes.
  app.get(
    '/v1/back-office/documents/:id/file',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The file of a document, for the viewer',
        description:
          'The bytes (application/pdf, image/png or image/jpeg), shown inline; operators of ' +
          "the uploader's correspondents, or of the correspondent of a limit-increase request " +
          'the file is attached to, only.',
        params: BackOfficeDocumentParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const file = await backOffice.file(userOf(request), id);
      // The name was signed by the platform; anything outside a plain file name is replaced.
      const fileName = file.fileName.replace(/[^A-Za-z0-9._-]/g, '_');
      return reply
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .type(file.contentType)
        .send(Buffer.from(file.content));
    },
  );

  api.put(
    '/v1/back-office/companies/:customerId/capital-limit',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Sets a company's capital/financial limit",
        description:
          'Operators only (403 otherwise); a company linked to a correspondent the operator ' +
          'serves (404 otherwise, also for an individual). In one transaction the limit (USD ' +
          'cents) is set under its row lock as a limit-increase approval sets it, the trail ' +
          "gets a `capital-limits` row with the reason, and the company's operations in " +
          'MANUAL_ANALYSIS that now fit continue, oldest first. No e-mail.',
        params: CapitalLimitParamsSchema,
        body: CapitalLimitBodySchema,
        response: { 200: CapitalLimitChangeSchema, ...errors },
      },
    },
    async (request) =>
      backOffice.setCapitalLimit(userOf(request), request.params.customerId, request.body),
  );
};
