/**
 * Contracts of the quotation calls (spec operations §3.1–3.7, §5.1, §7.2), shared by the server,
 * the SDK and the simulator widget. Written with `zod/mini` to stay small in the widget bundles.
 *
 * Units on the wire: every amount is the spec's money object `{value, divisor, precision,
 * currency}` with an integer `value` (design §4); rates are money objects in BRL with precision 6
 * (BRL per one unit of the foreign currency), the VET with precision 4; percentages are plain
 * numbers (`3.5` is 3.5%).
 * @module
 */
import { DELIVERY_METHODS } from '../domain/paper-money/delivery';
import * as z from 'zod/mini';
import { CURRENCY_CODES, type CurrencyCode } from '../domain/pricing/currencies';
import { PURPOSE_CODES } from '../domain/pricing/purpose-codes';
import {
  CODE_MAX,
  CURRENCY_LIST_MAX,
  DOCUMENT_MAX,
  FLAG_MAX,
  NUMBER_TEXT_MAX,
  SHORT_TOKEN_MAX,
} from './text-limits';

/** The spec's money object (spec operations §3.1): `value / divisor` units of `currency`. */
export const WireMoneySchema = z.object({
  /** Integer amount in units of `1 / divisor`. */
  value: z.int(),
  /** `10 ** precision`. */
  divisor: z.int().check(z.positive()),
  /** Decimals of `value`. */
  precision: z.int().check(z.nonnegative()),
  /** ISO 4217 code. */
  currency: z.string(),
});
/** The spec's money object. */
export type WireMoneyObject = z.infer<typeof WireMoneySchema>;

/** A currency code of spec operations §3.24. */
export const CurrencyCodeSchema = z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]);

/** A purpose code of spec operations §3.24. */
export const PurposeCodeSchema = z.enum(PURPOSE_CODES);

/** Which bound the amount hit (spec operations §3.24, §5.1). */
export const ClampTypeSchema = z.enum(['MAXIMUM', 'NORMAL', 'MINIMUM']);

/** Who operates (spec operations §3.24). */
export const PersonTypeSchema = z.enum(['PUBLIC', 'PHYSICAL', 'LEGAL']);

/** How an inbound remittance is paid (spec operations §3.24). */
export const InboundPaymentMethodSchema = z.enum(['DEBIT_CARD', 'DEBIT_CARD_LINK', 'BANK_PATH']);

/** A message with `{0}`-style parameters, e.g. 'Value {0} of {1} reached' (spec operations §5.1). */
export const QuotationMessageSchema = z.object({
  /** A pricing error code: MINIMUM_VALUE_NOT_REACHED, MAXIMUM_VALUE_REACHED… */
  code: z.string(),
  /** Values of the placeholders, in order (the bound as a plain decimal, the currency code). */
  params: z.array(z.string()),
});

/** A tax line: its amount and its rate (spec operations §3.1 `tax.iof`, `tax.ir`). */
export const TaxLineSchema = z.object({
  /** The tax, BRL. */
  total: WireMoneySchema,
  /** The rate as a percentage number: `3.5`, `0.38`, `25`. */
  percentage: z.number(),
});

/** The coupon applied to a quotation (spec operations §3.1 `discounts.coupon`, §3.7). */
export const QuotationCouponSchema = z.object({
  /** The coupon code; '' without a coupon. */
  code: z.string(),
  /** The discount, BRL; zero without a coupon. */
  total: WireMoneySchema,
  /** The coupon's percentage of the exchange value (`1.5` is 1.5%); 0 for a fixed-amount coupon. */
  discount: z.number(),
});

/** What the admin variants add (spec operations §1, §2.3 "Admin simulator control"). */
export const QuotationAdminSchema = z.object({
  /** The correspondent's gross margin: spread% × withoutTax (spec operations §9.3), BRL. */
  profitability: WireMoneySchema,
  /** The spread applied, percent. */
  spreadPercentage: z.number(),
  /** The spread left after the coupon, percent of the exchange value. */
  spreadWithDiscountPercentage: z.number(),
});

const totalShape = {
  /** Everything included: what the customer pays (outbound, paper money) or receives (inbound). */
  withTax: WireMoneySchema,
  /** `withTax` without IOF and IR. */
  withoutTax: WireMoneySchema,
  /** `withTax` had no coupon been applied. */
  withoutDiscount: WireMoneySchema,
};

const currencyShape = {
  /** The foreign currency. */
  code: CurrencyCodeSchema,
  /** The foreign amount quoted, in the foreign currency (spec "MEValue"). */
  amount: WireMoneySchema,
  /** The customer's rate: mid × (1 ± spread), BRL per unit, precision 6. */
  offer: WireMoneySchema,
  /** The mid-market reference rate the spread is levelled on, BRL per unit, precision 6. */
  levelingRate: WireMoneySchema,
  /** The spread, percent. */
  spreadPercentage: z.number(),
  /** The foreign amount in USD at mid-market (limits, loyalty points). */
  offerUSD: WireMoneySchema,
};

/**
 * Longest quotation id: a signed token carrying the quote's figures (design §4 "quotations"),
 * short enough for any URL.
 */
export const QUOTATION_ID_MAX_LENGTH = 600;

const commonShape = {
  /**
   * The quotation's id: a signed token carrying its figures (design §4); the checkout accepts
   * only an unexpired quotation of its own correspondent and customer.
   */
  id: z.string(),
  /** When the quotation stops being accepted, ISO 8601 (design §4 "quote validity"). */
  expiresAt: z.iso.datetime({ offset: true }),
  /** Whether the BRL amount was the input. */
  reverse: z.boolean(),
  /** Totals (spec operations §3.1). */
  total: z.object(totalShape),
  /** Taxes and the bank fee. */
  tax: z.object({
    /** IOF (spec operations §9.3). */
    iof: TaxLineSchema,
    /** IR, only when the purpose carries it (SERVICES); the label then reads 'IOF + IR'. */
    ir: z.optional(TaxLineSchema),
    /** The bank fee, BRL. */
    bankFee: z.object({ total: WireMoneySchema }),
  }),
  /** The delivery fee, BRL; zero when delivery is free (spec operations §9.3). */
  deliveryFee: z.object({ total: WireMoneySchema }),
  /** VET, BRL per unit with everything included, precision 4 (BCB Res. 277/2022). */
  vet: WireMoneySchema,
  /** Miles the operation earns: regular, and bonus for the diamond club (spec operations §9.4). */
  miles: z.object({ regular: z.int(), bonus: z.int() }),
  /** Discounts. */
  discounts: z.object({ coupon: QuotationCouponSchema }),
  /** Admin variants only. */
  admin: z.optional(QuotationAdminSchema),
};

/** A remittance quotation (spec operations §3.1): it carries `clamp`. */
export const RemittanceQuotationSchema = z.object({
  ...commonShape,
  /** The direction. */
  type: z.enum(['INBOUND', 'OUTBOUND']),
  /** Who executes the remittance. */
  provider: z.string(),
  /** The purpose. */
  purposeCode: PurposeCodeSchema,
  /** The currency and its rates. */
  currency: z.object({
    ...currencyShape,
    /** The unit price with everything included (= the VET), BRL per unit, precision 4. */
    price: z.object({ withTax: WireMoneySchema }),
    /** The currency's minimum (spec operations §3.1 minValue). */
    minValue: WireMoneySchema,
    /** The currency's maximum, absent when there is none (spec operations §3.1 maxValue). */
    maxValue: z.optional(WireMoneySchema),
  }),
  /** Which bound the amount hit. */
  clamp: ClampTypeSchema,
  /** 'Value {0} of {1} reached' / 'not reached', when `clamp` is not NORMAL. */
  clampMessage: z.optional(QuotationMessageSchema),
});
/** A remittance quotation. */
export type RemittanceQuotation = z.infer<typeof RemittanceQuotationSchema>;

/** A paper-money quotation (spec operations §3.1): it carries `rounding`. */
export const PaperMoneyQuotationSchema = z.object({
  ...commonShape,
  /** The merchant (correspondent) selling the notes. */
  merchantId: z.string(),
  /** Paper money has no purpose; kept for the common shape. */
  purposeCode: z.optional(PurposeCodeSchema),
  /** The unit price with everything included (= the VET), BRL per unit, precision 4. */
  price: z.object({ withTax: WireMoneySchema }),
  /** The currency and its rates. */
  currency: z.object({
    ...currencyShape,
    /** The smallest amount sold (spec operations §3.1 minToSell). */
    minToSell: WireMoneySchema,
    /** The largest amount sold, absent when there is none (spec operations §3.1 maxToSell). */
    maxToSell: z.optional(WireMoneySchema),
    /** The banknotes available, in units of the currency (spec operations §3.1 multiples). */
    multiples: z.array(z.int().check(z.positive())),
  }),
  /** `method`: the clamp type; `rounded`: whether the amount was moved onto whole notes. */
  rounding: z.object({ method: ClampTypeSchema, rounded: z.boolean() }),
  /** 'Value {0} of {1} reached' / 'not reached', when `rounding.method` is not NORMAL. */
  clampMessage: z.optional(QuotationMessageSchema),
});
/** A paper-money quotation. */
export type PaperMoneyQuotation = z.infer<typeof PaperMoneyQuotationSchema>;

/** Either quotation; told apart by `clamp` (remittance) or `rounding` (paper money). */
export const QuotationSchema = z.union([RemittanceQuotationSchema, PaperMoneyQuotationSchema]);
/** Either quotation. */
export type Quotation = z.infer<typeof QuotationSchema>;

/** Whether a quotation is a remittance one (it carries `clamp`). */
export function isRemittanceQuotation(quotation: Quotation): quotation is RemittanceQuotation {
  return 'clamp' in quotation;
}

// Query strings arrive as text; these accept the text and leave conversion to the route.
const integerText = z.string().check(z.maxLength(NUMBER_TEXT_MAX), z.regex(/^\d{1,15}$/));
// A percentage below 100 with up to 2 decimals (whole basis points), e.g. '1.5' (spreadMaster).
const percentageText = z
  .string()
  .check(z.maxLength(NUMBER_TEXT_MAX), z.regex(/^\d{1,2}(\.\d{1,2})?$/));

const commonQueryShape = {
  /** The previous quotation's id, when refreshing it (accepted as the spec lists it; unused). */
  id: z.optional(z.string().check(z.maxLength(QUOTATION_ID_MAX_LENGTH))),
  /** The foreign currency. */
  currency: CurrencyCodeSchema,
  /**
   * The amount as integer hundredths: value × 100 with 2 decimals (spec operations §5.1), in BRL
   * when reverse, else in the foreign currency (also × 100 for JPY and CLP; see `fromHundredths`).
   */
  value: integerText,
  /** A coupon code. */
  coupon: z.optional(z.string().check(z.maxLength(CODE_MAX))),
  /**
   * Admin only: the spread to apply, percent with up to 2 decimals (default 0 = the
   * correspondent's); below the correspondent's minimum only with `bypassLimitToken`.
   */
  spreadMaster: z.optional(percentageText),
  /** Admin only: the manager token unlocking a spread below the minimum. */
  bypassLimitToken: z.optional(z.string().check(z.maxLength(SHORT_TOKEN_MAX))),
};

/** Path of `/v2/exchanges/remittance/[admin/]{type}[/reverse]`: the type in lower case. */
export const RemittanceQuotationParamsSchema = z.object({
  type: z.enum(['inbound', 'outbound']),
});

/** Query of the remittance quotation (spec operations §7.2). */
export const RemittanceQuotationQuerySchema = z.object({
  ...commonQueryShape,
  /** The purpose. */
  purposeCode: PurposeCodeSchema,
  /** The correspondent quoting (also sent as the `correspondent_id` header). */
  correspondentId: z.optional(integerText),
  /** Who operates; companies may only send (spec operations §1). */
  personType: z.optional(PersonTypeSchema),
  /** How an inbound remittance will be paid. */
  inboundPaymentMethod: z.optional(InboundPaymentMethodSchema),
});
/** Query of the remittance quotation. */
export type RemittanceQuotationQuery = z.infer<typeof RemittanceQuotationQuerySchema>;

/** Path of `/v2/exchanges/paper-money/[admin/]quotations/{merchantId}`. */
export const PaperMoneyQuotationParamsSchema = z.object({
  merchantId: z.string().check(z.minLength(1), z.maxLength(CODE_MAX)),
});

/** Query of the paper-money quotation (spec operations §7.2); `reverse` is a flag. */
export const PaperMoneyQuotationQuerySchema = z.object({
  ...commonQueryShape,
  /** Present (any value but 'false') when `value` is the BRL amount. */
  reverse: z.optional(z.string().check(z.maxLength(FLAG_MAX))),
  /**
   * How the notes will be delivered (spec operations §2.4 `deliveryMethod`; default shipment):
   * home delivery costs the correspondent's delivery fee, priced into the quote (issue 17).
   */
  deliveryMethod: z.optional(z.enum(DELIVERY_METHODS)),
});
/** Query of the paper-money quotation. */
export type PaperMoneyQuotationQuery = z.infer<typeof PaperMoneyQuotationQuerySchema>;

/**
 * Query of `/v2/exchanges/remittance/currencies`: comma-separated currency codes, optionally
 * narrowed to those available for a direction and a purpose (spec operations §9.2).
 */
export const RemittanceCurrenciesQuerySchema = z.object({
  currencyCodes: z
    .string()
    .check(z.maxLength(CURRENCY_LIST_MAX), z.regex(/^[A-Z]{3}(,[A-Z]{3})*$/)),
  /** Only currencies available in this direction. */
  type: z.optional(z.enum(['inbound', 'outbound'])),
  /** Only currencies available for this purpose. */
  purposeCode: z.optional(PurposeCodeSchema),
});

/** A currency list item (spec operations §3.2). */
export const CurrencyListItemSchema = z.object({
  /** Display name, e.g. 'US Dollar'. */
  currencyName: z.string(),
  /** The code. */
  currencyCode: CurrencyCodeSchema,
  /** The flag image's URL. */
  countryFlagUrl: z.string(),
});
/** A currency list item. */
export type CurrencyListItem = z.infer<typeof CurrencyListItemSchema>;

/** A currency list answer. */
export const CurrencyListSchema = z.array(CurrencyListItemSchema);

/** Path of `/v2/exchanges/coupons/validate/{code}`. */
export const CouponParamsSchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(CODE_MAX)),
});

/**
 * The coupon validation answer (the spec does not show it): the §3.7 coupon plus its kind. An
 * invalid coupon is an error answer with 'Invalid coupon!' instead.
 */
export const CouponValidationSchema = z.object({
  /** The code, as stored. */
  code: z.string(),
  /** Always true in a success answer. */
  valid: z.literal(true),
  /** AMOUNT: `total` off; PERCENTAGE: `discount` percent of the exchange value off. */
  kind: z.enum(['AMOUNT', 'PERCENTAGE']),
  /** The fixed discount, BRL (zero for a percentage coupon). */
  total: WireMoneySchema,
  /** The percentage (0 for a fixed-amount coupon). */
  discount: z.number(),
});
/** The coupon validation answer. */
export type CouponValidation = z.infer<typeof CouponValidationSchema>;

/** Path of `/v2/exchanges/miles/client/{document}/tier`: the CPF or CNPJ digits. */
export const TierParamsSchema = z.object({
  document: z.string().check(z.maxLength(DOCUMENT_MAX), z.regex(/^[0-9A-Z]{11,14}$/)),
});

/** The loyalty tier answer (spec operations §4.9): DIAMOND when `isClubDiamond`. */
export const TierAnswerSchema = z.object({
  /** Whether the customer belongs to the diamond club. */
  isClubDiamond: z.boolean(),
});
/** The loyalty tier answer. */
export type TierAnswer = z.infer<typeof TierAnswerSchema>;

/**
 * Body of `POST /v2/exchanges/admin/manager-tokens/validate` (spec operations §2.3 "Enter admin
 * code" / "validate token"): the code a manager gave the administrator.
 */
export const ManagerTokenValidationBodySchema = z.object({
  /** The manager token as typed. */
  token: z.string().check(z.minLength(1), z.maxLength(SHORT_TOKEN_MAX)),
});
/** Body of the manager-token validation. */
export type ManagerTokenValidationBody = z.infer<typeof ManagerTokenValidationBodySchema>;

/**
 * The manager-token validation answer: the simulator shows 'Valid' and sends the token as
 * `bypassLimitToken`. A code not in force is an error answer, 'The token entered is not valid!'.
 */
export const ManagerTokenValidationSchema = z.object({
  /** Always true in a success answer. */
  valid: z.literal(true),
  /** The correspondent's minimum spread, percent: below it the token is what allows a quote. */
  minimumSpreadPercentage: z.number(),
});
/** The manager-token validation answer. */
export type ManagerTokenValidation = z.infer<typeof ManagerTokenValidationSchema>;
