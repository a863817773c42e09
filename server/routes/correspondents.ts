/**
 * Correspondent routes (spec platform §7 "Correspondent"), validated with the shared contracts.
 * Both answers are asked for by every widget load, so they are cacheable: `Cache-Control:
 * public, max-age=60, stale-while-revalidate=300`, an `ETag`, and 304 on `If-None-Match`. The
 * body is serialised once per cached value (see `http/cacheable-json`). The agents may be asked
 * nearest first to a CEP (`?zipCode=`, issue 17); that list is computed per request.
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
import type { CityLocator } from '../services/paper-money/city-locator';

const CACHING_NOTE =
  ' Cacheable: `Cache-Control: public, max-age=60, stale-while-revalidate=300` and an `ETag`;' +
  ' a request with a matching `If-None-Match` gets 304 Not Modified without a body.';

/** Options of the correspondent routes. */
export interface CorrespondentRoutesOptions {
  correspondents: CorrespondentService;
  /** Places a customer's CEP, for `?zipCode=`; without it the parameter changes nothing. */
  locateZipCode?: CityLocator;
}

/** `GET /v1/correspondents/:identifier` and `GET /v1/correspondents/:identifier/agents`. */
export const correspondentRoutes: FastifyPluginAsync<CorrespondentRoutesOptions> = async (
  app,
  { correspondents, locateZipCode },
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
          'With `orderByLocation=true` (what clients send) ordered by state, city, name. With ' +
          "the customer's `zipCode` (a CEP) the agents come nearest first to the centre of its " +
          'city, each with `distanceKm`; a CEP whose city is not among the served cities (or ' +
          'that cannot be looked up) keeps the order above, with `distanceKm: null`.' +
          CACHING_NOTE,
        params: CorrespondentParamsSchema,
        querystring: AgentListQuerySchema,
        response: { 200: AgentListSchema, 404: ApiErrorBodySchema, 422: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { zipCode } = request.query;
      const near =
        zipCode === undefined || locateZipCode === undefined
          ? undefined
          : await locateZipCode(zipCode);
      const agents = await correspondents.listAgents(request.params.identifier, {
        orderByLocation: request.query.orderByLocation === 'true',
        ...(near === undefined ? {} : { near }),
      });
      return sendCacheableJson(request, reply, agentListJson(agents));
    },
  );
};
