/**
 * Contracts of the inbound remittance (spec operations §1 "Inbound remittance", §2.6, §3.16,
 * §3.17, §6.1, §7.3; issue 16): receiving money from abroad into the customer's own account in
 * Brazil.
 *
 * - `POST /v1/remittances/inbound` with {@link InboundRemittanceCreateBodySchema} and an
 *   `Idempotency-Key` header, answered with {@link InboundOperationSchema}.
 * - `GET /v1/remittances/users/inbound/{id}`, readable without a user: the payer's view
 *   ({@link PublicInboundRemittanceSchema}). Decision: `{id}` is the operation's payment-link id,
 *   a random token, never the operation's serial id (which is guessable); the answer carries
 *   nothing of the customer but the name the payer pays (the beneficiary's).
 *
 * Decisions: the customer's own Brazilian account (`accountId`, a PIX key or bank data) is
 * required, since the money is credited there; `payment` and `receiverId` of §3.17 have no
 * meaning inbound (the payer pays, the customer receives) and are not read; documents are
 * required as outbound (the spec names no inbound purpose without them).
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError } from '../domain/identity/message-key';
import { INBOUND_PAYMENT_METHODS } from '../domain/operations/payment-methods';
import { requiredText } from './auth';
import { QUOTATION_ID_MAX_LENGTH, WireMoneySchema } from './quotations';
import { RateFiguresSchema } from './rate-figures';
import { CnpjSchema, CpfSchema } from './registration';
import { DocumentKeySchema, OperationClientSchema, RemittanceStatusSchema } from './remittances';
import { FREE_TEXT_MAX } from './text-limits';
import { violationCheck } from './violation-check';

/** The purposes an inbound remittance may have (spec operations §3.24). */
export const InboundPurposeCodeSchema = z.enum(
  ['ADSENSE', 'AVAILABILITY', 'MAINTENANCE'],
  catalogueError('validation.required'),
);

/** How the foreign payer pays (spec operations §3.24). */
export const InboundMethodSchema = z.enum(
  INBOUND_PAYMENT_METHODS,
  catalogueError('validation.required'),
);

const IdSchema = z
  .int(catalogueError('validation.required'))
  .check(z.positive(), z.maximum(2_147_483_647));

/** The body of `POST /v1/remittances/inbound` (spec operations §3.17, inbound). */
export const InboundRemittanceCreateBodySchema = z
  .object({
    /** The customer's own account in Brazil to be credited (a PIX key or bank data). */
    accountId: IdSchema,
    clientCpf: z.optional(z.nullable(CpfSchema)),
    /** A company's: always refused (companies never receive, spec operations §6.3). */
    clientCnpj: z.optional(z.nullable(CnpjSchema)),
    partnerId: z.optional(z.nullable(z.int())),
    /** The customer's own, unexpired inbound quotation. */
    quotationId: requiredText(QUOTATION_ID_MAX_LENGTH),
    inboundPaymentMethod: InboundMethodSchema,
    serviceInfo: z.object({ id: InboundPurposeCodeSchema }),
    reason: requiredText(FREE_TEXT_MAX),
    documents: z
      .array(DocumentKeySchema)
      .check(
        z.minLength(1, catalogueError('validation.purpose.documents')),
        z.maxLength(10, catalogueError('validation.tooLong')),
      ),
    termsAccepted: z.boolean(catalogueError('validation.terms')),
  })
  .check(
    violationCheck(
      (body) => (body.termsAccepted ? undefined : 'validation.terms'),
      ['termsAccepted'],
    ),
    violationCheck(
      (body) =>
        (body.clientCpf == null) !== (body.clientCnpj == null)
          ? undefined
          : 'validation.remittance.client',
      ['clientCpf'],
    ),
  );
/** The body of `POST /v1/remittances/inbound`. */
export type InboundRemittanceCreateBody = z.infer<typeof InboundRemittanceCreateBodySchema>;

/** An inbound operation's payment link: its id (a random token) and when it expires. */
export const PaymentLinkSchema = z.object({
  id: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
});
/** An inbound operation's payment link. */
export type PaymentLink = z.infer<typeof PaymentLinkSchema>;

/** An inbound operation, as its creation answers it (spec operations §3.16). */
export const InboundOperationSchema = z.object({
  id: z.int(),
  type: z.literal('INBOUND'),
  status: z.object({ key: RemittanceStatusSchema }),
  client: OperationClientSchema,
  serverTime: z.iso.datetime({ offset: true }),
  /** What the customer receives in BRL, after IOF (spec operations §9.3). */
  total: WireMoneySchema,
  /** What the payer sends, in the quote's foreign currency. */
  amount: WireMoneySchema,
  inboundPaymentMethod: InboundMethodSchema,
  /**
   * The link to the payer's page (card methods, once the operation awaits payment); null for
   * the bank path or while the operation is held for review.
   */
  paymentLink: z.nullable(PaymentLinkSchema),
  /** The rate and what it is made of, from the stored quote (issue 19): the success page shows it. */
  rateFigures: z.optional(RateFiguresSchema),
});
/** An inbound operation. */
export type InboundOperation = z.infer<typeof InboundOperationSchema>;

/** The length of a payment-link id: 16 random bytes in base64url. */
export const PAYMENT_LINK_ID_LENGTH = 22;

/** `GET /v1/remittances/users/inbound/{id}`: the payment-link id. */
export const PublicInboundParamsSchema = z.object({
  id: z
    .string()
    .check(
      z.maxLength(PAYMENT_LINK_ID_LENGTH),
      z.regex(/^[A-Za-z0-9_-]{22}$/, catalogueError('validation.regex')),
    ),
});

/**
 * The public inbound record (spec operations §2.6, §3.15, §3.16 `name`, §6.1): what the payer's
 * page shows and nothing else — whom they pay, how much in USD, the status and the link's expiry.
 */
export const PublicInboundRemittanceSchema = z.object({
  /** The payment-link id (never the operation's own id). */
  id: z.string(),
  /** The beneficiary: the customer who receives (spec §3.15 beneficiaryName, §3.16 name). */
  name: z.string(),
  /** 'Total Amount: USD' (spec operations §2.6). */
  totalAmount: WireMoneySchema,
  status: z.object({ key: RemittanceStatusSchema }),
  inboundPaymentMethod: z.enum(['DEBIT_CARD', 'DEBIT_CARD_LINK']),
  /** When the link expires; null while the operation is held for review (not payable yet). */
  expiresAt: z.nullable(z.iso.datetime({ offset: true })),
  /** The server's clock, for the page's countdown. */
  serverTime: z.iso.datetime({ offset: true }),
});
/** The public inbound record. */
export type PublicInboundRemittance = z.infer<typeof PublicInboundRemittanceSchema>;
