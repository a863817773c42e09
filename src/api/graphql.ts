/**
 * The GraphQL call of the companies' API (spec platform §7 "GraphQL, POST /v1/clients {query,
 * variables}", §8 "GraphQL"): `{query, variables}` posted through the client's `request` (its
 * headers, tokens and error reporting), the answer's `data` handed to the caller's parser. An
 * answer with `errors` becomes a {@link GraphqlError}: an `ApiError` whose body is the first
 * error's catalogue code and message (already in the user's language), with its fields relative to
 * the mutation's input, so the portal's error helpers treat it like any REST failure. No GraphQL
 * client library: the queries are constants of the modules that use them.
 * @module
 */
import { ERROR_STATUS, type ErrorCode, type FieldError } from '../contracts/errors';
import { ApiError } from './errors';
import type { ApiRequest } from './request';

/** Where the GraphQL endpoint answers, under the API's base URL. */
export const GRAPHQL_PATH = '/v1/clients';

/** One entry of a GraphQL answer's `errors`. */
interface GraphqlErrorEntry {
  message?: unknown;
  extensions?: { code?: unknown; fields?: unknown };
}

/** A GraphQL operation that answered errors (the first one is the error's body). */
export class GraphqlError extends ApiError {}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).field === 'string' &&
    typeof (value as FieldError).message === 'string'
  );
}

/** The error of an answer's first entry; `argument.` is taken off its field paths. */
function errorOf(entry: GraphqlErrorEntry, argument: string | undefined): GraphqlError {
  const code = typeof entry.extensions?.code === 'string' ? entry.extensions.code : 'BAD_REQUEST';
  const message = typeof entry.message === 'string' ? entry.message : code;
  const prefix = argument === undefined ? undefined : `${argument}.`;
  const raw = entry.extensions?.fields;
  const fields = Array.isArray(raw)
    ? raw.filter(isFieldError).map((item) => ({
        field:
          prefix !== undefined && item.field.startsWith(prefix)
            ? item.field.slice(prefix.length)
            : item.field,
        message: item.message,
      }))
    : undefined;
  const status = (ERROR_STATUS as Record<string, number | undefined>)[code] ?? 400;
  return new GraphqlError({
    url: GRAPHQL_PATH,
    method: 'POST',
    status,
    body: { statusCode: status, code: code as ErrorCode, message, ...(fields ? { fields } : {}) },
  });
}

/** Options of {@link graphqlCall}. */
export interface GraphqlCallOptions<T> {
  variables?: Record<string, unknown>;
  /** Validates and narrows `data`. */
  parse: (data: Record<string, unknown>) => T;
  /** The input argument whose name prefixes the field paths of a validation error. */
  argument?: string;
}

/** Runs one GraphQL operation; its `data` parsed, or a {@link GraphqlError}. */
export async function graphqlCall<T>(
  request: ApiRequest,
  query: string,
  { variables, parse, argument }: GraphqlCallOptions<T>,
): Promise<T> {
  const answer = await request<{ data?: unknown; errors?: GraphqlErrorEntry[] }>(GRAPHQL_PATH, {
    method: 'POST',
    body: { query, ...(variables === undefined ? {} : { variables }) },
  });
  const first = answer.errors?.[0];
  if (first !== undefined) throw errorOf(first, argument);
  if (typeof answer.data !== 'object' || answer.data === null) {
    throw errorOf({ extensions: { code: 'INTERNAL_ERROR' } }, argument);
  }
  return parse(answer.data as Record<string, unknown>);
}
