/**
 * Quotation routes (spec operations §7.2): the remittance quotation, direct and reverse, and the
 * paper-money quotation, validated with the shared contracts. Amounts arrive as integer
 * hundredths (`value` = amount × 100). Each has an `admin/` variant (spec operations §6.5) for a
 * signed-in administrator: it takes `spreadMaster` and `bypassLimitToken` and answers `admin`
 * (profitability, spread, spread with discount). The manager-token validation of the
 * simulator's "Enter admin code" lives here too. Quotes carry the signed-in user, if any, in
 * their signed token.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminSpreadSettingsSchema } from '../../src/contracts/admin-spread';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import {
  ManagerTokenValidationBodySchema,
  ManagerTokenValidationSchema,
  PaperMoneyQuotationParamsSchema,
  PaperMoneyQuotationQuerySchema,
  PaperMoneyQuotationSchema,
  RemittanceQuotationParamsSchema,
  RemittanceQuotationQuerySchema,
  RemittanceQuotationSchema,
  type RemittanceQuotationQuery,
} from '../../src/contracts/quotations';
import { QuotationFiguresQuerySchema, RateFiguresSchema } from '../../src/contracts/rate-figures';
import { userOf } from '../plugins/auth';
import type { ManagerTokenService } from '../services/quotations/manager-token-service';
import type { PricingCatalogue } from '../services/quotations/pricing-catalogue';
import type {
  AdminQuoteOptions,
  QuotationService,
  RemittanceQuoteRequest,
} from '../services/quotations/quotation-service';
import {
  adminOptionsOf,
  correspondentIdOf,
  refuseAdminFields,
  refuseEmptyQuery,
} from './quotation-request';

/** Options of the quotation routes. */
export interface QuotationRoutesOptions {
  quotations: QuotationService;
  managerTokens: ManagerTokenService;
  catalogue: PricingCatalogue;
}

const errors = {
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  500: ApiErrorBodySchema,
  503: ApiErrorBodySchema,
};

const REMITTANCE_DESCRIPTION =
  'Prices and answers a remittance quotation (spec operations §3.1, §9.3); its `id` is a signed ' +
  'token of its figures, which the checkout verifies (nothing is stored). `value` is ' +
  'the foreign amount × 100, or with `/reverse` the BRL amount × 100. An amount outside the ' +
  "currency's bounds is answered clamped, with `clamp` MINIMUM/MAXIMUM and `clampMessage`. " +
  'The correspondent comes from `correspondentId` or the `correspondent_id` header.';

const ADMIN_DESCRIPTION =
  ' Admin variant (spec operations §6.5): a signed-in administrator only (401 without a ' +
  'session, 403 FORBIDDEN for anyone else). `spreadMaster` (percent, 2 decimals; 0 = the ' +
  "correspondent's) sets the spread; below the correspondent's minimum it needs " +
  '`bypassLimitToken`, a manager token in force, else 422 INVALID_MANAGER_TOKEN "The token ' +
  'entered is not valid!". The answer adds `admin`: profitability, spread and spread with ' +
  'discount.';

/** Registers the quotation routes. */
export const quotationRoutes: FastifyPluginAsync<QuotationRoutesOptions> = async (
  app,
  { quotations, managerTokens, catalogue },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // The admin guard runs on request, before the empty-query check or validation: an anonymous
  // caller learns nothing about the admin routes but 401, a customer 403.
  const guard = (admin: boolean) => (admin ? { onRequest: app.requireAdmin } : {});
  // Public routes refuse the admin fields; admin routes read them.
  const adminFields = (
    request: Parameters<typeof adminOptionsOf>[0],
    query: { spreadMaster?: string; bypassLimitToken?: string },
    admin: boolean,
  ): { admin?: AdminQuoteOptions } => {
    if (admin) return { admin: adminOptionsOf(request, query) };
    refuseAdminFields(query);
    return {};
  };

  const remittance = (reverse: boolean, admin: boolean) =>
    api.get(
      `/v2/exchanges/remittance/${admin ? 'admin/' : ''}:type${reverse ? '/reverse' : ''}`,
      {
        ...guard(admin),
        preValidation: refuseEmptyQuery,
        schema: {
          tags: ['quotations'],
          summary: `${admin ? 'Admin: a' : 'A'} ${reverse ? 'reverse remittance quotation (from the BRL amount)' : 'remittance quotation (from the foreign amount)'}`,
          description: REMITTANCE_DESCRIPTION + (admin ? ADMIN_DESCRIPTION : ''),
          params: RemittanceQuotationParamsSchema,
          querystring: RemittanceQuotationQuerySchema,
          response: { 200: RemittanceQuotationSchema, ...errors },
        },
      },
      async (request) => {
        const query: RemittanceQuotationQuery = request.query;
        // The admin fields first: a public caller sending them is refused before anything else.
        const adminOptions = adminFields(request, query, admin);
        const quote: RemittanceQuoteRequest = {
          correspondentId: correspondentIdOf(request, query.correspondentId),
          userId: request.user?.id ?? null,
          direction: request.params.type === 'inbound' ? 'INBOUND' : 'OUTBOUND',
          reverse,
          currency: query.currency,
          value: Number(query.value),
          purposeCode: query.purposeCode,
          ...adminOptions,
        };
        if (query.coupon !== undefined) quote.coupon = query.coupon;
        if (query.personType !== undefined) quote.personType = query.personType;
        if (query.inboundPaymentMethod !== undefined) {
          quote.inboundPaymentMethod = query.inboundPaymentMethod;
        }
        return quotations.quoteRemittance(quote);
      },
    );

  const paperMoney = (admin: boolean) =>
    api.get(
      `/v2/exchanges/paper-money/${admin ? 'admin/' : ''}quotations/:merchantId`,
      {
        ...guard(admin),
        preValidation: refuseEmptyQuery,
        schema: {
          tags: ['quotations'],
          summary: admin ? 'Admin: a paper-money quotation' : 'A paper-money quotation',
          description:
            'Prices and answers a banknote quotation of one merchant (agent). The amount ' +
            'is moved onto whole notes (`rounding.rounded`) and clamped to minToSell/maxToSell ' +
            '(`rounding.method`). `reverse` (any value but `false`) makes `value` the BRL amount. ' +
            '`deliveryMethod` (shipment, shop or withdrawal; default shipment) prices the ' +
            "correspondent's home-delivery fee into a shipment quote (`deliveryFee.total`); " +
            'the signed quote carries the method, and the purchase must use the same one.' +
            (admin ? ADMIN_DESCRIPTION : ''),
          params: PaperMoneyQuotationParamsSchema,
          querystring: PaperMoneyQuotationQuerySchema,
          response: { 200: PaperMoneyQuotationSchema, ...errors },
        },
      },
      async (request) => {
        const { query } = request;
        const adminOptions = adminFields(request, query, admin);
        return quotations.quotePaperMoney({
          correspondentId: correspondentIdOf(request),
          userId: request.user?.id ?? null,
          merchantId: request.params.merchantId,
          reverse: query.reverse !== undefined && query.reverse !== 'false',
          currency: query.currency,
          value: Number(query.value),
          ...adminOptions,
          ...(query.coupon === undefined ? {} : { coupon: query.coupon }),
          ...(query.deliveryMethod === undefined ? {} : { deliveryMethod: query.deliveryMethod }),
        });
      },
    );

  for (const admin of [false, true]) {
    remittance(false, admin);
    remittance(true, admin);
    paperMoney(admin);
  }

  api.get(
    '/v2/exchanges/admin/spread-settings',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['quotations'],
        summary: "Admin: the correspondent's minimum spread",
        description:
          "For a signed-in administrator (401 / 403 otherwise): the request's correspondent's " +
          'minimum spread, percent. Below it an admin quotation needs a validated manager token ' +
          '(else 422 SPREAD_BELOW_MINIMUM); the simulator refuses such a spread beside its field.',
        response: { 200: AdminSpreadSettingsSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = await catalogue.tenant(correspondentIdOf(request));
      return { minimumSpreadPercentage: tenant.settings.minimumSpreadBp / 100 };
    },
  );

  // The checkout summary's breakdown of the quote it holds (issue 19, item 3).
  api.get(
    // The id in the query: a signed quote is longer than a path parameter may be (100).
    '/v2/exchanges/quotation-figures',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['quotations'],
        summary: 'The rate breakdown a held quotation commits to',
        description:
          'Answers the figures of a signed quotation (the rate the customer pays, the ' +
          'commercial reference rate, spread, IOF and IR with their percentages, fees, VET and ' +
          'total) for a signed-in customer: the quote must be unexpired, of the correspondent and ' +
          'theirs (or made before signing in), else 422 QUOTE_EXPIRED.',
        querystring: QuotationFiguresQuerySchema,
        response: { 200: RateFiguresSchema, ...errors },
      },
    },
    async (request) =>
      quotations.figuresOf({
        token: request.query.id,
        correspondentId: correspondentIdOf(request),
        userId: userOf(request).id,
      }),
  );

  api.post(
    '/v2/exchanges/admin/manager-tokens/validate',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['quotations'],
        summary: 'Admin: validates a manager token (the simulator\'s "Enter admin code")',
        description:
          'For a signed-in administrator (401 / 403 otherwise): whether `token` is a manager ' +
          "token in force for the request's correspondent (`correspondent_id` header). Valid: " +
          "`{valid: true}` and the correspondent's minimum spread; the simulator then sends the " +
          'token as `bypassLimitToken`. Not valid: 422 INVALID_MANAGER_TOKEN "The token entered ' +
          'is not valid!". After 10 failures in 15 minutes an administrator gets 429 ' +
          'RATE_LIMITED until the window ends.',
        body: ManagerTokenValidationBodySchema,
        response: { 200: ManagerTokenValidationSchema, ...errors, 429: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const correspondentId = correspondentIdOf(request);
      const tenant = await catalogue.tenant(correspondentId);
      await managerTokens.assertValid({
        correspondentId,
        userId: userOf(request).id,
        token: request.body.token,
      });
      return {
        valid: true as const,
        minimumSpreadPercentage: tenant.settings.minimumSpreadBp / 100,
      };
    },
  );
};
