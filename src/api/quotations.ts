/**
 * The quotation calls (spec operations §7.2): remittance and paper-money quotations, currency
 * lists, coupon validation and the loyalty tier. Answers are validated with the shared contracts;
 * a quotation or currency-list query with nothing in it fails before any request with
 * 'Requested query is missing or empty' (spec operations §5.1).
 * @module
 */
import {
  CouponValidationSchema,
  CurrencyListSchema,
  ManagerTokenValidationSchema,
  PaperMoneyQuotationSchema,
  RemittanceQuotationSchema,
  TierAnswerSchema,
  type CouponValidation,
  type CurrencyListItem,
  type ManagerTokenValidation,
  type PaperMoneyQuotation,
  type PaperMoneyQuotationQuery,
  type RemittanceQuotation,
  type RemittanceQuotationQuery,
  type TierAnswer,
} from '../contracts/quotations';
import type { DeliveryMethod } from '../domain/paper-money/delivery';
import type { ApiRequest } from './request';

/** The spec's message for an empty query (spec operations §5.1, §8.2). */
export const EMPTY_QUERY_MESSAGE = 'Requested query is missing or empty';

/**
 * Thrown before any request when a quotation or currency-list query is missing or empty; `code`
 * matches the API's own `EMPTY_QUERY`, so callers handle both the same way.
 */
export class EmptyQueryError extends Error {
  /** The error code, as the API would answer it. */
  readonly code = 'EMPTY_QUERY';

  constructor() {
    super(EMPTY_QUERY_MESSAGE);
    this.name = 'EmptyQueryError';
  }
}

/** Where a remittance goes, as the path spells it. */
export type RemittancePathType = 'outbound' | 'inbound';

/** Variants of a quotation call. */
export interface QuoteOptions {
  /** `value` is the BRL amount (the `/reverse` path, or paper money's `reverse` flag). */
  reverse?: boolean;
  /** The admin variant: an extra `admin/` path segment (spec operations §6.5). */
  admin?: boolean;
}

/** The quotation calls. */
export interface QuotationsApi {
  /** `GET /v2/exchanges/remittance/[admin/]{type}[/reverse]?{query}` → a remittance quotation. */
  remittance(
    type: RemittancePathType,
    query: RemittanceQuotationQuery,
    options?: QuoteOptions,
  ): Promise<RemittanceQuotation>;
  /**
   * `GET /v2/exchanges/paper-money/[admin/]quotations/{merchantId}?{query}&reverse`; with
   * `deliveryMethod` (shipment by default) the quotation's `deliveryFee` is that kind's and the
   * kind is signed into it (issue 17).
   */
  paperMoney(
    merchantId: string,
    query: Omit<PaperMoneyQuotationQuery, 'reverse'> & { deliveryMethod?: DeliveryMethod },
    options?: QuoteOptions,
  ): Promise<PaperMoneyQuotation>;
  /** `GET /v2/exchanges/paper-money/currencies/{merchantId}` → the notes sold. */
  paperMoneyCurrencies(merchantId: string): Promise<CurrencyListItem[]>;
  /** `GET /v2/exchanges/remittance/currencies?currencyCodes=` → the listed currencies. */
  remittanceCurrencies(currencyCodes: readonly string[]): Promise<CurrencyListItem[]>;
  /** `GET /v2/exchanges/coupons/validate/{code}`; an invalid coupon is an error answer. */
  validateCoupon(code: string): Promise<CouponValidation>;
  /** `GET /v2/exchanges/miles/client/{document digits}/tier` (spec operations §4.9). */
  tier(document: string): Promise<TierAnswer>;
  /**
   * `POST /v2/exchanges/admin/manager-tokens/validate` (administrators; spec operations §2.3
   * "Enter admin code" / "validate token"): resolves when the code is in force for the
   * correspondent; a code that is not fails with 'The token entered is not valid!'.
   */
  validateManagerToken(token: string): Promise<ManagerTokenValidation>;
}

/** The query without empty values; throws {@link EmptyQueryError} when nothing is left. */
export function compactQuery(
  query: object | undefined,
  required: readonly string[] = [],
): Record<string, string> {
  const compact: Record<string, string> = {};
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && String(value).trim() !== '') {
      compact[key] = String(value);
    }
  }
  if (Object.keys(compact).length === 0 || required.some((key) => !(key in compact))) {
    throw new EmptyQueryError();
  }
  return compact;
}

const admin = (options?: QuoteOptions): string => (options?.admin ? 'admin/' : '');

/** Binds the quotation calls to a client's `request`. */
export function createQuotationsApi(request: ApiRequest): QuotationsApi {
  // The checks run inside async functions so an empty query rejects like any failed call.
  return {
    async remittance(type, query, options) {
      const compact = compactQuery(query, ['currency', 'value', 'purposeCode']);
      const path = `/v2/exchanges/remittance/${admin(options)}${type}${options?.reverse ? '/reverse' : ''}`;
      return request(path, {
        query: compact,
        parse: (data) => RemittanceQuotationSchema.parse(data),
      });
    },
    async paperMoney(merchantId, query, options) {
      const compact = compactQuery(query, ['currency', 'value']);
      if (options?.reverse) compact.reverse = 'true';
      return request(
        `/v2/exchanges/paper-money/${admin(options)}quotations/${encodeURIComponent(merchantId)}`,
        { query: compact, parse: (data) => PaperMoneyQuotationSchema.parse(data) },
      );
    },
    async paperMoneyCurrencies(merchantId) {
      if (!merchantId.trim()) throw new EmptyQueryError();
      return request(`/v2/exchanges/paper-money/currencies/${encodeURIComponent(merchantId)}`, {
        parse: (data) => CurrencyListSchema.parse(data),
      });
    },
    async remittanceCurrencies(currencyCodes) {
      const compact = compactQuery({ currencyCodes: currencyCodes.join(',') });
      return request('/v2/exchanges/remittance/currencies', {
        query: compact,
        parse: (data) => CurrencyListSchema.parse(data),
      });
    },
    async validateCoupon(code) {
      if (!code.trim()) throw new EmptyQueryError();
      return request(`/v2/exchanges/coupons/validate/${encodeURIComponent(code.trim())}`, {
        parse: (data) => CouponValidationSchema.parse(data),
      });
    },
    async validateManagerToken(token) {
      if (!token.trim()) throw new EmptyQueryError();
      return request('/v2/exchanges/admin/manager-tokens/validate', {
        method: 'POST',
        body: { token: token.trim() },
        parse: (data) => ManagerTokenValidationSchema.parse(data),
      });
    },
    async tier(document) {
      const digits = document.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
      if (!digits) throw new EmptyQueryError();
      return request(`/v2/exchanges/miles/client/${digits}/tier`, {
        parse: (data) => TierAnswerSchema.parse(data),
      });
    },
  };
}
