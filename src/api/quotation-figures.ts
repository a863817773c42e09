/**
 * The figures a held quotation commits to (issue 19, item 3): the checkout summary shows the
 * rate, each tax with its percentage, the fees, the VET and the total of the very quote the
 * operation will be created from. Apart from `quotations.ts` so the widget bundles never carry it.
 * @module
 */
import { RateFiguresSchema, type WireRateFigures } from '../contracts/rate-figures';
import type { ApiRequest } from './request';

/** The quotation-figures call. */
export interface QuotationFiguresApi {
  /**
   * `GET /v2/exchanges/quotation-figures?id=` → the breakdown of a quotation of the caller's
   * (signed in), unexpired and of this correspondent; otherwise 422 QUOTE_EXPIRED.
   */
  get(quotationId: string): Promise<WireRateFigures>;
}

/** Binds the quotation-figures call to a client's `request`. */
export function createQuotationFiguresApi(request: ApiRequest): QuotationFiguresApi {
  return {
    get: (quotationId) =>
      request('/v2/exchanges/quotation-figures', {
        query: { id: quotationId },
        parse: (data) => RateFiguresSchema.parse(data),
      }),
  };
}
