// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailFixture } from '../../operations/operations-fixtures';
import { renderPortalAt } from '../../operations/panel-harness';
import { plain } from '../../profile/profile-harness';
import { CARD_HASH, PLANS, paymentOf } from '../../components/card/fixtures';

const DETAIL = 'GET /api/v1/remittances/users/52998224725/outbound/42';
const INSTALLMENTS = 'POST /api/v1/payments/sandbox-card/installments';
const PAY = 'POST /api/v1/payments/sandbox-card';
const LATEST = 'GET /api/v1/payments/sandbox-card/resource/42';
const PATH = '/demo/app/reports/remittance/outbound/show/42/payment';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillCard() {
  const field = (name: string) => {
    const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!input) throw new Error(`no field ${name}`);
    return input;
  };
  fireEvent.change(field('cardNumber'), { target: { value: '4111111111111111' } });
  fireEvent.change(field('holderName'), { target: { value: 'Maria Silva' } });
  fireEvent.change(field('expiry'), { target: { value: '12/30' } });
  fireEvent.change(field('cvv'), { target: { value: '123' } });
}

describe('The card payment page of an outbound operation (route payment-credit-card)', () => {
  it('awaiting payment by card: amount, form, plans, payment, approved; the API never sees the number', async () => {
    const { calls } = renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: { status: 200, body: detailFixture({ paymentMethod: 'CREDIT_CARD' }) },
        [INSTALLMENTS]: { status: 200, body: PLANS },
        [PAY]: { status: 200, body: paymentOf() },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay by card' })).toBeTruthy();
    expect(plain(screen.getByTestId('amount').textContent)).toBe('Amount to pay: R$5,432.10');
    const tokenizer = vi.fn(async () => Response.json(CARD_HASH, { status: 201 }));
    vi.stubGlobal('fetch', tokenizer);
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose the installments' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Payment approved' })).toBeTruthy();
    expect(tokenizer).toHaveBeenCalledTimes(1);
    const pay = calls.find((call) => call.method === 'POST' && call.path.endsWith('sandbox-card'));
    expect(pay?.body).toMatchObject({ cardHash: 'hash_abc', resourceId: 42 });
    expect(JSON.stringify(calls)).not.toContain('4111111111111111');
    expect(screen.getByRole('link', { name: 'See the operation' }).getAttribute('href')).toBe(
      '/demo/app/reports/remittance/outbound/show/42',
    );
  });

  it('a failed payment: Try again brings the form back', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: { status: 200, body: detailFixture({ paymentMethod: 'CREDIT_CARD' }) },
        [INSTALLMENTS]: { status: 200, body: PLANS },
        [PAY]: {
          status: 200,
          body: paymentOf({ result: 'FAILED', status: 'FAILED', code: '7051', settledAt: null }),
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Pay by card' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(CARD_HASH, { status: 201 })),
    );
    fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Payment not approved by the bank or card issuer.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
  });

  it('not awaiting payment: its latest card payment, or a clear message with the way back', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: {
          status: 200,
          body: detailFixture({
            paymentMethod: 'CREDIT_CARD',
            status: 'PAYMENT_APPROVED',
            paymentExpiresAt: null,
          }),
        },
        [LATEST]: { status: 200, body: paymentOf() },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Payment approved' })).toBeTruthy();
    cleanup();
    renderPortalAt({
      path: PATH,
      locale: 'pt-BR',
      routes: {
        [DETAIL]: {
          status: 200,
          body: detailFixture({ status: 'COMPLETED', paymentExpiresAt: null }),
        },
      },
    });
    expect(await screen.findByText('Esta operação não aguarda pagamento com cartão.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para a operação' }).getAttribute('href')).toBe(
      '/demo/app/reports/remittance/outbound/show/42',
    );
  });
});
