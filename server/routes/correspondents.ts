/**
 * Correspondent routes (spec platform §7 "Correspondent"), validated with the shared contracts.
 * Both answers are asked for by every widget load, so they are cacheable: `Cache-Control:
 * public, max-age=60, stale-while-revalidate=300`, an `ETag`, and 304 on `If-None-Match`. The
 * body is serialised once per cached value (see `http/cacheable-json`).
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
import { createCacheableJson, sendCacheableJson } from '../http/cacheable-json';
import type { CorrespondentService } from '../services/correspondents/correspondent-service';

const CACHING_NOTE =
  ' Cacheable: `Cache-Control: public, max-age=60, stale-while-revalidate=300` and an `ETag`;' +
  ' a request with a matching `If-None-Match` gets 304 Not Modified without a body.';

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
  const correspondentJson = createCacheableJson(CorrespondentSchema);
  const agentListJson = createCacheableJson(AgentListSchema);

  api.get(
    '/v1/correspondents/:identifier',
    {
      schema: {
        tags: ['correspondents'],
        summary: 'A correspondent by identifier',
        description:
          'Answers a disabled correspondent too (with `active: false`). Unknown and reserved ' +
          'identifiers answer 404 CORRESPONDENT_NOT_FOUND.' +
          CACHING_NOTE,
        params: CorrespondentParamsSchema,
        response: { 200: CorrespondentSchema, 404: ApiErrorBodySchema, 422: ApiErrorBodySchema },
      },
    },
    async (request, reply) =>
      sendCacheableJson(
        request,
        reply,
        correspondentJson(await correspondents.getByIdentifier(request.params.identifier)),
      ),
  );

  api.get(
    '/v1/correspondents/:identifier/agents',
    {
      schema: {
        tags: ['correspondents'],
        summary: "A correspondent's agents",
        description:
          'With `orderByLocation=true` (what clients send) ordered by state, city, name.' +
          CACHING_NOTE,
        params: CorrespondentParamsSchema,
        querystring: AgentListQuerySchema,
        response: { 200: AgentListSchema, 404: ApiErrorBodySchema, 422: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const agents = await correspondents.listAgents(request.params.identifier, {
        orderByLocation: request.query.orderByLocation === 'true',
      });
      return sendCacheableJson(request, reply, agentListJson(agents));
    },
  );
};
