/**
 * A company's documents and capital limit (spec platform §3 "Identity document", "Capital/
 * financial limit"; §7 "Companies, under /customers/v1/legals/{cnpj}"; issue 20), under `/api`:
 *
 * - `GET /customers/v1/legals/{cnpj}/limit`: the capital/financial limit (GraphQL
 *   `getTitularCapFin`) with the limit card's view;
 * - `GET /customers/v1/legals/{cnpj}/documents`: the identity documents and their versions;
 * - `POST /customers/v1/legals/{cnpj}/documents`: a new document type with its first version
 *   (GraphQL `createNewDocumentType`);
 * - `POST /customers/v1/legals/{cnpj}/documents/{documentType}/versions`: a new version (GraphQL
 *   `createNewDocumentVersion`).
 *
 * The rule of every customer route: a signed-in user linked to the request's correspondent, the
 * CNPJ the caller's own (403 FORBIDDEN otherwise), admins may name any company (404 NOT_FOUND
 * when there is none).
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  CompanyDocumentInputSchema,
  CompanyDocumentParamsSchema,
  CompanyDocumentVersionInputSchema,
} from '../../src/contracts/company-documents';
import {
  CapitalLimitAnswerSchema,
  CompanyDocumentSchema,
  CompanyParamsSchema,
} from '../../src/contracts/customers';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { userOf } from '../plugins/auth';
import type { CapitalLimitService } from '../services/customers/capital-limit';
import type { CompanyDocumentService } from '../services/customers/company-documents';

/** Options of the company-record routes. */
export interface CompanyRecordRoutesOptions {
  companyDocuments: CompanyDocumentService;
  capitalLimits: CapitalLimitService;
}

const ACCESS_NOTE =
  ' Needs a signed-in user linked to the `correspondent_id` correspondent; the CNPJ must be ' +
  "the caller's own (403 FORBIDDEN otherwise), admins may name any company (404 NOT_FOUND " +
  'when there is none).';

const FILES_NOTE =
  ' `files` are exactly two, the FRONT and the BACK, each the key of an upload of the ' +
  "company's own that arrived (`POST /v1/registrations/s3-sign` with resource " +
  '`company-document`); another key answers 422 at `files.{i}.key`. The version is under ' +
  'review (`approved` null) until the back office decides.';

/** Registers the company-record routes. */
export const companyRecordRoutes: FastifyPluginAsync<CompanyRecordRoutesOptions> = async (
  app,
  { companyDocuments, capitalLimits },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['customers'];
  const preHandler = app.requireLinkedUser;
  const errors = RECORD_ROUTE_ERRORS;
  const createErrors = { ...RECORD_ROUTE_ERRORS, 409: ApiErrorBodySchema };
  // Company data: never kept by a browser or a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  api.get(
    '/customers/v1/legals/:cnpj/limit',
    {
      preHandler,
      schema: {
        tags,
        summary: "A company's capital/financial limit",
        description:
          '`limitDays`, `operationLimit` and `utilizado` (USD cents) as GraphQL ' +
          '`getTitularCapFin` answers them, beside the fields and the limit card `view` of the ' +
          "individual's `/limit`. Without a limit: 0 / 0 / 0 and `requestChangeFail` true " +
          '(operations then go to manual analysis).' +
          ACCESS_NOTE,
        params: CompanyParamsSchema,
        response: { 200: CapitalLimitAnswerSchema, ...errors },
      },
    },
    async (request) => capitalLimits.capitalLimit(userOf(request), request.params.cnpj),
  );

  api.get(
    '/customers/v1/legals/:cnpj/documents',
    {
      preHandler,
      schema: {
        tags,
        summary: "A company's identity documents",
        description:
          'Each document type with its values and its versions, oldest first; a version is ' +
          'approved (`true`), refused (`false`) or under review (`null`).' +
          ACCESS_NOTE,
        params: CompanyParamsSchema,
        response: { 200: z.array(CompanyDocumentSchema), ...errors },
      },
    },
    async (request) => companyDocuments.list(userOf(request), request.params.cnpj),
  );

  api.post(
    '/customers/v1/legals/:cnpj/documents',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Registers an identity document of a company',
        description:
          'A document type (RG, CNH, RNE or PASSPORT) with its first version; a type already ' +
          'registered answers 409 DOCUMENT_TYPE_EXISTS (send a new version instead).' +
          FILES_NOTE +
          ACCESS_NOTE,
        params: CompanyParamsSchema,
        body: CompanyDocumentInputSchema,
        response: { 201: CompanyDocumentSchema, ...createErrors },
      },
    },
    async (request, reply) => {
      const document = await companyDocuments.createDocumentType(
        userOf(request),
        request.params.cnpj,
        request.body,
      );
      return reply.status(201).send(document);
    },
  );

  api.post(
    '/customers/v1/legals/:cnpj/documents/:documentType/versions',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Adds a version of a company identity document',
        description:
          'The answer is the document with all its versions. A type the company has not ' +
          'registered answers 404 NOT_FOUND.' +
          FILES_NOTE +
          ACCESS_NOTE,
        params: CompanyDocumentParamsSchema,
        body: CompanyDocumentVersionInputSchema,
        response: { 201: CompanyDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const document = await companyDocuments.createDocumentVersion(
        userOf(request),
        request.params.cnpj,
        { documentType: request.params.documentType, files: request.body.files },
      );
      return reply.status(201).send(document);
    },
  );
};
