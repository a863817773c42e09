/**
 * A limit-increase request's rows as the API answers them (spec platform §3 "Limit-increase
 * request", §2.3 "Limit request detail"): USD cents as numbers, dates as ISO text, each file with
 * its step, document type, key and name.
 * @module
 */
import type { LimitUpdate } from '../../../src/contracts/limit-updates';
import type {
  AttachmentType,
  ProofDocumentType,
} from '../../../src/domain/limits/limit-update-steps';
import type {
  LimitUpdateAttachmentRow,
  LimitUpdateRow,
} from '../../db/repositories/limit-update-repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The request `row` with its files (`attachments` may hold other requests' files). */
export function limitUpdateOf(
  row: LimitUpdateRow,
  attachments: readonly LimitUpdateAttachmentRow[],
): LimitUpdate {
  return {
    id: row.id,
    status: row.status,
    requestedLimit: Number(row.requested_limit_usd_cents),
    limitAtRequest: Number(row.limit_at_request_usd_cents),
    approvedLimit:
      row.approved_limit_usd_cents === null ? null : Number(row.approved_limit_usd_cents),
    origin: row.origin,
    attachments: attachments
      .filter((attachment) => attachment.request_id === row.id)
      .map((attachment) => ({
        // Written from the contract's enums only (see the create body).
        attachmentType: attachment.attachment_type as AttachmentType,
        proofDocumentType: attachment.proof_document_type as ProofDocumentType,
        key: attachment.upload_key,
        fileName: attachment.upload_key.slice(attachment.upload_key.lastIndexOf('/') + 1),
      })),
    decisionReason: row.decision_reason,
    createdAt: iso(row.created_at),
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
  };
}
