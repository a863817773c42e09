/**
 * Security headers on every response (helmet) and CORS for the API (design §5, issue 2).
 *
 * - CSP fits the portal: scripts, connections and styles from our own origin (inline styles
 *   allowed: the widget styles of react-shadow and the docs pages use them).
 * - `/widgets/*` are meant to be loaded by OTHER sites: helmet's default
 *   `Cross-Origin-Resource-Policy: same-origin` would make every embed fail silently, so those
 *   responses say `cross-origin`.
 * - CORS (API only) reflects an origin only if a correspondent registered it or it is the
 *   platform's own; any other origin gets no CORS headers at all.
 *
 * Performance (issue 4): both run on every request, so neither may do per-request work that
 * could be done once. @fastify/helmet rebuilt helmet's whole middleware chain (CSP parsing
 * included) on every request, and @fastify/cors called our async origin check even without an
 * `Origin` header; here helmet's headers are computed once at start-up, and a request without
 * `Origin` costs one `Vary` header.
 * @module
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** helmet's headers on every response, with the widgets' cross-origin exception. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headers = helmetHeaders(helmetOptions(options.https));
    // A callback hook: an async one would cost a promise per request for synchronous work.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.url.startsWith(WIDGETS_PREFIX)) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
      done();
    });
  },
  { name: 'fx-security-headers' },
);

/** Options of the API CORS plugin. */
export interface ApiCorsOptions extends Record<string, unknown> {
  origins: AllowedOrigins;
}

/** Adds `Origin` to `Vary`, keeping whatever is already there. */
function varyOnOrigin(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', 'Origin');
  } else if (!/(^|,)\s*(origin|\*)\s*(,|$)/i.test(String(current))) {
    reply.header('vary', `${String(current)}, Origin`);
  }
}

/**
 * CORS for the API scope (register inside `/api`): reflects allowed origins only, answers
 * preflights of allowed origins with 204. The same rules as @fastify/cors with
 * `origin: (o) => allowed(o) ? o : false`, minus its per-request cost: a request without
 * `Origin` (server-to-server, same-origin navigation) only gets `Vary: Origin` (answers differ
 * by origin, and the public ones are cacheable), and an origin is checked against the cached
 * allow-list synchronously while the list is fresh.
 */
export const apiCorsPlugin = fp<ApiCorsOptions>(
  async (app, { origins }) => {
    const exposed = TOKEN_HEADERS.join(', ');
    const allowedHeaders = ALLOWED_REQUEST_HEADERS.join(', ');
    const methods = CORS_METHODS.join(', ');
    const maxAge = String(CORS_MAX_AGE_SECONDS);

    /** Applies the verdict for `origin`; returns true when it answered (a preflight). */
    function apply(request: FastifyRequest, reply: FastifyReply, origin: string): boolean {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-expose-headers', exposed);
      if (request.method !== 'OPTIONS') return false;
      if (request.headers['access-control-request-method'] === undefined) {
        reply.status(400).type('text/plain').send('Invalid Preflight Request');
        return true;
      }
      reply
        .header('access-control-allow-methods', methods)
        .header('access-control-allow-headers', allowedHeaders)
        .header('access-control-max-age', maxAge)
        // Safari waits for a body on a 204 without a length.
        .header('content-length', '0')
        .status(204)
        .send();
      return true;
    }

    app.addHook('onRequest', (request, reply, done) => {
      varyOnOrigin(reply);
      const origin = request.headers.origin;
      // No Origin header: not a cross-origin browser call, nothing to allow.
      if (origin === undefined) return done();
      const known = origins.peek(origin);
      if (known !== undefined) {
        if (!known || !apply(request, reply, origin)) done();
        return;
      }
      origins.has(origin).then(
        (allowed) => {
          if (!allowed || !apply(request, reply, origin)) done();
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    });

    // Lets OPTIONS reach the hook above; an OPTIONS that is not an allowed preflight is a 404.
    app.options('*', { schema: { hide: true } }, (_request, reply) => {
      reply.callNotFound();
    });
  },
  { name: 'fx-api-cors' },
);
