// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardPayment } from '../../../src/contracts/card-payments';
import { CardPaymentSummary } from '../../../portal/components/card/CardPaymentSummary';
import { plain } from '../profile/profile-harness';
import { CARD_HASH, PLANS, fillCard, paymentOf } from '../components/card/fixtures';
import { detailFixture } from './operations-fixtures';
import { paperMoneyDetailFixture } from './paper-money-fixtures';
import { renderPortalAt, renderWithServices } from './panel-harness';

const OUTBOUND = 'GET /api/v1/remittances/users/52998224725/outbound/42';
const OUTBOUND_PATH = '/demo/app/reports/remittance/outbound/show/42';
const PAPER = 'GET /api/v1/transactions/users/52998224725/operations/42';
const PAPER_PATH = '/demo/app/reports/paper-money/show/42';
const INSTALLMENTS = 'POST /api/v1/payments/sandbox-card/installments';
const PAY = 'POST /api/v1/payments/sandbox-card';
const LATEST = 'GET /api/v1/payments/sandbox-card/resource/42';

const brl = (value: number) => ({ value, divisor: 100, precision: 2, currency: 'BRL' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const rowText = (name: string) =>
  plain(
    within(screen.getByTestId('card-summary')).getByText((_, element) =>
      Boolean(element?.matches(`[data-row="${name}"]`)),
    ).textContent,
  );

describe('The card payment block of a detail (spec operations §3.22, §4.5)', () => {
  it('outbound paid by card: card, plan with the last installment, fee, total with fee, result (en-US)', async () => {
    renderPortalAt({
      path: OUTBOUND_PATH,
      locale: 'en-US',
      routes: {
        [OUTBOUND]: {
          status: 200,
          body: detailFixture({
            paymentMethod: 'CREDIT_CARD',
            status: 'PAYMENT_APPROVED',
            paymentExpiresAt: null,
            credtCardTax: brl(8490),
            creditCardTaxTotal: brl(108490),
            cardPayment: paymentOf(),
          }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Card payment' })).toBeTruthy();
    expect(rowText('card')).toBe('CardVisa •••• 1111');
    expect(rowText('plan')).toBe(
      'Installments6 installments of R$180.81 · last installment R$180.85',
    );
    expect(rowText('fee')).toBe('Installment feeR$84.90');
    expect(rowText('total')).toBe('Total with installment feeR$1,084.90');
    expect(rowText('result')).toBe('Payment statusApproved');
    expect(screen.queryByRole('link', { name: 'Pay by credit card' })).toBeNull();
  });

  it('the same block in Portuguese, the fee and total from the payment when the detail lacks them', async () => {
    renderPortalAt({
      path: OUTBOUND_PATH,
      routes: {
        [OUTBOUND]: {
          status: 200,
          body: detailFixture({
            paymentMethod: 'CREDIT_CARD',
            status: 'MANUAL_ANALYSIS',
            paymentExpiresAt: null,
            cardPayment: paymentOf({
              result: 'UNDER_REVIEW',
              status: 'PROCESSING',
              settledAt: null,
            }),
          }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pagamento com cartão' })).toBeTruthy();
    expect(rowText('plan')).toBe('Parcelamento6x de R$ 180,81 · última parcela R$ 180,85');
    expect(rowText('fee')).toBe('Taxa de parcelamentoR$ 84,90');
    expect(rowText('total')).toBe('Total com taxa de parcelamentoR$ 1.084,90');
    expect(rowText('result')).toBe(
      'Situação do pagamentoEm análise: o status é atualizado por e-mail em até 4 horas.',
    );
    expect(screen.queryByRole('link', { name: 'Pagar com cartão de crédito' })).toBeNull();
  });

  it.each<[Partial<CardPayment>, string, string]>([
    [{ result: 'APPROVED' }, 'Approved', 'Aprovado'],
    [
      { result: 'UNDER_REVIEW', status: 'PROCESSING' },
      'Under review: the status is updated by e-mail within 4 hours.',
      'Em análise: o status é atualizado por e-mail em até 4 horas.',
    ],
    [{ result: 'REFUNDED', status: 'PROCESSING' }, 'Refunded', 'Estornado'],
    [{ result: 'REFUSED', status: 'PROCESSING' }, 'Refused', 'Recusado'],
    [
      { result: 'FAILED', status: 'FAILED', code: '7051' },
      'Failed (code 7051)',
      'Falhou (código 7051)',
    ],
    [{ result: 'FAILED', status: 'FAILED', code: null }, 'Failed', 'Falhou'],
  ])('result %o reads %s / %s', (overrides, english, portuguese) => {
    const node = (
      <CardPaymentSummary payment={paymentOf(overrides)} fee={null} totalWithFee={null} />
    );
    renderWithServices(node, {}, 'en-US');
    expect(rowText('result')).toBe(`Payment status${english}`);
    cleanup();
    renderWithServices(node, {}, 'pt-BR');
    expect(rowText('result')).toBe(`Situação do pagamento${portuguese}`);
  });

  it('a plan of equal installments has no last-installment note', () => {
    renderWithServices(
      <CardPaymentSummary
        payment={paymentOf({
          installments: 1,
          installmentValue: 100000,
          lastInstallmentValue: 100000,
          interestValue: 0,
          total: 100000,
        })}
        fee={null}
        totalWithFee={null}
      />,
      {},
      'en-US',
    );
    expect(rowText('plan')).toBe('Installments1 installment of R$1,000.00');
  });

  it('outbound awaiting a card with a FAILED payment links to the payment page again; a live one does not', async () => {
    renderPortalAt({
      path: OUTBOUND_PATH,
      locale: 'en-US',
      routes: {
        [OUTBOUND]: {
          status: 200,
          body: detailFixture({
            paymentMethod: 'CREDIT_CARD',
            cardPayment: paymentOf({ result: 'FAILED', status: 'FAILED', code: '7051' }),
          }),
        },
      },
    });
    const link = await screen.findByRole('link', { name: 'Pay by credit card' });
    expect(link.getAttribute('href')).toBe('/demo/app/reports/remittance/outbound/show/42/payment');
    expect(rowText('result')).toBe('Payment statusFailed (code 7051)');
    cleanup();
    renderPortalAt({
      path: OUTBOUND_PATH,
      locale: 'en-US',
      routes: {
        [OUTBOUND]: {
          status: 200,
          body: detailFixture({
            paymentMethod: 'CREDIT_CARD',
            cardPayment: paymentOf({ result: 'UNDER_REVIEW', status: 'PROCESSING' }),
          }),
        },
      },
    });
    await screen.findByTestId('card-summary');
    expect(screen.queryByRole('link', { name: 'Pay by credit card' })).toBeNull();
    cleanup();
    renderPortalAt({
      path: OUTBOUND_PATH,
      locale: 'pt-BR',
      routes: {
        [OUTBOUND]: { status: 200, body: detailFixture({ paymentMethod: 'CREDIT_CARD' }) },
      },
    });
    expect(await screen.findByRole('link', { name: 'Pagar com cartão de crédito' })).toBeTruthy();
    expect(screen.queryByTestId('card-summary')).toBeNull();
  });

  it('paper money paid by card: the block, the fee in the information, no Pay by card (pt-BR)', async () => {
    renderPortalAt({
      path: PAPER_PATH,
      routes: {
        [PAPER]: {
          status: 200,
          body: paperMoneyDetailFixture({
            paymentMethod: 'CREDIT_CARD',
            status: 'CANCELLED',
            paymentExpiresAt: null,
            credtCardTax: brl(8490),
            creditCardTaxTotal: brl(108490),
            cardPayment: paymentOf({ result: 'REFUSED', status: 'PROCESSING' }),
          }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pagamento com cartão' })).toBeTruthy();
    expect(rowText('card')).toBe('CartãoVisa •••• 1111');
    expect(rowText('result')).toBe('Situação do pagamentoRecusado');
    const info = plain(screen.getByTestId('operation-info').textContent);
    expect(info).toContain('Taxa de parcelamentoR$ 84,90');
    expect(info).toContain('R$ 1.084,90');
    expect(screen.queryByRole('button', { name: 'Pagar com cartão' })).toBeNull();
  });
});

describe("Paper money's 'Pay by card' (issue 18)", () => {
  it('opens the card form on the detail and pays this operation, to its result (en-US)', async () => {
    const { calls } = renderPortalAt({
      path: PAPER_PATH,
      locale: 'en-US',
      routes: {
        [PAPER]: {
          status: 200,
          body: paperMoneyDetailFixture({ paymentMethod: 'CREDIT_CARD' }),
        },
        [INSTALLMENTS]: { status: 200, body: PLANS },
        [PAY]: { status: 200, body: paymentOf() },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay by card' }));
    const panel = await screen.findByTestId('card-pay-panel');
    expect(within(panel).getByRole('heading', { level: 2, name: 'Pay by card' })).toBeTruthy();
    expect(plain(within(panel).getByTestId('amount').textContent)).toBe(
      'Amount to pay: R$5,632.80',
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(CARD_HASH, { status: 201 })),
    );
    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the installments' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment approved' })).toBeTruthy();
    const pay = calls.find((call) => call.method === 'POST' && call.path.endsWith('sandbox-card'));
    expect(pay?.body).toMatchObject({ cardHash: 'hash_abc', resourceId: 42 });
    expect(calls.find((call) => call.path.includes('installments'))?.body).toMatchObject({
      amount: 563280,
    });
    fireEvent.click(screen.getByRole('button', { name: 'See the operation' }));
    await waitFor(() => expect(screen.queryByTestId('card-pay-panel')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: /Operation ID: 42/ })).toBeTruthy();
  });

  it('in Portuguese, after a FAILED payment: the action again, then the form with the failure message', async () => {
    renderPortalAt({
      path: PAPER_PATH,
      routes: {
        [PAPER]: {
          status: 200,
          body: paperMoneyDetailFixture({
            paymentMethod: 'CREDIT_CARD',
            cardPayment: paymentOf({ result: 'FAILED', status: 'FAILED', code: '7051' }),
          }),
        },
        [LATEST]: { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } },
      },
    });
    expect(await screen.findByText('Falhou (código 7051)')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Pagar com cartão' }));
    const panel = await screen.findByTestId('card-pay-panel');
    expect(within(panel).getByText('Falha ao processar sua operação')).toBeTruthy();
    expect(
      within(panel).getByText('Pagamento não aprovado pelo banco ou emissor do cartão.'),
    ).toBeTruthy();
    expect(await within(panel).findByLabelText('Número do cartão')).toBeTruthy();
  });

  it('no Pay by card for a card operation with a live payment, nor for PIX', async () => {
    renderPortalAt({
      path: PAPER_PATH,
      locale: 'en-US',
      routes: {
        [PAPER]: {
          status: 200,
          body: paperMoneyDetailFixture({
            paymentMethod: 'CREDIT_CARD',
            status: 'MANUAL_ANALYSIS',
            paymentExpiresAt: null,
            cardPayment: paymentOf({ result: 'UNDER_REVIEW', status: 'PROCESSING' }),
          }),
        },
      },
    });
    expect(await screen.findByTestId('card-summary')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    cleanup();
    renderPortalAt({
      path: PAPER_PATH,
      locale: 'en-US',
      routes: { [PAPER]: { status: 200, body: paperMoneyDetailFixture() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Operation ID: 42/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).toBeNull();
    expect(screen.queryByTestId('card-summary')).toBeNull();
  });
});
