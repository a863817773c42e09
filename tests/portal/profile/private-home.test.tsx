// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUserFixture } from '../session-fixture';
import { limitAnswerFixture } from '../../src/api/customer-fixtures';
import { plain, renderPortal } from './profile-harness';

const LIMIT = 'GET /api/customers/v1/physicals/52998224725/limit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('private home (spec platform §2.3 "Private home")', () => {
  it('greets with the capitalised first name and shows the limit card at 32.5%', async () => {
    renderPortal({
      path: '/demo/app',
      user: authUserFixture({ name: 'ANA cliente demo' }),
      routes: { [LIMIT]: { status: 200, body: limitAnswerFixture() } },
    });
    expect((await screen.findByTestId('greeting')).textContent).toBe('Olá, Ana');
    await waitFor(() =>
      expect(screen.getByTestId('limit-percentage').textContent).toBe('32,50% utilizado'),
    );
    const card = screen.getByTestId('limit-card');
    expect(plain(card.textContent)).toContain('US$ 3.250,00');
    expect(plain(card.textContent)).toContain('US$ 6.750,00');
    expect(plain(card.textContent)).toContain('US$ 10.000,00');
  });

  it('words the home in English: Hello, Latest Operations and its empty state', async () => {
    renderPortal({
      path: '/demo/app',
      locale: 'en-US',
      user: authUserFixture(),
      routes: {
        [LIMIT]: { status: 200, body: limitAnswerFixture() },
        'GET /api/v1/remittances/user/52998224725': {
          status: 200,
          body: { items: [], page: 1, limit: 5, total: 0 },
        },
      },
    });
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello Ana');
    expect(screen.getByRole('heading', { name: 'Latest Operations' })).toBeTruthy();
    expect(
      await screen.findByText('No operation done, click the button below to make a new operation.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all operations' }).getAttribute('href')).toBe(
      '/demo/app/reports',
    );
    expect(screen.getByRole('link', { name: 'Create new operation' }).getAttribute('href')).toBe(
      '/demo/app/checkout',
    );
    expect(
      screen.getByRole('link', { name: 'Request a limit increase' }).getAttribute('href'),
    ).toBe('/demo/app/profile/update-limit');
  });

  it('shows US$ 0,00 and 0% when the customer has no limit record', async () => {
    renderPortal({
      path: '/demo/app',
      user: authUserFixture(),
      routes: {
        [LIMIT]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } },
      },
    });
    await screen.findByTestId('greeting');
    await waitFor(() =>
      expect(screen.getByTestId('limit-percentage').textContent).toBe('0,00% utilizado'),
    );
    expect(plain(screen.getByTestId('limit-card').textContent)).toContain('US$ 0,00');
  });

  it('gives a company its own card and only the operations open to companies', async () => {
    const { calls } = renderPortal({
      path: '/demo/app',
      locale: 'en-US',
      user: authUserFixture({ cpf: undefined, cnpj: '11222333000181', name: 'Empresa Demo Ltda' }),
    });
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello Empresa');
    expect(screen.getByRole('heading', { name: 'Company limit' })).toBeTruthy();
    const quick = screen.getByRole('heading', { name: 'Quick actions' }).parentElement;
    const labels = within(quick as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Send money abroad', 'My data', 'Help']);
    expect(calls.some((call) => call.path.endsWith('/limit'))).toBe(false);
  });
});

describe('update-profile modal (spec platform §2.3, §4 "Compliance")', () => {
  it('asks a user who needs a compliance update to update, and Continuar leads to the profile data', async () => {
    const { router } = renderPortal({
      path: '/demo/app',
      user: authUserFixture({ needsComplianceUpdate: true }),
      routes: {
        [LIMIT]: { status: 200, body: limitAnswerFixture() },
        'GET /api/customers/v1/physicals/52998224725': { status: 500, body: {} },
      },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Atualização cadastral' });
    expect(dialog.textContent).toContain(
      'Para continuar operando na plataforma, atualize seu cadastro',
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('alertdialog')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/app/profile/me'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('signs out with Sair and goes to the public home', async () => {
    const signOut = vi.fn(async () => undefined);
    const { router } = renderPortal({
      path: '/demo/app',
      locale: 'en-US',
      user: authUserFixture({ needsComplianceUpdate: true }),
      session: { signOut },
      routes: { [LIMIT]: { status: 200, body: limitAnswerFixture() } },
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Profile update' });
    expect(dialog.textContent).toContain(
      'To continue using the platform, please update your profile.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(signOut).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo'));
  });

  it('stays away from a user without a pending update', async () => {
    renderPortal({
      path: '/demo/app',
      user: authUserFixture(),
      routes: { [LIMIT]: { status: 200, body: limitAnswerFixture() } },
    });
    await screen.findByTestId('greeting');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
