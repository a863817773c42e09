/**
 * The SDK's two upload steps against the real API (in-process through `inject`, bytes kept
 * binary): sign, multipart POST to the signed URL, and the owner reading the file back.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiError } from '../../../src/api/errors';
import { CLIENTE } from '../customers/customer-fixtures';
import { buildTestApp, type TestApp } from '../test-app';
import { PDF, PNG } from './upload-fixtures';
import { injectFetch } from '../../src/api/inject-fetch';

describe('api.uploads against the platform’s own storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { uploadSigningSecret: 'sdk-test-secret-0123456789abcdef' } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const client = () =>
    createApiClient({
      baseURL: 'http://localhost:8080/api',
      fetch: injectFetch(t.app),
      getCorrespondentId: () => 1,
      getLocale: () => 'en-US',
    });

  test('a signed-in customer uploads a PDF and reads the same bytes back', async () => {
    const api = client();
    await api.auth.signIn(CLIENTE.email, 'Demo@2026!');
    const key = await api.uploads.send(
      new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }),
      `${CLIENTE.cpf}-remittance.pdf`,
      'remittance',
    );
    expect(key).toMatch(/^uploads\/\d+\/[0-9a-f]{24}\/52998224725-remittance\.pdf$/);
    const back = await api.request<Blob>(`/sandbox/storage/uploads/${key}`, {
      parse: (data) => data as Blob,
    });
    expect(Buffer.from(await back.arrayBuffer()).equals(PDF)).toBe(true);
  });

  test('a text file named .png is refused with the API’s message', async () => {
    const api = client();
    await api.auth.signIn(CLIENTE.email, 'Demo@2026!');
    const error = await api.uploads
      .send(new Blob(['hello']), `${CLIENTE.cpf}-remittance.png`, 'remittance')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  test.each([
    ['a PNG named .pdf', PNG, 415, 'FILE_TYPE_NOT_ALLOWED'],
    ['an empty file', Buffer.alloc(0), 422, 'FILE_EMPTY'],
  ])('%s is refused with the API’s code (issue 14, item 8)', async (_file, bytes, status, code) => {
    const api = client();
    await api.auth.signIn(CLIENTE.email, 'Demo@2026!');
    const error = await api.uploads
      .send(new Blob([new Uint8Array(bytes)]), `${CLIENTE.cpf}-remittance.pdf`, 'remittance')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status, code });
  });
});
