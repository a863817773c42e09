/**
 * The S3-compatible adapter of the document storage: a presigned POST
 * (`@aws-sdk/s3-presigned-post`) whose policy binds the key, the content type and the size
 * range (at most 5 MB), expiring after 15 minutes. Signing is local (no network call); the
 * bucket checks the policy when the browser posts. The bucket cannot sniff content, so the type
 * is the one the file name declares (png, jpg/jpeg or pdf only). `head` (HeadObject) tells whether a
 * signed file really arrived before an operation may use it; `read` (GetObject) fetches it for its
 * owner's download.
 * @module
 */
import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import type { S3Config } from '../../config';
import { UPLOAD_POLICY_TTL_SECONDS, type UploadStorage } from './storage-provider';

/** Creates the S3 adapter; `client` defaults to one built from the configuration. */
export function createS3Storage(config: S3Config, client?: S3Client): UploadStorage {
  const s3 =
    client ??
    new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    });
  return {
    kind: 's3',
    async sign(grant) {
      const { url, fields } = await createPresignedPost(s3, {
        Bucket: config.bucket,
        Key: grant.key,
        Conditions: [
          ['eq', '$key', grant.key],
          ['content-length-range', 1, grant.maxBytes],
          ['eq', '$Content-Type', grant.contentType],
        ],
        Fields: { 'Content-Type': grant.contentType },
        Expires: UPLOAD_POLICY_TTL_SECONDS,
      });
      return { url, fields: { ...fields, key: grant.key } };
    },
    async head(key) {
      try {
        const answer = await s3.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType };
      } catch (error) {
        // HEAD has no body, so a missing key is a bare 404 (NotFound, or NoSuchKey on some stores).
        if (error instanceof NotFound) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },
    async read(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (answer.Body === undefined) return undefined;
        return {
          contentType: answer.ContentType,
          content: await answer.Body.transformToByteArray(),
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
          return undefined;
        }
        throw error;
      }
    },
  };
}
