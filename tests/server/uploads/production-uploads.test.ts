import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLIENTE, signedIn } from '../customers/customer-fixtures';
import { buildTestApp, type TestApp } from '../test-app';

describe('uploads in production mode without a bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { mode: 'production' } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  test('signing answers 503 STORAGE_NOT_CONFIGURED and the platform storage is absent', async () => {
    const headers = await signedIn(t.app, CLIENTE.email);
    const sign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registrations/s3-sign',
      headers,
      payload: { file_name: `${CLIENTE.cpf}-remittance.png`, resource_name: 'remittance' },
    });
    expect(sign.statusCode).toBe(503);
    expect(sign.json()).toMatchObject({
      code: 'STORAGE_NOT_CONFIGURED',
      message: 'File uploads are not available right now.',
    });

    // Not a route here (a multipart body would stop at the parser first: 415, nothing stored).
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/storage/uploads',
      payload: { key: 'uploads/1/x/a-remittance.png' },
    });
    expect(upload.statusCode).toBe(404);
    expect(upload.json().code).toBe('ROUTE_NOT_FOUND');
  });
});
