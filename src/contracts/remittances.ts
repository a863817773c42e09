/**
 * Contracts of remittance operations (spec operations §3.16, §3.17, §3.20, §3.22, §3.23, §5.3,
 * §5.5, §7.3). Messages are catalogue keys (see `auth.ts`).
 *
 * Creating an operation: `POST /v1/remittances/` with {@link RemittanceCreateBodySchema} and an
 * `Idempotency-Key` header ({@link IDEMPOTENCY_KEY_HEADER}): a retry with the same key answers
 * the operation the first call created instead of creating another. Decisions: the body also
 * carries `termsAccepted` (spec §5.5: "the terms checkbox must be agreed to conclude an
 * operation"), so the server refuses an operation whose terms were not agreed; exactly one of
 * `clientCpf` and `clientCnpj` is sent; the destination follows the purpose (INVESTMENTS → an
 * investment broker; AVAILABILITY → the customer's own account; any other → a beneficiary).
 * @module
 */
import * as z from 'zod/mini';
import { parseIsoDate } from '../domain/identity/birth-date';
import { catalogueError } from '../domain/identity/message-key';
import { INBOUND_PAYMENT_METHODS, PAYMENT_METHODS } from '../domain/operations/payment-methods';
import {
  OPERATION_STATUSES,
  REMITTANCE_STATUSES,
  type OperationStatus,
  type RemittanceStatus,
} from '../domain/operations/operation-status';
import { NUMBERED_PURPOSES } from '../domain/pricing/purpose-codes';
import { requiredText } from './auth';
import { CardPaymentSchema } from './card-payments';
import { RateFiguresSchema } from './rate-figures';
import {
  CurrencyCodeSchema,
  PurposeCodeSchema,
  QUOTATION_ID_MAX_LENGTH,
  WireMoneySchema,
} from './quotations';
import { CnpjSchema, CpfSchema, PathIdSchema } from './registration';
import {
  COUNTRY_CODE_MAX,
  DATE_MAX,
  DOCUMENT_MAX,
  FREE_TEXT_MAX,
  IDEMPOTENCY_KEY_MAX,
  LABEL_MAX,
  UPLOAD_KEY_MAX,
  maxLengthOf,
} from './text-limits';
import { violationCheck } from './violation-check';

/** The header that makes a creation idempotent (lower case, as HTTP/2 and Node carry it). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** An idempotency key: 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const IdempotencyKeySchema = z
  .string(catalogueError('validation.idempotencyKey'))
  .check(
    maxLengthOf(IDEMPOTENCY_KEY_MAX, 'validation.idempotencyKey'),
    z.regex(/^[A-Za-z0-9_-]{8,64}$/, catalogueError('validation.idempotencyKey')),
  );

/** The headers of `POST /v1/remittances/`. */
export const RemittanceCreateHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema,
});

/** A payment method (spec operations §3.24). */
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, catalogueError('validation.required'));

/** A remittance status (spec operations §4.1). */
export const RemittanceStatusSchema = z.enum(
  REMITTANCE_STATUSES as unknown as [RemittanceStatus, ...RemittanceStatus[]],
);

/** Any operation status (spec operations §4.1). */
export const OperationStatusSchema = z.enum(
  OPERATION_STATUSES as unknown as [OperationStatus, ...OperationStatus[]],
);

/** A database id in a body: a positive integer. */
const IdSchema = z
  .int(catalogueError('validation.required'))
  .check(z.positive(), z.maximum(2_147_483_647));

/** A document key returned by the upload (spec operations §7.6 step 3). */
export const DocumentKeySchema = requiredText(UPLOAD_KEY_MAX);

/** The body of `POST /v1/remittances/` (spec operations §3.17). */
export const RemittanceCreateBodySchema = z
  .object({
    /** The selected account: the beneficiary's account or the customer's own account abroad. */
    accountId: z.nullable(IdSchema),
    clientCpf: z.optional(z.nullable(CpfSchema)),
    clientCnpj: z.optional(z.nullable(CnpjSchema)),
    /** The partner who brought the customer (spec operations §6.7). */
    partnerId: z.optional(z.nullable(z.int())),
    /** The customer's own, unexpired quotation. */
    quotationId: requiredText(QUOTATION_ID_MAX_LENGTH),
    /** The beneficiary. */
    receiverId: z.optional(z.nullable(IdSchema)),
    payment: z.object({ method: PaymentMethodSchema }),
    inboundPaymentMethod: z.optional(z.nullable(z.enum(INBOUND_PAYMENT_METHODS))),
    serviceInfo: z.object({ id: PurposeCodeSchema }),
    /** The purpose's description (spec operations §2.4 purposeCode). */
    reason: requiredText(FREE_TEXT_MAX),
    /** Keys of the uploaded documents; at least one (spec operations §5.3). */
    documents: z
      .array(DocumentKeySchema)
      .check(
        z.minLength(1, catalogueError('validation.purpose.documents')),
        z.maxLength(10, catalogueError('validation.tooLong')),
      ),
    investmentBrokerId: z.optional(z.nullable(IdSchema)),
    /** The summary's terms checkbox (spec operations §5.5). */
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
    violationCheck((body) => {
      const purpose = body.serviceInfo.id;
      if (purpose === 'INVESTMENTS') {
        return body.investmentBrokerId == null ? 'validation.remittance.broker' : undefined;
      }
      if (purpose === 'AVAILABILITY') {
        return body.accountId == null ? 'validation.remittance.account' : undefined;
      }
      return body.receiverId == null ? 'validation.remittance.beneficiary' : undefined;
    }),
  );
/** The body of `POST /v1/remittances/`. */
export type RemittanceCreateBody = z.infer<typeof RemittanceCreateBodySchema>;

/** The numbered purpose codes 200–700 offered where relevant (spec operations §2.4, §3.24). */
export const NumberedPurposeCodeSchema = z.union(
  NUMBERED_PURPOSES.map((purpose) => z.literal(purpose.code)) as unknown as [
    z.ZodMiniLiteral<number>,
    ...z.ZodMiniLiteral<number>[],
  ],
);

/**
 * What the purposeCode section collects (spec operations §2.4, §5.3): the nature, a
 * description, the acknowledgement checkbox (mustBeTrue), optionally a numbered purpose, and
 * the uploaded documents.
 */
export const PurposeSectionInputSchema = z
  .object({
    type: PurposeCodeSchema,
    description: requiredText(FREE_TEXT_MAX),
    acknowledged: z.boolean(catalogueError('validation.mustBeTrue')),
    numberedPurpose: z.optional(z.nullable(NumberedPurposeCodeSchema)),
    documents: z
      .array(DocumentKeySchema)
      .check(z.minLength(1, catalogueError('validation.purpose.documents'))),
  })
  .check(
    violationCheck(
      (input) => (input.acknowledged ? undefined : 'validation.mustBeTrue'),
      ['acknowledged'],
    ),
  );
/** What the purposeCode section collects. */
export type PurposeSectionInput = z.infer<typeof PurposeSectionInputSchema>;

/** Purpose data of an operation (spec operations §3.20). */
export const PurposeDataSchema = z.object({
  type: PurposeCodeSchema,
  description: z.string(),
  /** The first attached document's key. */
  attachment: z.nullable(z.string()),
  /** Defined after the documents are reviewed; null until then. */
  tribute: z.nullable(WireMoneySchema),
  totalValue: WireMoneySchema,
});
/** Purpose data of an operation. */
export type PurposeData = z.infer<typeof PurposeDataSchema>;

/** The customer of an operation (spec operations §3.16 `client`). */
export const OperationClientSchema = z.object({
  cpf: z.nullable(z.string()),
  cnpj: z.nullable(z.string()),
  name: z.string(),
});

/** A remittance operation, as the creation answers it (spec operations §3.16). */
export const RemittanceOperationSchema = z.object({
  id: z.int(),
  type: z.enum(['OUTBOUND', 'INBOUND']),
  status: z.object({ key: RemittanceStatusSchema }),
  client: OperationClientSchema,
  /** The server's clock, ISO 8601, for countdowns (spec operations §7.3). */
  serverTime: z.iso.datetime({ offset: true }),
  /** What the customer pays (BRL), as `{value, divisor}` with the spec's money extras. */
  total: WireMoneySchema,
  /** The payment method chosen. */
  paymentMethod: PaymentMethodSchema,
  /** When the payment data stops being valid, if it can expire. */
  paymentExpiresAt: z.nullable(z.iso.datetime({ offset: true })),
  /** The payer's name on a public inbound record. */
  name: z.optional(z.string()),
  /**
   * The rate paid and what it is made of, from the quote the operation stored (issue 19): the
   * success page shows it. Absent on the public inbound record.
   */
  rateFigures: z.optional(RateFiguresSchema),
});
/** A remittance operation. */
export type RemittanceOperation = z.infer<typeof RemittanceOperationSchema>;

/** One step of an operation's timeline: the status it entered and when. */
export const OperationEventSchema = z.object({
  status: OperationStatusSchema,
  at: z.iso.datetime({ offset: true }),
});
/** One step of an operation's timeline. */
export type OperationEvent = z.infer<typeof OperationEventSchema>;

const nullableText = z.nullable(z.string());

/**
 * One document attached to an operation's purpose (spec operations §3.22 "Purpose attachment";
 * issue 19, item 10), as the detail lists them: its position (1 for the first; the download's
 * path names it), its file name, its type and when it arrived. The bytes are downloaded from
 * `GET /v1/remittances/users/{document}/{type}/{id}/documents/{position}`, by the operation's
 * owner only.
 */
export const PurposeDocumentSchema = z.object({
  position: z.int(),
  /** The file name the upload was signed for (the last part of its storage key). */
  name: z.string(),
  /** `application/pdf`, `image/png` or `image/jpeg`. */
  contentType: z.string(),
  /** When the file arrived in the storage; null when only its signature is known. */
  uploadedAt: z.nullable(z.iso.datetime({ offset: true })),
});
/** One document attached to an operation's purpose. */
export type PurposeDocument = z.infer<typeof PurposeDocumentSchema>;

/**
 * An operation's detail (`GET /v1/remittances/users/{document}/{type}/{id}`, spec operations
 * §3.22), with its timeline and the payment deadline the countdown follows. The spec's spelling
 * `credtCardTax` is kept.
 */
export const OperationDetailSchema = z.object({
  id: z.int(),
  type: z.enum(['OUTBOUND', 'INBOUND']),
  status: OperationStatusSchema,
  createdAt: z.iso.datetime({ offset: true }),
  serverTime: z.iso.datetime({ offset: true }),
  purposeCode: PurposeCodeSchema,
  paymentMethod: z.nullable(PaymentMethodSchema),
  /** The foreign amount. */
  amount: WireMoneySchema,
  /** The exchange rate, BRL per unit. */
  quotationTax: WireMoneySchema,
  quotationIOF: WireMoneySchema,
  /** The effective rate (VET). */
  quotationVET: WireMoneySchema,
  /** The rate paid and what it is made of, from the stored quote (issue 19, item 2). */
  rateFigures: RateFiguresSchema,
  totalValue: WireMoneySchema,
  /** The amount received. */
  quotationTotalWithTaxes: WireMoneySchema,
  /** Paid by card: the installment fee (the spec's spelling); null otherwise. */
  credtCardTax: z.nullable(WireMoneySchema),
  /** Paid by card: the total plus the installment fee; null otherwise. */
  creditCardTaxTotal: z.nullable(WireMoneySchema),
  /**
   * The operation's latest card payment (spec §4.5: its result, brand, last four digits and
   * plan), null when none was attempted. The detail page shows it and, while a card may still
   * pay, links to the payment page.
   */
  cardPayment: z.nullable(CardPaymentSchema),
  operationDate: z.iso.datetime({ offset: true }),
  sendingReason: nullableText,
  beneficiaryName: nullableText,
  beneficiaryAddress: nullableText,
  beneficiaryBank: nullableText,
  beneficiaryCountry: nullableText,
  beneficiaryAccount: nullableText,
  beneficiaryAccountCode: nullableText,
  receiverName: nullableText,
  receiverDocument: nullableText,
  requesterName: nullableText,
  moneyGramId: nullableText,
  moneygramReferenceNumber: nullableText,
  deliveryType: nullableText,
  pixKey: nullableText,
  tribute: z.nullable(WireMoneySchema),
  /** The bank fee. */
  taxFee: z.nullable(WireMoneySchema),
  deliveryAddress: nullableText,
  cardAddress: nullableText,
  cardExpirationDate: nullableText,
  cardNumber: nullableText,
  cardZipCode: nullableText,
  /** The first purpose document's storage key (spec §3.22). */
  purposeAttachment: nullableText,
  purposeDescription: nullableText,
  /** Every document attached to the purpose, in the order they were attached (issue 19). */
  purposeDocuments: z.array(PurposeDocumentSchema),
  /** Every status the operation went through, oldest first. */
  events: z.array(OperationEventSchema),
  /** The payment deadline (the QR code's 30 minutes), while awaiting payment. */
  paymentExpiresAt: z.nullable(z.iso.datetime({ offset: true })),
  /** Inbound only: how the foreign payer pays (spec operations §3.24). */
  inboundPaymentMethod: z.optional(z.nullable(z.enum(INBOUND_PAYMENT_METHODS))),
  /**
   * Inbound only: the payer's link id (a random token, issue 16) while it can be paid, with its
   * expiry; null for the bank path or once it can no longer be paid.
   */
  paymentLink: z.optional(
    z.nullable(z.object({ id: z.string(), expiresAt: z.iso.datetime({ offset: true }) })),
  ),
});
/** An operation's detail. */
export type OperationDetail = z.infer<typeof OperationDetailSchema>;

/**
 * A calendar date `YYYY-MM-DD` of a report filter: a real day, as `2026-02-31` made an invalid
 * `Date` that reached the query (500; issue 14).
 */
export const FilterDateSchema = z.string().check(
  maxLengthOf(DATE_MAX, 'validation.regex'),
  z.refine(
    (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoDate(value) !== undefined,
    catalogueError('validation.regex'),
  ),
);

/** A report filter's range: the end date not before the start date ('validation.dateRange'). */
export function dateRangeCheck() {
  return violationCheck<{ startDate?: string | undefined; endDate?: string | undefined }>(
    (query) =>
      query.startDate && query.endDate && query.startDate > query.endDate
        ? 'validation.dateRange'
        : undefined,
    ['endDate'],
  );
}

/**
 * `GET /v1/remittances/user/{document}?page&limit&type&…` (spec operations §3.23, §7.3): paging,
 * the direction and the report filters.
 */
export const ReportListQuerySchema = z
  .object({
    page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
    type: z.optional(z.enum(['outbound', 'inbound'])),
    'quotation.purposeCode': z.optional(PurposeCodeSchema),
    status: z.optional(OperationStatusSchema),
    currency: z.optional(CurrencyCodeSchema),
    country: z.optional(z.string().check(z.maxLength(COUNTRY_CODE_MAX), z.regex(/^[A-Z]{2}$/))),
    deliveryMethod: z.optional(z.string().check(z.maxLength(LABEL_MAX))),
    moneygramReferenceNumber: z.optional(z.string().check(z.maxLength(LABEL_MAX))),
    startDate: z.optional(FilterDateSchema),
    endDate: z.optional(FilterDateSchema),
  })
  .check(dateRangeCheck());
/** The report list's query. */
export type ReportListQuery = z.infer<typeof ReportListQuerySchema>;

/** One row of the history (spec operations §3.23 columns). */
export const ReportListItemSchema = z.object({
  id: z.int(),
  status: OperationStatusSchema,
  currency: z.string(),
  country: nullableText,
  deliveryMethod: nullableText,
  moneygramReferenceNumber: nullableText,
  createdAt: z.iso.datetime({ offset: true }),
  invoiceId: nullableText,
  /** The foreign-currency value. */
  amount: WireMoneySchema,
});
/** One row of the history. */
export type ReportListItem = z.infer<typeof ReportListItemSchema>;

/** A page of the history. */
export const ReportListSchema = z.object({
  items: z.array(ReportListItemSchema),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});
/** A page of the history. */
export type ReportList = z.infer<typeof ReportListSchema>;

/** `/v1/remittances/user/{document}`: the customer's CPF or CNPJ digits. */
export const RemittanceUserParamsSchema = z.object({
  document: z.string().check(z.maxLength(DOCUMENT_MAX), z.regex(/^[0-9A-Z]{11,14}$/)),
});

/** `/v1/remittances/users/{document}/{type}/{id}`. */
export const RemittanceDetailParamsSchema = z.object({
  document: z.string().check(z.maxLength(DOCUMENT_MAX), z.regex(/^[0-9A-Z]{11,14}$/)),
  type: z.enum(['outbound', 'inbound']),
  id: PathIdSchema,
});

/** `GET /v1/remittances/users/{document}/{type}/{id}/documents/{position}`: the path. */
export const PurposeDocumentParamsSchema = z.object({
  document: z.string().check(z.maxLength(DOCUMENT_MAX), z.regex(/^[0-9A-Z]{11,14}$/)),
  type: z.enum(['outbound', 'inbound']),
  id: PathIdSchema,
  position: PathIdSchema,
});
/** The path of a purpose document's download. */
export type PurposeDocumentParams = z.infer<typeof PurposeDocumentParamsSchema>;
