/**
 * Renders one operations component alone (the real portal services over a routed fake `fetch`,
 * the demo correspondent, the locale and a memory router for its links), or the whole portal at
 * a path with a signed-in customer, recording each request's query.
 * @module
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AuthUser } from '../../../src/contracts/auth';
import { createMemoryOperatorStore } from '../../../src/stores/session-store';
import { CorrespondentContext } from '../../../portal/app/correspondent-context';
import { LocaleProvider } from '../../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../../portal/app/services';
import { SessionProvider } from '../../../portal/app/session';
import { buildRoutes } from '../../../portal/routes/build-routes';
import { correspondentFixture } from '../../src/api/fixtures';
import { routedFetch, type Answer } from '../profile/profile-harness';
import { authUserFixture, fakeSession, memorySessionTokens } from '../session-fixture';

/** Renders `node` at `path` (default `/demo/app`) with the fake API answering `routes`. */
export function renderWithServices(
  node: ReactNode,
  routes: Record<string, Answer | Answer[]>,
  locale: 'pt-BR' | 'en-US' = 'pt-BR',
  path = '/demo/app',
) {
  const { fetch, calls } = routedFetch(routes);
  const services = createPortalServices({
    fetch,
    tokenStore: memorySessionTokens(),
    operatorStore: createMemoryOperatorStore(),
  });
  const router = createMemoryRouter([{ path: '*', element: node }], {
    initialEntries: [path],
  });
  const view = render(
    <ServicesProvider services={services}>
      <LocaleProvider initial={locale}>
        <CorrespondentContext.Provider value={correspondentFixture()}>
          <RouterProvider router={router} />
        </CorrespondentContext.Provider>
      </LocaleProvider>
    </ServicesProvider>,
  );
  return { ...view, calls, router };
}

/** Options of {@link renderPortalAt}. */
export interface RenderPortalAtOptions {
  path: string;
  routes?: Record<string, Answer | Answer[]>;
  user?: AuthUser;
  locale?: 'pt-BR' | 'en-US';
}

/**
 * Renders the whole portal (real route map) at `path`, signed in as `user`, with the fake API;
 * `urls` records every request's path and query (`/api/v1/…?page=1&…`).
 */
export function renderPortalAt(options: RenderPortalAtOptions) {
  const { fetch: routed, calls } = routedFetch({
    'GET /api/v1/correspondents/demo': { status: 200, body: correspondentFixture() },
    'GET /api/v1/correspondents/demo/agents': { status: 200, body: [] },
    ...options.routes,
  });
  const urls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    urls.push(`${url.pathname}${url.search}`);
    return routed(input, init);
  }) as typeof globalThis.fetch;
  vi.stubGlobal('fetch', async () => new Response(null, { status: 503 }));
  const services = createPortalServices({
    fetch,
    tokenStore: memorySessionTokens(),
    operatorStore: createMemoryOperatorStore(),
  });
  const session = fakeSession({ user: options.user ?? authUserFixture() });
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
  return { ...view, router, calls, urls };
}
