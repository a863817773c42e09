// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paperMoneyPollInterval } from '../../../portal/pages/reports/PaperMoneyReportPage';
import { plain } from '../profile/profile-harness';
import { dynamicPixFixture } from './operations-fixtures';
import { paperMoneyDetailFixture, readyWithdrawalFixture } from './paper-money-fixtures';
import { renderPortalAt } from './panel-harness';

const DETAIL = 'GET /api/v1/transactions/users/52998224725/operations/42';
const PAYMENT = 'GET /api/v1/payments/users/52998224725/resource/42';
const PATH = '/demo/app/reports/paper-money/show/42';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Paper-money detail (spec operations §2.7, §3.22)', () => {
  it('shows the countdown, the QR code and the shipment information while awaiting payment (en-US)', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: { status: 200, body: paperMoneyDetailFixture() },
        [PAYMENT]: { status: 200, body: dynamicPixFixture() },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Operation ID: 42/ })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Time remaining to make the payment' }),
    ).toBeTruthy();
    expect(screen.getByTestId('detail-countdown').textContent).toMatch(/^(30:0[01]|29:5\d)$/);
    expect(await screen.findByTestId('payment-brcode')).toBeTruthy();
    const info = plain(screen.getByTestId('operation-info').textContent);
    for (const text of [
      '$1,000.00',
      'R$5.5123',
      'R$60.63',
      'R$5.6029',
      'Delivery feeR$29.90',
      'R$5,632.80',
      'Dynamic PIX (QR code)',
      'Home delivery',
      'Rua das Flores, 100 – Centro, São Paulo – SP',
      'Bruno Receptor',
      '***.456.789-**',
      'Expected delivery11/25/2026',
    ]) {
      expect(info).toContain(text);
    }
    expect(screen.getAllByText(/held by the same person registered/)).toHaveLength(1);
    expect(screen.queryByTestId('withdrawal')).toBeNull();
  });

  it('shows the store pickup with the agent and the day it is ready in Portuguese', async () => {
    renderPortalAt({
      path: PATH,
      routes: {
        [DETAIL]: {
          status: 200,
          body: paperMoneyDetailFixture({
            status: 'PROCESSING',
            deliveryType: 'shop',
            deliveryAddress: null,
            deliveryFee: { value: 0, divisor: 100, precision: 2, currency: 'BRL' },
            agent: {
              id: 3,
              name: 'Loja Paulista',
              address: 'Av. Paulista, 1000 – Bela Vista, São Paulo – SP',
              city: 'São Paulo',
              phone: '(11) 3333-4444',
            },
            paymentExpiresAt: null,
            events: [
              { status: 'AWAITING_PAYMENT', at: '2026-11-22T17:05:00.000Z' },
              { status: 'PAYMENT_APPROVED', at: '2026-11-22T17:10:00.000Z' },
              { status: 'PROCESSING', at: '2026-11-22T17:10:05.000Z' },
            ],
          }),
        },
      },
    });
    const timeline = await screen.findByTestId('timeline');
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => plain(step.textContent)),
    ).toEqual([
      expect.stringContaining('Aguardando pagamento'),
      expect.stringContaining('Pagamento aprovado'),
      expect.stringContaining('Em processamento'),
    ]);
    const info = plain(screen.getByTestId('operation-info').textContent);
    for (const text of [
      'US$ 1.000,00',
      'Retirada na loja',
      'Loja Paulista',
      'Av. Paulista, 1000 – Bela Vista, São Paulo – SP',
      '(11) 3333-4444',
      // Picked up, not delivered: the day the notes are ready at the store.
      'Pronto para retirada em25/11/2026',
    ]) {
      expect(info).toContain(text);
    }
    expect(info).not.toContain('Previsão de entrega');
    expect(info).not.toContain('Rua das Flores');
    expect(screen.queryByText('Tempo restante para efetuar o pagamento')).toBeNull();
    expect(screen.getByText(/prontas para retirada na loja em até 2 dias úteis/)).toBeTruthy();
    expect(screen.queryByText(/A entrega acontece/)).toBeNull();
  });

  it('shows a ready withdrawal: its code and the bilingual message, each with Copy (en-US)', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: { [DETAIL]: { status: 200, body: readyWithdrawalFixture() } },
    });
    const card = await screen.findByTestId('withdrawal');
    expect(within(card).getByRole('heading', { name: 'Ready for withdrawal' })).toBeTruthy();
    expect(within(card).getByTestId('withdrawal-code').textContent).toBe('4821-7730');
    expect(
      screen.getByRole('heading', { level: 1 }).querySelector('[data-status="DELIVERED"]')
        ?.textContent,
    ).toBe('Ready for withdrawal');
    const message = (within(card).getByTestId('withdrawal-message') as HTMLTextAreaElement).value;
    expect(plain(message)).toContain('Beneficiário: Ana Cliente Demo');
    expect(plain(message)).toContain('Moeda: USD 1.000,00');
    expect(plain(message)).toContain('Reference number (withdrawal code): 4821-7730');
    expect(plain(message)).toContain('Withdrawal locations: ');

    fireEvent.click(within(card).getByRole('button', { name: 'Copy Withdrawal code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('4821-7730'));
    expect(await within(card).findByText('Copied!')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Copy withdrawal message' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(message));
    const info = plain(screen.getByTestId('operation-info').textContent);
    expect(info).toContain('ATM withdrawal');
    expect(info).not.toContain('Expected delivery');
    expect(plain(screen.getByTestId('timeline').textContent)).toContain('Ready for withdrawal');
  });

  it('says when the message could not be copied (pt-BR)', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    renderPortalAt({
      path: PATH,
      routes: { [DETAIL]: { status: 200, body: readyWithdrawalFixture() } },
    });
    const card = await screen.findByTestId('withdrawal');
    fireEvent.click(within(card).getByRole('button', { name: 'Copiar mensagem de saque' }));
    expect(await within(card).findByText(/Não foi possível copiar/)).toBeTruthy();
  });

  it('refreshes while awaiting payment and just after it, not once delivered', () => {
    expect(paperMoneyPollInterval('AWAITING_PAYMENT')).toBe(10_000);
    expect(paperMoneyPollInterval('PAYMENT_APPROVED')).toBe(3000);
    // Being prepared still moves on by itself to delivered: the page keeps following it.
    expect(paperMoneyPollInterval('PROCESSING')).toBe(3000);
    expect(paperMoneyPollInterval('DELIVERED')).toBeUndefined();
    expect(paperMoneyPollInterval('CANCELLED')).toBeUndefined();
  });
});
