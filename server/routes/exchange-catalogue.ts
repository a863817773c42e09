/**
 * The exchange catalogue routes (spec operations §7.2): currency lists with names in the caller's
 * language and flags, coupon validation and the miles program's tier.
 * @module
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import { CODE_MAX, NUMBER_TEXT_MAX } from '../../src/contracts/text-limits';
import {
  CouponParamsSchema,
  CouponValidationSchema,
  CurrencyListSchema,
  PaperMoneyQuotationParamsSchema,
  RemittanceCurrenciesQuerySchema,
  TierAnswerSchema,
  TierParamsSchema,
} from '../../src/contracts/quotations';
import {
  REMITTANCE_AVAILABILITY,
  isCurrencyAvailable,
  isCurrencyCode,
  type CurrencyCode,
} from '../../src/domain/pricing/currencies';
import { PURPOSE_CODES, type RemittanceDirection } from '../../src/domain/pricing/purpose-codes';
import { AppError } from '../errors/app-error';
import { localeFromAcceptLanguage } from '../http/request-locale';
import type { LoyaltyProvider } from '../providers/loyalty/loyalty-provider';
import type { CouponService } from '../services/quotations/coupon-service';
import { FLAG_CODES, currencyListItem } from '../services/quotations/currency-catalogue';
import type { PricingCatalogue } from '../services/quotations/pricing-catalogue';

import type { Clock } from '../services/clock';
import { correspondentIdOf, refuseEmptyQuery } from './quotation-request';

/** Options of the catalogue routes. */
export interface ExchangeCatalogueRoutesOptions {
  catalogue: PricingCatalogue;
  coupons: CouponService;
  loyalty: LoyaltyProvider;
  clock: Clock;
  /** The platform's public origin, for absolute flag URLs. */
  publicOrigin: string;
}

const errors = { 404: ApiErrorBodySchema, 422: ApiErrorBodySchema };

const FlagParamsSchema = z.object({
  file: z.string().check(z.maxLength(CODE_MAX), z.regex(/^[a-z]{2}\.svg$/)),
});

/** Where the flag-icons package keeps its 4:3 SVG flags, or undefined when it is not installed. */
function flagIconsDir(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    return path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags', '4x3');
  } catch {
    return undefined;
  }
}

/** A neutral stand-in flag carrying the country code, when flag-icons is not installed. */
function placeholderFlag(code: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480">' +
    '<rect width="640" height="480" fill="#e0e1e2"/>' +
    '<text x="320" y="300" font-family="sans-serif" font-size="220" text-anchor="middle" ' +
    `fill="#555">${code.toUpperCase()}</text></svg>`
  );
}

/** Every currency of the remittance table, in its order. */
const REMITTANCE_CURRENCIES = REMITTANCE_AVAILABILITY.flatMap((row) => row.currencies);

/** Registers the catalogue routes. */
export const exchangeCatalogueRoutes: FastifyPluginAsync<ExchangeCatalogueRoutesOptions> = async (
  app,
  { catalogue, coupons, loyalty, clock, publicOrigin },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const flagsDir = flagIconsDir();
  const flags = new Map<string, string>();

  api.get(
    '/v2/exchanges/remittance/currencies',
    {
      preValidation: refuseEmptyQuery,
      schema: {
        tags: ['currencies'],
        summary: 'Remittance currency list',
        description:
          'The asked currencies that the availability table (spec operations §9.2) allows, in ' +
          'the order asked; `type` and `purposeCode` narrow it to a direction and a purpose. ' +
          'Names follow Accept-Language.',
        querystring: RemittanceCurrenciesQuerySchema,
        response: { 200: CurrencyListSchema, ...errors },
      },
    },
    async (request) => {
      const { currencyCodes, type, purposeCode } = request.query;
      const directions: RemittanceDirection[] =
        type === undefined
          ? ['OUTBOUND', 'INBOUND']
          : [type === 'inbound' ? 'INBOUND' : 'OUTBOUND'];
      const purposes = purposeCode === undefined ? PURPOSE_CODES : [purposeCode];
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const codes = [...new Set(currencyCodes.split(','))].filter(
        (code): code is CurrencyCode =>
          isCurrencyCode(code) &&
          REMITTANCE_CURRENCIES.includes(code) &&
          directions.some((direction) =>
            purposes.some((purpose) => isCurrencyAvailable(code, purpose, direction)),
          ),
      );
      return codes.map((code) => currencyListItem(code, locale, publicOrigin));
    },
  );

  api.get(
    '/v2/exchanges/paper-money/currencies/:merchantId',
    {
      schema: {
        tags: ['currencies'],
        summary: 'Paper-money currency list of a merchant',
        description:
          "The currencies a merchant (one of the correspondent's agents) sells, by code. " +
          'An unknown merchant answers 404 MERCHANT_NOT_FOUND.',
        params: PaperMoneyQuotationParamsSchema,
        response: { 200: CurrencyListSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = await catalogue.tenant(correspondentIdOf(request));
      const merchant = tenant.merchants.get(request.params.merchantId);
      if (!merchant) throw new AppError('MERCHANT_NOT_FOUND');
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      return [...merchant.keys()]
        .sort()
        .map((code) => currencyListItem(code, locale, publicOrigin));
    },
  );

  api.get(
    '/v2/exchanges/flags/:file',
    {
      schema: {
        tags: ['currencies'],
        summary: 'A currency flag (SVG)',
        description: 'Flags of the currency lists, `{country}.svg`; EUR is `eu.svg`.',
        params: FlagParamsSchema,
      },
    },
    async (request, reply) => {
      const code = request.params.file.slice(0, 2);
      if (!FLAG_CODES.has(code)) throw new AppError('NOT_FOUND');
      let svg = flags.get(code);
      if (svg === undefined) {
        svg = flagsDir
          ? await fs.readFile(path.join(flagsDir, `${code}.svg`), 'utf8')
          : placeholderFlag(code);
        flags.set(code, svg);
      }
      // The simulator shows flags on the correspondent's own site: an <img> of another origin,
      // which the API's `same-origin` resource policy would block.
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=604800')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(svg);
    },
  );

  api.get(
    '/v2/exchanges/coupons/validate/:code',
    {
      schema: {
        tags: ['coupons'],
        summary: 'Validates a coupon',
        description:
          "A coupon of the request's correspondent (`correspondent_id` header or " +
          "`correspondentId` query), active and unexpired; otherwise 422 INVALID_COUPON 'Invalid coupon!'.",
        params: CouponParamsSchema,
        querystring: z.object({
          correspondentId: z.optional(
            z.string().check(z.maxLength(NUMBER_TEXT_MAX), z.regex(/^\d{1,9}$/)),
          ),
        }),
        response: { 200: CouponValidationSchema, ...errors },
      },
    },
    async (request) => {
      const correspondentId = correspondentIdOf(request, request.query.correspondentId);
      const coupon = await coupons.validate(correspondentId, request.params.code, clock());
      return coupons.describe(coupon);
    },
  );

  api.get(
    '/v2/exchanges/miles/client/:document/tier',
    {
      schema: {
        tags: ['loyalty'],
        summary: "A customer's miles tier",
        description:
          'Answered only for a correspondent whose miles benefit is active (`activeSmiles`); ' +
          'otherwise 422 LOYALTY_NOT_ACTIVE (spec operations §4.9).',
        params: TierParamsSchema,
        response: { 200: TierAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = await catalogue.tenant(correspondentIdOf(request));
      if (!tenant.switches.active || !tenant.switches.activeSmiles) {
        throw new AppError('LOYALTY_NOT_ACTIVE');
      }
      return loyalty.membership(request.params.document);
    },
  );
};
