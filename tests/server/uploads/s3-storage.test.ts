import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, test } from 'vitest';
import { createS3Storage } from '../../../server/providers/storage/s3-storage';
import { selectUploadStorage } from '../../../server/providers/storage/select-storage';
import { testConfig } from '../test-app';

const client = new S3Client({
  region: 'sa-east-1',
  endpoint: 'http://127.0.0.1:9000',
  forcePathStyle: true,
  credentials: {
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  },
});

interface Policy {
  expiration: string;
  conditions: unknown[];
}

describe('S3-compatible storage (presigned POST, signed locally)', () => {
  const storage = createS3Storage(
    { bucket: 'fx-documents', region: 'sa-east-1', endpoint: 'http://127.0.0.1:9000' },
    client,
  );
  const key = 'uploads/7/0123456789abcdef01234567/52998224725-remittance.png';

  test('binds the key, the content type and at most 5 MB, for 15 minutes', async () => {
    const before = Date.now();
    const signed = await storage.sign({
      key,
      contentType: 'image/png',
      userId: 7,
      maxBytes: 5 * 1024 * 1024,
    });
    expect(storage.kind).toBe('s3');
    expect(signed.url).toBe('http://127.0.0.1:9000/fx-documents');
    expect(signed.fields).toMatchObject({
      key,
      'Content-Type': 'image/png',
      bucket: 'fx-documents',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(signed.fields['X-Amz-Credential']).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/sa-east-1\/s3\/aws4_request$/,
    );
    expect(signed.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);

    const policy = JSON.parse(
      Buffer.from(signed.fields.Policy ?? '', 'base64').toString('utf8'),
    ) as Policy;
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'fx-documents' },
        ['eq', '$key', key],
        ['content-length-range', 1, 5 * 1024 * 1024],
        ['eq', '$Content-Type', 'image/png'],
      ]),
    );
    const expires = Date.parse(policy.expiration) - before;
    expect(expires).toBeGreaterThan(14 * 60 * 1000);
    expect(expires).toBeLessThanOrEqual(15 * 60 * 1000 + 1000);
  });

  test('is chosen when S3_BUCKET is set, in production and in sandbox mode', () => {
    const s3 = { bucket: 'fx-documents', region: 'sa-east-1' };
    const clock = () => new Date();
    expect(selectUploadStorage(testConfig({ mode: 'production', s3 }), clock)?.kind).toBe('s3');
    expect(selectUploadStorage(testConfig({ s3 }), clock)?.kind).toBe('s3');
    expect(selectUploadStorage(testConfig({ mode: 'production' }), clock)).toBeUndefined();
    expect(
      selectUploadStorage(testConfig({ uploadSigningSecret: 'x'.repeat(40) }), clock)?.kind,
    ).toBe('local');
  });
});
