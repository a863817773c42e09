// @vitest-environment happy-dom
/**
 * Paying the outbound checkout by credit card (issue 18) in the real portal over a routed fake
 * API, with the card components mocked (their bodies are built elsewhere): the card offered or,
 * for a company, 'Unavailable operations'; the creditCard section and its form; the summary's
 * installment fee and total with it in both languages; Finalizar creating then paying; the card
 * choice never stored.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardPayment } from '../../../src/contracts/card-payments';
import { CHECKOUT_DATA_KEY, type CheckoutCardChoice } from '../../../src/stores/checkout-store';
import { checkoutStoreOf } from '../../../portal/pages/checkout/use-checkout-store';
import { authUserFixture } from '../session-fixture';
import { renderPortal } from '../profile/profile-harness';
import { createdOperationFixture } from '../operations/operations-fixtures';
import { choice, seedCardCheckout } from './card-checkout-fixtures';

const pay =
  vi.fn<(resourceId: number, choice: CheckoutCardChoice) => Promise<CardPayment | null>>();
const formProps = vi.fn();
const outcomeProps = vi.fn();

vi.mock('../../../portal/components/card/CreditCardForm', () => ({
  CreditCardForm: (props: { amountCents: number; onReady(choice: unknown): void }) => {
    formProps(props);
    return (
      <button type="button" data-testid="card-ready" onClick={() => props.onReady(choice)}>
        card form {props.amountCents}
      </button>
    );
  },
}));
vi.mock('../../../portal/components/card/CardPaymentOutcome', () => ({
  CardPaymentOutcome: (props: { payment: unknown; kind: string; detailHref: string }) => {
    outcomeProps(props);
    return <p data-testid="card-payment-outcome">{props.kind}</p>;
  },
}));
vi.mock('../../../portal/components/card/use-card-payment', () => ({
  useCardPayment: () => ({ payment: null, paying: false, error: null, pay, reset: vi.fn() }),
}));

const SUMMARY = '/demo/app/checkout/remittance/outbound/summary';
const CHECKOUT = '/demo/app/checkout/remittance/outbound';

const beneficiaryRoute = {
  'GET /api/customers/v1/physicals/52998224725/beneficiary/7': {
    status: 200,
    body: { id: 7, fullName: 'Hans Peter Müller' },
  },
};

const text = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  pay.mockReset();
  formProps.mockReset();
  outcomeProps.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('outbound checkout by credit card (issue 18)', () => {
  it('offers the card to an individual, never to a company', async () => {
    seedCardCheckout();
    renderPortal({ path: CHECKOUT, user: authUserFixture(), routes: beneficiaryRoute });
    await screen.findByTestId('checkout-step');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar Forma de pagamento' }));
    const radios = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    expect(radios).toContain('CREDIT_CARD');
    expect(screen.queryByTestId('card-unavailable')).toBeNull();
    cleanup();

    localStorage.clear();
    const { cpf: _cpf, ...individual } = authUserFixture();
    const company = { ...individual, cnpj: '11222333000181' };
    renderPortal({ path: CHECKOUT, user: company, routes: beneficiaryRoute });
    await screen.findByTestId('checkout-step');
    await act(async () => undefined);
    expect(screen.queryByRole('radio', { name: /Cartão de crédito/ })).toBeNull();
  });

  it('shows the creditCard section with the card form for the total in cents, valid once the card is chosen', async () => {
    seedCardCheckout();
    const view = renderPortal({
      path: CHECKOUT,
      user: authUserFixture(),
      routes: beneficiaryRoute,
    });
    expect((await screen.findByTestId('checkout-step')).textContent).toBe('Etapa 6/6');
    expect(screen.getByTestId('card-ready').textContent).toBe('card form 100000');
    fireEvent.click(screen.getByTestId('continue-creditCard'));
    expect(view.router.state.location.pathname).toBe(CHECKOUT);
    fireEvent.click(screen.getByTestId('card-ready'));
    fireEvent.click(screen.getByTestId('continue-creditCard'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(SUMMARY));
    expect(localStorage.getItem(CHECKOUT_DATA_KEY)).not.toContain('tok_hash_secret');
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('4242');
  });

  it.each([
    ['pt-BR' as const, 'Juros do parcelamento', 'R$ 84,86', 'R$ 1.084,86', '6x de R$ 180,81'],
    ['en-US' as const, 'Installment fee', 'R$84.86', 'R$1,084.86', '6x of R$180.81'],
  ])(
    'summarises the card, the installment fee and the total with it (%s)',
    async (locale, feeLabel, fee, total, plan) => {
      seedCardCheckout();
      const view = renderPortal({
        path: SUMMARY,
        user: authUserFixture(),
        routes: beneficiaryRoute,
        locale,
      });
      await act(async () => undefined);
      act(() => checkoutStoreOf(view.services, String(authUserFixture().id)).setCardChoice(choice));
      const summary = await screen.findByTestId('card-summary');
      expect(text(summary)).toContain(feeLabel);
      expect(text(screen.getByTestId('card-card'))).toBe('Visa •••• 4242');
      expect(text(screen.getByTestId('card-installments'))).toBe(plan);
      expect(text(screen.getByTestId('card-fee'))).toBe(fee);
      expect(text(screen.getByTestId('card-total-with-fee'))).toBe(total);
    },
  );

  it('Finalizar creates the operation once, then pays it by card and shows the card outcome', async () => {
    seedCardCheckout();
    const view = renderPortal({ path: SUMMARY, user: authUserFixture(), routes: beneficiaryRoute });
    await act(async () => undefined);
    act(() => checkoutStoreOf(view.services, String(authUserFixture().id)).setCardChoice(choice));
    const create = vi.spyOn(view.services.api.remittances, 'create').mockResolvedValue({
      ...createdOperationFixture('AWAITING_PAYMENT'),
      paymentMethod: 'CREDIT_CARD',
    });
    pay.mockResolvedValue(null);
    fireEvent.click(await screen.findByLabelText('Li e concordo com os termos de uso'));
    fireEvent.click(screen.getByTestId('finish'));
    fireEvent.click(screen.getByTestId('finish'));
    expect(await screen.findByTestId('card-payment-outcome', {}, { timeout: 5000 })).toBeTruthy();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toMatchObject({ payment: { method: 'CREDIT_CARD' } });
    expect(pay).toHaveBeenCalledTimes(1);
    expect(pay).toHaveBeenCalledWith(77, choice);
    expect(outcomeProps).toHaveBeenLastCalledWith(
      expect.objectContaining({
        kind: 'OUTBOUND',
        detailHref: '/demo/app/reports/remittance/outbound/show/77',
      }),
    );
    expect(localStorage.getItem(CHECKOUT_DATA_KEY)).not.toContain('tok_hash_secret');
  }, 15_000);

  it('a pending operation is not charged: the pending page shows', async () => {
    seedCardCheckout();
    const view = renderPortal({ path: SUMMARY, user: authUserFixture(), routes: beneficiaryRoute });
    await act(async () => undefined);
    act(() => checkoutStoreOf(view.services, String(authUserFixture().id)).setCardChoice(choice));
    vi.spyOn(view.services.api.remittances, 'create').mockResolvedValue({
      ...createdOperationFixture('MANUAL_ANALYSIS'),
      paymentMethod: 'CREDIT_CARD',
    });
    fireEvent.click(await screen.findByLabelText('Li e concordo com os termos de uso'));
    fireEvent.click(screen.getByTestId('finish'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`${SUMMARY}/pending`), {
      timeout: 5000,
    });
    expect(pay).not.toHaveBeenCalled();
  }, 15_000);
});
