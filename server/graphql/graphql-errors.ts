/**
 * GraphQL errors in the API's catalogue (spec platform §8 "GraphQL"; issue 20): every error of
 * `POST /v1/clients` is an entry of the `errors` array with `extensions.code`, the catalogue's
 * code, and `message`, the catalogue's message in the request's language (`Accept-Language`);
 * VALIDATION_FAILED adds `extensions.fields`. What the services throw (AppError), what the
 * transport meets (body too large, bad JSON), the depth and cost limits, a missing query and
 * GraphQL's own parse and validation errors (GRAPHQL_INVALID, GraphQL's text as the detail) all
 * take this shape; anything else is INTERNAL_ERROR, its details in the log only.
 *
 * The HTTP status: 200 once the operation ran (its errors sit beside `data`, as GraphQL over
 * HTTP says); a request refused before running answers the code's own status.
 * @module
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { ERROR_STATUS, type ErrorCode, type FieldError } from '../../src/contracts/errors';
import { translateError, type Locale } from '../../src/i18n';
import { isAppError } from '../errors/app-error';
import { invalidFieldMessage, translateFieldMessage } from '../http/field-messages';
import { localeFromAcceptLanguage } from '../http/request-locale';
import { classifyError } from '../plugins/errors';
import { graphql } from './graphql-runtime';
import { MAX_QUERY_DEPTH, QUERY_TOO_COMPLEX_MARK } from './query-cost';

/** A classified error: its code, the message's placeholders and the invalid fields. */
interface Described {
  code: ErrorCode;
  params?: readonly string[];
  fields?: FieldError[];
}

/** How GraphQL words a variable it could not coerce ('Variable "$c" got invalid value 5; …'). */
const VARIABLE_COERCION = /^Variable "\$\w+" /;

/** The mercurius error codes with a catalogue code of their own. */
const MERCURIUS_CODES: Record<string, ErrorCode> = {
  // mercurius' answer to a body without `query` ('Unknown query').
  MER_ERR_GQL_PERSISTED_QUERY_NOT_FOUND: 'EMPTY_QUERY',
  MER_ERR_GQL_QUERY_DEPTH: 'QUERY_TOO_DEEP',
};

function codeOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' ? value.code : undefined;
}

/** What `error` is, in the catalogue's terms; undefined when unexpected. */
function describe(error: GraphQLError, locale: Locale): Described | undefined {
  const original = error.originalError;
  if (isAppError(original)) {
    return {
      code: original.code,
      ...(original.params.length === 0 ? {} : { params: original.params }),
      ...(original.fields === undefined
        ? {}
        : {
            fields: original.fields.map(({ field, message }) => ({
              field,
              message:
                translateFieldMessage(message, field, locale) ?? invalidFieldMessage(field, locale),
            })),
          }),
    };
  }
  if (error.extensions.code === QUERY_TOO_COMPLEX_MARK) {
    return {
      code: 'QUERY_TOO_COMPLEX',
      params: [String(error.extensions.cost), String(error.extensions.maximum)],
    };
  }
  const mercurius = MERCURIUS_CODES[codeOf(original) ?? ''];
  if (mercurius === 'QUERY_TOO_DEEP') {
    return { code: mercurius, params: [String(MAX_QUERY_DEPTH)] };
  }
  if (mercurius !== undefined) return { code: mercurius };
  // GraphQL's own syntax and validation errors (no original error), and a variable it could not
  // coerce to its declared type (the scalar's own error, or GraphQL's text naming the variable;
  // the cost rule meets them first, issue 36): the query is at fault, and the text says where.
  if (
    original === undefined ||
    original instanceof graphql.GraphQLError ||
    VARIABLE_COERCION.test(error.message)
  ) {
    return { code: 'GRAPHQL_INVALID', params: [error.message] };
  }
  const transport = classifyError(original, locale);
  return transport === undefined ? undefined : { code: transport.code };
}

/** The errors of a mercurius validation failure are inside it; others stand alone. */
function flatten(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
    if (!Array.isArray(inner)) return [error];
    return inner.map((each: unknown) =>
      each instanceof graphql.GraphQLError
        ? each
        : new graphql.GraphQLError(String((each as Error).message), {
            originalError: each as Error,
          }),
    );
  });
}

/** The mercurius `errorFormatter`: the `errors` array in the catalogue's codes and language. */
export function formatGraphqlErrors(
  execution: ExecutionResult & { errors: readonly GraphQLError[] },
  context: { reply?: FastifyReply; app: FastifyInstance },
): { statusCode: number; response: ExecutionResult } {
  const request = context.reply?.request;
  const log = request?.log ?? context.app.log;
  const locale = localeFromAcceptLanguage(request?.headers['accept-language']);
  const described = flatten(execution.errors).map((error) => {
    const found = describe(error, locale);
    if (found === undefined || found.code === 'INTERNAL_ERROR') {
      log.error({ err: error.originalError ?? error }, 'GraphQL operation failed');
    }
    const { code, params = [], fields } = found ?? { code: 'INTERNAL_ERROR' as const };
    return {
      code,
      error: {
        message: translateError(code, locale, params),
        ...(error.locations === undefined ? {} : { locations: error.locations }),
        ...(error.path === undefined ? {} : { path: error.path }),
        extensions: { code, ...(fields === undefined ? {} : { fields }) },
      },
    };
  });
  const ran = 'data' in execution;
  const first = described[0]?.code ?? 'INTERNAL_ERROR';
  return {
    statusCode: ran ? 200 : ERROR_STATUS[first],
    response: {
      data: execution.data ?? null,
      errors: described.map(({ error }) => error) as unknown as GraphQLError[],
    },
  };
}
