import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemittanceQuotation } from '../../../src/contracts/quotations';
import {
  createExchangeStore,
  MAX_TIMER_DELAY_MS,
  timerDelay,
} from '../../../src/stores/exchange-store';
import { availableSimulators, chooseSimulator } from '../../../src/stores/simulator-kinds';
import { correspondentFixture } from '../../widgets/correspondent-fixture';
import { fakeQuotationsApi, remittanceQuotation } from '../../widgets/simulator/quotation-fixture';

const NOW = Date.parse('2030-01-01T12:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

function storeWith(fake = fakeQuotationsApi(), overrides = {}) {
  const store = createExchangeStore({
    api: { quotations: fake.api },
    correspondent: correspondentFixture(overrides),
  });
  return { store, calls: fake.calls };
}

describe('simulator choice', () => {
  it('offers what the correspondent switches allow, companies outbound only', () => {
    const all = { isRemittanceActive: true, isPaperMoneyActive: true };
    expect(availableSimulators(all, 'PHYSICAL')).toEqual([
      'remittance-outbound',
      'remittance-inbound',
      'PAPER_MONEY',
    ]);
    expect(availableSimulators(all, 'LEGAL')).toEqual(['remittance-outbound']);
    expect(availableSimulators({ ...all, isRemittanceActive: false }, 'PHYSICAL')).toEqual([
      'PAPER_MONEY',
    ]);
    expect(availableSimulators({ ...all, isRemittanceActive: false }, 'LEGAL')).toEqual([]);
  });

  it('never offers the money-transfer network, which has no checkout yet (issue 19, item 5)', () => {
    const correspondent = {
      isRemittanceActive: true,
      isPaperMoneyActive: true,
      isMoneygramActive: true,
    };
    expect(availableSimulators(correspondent, 'PHYSICAL')).not.toContain('MONEYGRAM');
    expect(chooseSimulator(availableSimulators(correspondent, 'PHYSICAL'), 'MONEYGRAM')).toBe(
      'remittance-outbound',
    );
  });

  it('takes the simulator asked for when available, else the first available one', () => {
    expect(chooseSimulator(['PAPER_MONEY'], 'remittance-outbound')).toBe('PAPER_MONEY');
    expect(chooseSimulator(['remittance-outbound', 'PAPER_MONEY'], 'PAPER_MONEY')).toBe(
      'PAPER_MONEY',
    );
    expect(chooseSimulator([], 'PAPER_MONEY')).toBeUndefined();
  });

  it('starts on outbound remittance with USD and the individual purpose', () => {
    const { store } = storeWith();
    expect(store.$state.get()).toMatchObject({
      simulator: 'remittance-outbound',
      receiveCurrency: 'USD',
      sendCurrency: 'BRL',
      personType: 'PHYSICAL',
      purpose: 'MAINTENANCE',
    });
  });
});

describe('a purpose to start with (the checkout resuming a simulation)', () => {
  it('starts on the purpose given when the direction allows it, else the default', () => {
    const fake = fakeQuotationsApi();
    const make = (purpose: 'INVESTMENTS' | 'ADSENSE') =>
      createExchangeStore({
        api: { quotations: fake.api },
        correspondent: correspondentFixture({}),
        initial: { simulator: 'remittance-outbound', purpose },
      });
    expect(make('INVESTMENTS').$state.get().purpose).toBe('INVESTMENTS');
    // ADSENSE is an inbound purpose only.
    expect(make('ADSENSE').$state.get().purpose).toBe('MAINTENANCE');
  });
});

describe('quoting', () => {
  it('quotes the foreign amount direct in hundredths and fills the BRL side', async () => {
    const { store, calls } = storeWith();
    await store.start();
    expect(calls[0]).toEqual({
      kind: 'remittance',
      args: [
        'outbound',
        expect.objectContaining({
          currency: 'USD',
          value: '100000',
          purposeCode: 'MAINTENANCE',
          personType: 'PHYSICAL',
          correspondentId: '1',
        }),
        { reverse: false },
      ],
    });
    const state = store.$state.get();
    expect(state.quotation?.id).toBe('q-1');
    expect(state.receiveAmount).toBe('1000.00');
    expect(state.sendAmount).toBe(
      String(state.quotation?.total.withTax.value).replace(/(\d\d)$/, '.$1'),
    );
    expect(state.loading).toBe(false);
  });

  it('debounces typing and quotes reverse when the BRL side is edited', async () => {
    const { store, calls } = storeWith();
    await store.start();
    store.setSendAmount('5');
    store.setSendAmount('58');
    store.setSendAmount('580.00');
    expect(store.$state.get().loading).toBe(true);
    await vi.advanceTimersByTimeAsync(299);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.args[1]).toMatchObject({ value: '58000' });
    expect(calls[1]?.args[2]).toEqual({ reverse: true });
    const state = store.$state.get();
    expect(state.sendAmount).toBe('580.00');
    expect(state.receiveAmount).toBe('100.00');
  });

  it('drops a stale answer: only the newest request writes the state', async () => {
    const pending: ((q: RemittanceQuotation) => void)[] = [];
    const fake = fakeQuotationsApi({
      remittance: () => new Promise((resolve) => pending.push(resolve)),
    });
    const { store } = storeWith(fake);
    void store.start();
    store.setReceiveAmount('200');
    await vi.advanceTimersByTimeAsync(300);
    expect(pending).toHaveLength(2);
    pending[1]?.(remittanceQuotation({ id: 'new', foreign: 20_000 }));
    await vi.advanceTimersByTimeAsync(0);
    pending[0]?.(remittanceQuotation({ id: 'old', foreign: 100_000 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$state.get().quotation?.id).toBe('new');
    expect(store.$state.get().receiveAmount).toBe('200');
  });

  it('re-quotes on purpose change and moves to a currency the purpose allows', async () => {
    const { store, calls } = storeWith();
    await store.start();
    store.setSimulator('remittance-inbound');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)?.args[0]).toBe('inbound');
    store.setSimulator('remittance-outbound');
    store.setReceiveCurrency('CAD');
    await vi.advanceTimersByTimeAsync(0);
    store.setPurpose('INVESTMENTS');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$state.get().receiveCurrency).toBe('USD');
    expect(calls.at(-1)?.args[1]).toMatchObject({ purposeCode: 'INVESTMENTS', currency: 'USD' });
  });

  it('gives companies outbound only with AVAILABILITY', async () => {
    const { store } = storeWith();
    store.setSimulator('PAPER_MONEY');
    store.setPersonType('LEGAL');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.$state.get()).toMatchObject({
      available: ['remittance-outbound'],
      simulator: 'remittance-outbound',
      purpose: 'AVAILABILITY',
    });
  });

  it('quotes paper money with the correspondent as merchant', async () => {
    const { store, calls } = storeWith();
    store.setSimulator('PAPER_MONEY');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.at(-1)).toEqual({
      kind: 'paperMoney',
      args: [
        '1',
        expect.objectContaining({ currency: 'USD', value: '100000' }),
        { reverse: false },
      ],
    });
  });

  it('keeps the failure code and the API message', async () => {
    const fake = fakeQuotationsApi({
      remittance: () =>
        Promise.reject(
          Object.assign(new Error('x'), {
            code: 'CURRENCY_NOT_AVAILABLE',
            body: { message: 'Currency CAD invalid for this type of operation' },
          }),
        ),
    });
    const { store } = storeWith(fake);
    await store.start();
    expect(store.$state.get().error).toEqual({
      code: 'CURRENCY_NOT_AVAILABLE',
      message: 'Currency CAD invalid for this type of operation',
    });
    expect(store.$state.get().loading).toBe(false);
  });
});

describe('coupon and expiry', () => {
  it('sends a valid coupon and flags an invalid one', async () => {
    const { store, calls } = storeWith();
    await store.start();
    await store.applyCoupon('NOPE');
    expect(store.$state.get().couponStatus).toBe('invalid');
    expect(calls.at(-1)?.args[1]).toMatchObject({ coupon: undefined });
    await store.applyCoupon('WELCOME10');
    expect(store.$state.get().couponStatus).toBe('valid');
    expect(calls.at(-1)?.args[1]).toMatchObject({ coupon: 'WELCOME10' });
  });

  it('flags the expired quote, refreshes it with its id, then says it was updated', async () => {
    const fake = fakeQuotationsApi();
    const remittance = fake.api.remittance;
    fake.api.remittance = async (...args) => ({
      ...(await remittance(...args)),
      expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    const { store, calls } = storeWith(fake);
    await store.start();
    await vi.advanceTimersByTimeAsync(5 * 60_000 - 1);
    expect(store.$state.get().expiry).toBe('live');
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.args[1]).toMatchObject({ id: 'q-1' });
    expect(store.$state.get().expiry).toBe('updated');
    expect(store.$state.get().quotation?.id).toBe('q-2');
    store.acknowledgeExpiry();
    expect(store.$state.get().expiry).toBe('live');
  });

  it('waits out an expiry beyond the 24.8-day timer limit without flagging it early', async () => {
    const days40 = 40 * 24 * 60 * 60_000;
    const fake = fakeQuotationsApi();
    const remittance = fake.api.remittance;
    fake.api.remittance = async (...args) => ({
      ...(await remittance(...args)),
      expiresAt: new Date(Date.now() + days40).toISOString(),
    });
    const delays: number[] = [];
    const store = createExchangeStore({
      api: { quotations: fake.api },
      correspondent: correspondentFixture(),
      clock: {
        now: () => Date.now(),
        setTimeout: (callback, ms) => {
          delays.push(ms);
          return setTimeout(callback, ms);
        },
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
    });
    await store.start();
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_TIMER_DELAY_MS);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.$state.get().expiry).toBe('live');
    await vi.advanceTimersByTimeAsync(MAX_TIMER_DELAY_MS);
    expect(store.$state.get().expiry).toBe('live');
    expect(fake.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(days40 - MAX_TIMER_DELAY_MS - 1001);
    expect(store.$state.get().expiry).toBe('live');
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.calls).toHaveLength(2);
    expect(delays.every((ms) => ms <= MAX_TIMER_DELAY_MS)).toBe(true);
    store.dispose();
  });

  it('clamps every timer delay to what setTimeout honours', () => {
    expect(timerDelay(2 ** 40)).toBe(MAX_TIMER_DELAY_MS);
    expect(timerDelay(-5)).toBe(0);
    expect(timerDelay(Number.NaN)).toBe(0);
    expect(timerDelay(300)).toBe(300);
  });

  it('stops its timers when disposed', async () => {
    const { store, calls } = storeWith();
    await store.start();
    store.setReceiveAmount('5');
    store.dispose();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(calls).toHaveLength(1);
  });
});

describe('admin variants (spec operations §6.5)', () => {
  function adminStore(fake = fakeQuotationsApi(), overrides = {}) {
    const store = createExchangeStore({
      api: { quotations: fake.api },
      correspondent: correspondentFixture(overrides),
      admin: true,
    });
    return { store, calls: fake.calls };
  }

  it("an administrator's quotations go to the admin variants", async () => {
    const { store, calls } = adminStore();
    await store.start();
    expect(calls[0]?.args[2]).toEqual({ reverse: false, admin: true });
  });

  it('sends the spread and the manager token and quotes again at once', async () => {
    const { store, calls } = adminStore();
    await store.start();
    store.setAdmin({ spreadMaster: '0.25', bypassLimitToken: 'GERENTE-DEMO-2026' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.args[1]).toMatchObject({
      spreadMaster: '0.25',
      bypassLimitToken: 'GERENTE-DEMO-2026',
    });
    expect(calls[1]?.args[2]).toEqual({ reverse: false, admin: true });
  });

  it('paper money goes to its admin variant with the same fields', async () => {
    const { store, calls } = adminStore();
    await store.start();
    store.setSimulator('PAPER_MONEY');
    store.setAdmin({ spreadMaster: '3', bypassLimitToken: '' });
    await vi.advanceTimersByTimeAsync(0);
    const last = calls.at(-1);
    expect(last?.kind).toBe('paperMoney');
    expect(last?.args[1]).toMatchObject({ spreadMaster: '3', bypassLimitToken: '' });
    expect(last?.args[2]).toEqual({ reverse: false, admin: true });
  });

  it('a customer never calls the admin variants, even if asked to', async () => {
    const { store, calls } = storeWith();
    await store.start();
    store.setAdmin({ spreadMaster: '0.25', bypassLimitToken: 'X' });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.args[2]).toEqual({ reverse: false });
    expect(calls[0]?.args[1]).not.toHaveProperty('spreadMaster');
  });
});

describe('a person type fixed by the signed-in account (spec operations §6.2–6.3)', () => {
  it('a company stays a company: outbound only, whatever is asked', async () => {
    const fake = fakeQuotationsApi();
    const store = createExchangeStore({
      api: { quotations: fake.api },
      correspondent: correspondentFixture(),
      initial: { personType: 'LEGAL' },
      personTypeFixed: true,
    });
    await store.start();
    store.setPersonType('PHYSICAL');
    expect(store.$state.get()).toMatchObject({
      personType: 'LEGAL',
      available: ['remittance-outbound'],
      simulator: 'remittance-outbound',
      purpose: 'AVAILABILITY',
    });
    store.setSimulator('PAPER_MONEY');
    expect(store.$state.get().simulator).toBe('remittance-outbound');
    expect(fake.calls.every((call) => call.args[0] === 'outbound')).toBe(true);
  });
});
