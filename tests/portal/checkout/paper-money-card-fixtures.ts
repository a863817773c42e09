/**
 * The paper-money checkout by credit card as the summary tests start it: the store seeded to its
 * summary (shop pickup, card), the quote, the card chosen and the purchase created (issue 18).
 * @module
 */
import type { PaperMoneyOperation } from '../../../src/contracts/paper-money';
import type { PaperMoneyQuotation } from '../../../src/contracts/quotations';
import type { CheckoutCardChoice, CheckoutStorage } from '../../../src/stores/checkout-store';
import { createPaperMoneyCheckoutStore } from '../../../src/stores/paper-money-checkout-store';
import { paperMoneyQuotation } from '../../widgets/simulator/quotation-fixture';
import { authUserFixture } from '../session-fixture';

/** The paper-money summary's path. */
export const SUMMARY = '/demo/app/checkout/paper-money/operation/summary';
/** BRL wire money of `cents`. */
export const brl = (cents: number) => ({
  value: cents,
  divisor: 100,
  precision: 2,
  currency: 'BRL',
});

/** A card chosen on the form: Mastercard •••• 5454 in 3 installments. */
export const choice: CheckoutCardChoice = {
  card: { cardHash: 'tok_hash_secret', brand: 'mastercard', last4: '5454', expiry: '11/29' },
  plan: {
    installment: 3,
    installment_value: 20400,
    last_installment_value: 20400,
    interest_rate: 200,
    interest_value: 1200,
    amount: 61200,
    amount_requested: 60000,
  },
};

/** A shop-pickup quote of USD 500.00, R$ 600.00 in all, valid 10 minutes. */
export function quote(): PaperMoneyQuotation {
  const base = paperMoneyQuotation(50_000);
  return {
    ...base,
    id: 'pm-shop',
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    deliveryFee: { total: brl(0) },
    total: { ...base.total, withTax: brl(60_000) },
  };
}

/** A paper-money checkout ready for its summary, paid by credit card (shop pickup). */
export function seed(): void {
  const storage: CheckoutStorage = {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  };
  const store = createPaperMoneyCheckoutStore({
    storage,
    newKey: () => 'attempt-key-0001',
    owner: String(authUserFixture().id),
  });
  store.setSimulation({
    quotationId: 'sim-1',
    currency: 'USD',
    amount: '500.00',
    total: '2950.00',
  });
  store.next();
  store.selectAddress(3);
  store.next();
  store.setDeliveryMethod('shop');
  store.setQuote(quote(), 'shop');
  store.selectAgent(9);
  store.next();
  store.setPaymentMethod('CREDIT_CARD');
  store.next();
}

/** The purchase the creation answers, awaiting payment by card. */
export const created: PaperMoneyOperation = {
  id: 501,
  type: 'PAPERMONEY',
  status: { key: 'AWAITING_PAYMENT' as PaperMoneyOperation['status']['key'] },
  client: { name: 'Ana', cpf: '52998224725', cnpj: null } as PaperMoneyOperation['client'],
  serverTime: new Date().toISOString(),
  total: brl(60_000),
  paymentMethod: 'CREDIT_CARD',
  paymentExpiresAt: null,
  deliveryType: 'shop',
};
