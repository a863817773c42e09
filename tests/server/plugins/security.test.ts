import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AllowedOrigins } from '../../../server/plugins/allowed-origins';
import {
  apiCorsOrigin,
  CORS_MAX_AGE_SECONDS,
  CORS_METHODS,
  embeddableCsp,
} from '../../../server/plugins/security';
import { buildTestApp, createFixtureRoot, type TestApp } from '../test-app';

describe('security headers and CORS', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ config: { rootDir: await createFixtureRoot() } });
  });
  afterAll(async () => {
    await t.close();
  });

  test.each([
    ['an API answer', '/api/v1/correspondents/demo'],
    ['an API error', '/api/v1/correspondents/nobody'],
    ['an unknown API path', '/api/nope'],
  ])('gives %s the REST set (OWASP) and nothing for pages', async (_, url) => {
    const response = await t.app.inject({ url, headers: { accept: 'application/json' } });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Over http here: no HSTS; and none of the headers that only mean something to a page.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['origin-agent-cluster']).toBeUndefined();
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  test('over https the API answers carry HSTS too', async () => {
    const https = await buildTestApp({
      config: { rootDir: await createFixtureRoot(), publicOrigin: 'https://cambio.example' },
    });
    try {
      const api = await https.app.inject({ url: '/api/health' });
      const page = await https.app.inject({ url: '/demo', headers: { accept: 'text/html' } });
      expect(api.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(api.headers['strict-transport-security']).toBe(
        page.headers['strict-transport-security'],
      );
    } finally {
      await https.close();
    }
  });

  test('sets helmet headers on a portal page', async () => {
    const response = await t.app.inject({ url: '/demo', headers: { accept: 'text/html' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    // Served over http here: no upgrade to an https port that does not exist.
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  /** helmet's headers that only a document reads. */
  const DOCUMENT_ONLY = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  test.each([
    ['the portal page', '/demo'],
    ['the portal index', '/'],
    ['an example page', '/examples/'],
    ['an SVG (it can run scripts)', '/favicon.svg'],
  ])('gives %s every document header, and nosniff', async (_, url) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeDefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test.each([
    ['a hashed portal script', '/assets/index-B1x2aZq9.js', 'same-origin'],
    ['a widget entry script', '/widgets/simulator.js', 'cross-origin'],
    ['a hashed widget chunk', '/widgets/chunks/runtime-Ab12Cd34.js', 'cross-origin'],
  ])(
    'gives %s nosniff and its resource policy, none of the headers only a document reads',
    async (_, url, resourcePolicy) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe(resourcePolicy);
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeUndefined();
    },
  );

  test('over https a script keeps HSTS', async () => {
    const https = await buildTestApp({
      config: { rootDir: await createFixtureRoot(), publicOrigin: 'https://cambio.example' },
    });
    try {
      const script = await https.app.inject({ url: '/assets/index-B1x2aZq9.js' });
      expect(script.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(script.headers['content-security-policy']).toBeUndefined();
    } finally {
      await https.close();
    }
  });

  test('keeps same-origin resource policy for the portal and API', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  test('lets other sites load widget bundles (CORP cross-origin)', async () => {
    const response = await t.app.inject({ url: '/widgets/x.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  test('reflects a registered correspondent site origin and exposes the token headers', async () => {
    const response = await t.app.inject({
      url: '/api/v1/correspondents/demo',
      headers: { origin: 'https://demo-cambio.test' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://demo-cambio.test');
    expect(String(response.headers['access-control-expose-headers']).split(/,\s*/)).toEqual([
      'access-token',
      'client',
      'uid',
      'expiry',
      'token-type',
    ]);
  });

  test('admits the platform’s own public origin', async () => {
    const response = await t.app.inject({
      url: '/api/health',
      headers: { origin: t.config.publicOrigin },
    });
    expect(response.headers['access-control-allow-origin']).toBe(t.config.publicOrigin);
  });

  test('answers a preflight from a registered origin with the allowed headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/correspondents/aurora',
      headers: {
        origin: 'https://aurora-remessas.test',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'user-type, correspondent_id',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('https://aurora-remessas.test');
    expect(response.headers['content-length']).toBe('0');
    expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toEqual([
      ...CORS_METHODS,
    ]);
    expect(response.headers['access-control-max-age']).toBe(String(CORS_MAX_AGE_SECONDS));
    expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const allowed = String(response.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowed).toEqual(
      expect.arrayContaining([
        'content-type',
        'user-type',
        'correspondent_id',
        'access-token',
        'client',
        'uid',
        'expiry',
        'token-type',
        'idempotency-key',
      ]),
    );
  });

  test('gives an unregistered origin no CORS headers at all', async () => {
    for (const method of ['GET', 'OPTIONS'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/v1/correspondents/demo',
        headers: { origin: 'https://evil.test', 'access-control-request-method': 'GET' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect(response.headers['access-control-allow-headers']).toBeUndefined();
      expect(response.headers['access-control-expose-headers']).toBeUndefined();
    }
  });

  test('answers every API response with Vary: Origin, with or without an Origin header', async () => {
    for (const headers of [
      {},
      { origin: 'https://demo-cambio.test' },
      { origin: 'https://x.test' },
    ]) {
      const response = await t.app.inject({ url: '/api/v1/correspondents/demo', headers });
      expect(String(response.headers.vary)).toMatch(/\bOrigin\b/);
    }
  });

  test('gives a call without an Origin header no CORS headers', async () => {
    const response = await t.app.inject({ url: '/api/v1/correspondents/demo' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-expose-headers']).toBeUndefined();
  });

  test('refuses a preflight from an allowed origin that names no method', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/correspondents/demo',
      headers: { origin: 'https://demo-cambio.test' },
    });
    expect(response.statusCode).toBe(400);
  });

  test('answers an OPTIONS request that is no preflight with 404', async () => {
    const response = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/correspondents/demo' });
    expect(response.statusCode).toBe(404);
  });
});

describe('API CORS origin check', () => {
  /** An allow-list whose cached verdicts are `cached`; `has` answers `loaded` and counts calls. */
  function allowList(cached: Record<string, boolean> | undefined, loaded = true) {
    const calls = { has: 0 };
    const origins: AllowedOrigins = {
      peek: (origin) => (cached === undefined ? undefined : (cached[origin] ?? false)),
      has: async () => {
        calls.has += 1;
        return loaded;
      },
      invalidate: () => undefined,
    };
    return { origins, calls };
  }

  function verdict(origins: AllowedOrigins, origin: string | undefined) {
    let answer: { error: Error | null; allowed: unknown } | undefined;
    const settled = new Promise<{ error: Error | null; allowed: unknown }>((resolve) => {
      apiCorsOrigin(origins)(origin, (error, allowed) => {
        answer = { error, allowed };
        resolve(answer);
      });
    });
    return { synchronous: () => answer, settled };
  }

  test('answers at once, without the allow-list, when there is no Origin header', () => {
    const { origins, calls } = allowList(undefined);
    expect(verdict(origins, undefined).synchronous()).toEqual({ error: null, allowed: false });
    expect(calls.has).toBe(0);
  });

  test('answers at once from the cached allow-list', () => {
    const { origins, calls } = allowList({ 'https://a.test': true });
    expect(verdict(origins, 'https://a.test').synchronous()).toEqual({
      error: null,
      allowed: true,
    });
    expect(verdict(origins, 'https://b.test').synchronous()).toEqual({
      error: null,
      allowed: false,
    });
    expect(calls.has).toBe(0);
  });

  test('waits for the allow-list only when it must be loaded', async () => {
    const { origins, calls } = allowList(undefined, true);
    const check = verdict(origins, 'https://a.test');
    expect(check.synchronous()).toBeUndefined();
    expect(await check.settled).toEqual({ error: null, allowed: true });
    expect(calls.has).toBe(1);
  });
});

describe('embeddableCsp (the policy of a page <fx-checkout> frames)', () => {
  const helmetCsp =
    "default-src 'self';script-src 'self';frame-ancestors 'self';img-src 'self' data:";

  test("widens frame-ancestors from 'self' to 'self' and the origins, the rest untouched", () => {
    expect(embeddableCsp(helmetCsp, ['https://shop.example', 'http://localhost:8080'])).toBe(
      "default-src 'self';script-src 'self';frame-ancestors 'self' https://shop.example http://localhost:8080;img-src 'self' data:",
    );
  });

  test("keeps 'self' alone without origins", () => {
    expect(embeddableCsp(helmetCsp, [])).toBe(helmetCsp);
  });

  test('adds the directive when the policy had none', () => {
    expect(embeddableCsp("default-src 'self'", ['https://shop.example'])).toBe(
      "default-src 'self';frame-ancestors 'self' https://shop.example",
    );
  });

  test('names each origin once', () => {
    expect(
      embeddableCsp(helmetCsp, [
        'https://shop.example',
        'http://127.0.0.1:8080',
        'https://shop.example',
        'http://127.0.0.1:8080',
      ]),
    ).toContain("frame-ancestors 'self' https://shop.example http://127.0.0.1:8080;");
  });

  test.each([
    ['an IPv6 literal', 'http://[::1]:8080'],
    ['a directive smuggled in', 'https://x.test; script-src *'],
    ['a source list smuggled in', 'https://x.test *'],
    ['a wildcard', '*'],
    ['a keyword', "'unsafe-inline'"],
    ['a path', 'https://x.test/shop'],
    ['a trailing slash', 'https://x.test/'],
    ['another scheme', 'javascript:alert(1)'],
    ['a data: source', 'data:'],
    ['a bare host', 'x.test'],
    ['a wildcard host', 'https://*.x.test'],
    ['an empty value', ''],
  ])('leaves out %s', (_, origin) => {
    const csp = embeddableCsp(helmetCsp, [origin, 'https://ok.example']);
    expect(csp).toBe(
      "default-src 'self';script-src 'self';frame-ancestors 'self' https://ok.example;img-src 'self' data:",
    );
  });
});
