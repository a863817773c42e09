/**
 * SQL of the console's company-documents queue (issue 20): the versions of companies' identity
 * documents still under review (`approved` null), scoped to the correspondents an operator
 * serves, each with its files and the uploads behind them, and the decision's write. Every write
 * runs in the caller's transaction.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { CUSTOMER_COLUMNS, linkedTo, type PageRequest } from './back-office-repository';

/** The version columns of a company-document record. */
const VERSION_COLUMNS = [
  'company_document_versions.id as version_id',
  'company_document_versions.approved as version_approved',
  'company_document_versions.created_at as version_created_at',
  'company_documents.id as document_id',
  'company_documents.document_type as document_type',
] as const;

/** The repository over `db` (a transaction or the pool). */
export function createCompanyDocumentReviewRepository(db: Kysely<Database>) {
  const versions = () =>
    db
      .selectFrom('company_document_versions')
      .innerJoin(
        'company_documents',
        'company_documents.id',
        'company_document_versions.document_id',
      )
      .innerJoin('users', 'users.id', 'company_documents.user_id');

  return {
    /** Versions under review of companies of `served`, oldest first. */
    async pending(served: readonly number[], { page, limit }: PageRequest) {
      if (served.length === 0) return { rows: [], total: 0 };
      const base = versions()
        .where('company_document_versions.approved', 'is', null)
        .where(linkedTo(served));
      const [rows, count] = await Promise.all([
        base
          .select([...CUSTOMER_COLUMNS, ...VERSION_COLUMNS])
          .orderBy('company_document_versions.created_at')
          .orderBy('company_document_versions.id')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.total) };
    },

    /** A version of a company of `served`, whatever its state; `lock` locks it `for update`. */
    async find(id: number, served: readonly number[], lock = false) {
      if (served.length === 0) return undefined;
      let query = versions()
        .select([...CUSTOMER_COLUMNS, ...VERSION_COLUMNS])
        .where('company_document_versions.id', '=', id)
        .where(linkedTo(served));
      if (lock) query = query.forUpdate(['company_document_versions']);
      return query.executeTakeFirst();
    },

    /** The position (1, 2, …) of version `versionId` among its document's versions. */
    async positionOf(documentId: number, versionId: number): Promise<number> {
      const row = await db
        .selectFrom('company_document_versions')
        .select((eb) => eb.fn.countAll<string>().as('position'))
        .where('document_id', '=', documentId)
        .where('id', '<=', versionId)
        .executeTakeFirstOrThrow();
      return Number(row.position);
    },

    /** The files of version `versionId` with the owner's upload behind each (its id, if any). */
    async filesOf(versionId: number, userId: number) {
      return db
        .selectFrom('company_document_files')
        .leftJoin('uploads', (join) =>
          join
            .onRef('uploads.key', '=', 'company_document_files.key')
            .on('uploads.user_id', '=', userId),
        )
        .select([
          'company_document_files.side',
          'company_document_files.key',
          'uploads.id as upload_id',
        ])
        .where('company_document_files.version_id', '=', versionId)
        .orderBy('company_document_files.side', 'desc')
        .execute();
    },

    /** Records the decision on version `versionId`. */
    async decide(versionId: number, approved: boolean): Promise<void> {
      await db
        .updateTable('company_document_versions')
        .set({ approved })
        .where('id', '=', versionId)
        .execute();
    },
  };
}

/** A version as the queue reads it, with its customer. */
export type CompanyDocumentVersionRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createCompanyDocumentReviewRepository>['find']>>
>;
