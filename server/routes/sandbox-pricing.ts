/**
 * Sandbox-only test helper (issue 4 "with a short validity the expiry modal appears"): sets how
 * long a correspondent's quotes stay valid and forgets the cached pricing, so a browser test can
 * watch a quote expire in seconds instead of minutes. The plugin registers nothing outside the
 * sandbox: in production the path answers ROUTE_NOT_FOUND like any unknown API path.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { CorrespondentParamsSchema } from '../../src/contracts/correspondent';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import type { Config } from '../config';
import type { PricingCatalogue } from '../services/quotations/pricing-catalogue';

/**
 * Shortest validity accepted, seconds. The `pricing_settings` table admits nothing below 10
 * (its check constraint), so neither does the helper: a 422 beats a database error.
 */
export const MIN_QUOTE_VALIDITY_SECONDS = 10;

/** Longest validity accepted, seconds (an hour is plenty for a test). */
export const MAX_QUOTE_VALIDITY_SECONDS = 3600;

/** Body of `PUT /sandbox/correspondents/:identifier/quote-validity`. */
export const QuoteValidityBodySchema = z.object({
  seconds: z
    .int()
    .check(z.minimum(MIN_QUOTE_VALIDITY_SECONDS), z.maximum(MAX_QUOTE_VALIDITY_SECONDS)),
});

/** Answer of the helper: the validity now in force. */
export const QuoteValidityAnswerSchema = z.object({
  identifier: z.string(),
  quoteValiditySeconds: z.int(),
});

/** Options of {@link sandboxPricingRoutes}. */
export interface SandboxPricingRoutesOptions {
  config: Pick<Config, 'mode'>;
  /** The catalogue the quotation routes price with: it writes the validity and forgets its cache. */
  catalogue: PricingCatalogue;
}

/** `PUT /sandbox/correspondents/:identifier/quote-validity`, in sandbox mode only. */
export const sandboxPricingRoutes: FastifyPluginAsync<SandboxPricingRoutesOptions> = async (
  app,
  { config, catalogue },
) => {
  // Checked here as well as by the caller: a test helper must never reach production.
  if (config.mode !== 'sandbox') return;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.put(
    '/sandbox/correspondents/:identifier/quote-validity',
    {
      schema: {
        tags: ['sandbox'],
        summary: "Sets a correspondent's quote validity (sandbox only)",
        description:
          'A test helper, absent in production. Sets `pricing_settings.quote_validity_seconds` ' +
          `(${MIN_QUOTE_VALIDITY_SECONDS}–${MAX_QUOTE_VALIDITY_SECONDS}) and clears the ` +
          'cached pricing so the next quote uses it.',
        params: CorrespondentParamsSchema,
        body: QuoteValidityBodySchema,
        response: {
          200: QuoteValidityAnswerSchema,
          404: ApiErrorBodySchema,
          422: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const identifier = request.params.identifier.toLowerCase();
      const { seconds } = request.body;
      await catalogue.setQuoteValidity(identifier, seconds);
      return { identifier, quoteValiditySeconds: seconds };
    },
  );
};
