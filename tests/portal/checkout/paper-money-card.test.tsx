// @vitest-environment happy-dom
/**
 * Paper money by credit card (issue 18, spec operations §3.19) over a routed fake API with the
 * card components mocked: the summary's installment fee and total with it, Finalizar creating the
 * operation with the card fields, the card outcome shown, the card never stored.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAPER_MONEY_CHECKOUT_KEY } from '../../../src/stores/paper-money-checkout-store';
import { paperMoneyCheckoutStoreOf } from '../../../portal/pages/checkout/use-paper-money-checkout';
import { renderPortal } from '../profile/profile-harness';
import { authUserFixture } from '../session-fixture';
import { SUMMARY, choice, created, seed } from './paper-money-card-fixtures';

const outcomeProps = vi.fn();
vi.mock('../../../portal/components/card/CreditCardForm', () => ({
  CreditCardForm: () => <p data-testid="card-form" />,
}));
vi.mock('../../../portal/components/card/CardPaymentOutcome', () => ({
  CardPaymentOutcome: (props: { kind: string }) => {
    outcomeProps(props);
    return <p data-testid="card-payment-outcome">{props.kind}</p>;
  },
}));

const text = (element: Element) => (element.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  localStorage.clear();
  outcomeProps.mockReset();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('paper money by credit card (issue 18)', () => {
  it('summarises the fee, creates with the card fields and shows the card outcome', async () => {
    seed();
    const view = renderPortal({ path: SUMMARY, user: authUserFixture() });
    await act(async () => undefined);
    act(() =>
      paperMoneyCheckoutStoreOf(view.services, String(authUserFixture().id)).setCardChoice(choice),
    );
    expect(text(await screen.findByTestId('card-fee'))).toBe('R$ 12,00');
    expect(text(screen.getByTestId('card-total-with-fee'))).toBe('R$ 612,00');
    expect(text(screen.getByTestId('card-card'))).toBe('Mastercard •••• 5454');
    const create = vi.spyOn(view.services.api.paperMoney, 'create').mockResolvedValue(created);
    fireEvent.click(screen.getByLabelText('Li e concordo com os termos de uso'));
    fireEvent.click(screen.getByTestId('finish'));
    fireEvent.click(screen.getByTestId('finish'));
    expect(await screen.findByTestId('card-payment-outcome', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0]?.[0]).toMatchObject({
      payment: { method: 'CREDIT_CARD' },
      cardHash: 'tok_hash_secret',
      installments: { installment: 3, installmentValue: 20400, amountRequested: 60000 },
    });
    expect(typeof create.mock.calls[0]?.[0].deviceId).toBe('string');
    expect(outcomeProps).toHaveBeenLastCalledWith(expect.objectContaining({ kind: 'PAPER_MONEY' }));
    expect(localStorage.getItem(PAPER_MONEY_CHECKOUT_KEY) ?? '').not.toContain('tok_hash_secret');
  }, 15_000);
});
