/**
 * The documents queue (issue 20; spec platform §5 "Attachments"): uploaded files the review at
 * arrival left PENDING. Approved: the customer's operations in WAITING_DOCUMENT_APPROVAL whose
 * documents no longer await review continue to AWAITING_PAYMENT. Rejected: every held
 * operation using the file is cancelled with its limit released. Either way the customer is
 * told by e-mail.
 * @module
 */
import {
  createBackOfficeRepository,
  type BackOfficeRepository,
} from '../../db/repositories/back-office-repository';
import { AppError } from '../../errors/app-error';
import {
  recordVerdict,
  refuseDecided,
  type ConsoleQueue,
  type DecisionContext,
} from './console-queue';
import { cancelDocumentHolds, continueDocumentHolds } from './document-holds';
import { documentRecord, fileNameOf, type DocumentRow } from './queue-records';

/**
 * Records an operator's verdict on a locked PENDING document: its review, the trail, the
 * customer's e-mail. The operations it held are the caller's to move.
 */
export async function reviewDocument(
  context: DecisionContext,
  repository: BackOfficeRepository,
  row: DocumentRow,
  approve: boolean,
  reason: string | null,
): Promise<void> {
  const { decider } = context;
  const to = approve ? 'APPROVED' : 'REJECTED';
  await repository.reviewUpload(row.upload_id, {
    status: to,
    by: decider.id,
    at: decider.now,
    reason,
  });
  await recordVerdict(context, {
    queue: 'documents',
    recordId: row.upload_id,
    customer: row,
    approve,
    reason,
    statusAfter: to,
    mail: {
      kind: 'document-decided',
      name: row.name,
      approved: approve,
      fileName: fileNameOf(row.upload_key),
      reason,
    },
  });
}

/** The documents queue. */
export const documentQueue: ConsoleQueue = {
  async list(db, served, page) {
    const { rows, total } = await createBackOfficeRepository(db).pendingDocuments(served, page);
    return { data: rows.map(documentRecord), total };
  },

  async find(db, served, id) {
    const row = await createBackOfficeRepository(db).findUpload(id, served);
    return row === undefined ? undefined : documentRecord(row);
  },

  async decide(context, id, verdict) {
    const repository = createBackOfficeRepository(context.trx);
    const row = await repository.findUpload(id, context.served, true);
    if (row === undefined) throw new AppError('NOT_FOUND');
    if (row.upload_review_status !== 'PENDING') {
      return refuseDecided(context.trx, 'documents', id, row.upload_review_status ?? 'APPROVED');
    }
    await reviewDocument(context, repository, row, verdict.approve, verdict.reason);
    if (verdict.approve) {
      await continueDocumentHolds(context, row.id, null);
      return 'APPROVED';
    }
    await cancelDocumentHolds(context, row.id, row.upload_key, verdict.reason ?? '');
    return 'REJECTED';
  },
};
