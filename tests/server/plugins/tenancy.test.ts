import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';

describe('tenancy', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      extend: (app) => {
        const handler = async (request: { correspondent: { identifier: string } | null }) => ({
          identifier: request.correspondent?.identifier ?? null,
        });
        app.get('/api/test/tenant', { preHandler: app.requireCorrespondent }, handler);
        app.get('/api/test/tenant/:identifier', { preHandler: app.requireCorrespondent }, handler);
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  test('resolves the correspondent named in the path', async () => {
    const response = await t.app.inject({ url: '/api/test/tenant/aurora' });
    expect(response.json()).toEqual({ identifier: 'aurora' });
  });

  test('falls back to the correspondent_id header', async () => {
    const response = await t.app.inject({
      url: '/api/test/tenant',
      headers: { correspondent_id: '1' },
    });
    expect(response.json()).toEqual({ identifier: 'demo' });
  });

  test.each([
    ['no correspondent at all', '/api/test/tenant', {}],
    ['an unknown id', '/api/test/tenant', { correspondent_id: '999' }],
    ['a reserved identifier', '/api/test/tenant/login', {}],
  ])('answers 404 CORRESPONDENT_NOT_FOUND for %s', async (_, url, headers) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('CORRESPONDENT_NOT_FOUND');
  });
});
