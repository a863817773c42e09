/**
 * A secret generated once and kept under the data folder (owner-only file), so what was signed
 * before a restart still verifies after it: the upload policies' secret and the quotation
 * signing key when their variables are unset. Never logged.
 * @module
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The secret kept in `dataDir/file`, created (32 random bytes, hex) when missing. */
export function keptSecret(dataDir: string, file: string): string {
  const where = path.join(dataDir, file);
  try {
    const kept = fs.readFileSync(where, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {
    // Not there yet: created below.
  }
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(where, `${secret}\n`, { mode: 0o600 });
  return secret;
}
