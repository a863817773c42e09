/**
 * Tenancy: which correspondent a request acts for. Routes under `/v1/correspondents/:identifier`
 * name it in the path; other tenant routes rely on the `correspondent_id` header. Later routes
 * add `preHandler: app.requireCorrespondent` and read `request.correspondent`.
 * @module
 */
import type { FastifyRequest } from 'fastify';
import type { Correspondent } from '../../src/contracts/correspondent';
import { AppError } from '../errors/app-error';
import type { CorrespondentService } from '../services/correspondents/correspondent-service';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The correspondent resolved by `requireCorrespondent`, else null. */
    correspondent: Correspondent | null;
  }
  interface FastifyInstance {
    /** Resolves the request's correspondent (see {@link resolveCorrespondent}). */
    resolveCorrespondent(request: FastifyRequest): Promise<Correspondent>;
    /** preHandler: resolves the correspondent into `request.correspondent` or answers 404. */
    requireCorrespondent(request: FastifyRequest): Promise<void>;
  }
}

/** Options of the tenancy plugin. */
export interface TenancyOptions extends Record<string, unknown> {
  correspondents: CorrespondentService;
}

function identifierParam(request: FastifyRequest): string | undefined {
  const params = request.params;
  if (typeof params !== 'object' || params === null || !('identifier' in params)) return undefined;
  return typeof params.identifier === 'string' ? params.identifier : undefined;
}

/**
 * The correspondent of a request: the `:identifier` path parameter when the route has one,
 * else the `correspondent_id` header. Neither, unknown or reserved → CORRESPONDENT_NOT_FOUND.
 * A disabled correspondent resolves (callers that must refuse it check `active`).
 */
export async function resolveCorrespondent(
  correspondents: CorrespondentService,
  request: FastifyRequest,
): Promise<Correspondent> {
  const identifier = identifierParam(request);
  if (identifier !== undefined) return correspondents.getByIdentifier(identifier);
  const id = request.identity.correspondentId;
  if (id > 0) return correspondents.getById(id);
  throw new AppError('CORRESPONDENT_NOT_FOUND');
}

/** Decorates the app with the tenancy helpers. */
export const tenancyPlugin = fp<TenancyOptions>(
  async (app, options) => {
    const { correspondents } = options;
    app.decorateRequest('correspondent', null);
    app.decorate('resolveCorrespondent', (request: FastifyRequest) =>
      resolveCorrespondent(correspondents, request),
    );
    app.decorate('requireCorrespondent', async (request: FastifyRequest) => {
      request.correspondent = await resolveCorrespondent(correspondents, request);
    });
  },
  { name: 'fx-tenancy' },
);
