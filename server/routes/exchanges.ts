/**
 * Everything under `/v2/exchanges` (spec operations §7.2): the quotation and catalogue routes,
 * over the services of the composition root (`server/composition.ts`). Quotes are answered as
 * signed tokens; nothing is stored on their path.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../composition';
import type { Clock } from '../services/clock';
import { exchangeCatalogueRoutes } from './exchange-catalogue';
import { quotationRoutes } from './quotations';

/** Options of the exchange routes: the services they answer with. */
export interface ExchangeRoutesOptions {
  services: Pick<Services, 'quotations' | 'managerTokens' | 'catalogue' | 'coupons' | 'loyalty'>;
  clock: Clock;
  publicOrigin: string;
}

/** Registers every `/v2/exchanges` route. */
export const exchangeRoutes: FastifyPluginAsync<ExchangeRoutesOptions> = async (
  app,
  { services, clock, publicOrigin },
) => {
  const { quotations, managerTokens, catalogue, coupons, loyalty } = services;
  await app.register(quotationRoutes, { quotations, managerTokens, catalogue });
  await app.register(exchangeCatalogueRoutes, { catalogue, coupons, loyalty, clock, publicOrigin });
};
