import { describe, expect, it } from 'vitest';
import type { RemittanceOperation } from '../../../src/contracts/remittances';
import { checkoutStep, requiredSections, sectionOf } from '../../../src/domain/checkout/navigation';
import {
  CHECKOUT_DATA_KEY,
  createBodyOf,
  createCheckoutStore,
  parseCheckoutData,
  readyForSummary,
  type CheckoutQuotation,
  type CheckoutStorage,
} from '../../../src/stores/checkout-store';

function memoryStorage(initial: Record<string, string> = {}): CheckoutStorage & {
  items: Record<string, string>;
} {
  const items = { ...initial };
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
  id: 'q-1',
  currency: 'USD',
  amount: '1000.00',
  total: '5432.10',
  reverse: false,
  purposeCode: 'MAINTENANCE',
  expiresAt: '2026-11-23T16:00:00.000Z',
  coupon: null,
};

const operation: RemittanceOperation = {
  id: 42,
  type: 'OUTBOUND',
  status: { key: 'AWAITING_PAYMENT' },
  client: { cpf: '52998224725', cnpj: null, name: 'Ana' },
  serverTime: '2026-11-23T16:00:00.000Z',
  total: { value: 543210, divisor: 100, precision: 2, currency: 'BRL' },
  paymentMethod: 'DYNAMIC_PIX',
  paymentExpiresAt: null,
};

/** Walks a maintenance checkout to its summary. */
function fillMaintenance(store: ReturnType<typeof createCheckoutStore>) {
  store.setQuotation(quotation);
  store.next();
  store.selectBeneficiary(7);
  store.next();
  store.setPurpose({ description: 'Family support', acknowledged: true });
  store.next();
  store.addDocument({ key: 'uploads/1/a/doc.png', fileName: 'doc.png' });
  store.next();
  store.setPaymentMethod('DYNAMIC_PIX');
}

describe('checkout store', () => {
  it('starts on the simulator with the outbound sections and a fresh idempotency key', () => {
    const store = createCheckoutStore({ newKey: keys() });
    const data = store.$data.get();
    expect(data.navigation.currentSectionName).toBe('simulator');
    expect(requiredSections(data.navigation)).toEqual([
      'simulator',
      'beneficiary',
      'purposeCode',
      'documents',
      'paymentMethods',
    ]);
    expect(data.idempotencyKey).toBe('key-0001');
    expect(checkoutStep(data.navigation)).toEqual({ current: 1, total: 5 });
  });

  it('moves on only from a complete section and derives validity from the data', () => {
    const store = createCheckoutStore({ newKey: keys() });
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('simulator');
    store.setQuotation(quotation);
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('beneficiary');
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('beneficiary');
    store.selectBeneficiary(7);
    store.next();
    const data = store.$data.get();
    expect(data.navigation.currentSectionName).toBe('purposeCode');
    expect(checkoutStep(data.navigation)).toEqual({ current: 3, total: 5 });
    // The acknowledgement is required (mustBeTrue).
    store.setPurpose({ description: 'Family support' });
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('purposeCode');
    store.setPurpose({ acknowledged: true });
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('documents');
  });

  it('is ready for the summary once every required section was reached and filled', () => {
    const store = createCheckoutStore({ newKey: keys() });
    fillMaintenance(store);
    expect(store.isComplete()).toBe(true);
    // Edit hides the later sections until CONTINUE walks through them again.
    store.setTermsAccepted(true);
    store.edit('beneficiary');
    const data = store.$data.get();
    expect(data.termsAccepted).toBe(false);
    expect(data.navigation.currentSectionName).toBe('beneficiary');
    expect(sectionOf(data.navigation, 'documents').shown).toBe(false);
    expect(readyForSummary(data)).toBe(false);
    store.next();
    store.next();
    store.next();
    expect(store.isComplete()).toBe(true);
    expect(store.$data.get().documents).toHaveLength(1);
  });

  it('follows the purpose: AVAILABILITY needs an account, INVESTMENTS a broker and its code', () => {
    const store = createCheckoutStore({ newKey: keys() });
    store.setQuotation({ ...quotation, purposeCode: 'AVAILABILITY' });
    expect(requiredSections(store.$data.get().navigation)).toContain('accounts');
    store.setQuotation({ ...quotation, id: 'q-2', purposeCode: 'INVESTMENTS' });
    const sections = requiredSections(store.$data.get().navigation);
    expect(sections).toEqual([
      'simulator',
      'investments',
      'identifierCode',
      'purposeCode',
      'documents',
      'paymentMethods',
    ]);
    expect(store.$data.get().purpose.nature).toBe('INVESTMENTS');
  });

  it('builds the create payload of spec §3.17 for an individual and for a company', () => {
    const store = createCheckoutStore({ newKey: keys() });
    fillMaintenance(store);
    expect(createBodyOf(store.$data.get(), { cpf: '52998224725' })).toMatchObject({
      termsAccepted: false,
    });
    store.setTermsAccepted(true);
    expect(createBodyOf(store.$data.get(), { cpf: '52998224725' })).toEqual({
      accountId: null,
      clientCpf: '52998224725',
      quotationId: 'q-1',
      receiverId: 7,
      payment: { method: 'DYNAMIC_PIX' },
      serviceInfo: { id: 'MAINTENANCE' },
      reason: 'Family support',
      documents: ['uploads/1/a/doc.png'],
      investmentBrokerId: null,
      termsAccepted: true,
    });
    const company = createBodyOf(store.$data.get(), { cnpj: '11222333000181' });
    expect(company?.clientCnpj).toBe('11222333000181');
    expect(company && 'clientCpf' in company).toBe(false);
  });

  it('puts the numbered purpose into the reason and sends the broker for an investment', () => {
    const store = createCheckoutStore({ newKey: keys() });
    store.setQuotation({ ...quotation, currency: 'CAD', purposeCode: 'INVESTMENTS' });
    store.next();
    store.selectInvestmentBroker(3);
    store.next();
    store.setIdentifierCode('BRK-99');
    store.next();
    store.setPurpose({ description: 'Shares', acknowledged: true });
    store.next();
    // CAD: the numbered purpose is required.
    expect(store.$data.get().navigation.currentSectionName).toBe('purposeCode');
    store.setPurpose({ numberedPurpose: 260 });
    store.next();
    store.addDocument({ key: 'k1', fileName: 'a.pdf' });
    store.next();
    store.setPaymentMethod('TED');
    store.setTermsAccepted(true);
    const body = createBodyOf(store.$data.get(), { cpf: '52998224725' });
    expect(body?.reason).toBe('[260] Shares');
    expect(body?.investmentBrokerId).toBe(3);
    expect(body?.receiverId).toBeNull();
  });

  it('persists under checkoutData and resumes, keeping the idempotency key', () => {
    const storage = memoryStorage();
    const first = createCheckoutStore({ storage, newKey: keys() });
    fillMaintenance(first);
    expect(JSON.parse(storage.items[CHECKOUT_DATA_KEY] ?? '{}').idempotencyKey).toBe('key-0001');
    const again = createCheckoutStore({ storage, newKey: () => 'other-key' });
    const data = again.$data.get();
    expect(data.idempotencyKey).toBe('key-0001');
    expect(data.beneficiaryId).toBe(7);
    expect(data.documents).toEqual([{ key: 'uploads/1/a/doc.png', fileName: 'doc.png' }]);
    expect(data.navigation.currentSectionName).toBe('paymentMethods');
  });

  it('resumes only its owner’s checkout: another user signed in on the browser starts anew', () => {
    const storage = memoryStorage();
    fillMaintenance(createCheckoutStore({ storage, newKey: keys(), owner: '17' }));
    expect(JSON.parse(storage.items[CHECKOUT_DATA_KEY] ?? '{}').owner).toBe('17');

    const someoneElse = createCheckoutStore({ storage, newKey: () => 'their-key', owner: '18' });
    expect(someoneElse.$data.get()).toMatchObject({ beneficiaryId: null, documents: [] });
    expect(someoneElse.$data.get().idempotencyKey).toBe('their-key');
    const noOwner = createCheckoutStore({ storage, newKey: () => 'anonymous-key' });
    expect(noOwner.$data.get().idempotencyKey).toBe('anonymous-key');

    const owner = createCheckoutStore({ storage, newKey: () => 'unused', owner: '17' });
    expect(owner.$data.get()).toMatchObject({ idempotencyKey: 'key-0001', beneficiaryId: 7 });
  });

  it('renews the idempotency key after a created operation, keeping the operation', () => {
    const storage = memoryStorage();
    const store = createCheckoutStore({ storage, newKey: keys() });
    fillMaintenance(store);
    store.completed(operation);
    const data = store.$data.get();
    expect(data.idempotencyKey).toBe('key-0002');
    expect(data.operation?.id).toBe(42);
    expect(data.quotation).toBeNull();
    expect(data.documents).toEqual([]);
  });

  it('ignores corrupted or foreign persisted data', () => {
    expect(parseCheckoutData('not json')).toBeUndefined();
    expect(parseCheckoutData(JSON.stringify({ version: 2 }))).toBeUndefined();
    const storage = memoryStorage({ [CHECKOUT_DATA_KEY]: '{"version":1,"quotation":5}' });
    const store = createCheckoutStore({ storage, newKey: () => 'fresh-key' });
    expect(store.$data.get().idempotencyKey).toBe('fresh-key');
  });

  it('removes a document and keeps at most one entry per key', () => {
    const store = createCheckoutStore({ newKey: keys() });
    store.addDocument({ key: 'a', fileName: 'a.png' });
    store.addDocument({ key: 'a', fileName: 'a.png' });
    store.addDocument({ key: 'b', fileName: 'b.pdf' });
    store.removeDocument('a');
    expect(store.$data.get().documents).toEqual([{ key: 'b', fileName: 'b.pdf' }]);
  });
});

describe('checkout store: purpose and currency changes', () => {
  it('lands on the new destination when the purpose changes past it, keeping the rest', () => {
    const store = createCheckoutStore({ newKey: keys() });
    fillMaintenance(store);
    store.setQuotation({ ...quotation, id: 'q-2', purposeCode: 'AVAILABILITY' });
    const data = store.$data.get();
    expect(data.navigation.currentSectionName).toBe('accounts');
    expect(data.purpose.description).toBe('Family support');
    store.selectAccount(5);
    store.next();
    store.next();
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('paymentMethods');
    expect(store.isComplete()).toBe(true);
  });

  it('stays on the simulator when the purpose changes there', () => {
    const store = createCheckoutStore({ newKey: keys() });
    store.setQuotation(quotation);
    store.setQuotation({ ...quotation, id: 'q-2', purposeCode: 'INVESTMENTS' });
    expect(store.$data.get().navigation.currentSectionName).toBe('simulator');
  });

  it('forgets the payee when the currency changes', () => {
    const store = createCheckoutStore({ newKey: keys() });
    fillMaintenance(store);
    store.setQuotation({ ...quotation, id: 'q-3', currency: 'EUR' });
    expect(store.$data.get().beneficiaryId).toBeNull();
    expect(store.isComplete()).toBe(false);
  });
});

describe('checkout store: a purpose change at the destination step', () => {
  it('moves from the own account to the broker when AVAILABILITY becomes INVESTMENTS', () => {
    const store = createCheckoutStore({ newKey: keys() });
    store.setQuotation({ ...quotation, currency: 'USD', purposeCode: 'AVAILABILITY' });
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('accounts');
    store.setQuotation({ ...quotation, id: 'q-2', currency: 'USD', purposeCode: 'INVESTMENTS' });
    expect(store.$data.get().navigation.currentSectionName).toBe('investments');
  });
});
