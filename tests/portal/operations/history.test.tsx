// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filtersFromSearch, historyQuery } from '../../../portal/pages/reports/OutboundHistoryPage';
import { plain } from '../profile/profile-harness';
import { reportItemFixture, reportListFixture } from './operations-fixtures';
import { renderPortalAt } from './panel-harness';

const LIST = 'GET /api/v1/remittances/user/52998224725';
const PATH = '/demo/app/reports/remittance/outbound';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rows = () =>
  reportListFixture(
    [
      reportItemFixture({
        id: 43,
        status: 'COMPLETED',
        amount: { value: 250050, divisor: 100, precision: 2, currency: 'EUR' },
        currency: 'EUR',
        country: 'DE',
      }),
      reportItemFixture(),
    ],
    23,
  );

describe('History: Outbound (spec operations §2.7, §3.23)', () => {
  it('lists the rows with status labels, money per locale and a link to the detail (pt-BR)', async () => {
    const { urls } = renderPortalAt({
      path: PATH,
      routes: { [LIST]: { status: 200, body: rows() } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /Histórico: Envios/ }),
    ).toBeTruthy();
    const [first, second] = await screen.findAllByTestId('history-row');
    expect(plain(first?.textContent)).toContain('€ 2.500,50');
    expect(plain(first?.textContent)).toContain('Concluída');
    expect(plain(first?.textContent)).toContain('Alemanha');
    expect(plain(second?.textContent)).toContain('US$ 1.000,00');
    expect(plain(second?.textContent)).toContain('Aguardando pagamento');
    expect(plain(second?.textContent)).toContain('22/11/2026');
    expect(
      within(second as HTMLElement)
        .getByRole('link', { name: 'Operação 42' })
        .getAttribute('href'),
    ).toBe('/demo/app/reports/remittance/outbound/show/42');
    expect(
      urls.some(
        (url) =>
          url.startsWith('/api/v1/remittances/user/52998224725?') &&
          url.includes('page=1') &&
          url.includes('limit=10') &&
          url.includes('type=outbound'),
      ),
    ).toBe(true);
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
  });

  it('pages forward and keeps the page in the URL (en-US)', async () => {
    const { urls, router } = renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: { [LIST]: { status: 200, body: rows() } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.some((url) => url.includes('page=2'))).toBe(true));
    expect(router.state.location.search).toBe('?page=2');
    // The second page loads before its pager shows again.
    expect(await screen.findByRole('button', { name: 'Previous' })).toBeTruthy();
  });

  it('maps the filter modal to the query, and clears it', async () => {
    const { urls, router } = renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: { [LIST]: { status: 200, body: rows() } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Operation filter' });
    fireEvent.change(within(dialog).getByLabelText('Filter by status'), {
      target: { value: 'COMPLETED' },
    });
    fireEvent.change(within(dialog).getByLabelText('Filter by currency'), {
      target: { value: 'EUR' },
    });
    fireEvent.change(within(dialog).getByLabelText('Filter by purpose'), {
      target: { value: 'STUDIES' },
    });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const last = urls.filter((url) => url.startsWith('/api/v1/remittances/')).at(-1) ?? '';
      const query = new URL(last, 'http://x').searchParams;
      expect(query.get('status')).toBe('COMPLETED');
      expect(query.get('currency')).toBe('EUR');
      expect(query.get('quotation.purposeCode')).toBe('STUDIES');
      expect(query.get('startDate')).toBe('2026-11-01');
      expect(query.get('endDate')).toBe('2026-11-30');
      expect(query.get('page')).toBe('1');
    });
    expect(plain(screen.getByTestId('active-filters').textContent)).toContain(
      'Completed, EUR, Studies',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('refuses a period that ends before it starts', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: { [LIST]: { status: 200, body: rows() } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Operation filter' });
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-30' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-11-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    expect(
      await within(dialog).findByText('The start date must come before the end date.'),
    ).toBeTruthy();
  });

  it('shows the empty state with New Operation, and the error state with retry', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [LIST]: [
          { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' } },
          { status: 200, body: reportListFixture([]) },
        ],
      },
    });
    expect(await screen.findByText('We could not load your operations.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const empty = await screen.findByTestId('history-empty');
    expect(within(empty).getByText('You have not made any operation yet.')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'New Operation' }).getAttribute('href')).toBe(
      '/demo/app/checkout/remittance/outbound',
    );
  });

  it('shows delivery method, reference number and invoice columns only when a row has one', async () => {
    const { unmount } = renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: { [LIST]: { status: 200, body: rows() } },
    });
    await screen.findAllByTestId('history-row');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Operation',
      'Date',
      'Status',
      'Currency',
      'Amount',
      'Country',
    ]);
    unmount();
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [LIST]: {
          status: 200,
          body: reportListFixture([
            reportItemFixture({ invoiceId: 'INV-7', moneygramReferenceNumber: '12345678' }),
          ]),
        },
      },
    });
    const [row] = await screen.findAllByTestId('history-row');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Invoice');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain(
      'Reference number',
    );
    expect(plain(row?.textContent)).toContain('INV-7');
  });

  it('reads the filters from the URL, ignoring invalid values', () => {
    const { filters, page } = filtersFromSearch(
      new URLSearchParams('status=NOPE&currency=USD&purpose=SERVICES&startDate=2026-1-1&page=3'),
    );
    expect(filters).toEqual({
      status: undefined,
      currency: 'USD',
      purpose: 'SERVICES',
      startDate: undefined,
      endDate: undefined,
    });
    expect(historyQuery(filters, page)).toEqual({
      page: 3,
      limit: 10,
      type: 'outbound',
      currency: 'USD',
      'quotation.purposeCode': 'SERVICES',
    });
  });
});
