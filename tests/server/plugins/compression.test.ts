import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES } from '../../../server/plugins/compression';
import { buildTestApp, createFixtureRoot, type TestApp } from '../test-app';

/** Large answer: the OpenAPI document. Small one: the health check. */
const LARGE = '/api/openapi.json';
const SMALL = '/api/health';

describe('compression of API answers', () => {
  let t: TestApp;
  let identity: Buffer;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { rootDir: await createFixtureRoot() } });
    identity = (await t.app.inject({ url: LARGE })).rawPayload;
  });
  afterAll(async () => {
    await t.close();
  });

  test.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'an answer above the threshold goes out in %s, with Vary, decoding to the same bytes',
    async (encoding, decode) => {
      expect(identity.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
      const response = await t.app.inject({
        url: LARGE,
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(decode(response.rawPayload).equals(identity)).toBe(true);
      expect(response.rawPayload.length).toBeLessThan(identity.length);
    },
  );

  test('prefers brotli when the client accepts both, as browsers do', async () => {
    const response = await t.app.inject({
      url: LARGE,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(response.headers['content-encoding']).toBe('br');
  });

  test('without Accept-Encoding the answer is sent as it is', async () => {
    const response = await t.app.inject({ url: LARGE });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('openapi');
  });

  test('an answer below the threshold is sent as it is', async () => {
    const response = await t.app.inject({ url: SMALL, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  test('an error answer keeps its JSON shape when compressed or not', async () => {
    const response = await t.app.inject({
      url: '/api/nope',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });

  test('a request body sent compressed is not decompressed: it is not JSON, so a 400', async () => {
    const body = JSON.stringify({ email: 'someone@example.com', password: 'not-the-password' });
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(plain.statusCode).not.toBe(400);
    const compressed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/user/sign_in',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(compressed.statusCode).toBe(400);
    expect(compressed.json()).toHaveProperty('code');
  });
});
