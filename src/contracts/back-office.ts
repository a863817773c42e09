/**
 * The operator console's API (issue 20 "Operator console"; spec platform §4 "Compliance", §5
 * "Attachments"; operations §4.1): `/v1/back-office/{queue}` lists what waits for an operator —
 * registrations pending review, documents to approve, operations held (MANUAL_ANALYSIS,
 * WAITING_REGISTRATION_APPROVAL, WAITING_DOCUMENT_APPROVAL) — and each record is approved or
 * rejected (a reason is mandatory to reject), with its audit trail.
 *
 * The queues are one closed list ({@link BACK_OFFICE_QUEUES}): a new queue (the limit-increase
 * requests, `limit-updates`) is a new noun here, its record schema in
 * {@link BackOfficeRecordSchema}, and one queue module on the server.
 *
 * Beside the queues, `PUT /v1/back-office/companies/{customerId}/capital-limit` sets a company's
 * capital/financial limit ({@link CapitalLimitBodySchema}).
 * @module
 */
import * as z from 'zod/mini';
import { catalogueError } from '../domain/identity/message-key';
import { ATTACHMENT_TYPES, PROOF_DOCUMENT_TYPES } from '../domain/limits/limit-update-steps';
import { requiredText } from './auth';
import { REQUESTED_LIMIT_MAX_USD_CENTS } from './limit-updates';
import { PathIdSchema } from './registration';
import { FREE_TEXT_MAX } from './text-limits';

/** The console's queues, as their URL nouns. */
export const BACK_OFFICE_QUEUES = [
  'registrations',
  'documents',
  'operations',
  'company-documents',
  'limit-updates',
] as const;
/** A queue of the console. */
export type BackOfficeQueue = (typeof BACK_OFFICE_QUEUES)[number];
/** A queue's URL noun. */
export const BackOfficeQueueSchema = z.enum(
  BACK_OFFICE_QUEUES,
  catalogueError('validation.required'),
);

/** `GET /v1/back-office/{queue}?page&limit`: page 1 and 20 records by default. */
export const BackOfficeQueueQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});
/** The query of a queue. */
export type BackOfficeQueueQuery = z.infer<typeof BackOfficeQueueQuerySchema>;

/** The path of one record: its queue and id. */
export const BackOfficeRecordParamsSchema = z.object({
  queue: BackOfficeQueueSchema,
  id: PathIdSchema,
});

/** The path of one document. */
export const BackOfficeDocumentParamsSchema = z.object({ id: PathIdSchema });

/** The customer a record belongs to. */
export const BackOfficeCustomerSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  personType: z.enum(['PHYSICAL', 'LEGAL']),
  /** CPF or CNPJ, digits only. */
  document: z.string(),
  registrationStatus: z.string(),
});
/** The customer a record belongs to. */
export type BackOfficeCustomer = z.infer<typeof BackOfficeCustomerSchema>;

/** A registration pending review. */
export const RegistrationReviewSchema = z.object({
  queue: z.literal('registrations'),
  id: z.int(),
  status: z.string(),
  customer: BackOfficeCustomerSchema,
  /** The correspondents (ids) the customer is linked to that the operator serves. */
  correspondentIds: z.array(z.int()),
  /** The same correspondents, named: id, URL identifier and name. */
  correspondents: z.array(z.object({ id: z.int(), identifier: z.string(), name: z.string() })),
  createdAt: z.string(),
});
/** A registration pending review. */
export type RegistrationReview = z.infer<typeof RegistrationReviewSchema>;

/** A document to approve: an uploaded file whose review is pending. */
export const DocumentReviewSchema = z.object({
  queue: z.literal('documents'),
  id: z.int(),
  /** PENDING, APPROVED or REJECTED. */
  status: z.string(),
  customer: BackOfficeCustomerSchema,
  fileName: z.string(),
  /** What it was uploaded for (the signature's `resource_name`). */
  resource: z.string(),
  contentType: z.string(),
  size: z.nullable(z.int()),
  uploadedAt: z.nullable(z.string()),
  /** The path of the file (`GET`), for the viewer. */
  fileUrl: z.string(),
});
/** A document to approve. */
export type DocumentReview = z.infer<typeof DocumentReviewSchema>;

/** An operation held for an operator. */
export const OperationReviewSchema = z.object({
  queue: z.literal('operations'),
  id: z.int(),
  status: z.string(),
  customer: BackOfficeCustomerSchema,
  kind: z.enum(['OUTBOUND', 'INBOUND', 'PAPER_MONEY']),
  correspondentId: z.int(),
  currency: z.string(),
  /** The foreign amount, in the currency's minor units. */
  foreignAmountMinor: z.int(),
  /** What the customer pays, BRL cents. */
  totalBrlCents: z.int(),
  /** The amount in USD cents (the operational limit's unit). */
  usdCents: z.int(),
  /** What the operation holds of the limit (0 in manual analysis). */
  reservedUsdCents: z.int(),
  paymentMethod: z.string(),
  /** Its documents' upload keys. */
  documents: z.array(z.string()),
  createdAt: z.string(),
});
/** An operation held for an operator. */
export type OperationReview = z.infer<typeof OperationReviewSchema>;

/** One file of a company document version: its side and the upload behind it. */
export const CompanyDocumentFileSchema = z.object({
  side: z.enum(['FRONT', 'BACK']),
  /** The upload's id (`GET /v1/back-office/documents/{id}/file`); null if it is gone. */
  uploadId: z.nullable(z.int()),
  fileName: z.string(),
  /** The path of the file (`GET`), for the viewer; null when the upload is gone. */
  fileUrl: z.nullable(z.string()),
});
/** One file of a company document version. */
export type CompanyDocumentFile = z.infer<typeof CompanyDocumentFileSchema>;

/**
 * A version of a company's identity document (spec platform §3 "Identity document"), under
 * review until an operator decides it: PENDING, APPROVED or REJECTED.
 */
export const CompanyDocumentReviewSchema = z.object({
  queue: z.literal('company-documents'),
  /** The version's id. */
  id: z.int(),
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
  customer: BackOfficeCustomerSchema,
  /** RG, CNH, RNE or PASSPORT (`COMPANY_DOCUMENT_TYPES`). */
  documentType: z.string(),
  /** 1 for the type's first version, and so on. */
  version: z.int(),
  files: z.array(CompanyDocumentFileSchema),
  createdAt: z.string(),
});
/** A company document version to approve. */
export type CompanyDocumentReview = z.infer<typeof CompanyDocumentReviewSchema>;
/** One file of a limit-increase request, with its step and the upload the viewer shows. */
export const LimitUpdateReviewDocumentSchema = z.object({
  /** The step it was sent for. */
  attachmentType: z.enum(ATTACHMENT_TYPES),
  /** The document it proves. */
  proofDocumentType: z.enum(PROOF_DOCUMENT_TYPES),
  /** The upload's id (`GET /v1/back-office/documents/{id}/file`); null if it is gone. */
  uploadId: z.nullable(z.int()),
  fileName: z.string(),
  /** The path of the file (`GET`), for the viewer; null if the upload is gone. */
  fileUrl: z.nullable(z.string()),
});
/** One file of a limit-increase request. */
export type LimitUpdateReviewDocument = z.infer<typeof LimitUpdateReviewDocumentSchema>;

/** A limit-increase request (spec platform §3 "Limit-increase request"), in USD cents. */
export const LimitUpdateReviewSchema = z.object({
  queue: z.literal('limit-updates'),
  id: z.int(),
  /** PENDING, APPROVED or REJECTED. */
  status: z.string(),
  customer: BackOfficeCustomerSchema,
  /** The correspondent the request was made under. */
  correspondentId: z.int(),
  /** The limit asked for. */
  requestedLimitUsdCents: z.int(),
  /** The limit when the request was sent. */
  limitAtRequestUsdCents: z.int(),
  /** The customer's limit now (0 without one). */
  currentLimitUsdCents: z.int(),
  /** What operations use of it now. */
  usedUsdCents: z.int(),
  /** The limit granted, once APPROVED. */
  approvedLimitUsdCents: z.nullable(z.int()),
  /** Where the income and assets come from, in the customer's words. */
  origin: z.string(),
  /** Its files, by step. */
  documents: z.array(LimitUpdateReviewDocumentSchema),
  /** The decision's reason, once decided (an approval may have none). */
  decisionReason: z.nullable(z.string()),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
});
/** A limit-increase request. */
export type LimitUpdateReview = z.infer<typeof LimitUpdateReviewSchema>;

/** One record of any queue. */
export const BackOfficeRecordSchema = z.union([
  RegistrationReviewSchema,
  DocumentReviewSchema,
  OperationReviewSchema,
  CompanyDocumentReviewSchema,
  LimitUpdateReviewSchema,
]);
/** One record of any queue. */
export type BackOfficeRecord = z.infer<typeof BackOfficeRecordSchema>;

/** A page of a queue, oldest first (the longest waiting on top). */
export const BackOfficePageSchema = z.object({
  data: z.array(BackOfficeRecordSchema),
  page: z.int(),
  limit: z.int(),
  total: z.int(),
});
/** A page of a queue. */
export type BackOfficePage = z.infer<typeof BackOfficePageSchema>;

/** A limit in USD cents an operator sets: a positive integer up to the requests' bound. */
const LimitUsdCentsSchema = z
  .number(catalogueError('validation.required'))
  .check(
    z.int(catalogueError('validation.required')),
    z.minimum(1, catalogueError('validation.required')),
    z.maximum(REQUESTED_LIMIT_MAX_USD_CENTS, catalogueError('validation.tooLong')),
  );

/**
 * `POST …/approve`: an optional note; for `limit-updates` only, the limit granted
 * (`approvedLimitUsdCents`, USD cents; the amount asked for when absent). Another queue refuses
 * it (422).
 */
export const ApproveBodySchema = z.object({
  reason: z.optional(z.nullable(z.string().check(z.maxLength(FREE_TEXT_MAX)))),
  approvedLimitUsdCents: z.optional(LimitUsdCentsSchema),
});
/** The body of an approval. */
export type ApproveBody = z.infer<typeof ApproveBodySchema>;

/** `POST …/reject`: the reason is mandatory (shown to the customer and kept in the trail). */
export const RejectBodySchema = z.object({ reason: requiredText(FREE_TEXT_MAX) });
/** The body of a rejection. */
export type RejectBody = z.infer<typeof RejectBodySchema>;

/** What a decision answers: the record's status now. */
export const BackOfficeDecisionSchema = z.object({
  queue: BackOfficeQueueSchema,
  id: z.int(),
  status: z.string(),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
/** What a decision answers. */
export type BackOfficeDecision = z.infer<typeof BackOfficeDecisionSchema>;

/** One row of a record's audit trail. */
export const BackOfficeAuditEntrySchema = z.object({
  id: z.int(),
  /** APPROVE or REJECT (the operator's), RELEASE or CANCEL (a consequence of another record's). */
  action: z.string(),
  reason: z.nullable(z.string()),
  statusBefore: z.string(),
  statusAfter: z.string(),
  operator: z.object({ id: z.int(), name: z.string() }),
  at: z.string(),
});
/** One row of a record's audit trail. */
export type BackOfficeAuditEntry = z.infer<typeof BackOfficeAuditEntrySchema>;

/** `GET …/{queue}/{id}/audit`: the record's trail, oldest first. */
export const BackOfficeAuditSchema = z.object({ data: z.array(BackOfficeAuditEntrySchema) });
/** A record's audit trail. */
export type BackOfficeAudit = z.infer<typeof BackOfficeAuditSchema>;

/** The path of a company's capital limit. */
export const CapitalLimitParamsSchema = z.object({ customerId: PathIdSchema });

/**
 * `PUT /v1/back-office/companies/{customerId}/capital-limit`: the company's capital/financial
 * limit (USD cents) and why (kept in the trail).
 */
export const CapitalLimitBodySchema = z.object({
  limitUsdCents: LimitUsdCentsSchema,
  reason: requiredText(FREE_TEXT_MAX),
});
/** The body of a capital-limit change. */
export type CapitalLimitBody = z.infer<typeof CapitalLimitBodySchema>;

/** What a capital-limit change answers. */
export const CapitalLimitChangeSchema = z.object({
  customerId: z.int(),
  /** The `operational_limits` period the limit is kept under. */
  period: z.string(),
  /** The limit before (null: the company had none). */
  previousLimitUsdCents: z.nullable(z.int()),
  limitUsdCents: z.int(),
  /** What operations use of it, after the operations released. */
  usedUsdCents: z.int(),
  /** Operations that left manual analysis because they now fit, oldest first. */
  releasedOperationIds: z.array(z.int()),
  decidedBy: z.string(),
  decidedAt: z.string(),
});
/** What a capital-limit change answers. */
export type CapitalLimitChange = z.infer<typeof CapitalLimitChangeSchema>;
