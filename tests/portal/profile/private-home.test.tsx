// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authUserFixture } from '../session-fixture';
import { correspondentFixture } from '../../src/api/fixtures';
import { quickActions } from '../../../portal/pages/PrivateHomePage';
import { limitAnswerFixture } from '../../src/api/customer-fixtures';
import { plain, renderPortal, type Answer } from './profile-harness';
import { reportItemFixture, reportListFixture } from '../operations/operations-fixtures';
import { paperMoneyItemFixture, paperMoneyListFixture } from '../operations/paper-money-fixtures';

const LIMIT = 'GET /api/customers/v1/physicals/52998224725/limit';
const PAPER_MONEY = 'GET /api/v1/transactions/users/52998224725';

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
        [PAPER_MONEY]: { status: 200, body: { items: [], page: 1, limit: 5, total: 0 } },
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
    // A company is greeted by its name, as in the top bar: never by its first word ('Empresa').
    expect((await screen.findByTestId('greeting')).textContent).toBe('Hello Empresa Demo Ltda');
    expect(screen.getByRole('heading', { name: 'Company limit' })).toBeTruthy();
    const quick = screen.getByRole('heading', { name: 'Quick actions' }).parentElement;
    const labels = within(quick as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Send money abroad', 'My data', 'Help']);
    // Its card reads the company's capital limit (issue 20), never an individual's.
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/customers/v1/legals/11222333000181/limit'),
      ).toBe(true),
    );
    expect(calls.some((call) => call.path.includes('/physicals/'))).toBe(false);
  });

  it.each(['/demo/app', '/demo/app/profile'])(
    'gives an administrator on %s no operational-limit card and asks for no limit (issue 19, item 8)',
    async (path) => {
      const { calls } = renderPortal({
        path,
        user: authUserFixture({
          email: 'admin@demo.test',
          name: 'Admin Demo',
          roles: ['admin'],
          cpf: '39053344705',
          isAdmin: true,
        }),
      });
      await screen.findByRole('heading', { level: 1 });
      // The greeting or the profile menu has rendered: the card would sit beside it.
      await waitFor(() => expect(screen.queryAllByRole('link').length).toBeGreaterThan(0));
      expect(screen.queryByTestId('limit-card')).toBeNull();
      expect(screen.queryByRole('link', { name: /limite/i })).toBeNull();
      expect(calls.some((call) => call.path.endsWith('/limit'))).toBe(false);
    },
  );
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
    // The router's location moves before the profile screen (its own chunk) renders.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
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

describe('paper money on the home (spec operations §2.7; issue 17)', () => {
  const usd = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'USD' });
  const brl = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'BRL' });
  const ready = paperMoneyItemFixture({
    id: 51,
    status: 'DELIVERED',
    deliveryMethod: 'withdrawal',
    createdAt: '2026-11-24T12:00:00.000Z',
    amount: usd(150000),
    total: brl(840000),
    withdrawalCode: '4821-7730',
  });
  const shipped = paperMoneyItemFixture({
    id: 50,
    status: 'PROCESSING',
    createdAt: '2026-11-20T12:00:00.000Z',
  });
  const remittance = reportItemFixture({ id: 42, createdAt: '2026-11-22T17:05:00.000Z' });

  function renderHome(
    locale: 'pt-BR' | 'en-US',
    paperMoney: Answer,
    { sent = [remittance], received = [] as ReturnType<typeof reportItemFixture>[] } = {},
  ) {
    return renderPortal({
      path: '/demo/app',
      locale,
      user: authUserFixture(),
      routes: {
        [LIMIT]: { status: 200, body: limitAnswerFixture() },
        // One path for both directions: the query's type picks the list.
        'GET /api/v1/remittances/user/52998224725': (_body, url) => ({
          status: 200,
          body: reportListFixture(url.searchParams.get('type') === 'inbound' ? received : sent),
        }),
        [PAPER_MONEY]: paperMoney,
      },
    });
  }

  it('shows the balance pending withdrawal with value, reference and both copies (pt-BR)', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = renderHome('pt-BR', {
      status: 200,
      body: paperMoneyListFixture([ready, shipped]),
    });
    const block = await screen.findByTestId('pending-withdrawals');
    expect(within(block).getByRole('heading', { name: 'Saldo pendente de saque' })).toBeTruthy();
    const items = within(block).getAllByTestId('pending-withdrawal');
    // The processing shipment is no pending withdrawal.
    expect(items).toHaveLength(1);
    expect(plain(items[0]?.textContent)).toContain('US$ 1.500,00');
    expect(within(block).getByTestId('pending-withdrawal-code').textContent).toBe('4821-7730');

    fireEvent.click(within(block).getByRole('button', { name: 'Copiar Número de referência' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('4821-7730'));
    expect(await within(block).findByText('Copiado!')).toBeTruthy();

    fireEvent.click(within(block).getByRole('button', { name: 'Copiar mensagem de saque' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(2));
    const message = plain(String(writeText.mock.calls.at(-1)?.at(0)));
    expect(message).toContain('Beneficiário: Ana Cliente Demo');
    expect(message).toContain('País: Brasil');
    expect(message).toContain('Moeda: USD 1.500,00');
    expect(message).toContain('Número de referência (código de saque): 4821-7730');
    expect(message).toContain('Country: Brazil');
    expect(message).toContain('Withdrawal locations: ');
    expect(
      calls.some(
        (call) => call.path === '/api/v1/transactions/users/52998224725' && call.method === 'GET',
      ),
    ).toBe(true);
  });

  it('merges paper-money purchases into Latest Operations, newest first (en-US)', async () => {
    renderHome('en-US', { status: 200, body: paperMoneyListFixture([ready, shipped]) });
    const list = await screen.findByTestId('latest-operations');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/demo/app/reports/paper-money/show/51',
      '/demo/app/reports/remittance/outbound/show/42',
      '/demo/app/reports/paper-money/show/50',
    ]);
    expect(plain(links[0]?.textContent)).toContain('Ready for withdrawal');
  });

  it('lists money received from abroad too, each opening the inbound detail (pt-BR)', async () => {
    const received = reportItemFixture({ id: 7, createdAt: '2026-11-23T09:00:00.000Z' });
    const { calls } = renderHome(
      'pt-BR',
      { status: 200, body: paperMoneyListFixture([ready, shipped]) },
      { received: [received] },
    );
    const list = await screen.findByTestId('latest-operations');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/demo/app/reports/paper-money/show/51',
      '/demo/app/reports/remittance/inbound/show/7',
      '/demo/app/reports/remittance/outbound/show/42',
      '/demo/app/reports/paper-money/show/50',
    ]);
    expect(
      calls.filter((call) => call.path === '/api/v1/remittances/user/52998224725'),
    ).toHaveLength(2);
  });

  it('a customer who has only received money sees it, not "no operation done" (en-US)', async () => {
    const received = reportItemFixture({ id: 7, createdAt: '2026-11-23T09:00:00.000Z' });
    renderHome(
      'en-US',
      { status: 200, body: paperMoneyListFixture([]) },
      { sent: [], received: [received] },
    );
    const list = await screen.findByTestId('latest-operations');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(
      screen.queryByText('No operation done, click the button below to make a new operation.'),
    ).toBeNull();
  });

  it('says when the pending withdrawals could not be checked, and keeps the remittances', async () => {
    renderHome('en-US', { status: 500, body: {} });
    expect(await screen.findByText('We could not check your pending withdrawals.')).toBeTruthy();
    const list = await screen.findByTestId('latest-operations');
    expect(within(list).getAllByRole('link')).toHaveLength(1);
  });

  it('shows no block when nothing waits at the ATM', async () => {
    renderHome('en-US', { status: 200, body: paperMoneyListFixture([shipped]) });
    await screen.findByTestId('latest-operations');
    expect(screen.queryByTestId('pending-withdrawals')).toBeNull();
  });
});

describe('quick actions (issue 19, item 5)', () => {
  const t = (key: string) => key;

  it('offers each built operation the correspondent has switched on, never the transfer network', () => {
    const all = correspondentFixture({
      isRemittanceActive: true,
      isPaperMoneyActive: true,
      isMoneygramActive: true,
    });
    expect(quickActions(all, false, t).map((action) => action.route)).toEqual([
      'checkout-remittance-outbound',
      'checkout-paper-money',
      'checkout-remittance-inbound',
      'profile-data',
      'help',
    ]);
    expect(quickActions(all, true, t).map((action) => action.route)).toEqual([
      'checkout-remittance-outbound',
      'profile-data',
      'help',
    ]);
  });

  it('come before every block that loads, so nothing arriving later moves them', async () => {
    renderPortal({
      path: '/demo/app',
      user: authUserFixture(),
      routes: { [LIMIT]: { status: 200, body: limitAnswerFixture() } },
    });
    const quick = await screen.findByRole('heading', { name: 'Ações rápidas' });
    const later = [
      await screen.findByTestId('limit-card'),
      screen.getByRole('heading', { name: 'Últimas operações' }),
    ];
    for (const block of later) {
      expect(quick.compareDocumentPosition(block) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});
