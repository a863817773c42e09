// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  paperMoneyFiltersFromSearch,
  paperMoneyQuery,
} from '../../../portal/pages/reports/PaperMoneyHistoryPage';
import { plain } from '../profile/profile-harness';
import { paperMoneyItemFixture, paperMoneyListFixture } from './paper-money-fixtures';
import { renderPortalAt } from './panel-harness';

const LIST = 'GET /api/v1/transactions/users/52998224725';
const PATH = '/demo/app/reports/paper-money';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = () =>
  paperMoneyListFixture(
    [
      paperMoneyItemFixture({
        id: 44,
        status: 'DELIVERED',
        deliveryMethod: 'withdrawal',
        currency: 'EUR',
        amount: { value: 50000, divisor: 100, precision: 2, currency: 'EUR' },
        withdrawalCode: '4821-7730',
      }),
      paperMoneyItemFixture({ id: 43, status: 'DELIVERED', deliveryMethod: 'shop' }),
      paperMoneyItemFixture(),
    ],
    23,
  );

describe('History: Paper money (spec operations §2.7, §3.23)', () => {
  it('lists status, currency amount, delivery kind and date, linking the detail (pt-BR)', async () => {
    const { urls } = renderPortalAt({
      path: PATH,
      routes: { [LIST]: { status: 200, body: rows() } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Histórico: Papel-moeda/ }),
    ).toBeTruthy();
    const [withdrawal, shop, shipment] = await screen.findAllByTestId('history-row');
    expect(plain(withdrawal?.textContent)).toContain('Pronto para saque');
    expect(plain(withdrawal?.textContent)).toContain('€ 500,00');
    expect(plain(withdrawal?.textContent)).toContain('Saque em caixa eletrônico');
    expect(plain(shop?.textContent)).toContain('Entregue');
    expect(plain(shop?.textContent)).toContain('Retirada na loja');
    expect(plain(shipment?.textContent)).toContain('Aguardando pagamento');
    expect(plain(shipment?.textContent)).toContain('US$ 1.000,00');
    expect(plain(shipment?.textContent)).toContain('Entrega em casa');
    expect(plain(shipment?.textContent)).toContain('22/11/2026');
    expect(
      within(shipment as HTMLElement)
        .getByRole('link', { name: 'Operação 42' })
        .getAttribute('href'),
    ).toBe('/demo/app/reports/paper-money/show/42');
    const first = urls.find((url) => url.startsWith('/api/v1/transactions/users/52998224725?'));
    expect(first).toContain('page=1');
    expect(first).toContain('paginate=10');
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    expect(screen.queryByText(/em breve|coming soon/i)).toBeNull();
  });

  it('maps the filter modal (status, currency, delivery method, period) to the query (en-US)', async () => {
    const { urls, router } = renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: { [LIST]: { status: 200, body: rows() } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /History: Paper money/ }),
    ).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Operation filter' });
    fireEvent.change(within(dialog).getByLabelText('Filter by status'), {
      target: { value: 'DELIVERED' },
    });
    fireEvent.change(within(dialog).getByLabelText('Filter by currency'), {
      target: { value: 'EUR' },
    });
    fireEvent.change(within(dialog).getByLabelText('Filter by delivery method'), {
      target: { value: 'withdrawal' },
    });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const last = urls.filter((url) => url.startsWith('/api/v1/transactions/')).at(-1) ?? '';
      const query = new URL(last, 'http://x').searchParams;
      expect(query.get('status')).toBe('DELIVERED');
      expect(query.get('currency')).toBe('EUR');
      expect(query.get('deliveryMethod')).toBe('withdrawal');
      expect(query.get('startDate')).toBe('2026-11-01');
      expect(query.get('endDate')).toBe('2026-11-30');
    });
    expect(plain(screen.getByTestId('active-filters').textContent)).toContain(
      'Delivered, EUR, ATM withdrawal, 11/1/2026 – 11/30/2026',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('links the other histories, marking this one', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: { [LIST]: { status: 200, body: rows() } },
    });
    const kinds = await screen.findByRole('navigation', { name: 'Operation kinds' });
    expect(
      within(kinds).getByRole('link', { name: 'Paper money' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(kinds).getByRole('link', { name: 'Outbound' }).getAttribute('href')).toBe(
      '/demo/app/reports/remittance/outbound',
    );
    expect(within(kinds).getByRole('link', { name: 'Inbound' })).toBeTruthy();
  });

  it('shows the empty state with New Operation to the paper-money checkout', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: { [LIST]: { status: 200, body: paperMoneyListFixture([]) } },
    });
    const empty = await screen.findByTestId('history-empty');
    expect(plain(empty.textContent)).toContain('You have not made any operation yet.');
    expect(within(empty).getByRole('link', { name: 'New Operation' }).getAttribute('href')).toBe(
      '/demo/app/checkout/paper-money/operation',
    );
  });

  it('reads only valid filters from the URL', () => {
    const { filters, page } = paperMoneyFiltersFromSearch(
      new URLSearchParams('status=COMPLETED&currency=USD&deliveryMethod=drone&page=3'),
    );
    // COMPLETED is a remittance status, not a paper-money one.
    expect(filters).toEqual({
      status: undefined,
      currency: 'USD',
      deliveryMethod: undefined,
      startDate: undefined,
      endDate: undefined,
    });
    expect(paperMoneyQuery({ ...filters, deliveryMethod: 'shop' }, page)).toEqual({
      page: 3,
      paginate: 10,
      currency: 'USD',
      deliveryMethod: 'shop',
    });
  });
});
