import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createFixtureRoot, type TestApp } from '../test-app';

describe('docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    const rootDir = await createFixtureRoot();
    // A guide long enough to pass the compression threshold (1 KB).
    const paragraphs = Array.from({ length: 40 }, (_, n) => `Paragraph ${n} of a long guide.`);
    await fs.writeFile(
      path.join(rootDir, 'docs', 'long-guide.md'),
      `# A long guide\n\n${paragraphs.join('\n\n')}\n`,
    );
    t = await buildTestApp({ seed: false, config: { rootDir } });
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

  test.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'a rendered guide goes out in %s to a browser that accepts it',
    async (encoding, decode) => {
      const plain = await t.app.inject({ url: '/docs/long-guide' });
      const response = await t.app.inject({
        url: '/docs/long-guide',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(decode(response.rawPayload).toString('utf8')).toBe(plain.body);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('Paragraph 39 of a long guide.');
    },
  );

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
