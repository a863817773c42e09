/**
 * What the account route plugins (registration, e-mail confirmation, passwords) share: the
 * request's mail context (correspondent name and identifier, language), the answer of an
 * {@link AccountError} (placeholders filled in, `retry-after`, the resend countdown) and the
 * attempt limits turned into 429 RATE_LIMITED.
 * @module
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Correspondent } from '../../src/contracts/correspondent';
import { resources } from '../../src/i18n';
import { translateFieldMessage } from '../http/field-messages';
import { parametrisedErrorBody } from '../http/parametrised-error-body';
import { localeFromAcceptLanguage } from '../http/request-locale';
import type { AttemptLimiter } from '../http/attempt-limiter';
import type { MailContext } from '../services/accounts/account-deps';
import { AccountError, isAccountError } from '../services/accounts/account-error';
import { JSON_CONTENT_TYPE } from '../http/json-text';

/** The language of the request (`Accept-Language`, pt-BR by default). */
export function requestLocale(request: FastifyRequest) {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

function contextOf(request: FastifyRequest, correspondent: Correspondent | undefined): MailContext {
  const locale = requestLocale(request);
  return correspondent === undefined
    ? { brand: resources[locale].common.general.defaultBrand, locale }
    : { brand: correspondent.name, identifier: correspondent.identifier, locale };
}

/**
 * The mail context of a request whose correspondent (`correspondent_id` header) is required:
 * CORRESPONDENT_NOT_FOUND without one.
 */
export async function requiredMailContext(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<MailContext & { identifier: string; correspondentId: number }> {
  const correspondent = await app.resolveCorrespondent(request);
  return {
    ...contextOf(request, correspondent),
    identifier: correspondent.identifier,
    correspondentId: correspondent.id,
  };
}

/** The mail context of a request; the platform's default brand without a correspondent. */
export async function optionalMailContext(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<MailContext> {
  if (request.identity.correspondentId <= 0) return contextOf(request, undefined);
  try {
    return contextOf(request, await app.resolveCorrespondent(request));
  } catch {
    return contextOf(request, undefined);
  }
}

/** Counts an attempt on each limiter; RATE_LIMITED (with the wait) once any is over its limit. */
export function countAttempt(checks: readonly (readonly [AttemptLimiter, string])[]): void {
  for (const [limiter, key] of checks) {
    const result = limiter.hit(key);
    if (!result.allowed) {
      throw new AccountError('RATE_LIMITED', { retryAfterSeconds: result.retryAfterSeconds });
    }
  }
}

/** RATE_LIMITED when any limiter is already over its limit, without counting. */
export function assertNotLimited(checks: readonly (readonly [AttemptLimiter, string])[]): void {
  for (const [limiter, key] of checks) {
    const result = limiter.peek(key);
    if (!result.allowed) {
      throw new AccountError('RATE_LIMITED', { retryAfterSeconds: result.retryAfterSeconds });
    }
  }
}

/**
 * The error handler of the account route plugins: answers an {@link AccountError} with its
 * placeholders filled in, `retry-after` for a wait, and `resendAvailableIn` for RESEND_TOO_EARLY;
 * anything else goes on to the app's errors plugin.
 */
export function accountErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  if (!isAccountError(error)) throw error;
  const locale = requestLocale(request);
  const fields = error.fields?.map(({ field, message }) => ({
    field,
    message: translateFieldMessage(message, field, locale) ?? message,
  }));
  const body = {
    ...parametrisedErrorBody(error.code, error.params, locale),
    ...(fields === undefined ? {} : { fields }),
    ...(error.code === 'RESEND_TOO_EARLY' && error.retryAfterSeconds !== undefined
      ? { resendAvailableIn: error.retryAfterSeconds }
      : {}),
  };
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply.status(body.statusCode).type(JSON_CONTENT_TYPE).send(body);
}
