import { sandboxDocumentReview } from '../../../server/providers/document-review/sandbox-document-review';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrateToLatest } from '../../../server/db/migrate';
import { createUploadRepository } from '../../../server/db/repositories/upload-repository';
import { applySandboxSeed } from '../../../server/db/seed';
import { purposeDocumentFile } from '../../../server/services/remittances/purpose-documents';
import { createS3Storage } from '../../../server/providers/storage/s3-storage';
import { uploadDocumentChecker } from '../../../server/services/uploads/upload-service';
import { CLIENTE, userId } from '../customers/customer-fixtures';
import { createTestDatabase, type TestDatabase } from '../test-app';

/**
 * A bucket's arrival check (HeadObject) against a small S3-speaking server: the objects it holds
 * are the ones a browser's presigned POST put there.
 */
describe('documents in a bucket count once they arrived (HeadObject)', () => {
  let database: TestDatabase;
  let server: Server;
  let endpoint: string;
  const objects = new Map<string, { size: number; contentType: string }>();
  const heads: string[] = [];
  const now = new Date('2026-11-23T12:00:00Z');

  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
    await applySandboxSeed(database.db);
    server = createServer((request, response) => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname);
      heads.push(`${request.method} ${path}`);
      const object = objects.get(path.replace(/^\/fx-documents\//, ''));
      if (!['HEAD', 'GET'].includes(request.method ?? '') || object === undefined) {
        response.writeHead(404).end();
        return;
      }
      // GET answers the object's bytes: `size` times the letter 'x'.
      response
        .writeHead(200, {
          'content-length': String(object.size),
          'content-type': object.contentType,
          etag: '"0123"',
        })
        .end(request.method === 'GET' ? 'x'.repeat(object.size) : undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await database.close();
  });

  const storage = () =>
    createS3Storage(
      { bucket: 'fx-documents', region: 'sa-east-1', endpoint },
      new S3Client({
        region: 'sa-east-1',
        endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
      }),
    );

  test('head answers what arrived and undefined for a missing key', async () => {
    objects.set('uploads/1/a/proof.pdf', { size: 2048, contentType: 'application/pdf' });
    await expect(storage().head?.('uploads/1/a/proof.pdf')).resolves.toEqual({
      size: 2048,
      contentType: 'application/pdf',
    });
    await expect(storage().head?.('uploads/1/missing/proof.pdf')).resolves.toBeUndefined();
    expect(heads).toContain('HEAD /fx-documents/uploads/1/a/proof.pdf');
  });

  test('a signed key is a document only once the bucket holds it, of its type and size', async () => {
    const id = await userId(database.db, CLIENTE.email);
    const uploads = createUploadRepository(database.db);
    const key = (name: string) => `uploads/${id}/0123456789abcdef01234567/${name}`;
    const sign = (name: string, contentType: string) =>
      uploads.insertSigned({ userId: id, key: key(name), resource: 'remittance', contentType });
    await sign('arrived.pdf', 'application/pdf');
    await sign('never-posted.pdf', 'application/pdf');
    await sign('other-type.png', 'image/png');
    await sign('too-big.pdf', 'application/pdf');
    objects.set(key('arrived.pdf'), { size: 4096, contentType: 'application/pdf' });
    objects.set(key('other-type.png'), { size: 4096, contentType: 'text/html' });
    objects.set(key('too-big.pdf'), { size: 5 * 1024 * 1024 + 1, contentType: 'application/pdf' });

    // The sandbox's review approves at arrival (the uploader's name has no pending word).
    const checker = uploadDocumentChecker(storage(), () => now, sandboxDocumentReview);
    const keys = ['arrived.pdf', 'never-posted.pdf', 'other-type.png', 'too-big.pdf'].map(key);
    const result = await checker.check(database.db, id, keys);
    expect(result).toEqual({
      unknown: [key('never-posted.pdf'), key('other-type.png'), key('too-big.pdf')],
      otherPurpose: [],
      awaitingReview: false,
    });
    const [arrived] = await uploads.findOwned(id, [key('arrived.pdf')]);
    expect(arrived).toMatchObject({ size: 4096, uploaded_at: now });

    // Recorded once: the next check does not ask the bucket again.
    heads.length = 0;
    await checker.check(database.db, id, [key('arrived.pdf')]);
    expect(heads).toEqual([]);
  });

  test('another user’s key is never asked of the bucket', async () => {
    const id = await userId(database.db, CLIENTE.email);
    heads.length = 0;
    const result = await uploadDocumentChecker(storage(), () => now).check(database.db, id + 1000, [
      `uploads/${id}/0123456789abcdef01234567/arrived.pdf`,
    ]);
    expect(result.unknown).toHaveLength(1);
    expect(heads).toEqual([]);
  });

  test('read fetches what the bucket holds, for its owner’s purpose-document download (issue 19, item 10)', async () => {
    objects.set('uploads/1/b/receipt.pdf', { size: 12, contentType: 'application/pdf' });
    const held = await storage().read?.('uploads/1/b/receipt.pdf');
    expect(held?.contentType).toBe('application/pdf');
    expect(Buffer.from(held?.content ?? []).toString()).toBe('x'.repeat(12));
    await expect(storage().read?.('uploads/1/missing/receipt.pdf')).resolves.toBeUndefined();

    // An operation's document that arrived in the bucket downloads from it, for its owner only.
    const id = await userId(database.db, CLIENTE.email);
    const key = `uploads/${id}/0123456789abcdef01234567/arrived.pdf`;
    const row = { user_id: id, documents: JSON.stringify([key]) };
    const file = await purposeDocumentFile(database.db, row, 1, storage());
    expect(file).toMatchObject({ fileName: 'arrived.pdf', contentType: 'application/pdf' });
    expect(file.content).toHaveLength(4096);
    await expect(
      purposeDocumentFile(database.db, { ...row, user_id: id + 1000 }, 1, storage()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(purposeDocumentFile(database.db, row, 2, storage())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
