/**
 * Security headers on every response (helmet) and CORS for the API (design §5, issue 2).
 *
 * - CSP fits the portal: scripts, connections and styles from our own origin (inline styles
 *   allowed: the widget styles of react-shadow and the docs pages use them).
 * - API answers (`/api/…`: JSON, and the sandbox storage's documents) are no pages: they carry
 *   the REST set of OWASP's REST Security Cheat Sheet ("Security headers") instead, a CSP that
 *   allows nothing and no framing, `nosniff`, `X-Frame-Options: DENY`, no referrer, same-origin
 *   resources, HSTS over https: a stricter policy for what is not a page (measured: no
 *   difference to a quote's CPU time).
 * - Scripts, stylesheets, JSON, fonts and raster images outside the API are no pages either: they
 *   keep only what a file needs (`nosniff`, the resource policy, HSTS over https), not the ~500
 *   bytes of headers that only a document reads (CSP, framing, referrer, opener…), which were
 *   half the header bytes of every script of the portal's first load (issue 15). The portal and
 *   widgets start no workers (a worker script's CSP would be its own policy).
 * - `/widgets/*` are meant to be loaded by OTHER sites: helmet's default
 *   `Cross-Origin-Resource-Policy: same-origin` would make every embed fail silently, so those
 *   responses say `cross-origin`.
 * - CORS (API only) reflects an origin only if a correspondent registered it or it is the
 *   platform's own; any other origin gets no CORS headers at all.
 *
 * Performance (issue 4): both run on every request, so neither may do per-request work that
 * could be done once. @fastify/helmet rebuilt helmet's whole middleware chain (CSP parsing
 * included) on every request, so helmet's headers are computed once at start-up with `helmet`
 * itself. CORS is @fastify/cors with a synchronous origin check over the cached allow-list.
 * @module
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyCorsOptions, OriginFunction } from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import type { AllowedOrigins } from './allowed-origins';
import fp from 'fastify-plugin';
/** Session-token headers the client reads from responses (design §4 "token protocol"). */
export const TOKEN_HEADERS = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

/** Request headers browsers may send cross-origin. */
export const ALLOWED_REQUEST_HEADERS = [
  'content-type',
  'accept-language',
  'user-type',
  'correspondent_id',
  ...TOKEN_HEADERS,
  'idempotency-key',
] as const;

/** URL prefix of the embeddable bundles. */
export const WIDGETS_PREFIX = '/widgets/';

/** URL prefix of the API. */
export const API_PREFIX = '/api/';

/** The CSP of an API answer: nothing may load from it, nothing may frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of every API answer (OWASP REST Security Cheat Sheet, "Security headers"), with
 * the pages' HSTS when they have one (over https).
 */
export function apiSecurityHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': API_CSP,
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts === undefined ? {} : { 'strict-transport-security': hsts }),
  };
}

/** Options of the security-headers plugin. */
export interface SecurityHeadersOptions extends Record<string, unknown> {
  /** Whether the platform is served over https (then insecure sub-requests are upgraded). */
  https: boolean;
}

/** HTTP methods the API admits cross-origin. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** How long browsers may reuse a preflight answer, in seconds. */
export const CORS_MAX_AGE_SECONDS = 600;

/** helmet's options for the platform: the portal's CSP, HSTS only over https. */
export function helmetOptions(https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // On plain http (local runs) upgrading would send the browser to a port with no TLS.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    // HSTS over plain http is ignored by browsers but would pin a future https host by mistake.
    strictTransportSecurity: https,
  };
}

/**
 * The headers helmet sets with these options, computed once by running its middleware on a
 * detached response. Our directives are constants (no per-request functions, no nonces), so
 * the result is the same for every request.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error !== undefined && error !== null) throw error;
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined)
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** The headers of helmet's set that a file which is not a page needs too. */
const FILE_HEADERS: ReadonlySet<string> = new Set([
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
]);

/**
 * Content types a browser never renders as a document: JavaScript, CSS, JSON (source maps too),
 * fonts, WebAssembly and raster images (an SVG can run scripts, so it stays a document).
 */
const SUBRESOURCE_TYPE =
  /^(?:text\/(?:javascript|css)|application\/(?:javascript|json|manifest\+json|wasm)|font\/|image\/(?!svg))/i;

/** Whether a response of this `Content-Type` is never a document (see SUBRESOURCE_TYPE). */
export function isSubresourceType(contentType: unknown): boolean {
  return typeof contentType === 'string' && SUBRESOURCE_TYPE.test(contentType);
}

/**
 * helmet's headers on every page, with the widgets' cross-origin exception, and only the file
 * headers on scripts, stylesheets and the like; the REST set on the API's answers.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headers = helmetHeaders(helmetOptions(options.https));
    const api = apiSecurityHeaders(headers);
    // A callback hook: an async one would cost a promise per request for synchronous work.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.url.startsWith(API_PREFIX)) {
        reply.headers(api);
      } else {
        reply.headers(headers);
        if (request.url.startsWith(WIDGETS_PREFIX)) {
          reply.header('cross-origin-resource-policy', 'cross-origin');
        }
      }
      done();
    });
    // The type is known only once the route has answered (a static file, a page, an error).
    const documentOnly = Object.keys(headers).filter((name) => !FILE_HEADERS.has(name));
    app.addHook('onSend', (request, reply, payload, done) => {
      if (
        !request.url.startsWith(API_PREFIX) &&
        isSubresourceType(reply.getHeader('content-type'))
      ) {
        for (const name of documentOnly) reply.removeHeader(name);
      }
      done(null, payload);
    });
  },
  { name: 'fx-security-headers' },
);

/**
 * An origin a CSP source list can name: http(s), a host name or IPv4 address, a port. (CSP has
 * no syntax for IPv6 literals such as `http://[::1]:8080`; browsers reject the whole source.)
 */
const ORIGIN_SOURCE = /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The CSP of an embeddable portal page: helmet's policy with `frame-ancestors` widened from
 * `'self'` to `'self'` plus `origins` (the correspondent's registered sites). Anything that is
 * not a plain http(s) origin is left out, so a stored value can never inject a directive.
 */
export function embeddableCsp(csp: string, origins: readonly string[]): string {
  const sources = [...new Set(origins.filter((origin) => ORIGIN_SOURCE.test(origin)))];
  const ancestors = ["'self'", ...sources].join(' ');
  return /frame-ancestors [^;]*/.test(csp)
    ? csp.replace(/frame-ancestors [^;]*/, `frame-ancestors ${ancestors}`)
    : `${csp};frame-ancestors ${ancestors}`;
}

/**
 * The origin check of @fastify/cors for the API: reflects an allowed origin (`true`), gives any
 * other origin no CORS headers (`false`). Synchronous on the hot path: without an `Origin`
 * header (server-to-server, same-origin navigation) there is nothing to check, and an origin is
 * looked up in the cached allow-list (`peek`); only when that list must be (re)loaded does the
 * answer wait for the database.
 */
export function apiCorsOrigin(origins: AllowedOrigins): OriginFunction {
  return (origin, callback) => {
    if (origin === undefined) return callback(null, false);
    const known = origins.peek(origin);
    if (known !== undefined) return callback(null, known);
    origins.has(origin).then(
      (allowed) => callback(null, allowed),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  };
}

/**
 * @fastify/cors options for the API scope (register inside `/api`): allowed origins reflected
 * with the token headers exposed, preflights of allowed origins answered 204 with our methods,
 * request headers and max-age (a preflight naming no method is a 400), `Vary: Origin` on every
 * answer (answers differ by origin, and the public ones are cacheable). An OPTIONS request that
 * is not an allowed preflight reaches the plugin's catch-all route, which answers 404.
 */
export function apiCorsOptions(origins: AllowedOrigins): FastifyCorsOptions {
  return {
    // Before anything else runs, so a preflight costs no body parsing or validation.
    hook: 'onRequest',
    origin: apiCorsOrigin(origins),
    methods: [...CORS_METHODS],
    allowedHeaders: [...ALLOWED_REQUEST_HEADERS],
    exposedHeaders: [...TOKEN_HEADERS],
    maxAge: CORS_MAX_AGE_SECONDS,
    // Tokens travel in headers, never cookies.
    credentials: false,
    strictPreflight: true,
    hideOptionsRoute: true,
  };
}
