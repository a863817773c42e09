// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CardPaymentOutcome } from '../../../../portal/components/card/CardPaymentOutcome';
import type { CardPayment } from '../../../../src/contracts/card-payments';
import { createFakeFetch } from '../../../src/api/fake-fetch';
import { renderWithProviders } from '../../form-harness';
import { paymentOf } from './fixtures';

afterEach(cleanup);

function show(
  payment: CardPayment | null,
  locale: 'pt-BR' | 'en-US' = 'en-US',
  fake = createFakeFetch(),
) {
  const handlers = { onTryAgain: vi.fn(), onCancel: vi.fn(), onSettled: vi.fn() };
  const view = renderWithProviders(
    <CardPaymentOutcome
      payment={payment}
      kind="OUTBOUND"
      detailHref="/demo/app/reports/remittance/outbound/show/42"
      pollMs={20}
      {...handlers}
    />,
    { locale, fake },
  );
  return { ...view, ...handlers };
}

describe('CardPaymentOutcome (spec §2.5, §4.5)', () => {
  test('loading: spinner and "Processing your payment..." in a status region, focused', () => {
    show(null);
    const heading = screen.getByRole('heading', { name: 'Processing your payment...' });
    expect(heading.closest('[role="status"]')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
  });

  test('approved: card, plan, total with the fee and the link to the detail', () => {
    show(paymentOf());
    expect(screen.getByRole('heading', { name: 'Payment approved' })).toBeTruthy();
    expect(screen.getByTestId('card').textContent).toBe('Visa •••• 1111');
    expect(screen.getByTestId('plan').textContent).toBe(
      '6x of R$180.81 (R$1,000.00 + R$84.90 in fees) · last installment R$180.85',
    );
    expect(screen.getByTestId('total').textContent).toBe('R$1,084.90');
    expect(screen.getByRole('link', { name: 'See the operation' }).getAttribute('href')).toBe(
      '/demo/app/reports/remittance/outbound/show/42',
    );
  });

  test('failed with 7051: the code meaning, Try again and Cancel', () => {
    const { onTryAgain, onCancel } = show(
      paymentOf({ result: 'FAILED', status: 'FAILED', code: '7051', settledAt: null }),
    );
    expect(screen.getByRole('heading', { name: 'Failed to Process Your Operation' })).toBeTruthy();
    expect(screen.getByText('Payment not approved by the bank or card issuer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onTryAgain).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  test('failed without a known code: the default message, in pt-BR', () => {
    show(paymentOf({ result: 'FAILED', status: 'FAILED', code: '9999' }), 'pt-BR');
    expect(screen.getByRole('heading', { name: 'Falha ao processar sua operação' })).toBeTruthy();
    expect(
      screen.getByText(
        'Ocorreu um erro ao processar o pedido; tente novamente mais tarde ou fale com o suporte.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  test('refunded and refused', () => {
    show(paymentOf({ result: 'REFUNDED', status: 'PROCESSING' }));
    expect(screen.getByRole('heading', { name: 'Payment refunded' })).toBeTruthy();
    cleanup();
    show(paymentOf({ result: 'REFUSED', status: 'PROCESSING' }), 'pt-BR');
    expect(screen.getByRole('heading', { name: 'Pagamento recusado' })).toBeTruthy();
  });

  test('under review: the 4-hour e-mail text; asks again until settled, then shows it', async () => {
    const fake = createFakeFetch()
      .respond(200, paymentOf({ result: 'UNDER_REVIEW', status: 'PROCESSING', settledAt: null }))
      .respond(200, paymentOf());
    const { onSettled } = show(
      paymentOf({ result: 'UNDER_REVIEW', status: 'PROCESSING', settledAt: null }),
      'en-US',
      fake,
    );
    expect(screen.getByRole('heading', { name: 'Payment under review' })).toBeTruthy();
    expect(
      screen.getByText(
        'Your payment is under review: the status is updated by e-mail within 4 hours.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(onSettled).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('heading', { name: 'Payment approved' })).toBeTruthy();
    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]?.url).toBe('http://fx.test/api/v1/payments/sandbox-card/resource/42');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(fake.requests).toHaveLength(2);
  });
});
