/**
 * Harness of the profile screens' tests: the real portal services over a routed fake `fetch`
 * (answers by "METHOD /path", records every call), a fake session, and a memory router at the
 * given path under the real route map.
 * @module
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AuthUser } from '../../../src/contracts/auth';
import { createMemoryOperatorStore } from '../../../src/stores/session-store';
import { LocaleProvider } from '../../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../../portal/app/services';
import { SessionProvider, type Session } from '../../../portal/app/session';
import { buildRoutes } from '../../../portal/routes/build-routes';
import { correspondentFixture } from '../../src/api/fixtures';
import { fakeSession, memorySessionTokens } from '../session-fixture';

/** One recorded call. */
export interface RecordedCall {
  method: string;
  path: string;
  body: unknown;
}

/** An answer: status and JSON body (or a function of the request body). */
export type Answer =
  | { status: number; body?: unknown }
  | ((body: unknown, url: URL) => { status: number; body?: unknown });

/** A fetch that answers by route; unknown routes answer 404 ROUTE_NOT_FOUND. */
export function routedFetch(routes: Record<string, Answer | Answer[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map<string, Answer[]>(
    Object.entries(routes).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value] : [value],
    ]),
  );
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(
      new URL(String(input instanceof Request ? input.url : input), 'http://localhost'),
      init,
    );
    const url = new URL(request.url);
    const text = init?.body === undefined || init.body === null ? undefined : String(init.body);
    const body = text === undefined ? undefined : (JSON.parse(text) as unknown);
    const key = `${request.method} ${url.pathname}`;
    calls.push({ method: request.method, path: url.pathname, body });
    const queue = queues.get(key);
    const answer = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    const resolved =
      answer === undefined
        ? { status: 404, body: { statusCode: 404, code: 'ROUTE_NOT_FOUND', message: key } }
        : typeof answer === 'function'
          ? answer(body, url)
          : answer;
    return new Response(resolved.body === undefined ? null : JSON.stringify(resolved.body), {
      status: resolved.status,
      headers: resolved.body === undefined ? {} : { 'content-type': 'application/json' },
    });
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** Options of {@link renderPortal}. */
export interface RenderPortalOptions {
  path: string;
  routes?: Record<string, Answer | Answer[]>;
  user?: AuthUser;
  session?: Partial<Session>;
  locale?: 'pt-BR' | 'en-US';
}

/** Renders the portal at `path` with the demo correspondent, the fake API and a fake session. */
export function renderPortal(options: RenderPortalOptions) {
  const { fetch, calls } = routedFetch({
    'GET /api/v1/correspondents/demo': { status: 200, body: correspondentFixture() },
    'GET /api/v1/correspondents/demo/agents': { status: 200, body: [] },
    ...options.routes,
  });
  // The embedded simulator quotes through the global fetch: it gets a quiet 503 here.
  vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
  const services = createPortalServices({
    fetch,
    tokenStore: memorySessionTokens(),
    operatorStore: createMemoryOperatorStore(),
  });
  const session = fakeSession({ user: options.user, ...options.session });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [options.path] });
  const view = render(
    <ServicesProvider services={services}>
      <LocaleProvider initial={options.locale ?? 'pt-BR'}>
        <SessionProvider value={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </LocaleProvider>
    </ServicesProvider>,
  );
  return { ...view, router, calls, session, services };
}

/** Text with Intl's no-break spaces made plain, for comparisons. */
export function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
}
