/**
 * The paper-money checkout store (spec operations §1 "Paper money", §2.4, §3.19, §4.7, §5.5;
 * issue 17): the simulation handed over by the simulator, the quotation priced for the chosen
 * delivery kind (the server signs the kind into it and refuses a body of another kind), the
 * customer's address, the delivery kind with its agent (shop) and the receiver other than the
 * purchaser, the payment method, the terms and the idempotency key of this attempt. The section
 * navigation is the shared state machine of `src/domain/checkout` with kind 'paper-money'
 * (simulator, address, deliveryMethod, paymentMethods).
 *
 * Persisted under 'checkoutData:paper-money' with its owner, as the remittance checkout: a
 * checkout saved by someone else is never resumed. The idempotency key is kept across retries
 * and renewed once an operation was created or the checkout starts anew.
 * @module
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { PaperMoneyCreateBody, PaperMoneyOperation } from '../contracts/paper-money';
import type { PaperMoneyQuotation } from '../contracts/quotations';
import type { CheckoutCardChoice } from './checkout-store';
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
import type { CheckoutSectionName } from '../domain/checkout/sections';
import { isValidCpf } from '../domain/documents/cpf';
import { fromWireMoney } from '../domain/money/money';
import type { PaymentMethod } from '../domain/operations/payment-methods';
import type { CurrencyCode } from '../domain/pricing/currencies';
import { mayHaveOtherReceiver, type DeliveryMethod } from '../domain/paper-money/delivery';
import { PAPER_MONEY_CHECKOUT_KEY } from './checkout-storage-keys';
import type { CheckoutStorage } from './checkout-store';

/** The storage key, defined with the remittance ones in `checkout-storage-keys.ts`. */
export { PAPER_MONEY_CHECKOUT_KEY };

/** The longest receiver name accepted (the contract's NAME_MAX is larger; one line). */
export const RECEIVER_NAME_MAX = 120;

/** What the simulator handed over: the notes asked for. */
export interface PaperMoneySimulation {
  /** The simulator's quotation id (shipment-priced; the checkout quotes again per kind). */
  quotationId: string;
  currency: CurrencyCode;
  /** The foreign amount, decimal text, already on whole notes ('500.00'). */
  amount: string;
  /** The simulator's total, BRL decimal text. */
  total: string;
}

/** Someone other than the purchaser receives the notes (spec operations §2.4). */
export interface PaperMoneyReceiverForm {
  other: boolean;
  name: string;
  /** The CPF as typed (mask allowed). */
  document: string;
}

/** What the paper-money checkout keeps. */
export interface PaperMoneyCheckoutData {
  version: 1;
  kind: 'paper-money';
  simulation: PaperMoneySimulation | null;
  /** The quotation priced for `quotedFor` (its deliveryFee is that kind's). */
  quote: PaperMoneyQuotation | null;
  quotedFor: DeliveryMethod | null;
  navigation: CheckoutNavigation;
  addressId: number | null;
  deliveryMethod: DeliveryMethod | null;
  agentId: number | null;
  receiver: PaperMoneyReceiverForm;
  paymentMethod: PaymentMethod | null;
  termsAccepted: boolean;
  idempotencyKey: string;
  /** The operation the last finished attempt created. */
  operation: PaperMoneyOperation | null;
}

/** BRL cents of a wire BRL amount. */
export function brlCents(wire: PaperMoneyQuotation['total']['withTax']): number {
  return fromWireMoney(wire).minor;
}

/** The total to pay of the held quotation, BRL cents (delivery fee included). */
export function totalCentsOf(data: PaperMoneyCheckoutData): number | undefined {
  return data.quote ? brlCents(data.quote.total.withTax) : undefined;
}

/** Why the receiver form is not acceptable, or `undefined` when it is. */
export function receiverProblem(
  receiver: PaperMoneyReceiverForm,
  totalCents: number | undefined,
): 'aboveLimit' | 'name' | 'document' | undefined {
  if (!receiver.other) return undefined;
  if (totalCents !== undefined && !mayHaveOtherReceiver(totalCents)) return 'aboveLimit';
  if (receiver.name.trim().length < 3 || receiver.name.trim().length > RECEIVER_NAME_MAX) {
    return 'name';
  }
  if (!isValidCpf(receiver.document)) return 'document';
  return undefined;
}

/** Whether a section's data is complete. */
export function paperMoneySectionValidity(
  data: PaperMoneyCheckoutData,
  name: CheckoutSectionName,
  cardChosen = false,
): boolean {
  switch (name) {
    // The card lives in memory beside the data (never persisted; issue 18).
    case 'creditCard':
      return data.paymentMethod === 'CREDIT_CARD' && cardChosen;
    case 'simulator':
      return data.simulation !== null;
    case 'address':
      return data.addressId !== null;
    case 'deliveryMethod':
      return (
        data.deliveryMethod !== null &&
        data.quote !== null &&
        data.quotedFor === data.deliveryMethod &&
        (data.deliveryMethod !== 'shop' || data.agentId !== null) &&
        receiverProblem(data.receiver, totalCentsOf(data)) === undefined
      );
    case 'paymentMethods':
      return data.paymentMethod !== null;
    default:
      return true;
  }
}

function withValidity(data: PaperMoneyCheckoutData, cardChosen = false): PaperMoneyCheckoutData {
  let navigation = data.navigation;
  for (const name of requiredSections(navigation)) {
    navigation = setSectionValid(
      navigation,
      name,
      paperMoneySectionValidity(data, name, cardChosen),
    );
  }
  return navigation === data.navigation ? data : { ...data, navigation };
}

/** Whether every required section was reached and is complete. */
export function paperMoneyReadyForSummary(
  data: PaperMoneyCheckoutData,
  cardChosen = false,
): boolean {
  const { navigation } = withValidity(data, cardChosen);
  return (
    isCheckoutComplete(navigation) &&
    navigation.sections.every((section) => !section.required || section.shown)
  );
}

function emptyPaperMoneyCheckout(idempotencyKey: string): PaperMoneyCheckoutData {
  return withValidity({
    version: 1,
    kind: 'paper-money',
    simulation: null,
    quote: null,
    quotedFor: null,
    navigation: createCheckoutNavigation({ kind: 'paper-money' }),
    addressId: null,
    deliveryMethod: null,
    agentId: null,
    receiver: { other: false, name: '', document: '' },
    paymentMethod: null,
    termsAccepted: false,
    idempotencyKey,
    operation: null,
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads a persisted paper-money checkout; `undefined` for anything this version did not write. */
export function parsePaperMoneyCheckout(text: string | null): PaperMoneyCheckoutData | undefined {
  if (!text) return undefined;
  try {
    const raw: unknown = JSON.parse(text);
    if (
      !isRecord(raw) ||
      raw.version !== 1 ||
      raw.kind !== 'paper-money' ||
      !isRecord(raw.navigation) ||
      !Array.isArray(raw.navigation.sections) ||
      typeof raw.idempotencyKey !== 'string' ||
      !isRecord(raw.receiver)
    ) {
      return undefined;
    }
    // Written by this module only (JSON.stringify of the data): the shape above is the check.
    return raw as unknown as PaperMoneyCheckoutData;
  } catch {
    return undefined;
  }
}

/**
 * The create payload (spec operations §3.19, widened by the contract module), or `undefined`
 * while the checkout is incomplete. `delivery.cost` is the held quotation's fee, which the
 * server checks against the signed quotation.
 */
export function paperMoneyBodyOf(
  data: PaperMoneyCheckoutData,
  cpf: string | null | undefined,
  partnerId?: number | null,
  card?: PaperMoneyCardFields | null,
): PaperMoneyCreateBody | undefined {
  const { quote, deliveryMethod, paymentMethod } = data;
  const byCard = paymentMethod === 'CREDIT_CARD';
  if (
    !cpf ||
    !quote ||
    !deliveryMethod ||
    !paymentMethod ||
    (byCard && !card) ||
    !paperMoneyReadyForSummary(data, byCard)
  ) {
    return undefined;
  }
  if (data.quotedFor !== deliveryMethod) return undefined;
  const receiver = data.receiver.other
    ? { name: data.receiver.name.trim(), document: data.receiver.document.replace(/\D/g, '') }
    : null;
  return {
    type: 'PAPERMONEY',
    clientCpf: cpf.replace(/\D/g, ''),
    payment: { method: paymentMethod },
    quotationId: quote.id,
    ...(partnerId ? { partnerId } : {}),
    delivery: {
      type: deliveryMethod,
      cost: brlCents(quote.deliveryFee.total),
      shipment:
        deliveryMethod === 'shipment' && data.addressId !== null
          ? { date: null, addressId: data.addressId }
          : null,
      shop: deliveryMethod === 'shop' && data.agentId !== null ? { agentId: data.agentId } : null,
      receiver,
    },
    termsAccepted: data.termsAccepted,
    ...(byCard && card
      ? { cardHash: card.cardHash, deviceId: card.deviceId, installments: card.installments }
      : {}),
  };
}

/** The card fields a paper-money creation carries when paid by card (spec §3.19). */
export type PaperMoneyCardFields = Pick<
  PaperMoneyCreateBody,
  'cardHash' | 'deviceId' | 'installments'
> & { cardHash: string; deviceId: string };

/** Options of {@link createPaperMoneyCheckoutStore}. */
export interface PaperMoneyCheckoutStoreOptions {
  storage?: CheckoutStorage;
  newKey: () => string;
  /** Whose checkout this is: a persisted checkout of another owner is not resumed. */
  owner?: string;
}

/** The paper-money checkout store. */
export interface PaperMoneyCheckoutStore {
  $data: ReadableAtom<PaperMoneyCheckoutData>;
  /** The simulator handed over notes (a new amount or currency drops the priced quotation). */
  setSimulation(simulation: PaperMoneySimulation): void;
  /** A quotation priced for `method` arrived. */
  setQuote(quote: PaperMoneyQuotation, method: DeliveryMethod): void;
  selectAddress(id: number | null): void;
  /** Another delivery kind: the quotation must be priced again for it. */
  setDeliveryMethod(method: DeliveryMethod): void;
  selectAgent(id: number | null): void;
  setReceiver(change: Partial<PaperMoneyReceiverForm>): void;
  /** The payment method; CREDIT_CARD adds the creditCard section. */
  setPaymentMethod(method: PaymentMethod | null): void;
  /** The card chosen in the creditCard section (memory only, never persisted; issue 18). */
  $cardChoice: ReadableAtom<CheckoutCardChoice | null>;
  /** Keeps (or forgets, with `null`) the card and plan chosen. */
  setCardChoice(choice: CheckoutCardChoice | null): void;
  setTermsAccepted(accepted: boolean): void;
  next(): void;
  previous(): void;
  edit(name: CheckoutSectionName): void;
  isComplete(): boolean;
  /** The operation was created: kept for the outcome page; a new key for the next attempt. */
  completed(operation: PaperMoneyOperation): void;
  reset(): void;
}

function ownerOf(text: string | null): string | null {
  if (!text) return null;
  try {
    const raw: unknown = JSON.parse(text);
    return isRecord(raw) && typeof raw.owner === 'string' ? raw.owner : null;
  } catch {
    return null;
  }
}

/** Creates the store, resuming its owner's persisted checkout when there is one. */
export function createPaperMoneyCheckoutStore(
  options: PaperMoneyCheckoutStoreOptions,
): PaperMoneyCheckoutStore {
  const { storage, newKey } = options;
  const owner = options.owner ?? null;
  let stored: string | null = null;
  try {
    stored = storage?.getItem(PAPER_MONEY_CHECKOUT_KEY) ?? null;
  } catch {
    stored = null;
  }
  const resumed = ownerOf(stored) === owner ? parsePaperMoneyCheckout(stored) : undefined;
  // Never persisted: a resumed checkout asks for the card again.
  const $cardChoice = atom<CheckoutCardChoice | null>(null);
  const $data = atom<PaperMoneyCheckoutData>(
    withValidity(resumed ?? emptyPaperMoneyCheckout(newKey())),
  );

  function save(data: PaperMoneyCheckoutData): void {
    $data.set(data);
    try {
      storage?.setItem(PAPER_MONEY_CHECKOUT_KEY, JSON.stringify({ ...data, owner }));
    } catch {
      // Blocked or full storage: the checkout still works for this page.
    }
  }
  const update = (change: (data: PaperMoneyCheckoutData) => PaperMoneyCheckoutData) => {
    const before = $data.get();
    const next = change(before);
    // A new amount (another quotation) or another method: the plan chosen no longer applies.
    if (
      next.paymentMethod !== 'CREDIT_CARD' ||
      (next.quote === null ? null : brlCents(next.quote.total.withTax)) !==
        (before.quote === null ? null : brlCents(before.quote.total.withTax))
    ) {
      $cardChoice.set(null);
    }
    save(withValidity(next, $cardChoice.get() !== null));
  };

  return {
    $data,
    setSimulation(simulation) {
      update((data) => {
        const same =
          data.simulation?.currency === simulation.currency &&
          data.simulation.amount === simulation.amount;
        return same
          ? { ...data, simulation }
          : { ...data, simulation, quote: null, quotedFor: null };
      });
    },
    setQuote(quote, method) {
      update((data) => ({ ...data, quote, quotedFor: method }));
    },
    selectAddress(id) {
      update((data) => ({ ...data, addressId: id }));
    },
    setDeliveryMethod(method) {
      update((data) =>
        data.deliveryMethod === method
          ? data
          : { ...data, deliveryMethod: method, agentId: method === 'shop' ? data.agentId : null },
      );
    },
    selectAgent(id) {
      update((data) => ({ ...data, agentId: id }));
    },
    setReceiver(change) {
      update((data) => ({ ...data, receiver: { ...data.receiver, ...change } }));
    },
    setPaymentMethod(method) {
      update((data) => ({
        ...data,
        paymentMethod: method,
        navigation: withCheckoutContext(data.navigation, {
          kind: 'paper-money',
          ...(method ? { paymentMethod: method } : {}),
        }),
      }));
    },
    $cardChoice,
    setCardChoice(choice) {
      $cardChoice.set(choice);
      update((data) => data);
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
      return paperMoneyReadyForSummary($data.get(), $cardChoice.get() !== null);
    },
    completed(operation) {
      $cardChoice.set(null);
      save({ ...emptyPaperMoneyCheckout(newKey()), operation });
    },
    reset() {
      $cardChoice.set(null);
      save(emptyPaperMoneyCheckout(newKey()));
    },
  };
}
