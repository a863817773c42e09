/**
 * Contracts of paying by credit card (spec operations §2.4 creditCard, §2.5, §3.14, §3.19,
 * §3.22, §4.2, §4.5, §7.4, §8.3; issue 18).
 *
 * The card never reaches the API. The customer's card form hands it to the card provider's
 * tokenizer (in the sandbox `POST /sandbox/card-tokenizer/card-hashes`,
 * {@link CreditCardTokenizeBodySchema}, a route that logs nothing), which answers the card hash
 * (a token standing for the card), its brand and its last four digits. The API sees only those.
 *
 * - `POST /v1/payments/{provider}/installments` {@link InstallmentsBodySchema}: the provider's
 *   plans for an amount and a brand (§3.14), figures in integer BRL cents, `pt_br` texts when
 *   asked for.
 * - `POST /v1/payments/{provider}` {@link CardPaymentBodySchema}: pays one of the caller's
 *   operations awaiting payment by card (`resourceId`), once (a second payment of the same
 *   operation is refused unless the last one FAILED), with the plan the customer chose; the
 *   server recomputes the plan from the operation's total and refuses a different one
 *   (INSTALLMENT_MISMATCH). Answers {@link CardPaymentSchema}.
 * - `GET /v1/payments/{provider}/resource/{id}`: the operation's latest card payment (the
 *   result page of a payment under review asks it again).
 *
 * Paper money may carry the card in its creation (§3.19: cardHash, deviceId, installments):
 * {@link CardPaymentFieldsSchema}; the server charges it once the operation is committed.
 *
 * Decisions where the spec is silent: the provider path segment is one of {@link CARD_PROVIDERS}
 * (the spec: "an enumeration of two values"); money is integer BRL cents (the platform's rule),
 * not the provider's decimal strings; `interestRate` is in basis points.
 * @module
 */
import * as z from 'zod/mini';
import { CARD_BRANDS } from '../domain/card/credit-card';
import { CARD_PAYMENT_RESULTS } from '../domain/card/card-payment';
import { MAX_INSTALLMENTS } from '../domain/card/installments';
import { catalogueError } from '../domain/identity/message-key';
import { PathIdSchema } from './registration';
import { TOKEN_MAX } from './text-limits';

/**
 * The card providers (the path segment of spec §7.4): the sandbox's, and the acquirer a
 * production deployment configures. A provider the server does not run answers 404 NOT_FOUND;
 * CARD_INSTALLMENTS_UNAVAILABLE (503) is the catalogue's word for a provider outage; the sandbox has none.
 */
export const CARD_PROVIDERS = ['sandbox-card', 'acquirer-card'] as const;

/** A card provider. */
export type CardProviderName = (typeof CARD_PROVIDERS)[number];

/** The provider segment of the card routes. */
export const CardProviderParamsSchema = z.object({ provider: z.enum(CARD_PROVIDERS) });

/** `GET /v1/payments/{provider}/resource/{id}`: the path. */
export const CardPaymentParamsSchema = z.object({
  provider: z.enum(CARD_PROVIDERS),
  id: PathIdSchema,
});

/** A card brand (`credit-card-type`'s id, e.g. `visa`, `mastercard`, `elo`). */
export const CardBrandSchema = z.enum(CARD_BRANDS, catalogueError('validation.regex'));

/** The largest amount a card is asked to pay or plan: R$ 10 million (no card operation nears). */
const MAX_AMOUNT_CENTS = 1_000_000_000;

/** The highest interest rate a plan may carry, in basis points (1000%). */
const MAX_RATE_BPS = 100_000;

/**
 * The largest figure of a plan: the largest amount with the highest interest. A plan's total,
 * installments and interest are bounded by what the amount and the rate accept, so every amount
 * accepted has a plan that can be answered and sent back (issue 36: 12x of R$ 8.4 million and up
 * answered 500, its total over the amount's own cap).
 */
const MAX_PLAN_CENTS = (MAX_AMOUNT_CENTS * (10_000 + MAX_RATE_BPS)) / 10_000;

/** Integer cents of an amount asked for, positive, at most {@link MAX_AMOUNT_CENTS}. */
const CentsSchema = z
  .int(catalogueError('validation.required'))
  .check(z.positive(), z.maximum(MAX_AMOUNT_CENTS));

/** Integer cents of a plan's figure, positive, at most {@link MAX_PLAN_CENTS}. */
const PlanCentsSchema = z
  .int(catalogueError('validation.required'))
  .check(z.positive(), z.maximum(MAX_PLAN_CENTS));

/** A plan's interest in cents, zero allowed (a plan without interest). */
const InterestCentsSchema = z
  .int(catalogueError('validation.required'))
  .check(z.nonnegative(), z.maximum(MAX_PLAN_CENTS));

const InstallmentCountSchema = z
  .int(catalogueError('validation.required'))
  .check(z.minimum(1), z.maximum(MAX_INSTALLMENTS));

/** Basis points: 849 is 8.49%. */
const RateBpsSchema = z.int().check(z.nonnegative(), z.maximum(MAX_RATE_BPS));

// ---------------------------------------------------------------------------------------------
// The sandbox tokenizer

/** The card the sandbox tokenizer reads (spec §3.14; never logged, never stored). */
export const CreditCardTokenizeBodySchema = z.object({
  /** Digits only, 12 to 19. */
  cardNumber: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(19), z.regex(/^\d{12,19}$/, catalogueError('validation.regex'))),
  holderName: z
    .string(catalogueError('validation.required'))
    .check(z.minLength(1), z.maxLength(26, catalogueError('validation.regex'))),
  /** `MM/YY`. */
  expiry: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(5), z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, catalogueError('validation.regex'))),
  cvv: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(4), z.regex(/^\d{3,4}$/, catalogueError('validation.regex'))),
});
/** The card the sandbox tokenizer reads. */
export type CreditCardTokenizeBody = z.infer<typeof CreditCardTokenizeBodySchema>;

/** What the tokenizer answers: all the platform ever knows of the card. */
export const CardHashSchema = z.object({
  /** The token standing for the card (spec §7.4 cardHash). */
  cardHash: z.string(),
  brand: CardBrandSchema,
  /** The last four digits, for the summary. */
  last4: z.string(),
  /** `MM/YY`, for the summary (spec §3.14 cardExpirationDate). */
  expiry: z.string(),
});
/** The tokenizer's answer. */
export type CardHash = z.infer<typeof CardHashSchema>;

// ---------------------------------------------------------------------------------------------
// Installments

/** `POST /v1/payments/{provider}/installments` (spec §7.4): the amount in BRL cents. */
export const InstallmentsBodySchema = z.object({
  amount: CentsSchema,
  card_brand: CardBrandSchema,
  /** Adds each plan's texts formatted in pt-BR (spec §3.14 `pt_br`). */
  pt_br: z.optional(z.boolean()),
});
/** The installments request. */
export type InstallmentsBody = z.infer<typeof InstallmentsBodySchema>;

/** A plan's texts in pt-BR (spec §3.14). */
export const InstallmentTextsSchema = z.object({
  /** The total with interest, e.g. `R$ 1.084,90`. */
  amount: z.string(),
  amount_currency: z.string(),
  /** One installment, e.g. `R$ 180,81`. */
  installment_value: z.string(),
  installment_value_currency: z.string(),
  /** e.g. `8,49%`. */
  interest_rate: z.string(),
});

/** One installment plan (spec §3.14), cents and basis points. */
export const InstallmentOptionSchema = z.object({
  /** The number of installments, 1 to 12. */
  installment: InstallmentCountSchema,
  /** Each installment but the last. */
  installment_value: PlanCentsSchema,
  /** The last installment, which absorbs the rounding remainder. */
  last_installment_value: PlanCentsSchema,
  /** The plan's interest in basis points of the amount. */
  interest_rate: RateBpsSchema,
  /** The interest (the installment fee). */
  interest_value: InterestCentsSchema,
  /** The amount plus interest. */
  amount: PlanCentsSchema,
  /** The amount asked for. */
  amount_requested: CentsSchema,
  pt_br: z.optional(InstallmentTextsSchema),
});
/** One installment plan. */
export type InstallmentOption = z.infer<typeof InstallmentOptionSchema>;

/** The installments answer: the plans, 1x first. */
export const InstallmentsSchema = z.array(InstallmentOptionSchema);

// ---------------------------------------------------------------------------------------------
// The payment

/** The plan the customer chose, as §7.4 sends it (camelCase; cents and basis points). */
export const ChosenInstallmentsSchema = z.object({
  installment: InstallmentCountSchema,
  installmentValue: PlanCentsSchema,
  interestRate: RateBpsSchema,
  interestValue: InterestCentsSchema,
  amountRequested: CentsSchema,
  ptbr: z.optional(
    z.object({
      amount: z.string().check(z.maxLength(40)),
      amountCurrency: z.string().check(z.maxLength(8)),
      installmentValue: z.string().check(z.maxLength(40)),
      installmentValueCurrency: z.string().check(z.maxLength(8)),
      interestRate: z.string().check(z.maxLength(16)),
    }),
  ),
});
/** The chosen plan. */
export type ChosenInstallments = z.infer<typeof ChosenInstallmentsSchema>;

/** The card fields of a payment (and of a paper-money creation, spec §3.19). */
export const CardPaymentFieldsSchema = z.object({
  /** The tokenizer's card hash. */
  cardHash: z
    .string(catalogueError('validation.required'))
    .check(z.minLength(1), z.maxLength(TOKEN_MAX)),
  /** The customer's device, for the provider's anti-fraud (a random id the browser keeps). */
  deviceId: z.string(catalogueError('validation.required')).check(z.minLength(1), z.maxLength(128)),
  installments: ChosenInstallmentsSchema,
});
/** The card fields. */
export type CardPaymentFields = z.infer<typeof CardPaymentFieldsSchema>;

/** `POST /v1/payments/{provider}` (spec §7.4): pays operation `resourceId` by card. */
export const CardPaymentBodySchema = z.extend(CardPaymentFieldsSchema, {
  resourceId: z.int().check(z.positive(), z.maximum(2_147_483_647)),
});
/** The card payment request. */
export type CardPaymentBody = z.infer<typeof CardPaymentBodySchema>;

/** A card payment's result (spec §4.5; see `domain/card/card-payment`). */
export const CardPaymentResultSchema = z.enum(CARD_PAYMENT_RESULTS);

/** A card payment as the API answers it. */
export const CardPaymentSchema = z.object({
  /** The card payment's id. */
  id: z.int(),
  /** The operation paid. */
  resourceId: z.int(),
  /** The transaction status of §4.2. */
  status: z.enum(['COMPLETED', 'FAILED', 'PROCESSING']),
  /** The result page to show (§4.5). */
  result: CardPaymentResultSchema,
  /** The provider's refusal code (spec §8.5), when it gave one. */
  code: z.nullable(z.string()),
  /** The operation's status after the payment. */
  operationStatus: z.string(),
  brand: CardBrandSchema,
  last4: z.string(),
  installments: InstallmentCountSchema,
  /** Each installment but the last, cents. */
  installmentValue: PlanCentsSchema,
  lastInstallmentValue: PlanCentsSchema,
  /** The installment fee (credtCardTax), cents. */
  interestValue: InterestCentsSchema,
  /** The operation's total, cents. */
  amountRequested: CentsSchema,
  /** The total plus the installment fee (creditCardTaxTotal), cents. */
  total: PlanCentsSchema,
  createdAt: z.iso.datetime({ offset: true }),
  /** When the result became final; null while UNDER_REVIEW. */
  settledAt: z.nullable(z.iso.datetime({ offset: true })),
});
/** A card payment. */
export type CardPayment = z.infer<typeof CardPaymentSchema>;
