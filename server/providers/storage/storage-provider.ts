/**
 * The document-storage port (spec operations §7.6; design §1 "real signed uploads", §3 "uploads
 * in S3-compatible storage"): it signs a browser's direct multipart POST of one file. Adapters:
 * the platform's own storage (`local-storage.ts`, sandbox mode) and an S3-compatible bucket
 * (`s3-storage.ts`, through the AWS SDK's presigned POST).
 * @module
 */
import type { UploadContentType } from '../../../src/contracts/uploads';

/** What one signature allows: exactly this key, this content type, at most this many bytes. */
export interface UploadGrant {
  /** The object key (per-user prefix, random part, file name). */
  key: string;
  /** The content type the file name declares. */
  contentType: UploadContentType;
  /** The user the upload will belong to. */
  userId: number;
  /** Largest accepted size in bytes. */
  maxBytes: number;
}

/** A signed form: POST to `url` with `fields` first and the file last. */
export interface SignedUpload {
  url: string;
  fields: Record<string, string> & { key: string };
}

/** A storage that can sign uploads. */
export interface UploadStorage {
  /** `local` (the platform keeps the bytes) or `s3`. */
  readonly kind: 'local' | 's3';
  /** Signs one upload, valid for the adapter's lifetime (15 minutes). */
  sign(grant: UploadGrant): Promise<SignedUpload>;
  /**
   * What the storage holds under `key` (size and declared type), `undefined` when nothing
   * arrived. A bucket answers it (HeadObject); the platform's own storage records arrivals itself
   * and has no `head`.
   */
  head?(key: string): Promise<StoredObject | undefined>;
  /**
   * The bytes a bucket holds under `key`, `undefined` when it holds none (GetObject). The
   * platform's own storage keeps the bytes in its database and has no `read`.
   */
  read?(key: string): Promise<{ contentType: string | undefined; content: Uint8Array } | undefined>;
}

/** An object that arrived in the storage. */
export interface StoredObject {
  size: number;
  contentType: string | undefined;
}

/** How long a signature stays valid: 15 minutes. */
export const UPLOAD_POLICY_TTL_SECONDS = 15 * 60;
