/**
 * One error shape for every failure (spec platform §8): `{statusCode, code, message, fields?}`,
 * message in the caller's language. Framework errors (bad JSON, wrong content type, too large,
 * schema validation) are mapped to catalogue codes; a database that cannot be reached is a 503
 * DATABASE_UNAVAILABLE with `Retry-After`; anything unexpected is a 500 whose details only reach
 * the log, never the body.
 * @module
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode, FieldError } from '../../src/contracts/errors';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database-errors';
import { isAppError } from '../errors/app-error';
import { errorBody } from '../http/error-body';
import { invalidFieldMessage, translateFieldMessage } from '../http/field-messages';
import { localeFromAcceptLanguage } from '../http/request-locale';
import fp from 'fastify-plugin';

/** The error services throw; re-exported here because this plugin is what answers it. */
export { AppError } from '../errors/app-error';

/** Fastify's own error codes that have a catalogue code of their own. */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_NOT_FOUND: 'ROUTE_NOT_FOUND',
  // Invalid percent-encoding in the path (`%ZZ`, `%C0%AF`): Fastify's own answer echoed the path.
  FST_ERR_BAD_URL: 'BAD_REQUEST',
  // A path parameter longer than the router's limit, where no wildcard route takes the path
  // (Fastify answered 414 in its own shape).
  FST_ERR_MAX_PARAM_LENGTH: 'BAD_REQUEST',
};

/** Catalogue codes for other 4xx statuses that framework plugins may raise. */
const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** What the client is told about an error. */
interface Classified {
  code: ErrorCode;
  fields?: FieldError[];
  /** Values of the message's placeholders. */
  params?: readonly string[];
  /** Seconds to wait (the `retry-after` header; `resendAvailableIn` for RESEND_TOO_EARLY). */
  retryAfterSeconds?: number;
}

/**
 * The fields of a schema validation error. A contract's message is a `common` catalogue key,
 * answered in `locale`; zod's own wording (English, for developers) is never shown: such an
 * issue answers the spec's generic 'Field {0} is invalid'.
 */
function fieldsOf(error: FastifyError, locale: Locale): FieldError[] {
  const context = error.validationContext ?? 'request';
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath.split('/').filter((segment) => segment !== '');
    const field = path.length > 0 ? path.join('.') : context;
    const message =
      translateFieldMessage(issue.message ?? '', field, locale, issue.params) ??
      invalidFieldMessage(field, locale);
    return { field, message };
  });
}

/** A service's fields: catalogue keys translated, other messages kept as the service wrote them. */
function localisedFields(fields: FieldError[], locale: Locale): FieldError[] {
  return fields.map(({ field, message }) => ({
    field,
    message: translateFieldMessage(message, field, locale) ?? message,
  }));
}

function isJsonSyntaxError(error: FastifyError): boolean {
  return error instanceof SyntaxError && error.statusCode === 400;
}

/**
 * Maps any thrown value to a catalogue code, with field messages in `locale`; `undefined` means
 * "unexpected" (500).
 */
export function classifyError(
  error: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Classified | undefined {
  if (isAppError(error)) {
    return {
      code: error.code,
      ...(error.fields === undefined ? {} : { fields: localisedFields(error.fields, locale) }),
      ...(error.params.length === 0 ? {} : { params: error.params }),
      ...(error.retryAfterSeconds === undefined
        ? {}
        : { retryAfterSeconds: error.retryAfterSeconds }),
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { code: 'DATABASE_UNAVAILABLE', retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS };
  }
  if (typeof error !== 'object' || error === null) return undefined;
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || Array.isArray(fastifyError.validation)) {
    return { code: 'VALIDATION_FAILED', fields: fieldsOf(fastifyError, locale) };
  }
  const byCode = fastifyError.code === undefined ? undefined : FRAMEWORK_CODES[fastifyError.code];
  if (byCode !== undefined) return { code: byCode };
  if (isJsonSyntaxError(fastifyError)) return { code: 'MALFORMED_JSON' };
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { code: STATUS_CODES[status] ?? 'BAD_REQUEST' };
  }
  if (status === 503) return { code: 'SERVICE_UNAVAILABLE' };
  return undefined;
}

/**
 * Sends the error body for `code` in the request's language: the message's placeholders filled
 * with `params`, and for a wait the `retry-after` header (and `resendAvailableIn`, the resend
 * countdown, for RESEND_TOO_EARLY).
 */
export function replyWithError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  fields?: FieldError[],
  extra: { params?: readonly string[]; retryAfterSeconds?: number } = {},
): FastifyReply {
  const body = errorBody(
    code,
    localeFromAcceptLanguage(request.headers['accept-language']),
    fields,
    extra.params,
  );
  const wait = extra.retryAfterSeconds;
  if (wait !== undefined) reply.header('retry-after', String(wait));
  const answer =
    code === 'RESEND_TOO_EARLY' && wait !== undefined ? { ...body, resendAvailableIn: wait } : body;
  return reply.status(body.statusCode).send(answer);
}

/** A connection failure's code or message, without anything a statement carried. */
function errorReason(error: unknown): string {
  const root = isAppError(error) && error.cause !== undefined ? error.cause : error;
  if (typeof root !== 'object' || root === null) return String(root);
  const { code, message } = root as { code?: unknown; message?: unknown };
  return [code, message].filter((part) => typeof part === 'string').join(' ');
}

/**
 * Answers any error in the one shape: the error handler of every route, and Fastify's
 * `frameworkErrors` option, which receives the failures met before a route is found (a path
 * that does not percent-decode, a parameter over the router's length) and otherwise answers them
 * in Fastify's own shape.
 */
export function answerError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const classified = classifyError(
    error,
    localeFromAcceptLanguage(request.headers['accept-language']),
  );
  if (classified === undefined) {
    request.log.error({ err: error }, 'unexpected error');
    return replyWithError(request, reply, 'INTERNAL_ERROR');
  }
  if (classified.code === 'INTERNAL_ERROR' || classified.code === 'SERVICE_UNAVAILABLE') {
    request.log.error({ err: error }, classified.code);
  } else if (classified.code === 'DATABASE_UNAVAILABLE') {
    // Expected while the database restarts: a warning, and no statement or parameters.
    request.log.warn({ reason: errorReason(error) }, classified.code);
  }
  return replyWithError(request, reply, classified.code, classified.fields, classified);
}

/** Installs the error handler on the registering context (the root: it covers every route). */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(answerError);
  },
  { name: 'fx-errors' },
);
