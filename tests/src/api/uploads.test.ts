import { describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiError, ForbiddenError, ResponseContractError } from '../../../src/api/errors';
import { createFakeFetch } from './fake-fetch';

const BASE = 'https://fx.example.com/api';
const KEY = 'uploads/7/0123456789abcdef01234567/52998224725-remittance.png';
const signature = {
  public_url: 'https://fx.example.com/api/sandbox/storage/uploads',
  fields: { key: KEY, 'Content-Type': 'image/png', policy: 'eyJ9', signature: 'ab12' },
};

/** A fake fetch that also keeps the FormData bodies (the shared fake stringifies bodies). */
function client() {
  const fake = createFakeFetch();
  const forms: FormData[] = [];
  const fetch: typeof globalThis.fetch = (input, init) => {
    if (init?.body instanceof FormData) forms.push(init.body);
    return fake.fetch(input, init?.body instanceof FormData ? { ...init, body: 'form' } : init);
  };
  const api = createApiClient({
    baseURL: BASE,
    fetch,
    getCorrespondentId: () => 1,
    tokenStore: {
      get: () => ({
        accessToken: 'secret-token',
        client: 'c',
        uid: 'cliente@demo.test',
        expiry: '4102444800',
        tokenType: 'Bearer',
      }),
      set: () => undefined,
      clear: () => undefined,
    },
  });
  return { fake, forms, api };
}

describe('api.uploads', () => {
  test('sign posts {file_name, resource_name} and answers the validated signature', async () => {
    const { fake, api } = client();
    fake.respond(200, { signature });
    const signed = await api.uploads.sign('52998224725-remittance.png', 'remittance');
    expect(signed).toEqual(signature);
    const sent = fake.requests[0];
    expect(sent?.method).toBe('POST');
    expect(new URL(sent?.url ?? '').pathname).toBe('/api/v1/registrations/s3-sign');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      file_name: '52998224725-remittance.png',
      resource_name: 'remittance',
    });
  });

  test('sign refuses an answer without fields.key', async () => {
    const { fake, api } = client();
    fake.respond(200, { signature: { public_url: 'x', fields: {} } });
    await expect(api.uploads.sign('a-remittance.png', 'remittance')).rejects.toBeInstanceOf(
      ResponseContractError,
    );
  });

  test('upload posts the signed fields first, then the file, without session headers', async () => {
    const { fake, forms, api } = client();
    fake.respond(201, { key: KEY, contentType: 'image/png', size: 3 });
    const file = new Blob([new Uint8Array([0x89, 0x50, 0x4e])], { type: 'image/png' });
    await expect(api.uploads.upload(signature, file, '52998224725-remittance.png')).resolves.toBe(
      KEY,
    );
    const sent = fake.requests[0];
    expect(sent?.url).toBe(signature.public_url);
    expect(sent?.headers.get('access-token')).toBeNull();
    expect(sent?.headers.get('correspondent_id')).toBeNull();
    const names = [...(forms[0]?.keys() ?? [])];
    expect(names).toEqual(['key', 'Content-Type', 'policy', 'signature', 'file']);
    expect(forms[0]?.get('key')).toBe(KEY);
    expect((forms[0]?.get('file') as File).name).toBe('52998224725-remittance.png');
  });

  test('upload turns a refusal into a typed error with the API’s message', async () => {
    const { fake, api } = client();
    fake.respond(413, {
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The file exceeds the maximum size limit (5mb)!',
    });
    const error = await api.uploads.upload(signature, new Blob(['x'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('FILE_TOO_LARGE');
    expect((error as ApiError).message).toBe('The file exceeds the maximum size limit (5mb)!');

    fake.respond(403, { statusCode: 403, code: 'UPLOAD_POLICY_EXPIRED', message: 'expired' });
    await expect(api.uploads.upload(signature, new Blob(['x']))).rejects.toBeInstanceOf(
      ForbiddenError,
    );
  });

  test('send signs then uploads and answers fields.key', async () => {
    const { fake, api } = client();
    fake.respond(200, { signature }).respond(201, {});
    await expect(
      api.uploads.send(new Blob(['%PDF-']), '52998224725-remittance.pdf', 'remittance'),
    ).resolves.toBe(KEY);
    expect(fake.requests.map((r) => r.url)).toEqual([
      `${BASE}/v1/registrations/s3-sign`,
      signature.public_url,
    ]);
  });
});
