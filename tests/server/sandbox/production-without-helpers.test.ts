import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';

// Issue 14, item 9: the sandbox's helpers (mailbox, "payment received", quote validity, its own
// document storage) exist in sandbox mode only. The list comes from the sandbox app's own OpenAPI
// document, so a helper added later is covered without touching this test.

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/** Every sandbox operation of an OpenAPI document, as method and a concrete URL. */
function sandboxOperations(doc: { paths: Record<string, Record<string, unknown>> }) {
  return Object.entries(doc.paths)
    .filter(([path]) => path.split('/').includes('sandbox'))
    .flatMap(([path, item]) =>
      METHODS.filter((method) => method in item).map((method) => ({
        method: method.toUpperCase() as Uppercase<(typeof METHODS)[number]>,
        // Any value fills a parameter: the route must be missing, not refuse the value.
        url: path.replace(/\{\*\}/g, 'some/file.pdf').replace(/\{[^}]+\}/g, 'demo'),
      })),
    );
}

describe('production mode has none of the sandbox helpers', () => {
  let sandbox: TestApp;
  let production: TestApp;

  beforeAll(async () => {
    sandbox = await buildTestApp({ outbox: false, lifecycle: false });
    production = await buildTestApp({
      config: { mode: 'production', smtpUrl: 'smtp://mail.test:25' },
      seed: false,
      outbox: false,
      lifecycle: false,
    });
  }, 120_000);

  afterAll(async () => {
    await sandbox?.close();
    await production?.close();
  });

  test('every sandbox route of the sandbox app answers 404 ROUTE_NOT_FOUND in production', async () => {
    const operations = sandboxOperations((await sandbox.app.inject('/api/openapi.json')).json());
    // The helpers known today: mailbox, pay, quote validity, storage (upload and read).
    expect(operations.length).toBeGreaterThanOrEqual(5);
    for (const { method, url } of operations) {
      const response = await production.app.inject({ method, url, payload: {} });
      expect({ method, url, status: response.statusCode }).toEqual({ method, url, status: 404 });
      expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
  });

  test('production registers no sandbox route at all, documented or hidden', async () => {
    const doc = (await production.app.inject('/api/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(sandboxOperations(doc)).toEqual([]);
    expect(production.app.printRoutes({ commonPrefix: false })).not.toMatch(/sandbox/);
    expect(sandbox.app.printRoutes({ commonPrefix: false })).toMatch(/sandbox/);
  });
});
