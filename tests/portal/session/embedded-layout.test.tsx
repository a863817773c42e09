// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../src/contracts/auth';
import type { Locale } from '../../../src/i18n/index';
import { createMemoryOperatorStore } from '../../../src/stores/session-store';
import { EmbedProvider, type Embed } from '../../../portal/app/embed';
import { LocaleProvider } from '../../../portal/app/locale';
import { createPortalServices, ServicesProvider } from '../../../portal/app/services';
import { SessionProvider } from '../../../portal/app/session';
import { buildRoutes } from '../../../portal/routes/build-routes';
import { memorySessionTokens } from '../session-fixture';
import { CUSTOMER, routedFetch, tokensFor, userAnswer, type Routes } from './session-harness';

const HOST = 'https://demo-cambio.test';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/**
 * The whole portal at `url` as `renderPortal` draws it, inside an {@link EmbedProvider}: what
 * `<fx-checkout>`'s frame shows when `embed` is given, the plain portal otherwise.
 */
function renderPortalIn(
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

describe('login page inside the frame', () => {
  it('has no "stay signed in": the session lasts as long as the frame', async () => {
    renderPortalIn({ hostOrigin: HOST }, '/demo/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByLabelText('Senha')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText('Manter conectado')).toBeNull();
  });

  it('keeps "stay signed in" in the plain portal', async () => {
    renderPortalIn(undefined, '/demo/login', { locale: 'en-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Stay signed in' })).toBeTruthy();
  });

  it('drops the public top bar and footer inside the frame, keeps them outside', async () => {
    const { container } = renderPortalIn({ hostOrigin: HOST }, '/demo/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(container.querySelector('.topbar')).toBeNull();
    expect(container.querySelector('.site-footer')).toBeNull();
    cleanup();
    const plain = renderPortalIn(undefined, '/demo/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(plain.container.querySelector('.topbar')).not.toBeNull();
    expect(plain.container.querySelector('.site-footer')).not.toBeNull();
  });

  it('tells the host the page is up and where it is, to the host origin only', async () => {
    const { posted } = renderPortalIn({ hostOrigin: HOST }, '/demo/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(posted).toHaveBeenCalledWith({ source: 'fx-checkout', type: 'ready' }, HOST);
    expect(posted).toHaveBeenCalledWith(
      { source: 'fx-checkout', type: 'navigate', path: '/demo/login' },
      HOST,
    );
    expect(new Set(posted.mock.calls.map((call) => call[1]))).toEqual(new Set([HOST]));
  });

  it('posts nothing in the plain portal', async () => {
    const { posted } = renderPortalIn(undefined, '/demo/login');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    expect(posted).not.toHaveBeenCalled();
  });
});

describe('private layout inside the frame', () => {
  it('shows who is signed in and Sign out instead of the top bar and footer', async () => {
    const { container, location, seen } = renderPortalIn({ hostOrigin: HOST }, '/demo/app/help', {
      user: CUSTOMER,
      routes: { 'DELETE /v1/auth/user/sign_out': { body: { success: true } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Ajuda' });
    const bar = screen.getByTestId('embed-bar');
    expect(bar.textContent).toContain('Conectado como Maria Demo da Silva');
    expect(container.querySelector('.topbar')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    expect(container.querySelector('.site-footer')).toBeNull();
    // Where the frame goes next is the guard's business (route-access); here: signed out.
    fireEvent.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(screen.queryByTestId('embed-bar')).toBeNull());
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/v1/auth/user/sign_out')).toBe(
      true,
    );
    expect(location()).not.toBe('/demo/app/help');
  });

  it('words the bar in English', async () => {
    renderPortalIn({ hostOrigin: HOST }, '/demo/app/help', { user: CUSTOMER, locale: 'en-US' });
    const bar = await screen.findByTestId('embed-bar');
    expect(bar.textContent).toContain('Signed in as Maria Demo da Silva');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('keeps the top bar, its menu and the footer in the plain portal, without the bar', async () => {
    const { container } = renderPortalIn(undefined, '/demo/app/help', { user: CUSTOMER });
    await screen.findByRole('heading', { level: 1, name: 'Ajuda' });
    expect(screen.queryByTestId('embed-bar')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeTruthy();
    expect(container.querySelector('.site-footer')).not.toBeNull();
  });
});
