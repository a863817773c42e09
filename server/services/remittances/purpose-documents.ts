/**
 * The documents attached to an operation's purpose (spec operations §3.22 "Purpose attachment";
 * issue 19, item 10): the operation stores their upload keys (`remittances.documents`, in the
 * order they were attached); the detail lists each with its file name, type and arrival, and the
 * owner downloads one by its position. The operation row is always one the caller owns under the
 * request's correspondent (the caller looked it up by user AND correspondent), and the file is
 * read as an upload of that same user: another customer, or the same customer under another
 * correspondent, gets 404, as for any record not theirs.
 * @module
 */
import type { Kysely } from 'kysely';
import type { PurposeDocument } from '../../../src/contracts/remittances';
import { createUploadRepository } from '../../db/repositories/upload-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import type { UploadStorage } from '../../providers/storage/storage-provider';
import { AppError } from '../../errors/app-error';

/** The purpose documents' keys an operation row stores, in order (none when unreadable). */
export function purposeDocumentKeys(row: Pick<RemittanceRow, 'documents'>): string[] {
  const value: unknown =
    typeof row.documents === 'string' ? JSON.parse(row.documents) : row.documents;
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
}

/** The file name in an upload key (`uploads/{user}/{random}/{name}` → `{name}`). */
export function fileNameOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

/**
 * The purpose documents of `row` (owned by `row.user_id`) as the detail lists them: each key that
 * is an upload of the owner, with its position among the operation's documents (1-based).
 */
export async function purposeDocumentsOf(
  db: Kysely<Database>,
  row: Pick<RemittanceRow, 'documents' | 'user_id'>,
): Promise<PurposeDocument[]> {
  const keys = purposeDocumentKeys(row);
  const uploads = await createUploadRepository(db).findOwned(row.user_id, keys);
  const byKey = new Map(uploads.map((upload) => [upload.key, upload]));
  return keys.flatMap((key, index) => {
    const upload = byKey.get(key);
    if (upload === undefined) return [];
    return [
      {
        position: index + 1,
        name: fileNameOf(key),
        contentType: upload.content_type,
        uploadedAt: upload.uploaded_at === null ? null : new Date(upload.uploaded_at).toISOString(),
      },
    ];
  });
}

/** A purpose document's bytes, to download. */
export interface PurposeDocumentFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * The bytes of the purpose document at `position` (1-based) of `row`, read as an upload of the
 * row's owner: from the platform's own storage, or from the bucket (`storage.read`) for an upload
 * of the owner that arrived there. @throws AppError NOT_FOUND (no such position, or no bytes held
 * for it)
 */
export async function purposeDocumentFile(
  db: Kysely<Database>,
  row: Pick<RemittanceRow, 'documents' | 'user_id'>,
  position: number,
  storage?: Pick<UploadStorage, 'read'>,
): Promise<PurposeDocumentFile> {
  const key = purposeDocumentKeys(row)[position - 1];
  if (key === undefined) throw new AppError('NOT_FOUND');
  const uploads = createUploadRepository(db);
  const held = await uploads.findContent(row.user_id, key);
  if (held !== undefined) return { fileName: fileNameOf(key), ...held };
  const [upload] = await uploads.findOwned(row.user_id, [key]);
  const inBucket = upload === undefined ? undefined : await storage?.read?.(key);
  if (upload === undefined || inBucket === undefined) throw new AppError('NOT_FOUND');
  return {
    fileName: fileNameOf(key),
    contentType: upload.content_type,
    content: inBucket.content,
  };
}
