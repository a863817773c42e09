/**
 * SQL of uploaded documents (spec operations §7.6). Reads name the owner: a key alone never
 * reaches another user's row.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, DocumentReviewStatus, UploadsTable } from '../schema';

/** An upload row without its bytes. */
export type UploadRow = Omit<Selectable<UploadsTable>, 'content'>;

/** Reads and writes uploads. */
export interface UploadRepository {
  /** Records a signed key for its owner. */
  insertSigned(row: {
    userId: number;
    key: string;
    resource: string;
    contentType: string;
  }): Promise<void>;
  /**
   * Stores the bytes of a signed, not yet stored key of `userId`; false when there is no such
   * key (unknown, another owner's, or already stored: a policy is good for one file).
   */
  storeContent(
    userId: number,
    key: string,
    file: { contentType: string; content: Uint8Array; at: Date; review: DocumentReviewStatus },
  ): Promise<boolean>;
  /** The user's stored file, with its bytes. */
  findContent(
    userId: number,
    key: string,
  ): Promise<{ contentType: string; content: Uint8Array } | undefined>;
  /** The user's rows among `keys` (without bytes). */
  findOwned(userId: number, keys: readonly string[]): Promise<UploadRow[]>;
  /**
   * Records that a signed key of `userId` arrived in a bucket (the bytes stay there); false when
   * there is no such key waiting.
   */
  markArrived(
    userId: number,
    key: string,
    file: { contentType: string; size: number; at: Date; review: DocumentReviewStatus },
  ): Promise<boolean>;
  /** The uploader's name (what the document review sees), undefined for an unknown user. */
  uploaderName(userId: number): Promise<string | undefined>;
}

const COLUMNS = [
  'id',
  'user_id',
  'key',
  'resource',
  'content_type',
  'size',
  'created_at',
  'uploaded_at',
  'review_status',
  'reviewed_by',
  'reviewed_at',
  'review_reason',
] as const;

/** An upload repository over `db` (a transaction or the pool). */
export function createUploadRepository(db: Kysely<Database>): UploadRepository {
  return {
    async insertSigned({ userId, key, resource, contentType }) {
      await db
        .insertInto('uploads')
        .values({ user_id: userId, key, resource, content_type: contentType })
        .execute();
    },
    async storeContent(userId, key, file) {
      const result = await db
        .updateTable('uploads')
        .set({
          content: file.content,
          content_type: file.contentType,
          size: file.content.byteLength,
          uploaded_at: file.at,
          review_status: file.review,
        })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('uploaded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async findContent(userId, key) {
      const row = await db
        .selectFrom('uploads')
        .select(['content_type', 'content'])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (row?.content == null) return undefined;
      return { contentType: row.content_type, content: row.content };
    },
    async findOwned(userId, keys) {
      if (keys.length === 0) return [];
      return db
        .selectFrom('uploads')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .where('key', 'in', [...keys])
        .execute();
    },
    async markArrived(userId, key, file) {
      const result = await db
        .updateTable('uploads')
        .set({
          content_type: file.contentType,
          size: file.size,
          uploaded_at: file.at,
          review_status: file.review,
        })
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .where('uploaded_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    async uploaderName(userId) {
      const row = await db
        .selectFrom('users')
        .select('name')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.name;
    },
  };
}
