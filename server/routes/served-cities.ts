/**
 * The served-cities search (spec operations §2.3 "City search; 'city unavailable' when the city
 * is not served"): `GET /v1/paper-money/served-cities?q=` → up to ten `{ibge, name, state}`,
 * matched without accents or case, word-prefix matches first. Public: the simulator asks before
 * sign-in. The set ships with the release, so the answer is cacheable for an hour. Limited per
 * client address like the zip-code lookup (`server/routes/zip-codes.ts`), with a higher ceiling
 * because the simulator asks as the customer types (debounced).
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { SERVED_CITIES_LIMIT, ServedCityListSchema } from '../../src/contracts/served-cities';
import { ServedCitiesQuerySchema } from '../../src/contracts/served-cities-query';
import { countAttempt, type AttemptLimiterFactory } from '../services/attempt-limiter';
import { searchServedCities } from '../services/paper-money/served-cities';

/** Options of the served-cities route. */
export interface ServedCitiesRoutesOptions {
  /** Limiters over the shared counters. */
  limiterFor: AttemptLimiterFactory;
  /** Searches per client address per minute (default 120). */
  perMinute?: number;
}

/** Registers `GET /v1/paper-money/served-cities`. */
export const servedCitiesRoutes: FastifyPluginAsync<ServedCitiesRoutesOptions> = async (
  app,
  options,
) => {
  const perAddress = options.limiterFor({ max: options.perMinute ?? 120, windowMs: 60_000 });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/paper-money/served-cities',
    {
      onRequest: async (request) => {
        await countAttempt([[perAddress, `served-cities:${request.ip}`]]);
      },
      schema: {
        tags: ['paper-money'],
        summary: 'Search the cities where paper money is delivered at home',
        description:
          '`q` is part of a city name, accents and case ignored ("sao jose" finds "São José dos ' +
          `Campos"). Answers at most ${SERVED_CITIES_LIMIT} cities, those whose name or a word ` +
          'of it starts with `q` first, then by name; an empty list means the city is not ' +
          'served. Cacheable for an hour. More than 120 searches a minute from one address ' +
          'answer 429 RATE_LIMITED.',
        querystring: ServedCitiesQuerySchema,
        response: { 200: ServedCityListSchema, 422: ApiErrorBodySchema, 429: ApiErrorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return searchServedCities(request.query.q, SERVED_CITIES_LIMIT).map(
        ({ ibge, name, state }) => ({ ibge, name, state }),
      );
    },
  );
};
