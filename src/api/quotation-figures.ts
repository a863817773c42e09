/**
 * The figures a held quotation commits to (issue 19, item 3): the checkout summary shows the
 * rate, each tax with its percentage, the fees, the VET and the total of the very quote the
 * operation will be created from. Apart from `quotations.ts` so the widget bundles never carry it.
 * @module
 */
import type { WireRateFigures } from '../contracts/rate-figures';
import type { ApiRequest } from './request';

/** The quotation-figures call. */
export interface QuotationFiguresApi {
  /**
   * `GET /v2/exchanges/quotation-figures?id=` → the breakdown of a quotation of the caller's
   * (signed in), unexpired and of this correspondent; otherwise 422 QUOTE_EXPIRED.
   */
  get(quotationId: string): Promise<WireRateFigures>;
}

// Loaded with the first call that needs them (issue 15: contracts stay out of the first load).
const contracts = () => import('../contracts/rate-figures');

/** Binds the quotation-figures call to a client's `request`. */
export function createQuotationFiguresApi(request: ApiRequest): QuotationFiguresApi {
  return {
    get: async (quotationId) => {
      const { RateFiguresSchema } = await contracts();
      return request('/v2/exchanges/quotation-figures', {
        query: { id: quotationId },
        parse: (data) => RateFiguresSchema.parse(data),
      });
    },
  };
}
