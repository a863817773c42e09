/**
 * The console's rows as the contract's records (issue 20): one place where the repository's
 * snake_case columns become `src/contracts/back-office.ts`'s shapes.
 * @module
 */
import type {
  BackOfficeCustomer,
  DocumentReview,
  LimitUpdateReview,
  OperationReview,
  RegistrationReview,
} from '../../../src/contracts/back-office';
import type {
  AttachmentType,
  ProofDocumentType,
} from '../../../src/domain/limits/limit-update-steps';
import type {
  CustomerColumns,
  LinkedCorrespondent,
} from '../../db/repositories/back-office-repository';
import type {
  LimitUpdateReviewFileRow,
  LimitUpdateReviewRow,
} from '../../db/repositories/limit-update-review-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The viewer's path of upload `id`. */
const fileUrlOf = (id: number) => `/api/v1/back-office/documents/${id}/file`;

/** The customer part of a record. */
export function customerOf(row: CustomerColumns): BackOfficeCustomer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    personType: row.person_type,
    document: row.cpf ?? row.cnpj ?? '',
    registrationStatus: row.registration_status,
  };
}

/** A registration record. */
export function registrationRecord(
  row: CustomerColumns,
  correspondents: LinkedCorrespondent[],
): RegistrationReview {
  return {
    queue: 'registrations',
    id: row.id,
    status: row.registration_status,
    customer: customerOf(row),
    correspondentIds: correspondents.map((correspondent) => correspondent.id),
    correspondents,
    createdAt: iso(row.created_at),
  };
}

/** An upload's row as the console reads it, with its customer. */
export interface DocumentRow extends CustomerColumns {
  upload_id: number;
  upload_key: string;
  upload_resource: string;
  upload_content_type: string;
  upload_size: number | null;
  upload_uploaded_at: Date | null;
  upload_review_status: string | null;
}

/** The file name of an upload key (`uploads/{user}/{random}/{file name}`). */
export function fileNameOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/** A document record. */
export function documentRecord(row: DocumentRow): DocumentReview {
  return {
    queue: 'documents',
    id: row.upload_id,
    status: row.upload_review_status ?? 'APPROVED',
    customer: customerOf(row),
    fileName: fileNameOf(row.upload_key),
    resource: row.upload_resource,
    contentType: row.upload_content_type,
    size: row.upload_size,
    uploadedAt: row.upload_uploaded_at === null ? null : iso(row.upload_uploaded_at),
    fileUrl: fileUrlOf(row.upload_id),
  };
}

/** An operation's row as the console reads it, with its customer. */
export interface OperationRow extends CustomerColumns {
  operation_id: number;
  operation_kind: 'OUTBOUND' | 'INBOUND' | 'PAPER_MONEY';
  operation_status: string;
  operation_correspondent_id: number;
  operation_currency: string;
  operation_foreign_amount_minor: string | number | bigint;
  operation_total_brl_cents: string | number | bigint;
  operation_usd_cents: string | number | bigint;
  operation_reserved_usd_cents: string | number | bigint;
  operation_payment_method: string;
  operation_documents: unknown;
  operation_created_at: Date;
}

/** The upload keys of an operation's `documents` column. */
export function documentKeysOf(documents: unknown): string[] {
  const value = typeof documents === 'string' ? (JSON.parse(documents) as unknown) : documents;
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
}

/** An operation record. */
export function operationRecord(row: OperationRow): OperationReview {
  return {
    queue: 'operations',
    id: row.operation_id,
    status: row.operation_status,
    customer: customerOf(row),
    kind: row.operation_kind,
    correspondentId: row.operation_correspondent_id,
    currency: row.operation_currency,
    foreignAmountMinor: Number(row.operation_foreign_amount_minor),
    totalBrlCents: Number(row.operation_total_brl_cents),
    usdCents: Number(row.operation_usd_cents),
    reservedUsdCents: Number(row.operation_reserved_usd_cents),
    paymentMethod: row.operation_payment_method,
    documents: documentKeysOf(row.operation_documents),
    createdAt: iso(row.operation_created_at),
  };
}

/** A limit-increase request record; `files` may hold other requests' files. */
export function limitUpdateRecord(
  row: LimitUpdateReviewRow,
  files: readonly LimitUpdateReviewFileRow[],
): LimitUpdateReview {
  return {
    queue: 'limit-updates',
    id: row.request_id,
    status: row.request_status,
    customer: customerOf(row),
    correspondentId: row.request_correspondent_id,
    requestedLimitUsdCents: Number(row.request_requested_limit_usd_cents),
    limitAtRequestUsdCents: Number(row.request_limit_at_request_usd_cents),
    currentLimitUsdCents: Number(row.current_limit_usd_cents ?? 0),
    usedUsdCents: Number(row.current_used_usd_cents ?? 0),
    approvedLimitUsdCents:
      row.request_approved_limit_usd_cents === null
        ? null
        : Number(row.request_approved_limit_usd_cents),
    origin: row.request_origin,
    documents: files
      .filter((file) => file.request_id === row.request_id)
      .map((file) => ({
        // Written from the contract's enums only (the create body).
        attachmentType: file.attachment_type as AttachmentType,
        proofDocumentType: file.proof_document_type as ProofDocumentType,
        uploadId: file.upload_id,
        fileName: fileNameOf(file.upload_key),
        fileUrl: file.upload_id === null ? null : fileUrlOf(file.upload_id),
      })),
    decisionReason: row.request_decision_reason,
    createdAt: iso(row.request_created_at),
    decidedAt: row.request_decided_at === null ? null : iso(row.request_decided_at),
  };
}
