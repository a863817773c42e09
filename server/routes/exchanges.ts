/**
 * Everything under `/v2/exchanges` (spec operations §7.2): builds the quotation services once
 * (rates provider by mode, cached pricing catalogue, coupons, loyalty, manager tokens) and
 * registers the quotation and catalogue routes. Quotes are answered as signed tokens; nothing is
 * stored on their path.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/schema';
import type { LoyaltyProvider } from '../providers/loyalty/loyalty-provider';
import { createSandboxLoyalty } from '../providers/loyalty/sandbox-loyalty';
import { createPtaxRates } from '../providers/rates/ptax-rates';
import type { RatesProvider } from '../providers/rates/rates-provider';
import { createSandboxRates } from '../providers/rates/sandbox-rates';
import { createCouponService } from '../services/coupon-service';
import { createPricingCatalogue, type PricingCatalogue } from '../services/pricing-catalogue';
import { createManagerTokenService } from '../services/manager-token-service';
import { createQuotationService } from '../services/quotations/quotation-service';
import type { QuoteTokens } from '../services/quotations/quote-token';
import { systemClock, type Clock } from '../services/clock';
import { exchangeCatalogueRoutes } from './exchange-catalogue';
import { quotationRoutes } from './quotations';

/** Options of the exchange routes; tests may inject the providers and the clock. */
export interface ExchangeRoutesOptions {
  db: Kysely<Database>;
  config: Pick<Config, 'mode' | 'publicOrigin'>;
  /** Default: sandbox rates in sandbox mode, PTAX in production. */
  rates?: RatesProvider;
  /** Default: the sandbox miles partner (no production partner is integrated yet). */
  loyalty?: LoyaltyProvider;
  clock?: Clock;
  /** Default: a catalogue of its own; the app passes one it shares with the sandbox helper. */
  catalogue?: PricingCatalogue;
  /** Signs each quote into its id (the checkout verifies with the same keys). */
  quoteTokens: QuoteTokens;
}

/** Registers every `/v2/exchanges` route. */
export const exchangeRoutes: FastifyPluginAsync<ExchangeRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const rates =
    options.rates ?? (config.mode === 'production' ? createPtaxRates() : createSandboxRates());
  const catalogue = options.catalogue ?? createPricingCatalogue({ db, clock });
  const coupons = createCouponService({ db, clock });
  const managerTokens = createManagerTokenService({ db, clock });
  const quotations = createQuotationService({
    rates,
    catalogue,
    coupons,
    managerTokens,
    tokens: options.quoteTokens,
    clock,
  });

  await app.register(quotationRoutes, { quotations, managerTokens, catalogue });
  await app.register(exchangeCatalogueRoutes, {
    catalogue,
    coupons,
    loyalty: options.loyalty ?? createSandboxLoyalty(),
    clock,
    publicOrigin: config.publicOrigin,
  });
};
