/**
 * The figures of the rate breakdown on the wire (issue 19, items 2 and 3): the part of a
 * quotation, or of the quote snapshot an operation stored, that the simulator, the checkout
 * summary, the success page and the operation detail show (`src/domain/pricing/rate-breakdown`).
 * A module of its own so the widget bundles that do not need it never carry it.
 * @module
 */
import * as z from 'zod/mini';
import { QUOTATION_ID_MAX_LENGTH, TaxLineSchema, WireMoneySchema } from './quotations';

/** The rate the customer pays and what it is made of. */
export const RateFiguresSchema = z.object({
  currency: z.object({
    /** The customer's rate, BRL per unit, precision 6. */
    offer: WireMoneySchema,
    /** The commercial reference (mid-market) rate the spread is levelled on. */
    levelingRate: WireMoneySchema,
    /** The spread, percent. */
    spreadPercentage: z.number(),
  }),
  tax: z.object({
    iof: TaxLineSchema,
    ir: z.optional(TaxLineSchema),
    bankFee: z.object({ total: WireMoneySchema }),
  }),
  deliveryFee: z.object({ total: WireMoneySchema }),
  discounts: z.object({ coupon: z.object({ total: WireMoneySchema }) }),
  /** BRL per unit with everything included, precision 4. */
  vet: WireMoneySchema,
  total: z.object({ withTax: WireMoneySchema }),
});
/** The rate the customer pays and what it is made of. */
export type WireRateFigures = z.infer<typeof RateFiguresSchema>;

/** Query of `GET /v2/exchanges/quotation-figures?id=`: the signed quotation id. */
export const QuotationFiguresQuerySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(QUOTATION_ID_MAX_LENGTH)),
});
