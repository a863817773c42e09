import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  isHashedAsset,
  portalCacheControl,
  widgetCacheControl,
} from '../../../server/routes/static';
import { buildTestApp, createFixtureRoot, type TestApp } from '../test-app';

describe('static files with a built portal', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false, config: { rootDir: await createFixtureRoot() } });
  });
  afterAll(async () => {
    await t.close();
  });

  test.each(['/', '/demo', '/demo/app/profile', '/aurora/login?next=%2Fapp'])(
    'answers the portal index.html for the browser navigation %s',
    async (url) => {
      const response = await t.app.inject({ url, headers: { accept: 'text/html,*/*' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Portal</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  test('a page navigation carries an ETag, and a returning visitor gets a 304 without the page', async () => {
    const first = await t.app.inject({ url: '/demo/login', headers: { accept: 'text/html' } });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({
      url: '/aurora',
      headers: { accept: 'text/html', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const stale = await t.app.inject({
      url: '/demo',
      headers: { accept: 'text/html', 'if-none-match': '"an-older-build"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('<title>Portal</title>');
  });

  test.each([undefined, '*/*'])(
    'answers index.html for a link opened without a browser (Accept: %s), as curl does',
    async (accept) => {
      const response = await t.app.inject({
        url: '/demo',
        headers: accept === undefined ? {} : { accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Portal</title>');
    },
  );

  test('a missing file asked for with Accept: */* is still a 404, not the portal', async () => {
    const response = await t.app.inject({
      url: '/assets/missing-chunk.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>Portal</title>');
  });

  test('serves hashed portal assets with a long cache', async () => {
    const response = await t.app.inject({ url: '/assets/index-B1x2aZq9.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  test('never answers the SPA for API, widget, example or docs paths', async () => {
    for (const url of [
      '/api/nope',
      '/widgets/missing.js',
      '/examples/missing.html',
      '/docs/missing',
    ]) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<title>Portal</title>');
    }
  });

  test('a missing asset that is not a page navigation is a JSON 404', async () => {
    const response = await t.app.inject({
      url: '/favicon-missing.ico',
      headers: { accept: 'image/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('ROUTE_NOT_FOUND');
  });

  test("sends the browser's /favicon.ico to the portal's icon", async () => {
    const response = await t.app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/favicon.svg');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  test('serves widget entry scripts with a short cache and chunks with a long one', async () => {
    const entry = await t.app.inject({ url: '/widgets/simulator.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
    expect(entry.headers['cache-control']).toBe('public, max-age=300');
    const chunk = await t.app.inject({ url: '/widgets/chunks/runtime-Ab12Cd34.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('serves the example site at /examples/', async () => {
    const redirect = await t.app.inject({ url: '/examples' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/examples/');
    const page = await t.app.inject({ url: '/examples/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Example</title>');
  });
});

describe('static files before anything is built', () => {
  let t: TestApp;
  let emptyRoot: string;

  beforeAll(async () => {
    emptyRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'fx-unbuilt-'));
    t = await buildTestApp({ seed: false, config: { rootDir: emptyRoot } });
  });
  afterAll(async () => {
    await t.close();
  });

  test('answers / with a page that says to run npm run build, without crashing', async () => {
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');
  });

  test('still serves the API', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  test('answers a missing widget with a 404, not a crash', async () => {
    expect((await t.app.inject({ url: '/widgets/simulator.js' })).statusCode).toBe(404);
  });
});

describe('cache rules', () => {
  test.each([
    ['runtime-Ab12Cd34.js', true],
    ['index-B1x2aZq9.css', true],
    // Names of a real build: the hash is base64url and need not hold a digit.
    ['index-Dq9jLJ6G.js', true],
    ['index-Dq9jLJ6G.js.map', true],
    ['index-eUfQwKrE.css', true],
    ['simulator-Ev-JD_wI.js', true],
    ['ComingSoon-DyFPgKWr.js', true],
    ['simulator.js', false],
    ['inbound-payment.js', false],
    ['two-widgets.html', false],
    ['favicon.svg', false],
  ])('isHashedAsset(%s) is %s', (name, expected) => {
    expect(isHashedAsset(name)).toBe(expected);
  });

  test.each([
    ['simulator.js', 'public, max-age=300'],
    ['inbound-payment.js', 'public, max-age=300'],
    ['chunks/runtime-Dv_AI_p-.js', 'public, max-age=31536000, immutable'],
    ['chunks/simulator-Ev-JD_wI.js', 'public, max-age=31536000, immutable'],
    ['manifest.json', 'public, max-age=300'],
  ])('widget file %s gets %s', (file, expected) => {
    expect(widgetCacheControl(file)).toBe(expected);
  });

  test.each([
    ['assets/index-Dq9jLJ6G.js', 'public, max-age=31536000, immutable'],
    ['assets/index-eUfQwKrE.css', 'public, max-age=31536000, immutable'],
    ['index.html', 'no-cache'],
    ['favicon.svg', 'no-cache'],
  ])('portal file %s gets %s', (file, expected) => {
    expect(portalCacheControl(file)).toBe(expected);
  });
});
