import { describe, expect, it } from 'vitest';
import {
  InboundRemittanceCreateBodySchema,
  type InboundOperation,
} from '../../../src/contracts/inbound-remittances';
import type { RemittanceOperation } from '../../../src/contracts/remittances';
import { checkoutStep, requiredSections, sectionOf } from '../../../src/domain/checkout/navigation';
import {
  CHECKOUT_DATA_KEY,
  INBOUND_CHECKOUT_DATA_KEY,
  createBodyOf,
  createCheckoutStore,
  createInboundBodyOf,
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

const inboundQuotation: CheckoutQuotation = {
  id: 'q-in-1',
  currency: 'USD',
  amount: '100.00',
  total: '540.00',
  reverse: false,
  purposeCode: 'MAINTENANCE',
  expiresAt: '2026-11-23T16:00:00.000Z',
  coupon: null,
};

const inboundCustomer = { cpf: '52998224725', cnpj: null };

/** Walks an inbound checkout through the account, purpose and documents. */
function fillInboundUpToMethod(store: ReturnType<typeof createCheckoutStore>) {
  store.setQuotation(inboundQuotation);
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
    store.setQuotation(inboundQuotation);
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
    fillInboundUpToMethod(store);
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
    fillInboundUpToMethod(store);
    store.setInboundPaymentMethod('BANK_PATH');
    expect(checkoutStep(store.$data.get().navigation)).toEqual({ current: 5, total: 5 });
    expect(store.isComplete()).toBe(true);
  });

  it('makes the §3.17 inbound payload, which the contract accepts', () => {
    const store = createCheckoutStore({ newKey: keys(), kind: 'remittance-inbound' });
    fillInboundUpToMethod(store);
    store.setInboundPaymentMethod('BANK_PATH');
    store.setTermsAccepted(true);
    const body = createInboundBodyOf(store.$data.get(), inboundCustomer, 12);
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
    fillInboundUpToMethod(store);
    expect(createInboundBodyOf(store.$data.get(), inboundCustomer)).toBeUndefined();
    store.setInboundPaymentMethod('BANK_PATH');
    expect(
      createInboundBodyOf(store.$data.get(), { cpf: null, cnpj: '11222333000181' }),
    ).toBeUndefined();
  });

  it('forgets the method when the purpose changes (each purpose has its own card method)', () => {
    const store = createCheckoutStore({ newKey: keys(), kind: 'remittance-inbound' });
    fillInboundUpToMethod(store);
    store.setInboundPaymentMethod('DEBIT_CARD_LINK');
    store.setQuotation({ ...inboundQuotation, id: 'q-in-2', purposeCode: 'AVAILABILITY' });
    expect(store.$data.get().inboundPaymentMethod).toBeNull();
    expect(readyForSummary(store.$data.get())).toBe(false);
  });

  it('persists under its own key, beside an outbound checkout, and resumes only an inbound one', () => {
    const storage = memoryStorage();
    const inbound = createCheckoutStore({ storage, newKey: keys(), kind: 'remittance-inbound' });
    const outbound = createCheckoutStore({ storage, newKey: keys() });
    inbound.setQuotation(inboundQuotation);
    outbound.setQuotation({ ...inboundQuotation, id: 'q-out' });
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
    fillInboundUpToMethod(store);
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
