// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailFixture } from '../../operations/operations-fixtures';
import { renderPortalAt } from '../../operations/panel-harness';
import { plain } from '../../profile/profile-harness';
import { CARD_HASH, PLANS, fillCard, paymentOf } from '../../components/card/fixtures';

const DETAIL = 'GET /api/v1/remittances/users/52998224725/outbound/42';
const INSTALLMENTS = 'POST /api/v1/payments/sandbox-card/installments';
const PAY = 'POST /api/v1/payments/sandbox-card';
const LATEST = 'GET /api/v1/payments/sandbox-card/resource/42';
const PATH = '/demo/app/reports/remittance/outbound/show/42/payment';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    await fillCard();
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
    await fillCard();
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

  it('after a reload shows the payment the operation already has, not the form (en-US, pt-BR)', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: {
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
        [LATEST]: {
          status: 200,
          body: paymentOf({ result: 'UNDER_REVIEW', status: 'PROCESSING', settledAt: null }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Payment under review' })).toBeTruthy();
    expect(screen.getByText(/updated by e-mail within 4 hours/)).toBeTruthy();
    expect(document.querySelector('[name="cardNumber"]')).toBeNull();
    cleanup();
    // The detail without it (the server not filling it yet): the latest is asked.
    renderPortalAt({
      path: PATH,
      locale: 'pt-BR',
      routes: {
        [DETAIL]: { status: 200, body: detailFixture({ paymentMethod: 'CREDIT_CARD' }) },
        [LATEST]: {
          status: 200,
          body: paymentOf({ result: 'REFUSED', status: 'PROCESSING', operationStatus: 'CANCELED' }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pagamento recusado' })).toBeTruthy();
    expect(document.querySelector('[name="cardNumber"]')).toBeNull();
    cleanup();
    renderPortalAt({
      path: PATH,
      locale: 'pt-BR',
      routes: {
        [DETAIL]: {
          status: 200,
          body: detailFixture({
            paymentMethod: 'CREDIT_CARD',
            status: 'CANCELED',
            paymentExpiresAt: null,
            cardPayment: paymentOf({ result: 'REFUNDED', status: 'PROCESSING' }),
          }),
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Pagamento estornado' })).toBeTruthy();
  });

  it('a FAILED payment on reload shows the form again with its message (en-US, pt-BR)', async () => {
    const failed = paymentOf({ result: 'FAILED', status: 'FAILED', code: '7051', settledAt: null });
    renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: {
          status: 200,
          body: detailFixture({ paymentMethod: 'CREDIT_CARD', cardPayment: failed }),
        },
      },
    });
    expect(await screen.findByLabelText('Card number')).toBeTruthy();
    expect(screen.getByText('Failed to Process Your Operation')).toBeTruthy();
    expect(screen.getByText('Payment not approved by the bank or card issuer.')).toBeTruthy();
    cleanup();
    renderPortalAt({
      path: PATH,
      locale: 'pt-BR',
      routes: {
        [DETAIL]: { status: 200, body: detailFixture({ paymentMethod: 'CREDIT_CARD' }) },
        [LATEST]: { status: 200, body: { ...failed, code: null } },
      },
    });
    expect(await screen.findByLabelText('Número do cartão')).toBeTruthy();
    expect(screen.getByText('Falha ao processar sua operação')).toBeTruthy();
    expect(screen.getByText(/Ocorreu um erro ao processar o pedido/)).toBeTruthy();
  });

  it('an API error after paying is not left loading: the message and Try again (en-US)', async () => {
    const { calls } = renderPortalAt({
      path: PATH,
      locale: 'en-US',
      routes: {
        [DETAIL]: { status: 200, body: detailFixture({ paymentMethod: 'CREDIT_CARD' }) },
        [INSTALLMENTS]: { status: 200, body: PLANS },
        [PAY]: [
          {
            status: 500,
            body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal error!' },
          },
          { status: 200, body: paymentOf() },
        ],
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Pay by card' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(CARD_HASH, { status: 201 })),
    );
    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByRole('heading', { name: 'Failed to Process Your Operation' }),
    ).toBeTruthy();
    expect(screen.getByText('Internal error!')).toBeTruthy();
    expect(screen.queryByText('Processing your payment...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    // A server error may pass: the same request again, without typing the card again.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Payment approved' })).toBeTruthy();
    const pays = calls.filter(
      (call) => call.method === 'POST' && call.path.endsWith('sandbox-card'),
    );
    expect(pays).toHaveLength(2);
    expect(pays[1]?.body).toEqual(pays[0]?.body);
  });

  it('a refusal of the request (4xx) says so in Portuguese and Try again brings the form back', async () => {
    renderPortalAt({
      path: PATH,
      locale: 'pt-BR',
      routes: {
        [DETAIL]: { status: 200, body: detailFixture({ paymentMethod: 'CREDIT_CARD' }) },
        [INSTALLMENTS]: { status: 200, body: PLANS },
        [PAY]: {
          status: 422,
          body: {
            statusCode: 422,
            code: 'INSTALLMENT_MISMATCH',
            message: 'O parcelamento escolhido não confere com o total da operação.',
          },
        },
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(CARD_HASH, { status: 201 })),
    );
    await screen.findByLabelText('Número do cartão');
    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await screen.findByRole('heading', { name: 'Falha ao processar sua operação' }),
    ).toBeTruthy();
    expect(
      screen.getByText('O parcelamento escolhido não confere com o total da operação.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Número do cartão')).toBeTruthy();
  });
});
