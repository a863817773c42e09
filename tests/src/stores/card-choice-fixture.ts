/**
 * The card chosen on the outbound checkout's card form, as the store and checkout tests use it
 * (issue 18): one definition, so the store's tests and the portal's speak of the same choice.
 * @module
 */
import type { CheckoutCardChoice } from '../../../src/stores/checkout-store';

/** A Visa ending 4242 in 6 installments of R$ 180,81. */
export const cardChoice: CheckoutCardChoice = {
  card: { cardHash: 'tok_hash_secret', brand: 'visa', last4: '4242', expiry: '12/30' },
  plan: {
    installment: 6,
    installment_value: 18081,
    last_installment_value: 18081,
    interest_rate: 849,
    interest_value: 8486,
    amount: 108486,
    amount_requested: 100000,
  },
};
