/**
 * The remittance checkout store, outbound or inbound (spec operations §2.4, §3.9, §3.17, §4.7,
 * §5.3–5.5; issue 16):
 * the quotation handed over by the simulator, the section navigation (the pure state machine of
 * `src/domain/checkout`), the destination (beneficiary, own account, or investment broker with
 * its identifier code), the purpose, the uploaded documents, the payment method, the terms, and
 * the idempotency key of this checkout attempt. Created per app instance, never at module level
 * (design §8).
 *
 * Persistence: the state is kept in local storage under 'checkoutData' (spec §3.9), so a customer
 * who closes the tab finds the checkout where they left it. It carries its owner (the signed-in
 * user): a checkout saved by someone else is never resumed, and the portal removes it on
 * sign-out.
 *
 * An inbound checkout (`kind: 'remittance-inbound'`) credits the customer's own Brazilian account
 * (`accountId`) and records how the foreign payer pays (`inboundPaymentMethod`); it persists under
 * its own key, so an outbound checkout in progress survives a visit to the inbound one.
 *
 * Section validity is derived from the data ({@link sectionValidity}); navigation (CONTINUE,
 * GO BACK, Edit) goes through `src/domain/checkout/navigation`.
 *
 * The idempotency key names one attempt: it is kept across retries (a network error, a reload),
 * so the server answers the operation the first call created instead of a second one; it is
 * renewed once an operation was created ({@link CheckoutStore.completed}) or the checkout is
 * started anew.
 * @module
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CardHash, InstallmentOption } from '../contracts/card-payments';
import type {
  InboundOperation,
  InboundRemittanceCreateBody,
} from '../contracts/inbound-remittances';
import type { RemittanceCreateBody, RemittanceOperation } from '../contracts/remittances';
import {
  createCheckoutNavigation,
  isCheckoutComplete,
  jumpToSection,
  nextSection,
  previousSection,
  requiredSections,
  setSectionValid,
  withCheckoutContext,
  type CheckoutNavigation,
} from '../domain/checkout/navigation';
import { CHECKOUT_SECTIONS, type CheckoutSectionName } from '../domain/checkout/sections';
import {
  INBOUND_PAYMENT_METHODS,
  isPaymentMethod,
  type InboundPaymentMethod,
  type PaymentMethod,
} from '../domain/operations/payment-methods';
import { isCurrencyCode, type CurrencyCode } from '../domain/pricing/currencies';
import { isPurposeCode, type PurposeCode } from '../domain/pricing/purpose-codes';
import { CHECKOUT_DATA_KEY, INBOUND_CHECKOUT_DATA_KEY } from './checkout-storage-keys';

/** The storage keys, defined with the paper-money one in `checkout-storage-keys.ts`. */
export { CHECKOUT_DATA_KEY, INBOUND_CHECKOUT_DATA_KEY };

/** The remittance a checkout creates. */
export type CheckoutKind = 'remittance-outbound' | 'remittance-inbound';

/** The storage key of a checkout of `kind`. */
export function checkoutDataKeyOf(kind: CheckoutKind): string {
  return kind === 'remittance-inbound' ? INBOUND_CHECKOUT_DATA_KEY : CHECKOUT_DATA_KEY;
}

const isInboundPaymentMethod = (value: unknown): value is InboundPaymentMethod =>
  typeof value === 'string' && (INBOUND_PAYMENT_METHODS as readonly string[]).includes(value);

/** The quotation the checkout carries (from the simulator's hand-off or its `fx:quote`). */
export interface CheckoutQuotation {
  /** The stored quotation's id (sent as `quotationId`). */
  id: string;
  /** The foreign currency. */
  currency: CurrencyCode;
  /** The foreign amount, decimal text ('1000.00'). */
  amount: string;
  /** What the customer pays in BRL with taxes, decimal text ('5432.10'). */
  total: string;
  /** Whether the BRL amount was the input. */
  reverse: boolean;
  /** The purpose the quotation was priced for (it must be the operation's purpose). */
  purposeCode: PurposeCode;
  /** When the quotation stops being accepted (ISO 8601), when known. */
  expiresAt: string | null;
  /** A coupon applied to it, when any. */
  coupon: string | null;
}

/** One uploaded document: the storage key sent with the operation and the file's own name. */
export interface CheckoutDocument {
  key: string;
  fileName: string;
}

/** The purposeCode section (spec operations §2.4, §3.20, §5.3). */
export interface CheckoutPurpose {
  /** The nature: the purpose code (the quotation is priced for it). */
  nature: PurposeCode | null;
  /** The description (sent as `reason`). */
  description: string;
  /** The acknowledgement checkbox (mustBeTrue). */
  acknowledged: boolean;
  /** A numbered (Canadian-style) purpose 200–700, where relevant. */
  numberedPurpose: number | null;
}

/** What the checkout keeps (and persists). */
export interface CheckoutData {
  /** The format version of the persisted data. */
  version: 1;
  /** Outbound (sending abroad) or inbound (receiving from abroad). */
  kind: CheckoutKind;
  quotation: CheckoutQuotation | null;
  navigation: CheckoutNavigation;
  beneficiaryId: number | null;
  accountId: number | null;
  investmentBrokerId: number | null;
  /** The broker identifier code (bank code) of an investment. */
  identifierCode: string;
  purpose: CheckoutPurpose;
  documents: CheckoutDocument[];
  paymentMethod: PaymentMethod | null;
  /** Inbound: how the foreign payer pays (spec operations §3.24). */
  inboundPaymentMethod: InboundPaymentMethod | null;
  termsAccepted: boolean;
  /** The idempotency key of this attempt. */
  idempotencyKey: string;
  /** The operation the last finished attempt created (spec §3.9 operationData). */
  operation: RemittanceOperation | null;
  /** Inbound: the operation the last finished attempt created, with its payment link. */
  inboundOperation: InboundOperation | null;
}

/**
 * The card and installment plan chosen in the creditCard section (issue 18): the tokenizer's
 * answer, never the card number or CVV. Kept in memory only, never persisted: after a reload the
 * customer picks the card again.
 */
export interface CheckoutCardChoice {
  card: CardHash;
  plan: InstallmentOption;
}

/** The longest identifier code accepted. */
export const IDENTIFIER_CODE_MAX = 30;
/** The most documents an operation carries (the create contract's limit). */
export const MAX_DOCUMENTS = 10;

/** The currencies for which the numbered purpose list is offered (Canadian-style payments). */
export const NUMBERED_PURPOSE_CURRENCIES: readonly CurrencyCode[] = ['CAD'];

/** Whether the numbered purpose list applies to a quotation's currency. */
export function numberedPurposeRelevant(currency: CurrencyCode | undefined): boolean {
  return currency !== undefined && NUMBERED_PURPOSE_CURRENCIES.includes(currency);
}

/**
 * Whether a section's data is complete (every other section: nothing to fill in). The creditCard
 * section is complete once a card was chosen (`cardChosen`, held in memory beside the data).
 */
export function sectionValidity(
  data: CheckoutData,
  name: CheckoutSectionName,
  cardChosen = false,
): boolean {
  switch (name) {
    case 'creditCard':
      return data.paymentMethod === 'CREDIT_CARD' && cardChosen;
    case 'simulator':
      return data.quotation !== null;
    case 'beneficiary':
      return data.beneficiaryId !== null;
    case 'accounts':
      return data.accountId !== null;
    case 'investments':
      return data.investmentBrokerId !== null;
    case 'identifierCode': {
      const code = data.identifierCode.trim();
      return code.length > 0 && code.length <= IDENTIFIER_CODE_MAX;
    }
    case 'purposeCode': {
      const { purpose } = data;
      const numberedOk =
        !numberedPurposeRelevant(data.quotation?.currency) || purpose.numberedPurpose !== null;
      return (
        purpose.nature !== null &&
        purpose.description.trim().length > 0 &&
        purpose.description.trim().length <= 500 &&
        purpose.acknowledged &&
        numberedOk
      );
    }
    case 'documents':
      return data.documents.length > 0 && data.documents.length <= MAX_DOCUMENTS;
    case 'paymentMethods':
      return data.paymentMethod !== null;
    case 'inboundPaymentMethodsSelect':
      return data.inboundPaymentMethod !== null;
    // What happens after finishing, for the method chosen: nothing to fill in.
    case 'inboundPaymentMethods':
      return data.inboundPaymentMethod === 'DEBIT_CARD';
    case 'inboundPaymentLink':
      return data.inboundPaymentMethod === 'DEBIT_CARD_LINK';
    default:
      return false;
  }
}

/**
 * Whether the summary may show: every required section reached (shown) and complete. After an
 * Edit the later sections are hidden again until CONTINUE walks through them (spec §4.7).
 */
export function readyForSummary(data: CheckoutData): boolean {
  return (
    data.quotation !== null &&
    (data.kind === 'remittance-inbound'
      ? data.inboundPaymentMethod !== null
      : data.paymentMethod !== null) &&
    isCheckoutComplete(data.navigation) &&
    data.navigation.sections.every((section) => !section.required || section.shown)
  );
}

/** The purpose that decides the destination: the nature chosen, else the quotation's. */
export function purposeOf(data: Pick<CheckoutData, 'purpose' | 'quotation'>): PurposeCode {
  return data.purpose.nature ?? data.quotation?.purposeCode ?? 'MAINTENANCE';
}

/** Applies the derived validity of every required section. */
function withValidity(data: CheckoutData, cardChosen = false): CheckoutData {
  let navigation = data.navigation;
  for (const name of requiredSections(navigation)) {
    navigation = setSectionValid(navigation, name, sectionValidity(data, name, cardChosen));
  }
  return navigation === data.navigation ? data : { ...data, navigation };
}

/** A fresh checkout of `kind` (outbound by default) for `purpose`. */
export function emptyCheckout(
  idempotencyKey: string,
  purpose?: PurposeCode,
  kind: CheckoutKind = 'remittance-outbound',
): CheckoutData {
  return withValidity({
    version: 1,
    kind,
    quotation: null,
    navigation: createCheckoutNavigation({ kind, purposeCode: purpose }),
    beneficiaryId: null,
    accountId: null,
    investmentBrokerId: null,
    identifierCode: '',
    purpose: {
      nature: purpose ?? null,
      description: '',
      acknowledged: false,
      numberedPurpose: null,
    },
    documents: [],
    paymentMethod: null,
    inboundPaymentMethod: null,
    termsAccepted: false,
    idempotencyKey,
    operation: null,
    inboundOperation: null,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIdOrNull = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value > 0);

function readQuotation(value: unknown): CheckoutQuotation | null | undefined {
  if (value === null) return null;
  if (!isRecord(value)) return undefined;
  const { id, currency, amount, total, reverse, purposeCode, expiresAt, coupon } = value;
  if (
    typeof id !== 'string' ||
    !isCurrencyCode(currency) ||
    typeof amount !== 'string' ||
    typeof total !== 'string' ||
    typeof reverse !== 'boolean' ||
    !isPurposeCode(purposeCode) ||
    !(expiresAt === null || typeof expiresAt === 'string') ||
    !(coupon === null || typeof coupon === 'string')
  ) {
    return undefined;
  }
  return { id, currency, amount, total, reverse, purposeCode, expiresAt, coupon };
}

function readNavigation(value: unknown): CheckoutNavigation | undefined {
  if (!isRecord(value) || !Array.isArray(value.sections)) return undefined;
  const sections = value.sections;
  if (sections.length !== CHECKOUT_SECTIONS.length) return undefined;
  const ok = sections.every(
    (section, index) =>
      isRecord(section) &&
      section.name === CHECKOUT_SECTIONS[index] &&
      ['required', 'shown', 'expanded', 'invalid'].every(
        (flag) => typeof section[flag] === 'boolean',
      ),
  );
  if (!ok || typeof value.navigationIndex !== 'number') return undefined;
  if (!(CHECKOUT_SECTIONS as readonly unknown[]).includes(value.currentSectionName)) {
    return undefined;
  }
  return value as unknown as CheckoutNavigation;
}

/**
 * Reads persisted checkout data; `undefined` for anything that is not a checkout this version
 * wrote (a corrupted or older entry starts a new checkout rather than breaking the page).
 */
export function parseCheckoutData(text: string | null): CheckoutData | undefined {
  if (!text) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(raw) || raw.version !== 1) return undefined;
  // Written before inbound existed: an outbound checkout without the inbound fields.
  const kind = raw.kind === undefined ? 'remittance-outbound' : raw.kind;
  const inboundPaymentMethod = raw.inboundPaymentMethod ?? null;
  const inboundOperation = raw.inboundOperation ?? null;
  if (
    (kind !== 'remittance-outbound' && kind !== 'remittance-inbound') ||
    !(inboundPaymentMethod === null || isInboundPaymentMethod(inboundPaymentMethod)) ||
    !(inboundOperation === null || isRecord(inboundOperation))
  ) {
    return undefined;
  }
  const quotation = readQuotation(raw.quotation);
  const navigation = readNavigation(raw.navigation);
  const purpose = raw.purpose;
  if (quotation === undefined || !navigation || !isRecord(purpose)) return undefined;
  if (
    !isIdOrNull(raw.beneficiaryId) ||
    !isIdOrNull(raw.accountId) ||
    !isIdOrNull(raw.investmentBrokerId) ||
    typeof raw.identifierCode !== 'string' ||
    !(purpose.nature === null || isPurposeCode(purpose.nature)) ||
    typeof purpose.description !== 'string' ||
    typeof purpose.acknowledged !== 'boolean' ||
    !(purpose.numberedPurpose === null || typeof purpose.numberedPurpose === 'number') ||
    !Array.isArray(raw.documents) ||
    !raw.documents.every(
      (doc) => isRecord(doc) && typeof doc.key === 'string' && typeof doc.fileName === 'string',
    ) ||
    !(raw.paymentMethod === null || isPaymentMethod(raw.paymentMethod)) ||
    typeof raw.termsAccepted !== 'boolean' ||
    typeof raw.idempotencyKey !== 'string' ||
    !(raw.operation === null || isRecord(raw.operation))
  ) {
    return undefined;
  }
  return {
    version: 1,
    kind,
    quotation,
    navigation,
    beneficiaryId: raw.beneficiaryId,
    accountId: raw.accountId,
    investmentBrokerId: raw.investmentBrokerId,
    identifierCode: raw.identifierCode,
    purpose: {
      nature: purpose.nature,
      description: purpose.description,
      acknowledged: purpose.acknowledged,
      numberedPurpose: purpose.numberedPurpose,
    },
    documents: (raw.documents as CheckoutDocument[]).map(({ key, fileName }) => ({
      key,
      fileName,
    })),
    paymentMethod: raw.paymentMethod,
    inboundPaymentMethod,
    termsAccepted: raw.termsAccepted,
    idempotencyKey: raw.idempotencyKey,
    operation: raw.operation as RemittanceOperation | null,
    inboundOperation: inboundOperation as InboundOperation | null,
  };
}

/** The customer finishing the operation: exactly one of the documents (spec §3.17). */
export interface CheckoutCustomer {
  cpf?: string | null;
  cnpj?: string | null;
}

/** The create payload (spec operations §3.17), or `undefined` while the checkout is incomplete. */
export function createBodyOf(
  data: CheckoutData,
  customer: CheckoutCustomer,
  partnerId?: number | null,
): RemittanceCreateBody | undefined {
  if (!data.quotation || !data.paymentMethod || !readyForSummary(data)) {
    return undefined;
  }
  const purpose = purposeOf(data);
  const company = Boolean(customer.cnpj);
  const numbered = data.purpose.numberedPurpose;
  const numberedText =
    numbered !== null && numberedPurposeRelevant(data.quotation.currency) ? `[${numbered}] ` : '';
  const investment = purpose === 'INVESTMENTS';
  // The identifier code lives on the broker record (saved by the identifierCode section).
  const reason = `${numberedText}${data.purpose.description.trim()}`;
  return {
    accountId: purpose === 'AVAILABILITY' ? data.accountId : null,
    ...(company ? { clientCnpj: customer.cnpj ?? null } : { clientCpf: customer.cpf ?? null }),
    ...(partnerId ? { partnerId } : {}),
    quotationId: data.quotation.id,
    receiverId: investment || purpose === 'AVAILABILITY' ? null : data.beneficiaryId,
    payment: { method: data.paymentMethod },
    serviceInfo: { id: purpose },
    reason: reason.slice(0, 500),
    documents: data.documents.map((doc) => doc.key),
    investmentBrokerId: investment ? data.investmentBrokerId : null,
    termsAccepted: data.termsAccepted,
  };
}

/**
 * The inbound create payload (spec operations §3.17, inbound: `POST /v1/remittances/inbound`), or
 * `undefined` while the inbound checkout is incomplete. Companies never receive (§6.3): the
 * server refuses a CNPJ, so none is sent from here.
 */
export function createInboundBodyOf(
  data: CheckoutData,
  customer: CheckoutCustomer,
  partnerId?: number | null,
): InboundRemittanceCreateBody | undefined {
  const purpose = purposeOf(data);
  if (
    data.kind !== 'remittance-inbound' ||
    !data.quotation ||
    !data.inboundPaymentMethod ||
    data.accountId === null ||
    !customer.cpf ||
    (purpose !== 'ADSENSE' && purpose !== 'AVAILABILITY' && purpose !== 'MAINTENANCE') ||
    !readyForSummary(data)
  ) {
    return undefined;
  }
  return {
    accountId: data.accountId,
    clientCpf: customer.cpf,
    ...(partnerId ? { partnerId } : {}),
    quotationId: data.quotation.id,
    inboundPaymentMethod: data.inboundPaymentMethod,
    serviceInfo: { id: purpose },
    reason: data.purpose.description.trim().slice(0, 500),
    documents: data.documents.map((doc) => doc.key),
    termsAccepted: data.termsAccepted,
  };
}

/** Where the store persists (local storage in the browser; a fake in tests). */
export type CheckoutStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Options of {@link createCheckoutStore}. */
export interface CheckoutStoreOptions {
  /** Where to persist; nothing is persisted without one. */
  storage?: CheckoutStorage;
  /** Makes an idempotency key (the SDK's `newIdempotencyKey`). */
  newKey: () => string;
  /** The remittance this checkout creates; outbound by default. */
  kind?: CheckoutKind;
  /**
   * Whose checkout this is (e.g. the user id): a persisted checkout of another owner is not
   * resumed. Without one, only a checkout saved without an owner is resumed.
   */
  owner?: string;
}

/** The checkout store. */
export interface CheckoutStore {
  /** The state; subscribe to re-render. */
  $data: ReadableAtom<CheckoutData>;
  /**
   * A quotation arrived (the simulator's hand-off or a new quote): kept; a purpose different from
   * the current one changes the destination sections (spec §4.7, the domain's decision).
   */
  setQuotation(quotation: CheckoutQuotation): void;
  /** Updates the quotation's id and expiry after a refresh, keeping everything else. */
  refreshQuotation(change: Partial<CheckoutQuotation> & { id: string }): void;
  selectBeneficiary(id: number | null): void;
  selectAccount(id: number | null): void;
  selectInvestmentBroker(id: number | null): void;
  setIdentifierCode(code: string): void;
  /** Changes the purpose fields; a new nature recomputes the required sections. */
  setPurpose(change: Partial<CheckoutPurpose>): void;
  addDocument(document: CheckoutDocument): void;
  removeDocument(key: string): void;
  /** The payment method; CREDIT_CARD adds the creditCard section (spec §4.7). */
  setPaymentMethod(method: PaymentMethod | null): void;
  /** The card chosen in the creditCard section (memory only, never persisted). */
  $cardChoice: ReadableAtom<CheckoutCardChoice | null>;
  /** Keeps (or forgets, with `null`) the card and plan chosen. */
  setCardChoice(choice: CheckoutCardChoice | null): void;
  /** Inbound: how the payer pays; the sections after it follow the method (spec §4.7). */
  setInboundPaymentMethod(method: InboundPaymentMethod | null): void;
  setTermsAccepted(accepted: boolean): void;
  /** CONTINUE (nothing happens while the current section is invalid). */
  next(): void;
  /** GO BACK. */
  previous(): void;
  /** The summary's Edit: opens a section already reached. */
  edit(name: CheckoutSectionName): void;
  /** Whether every required section was reached and is complete (the summary may show). */
  isComplete(): boolean;
  /**
   * The operation was created: kept for the outcome page; the form starts anew with a new
   * idempotency key (the next attempt is a new operation).
   */
  completed(operation: RemittanceOperation): void;
  /** The inbound operation was created: as {@link CheckoutStore.completed}. */
  completedInbound(operation: InboundOperation): void;
  /** Starts a new checkout (new idempotency key), forgetting everything. */
  reset(purpose?: PurposeCode): void;
}

/** The owner a persisted checkout names (`null` when none or unreadable). */
function ownerOf(text: string | null): string | null {
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    return isRecord(raw) && typeof raw.owner === 'string' ? raw.owner : null;
  } catch {
    return null;
  }
}

/** Creates the checkout store, resuming the persisted checkout of its owner when there is one. */
export function createCheckoutStore(options: CheckoutStoreOptions): CheckoutStore {
  const { storage, newKey } = options;
  const owner = options.owner ?? null;
  const kind = options.kind ?? 'remittance-outbound';
  const key = checkoutDataKeyOf(kind);
  let stored: string | null = null;
  try {
    stored = storage?.getItem(key) ?? null;
  } catch {
    stored = null;
  }
  const parsed = ownerOf(stored) === owner ? parseCheckoutData(stored) : undefined;
  const resumed = parsed?.kind === kind ? parsed : undefined;
  const empty = (purpose?: PurposeCode) => emptyCheckout(newKey(), purpose, kind);
  // The card choice is never persisted: a resumed checkout asks for the card again.
  const $cardChoice = atom<CheckoutCardChoice | null>(null);
  const $data = atom<CheckoutData>(withValidity(resumed ?? empty()));

  function save(data: CheckoutData): void {
    $data.set(data);
    try {
      storage?.setItem(key, JSON.stringify({ ...data, owner }));
    } catch {
      // Blocked or full storage: the checkout still works for this page.
    }
  }

  function update(change: (data: CheckoutData) => CheckoutData): void {
    const next = change($data.get());
    // A new amount or another method: the plan chosen was for something else.
    if (
      next.paymentMethod !== 'CREDIT_CARD' ||
      next.quotation?.total !== $data.get().quotation?.total
    ) {
      $cardChoice.set(null);
    }
    save(withValidity(next, $cardChoice.get() !== null));
  }

  /**
   * Applies a purpose change to the navigation: the destination sections follow the purpose
   * (beneficiary, own account, or broker and identifier code). When the required sections change,
   * the navigation starts again and walks through the complete sections, never beyond the step
   * the customer stood at, so a customer at or past the destination lands on the new one.
   */
  function withPurpose(data: CheckoutData, purpose: PurposeCode): CheckoutData {
    if (purposeOf(data) === purpose && data.purpose.nature === purpose) return data;
    // Inbound: each purpose has its own card method (spec §3.24), so the method is chosen again.
    const context = {
      kind: data.kind,
      purposeCode: purpose,
      ...(data.paymentMethod ? { paymentMethod: data.paymentMethod } : {}),
    };
    const before = requiredSections(data.navigation).join();
    const changed = {
      ...data,
      purpose: { ...data.purpose, nature: purpose },
      inboundPaymentMethod: null,
    };
    const kept = withCheckoutContext(data.navigation, context);
    if (requiredSections(kept).join() === before) return { ...changed, navigation: kept };
    const stoodAt = data.navigation.navigationIndex;
    const chosen = $cardChoice.get() !== null;
    let walked = withValidity(
      { ...changed, navigation: createCheckoutNavigation(context) },
      chosen,
    );
    for (;;) {
      const moved = nextSection(walked.navigation);
      if (moved === walked.navigation || moved.navigationIndex > stoodAt) break;
      walked = withValidity({ ...walked, navigation: moved }, chosen);
    }
    return walked;
  }

  return {
    $data,
    setQuotation(quotation) {
      update((data) => {
        // Payees are kept per currency: another currency needs another choice.
        const sameCurrency =
          data.quotation === null || data.quotation.currency === quotation.currency;
        const payees = sameCurrency
          ? {}
          : { beneficiaryId: null, accountId: null, investmentBrokerId: null, identifierCode: '' };
        return withPurpose({ ...data, ...payees, quotation }, quotation.purposeCode);
      });
    },
    refreshQuotation(change) {
      update((data) =>
        data.quotation ? { ...data, quotation: { ...data.quotation, ...change } } : data,
      );
    },
    selectBeneficiary(id) {
      update((data) => ({ ...data, beneficiaryId: id }));
    },
    selectAccount(id) {
      update((data) => ({ ...data, accountId: id }));
    },
    selectInvestmentBroker(id) {
      update((data) => ({ ...data, investmentBrokerId: id }));
    },
    setIdentifierCode(code) {
      update((data) => ({ ...data, identifierCode: code.slice(0, IDENTIFIER_CODE_MAX) }));
    },
    setPurpose(change) {
      update((data) => {
        const next = {
          ...data,
          purpose: { ...data.purpose, ...change, nature: data.purpose.nature },
        };
        return change.nature ? withPurpose(next, change.nature) : next;
      });
    },
    addDocument(document) {
      update((data) =>
        data.documents.length >= MAX_DOCUMENTS || data.documents.some((d) => d.key === document.key)
          ? data
          : { ...data, documents: [...data.documents, document] },
      );
    },
    removeDocument(key) {
      update((data) => ({ ...data, documents: data.documents.filter((d) => d.key !== key) }));
    },
    setPaymentMethod(method) {
      update((data) => ({
        ...data,
        paymentMethod: method,
        navigation: withCheckoutContext(data.navigation, {
          kind: data.kind,
          purposeCode: purposeOf(data),
          ...(method ? { paymentMethod: method } : {}),
        }),
      }));
    },
    $cardChoice,
    setCardChoice(choice) {
      $cardChoice.set(choice);
      update((data) => data);
    },
    setInboundPaymentMethod(method) {
      update((data) => ({
        ...data,
        inboundPaymentMethod: method,
        navigation: withCheckoutContext(data.navigation, {
          kind: data.kind,
          purposeCode: purposeOf(data),
          ...(method ? { inboundPaymentMethod: method } : {}),
        }),
      }));
    },
    setTermsAccepted(accepted) {
      update((data) => ({ ...data, termsAccepted: accepted }));
    },
    next() {
      update((data) => ({ ...data, navigation: nextSection(data.navigation) }));
    },
    previous() {
      update((data) => ({ ...data, navigation: previousSection(data.navigation) }));
    },
    edit(name) {
      update((data) => ({
        ...data,
        termsAccepted: false,
        navigation: jumpToSection(data.navigation, name),
      }));
    },
    isComplete() {
      return readyForSummary($data.get());
    },
    completed(operation) {
      $cardChoice.set(null);
      save({ ...empty(), operation });
    },
    completedInbound(operation) {
      save({ ...empty(), inboundOperation: operation });
    },
    reset(purpose) {
      $cardChoice.set(null);
      save(empty(purpose));
    },
  };
}
