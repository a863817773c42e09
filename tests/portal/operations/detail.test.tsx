// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pollInterval } from '../../../portal/pages/reports/OutboundReportPage';
import { plain } from '../profile/profile-harness';
import {
  detailFixture,
  dynamicPixFixture,
  fromNow,
  reportItemFixture,
  reportListFixture,
} from './operations-fixtures';
import { renderPortalAt } from './panel-harness';

const DETAIL = 'GET /api/v1/remittances/users/52998224725/outbound/42';
const PAYMENT = 'GET /api/v1/payments/users/52998224725/resource/42';
const PATH = '/demo/app/reports/remittance/outbound/show/42';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Operation detail (spec operations §2.7, §3.22)', () => {
  it.each([
    {
      locale: 'en-US' as const,
      rows: [
        ['Your exchange rate', 'R$5.3215'],
        ['Commercial reference rate', 'R$5.2429'],
        ['Spread', '1.50%'],
        ['IOF (1.10%)', 'R$58.53'],
        ['Bank fee', 'R$30.00'],
        ['VET (effective total rate)', 'R$5.4321'],
        ['Total to pay', 'R$5,432.10'],
      ],
    },
    {
      locale: 'pt-BR' as const,
      rows: [
        ['Sua taxa de câmbio', 'R$ 5,3215'],
        ['Taxa comercial de referência', 'R$ 5,2429'],
        ['Spread', '1,50%'],
        ['IOF (1,10%)', 'R$ 58,53'],
        ['Tarifa bancária', 'R$ 30,00'],
        ['VET (valor efetivo total)', 'R$ 5,4321'],
        ['Total a pagar', 'R$ 5.432,10'],
      ],
    },
  ])(
    'shows the stored rate and what it is made of, as the simulator names them ($locale)',
    async ({ locale, rows }) => {
      renderPortalAt({
        path: PATH,
        locale,
        routes: {
          [DETAIL]: { status: 200, body: detailFixture() },
          [PAYMENT]: { status: 200, body: dynamicPixFixture() },
        },
      });
      const breakdown = await screen.findByTestId('rate-breakdown');
      expect(
        [...breakdown.querySelectorAll('[data-row]')].map((row) => [
          plain(row.querySelector('dt')?.textContent ?? ''),
          plain(row.querySelector('dd')?.textContent ?? ''),
        ]),
      ).toEqual(rows);
    },
  );

  it('shows the title, timeline, information, countdown and payment data (en-US)', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: { status: 200, body: detailFixture() },
        [PAYMENT]: { status: 200, body: dynamicPixFixture() },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Operation ID: 42/ })).toBeTruthy();
    const timeline = await screen.findByTestId('timeline');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => plain(step.textContent))).toEqual([
      expect.stringContaining('Created'),
      expect.stringContaining('Awaiting payment'),
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    const info = plain(screen.getByTestId('operation-info').textContent);
    for (const text of [
      '$1,000.00',
      'R$5.3215',
      'R$5.4321',
      'R$58.53',
      'R$30.00',
      'R$5,432.10',
      'Hans Müller',
      'Germany',
      // The IBAN in groups of four, as the customer reads it on a statement.
      'DE89 3704 0044 0532 0130 00',
      'Someone else (resident maintenance)',
      'Dynamic PIX (QR code)',
    ]) {
      expect(info).toContain(text);
    }
    expect(
      screen.getByRole('heading', { name: 'Time remaining to make the payment' }),
    ).toBeTruthy();
    expect(screen.getByTestId('detail-countdown').textContent).toMatch(/^(30:0[01]|29:5\d)$/);
    expect(await screen.findByTestId('payment-brcode')).toBeTruthy();
    expect(screen.getAllByText(/held by the same person registered/)).toHaveLength(1);
  });

  it('words the timeline in Portuguese with 24-hour times', async () => {
    renderPortalAt({
      path: PATH,
      routes: {
        [DETAIL]: {
          status: 200,
          body: detailFixture({
            status: 'COMPLETED',
            paymentExpiresAt: null,
            events: [
              { status: 'CREATED', at: '2026-11-22T17:05:00.000Z' },
              { status: 'AWAITING_PAYMENT', at: '2026-11-22T17:05:01.000Z' },
              { status: 'PAYMENT_APPROVED', at: '2026-11-22T17:20:00.000Z' },
              { status: 'PROCESSING', at: '2026-11-22T17:20:05.000Z' },
              { status: 'COMPLETED', at: '2026-11-22T17:21:00.000Z' },
            ],
          }),
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: /ID da operação: 42/ }),
    ).toBeTruthy();
    const labels = within(await screen.findByTestId('timeline'))
      .getAllByRole('listitem')
      .map((step) => plain(step.textContent));
    expect(labels[2]).toMatch(/^Pagamento aprovado\d{2}\/\d{2}\/2026 \d{2}:\d{2}$/);
    expect(labels[4]).toContain('Concluída');
    expect(screen.queryByTestId('payment-panel')).toBeNull();
    expect(screen.queryByText('Tempo restante para realizar o pagamento')).toBeNull();
  });

  it('refreshes while the operation moves and stops on a final status', async () => {
    const { urls } = renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: [
          { status: 200, body: detailFixture({ status: 'PROCESSING', paymentExpiresAt: null }) },
          { status: 200, body: detailFixture({ status: 'COMPLETED', paymentExpiresAt: null }) },
        ],
      },
    });
    expect(
      await screen.findByText('Following the operation: this page updates by itself.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Completed').length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    const count = urls.filter((url) => url.includes('/outbound/42')).length;
    expect(count).toBe(2);
    expect(screen.queryByText('Following the operation: this page updates by itself.')).toBeNull();
    expect(pollInterval('COMPLETED')).toBeUndefined();
    expect(pollInterval('PAYMENT_APPROVED')).toBe(3000);
  }, 10_000);

  it('after the sandbox payment, refreshes the detail', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: [
          { status: 200, body: detailFixture() },
          {
            status: 200,
            body: detailFixture({ status: 'PAYMENT_APPROVED', paymentExpiresAt: null }),
          },
        ],
        [PAYMENT]: { status: 200, body: dynamicPixFixture() },
        'GET /api/sandbox/mailbox': { status: 200, body: [] },
        'POST /api/sandbox/operations/42/pay': {
          status: 200,
          body: { id: 42, status: { key: 'PAYMENT_APPROVED' }, paidAt: fromNow(0), changed: true },
        },
      },
    });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Simulate payment received (sandbox)' }),
    );
    await waitFor(() => expect(screen.queryByTestId('payment-panel')).toBeNull());
    expect(screen.getAllByText('Payment approved').length).toBeGreaterThan(0);
  });

  it('says when the operation does not exist', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } },
      },
    });
    expect(await screen.findByText('Operation not found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to history' }).getAttribute('href')).toBe(
      '/demo/app/reports/remittance/outbound',
    );
  });
});

describe('Latest Operations on the home (spec operations §2.7)', () => {
  it('lists the last operations with links, See all operations and Create new operation', async () => {
    const { urls } = renderPortalAt({
      path: '/demo/app',
      locale: 'en-US',
      routes: {
        // The outbound list has one operation; the inbound list (same path, its query) none.
        'GET /api/v1/remittances/user/52998224725': (_body, url) => ({
          status: 200,
          body: reportListFixture(
            url.searchParams.get('type') === 'inbound' ? [] : [reportItemFixture()],
          ),
        }),
      },
    });
    const list = await screen.findByTestId('latest-operations');
    const link = within(list).getByRole('link');
    expect(link.getAttribute('href')).toBe('/demo/app/reports/remittance/outbound/show/42');
    expect(plain(link.textContent)).toContain('$1,000.00');
    expect(plain(link.textContent)).toContain('Awaiting payment');
    expect(screen.getByRole('link', { name: 'See all operations' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create new operation' })).toBeTruthy();
    expect(urls.some((url) => url.includes('limit=5'))).toBe(true);
  });
});

describe('Operation detail: held and card operations (spec operations §2.7, §4.4)', () => {
  it('says what happens next while documents are reviewed, without payment data', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: {
          status: 200,
          body: detailFixture({ status: 'WAITING_DOCUMENT_APPROVAL', paymentExpiresAt: null }),
        },
      },
    });
    expect(
      await screen.findByText(
        'After approval, you will receive an e-mail with the PIX key or the bank transfer data.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('payment-panel')).toBeNull();
  });

  it('links a card operation awaiting payment to its credit-card payment page', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: { [DETAIL]: { status: 200, body: detailFixture({ paymentMethod: 'CREDIT_CARD' }) } },
    });
    expect(
      (await screen.findByRole('link', { name: 'Pay by credit card' })).getAttribute('href'),
    ).toBe('/demo/app/reports/remittance/outbound/show/42/payment');
    expect(screen.queryByTestId('payment-panel')).toBeNull();
  });
});
