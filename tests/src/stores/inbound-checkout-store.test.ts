import { describe, expect, it } from 'vitest';
import type { InboundOperation } from '../../../src/contracts/inbound-remittances';
import { InboundRemittanceCreateBodySchema } from '../../../src/contracts/inbound-remittances';
import { checkoutStep, requiredSections } from '../../../src/domain/checkout/navigation';
import {
  CHECKOUT_DATA_KEY,
  INBOUND_CHECKOUT_DATA_KEY,
  createCheckoutStore,
  createInboundBodyOf,
  parseCheckoutData,
  readyForSummary,
  type CheckoutQuotation,
  type CheckoutStorage,
} from '../../../src/stores/checkout-store';

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

function keys() {
  let n = 0;
  return () => `key-${String(++n).padStart(4, '0')}`;
}

const quotation: CheckoutQuotation = {
  id: 'q-in-1',
  currency: 'USD',
  amount: '100.00',
  total: '540.00',
  reverse: false,
  purposeCode: 'MAINTENANCE',
  expiresAt: '2026-11-23T16:00:00.000Z',
  coupon: null,
};

const customer = { cpf: '52998224725', cnpj: null };

/** Walks an inbound checkout through the account, purpose and documents. */
function fillUpToMethod(store: ReturnType<typeof createCheckoutStore>) {
  store.setQuotation(quotation);
  store.next();
  store.selectAccount(7);
  store.next();
  store.setPurpose({ description: 'Family help', acknowledged: true });
  store.next();
  store.addDocument({ key: 'uploads/doc-remittance.png', fileName: 'doc.png' });
  store.next();
}

describe('the inbound checkout store', () => {
  it('asks for the account in Brazil, the purpose, documents and how the money is paid', () => {
    const store = createCheckoutStore({ newKey: keys(), kind: 'remittance-inbound' });
    store.setQuotation(quotation);
    expect(requiredSections(store.$data.get().navigation)).toEqual([
      'simulator',
      'accounts',
      'purposeCode',
      'documents',
      'inboundPaymentMethodsSelect',
    ]);
  });

  it('adds the link section once the link is chosen, and reaches the summary through it', () => {
    const store = createCheckoutStore({ newKey: keys(), kind: 'remittance-inbound' });
    fillUpToMethod(store);
    expect(store.isComplete()).toBe(false);
    store.setInboundPaymentMethod('DEBIT_CARD_LINK');
    const { navigation } = store.$data.get();
    expect(requiredSections(navigation).at(-1)).toBe('inboundPaymentLink');
    expect(checkoutStep(navigation)).toEqual({ current: 5, total: 6 });
    expect(store.isComplete()).toBe(false);
    store.next();
    expect(store.isComplete()).toBe(true);
  });

  it('needs nothing after the bank path', () => {
    const store = createCheckoutStore({ newKey: keys(), kind: 'remittance-inbound' });
    fillUpToMethod(store);
    store.setInboundPaymentMethod('BANK_PATH');
    expect(checkoutStep(store.$data.get().navigation)).toEqual({ current: 5, total: 5 });
    expect(store.isComplete()).toBe(true);
  });

  it('makes the §3.17 inbound payload, which the contract accepts', () => {
    const store = createCheckoutStore({ newKey: keys(), kind: 'remittance-inbound' });
    fillUpToMethod(store);
    store.setInboundPaymentMethod('BANK_PATH');
    store.setTermsAccepted(true);
    const body = createInboundBodyOf(store.$data.get(), customer, 12);
    expect(body).toEqual({
      accountId: 7,
      clientCpf: '52998224725',
      partnerId: 12,
      quotationId: 'q-in-1',
      inboundPaymentMethod: 'BANK_PATH',
      serviceInfo: { id: 'MAINTENANCE' },
      reason: 'Family help',
      documents: ['uploads/doc-remittance.png'],
      termsAccepted: true,
    });
    expect(InboundRemittanceCreateBodySchema.safeParse(body).success).toBe(true);
  });

  it('makes no payload for a company, or before a method is chosen', () => {
    const store = createCheckoutStore({ newKey: keys(), kind: 'remittance-inbound' });
    fillUpToMethod(store);
    expect(createInboundBodyOf(store.$data.get(), customer)).toBeUndefined();
    store.setInboundPaymentMethod('BANK_PATH');
    expect(
      createInboundBodyOf(store.$data.get(), { cpf: null, cnpj: '11222333000181' }),
    ).toBeUndefined();
  });

  it('forgets the method when the purpose changes (each purpose has its own card method)', () => {
    const store = createCheckoutStore({ newKey: keys(), kind: 'remittance-inbound' });
    fillUpToMethod(store);
    store.setInboundPaymentMethod('DEBIT_CARD_LINK');
    store.setQuotation({ ...quotation, id: 'q-in-2', purposeCode: 'AVAILABILITY' });
    expect(store.$data.get().inboundPaymentMethod).toBeNull();
    expect(readyForSummary(store.$data.get())).toBe(false);
  });

  it('persists under its own key, beside an outbound checkout, and resumes only an inbound one', () => {
    const storage = memoryStorage();
    const inbound = createCheckoutStore({ storage, newKey: keys(), kind: 'remittance-inbound' });
    const outbound = createCheckoutStore({ storage, newKey: keys() });
    inbound.setQuotation(quotation);
    outbound.setQuotation({ ...quotation, id: 'q-out' });
    expect(parseCheckoutData(storage.items[INBOUND_CHECKOUT_DATA_KEY] ?? null)?.kind).toBe(
      'remittance-inbound',
    );
    expect(parseCheckoutData(storage.items[CHECKOUT_DATA_KEY] ?? null)?.kind).toBe(
      'remittance-outbound',
    );
    const again = createCheckoutStore({ storage, newKey: keys(), kind: 'remittance-inbound' });
    expect(again.$data.get().quotation?.id).toBe('q-in-1');
  });

  it('reads an outbound checkout saved before inbound existed', () => {
    const store = createCheckoutStore({ newKey: keys() });
    const saved = JSON.parse(JSON.stringify(store.$data.get())) as Record<string, unknown>;
    delete saved.kind;
    delete saved.inboundPaymentMethod;
    delete saved.inboundOperation;
    const parsed = parseCheckoutData(JSON.stringify(saved));
    expect(parsed?.kind).toBe('remittance-outbound');
    expect(parsed?.inboundPaymentMethod).toBeNull();
  });

  it('keeps the created operation with its payment link and starts anew', () => {
    const store = createCheckoutStore({ newKey: keys(), kind: 'remittance-inbound' });
    fillUpToMethod(store);
    const operation: InboundOperation = {
      id: 9,
      type: 'INBOUND',
      status: { key: 'AWAITING_PAYMENT' },
      client: { cpf: '52998224725', cnpj: null, name: 'Maria' },
      serverTime: '2026-11-23T16:00:00.000Z',
      total: { value: 54000, divisor: 100, precision: 2, currency: 'BRL' },
      amount: { value: 10000, divisor: 100, precision: 2, currency: 'USD' },
      inboundPaymentMethod: 'DEBIT_CARD_LINK',
      paymentLink: { id: 'abcdefghijklmnopqrstuv', expiresAt: '2026-11-24T04:00:00.000Z' },
    };
    const key = store.$data.get().idempotencyKey;
    store.completedInbound(operation);
    const data = store.$data.get();
    expect(data.inboundOperation).toEqual(operation);
    expect(data.quotation).toBeNull();
    expect(data.kind).toBe('remittance-inbound');
    expect(data.idempotencyKey).not.toBe(key);
  });
});
