/**
 * The secret of the platform's own upload policies: `UPLOAD_SIGNING_SECRET`, or one generated
 * once and kept in `DATA_DIR/upload-signing-secret`, so policies signed before a restart still
 * verify after it. Never logged.
 * @module
 */
import { keptSecret } from '../../kept-secret';

/** The file, under the data folder, that keeps a generated secret. */
export const UPLOAD_SECRET_FILE = 'upload-signing-secret';

/** The configured secret, or the one kept under `dataDir` (created when missing). */
export function resolveUploadSecret(configured: string | undefined, dataDir: string): string {
  return configured ?? keptSecret(dataDir, UPLOAD_SECRET_FILE);
}
