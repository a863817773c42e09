/**
 * The zip-code (CEP) lookup (spec platform §5 "Address", §7 "Other server-backed actions": the
 * path is not shown; ours is `GET /v1/zip-codes/{zipCode}`). Public: the registration stepper's
 * address step runs before sign-in. Limited per client address, so the API is no free proxy to
 * the provider (ViaCEP asks not to be crawled); the counters are the shared ones of
 * `server/services/attempt-limiter.ts`, so the limit holds across processes and restarts.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZipCodeParamsSchema, ZipLookupSchema } from '../../src/contracts/addresses';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { normaliseZipCode } from '../../src/domain/address/zip-code';
import { AppError } from '../errors/app-error';
import {
  ZipCodeUnavailableError,
  type ZipCodeProvider,
} from '../providers/zip-codes/zip-code-provider';
import { countAttempt, type AttemptLimiterFactory } from '../services/attempt-limiter';

/** Options of the zip-code route. */
export interface ZipCodeRoutesOptions {
  zipCodes: ZipCodeProvider;
  /** Limiters over the shared counters. */
  limiterFor: AttemptLimiterFactory;
  /** Lookups per client address per minute (default 60). */
  perMinute?: number;
}

/** Registers `GET /v1/zip-codes/:zipCode`. */
export const zipCodeRoutes: FastifyPluginAsync<ZipCodeRoutesOptions> = async (app, options) => {
  const { zipCodes } = options;
  const perAddress = options.limiterFor({ max: options.perMinute ?? 60, windowMs: 60_000 });
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/v1/zip-codes/:zipCode',
    {
      // Counted on arrival, before validation, so a flood of malformed CEPs is limited too.
      onRequest: async (request) => {
        await countAttempt([[perAddress, `zip-codes:${request.ip}`]]);
      },
      schema: {
        tags: ['zip-codes'],
        summary: 'The address of a CEP',
        description:
          'The CEP may be typed `01310-100` or `01310100`; a malformed one answers 422. An ' +
          'unknown CEP answers 404 ZIP_CODE_NOT_FOUND ("The zip code entered was not found."); ' +
          'a provider that cannot answer, 503 ZIP_CODE_SERVICE_UNAVAILABLE (the form lets the ' +
          'customer type the address). In sandbox mode the answers come from data shipped with ' +
          'the repository and carry `sandbox: true` (see docs/sandbox.md): street-level for a ' +
          'few demo CEPs, the state alone for any other CEP of a Correios range. More than 60 ' +
          'lookups a minute from one address answer 429 RATE_LIMITED.',
        params: ZipCodeParamsSchema,
        response: {
          200: ZipLookupSchema,
          404: ApiErrorBodySchema,
          422: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
          503: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const digits = normaliseZipCode(request.params.zipCode);
      // The contract already refused anything that is not 8 digits.
      if (digits === undefined) throw new AppError('VALIDATION_FAILED');
      let found;
      try {
        found = await zipCodes.lookup(digits);
      } catch (error) {
        if (error instanceof ZipCodeUnavailableError) {
          request.log.warn({ err: error }, 'zip-code provider unavailable');
          throw new AppError('ZIP_CODE_SERVICE_UNAVAILABLE', { cause: error });
        }
        throw error;
      }
      if (found === undefined) throw new AppError('ZIP_CODE_NOT_FOUND');
      reply.header('cache-control', 'public, max-age=3600');
      return found;
    },
  );
};
