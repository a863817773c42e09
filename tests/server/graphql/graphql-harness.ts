/**
 * Test harness of the GraphQL endpoint `POST /api/v1/clients`: the answer's shape, a caller
 * through the app, and the first error's code.
 * @module
 */
import type { FastifyInstance } from 'fastify';

/** A GraphQL answer, as the endpoint sends it. */
export interface GraphqlAnswer {
  data: Record<string, unknown> | null;
  errors?: {
    message: string;
    path?: string[];
    extensions: { code: string; fields?: { field: string; message: string }[] };
  }[];
}

/** One call of the endpoint: `query` (with its `variables`) sent with `headers`. */
export type GraphqlCall = (
  headers: Record<string, string>,
  query: string,
  variables?: Record<string, unknown>,
) => Promise<GraphqlAnswer & { status: number }>;

/**
 * The endpoint's caller over the app `app()` answers (read at each call, so a suite can bind it
 * before its `beforeAll` builds the app).
 */
export function graphqlCaller(app: () => FastifyInstance): GraphqlCall {
  return async (headers, query, variables) => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/v1/clients',
      headers,
      payload: { query, ...(variables === undefined ? {} : { variables }) },
    });
    return { status: response.statusCode, ...(response.json() as GraphqlAnswer) };
  };
}

/** The code of the answer's first error. */
export const codeOf = (answer: GraphqlAnswer) => answer.errors?.[0]?.extensions.code;
