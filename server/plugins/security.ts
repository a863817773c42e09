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
 * @module
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
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

/** helmet on every response, with the portal's CSP and the widgets' cross-origin exception. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    await app.register(helmet, {
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
          upgradeInsecureRequests: options.https ? [] : null,
        },
      },
      // HSTS over plain http is ignored by browsers but would pin a future https host by mistake.
      strictTransportSecurity: options.https,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith(WIDGETS_PREFIX)) {
        reply.header('cross-origin-resource-policy', 'cross-origin');
      }
    });
  },
  { name: 'fx-security-headers' },
);

/** Options of the API CORS plugin. */
export interface ApiCorsOptions extends Record<string, unknown> {
  origins: AllowedOrigins;
}

/** CORS for the API scope: reflects allowed origins only. Register inside the `/api` scope. */
export const apiCorsPlugin = fp<ApiCorsOptions>(
  async (app, { origins }) => {
    await app.register(cors, {
      origin: async (origin: string | undefined) => {
        // No Origin header: not a cross-origin browser call, nothing to allow.
        if (origin === undefined) return false;
        return (await origins.has(origin)) ? origin : false;
      },
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [...ALLOWED_REQUEST_HEADERS],
      exposedHeaders: [...TOKEN_HEADERS],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'fx-api-cors' },
);
