/**
 * What the account route plugins (registration, e-mail confirmation, passwords) share: the
 * request's mail context (correspondent name and identifier, language). Their attempt limits
 * are in `server/services/attempt-limiter.ts`.
 * @module
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Correspondent } from '../../src/contracts/correspondent';
import { resources } from '../../src/i18n';
import { localeFromAcceptLanguage } from '../http/request-locale';
import type { MailContext } from '../services/accounts/account-deps';

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
