import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, createFixtureRoot, type TestApp } from '../test-app';

/** The `frame-ancestors` sources of a response's CSP (empty when the directive is missing). */
function frameAncestors(csp: unknown): string[] {
  const directive = String(csp)
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('frame-ancestors '));
  return directive ? directive.split(/\s+/).slice(1) : [];
}

const CHECKOUT = '/demo/app/checkout/remittance/outbound';
const HOST = encodeURIComponent('https://demo-cambio.test');

/**
 * A page opened by `<fx-checkout>` (`?fx-embed=`) may be framed by its correspondent's registered
 * sites; every other page keeps `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`. The
 * seeded demo registers http://localhost:8080, http://127.0.0.1:8080 and
 * https://demo-cambio.test; the platform runs at http://localhost:8080 (test config).
 */
describe('framing of embedded checkout pages', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ config: { rootDir: await createFixtureRoot() } });
  });
  afterAll(async () => {
    await t.close();
  });

  test("lets the correspondent's registered sites frame its checkout opened with fx-embed", async () => {
    const response = await t.app.inject({
      url: `${CHECKOUT}?fx-embed=${HOST}&lang=en-US`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Portal</title>');
    expect(response.headers['x-frame-options']).toBeUndefined();
    const ancestors = frameAncestors(response.headers['content-security-policy']);
    expect(ancestors[0]).toBe("'self'");
    expect(ancestors).toEqual(
      expect.arrayContaining([
        'https://demo-cambio.test',
        'http://localhost:8080',
        'http://127.0.0.1:8080',
      ]),
    );
    // Each source once (the demo registers the platform's loopback names itself too).
    expect(new Set(ancestors).size).toBe(ancestors.length);
    // Another correspondent's site is not among them.
    expect(ancestors).not.toContain('https://aurora-remessas.test');
  });

  test('keeps the rest of the policy as it is for any page', async () => {
    const embedded = await t.app.inject({
      url: `${CHECKOUT}?fx-embed=${HOST}`,
      headers: { accept: 'text/html' },
    });
    const plain = await t.app.inject({ url: CHECKOUT, headers: { accept: 'text/html' } });
    const withoutAncestors = (csp: unknown) =>
      String(csp)
        .split(';')
        .filter((part) => !part.trim().startsWith('frame-ancestors'))
        .join(';');
    expect(withoutAncestors(embedded.headers['content-security-policy'])).toBe(
      withoutAncestors(plain.headers['content-security-policy']),
    );
    expect(String(embedded.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  test("frames any of the correspondent's portal pages opened with fx-embed (the sign-in too)", async () => {
    const response = await t.app.inject({
      url: `/demo/login?fx-embed=${HOST}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(frameAncestors(response.headers['content-security-policy'])).toContain(
      'https://demo-cambio.test',
    );
  });

  test.each([
    ['the checkout without fx-embed', CHECKOUT],
    ['the checkout with another parameter', `${CHECKOUT}?quotationId=42`],
    ['the portal home', '/demo'],
    ['a private page', '/demo/app/profile'],
  ])('lets only the platform frame %s', async (_, url) => {
    const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(frameAncestors(response.headers['content-security-policy'])).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test("an unknown correspondent's page with fx-embed may be framed by the platform's own names only", async () => {
    const response = await t.app.inject({
      url: `/nobody/app/checkout/remittance/outbound?fx-embed=${HOST}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBeUndefined();
    // The [::1] alias cannot be written in a CSP source list and is left out.
    expect(frameAncestors(response.headers['content-security-policy'])).toEqual([
      "'self'",
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
  });

  test("another correspondent's page frames for that correspondent's sites, not the demo's", async () => {
    const response = await t.app.inject({
      url: `/aurora/app/checkout/remittance/outbound?fx-embed=${HOST}`,
      headers: { accept: 'text/html' },
    });
    const ancestors = frameAncestors(response.headers['content-security-policy']);
    expect(ancestors).toContain('https://aurora-remessas.test');
    expect(ancestors).not.toContain('https://demo-cambio.test');
  });

  test('an identifier that could not be a correspondent gets the plain headers', async () => {
    const response = await t.app.inject({
      url: `/${encodeURIComponent('a b;c')}/app?fx-embed=${HOST}`,
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(200);
    expect(frameAncestors(response.headers['content-security-policy'])).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('fx-embed on the API changes nothing: it is never framed by other sites', async () => {
    const response = await t.app.inject({
      url: `/api/v1/correspondents/demo?fx-embed=${HOST}`,
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(frameAncestors(response.headers['content-security-policy'])).toEqual(["'none'"]);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
  test("a later checkout screen reloaded inside the frame (Sec-Fetch-Dest: iframe) may be framed by the correspondent's sites", async () => {
    const response = await t.app.inject({
      url: '/demo/app/checkout/remittance/outbound/summary',
      headers: { accept: 'text/html', 'sec-fetch-dest': 'iframe' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(frameAncestors(response.headers['content-security-policy'])).toContain(
      'https://demo-cambio.test',
    );
  });

  test('the same page opened as a top-level document keeps the plain headers', async () => {
    const response = await t.app.inject({
      url: '/demo/app/checkout/remittance/outbound/summary',
      headers: { accept: 'text/html', 'sec-fetch-dest': 'document' },
    });
    expect(frameAncestors(response.headers['content-security-policy'])).toEqual(["'self'"]);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
  test("the payer page <fx-inbound-payment> frames (and its outcome pages) may be framed by the correspondent's sites only", async () => {
    const link = 'AbCdEfGhIjKlMnOpQrStUv';
    for (const path of [
      `/demo/inbound-payment-link/${link}?fx-embed=${HOST}&lang=es`,
      `/demo/inbound-payment-link/${link}/error?code=7051`,
    ]) {
      const response = await t.app.inject({
        url: path,
        headers: { accept: 'text/html', 'sec-fetch-dest': 'iframe' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-frame-options']).toBeUndefined();
      const ancestors = frameAncestors(response.headers['content-security-policy']);
      expect(ancestors).toContain('https://demo-cambio.test');
      expect(ancestors).not.toContain('https://aurora-remessas.test');
    }
    const topLevel = await t.app.inject({
      url: `/demo/inbound-payment-link/${link}`,
      headers: { accept: 'text/html', 'sec-fetch-dest': 'document' },
    });
    expect(frameAncestors(topLevel.headers['content-security-policy'])).toEqual(["'self'"]);
  });
});
