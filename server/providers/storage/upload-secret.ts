/**
 * The secret of the platform's own upload policies: `UPLOAD_SIGNING_SECRET`, or one generated
 * once and kept in `DATA_DIR/upload-signing-secret` (owner-only file), so policies signed before
 * a restart still verify after it. Never logged.
 * @module
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The file, under the data folder, that keeps a generated secret. */
export const UPLOAD_SECRET_FILE = 'upload-signing-secret';

/** The configured secret, or the one kept under `dataDir` (created when missing). */
export function resolveUploadSecret(configured: string | undefined, dataDir: string): string {
  if (configured !== undefined) return configured;
  const file = path.join(dataDir, UPLOAD_SECRET_FILE);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not there yet: created below.
  }
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
