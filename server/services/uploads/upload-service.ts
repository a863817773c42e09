/**
 * Document uploads (spec operations §5.3, §7.6; issue 5 "Documents"): signs a user's upload into
 * the configured storage under a per-user prefix with a random part
 * (`uploads/{userId}/{random}/{file_name}`), stores what the platform's own storage receives
 * (signature, expiry, size and content checked), serves a stored file to its owner only, and
 * tells operation creation which keys are the caller's ({@link findOwnedUploads}).
 *
 * A file's type is the one its name declared when it was signed, whichever storage holds it: a
 * bucket enforces the signed `Content-Type` through its policy, and the platform's own storage
 * refuses bytes of any other type (issue 14, item 8), so a PNG never lands under a `.pdf` key.
 * @module
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import {
  parseUploadFileName,
  UPLOAD_MAX_BYTES,
  type UploadContentType,
  type UploadSignature,
  type UploadResource,
  type UploadSignRequest,
} from '../../../src/contracts/uploads';
import type { Database } from '../../db/schema';
import { createUploadRepository, type UploadRow } from '../../db/repositories/upload-repository';
import { AppError } from '../../errors/app-error';
import {
  manualDocumentReview,
  type DocumentReviewProvider,
} from '../../providers/document-review/document-review-provider';
import type { LocalUploadStorage } from '../../providers/storage/local-storage';
import type { UploadStorage } from '../../providers/storage/storage-provider';
import type { Clock } from '../clock';
import { sniffContentType } from './sniff-content-type';

/** The upload operations. */
export interface UploadService {
  /** `POST /v1/registrations/s3-sign`. @throws AppError STORAGE_NOT_CONFIGURED */
  sign(user: AuthUser, request: UploadSignRequest): Promise<UploadSignature>;
  /**
   * Stores a file posted to the platform's own storage with its signed fields: the policy is
   * checked before `readFile` is called; then the file must hold at least one byte, at most the
   * signed size, and be (by its bytes) of the signed type. Nothing is stored when it is refused.
   * @throws AppError UPLOAD_POLICY_INVALID / _EXPIRED, FILE_EMPTY, FILE_TOO_LARGE,
   * FILE_TYPE_NOT_ALLOWED
   */
  store(
    fields: Record<string, string | undefined>,
    readFile: () => Promise<Uint8Array>,
  ): Promise<{ key: string; contentType: UploadContentType; size: number }>;
  /** The caller's stored file. @throws AppError NOT_FOUND (unknown or another user's key) */
  read(user: AuthUser, key: string): Promise<{ contentType: string; content: Uint8Array }>;
}

const TYPE_BY_EXTENSION: Record<string, UploadContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** The type a key was signed for: its file name's extension's (undefined for any other). */
function signedTypeOf(key: string): UploadContentType | undefined {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? undefined : TYPE_BY_EXTENSION[key.slice(dot + 1).toLowerCase()];
}

/** A user's uploads among `keys`: what creating an operation checks its documents against. */
export async function findOwnedUploads(
  db: Kysely<Database>,
  userId: number,
  keys: readonly string[],
): Promise<UploadRow[]> {
  return createUploadRepository(db).findOwned(userId, keys);
}

/** What creating an operation asks of its document keys (the remittance service's checker). */
export interface UploadDocumentChecker {
  /**
   * Inside the creation's transaction: the keys that are not the user's arrived uploads (of
   * `resource`, the purpose they were signed for, when given), those of them that are the
   * user's uploads signed for another purpose, and whether any is still awaiting review.
   */
  check(
    db: Kysely<Database>,
    userId: number,
    keys: readonly string[],
    resource?: UploadResource,
  ): Promise<{ unknown: string[]; otherPurpose: string[]; awaitingReview: boolean }>;
}

/**
 * The documents an operation may use: the caller's uploads that really arrived. The platform's
 * own storage records an arrival when it receives the file (`uploaded_at`); for a bucket, a key
 * not yet seen is asked of the bucket (HeadObject) and recorded when the object is there, at
 * most 5 MB and of the type it was signed for (the bucket's policy enforced both; this is the
 * check that the browser's POST really happened). A key that was only signed is no document, nor
 * is one whose recorded type is not the one its name was signed for (a PNG the platform's own
 * storage kept under a `.pdf` key before issue 14, item 8).
 *
 * Each document is reviewed when it arrives (issue 20, the document-review port; without one,
 * production's: every document waits for an operator): one still PENDING makes the operation
 * wait in WAITING_DOCUMENT_APPROVAL, and one an operator REJECTED is no document either. A row
 * without a review status (a test fixture's) awaits nothing.
 */
export function uploadDocumentChecker(
  storage: UploadStorage | LocalUploadStorage | undefined,
  clock: Clock,
  reviews: DocumentReviewProvider = manualDocumentReview,
): UploadDocumentChecker {
  return {
    async check(db, userId, keys, resource) {
      const uploads = createUploadRepository(db);
      const rows = await uploads.findOwned(userId, keys);
      const arrived = new Set<string>();
      const otherPurpose: string[] = [];
      let awaitingReview = false;
      for (const row of rows) {
        if (row.content_type !== signedTypeOf(row.key)) continue;
        // A file signed for another purpose is not a document of this one (issue 36, item 10).
        if (resource !== undefined && row.resource !== resource) {
          otherPurpose.push(row.key);
          continue;
        }
        if (row.review_status === 'REJECTED') continue;
        if (row.uploaded_at !== null) {
          arrived.add(row.key);
          if (row.review_status === 'PENDING') awaitingReview = true;
        } else if (storage !== undefined && 'head' in storage && storage.head !== undefined) {
          const object = await storage.head(row.key);
          const fits =
            object !== undefined &&
            object.size > 0 &&
            object.size <= UPLOAD_MAX_BYTES &&
            object.contentType === row.content_type;
          if (fits) {
            const at = clock();
            const review = await reviewOf(uploads, reviews, userId);
            await uploads.markArrived(userId, row.key, {
              contentType: row.content_type,
              size: object.size,
              at,
              review,
            });
            arrived.add(row.key);
            if (review === 'PENDING') awaitingReview = true;
          }
        }
      }
      return { unknown: keys.filter((key) => !arrived.has(key)), otherPurpose, awaitingReview };
    },
  };
}

/** The review of a document of `userId` arriving now (the port sees the uploader's name). */
async function reviewOf(
  uploads: ReturnType<typeof createUploadRepository>,
  reviews: DocumentReviewProvider,
  userId: number,
): Promise<'APPROVED' | 'PENDING'> {
  const name = await uploads.uploaderName(userId);
  return reviews.review({ userId, name: name ?? '' });
}

/**
 * Creates the service; `storage` undefined means uploads are not available here (503);
 * `reviews` reviews each file as it arrives (default: production's, every file PENDING).
 */
export function createUploadService({
  db,
  storage,
  clock,
  reviews = manualDocumentReview,
}: {
  db: Kysely<Database>;
  storage: UploadStorage | LocalUploadStorage | undefined;
  clock: Clock;
  reviews?: DocumentReviewProvider;
}): UploadService {
  const uploads = createUploadRepository(db);
  // Only the platform's own storage receives files; with a bucket nothing is posted here.
  const local = (): LocalUploadStorage => {
    if (storage !== undefined && 'verify' in storage) return storage;
    throw new AppError('STORAGE_NOT_CONFIGURED');
  };
  return {
    async sign(user, request) {
      if (storage === undefined) throw new AppError('STORAGE_NOT_CONFIGURED');
      const parts = parseUploadFileName(request.file_name);
      const contentType = parts && TYPE_BY_EXTENSION[parts.extension];
      if (contentType === undefined) throw new AppError('FILE_TYPE_NOT_ALLOWED');
      const key = `uploads/${user.id}/${randomBytes(12).toString('hex')}/${request.file_name}`;
      const signed = await storage.sign({
        key,
        contentType,
        userId: user.id,
        maxBytes: UPLOAD_MAX_BYTES,
      });
      await uploads.insertSigned({
        userId: user.id,
        key,
        resource: request.resource_name,
        contentType,
      });
      return { signature: { public_url: signed.url, fields: signed.fields } };
    },
    async store(fields, readFile) {
      const grant = local().verify(fields);
      const file = await readFile();
      // An empty file has no type to sniff: it gets its own message, not the type's.
      if (file.byteLength === 0) throw new AppError('FILE_EMPTY');
      if (file.byteLength > grant.maxBytes) throw new AppError('FILE_TOO_LARGE');
      // The signed type, as a bucket's policy enforces it: another accepted type is refused too.
      const { contentType } = grant;
      if (sniffContentType(file) !== contentType) throw new AppError('FILE_TYPE_NOT_ALLOWED');
      const stored = await uploads.storeContent(grant.userId, grant.key, {
        contentType,
        content: file,
        at: clock(),
        review: await reviewOf(uploads, reviews, grant.userId),
      });
      if (!stored) throw new AppError('UPLOAD_POLICY_INVALID');
      return { key: grant.key, contentType, size: file.byteLength };
    },
    async read(user, key) {
      const found = await uploads.findContent(user.id, key);
      if (found === undefined) throw new AppError('NOT_FOUND');
      return found;
    },
  };
}
