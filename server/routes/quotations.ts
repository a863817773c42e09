/**
 * Quotation routes (spec operations §7.2): the remittance quotation, direct and reverse, and the
 * paper-money quotation, validated with the shared contracts. Amounts arrive as integer
 * hundredths (`value` = amount × 100). The `admin/` variants answer 401 until the identity issue
 * brings sessions and manager tokens.
 * @module
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ApiErrorBodySchema } from '../../src/contracts/errors';
import {
  PaperMoneyQuotationParamsSchema,
  PaperMoneyQuotationQuerySchema,
  PaperMoneyQuotationSchema,
  RemittanceQuotationParamsSchema,
  RemittanceQuotationQuerySchema,
  RemittanceQuotationSchema,
  type RemittanceQuotationQuery,
} from '../../src/contracts/quotations';
import { AppError } from '../errors/app-error';
import type { QuotationService } from '../services/quotation-service';
import { correspondentIdOf, refuseAdminFields, refuseEmptyQuery } from './quotation-request';

/** Options of the quotation routes. */
export interface QuotationRoutesOptions {
  quotations: QuotationService;
}

const errors = {
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
  500: ApiErrorBodySchema,
  503: ApiErrorBodySchema,
};

/**
 * The quote answers are built by the typed wire mapping of `src/domain/pricing`, so checking them
 * again against the zod schema on every response only costs time on the hottest route (about
 * three times the pricing itself); the schema still documents the answer in OpenAPI, and the
 * tests parse every answer with it.
 */
const serializeTrusted = () => (data: unknown) => JSON.stringify(data);

const REMITTANCE_DESCRIPTION =
  'Prices, stores and answers a remittance quotation (spec operations §3.1, §9.3). `value` is ' +
  'the foreign amount × 100, or with `/reverse` the BRL amount × 100. An amount outside the ' +
  "currency's bounds is answered clamped, with `clamp` MINIMUM/MAXIMUM and `clampMessage`. " +
  'The correspondent comes from `correspondentId` or the `correspondent_id` header.';

/** Registers the quotation routes. */
export const quotationRoutes: FastifyPluginAsync<QuotationRoutesOptions> = async (
  app,
  { quotations },
) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  const remittance = (reverse: boolean) =>
    api.get(
      reverse ? '/v2/exchanges/remittance/:type/reverse' : '/v2/exchanges/remittance/:type',
      {
        preValidation: refuseEmptyQuery,
        serializerCompiler: serializeTrusted,
        schema: {
          tags: ['quotations'],
          summary: reverse
            ? 'A reverse remittance quotation (from the BRL amount)'
            : 'A remittance quotation (from the foreign amount)',
          description: REMITTANCE_DESCRIPTION,
          params: RemittanceQuotationParamsSchema,
          querystring: RemittanceQuotationQuerySchema,
          response: { 200: RemittanceQuotationSchema, ...errors },
        },
      },
      async (request) => {
        const query: RemittanceQuotationQuery = request.query;
        refuseAdminFields(query);
        return quotations.quoteRemittance({
          correspondentId: correspondentIdOf(request, query.correspondentId),
          direction: request.params.type === 'inbound' ? 'INBOUND' : 'OUTBOUND',
          reverse,
          currency: query.currency,
          value: Number(query.value),
          purposeCode: query.purposeCode,
          ...(query.coupon === undefined ? {} : { coupon: query.coupon }),
          ...(query.id === undefined ? {} : { previousId: query.id }),
          ...(query.personType === undefined ? {} : { personType: query.personType }),
          ...(query.inboundPaymentMethod === undefined
            ? {}
            : { inboundPaymentMethod: query.inboundPaymentMethod }),
        });
      },
    );
  remittance(false);
  remittance(true);

  api.get(
    '/v2/exchanges/paper-money/quotations/:merchantId',
    {
      preValidation: refuseEmptyQuery,
      serializerCompiler: serializeTrusted,
      schema: {
        tags: ['quotations'],
        summary: 'A paper-money quotation',
        description:
          'Prices, stores and answers a banknote quotation of one merchant (agent). The amount ' +
          'is moved onto whole notes (`rounding.rounded`) and clamped to minToSell/maxToSell ' +
          '(`rounding.method`). `reverse` (any value but `false`) makes `value` the BRL amount.',
        params: PaperMoneyQuotationParamsSchema,
        querystring: PaperMoneyQuotationQuerySchema,
        response: { 200: PaperMoneyQuotationSchema, ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      refuseAdminFields(query);
      return quotations.quotePaperMoney({
        correspondentId: correspondentIdOf(request),
        merchantId: request.params.merchantId,
        reverse: query.reverse !== undefined && query.reverse !== 'false',
        currency: query.currency,
        value: Number(query.value),
        ...(query.coupon === undefined ? {} : { coupon: query.coupon }),
        ...(query.id === undefined ? {} : { previousId: query.id }),
      });
    },
  );

  // The admin variants need a signed-in administrator (spec operations §6.5); sessions arrive
  // with the identity issue, so for now every caller is unauthenticated.
  const adminOnly = async () => {
    throw new AppError('UNAUTHORIZED');
  };
  const adminSchema = { hide: true };
  api.get('/v2/exchanges/remittance/admin/:type', { schema: adminSchema }, adminOnly);
  api.get('/v2/exchanges/remittance/admin/:type/reverse', { schema: adminSchema }, adminOnly);
  api.get(
    '/v2/exchanges/paper-money/admin/quotations/:merchantId',
    { schema: adminSchema },
    adminOnly,
  );
};
