/**
 * SQL of a company's identity documents (spec platform §3 "Identity document", "Legal person"
 * `documents`): document types, their versions (approved null = under review) and each version's
 * files `{key, side}`.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A document type as stored. */
export interface CompanyDocumentRecord {
  id: number;
  documentType: string;
  documentValues: string[];
  createdAt: Date;
  versions: CompanyDocumentVersionRecord[];
}

/** A version as stored, oldest first within its type. */
export interface CompanyDocumentVersionRecord {
  id: number;
  approved: boolean | null;
  createdAt: Date;
  files: { key: string; side: string }[];
}

/** A repository over `db` (the caller's transaction). */
export function createCompanyDocumentRepository(db: Kysely<Database>) {
  return {
    /** The id of user `userId`'s document of `documentType`, if registered. */
    async findTypeId(userId: number, documentType: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('company_documents')
        .select('id')
        .where('user_id', '=', userId)
        .where('document_type', '=', documentType)
        .executeTakeFirst();
      return row?.id;
    },

    /** Registers a document type; undefined when the user already has one of that type. */
    async insertType(
      userId: number,
      documentType: string,
      documentValues: readonly string[],
      now: Date,
    ): Promise<number | undefined> {
      const row = await db
        .insertInto('company_documents')
        .values({
          user_id: userId,
          document_type: documentType,
          document_values: [...documentValues],
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['user_id', 'document_type']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Adds a version, under review, with its files. */
    async insertVersion(
      documentId: number,
      files: readonly { key: string; side: string }[],
      now: Date,
    ): Promise<number> {
      const { id } = await db
        .insertInto('company_document_versions')
        .values({ document_id: documentId, approved: null, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('company_document_files')
        .values(files.map((file) => ({ version_id: id, side: file.side, key: file.key })))
        .execute();
      return id;
    },

    /** Every document of user `userId`, by type registration, versions oldest first. */
    async listFor(userId: number): Promise<CompanyDocumentRecord[]> {
      const types = await db
        .selectFrom('company_documents')
        .select(['id', 'document_type', 'document_values', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      if (types.length === 0) return [];
      const versions = await db
        .selectFrom('company_document_versions')
        .select(['id', 'document_id', 'approved', 'created_at'])
        .where(
          'document_id',
          'in',
          types.map((type) => type.id),
        )
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      const files =
        versions.length === 0
          ? []
          : await db
              .selectFrom('company_document_files')
              .select(['version_id', 'side', 'key'])
              .where(
                'version_id',
                'in',
                versions.map((version) => version.id),
              )
              .execute();
      // FRONT before BACK, whatever order they were sent in.
      const sideOrder = (side: string) => (side === 'FRONT' ? 0 : 1);
      return types.map((type) => ({
        id: type.id,
        documentType: type.document_type,
        documentValues: type.document_values,
        createdAt: new Date(type.created_at),
        versions: versions
          .filter((version) => version.document_id === type.id)
          .map((version) => ({
            id: version.id,
            approved: version.approved,
            createdAt: new Date(version.created_at),
            files: files
              .filter((file) => file.version_id === version.id)
              .sort((a, b) => sideOrder(a.side) - sideOrder(b.side))
              .map((file) => ({ key: file.key, side: file.side })),
          })),
      }));
    },
  };
}
