import { describe, expect, it } from 'vitest';
import { requiredSections, sectionOf } from '../../../src/domain/checkout/navigation';
import {
  CHECKOUT_DATA_KEY,
  createCheckoutStore,
  readyForSummary,
  type CheckoutQuotation,
  type CheckoutStorage,
} from '../../../src/stores/checkout-store';
import { cardChoice as choice } from './card-choice-fixture';

function memoryStorage(): CheckoutStorage & { items: Record<string, string> } {
  const items: Record<string, string> = {};
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
    removeItem: (key) => {
      delete items[key];
    },
  };
}

const quotation: CheckoutQuotation = {
  id: 'q-1',
  currency: 'USD',
  amount: '1000.00',
  total: '1000.00',
  reverse: false,
  purposeCode: 'MAINTENANCE',
  expiresAt: null,
  coupon: null,
};

function toPaymentMethods(storage?: CheckoutStorage) {
  let n = 0;
  const store = createCheckoutStore({
    newKey: () => `key-${++n}`,
    ...(storage ? { storage } : {}),
  });
  store.setQuotation(quotation);
  store.next();
  store.selectBeneficiary(7);
  store.next();
  store.setPurpose({ description: 'Family support', acknowledged: true });
  store.next();
  store.addDocument({ key: 'uploads/1/a/doc.png', fileName: 'doc.png' });
  store.next();
  return store;
}

describe('checkout store, paying by credit card (issue 18)', () => {
  it('adds the creditCard section after paymentMethods when CREDIT_CARD is chosen', () => {
    const store = toPaymentMethods();
    store.setPaymentMethod('PIX');
    expect(requiredSections(store.$data.get().navigation)).not.toContain('creditCard');
    store.setPaymentMethod('CREDIT_CARD');
    expect(requiredSections(store.$data.get().navigation).slice(-2)).toEqual([
      'paymentMethods',
      'creditCard',
    ]);
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('creditCard');
    expect(sectionOf(store.$data.get().navigation, 'creditCard').invalid).toBe(true);
    expect(readyForSummary(store.$data.get())).toBe(false);
  });

  it('makes the creditCard section valid once a card is chosen, and the summary reachable', () => {
    const store = toPaymentMethods();
    store.setPaymentMethod('CREDIT_CARD');
    store.next();
    store.setCardChoice(choice);
    expect(sectionOf(store.$data.get().navigation, 'creditCard').invalid).toBe(false);
    store.next();
    expect(store.isComplete()).toBe(true);
    expect(store.$cardChoice.get()).toEqual(choice);
  });

  it('never writes the card choice to storage, and a resumed checkout asks for it again', () => {
    const storage = memoryStorage();
    const store = toPaymentMethods(storage);
    store.setPaymentMethod('CREDIT_CARD');
    store.next();
    store.setCardChoice(choice);
    store.next();
    const saved = storage.items[CHECKOUT_DATA_KEY] ?? '';
    expect(saved).not.toContain(choice.card.cardHash);
    expect(saved).not.toContain('4242');
    const resumed = createCheckoutStore({ storage, newKey: () => 'k' });
    expect(resumed.$cardChoice.get()).toBeNull();
    expect(sectionOf(resumed.$data.get().navigation, 'creditCard').invalid).toBe(true);
    expect(resumed.isComplete()).toBe(false);
  });

  it('forgets the card choice on a new amount or another method', () => {
    const store = toPaymentMethods();
    store.setPaymentMethod('CREDIT_CARD');
    store.setCardChoice(choice);
    store.setQuotation({ ...quotation, id: 'q-2', total: '1100.00' });
    expect(store.$cardChoice.get()).toBeNull();
    store.setCardChoice(choice);
    store.setPaymentMethod('PIX');
    expect(store.$cardChoice.get()).toBeNull();
  });
});
