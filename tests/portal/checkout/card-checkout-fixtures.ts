/**
 * The outbound checkout by credit card as its tests start it: the quote, the card chosen on the
 * form, and the store seeded to the creditCard section (issue 18).
 * @module
 */
import {
  createCheckoutStore,
  type CheckoutQuotation,
  type CheckoutStorage,
} from '../../../src/stores/checkout-store';
import { authUserFixture } from '../session-fixture';

/** EUR 180.00 for R$ 1.000,00 in all, for family maintenance. */
export const quotation: CheckoutQuotation = {
  id: 'q-1',
  currency: 'EUR',
  amount: '180.00',
  total: '1000.00',
  reverse: false,
  purposeCode: 'MAINTENANCE',
  expiresAt: null,
  coupon: null,
};

/** A Visa ending 4242 in 6 installments of R$ 180,81 (the store tests' choice too). */
export { cardChoice as choice } from '../../src/stores/card-choice-fixture';

/** A checkout paid by card, standing on the creditCard section (its card not chosen yet). */
export function seedCardCheckout(): void {
  const storage: CheckoutStorage = {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  };
  const store = createCheckoutStore({
    storage,
    newKey: () => 'attempt-key-0001',
    owner: String(authUserFixture().id),
  });
  store.setQuotation(quotation);
  store.next();
  store.selectBeneficiary(7);
  store.next();
  store.setPurpose({ description: 'Ajuda à família', acknowledged: true });
  store.next();
  store.addDocument({ key: 'uploads/1/x/52998224725-remittance.png', fileName: 'nota.png' });
  store.next();
  store.setPaymentMethod('CREDIT_CARD');
  store.next();
}
