/**
 * The companies' GraphQL endpoint (spec platform §7 "GraphQL, POST /v1/clients {query,
 * variables}"; issue 20), under `/api`: mercurius over the schema-first SDL of
 * `server/graphql/schema.graphql`, which `GET /graphql/schema.graphql` publishes. POST only (a
 * GET answers METHOD_NOT_ALLOWED), no GraphiQL, a 64 KB body, at most 8 levels deep and a cost
 * limit checked before any resolver runs. Who may call what is decided per operation
 * (`graphql-context`): authentication and tenancy as for the REST record routes. Errors are
 * formatted by `graphql-errors` in the catalogue's codes and the request's language.
 * @module
 */
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import mercurius from 'mercurius';
import { AppError } from '../errors/app-error';
import { formatGraphqlErrors } from '../graphql/graphql-errors';
import { MAX_QUERY_DEPTH, queryCostRule } from '../graphql/query-cost';
import { createResolvers, type GraphqlServices } from '../graphql/resolvers';

/** Options of {@link graphqlRoutes}. */
export interface GraphqlRoutesOptions {
  services: GraphqlServices;
}

/** Largest GraphQL request body: a query and its variables, never a file. */
export const GRAPHQL_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Longest query a caller without a session may send (bytes). Every operation needs a session
 * (`graphql-context`), so such a caller can only be told UNAUTHENTICATED; a longer query is told
 * so before it is parsed and validated, the costly part (issue 36: six 64 KB queries without a
 * session stalled every request for 2–3 s). Every operation of the schema fits many times over.
 */
export const ANONYMOUS_QUERY_LIMIT_BYTES = 2 * 1024;

/** Where the endpoint answers, under `/api`. */
export const GRAPHQL_PATH = '/v1/clients';

/** The schema, as published and as served. */
export const GRAPHQL_SCHEMA = readFileSync(
  new URL('../graphql/schema.graphql', import.meta.url),
  'utf8',
);

/** A body whose `query` is absent or blank: the spec's 'Requested query is missing or empty'. */
function isEmptyQuery(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return true;
  const query = (body as { query?: unknown }).query;
  return typeof query !== 'string' || query.trim() === '';
}

/** Registers `POST /v1/clients` and `GET /graphql/schema.graphql`. */
export const graphqlRoutes: FastifyPluginAsync<GraphqlRoutesOptions> = async (
  app,
  { services },
) => {
  app.get(
    '/graphql/schema.graphql',
    {
      schema: {
        tags: ['graphql'],
        summary: 'The GraphQL schema of POST /v1/clients (SDL)',
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/graphql; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(GRAPHQL_SCHEMA),
  );

  // Its own scope: mercurius sets the error handler of the scope it is registered in.
  await app.register(async (scope) => {
    await scope.register(mercurius, {
      schema: GRAPHQL_SCHEMA,
      resolvers: createResolvers(services),
      path: GRAPHQL_PATH,
      graphiql: false,
      ide: false,
      queryDepth: MAX_QUERY_DEPTH,
      // The cost rule weighs each request's variables, which a cache of validated queries would skip.
      cache: false,
      validationRules: ({ variables }) => [queryCostRule(variables)],
      context: (request) => ({ request }),
      errorFormatter: formatGraphqlErrors,
      additionalRouteOptions: {
        bodyLimit: GRAPHQL_BODY_LIMIT_BYTES,
        schema: { hide: true },
        // (mercurius keeps `onRequest` for itself; this runs right after it, before the body.)
        preParsing: async (request, reply) => {
          // Personal data: never kept by a browser or a shared cache.
          reply.header('cache-control', 'no-store');
          if (request.method !== 'POST') throw new AppError('METHOD_NOT_ALLOWED');
        },
        preValidation: async (request) => {
          // `{query, variables}` as JSON only (Fastify would also hand a text body over).
          const type = request.headers['content-type'] ?? '';
          if (!/^application\/json\b/i.test(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
          if (isEmptyQuery(request.body)) throw new AppError('EMPTY_QUERY');
          const { query } = request.body as { query: string };
          if (
            request.user === undefined &&
            Buffer.byteLength(query) > ANONYMOUS_QUERY_LIMIT_BYTES
          ) {
            throw new AppError('UNAUTHENTICATED');
          }
        },
      },
    });
  });
};
