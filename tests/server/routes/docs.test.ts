import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createFixtureRoot, type TestApp } from '../test-app';

describe('docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { rootDir: await createFixtureRoot() } });
  });
  afterAll(async () => {
    await t.close();
  });

  test('the index lists the guides and links the TypeDoc reference and the OpenAPI document', async () => {
    const response = await t.app.inject({ url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<a href="/docs/embedding">Embedding a widget</a>');
    expect(response.body).toContain('<a href="/docs/theming">Theming</a>');
    expect(response.body).toContain('href="/docs/reference/"');
    expect(response.body).toContain('href="/api/openapi.json"');
  });

  test('/docs redirects to /docs/', async () => {
    const response = await t.app.inject({ url: '/docs' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/docs/');
  });

  test('renders a Markdown guide to HTML, by slug or by file name', async () => {
    for (const url of ['/docs/embedding', '/docs/embedding.md']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<h1>Embedding a widget</h1>');
      expect(response.body).toContain('<code>&lt;script&gt;</code>');
      expect(response.body).toContain('<title>Embedding a widget</title>');
    }
  });

  test('serves the TypeDoc reference', async () => {
    const response = await t.app.inject({ url: '/docs/reference/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Reference</title>');
  });

  test('refuses paths that try to leave the docs folder', async () => {
    for (const url of ['/docs/..%2Fpackage', '/docs/%2E%2E%2Fpackage.json']) {
      expect((await t.app.inject({ url })).statusCode).toBe(404);
    }
  });
});
