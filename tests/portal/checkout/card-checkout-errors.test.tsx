// @vitest-environment happy-dom
/**
 * An API error while paying by card after 'Finalizar' (issue 18): no answer, or a 4xx/5xx that is
 * no payment result, is never left on the loading page. 'Failed to Process Your Operation' with
 * the message and Go back / Try again, in both languages: an error that may pass sends the same
 * payment again; a refusal goes to the operation's payment page. The real outcome and payment
 * hook over a routed fake API; the card form is mocked (the choice is made in the store).
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutStoreOf } from '../../../portal/pages/checkout/use-checkout-store';
import { authUserFixture } from '../session-fixture';
import { renderPortal, type Answer } from '../profile/profile-harness';
import { createdOperationFixture } from '../operations/operations-fixtures';
import { paymentOf } from '../components/card/fixtures';
import { choice, seedCardCheckout } from './card-checkout-fixtures';

vi.mock('../../../portal/components/card/CreditCardForm', () => ({
  CreditCardForm: () => <p data-testid="card-form">card form</p>,
}));

const SUMMARY = '/demo/app/checkout/remittance/outbound/summary';
const PAY = 'POST /api/v1/payments/sandbox-card';

async function finishWith(pay: Answer[], locale: 'pt-BR' | 'en-US') {
  seedCardCheckout();
  const view = renderPortal({
    path: SUMMARY,
    user: authUserFixture(),
    locale,
    routes: {
      'GET /api/customers/v1/physicals/52998224725/beneficiary/7': {
        status: 200,
        body: { id: 7, fullName: 'Hans Peter Müller' },
      },
      [PAY]: pay,
    },
  });
  await act(async () => undefined);
  act(() => checkoutStoreOf(view.services, String(authUserFixture().id)).setCardChoice(choice));
  vi.spyOn(view.services.api.remittances, 'create').mockResolvedValue({
    ...createdOperationFixture('AWAITING_PAYMENT'),
    paymentMethod: 'CREDIT_CARD',
  });
  fireEvent.click(
    await screen.findByLabelText(
      locale === 'pt-BR' ? 'Li e concordo com os termos de uso' : /I have read and agree/,
    ),
  );
  fireEvent.click(screen.getByTestId('finish'));
  return view;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('outbound checkout: an API error while paying by card (issue 18)', () => {
  it('no answer: the failure page in Portuguese, and Tentar novamente pays again with the same request', async () => {
    const view = await finishWith(
      [
        () => {
          throw new TypeError('Failed to fetch');
        },
        { status: 200, body: paymentOf({ resourceId: 77 }) },
      ],
      'pt-BR',
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Falha ao processar sua operação' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Falha ao processar a requisição.')).toBeTruthy();
    expect(screen.queryByText('Processando seu pagamento...')).toBeNull();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento aprovado' })).toBeTruthy();
    expect(view.router.state.location.pathname).toBe(SUMMARY);
    const pays = view.calls.filter((call) => `${call.method} ${call.path}` === PAY);
    expect(pays).toHaveLength(2);
    expect(pays[1]?.body).toEqual(pays[0]?.body);
  }, 15_000);

  it('a refusal (409) in English: its message, Try again goes to the payment page', async () => {
    const refusal = {
      status: 409,
      body: {
        statusCode: 409,
        code: 'PAYMENT_IN_PROGRESS',
        message: 'A payment of this operation is in progress.',
      },
    };
    const view = await finishWith([refusal], 'en-US');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Failed to Process Your Operation' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('A payment of this operation is in progress.')).toBeTruthy();
    expect(screen.queryByText('Processing your payment...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(
        '/demo/app/reports/remittance/outbound/show/77/payment',
      ),
    );
  }, 15_000);

  it('a server error (503) in English: Go back leads to the operation', async () => {
    const view = await finishWith(
      [
        {
          status: 503,
          body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Service unavailable.' },
        },
      ],
      'en-US',
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Failed to Process Your Operation' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() =>
      expect(view.router.state.location.pathname).toBe(
        '/demo/app/reports/remittance/outbound/show/77',
      ),
    );
  }, 15_000);
});
