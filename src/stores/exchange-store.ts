/**
 * The exchange state of one simulator (spec operations §3.4, §3.5, §4.6, §4.8): the simulation
 * the customer is building, the quotation it gave and its expiry. Created per widget instance,
 * never at module level (design §8: a module-level store is shared by every widget on the page).
 *
 * Quoting rules: editing the foreign amount quotes direct, editing the BRL amount quotes reverse
 * (spec operations §2.3); edits are debounced and only the newest request may write the state,
 * so a slow answer for an old amount never replaces a newer one. When a quotation expires the
 * store flags it and quotes again with the same id; the UI shows 'Your quote has changed!' and
 * then 'Your quote has been updated!'.
 * @module
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/client';
import type { Correspondent } from '../contracts/correspondent';
import type { Quotation } from '../contracts/quotations';
import {
  availableCurrencies,
  isCurrencyAvailable,
  type CurrencyCode,
} from '../domain/pricing/currencies';
import {
  defaultPurposeFor,
  isPurposeAllowed,
  type PersonType,
  type PurposeCode,
} from '../domain/pricing/purpose-codes';
import { minorToDecimalString, parseDecimalToMinor } from '../domain/money/money';
import {
  availableSimulators,
  chooseSimulator,
  directionOf,
  type SimulatorKind,
  type SimulatorSwitches,
} from './simulator-kinds';

/** Time as the store sees it; tests pass a fake one. */
export interface ExchangeClock {
  /** Milliseconds since the epoch. */
  now(): number;
  /** Runs `callback` after `ms`; returns a handle for {@link ExchangeClock.clearTimeout}. */
  setTimeout(callback: () => void, ms: number): unknown;
  /** Cancels a pending callback. */
  clearTimeout(handle: unknown): void;
}

/** The browser's (or Node's) timers, looked up on each call so fake timers installed later work. */
export const systemClock: ExchangeClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Why the last quotation failed: the API's code and its localised message, when it sent them. */
export interface QuoteFailure {
  /** The API's error code (`EMPTY_QUERY`, `CURRENCY_NOT_AVAILABLE`…), when known. */
  code?: string;
  /** The API's message in the user's language, when it sent one. */
  message?: string;
}

/** Where the quote timer stands (spec operations §4.6). */
export type QuoteExpiry = 'live' | 'expired' | 'updated';

/** Where a coupon stands (spec operations §3.7, §5.1 'Invalid coupon!'). */
export type CouponStatus = 'none' | 'checking' | 'valid' | 'invalid';

/** The exchange state (spec operations §3.4–3.5). */
export interface ExchangeState {
  /** The simulators this customer may use, in tab order. */
  available: SimulatorKind[];
  /** The selected simulator; `undefined` when the correspondent offers none. */
  simulator: SimulatorKind | undefined;
  /** PHYSICAL (individual) or LEGAL (company). */
  personType: PersonType;
  /** The purpose of a remittance. */
  purpose: PurposeCode;
  /** The foreign currency. */
  receiveCurrency: CurrencyCode;
  /** The national currency, always BRL (spec operations §2.3). */
  sendCurrency: 'BRL';
  /** The foreign amount as decimal text ('1000.00'). */
  receiveAmount: string;
  /** The BRL amount as decimal text. */
  sendAmount: string;
  /** Whether the BRL amount is the input (reverse quotation). */
  reverse: boolean;
  /** The coupon code typed. */
  coupon: string;
  /** Whether the coupon was accepted. */
  couponStatus: CouponStatus;
  /** The newest quotation, `null` before the first one or for a simulator without quotation. */
  quotation: Quotation | null;
  /** Whether a quotation is on its way (or an edit is waiting for its debounce). */
  loading: boolean;
  /** Why the last quotation failed, `null` when it did not. */
  error: QuoteFailure | null;
  /** The quote timer. */
  expiry: QuoteExpiry;
}

/** What the simulator starts with (element attributes, URL parameters). */
export interface ExchangeInitial {
  /** The simulator asked for (spec operations §2.2); ignored when not available. */
  simulator?: SimulatorKind;
  /** The foreign amount as decimal text. */
  amount?: string;
  /** The foreign currency. */
  currency?: CurrencyCode;
  /** PHYSICAL or LEGAL; PHYSICAL by default (spec operations §9.5). */
  personType?: PersonType;
  /** The purpose (a checkout resuming a simulation); the person type's default otherwise. */
  purpose?: PurposeCode;
}

/**
 * An administrator's additions to every quotation (spec operations §2.3 "Admin simulator
 * control", §5.1): their spread, percent as typed ('' or '0': the correspondent's), and the
 * manager token that allows one below the minimum ('' for none).
 */
export interface AdminQuoteQuery {
  spreadMaster: string;
  bypassLimitToken: string;
}

/** Inputs of {@link createExchangeStore}. */
export interface ExchangeStoreOptions {
  /** The API client (only its quotation calls are used). */
  api: Pick<ApiClient, 'quotations'>;
  /** The correspondent quoting: its id and its operation switches. */
  correspondent: Pick<Correspondent, 'id'> & SimulatorSwitches;
  /** Time source; the system clock by default. */
  clock?: ExchangeClock;
  /** Starting values. */
  initial?: ExchangeInitial;
  /** Debounce of edits, ms (300 by default). */
  debounceMs?: number;
  /**
   * A signed-in administrator: quotations go to the admin variants (the `admin/` path segment,
   * spec operations §6.5) and answer profitability, spread and spread with discount.
   */
  admin?: boolean;
  /**
   * The person type is the signed-in account's (a company's LEGAL, an individual's PHYSICAL,
   * spec operations §6.2–6.3): {@link ExchangeStore.setPersonType} leaves it as it is.
   */
  personTypeFixed?: boolean;
}

/** One simulator's exchange state and its actions. */
export interface ExchangeStore {
  /** The state; subscribe to re-render. */
  $state: ReadableAtom<ExchangeState>;
  /** Quotes the starting simulation at once. */
  start(): Promise<void>;
  /** Selects a simulator (ignored when not available). */
  setSimulator(kind: SimulatorKind): void;
  /** Sets the person type; companies keep outbound only (spec operations §6.3). */
  setPersonType(personType: PersonType): void;
  /** Sets the purpose; a currency it does not allow falls back to the first allowed one. */
  setPurpose(purpose: PurposeCode): void;
  /** Sets the foreign currency. */
  setReceiveCurrency(currency: CurrencyCode): void;
  /** The customer typed the foreign amount: quotes direct after the debounce. */
  setReceiveAmount(text: string): void;
  /** The customer typed the BRL amount: quotes reverse after the debounce. */
  setSendAmount(text: string): void;
  /** Validates and applies a coupon ('' removes it), then quotes again. */
  applyCoupon(code: string): Promise<void>;
  /** Quotes again now (the expiry modal's refresh), keeping the quotation id. */
  refresh(): Promise<void>;
  /** The customer saw the 'updated' message: back to a live quote. */
  acknowledgeExpiry(): void;
  /** An administrator's spread and manager token: quotes again with them (admins only). */
  setAdmin(query: AdminQuoteQuery): void;
  /** Stops every timer and ignores answers still on their way. */
  dispose(): void;
}

/** The default foreign amount: a round, typical remittance rather than the spec's '0.00'. */
export const DEFAULT_RECEIVE_AMOUNT = '1000.00';

const DEBOUNCE_MS = 300;

/**
 * The longest delay `setTimeout` honours (2^31−1 ms, about 24.8 days); a longer one overflows
 * and fires at once, which would open the expiry dialog as soon as a far quotation arrives.
 */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/** A delay every timer accepts: not negative, not NaN, at most {@link MAX_TIMER_DELAY_MS}. */
export function timerDelay(ms: number): number {
  if (Number.isNaN(ms)) return 0;
  return Math.min(MAX_TIMER_DELAY_MS, Math.max(0, ms));
}

function failureOf(error: unknown): QuoteFailure {
  if (typeof error !== 'object' || error === null) return {};
  const { code, body } = error as { code?: unknown; body?: { message?: unknown } };
  const message = body?.message ?? (code === 'EMPTY_QUERY' ? (error as Error).message : undefined);
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
}

/** A currency the purpose and direction allow: the current one if it is, else the first one. */
function allowedCurrency(
  currency: CurrencyCode,
  purpose: PurposeCode,
  kind: SimulatorKind | undefined,
): CurrencyCode {
  const direction = kind && directionOf(kind);
  if (!direction || isCurrencyAvailable(currency, purpose, direction)) return currency;
  return availableCurrencies(purpose, direction)[0] ?? currency;
}

function allowedPurpose(
  purpose: PurposeCode,
  kind: SimulatorKind | undefined,
  personType: PersonType,
) {
  const direction = kind && directionOf(kind);
  if (!direction || isPurposeAllowed(purpose, direction)) return purpose;
  return defaultPurposeFor(personType);
}

/** Creates the exchange store of one simulator. */
export function createExchangeStore(options: ExchangeStoreOptions): ExchangeStore {
  const { api, correspondent, initial = {} } = options;
  const clock = options.clock ?? systemClock;
  const debounceMs = options.debounceMs ?? DEBOUNCE_MS;
  const personType = initial.personType === 'LEGAL' ? 'LEGAL' : 'PHYSICAL';
  const available = availableSimulators(correspondent, personType);
  const simulator = chooseSimulator(available, initial.simulator);
  const purpose = initial.purpose
    ? allowedPurpose(initial.purpose, simulator, personType)
    : defaultPurposeFor(personType);

  const $state = atom<ExchangeState>({
    available,
    simulator,
    personType,
    purpose,
    receiveCurrency: allowedCurrency(initial.currency ?? 'USD', purpose, simulator),
    sendCurrency: 'BRL',
    receiveAmount: initial.amount ?? DEFAULT_RECEIVE_AMOUNT,
    sendAmount: '',
    reverse: false,
    coupon: '',
    couponStatus: 'none',
    quotation: null,
    loading: false,
    error: null,
    expiry: 'live',
  });

  let adminQuery: AdminQuoteQuery = { spreadMaster: '', bypassLimitToken: '' };
  // Only the request numbered `generation` may write its answer (stale answers are dropped).
  let generation = 0;
  let couponGeneration = 0;
  let debounceHandle: unknown;
  let expiryHandle: unknown;
  let disposed = false;

  function update(patch: Partial<ExchangeState>): void {
    if (!disposed) $state.set({ ...$state.get(), ...patch });
  }

  function cancelDebounce(): void {
    if (debounceHandle !== undefined) clock.clearTimeout(debounceHandle);
    debounceHandle = undefined;
  }

  function cancelExpiry(): void {
    if (expiryHandle !== undefined) clock.clearTimeout(expiryHandle);
    expiryHandle = undefined;
  }

  function scheduleExpiry(quotation: Quotation): void {
    cancelExpiry();
    const remaining = Date.parse(quotation.expiresAt) - clock.now();
    // A far expiry waits the longest delay a timer takes and then looks again.
    const clamped = remaining > MAX_TIMER_DELAY_MS;
    expiryHandle = clock.setTimeout(() => {
      expiryHandle = undefined;
      if (clamped) {
        scheduleExpiry(quotation);
        return;
      }
      update({ expiry: 'expired' });
      void quote(quotation.id);
    }, timerDelay(remaining));
  }

  function apply(quotation: Quotation): void {
    const state = $state.get();
    const foreign = minorToDecimalString(
      quotation.currency.amount.value,
      quotation.currency.amount.precision,
    );
    const brl = minorToDecimalString(
      quotation.total.withTax.value,
      quotation.total.withTax.precision,
    );
    // The edited side keeps what was typed unless the server moved it (clamp, banknotes).
    const moved =
      'clamp' in quotation
        ? quotation.clamp !== 'NORMAL'
        : quotation.rounding.rounded || quotation.rounding.method !== 'NORMAL';
    update({
      quotation,
      loading: false,
      error: null,
      receiveAmount: state.reverse || moved ? foreign : state.receiveAmount,
      sendAmount: !state.reverse || moved ? brl : state.sendAmount,
      expiry: state.expiry === 'expired' ? 'updated' : state.expiry,
    });
    scheduleExpiry(quotation);
  }

  async function quote(refreshId?: string): Promise<void> {
    cancelDebounce();
    const current = ++generation;
    const state = $state.get();
    const kind = state.simulator;
    if (!kind || kind === 'MONEYGRAM') {
      // The money-transfer network has no quotation here (spec operations §4.8).
      cancelExpiry();
      update({ quotation: null, loading: false, error: null });
      return;
    }
    // Amounts go as integer hundredths (spec operations §5.1), BRL when reverse.
    const text = state.reverse ? state.sendAmount : state.receiveAmount;
    const value = String(parseDecimalToMinor(text || '0', 2, 'down') ?? 0);
    const coupon = state.couponStatus === 'valid' ? state.coupon : undefined;
    // Empty values are left out of the query by the SDK.
    const admin = options.admin ? adminQuery : undefined;
    update({ loading: true, error: null });
    try {
      const direction = directionOf(kind);
      const quotation: Quotation = direction
        ? await api.quotations.remittance(
            direction === 'INBOUND' ? 'inbound' : 'outbound',
            {
              id: refreshId,
              currency: state.receiveCurrency,
              value,
              purposeCode: state.purpose,
              correspondentId: String(correspondent.id),
              coupon,
              personType: state.personType,
              ...admin,
            },
            { reverse: state.reverse, ...(admin ? { admin: true } : {}) },
          )
        : await api.quotations.paperMoney(
            String(correspondent.id),
            { id: refreshId, currency: state.receiveCurrency, value, coupon, ...admin },
            { reverse: state.reverse, ...(admin ? { admin: true } : {}) },
          );
      if (current !== generation || disposed) return;
      apply(quotation);
    } catch (error) {
      if (current !== generation || disposed) return;
      update({ loading: false, error: failureOf(error) });
    }
  }

  function quoteSoon(): void {
    cancelDebounce();
    // A newer edit makes every answer on its way stale at once.
    generation++;
    update({ loading: true });
    debounceHandle = clock.setTimeout(() => {
      debounceHandle = undefined;
      void quote();
    }, timerDelay(debounceMs));
  }

  /** An amount edit: quotes after the debounce unless only its spelling changed ('12.5' → '12.50'). */
  function edit(field: 'receiveAmount' | 'sendAmount', text: string, reverse: boolean): void {
    const state = $state.get();
    const same =
      state.reverse === reverse &&
      state.quotation !== null &&
      parseDecimalToMinor(text || '0', 2, 'down') ===
        parseDecimalToMinor(state[field] || '0', 2, 'down');
    update({ [field]: text, reverse });
    if (!same) quoteSoon();
  }

  function select(
    kind: SimulatorKind | undefined,
    personType: PersonType,
    purpose: PurposeCode,
  ): void {
    const nextPurpose = allowedPurpose(purpose, kind, personType);
    const state = $state.get();
    update({
      simulator: kind,
      personType,
      purpose: nextPurpose,
      receiveCurrency: allowedCurrency(state.receiveCurrency, nextPurpose, kind),
    });
  }

  return {
    $state,
    start() {
      // A remount (React StrictMode runs effects twice) starts a disposed store again.
      disposed = false;
      return quote();
    },
    setSimulator(kind) {
      const state = $state.get();
      if (!state.available.includes(kind) || kind === state.simulator) return;
      select(kind, state.personType, state.purpose);
      void quote();
    },
    setPersonType(personType) {
      const state = $state.get();
      if (options.personTypeFixed || personType === state.personType) return;
      const nextAvailable = availableSimulators(correspondent, personType);
      update({ available: nextAvailable });
      select(
        chooseSimulator(nextAvailable, state.simulator),
        personType,
        defaultPurposeFor(personType),
      );
      void quote();
    },
    setPurpose(purpose) {
      const state = $state.get();
      if (purpose === state.purpose) return;
      select(state.simulator, state.personType, purpose);
      void quote();
    },
    setReceiveCurrency(currency) {
      if (currency === $state.get().receiveCurrency) return;
      update({ receiveCurrency: currency });
      void quote();
    },
    setReceiveAmount(text) {
      edit('receiveAmount', text, false);
    },
    setSendAmount(text) {
      edit('sendAmount', text, true);
    },
    async applyCoupon(code) {
      const trimmed = code.trim();
      const current = ++couponGeneration;
      if (!trimmed) {
        update({ coupon: '', couponStatus: 'none' });
        return quote();
      }
      update({ coupon: trimmed, couponStatus: 'checking' });
      let valid = false;
      try {
        await api.quotations.validateCoupon(trimmed);
        valid = true;
      } catch {
        valid = false;
      }
      if (current !== couponGeneration || disposed) return;
      update({ couponStatus: valid ? 'valid' : 'invalid' });
      return quote();
    },
    refresh() {
      return quote($state.get().quotation?.id);
    },
    acknowledgeExpiry() {
      update({ expiry: 'live' });
    },
    setAdmin(query) {
      if (!options.admin) return;
      adminQuery = { ...query };
      void quote();
    },
    dispose() {
      disposed = true;
      cancelDebounce();
      cancelExpiry();
    },
  };
}
