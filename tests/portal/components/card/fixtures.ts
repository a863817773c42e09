import { fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { CardPayment, InstallmentOption } from '../../../../src/contracts/card-payments';

/** R$ 1.000,00: 1x interest-free and 6x at 8.49% (the worked example of installments.ts). */
export const ONE_PLAN: InstallmentOption = {
  installment: 1,
  installment_value: 100000,
  last_installment_value: 100000,
  interest_rate: 0,
  interest_value: 0,
  amount: 100000,
  amount_requested: 100000,
};

export const SIX_PLAN: InstallmentOption = {
  installment: 6,
  installment_value: 18081,
  last_installment_value: 18085,
  interest_rate: 849,
  interest_value: 8490,
  amount: 108490,
  amount_requested: 100000,
};

export const PLANS: InstallmentOption[] = [ONE_PLAN, SIX_PLAN];

export const CARD_HASH = { cardHash: 'hash_abc', brand: 'visa', last4: '1111', expiry: '12/30' };

export function paymentOf(overrides: Partial<CardPayment> = {}): CardPayment {
  return {
    id: 9,
    resourceId: 42,
    status: 'COMPLETED',
    result: 'APPROVED',
    code: null,
    operationStatus: 'PAYMENT_APPROVED',
    brand: 'visa',
    last4: '1111',
    installments: 6,
    installmentValue: 18081,
    lastInstallmentValue: 18085,
    interestValue: 8490,
    amountRequested: 100000,
    total: 108490,
    createdAt: '2026-11-27T18:00:00Z',
    settledAt: '2026-11-27T18:00:01Z',
    ...overrides,
  };
}

/** Waits for the card form and fills it with the sandbox's approved Visa (4111…, 12/30, 123). */
export async function fillCard(): Promise<void> {
  await waitFor(() => expect(document.querySelector('[name="cardNumber"]')).not.toBeNull());
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
