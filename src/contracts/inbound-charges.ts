/**
 * Contracts of paying an inbound payment link by debit card (spec operations §2.6, §3.15, §3.18,
 * §4.2, §5.4, §8.5; issue 16).
 *
 * The card never reaches the API: the payer's form hands it to the card provider's tokenizer (in
 * the sandbox `POST /card-tokenizer/tokens`, {@link CardTokenizeBodySchema}, a path the API
 * never logs) and `POST /v1/remittances/inbound/create-charge` carries only the token and the
 * payer ({@link InboundChargeBodySchema}). The link's own failures are error codes whose §8.5
 * code is {@link LINK_FAILURE_CODE_OF}; a card's refusal is a charge result with its code.
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError } from '../domain/identity/message-key';
import { EmailSchema, requiredText } from './auth';
import type { ErrorCode } from './errors';
import { PublicInboundParamsSchema } from './inbound-remittances';
import { IsoDateSchema } from './registration';
import { RemittanceStatusSchema } from './remittances';
import { LABEL_MAX, TOKEN_MAX } from './text-limits';

/** The card the sandbox tokenizer reads (spec operations §3.15, §5.4, §9.10). */
export const CardTokenizeBodySchema = z.object({
  cardNumber: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(19), z.regex(/^\d{12,19}$/, catalogueError('validation.regex'))),
  cvv: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(4), z.regex(/^\d{3,4}$/, catalogueError('validation.regex'))),
  /** `MM/YY`. */
  expiry: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(5), z.regex(/^(0[1-9]|1[0-2])\/\d{2}$/, catalogueError('validation.regex'))),
  /** The first 5 digits are entered (spec operations §5.4, §9.10). */
  zip: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(5), z.regex(/^\d{5}$/, catalogueError('validation.regex'))),
});
/** The card the sandbox tokenizer reads. */
export type CardTokenizeBody = z.infer<typeof CardTokenizeBodySchema>;

/** The tokenizer's answer. */
export const CardTokenSchema = z.object({ token: z.string() });

/** The payer's address (spec operations §2.6, §3.15). */
export const PayerAddressSchema = z.object({
  address: requiredText(LABEL_MAX),
  city: requiredText(LABEL_MAX),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(2), z.regex(/^[A-Z]{2}$/, catalogueError('validation.regex'))),
  state: requiredText(LABEL_MAX),
  postalCode: requiredText(16),
});

/** The body of `POST /v1/remittances/inbound/create-charge` (spec operations §3.18). */
export const InboundChargeBodySchema = z.object({
  /** The payment-link id. */
  operationId: PublicInboundParamsSchema.shape.id,
  /** Whether the card holder is a company or a person (spec operations §2.6). */
  personType: z.enum(['PERSON', 'COMPANY'], catalogueError('validation.required')),
  name: requiredText(LABEL_MAX),
  fullName: z.optional(z.nullable(z.string().check(z.maxLength(LABEL_MAX)))),
  companyName: z.optional(z.nullable(z.string().check(z.maxLength(LABEL_MAX)))),
  /** What the payer was shown, USD cents: must be the operation's total. */
  amount: z.int(catalogueError('validation.required')).check(z.positive(), z.maximum(1e12)),
  /** The provider's token; absent: 'Tokenized Data not Found' (spec operations §4.3). */
  tokenized: z.optional(z.nullable(z.string().check(z.maxLength(TOKEN_MAX)))),
  /** `YYYY-MM-DD`; at least 18 years old (spec operations §5.4). */
  birthDate: IsoDateSchema,
  email: EmailSchema,
  /** International, `+` and 7 to 15 digits ('Cell field must be valid!'). */
  mobile: z
    .string(catalogueError('validation.required'))
    .check(z.maxLength(16), z.regex(/^\+\d{7,15}$/, catalogueError('validation.phone'))),
  address: PayerAddressSchema,
});
/** The body of `POST /v1/remittances/inbound/create-charge`. */
export type InboundChargeBody = z.infer<typeof InboundChargeBodySchema>;

/**
 * What a charge answers: its status (spec operations §4.2), the provider's refusal code (§8.5:
 * 7051, 00092, 00034, 00070), the operation's status after it and how many attempts are left.
 */
export const InboundChargeResultSchema = z.object({
  status: z.enum(['COMPLETED', 'FAILED', 'PROCESSING']),
  code: z.nullable(z.string()),
  operationStatus: RemittanceStatusSchema,
  attemptsLeft: z.int(),
});
/** What a charge answers. */
export type InboundChargeResult = z.infer<typeof InboundChargeResultSchema>;

/** The §8.5 code of each payment-link error (the payer page's 'Failed to Process' message). */
export const LINK_FAILURE_CODE_OF = {
  PAYMENT_LINK_EXPIRED: 'fc0001',
  PAYMENT_LINK_LAST_ATTEMPT_FAILED: 'fc0002',
  OPERATION_ALREADY_COMPLETED: 'fc0003',
  PAYMENT_LINK_NOT_FOUND: 'fc0404',
} as const satisfies Partial<Record<ErrorCode, string>>;
