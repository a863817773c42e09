// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalIn } from '../embedded-portal';
import { CUSTOMER } from './session-harness';

const HOST = 'https://demo-cambio.test';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

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
