/**
 * Renders the whole portal route tree (guards included) over a routed fake API: each test says
 * what `METHOD /path` answers, the services are the app's own (real SDK, real session store)
 * over in-memory tokens, and the router starts at a URL. Used by the session screens' tests.
 * @module
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AuthUser } from '../../../src/contracts/auth';
import type { Correspondent } from '../../../src/contracts/correspondent';
import type { SessionTokens } from '../../../src/domain/session/session-tokens';
import type { Locale } from '../../../src/i18n/index';
import { createMemoryOperatorStore, type OperatorSession } from '../../../src/stores/session-store';
import { EmbedProvider, type Embed } from '../../../portal/app/embed';
import { LocaleProvider } from '../../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../../portal/app/services';
import { SessionProvider } from '../../../portal/app/session';
import { buildRoutes } from '../../../portal/routes/build-routes';
import { correspondentFixture } from '../../src/api/fixtures';
import { authUserFixture, memorySessionTokens } from '../session-fixture';

/** One recorded request. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** An answer: status, JSON body and headers. */
export interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Answers by `METHOD /path` (path after `/api`); a function may look at the request. */
export type Routes = Record<string, Answer | ((request: SeenRequest) => Answer | Promise<Answer>)>;

/** The demo and aurora correspondents (ids 1 and 2). */
export const DEMO = correspondentFixture({ whatsapp: '+55 11 98888-7777' });
export const AURORA = correspondentFixture({
  id: 2,
  identifier: 'aurora',
  name: 'Aurora Remessas',
  primaryColor: '#6B2FBF',
});

/** Session tokens whose expiry is far away. */
export function tokensFor(uid: string, accessToken = 'token-1'): SessionTokens {
  return { accessToken, client: 'c1', uid, expiry: '4102444800', tokenType: 'Bearer' };
}

/** The token headers an answer carries. */
export function tokenHeaders(uid: string, accessToken: string): Record<string, string> {
  return {
    'access-token': accessToken,
    client: 'c1',
    uid,
    expiry: '4102444800',
    'token-type': 'Bearer',
  };
}

/** The user answer of sign-in and validate_token. */
export function userAnswer(user: AuthUser, headers?: Record<string, string>): Answer {
  return { status: 200, body: { success: true, data: user }, headers };
}

/** A fake `fetch` answering `routes`, recording every request. */
export function routedFetch(routes: Routes, correspondents: Correspondent[] = [DEMO, AURORA]) {
  const seen: SeenRequest[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const text = init?.body === undefined ? undefined : String(init.body);
    const entry: SeenRequest = {
      method: request.method,
      path,
      query: url.searchParams,
      headers: request.headers,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    seen.push(entry);
    let answer: Answer | undefined;
    const found = routes[`${request.method} ${path}`];
    if (found) answer = typeof found === 'function' ? await found(entry) : found;
    else if (request.method === 'GET' && path.startsWith('/v1/correspondents/')) {
      const identifier = decodeURIComponent(path.split('/')[3] ?? '');
      const correspondent = correspondents.find((c) => c.identifier === identifier);
      answer = correspondent
        ? { body: path.endsWith('/agents') ? [] : correspondent }
        : { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
    } else {
      answer = { status: 404, body: { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: 'x' } };
    }
    const headers = new Headers(answer.headers);
    headers.set('content-type', 'application/json');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers,
    });
  }) as typeof globalThis.fetch;
  return { fetch, seen };
}

/** Options of {@link renderPortal}. */
export interface PortalOptions {
  routes?: Routes;
  locale?: Locale;
  /** Signed in as this user (validate_token answers it) when given. */
  user?: AuthUser;
  /** An operator session kept aside (an impersonation in progress). */
  operator?: OperatorSession;
  /** Inside `<fx-checkout>`'s frame (portal/app/embed) when given. */
  embed?: Embed;
}

/** Renders the portal at `url`; answers the routes, the correspondents and (when signed in) validate_token. */
export function renderPortal(url: string, options: PortalOptions = {}) {
  const tokens = memorySessionTokens();
  const operator = createMemoryOperatorStore();
  if (options.operator) operator.set(options.operator);
  const routes: Routes = { ...options.routes };
  if (options.user) {
    tokens.set(tokensFor(options.user.email));
    routes['GET /v1/auth/user/validate_token'] ??= userAnswer(options.user);
  }
  const api = routedFetch(routes);
  const services = createPortalServices({
    baseURL: 'http://fx.test/api',
    fetch: api.fetch,
    tokenStore: tokens,
    operatorStore: operator,
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const result = render(
    <EmbedProvider value={options.embed}>
      <ServicesProvider services={services}>
        <SessionProvider>
          <LocaleProvider initial={options.locale ?? 'pt-BR'}>
            <RouterProvider router={router} />
          </LocaleProvider>
        </SessionProvider>
      </ServicesProvider>
    </EmbedProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, services, seen: api.seen, tokens, operator, location };
}

/** The sandbox customer (linked to demo only) and admin. */
export const CUSTOMER = authUserFixture({ name: 'Maria Demo da Silva', correspondents: [1] });
export const ADMIN = authUserFixture({
  id: 3,
  email: 'admin@demo.test',
  name: 'Admin Demo',
  roles: ['admin'],
  isAdmin: true,
  cpf: '39053344705',
  correspondents: [1],
});
