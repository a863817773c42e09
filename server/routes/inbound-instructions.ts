/**
 * An inbound operation's receipt instructions (spec operations §1, §2.5; issue 16), under `/api`,
 * for the signed-in customer whose inbound operation `{id}` is (another's: 404):
 *
 * - `GET /v1/remittances/users/inbound/{id}/instructions`: the SWIFT fields 56, 57, 59 and 70 as
 *   JSON (`InboundInstructionsSchema`);
 * - `GET /v1/remittances/users/inbound/{id}/instructions.pdf[?lang=pt-BR|en-US]`: the same as a
 *   PDF attachment to send the payer, in `lang`, else the `Accept-Language` language.
 *
 * `{id}` here is the operation's serial id (the customer's own), while the sibling
 * `GET /v1/remittances/users/inbound/{id}` takes the payer's link id: the two never meet, since
 * these paths have one more segment.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import {
  InboundInstructionsParamsSchema,
  InboundInstructionsPdfQuerySchema,
  type InboundInstructionsParams,
  type InboundInstructionsPdfQuery,
  InboundInstructionsSchema,
  instructionsFileName,
} from '../../src/contracts/inbound-instructions';
import { AppError } from '../errors/app-error';
import { RECORD_ROUTE_ERRORS } from '../http/error-responses';
import { localeFromAcceptLanguage } from '../http/request-locale';
import { userOf } from '../plugins/auth';
import type { InboundInstructionsService } from '../services/remittances/inbound-instructions-service';
import { renderInstructionsPdf } from '../services/remittances/instructions-pdf';

/** Options of {@link inboundInstructionRoutes}. */
export interface InboundInstructionRoutesOptions {
  instructions: InboundInstructionsService;
}

const tags = ['remittances'];
const errors = { ...RECORD_ROUTE_ERRORS, 409: ApiErrorBodySchema, 503: ApiErrorBodySchema };

/** Registers the instruction routes. */
export const inboundInstructionRoutes: FastifyPluginAsync<InboundInstructionRoutesOptions> = async (
  app,
  { instructions },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/remittances/users/inbound/:id/instructions',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary:
          "The SWIFT receipt instructions (fields 56, 57, 59, 70) of the caller's inbound operation",
        params: InboundInstructionsParamsSchema,
        response: { 200: InboundInstructionsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      void reply.header('cache-control', 'no-store');
      return instructions.instructions(userOf(request), correspondent.id, request.params.id);
    },
  );

  // Without the zod type provider: the answer is the PDF's bytes, not a JSON contract (the
  // params and query are still validated by their schemas).
  app.get(
    '/v1/remittances/users/inbound/:id/instructions.pdf',
    {
      preHandler: app.requireLinkedUser,
      schema: {
        tags,
        summary: 'The receipt instructions as a PDF to send the payer (pt-BR or en-US)',
        params: InboundInstructionsParamsSchema,
        querystring: InboundInstructionsPdfQuerySchema,
        // The 200 answer is the PDF's bytes (application/pdf), not a JSON contract.
        response: errors,
      },
    },
    async (request, reply) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      const { id } = request.params as InboundInstructionsParams;
      const { lang } = request.query as InboundInstructionsPdfQuery;
      const language = lang ?? localeFromAcceptLanguage(request.headers['accept-language']);
      const found = await instructions.instructions(userOf(request), correspondent.id, id);
      const pdf = await renderInstructionsPdf(found, language);
      return reply
        .header('cache-control', 'no-store')
        .header('content-language', language)
        .header(
          'content-disposition',
          `attachment; filename="${instructionsFileName(found.operationId, language)}"`,
        )
        .type('application/pdf')
        .send(Buffer.from(pdf));
    },
  );
};
