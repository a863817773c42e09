/**
 * Chooses the document storage from the configuration: an S3-compatible bucket when `S3_BUCKET`
 * is set; otherwise the platform's own storage in sandbox mode; none in production mode (the
 * signing route then answers 503 STORAGE_NOT_CONFIGURED: production files belong in a bucket
 * every process shares, design §3).
 * @module
 */
import type { Config } from '../../config';
import type { Clock } from '../../services/clock';
import { createLocalStorage, type LocalUploadStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { UploadStorage } from './storage-provider';
import { resolveUploadSecret } from './upload-secret';

/** The storage of this process, or undefined when uploads are unavailable. */
export function selectUploadStorage(
  config: Config,
  clock: Clock,
): UploadStorage | LocalUploadStorage | undefined {
  if (config.s3 !== undefined) return createS3Storage(config.s3);
  if (config.mode !== 'sandbox') return undefined;
  return createLocalStorage({
    secret: resolveUploadSecret(config.uploadSigningSecret, config.dataDir),
    publicOrigin: config.publicOrigin,
    clock,
  });
}
