/**
 * Correspondent routes (spec platform §7 "Correspondent"), validated with the shared contracts.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgentListQuerySchema,
  AgentListSchema,
  CorrespondentParamsSchema,
  CorrespondentSchema,
} from '../../src/contracts/correspondent';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import type { CorrespondentService } from '../services/correspondent-service';

/** Options of the correspondent routes. */
export interface CorrespondentRoutesOptions {
  correspondents: CorrespondentService;
}

/** `GET /v1/correspondents/:identifier` and `GET /v1/correspondents/:identifier/agents`. */
export const correspondentRoutes: FastifyPluginAsync<CorrespondentRoutesOptions> = async (
  app,
  { correspondents },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/correspondents/:identifier',
    {
      schema: {
        tags: ['correspondents'],
        summary: 'A correspondent by identifier',
        description:
          'Answers a disabled correspondent too (with `active: false`). Unknown and reserved ' +
          'identifiers answer 404 CORRESPONDENT_NOT_FOUND.',
        params: CorrespondentParamsSchema,
        response: { 200: CorrespondentSchema, 404: ApiErrorBodySchema, 422: ApiErrorBodySchema },
      },
    },
    async (request) => correspondents.getByIdentifier(request.params.identifier),
  );

  api.get(
    '/v1/correspondents/:identifier/agents',
    {
      schema: {
        tags: ['correspondents'],
        summary: "A correspondent's agents",
        description:
          'With `orderByLocation=true` (what clients send) ordered by state, city, name.',
        params: CorrespondentParamsSchema,
        querystring: AgentListQuerySchema,
        response: { 200: AgentListSchema, 404: ApiErrorBodySchema, 422: ApiErrorBodySchema },
      },
    },
    async (request) =>
      correspondents.listAgents(request.params.identifier, {
        orderByLocation: request.query.orderByLocation === 'true',
      }),
  );
};
