/**
 * Paying an inbound payment link (spec operations §3.18, §7.3, §7.4; issue 16), under `/api`,
 * without a user (the payer has none), for the request's `correspondent_id`:
 *
 * - `POST /v1/remittances/inbound/create-charge` charges the link with the provider's card
 *   token and the payer's data; answers the charge's status and code (spec §4.2, §8.5), or the
 *   link's failure (fc0404, fc0001, fc0002, fc0003 as error codes).
 * - sandbox mode only: `POST /sandbox/card-tokenizer/tokens`, the sandbox provider's tokenizer,
 *   standing in for the provider's script of §7.4. It reads a card and answers a token; the
 *   route logs nothing (`logLevel: 'silent'`), so no card number or CVV reaches a log line.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import {
  CardTokenSchema,
  CardTokenizeBodySchema,
  InboundChargeBodySchema,
  InboundChargeResultSchema,
} from '../../src/contracts/inbound-charges';
import { AppError } from '../errors/app-error';
import type { SandboxCard } from '../providers/card/sandbox-card';
import type { InboundChargeService } from '../services/remittances/inbound-charge-service';

/** Options of {@link inboundChargeRoutes}. */
export interface InboundChargeRoutesOptions {
  charges: InboundChargeService;
  /** The sandbox card provider, whose tokenizer is served in sandbox mode only. */
  sandboxCard?: SandboxCard | undefined;
}

const errors = {
  404: ApiErrorBodySchema,
  409: ApiErrorBodySchema,
  410: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  503: ApiErrorBodySchema,
} as const;

/** Registers the charge route and, in the sandbox, the tokenizer. */
export const inboundChargeRoutes: FastifyPluginAsync<InboundChargeRoutesOptions> = async (
  app,
  { charges, sandboxCard },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/v1/remittances/inbound/create-charge',
    {
      preHandler: app.requireCorrespondent,
      schema: {
        tags: ['remittances'],
        summary: 'Charges an inbound payment link with a card token (the payer, no user)',
        body: InboundChargeBodySchema,
        response: { 200: InboundChargeResultSchema, ...errors },
      },
    },
    async (request) => {
      const correspondent = request.correspondent;
      if (correspondent == null) throw new AppError('CORRESPONDENT_NOT_FOUND');
      return charges.charge(correspondent.id, request.body);
    },
  );

  if (sandboxCard !== undefined) {
    api.post(
      '/sandbox/card-tokenizer/tokens',
      {
        // Card data: never a log line, whatever happens (issue 16).
        logLevel: 'silent',
        schema: {
          tags: ['sandbox'],
          summary: "The sandbox card provider's tokenizer: a card in, a token out (never logged)",
          body: CardTokenizeBodySchema,
          response: { 201: CardTokenSchema, 422: ApiErrorBodySchema },
        },
      },
      async (request, reply) => reply.status(201).send(await sandboxCard.tokenize(request.body)),
    );
  }
};
