/**
 * Issue 15: a navigation's page names what it needs besides the entry — its route's chunks, the
 * strings of the visitor's likely language, and the correspondent lookup when the URL names a
 * correspondent that exists — compressed per variant, with an ETag per representation.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';

const INDEX = `<!doctype html>
<html lang="pt-BR">
  <head>
    <title>Portal</title>
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor-BBBBBBBB.js">
    <style>${'.a{color:red}'.repeat(300)}</style>
  </head>
  <body><div id="app"></div></body>
</html>
`;

const PRELOADS = {
  routes: {
    '/': ['assets/LandingPage-CCCCCCCC.js'],
    '/maintenance': ['assets/MaintenancePage-DDDDDDDD.js'],
    '/:identifier': ['assets/CorrespondentArea-EEEEEEEE.js', 'assets/PublicHomePage-FFFFFFFF.js'],
    '/:identifier/login': ['assets/CorrespondentArea-EEEEEEEE.js', 'assets/LoginPage-GGGGGGGG.js'],
    '/*': ['assets/LandingPage-CCCCCCCC.js'],
  },
  strings: { 'pt-BR': ['assets/pt-BR-HHHHHHHH.js'], 'en-US': ['assets/en-US-IIIIIIII.js'] },
};

const modulepreloads = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const LOOKUP = /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g;
const lookups = (page: string) => [...page.matchAll(LOOKUP)].map((m) => m[1]);

describe('a navigation preloads its route, its language and its correspondent (issue 15)', () => {
  let t: TestApp;

  beforeAll(async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'fx-preloads-root-'));
    await fs.mkdir(path.join(root, 'dist/portal'), { recursive: true });
    await fs.writeFile(path.join(root, 'dist/portal/index.html'), INDEX);
    await fs.writeFile(
      path.join(root, 'dist/portal/route-preloads.json'),
      JSON.stringify(PRELOADS),
    );
    t = await buildTestApp({ config: { rootDir: root } });
  });
  afterAll(async () => {
    await t.close();
  });

  async function page(url: string, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'br', ...headers },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    return { response, html: brotliDecompressSync(response.rawPayload).toString('utf8') };
  }

  test('/demo: the entry first, then the strings and the correspondent home, and the lookup', async () => {
    const { html } = await page('/demo', { 'accept-language': 'pt-BR,pt;q=0.9' });
    expect(modulepreloads(html)).toEqual([
      '/assets/vendor-BBBBBBBB.js',
      '/assets/pt-BR-HHHHHHHH.js',
      '/assets/CorrespondentArea-EEEEEEEE.js',
      '/assets/PublicHomePage-FFFFFFFF.js',
    ]);
    expect(lookups(html)).toEqual(['/api/v1/correspondents/demo']);
    expect(html).toContain('<div id="app"></div>');
  });

  test('/demo/login in English: the log-in chunks, the English strings, the lookup', async () => {
    const { html } = await page('/demo/login?next=%2Fdemo%2Fapp', {
      'accept-language': 'fr;q=1, en-GB;q=0.8, pt;q=0.5',
    });
    expect(modulepreloads(html)).toEqual([
      '/assets/vendor-BBBBBBBB.js',
      '/assets/en-US-IIIIIIII.js',
      '/assets/CorrespondentArea-EEEEEEEE.js',
      '/assets/LoginPage-GGGGGGGG.js',
    ]);
    expect(lookups(html)).toEqual(['/api/v1/correspondents/demo']);
  });

  test('no Accept-Language: the default language (pt-BR)', async () => {
    const { html } = await page('/demo');
    expect(modulepreloads(html)).toContain('/assets/pt-BR-HHHHHHHH.js');
    expect(modulepreloads(html)).not.toContain('/assets/en-US-IIIIIIII.js');
  });

  test('an unknown identifier gets the route chunks and no lookup', async () => {
    const { html } = await page('/nobody-here/login');
    expect(modulepreloads(html)).toContain('/assets/LoginPage-GGGGGGGG.js');
    expect(lookups(html)).toEqual([]);
  });

  test('a static segment beats a dynamic one (react-router ranking); no lookup for it', async () => {
    const { html } = await page('/maintenance');
    expect(modulepreloads(html)).toContain('/assets/MaintenancePage-DDDDDDDD.js');
    expect(modulepreloads(html)).not.toContain('/assets/PublicHomePage-FFFFFFFF.js');
    expect(lookups(html)).toEqual([]);
  });

  test('/ is answered by the same fallback, with the landing page chunk', async () => {
    const { html } = await page('/');
    expect(modulepreloads(html)).toContain('/assets/LandingPage-CCCCCCCC.js');
    expect(lookups(html)).toEqual([]);
  });

  test('a path no pattern names gets the catch-all route', async () => {
    const { html } = await page('/demo/no/such/screen');
    expect(modulepreloads(html)).toContain('/assets/LandingPage-CCCCCCCC.js');
  });

  test('markup in the path never reaches the page', async () => {
    const { html } = await page('/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/login');
    expect(html).not.toContain('<script>alert');
    expect(lookups(html)).toEqual([]);
  });

  test('gzip and identity carry the same page', async () => {
    const br = (await page('/demo')).html;
    const gz = await t.app.inject({ url: '/demo', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(br);
    const plain = await t.app.inject({ url: '/demo' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(br);
  });

  test('varies with Accept-Encoding and Accept-Language, and answers 304 to its ETag', async () => {
    const { response } = await page('/demo/login');
    expect(response.headers.vary).toBe('accept-encoding, accept-language');
    expect(response.headers['cache-control']).toBe('no-cache');
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({
      url: '/demo/login',
      headers: { accept: 'text/html', 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Each representation has its own validator.
    const gzip = await t.app.inject({
      url: '/demo/login',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers.etag).not.toBe(etag);
  });
});
