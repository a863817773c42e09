import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';

describe('GET /api/openapi.json', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  test('documents the correspondent and health routes from the zod contracts', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/correspondents/{identifier}',
        '/api/v1/correspondents/{identifier}/agents',
        '/api/health',
      ]),
    );
    const lookup = document.paths['/api/v1/correspondents/{identifier}'].get;
    expect(lookup.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'identifier', in: 'path' })]),
    );
    const ok = lookup.responses['200'].content['application/json'].schema;
    expect(ok.properties).toHaveProperty('paymentMethodsAvailability');
    expect(ok.required).toEqual(expect.arrayContaining(['id', 'identifier', 'active']));
    expect(lookup.responses['404'].content['application/json'].schema.properties).toHaveProperty(
      'code',
    );
    const agents = document.paths['/api/v1/correspondents/{identifier}/agents'].get;
    expect(agents.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'orderByLocation', in: 'query' })]),
    );
  });

  test('documents the inbound remittance routes (issue 16)', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const create = document.paths['/api/v1/remittances/inbound'].post;
    expect(create.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['accountId', 'quotationId', 'inboundPaymentMethod']),
    );
    expect(create.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'idempotency-key', in: 'header' })]),
    );
    const payer = document.paths['/api/v1/remittances/users/inbound/{id}'].get;
    const record = payer.responses['200'].content['application/json'].schema;
    expect(Object.keys(record.properties).sort()).toEqual([
      'expiresAt',
      'id',
      'inboundPaymentMethod',
      'name',
      'serverTime',
      'status',
      'totalAmount',
    ]);
  });

  test('leaves static files and the document itself out', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    const paths = Object.keys(document.paths);
    expect(paths.some((p) => p.startsWith('/widgets') || p.startsWith('/docs'))).toBe(false);
    expect(paths).not.toContain('/api/openapi.json');
  });
});
