import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import {
  resolveUploadSecret,
  UPLOAD_SECRET_FILE,
} from '../../../server/providers/storage/upload-secret';

describe('the upload signing secret', () => {
  test('is the configured one when UPLOAD_SIGNING_SECRET is set', () => {
    expect(resolveUploadSecret('configured-secret', '/nonexistent')).toBe('configured-secret');
  });

  test('is generated once under DATA_DIR, owner-only, and kept across restarts', async () => {
    const dataDir = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'fx-secret-')), 'data');
    const first = resolveUploadSecret(undefined, dataDir);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const file = path.join(dataDir, UPLOAD_SECRET_FILE);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(resolveUploadSecret(undefined, dataDir)).toBe(first);
  });
});
