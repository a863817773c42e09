/**
 * The whole portal route tree as the session harness draws it (real services and session over a
 * routed fake API), inside an `EmbedProvider`: what `<fx-checkout>`'s frame shows when an embed
 * is given, the plain portal otherwise. The bridge's messages to the parent are recorded.
 * @module
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { AuthUser } from '../../src/contracts/auth';
import type { Locale } from '../../src/i18n/index';
import { createMemoryOperatorStore } from '../../src/stores/session-store';
import { EmbedProvider, type Embed } from '../../portal/app/embed';
import { LocaleProvider } from '../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../portal/app/services';
import { SessionProvider } from '../../portal/app/session';
import { buildRoutes } from '../../portal/routes/build-routes';
import { memorySessionTokens } from './session-fixture';
import { routedFetch, tokensFor, userAnswer, type Routes } from './session/session-harness';

/**
 * The whole portal at `url` as the session harness's `renderPortal` draws it, inside an
 * {@link EmbedProvider}: what `<fx-checkout>`'s frame shows when `embed` is given, the plain
 * portal otherwise.
 */
export function renderPortalIn(
  embed: Embed | undefined,
  url: string,
  options: { user?: AuthUser; routes?: Routes; locale?: Locale } = {},
) {
  // The bridge posts to the parent (the top window here, its own parent): keep it quiet.
  const posted = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  const tokens = memorySessionTokens();
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
    operatorStore: createMemoryOperatorStore(),
  });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [url] });
  const view = render(
    <EmbedProvider value={embed}>
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
  return { ...view, router, posted, location, seen: api.seen };
}
