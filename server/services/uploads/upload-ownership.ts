/**
 * That an upload key a body names is one of its owner's uploads (issue 14, item 7): a billing
 * address's `addressReceipt` and a beneficiary's `studyDocuments` are keys of files the customer
 * uploaded (`uploads.user_id`), never a free text nor another customer's file. A remittance's
 * `documents` answer the same 422 from its document checker, which reads only the caller's
 * arrived uploads (`uploadDocumentChecker`). Stored files are served to their owner only, so a key of someone else's
 * file would also be a document its record's owner cannot open.
 * @module
 */
import type { Kysely } from 'kysely';
import type { FieldError } from '../../../src/contracts/errors';
import type { CommonMessageKey } from '../../../src/domain/identity/message-key';
import { createUploadRepository } from '../../db/repositories/upload-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';

/** An upload key and the body field that named it (`addressReceipt`, `documents.0`). */
export interface UploadReference {
  field: string;
  key: string;
}

/** The message of a key that is not one of the owner's uploads. */
export const UPLOAD_NOT_OWNED_MESSAGE = 'validation.uploadNotOwned' satisfies CommonMessageKey;

/** The message of an upload of the owner's signed for another purpose (issue 36, item 10). */
export const UPLOAD_OTHER_PURPOSE_MESSAGE =
  'validation.uploadOtherPurpose' satisfies CommonMessageKey;

/** The 422 answered for keys that are not the owner's uploads, one field message each. */
export function uploadsNotOwned(fields: readonly string[]): AppError {
  return new AppError('VALIDATION_FAILED', {
    fields: fields.map((field): FieldError => ({ field, message: UPLOAD_NOT_OWNED_MESSAGE })),
  });
}

/**
 * The 422 answered for the refused `references` of a check: an upload signed for another
 * purpose says so, any other is not the owner's.
 */
export function uploadsRefused(
  references: readonly UploadReference[],
  otherPurpose: readonly string[],
): AppError {
  return new AppError('VALIDATION_FAILED', {
    fields: references.map(({ field, key }): FieldError => ({
      field,
      message: otherPurpose.includes(key) ? UPLOAD_OTHER_PURPOSE_MESSAGE : UPLOAD_NOT_OWNED_MESSAGE,
    })),
  });
}

/**
 * Refuses, before anything is written, any key in `uploads` that is not an upload of user
 * `owner.id` (unknown, or another user's).
 * @throws AppError VALIDATION_FAILED with `validation.uploadNotOwned` at each such field
 */
export async function assertOwnUploads(
  db: Kysely<Database>,
  owner: { id: number },
  uploads: readonly UploadReference[],
): Promise<void> {
  if (uploads.length === 0) return;
  const keys = [...new Set(uploads.map((upload) => upload.key))];
  const owned = new Set(
    (await createUploadRepository(db).findOwned(owner.id, keys)).map((row) => row.key),
  );
  const refused = uploads.filter((upload) => !owned.has(upload.key));
  if (refused.length > 0) throw uploadsNotOwned(refused.map((upload) => upload.field));
}
