/**
 * The company-documents queue (issue 20; spec platform §3 "Identity document (company)", §4
 * "Compliance"): each version of a company's identity document is under review (`approved`
 * null) from the moment it is sent until an operator decides it. Approved, the version counts as
 * the company's document; rejected (with the reason), the company is told to send a new version.
 * Either way the company is e-mailed and the decision goes to the trail. No operation waits on
 * these versions (an operation's own files are the documents queue's), so none is moved.
 * @module
 */
import type { CompanyDocumentReview } from '../../../src/contracts/back-office';
import {
  createCompanyDocumentReviewRepository,
  type CompanyDocumentVersionRow,
} from '../../db/repositories/company-document-review-repository';
import type { Database } from '../../db/schema';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors/app-error';
import { recordVerdict, refuseDecided, type ConsoleQueue } from './console-queue';
import { customerOf, fileNameOf } from './queue-records';

const statusOf = (approved: boolean | null) =>
  approved === null ? 'PENDING' : approved ? 'APPROVED' : 'REJECTED';

/** A version row as the contract's record, with its files and its place among the versions. */
async function recordOf(
  db: Kysely<Database>,
  row: CompanyDocumentVersionRow,
): Promise<CompanyDocumentReview> {
  const repository = createCompanyDocumentReviewRepository(db);
  const [version, files] = await Promise.all([
    repository.positionOf(row.document_id, row.version_id),
    repository.filesOf(row.version_id, row.id),
  ]);
  return {
    queue: 'company-documents',
    id: row.version_id,
    status: statusOf(row.version_approved),
    customer: customerOf(row),
    documentType: row.document_type,
    version,
    files: files.map((file) => ({
      side: file.side === 'BACK' ? 'BACK' : 'FRONT',
      uploadId: file.upload_id,
      fileName: fileNameOf(file.key),
      fileUrl:
        file.upload_id === null ? null : `/api/v1/back-office/documents/${file.upload_id}/file`,
    })),
    createdAt: new Date(row.version_created_at).toISOString(),
  };
}

/** The company-documents queue. */
export const companyDocumentQueue: ConsoleQueue = {
  async list(db, served, page) {
    const { rows, total } = await createCompanyDocumentReviewRepository(db).pending(served, page);
    const data = await Promise.all(rows.map((row) => recordOf(db, row)));
    return { data, total };
  },

  async find(db, served, id) {
    const row = await createCompanyDocumentReviewRepository(db).find(id, served);
    return row === undefined ? undefined : recordOf(db, row);
  },

  async decide(context, id, verdict) {
    const { trx, served } = context;
    const versions = createCompanyDocumentReviewRepository(trx);
    const row = await versions.find(id, served, true);
    if (row === undefined) throw new AppError('NOT_FOUND');
    if (row.version_approved !== null) {
      return refuseDecided(trx, 'company-documents', id, statusOf(row.version_approved));
    }
    await versions.decide(id, verdict.approve);
    const to = statusOf(verdict.approve);
    await recordVerdict(context, {
      queue: 'company-documents',
      recordId: id,
      customer: row,
      approve: verdict.approve,
      reason: verdict.reason,
      statusAfter: to,
      mail: {
        kind: 'company-document-decided',
        name: row.name,
        approved: verdict.approve,
        documentType: row.document_type,
        reason: verdict.reason,
      },
    });
    return to;
  },
};
