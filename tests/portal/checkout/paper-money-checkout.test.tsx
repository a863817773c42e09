// @vitest-environment happy-dom
/**
 * The paper-money checkout (issue 17): the store's sections for each delivery kind, the receiver
 * rule at R$ 10,000.00 / 10,000.01, the create body (the fee is the quotation's, the attempt's
 * idempotency key reused on a retry), the delivery section re-quoting per kind in the real
 * portal, and the companies' 'Unavailable operations'.
 */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaperMoneyOperation } from '../../../src/contracts/paper-money';
import type { PaperMoneyQuotation } from '../../../src/contracts/quotations';
import type { DeliveryMethod } from '../../../src/domain/paper-money/delivery';
import {
  createPaperMoneyCheckoutStore,
  paperMoneyBodyOf,
  paperMoneyReadyForSummary,
  receiverProblem,
  PAPER_MONEY_CHECKOUT_KEY,
  type PaperMoneyCheckoutStore,
} from '../../../src/stores/paper-money-checkout-store';
import type { CheckoutStorage } from '../../../src/stores/checkout-store';
import { agentFixture } from '../../src/api/fixtures';
import { paperMoneyQuotation } from '../../widgets/simulator/quotation-fixture';
import { renderPortal } from '../profile/profile-harness';
import { authUserFixture } from '../session-fixture';

const CHECKOUT = '/demo/app/checkout/paper-money/operation';
const SUMMARY = `${CHECKOUT}/summary`;

const brl = (cents: number) => ({ value: cents, divisor: 100, precision: 2, currency: 'BRL' });

/** A quotation priced for a kind: shipment R$ 29,90, the others free; `totalCents` to pay. */
function quoteFor(method: DeliveryMethod, totalCents = 60_000): PaperMoneyQuotation {
  const base = paperMoneyQuotation(50_000);
  return {
    ...base,
    id: `pm-${method}`,
    expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    deliveryFee: { total: brl(method === 'shipment' ? 2990 : 0) },
    total: { ...base.total, withTax: brl(totalCents) },
  };
}

const simulation = {
  quotationId: 'sim-1',
  currency: 'USD' as const,
  amount: '500.00',
  total: '2950.00',
};

function memoryStorage(): CheckoutStorage {
  return {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  };
}

function newStore(key = 'attempt-key-0001'): PaperMoneyCheckoutStore {
  return createPaperMoneyCheckoutStore({
    storage: memoryStorage(),
    newKey: () => key,
    owner: String(authUserFixture().id),
  });
}

/** Walks a store through every section for `method`. */
function fillCheckout(store: PaperMoneyCheckoutStore, method: DeliveryMethod, totalCents?: number) {
  store.setSimulation(simulation);
  store.next();
  store.selectAddress(3);
  store.next();
  store.setDeliveryMethod(method);
  store.setQuote(quoteFor(method, totalCents), method);
  if (method === 'shop') store.selectAgent(9);
  store.next();
  store.setPaymentMethod('DYNAMIC_PIX');
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('paper-money checkout store', () => {
  it.each(['shipment', 'shop', 'withdrawal'] as const)(
    'walks simulator, address, delivery (%s) and payment to the summary',
    (method) => {
      const store = newStore();
      expect(store.$data.get().navigation.currentSectionName).toBe('simulator');
      fillCheckout(store, method);
      expect(store.$data.get().navigation.currentSectionName).toBe('paymentMethods');
      expect(store.isComplete()).toBe(true);
    },
  );

  it('keeps the delivery section open until the quotation is priced for the kind chosen', () => {
    const store = newStore();
    store.setSimulation(simulation);
    store.next();
    store.selectAddress(3);
    store.next();
    store.setDeliveryMethod('shipment');
    store.setQuote(quoteFor('shipment'), 'shipment');
    store.setDeliveryMethod('shop');
    store.next();
    // Priced for shipment, and no store chosen: it does not move on.
    expect(store.$data.get().navigation.currentSectionName).toBe('deliveryMethod');
    store.setQuote(quoteFor('shop'), 'shop');
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('deliveryMethod');
    store.selectAgent(9);
    store.next();
    expect(store.$data.get().navigation.currentSectionName).toBe('paymentMethods');
  });

  it.each([
    [1_000_000, undefined],
    [1_000_001, 'aboveLimit'],
  ])('another receiver at a total of %i cents: %s', (total, problem) => {
    expect(
      receiverProblem({ other: true, name: 'Maria da Silva', document: '111.444.777-35' }, total),
    ).toBe(problem);
  });

  it('refuses a receiver without a valid CPF or name', () => {
    expect(receiverProblem({ other: true, name: 'Maria', document: '111.444.777-00' }, 1)).toBe(
      'document',
    );
    expect(receiverProblem({ other: true, name: ' ', document: '111.444.777-35' }, 1)).toBe('name');
    expect(receiverProblem({ other: false, name: '', document: '' }, 2_000_000)).toBeUndefined();
  });

  it('is not complete with another receiver above R$ 10,000.00', () => {
    const store = newStore();
    store.setReceiver({ other: true, name: 'Maria da Silva', document: '111.444.777-35' });
    fillCheckout(store, 'withdrawal', 1_000_001);
    expect(store.$data.get().navigation.currentSectionName).toBe('deliveryMethod');
    expect(paperMoneyReadyForSummary(store.$data.get())).toBe(false);
  });

  it('builds the create body with the quotation’s fee and the delivery data of the kind', () => {
    const store = newStore();
    store.setReceiver({ other: true, name: 'Maria da Silva', document: '111.444.777-35' });
    fillCheckout(store, 'shipment');
    store.setTermsAccepted(true);
    expect(paperMoneyBodyOf(store.$data.get(), '529.982.247-25', 4)).toEqual({
      type: 'PAPERMONEY',
      clientCpf: '52998224725',
      payment: { method: 'DYNAMIC_PIX' },
      quotationId: 'pm-shipment',
      partnerId: 4,
      delivery: {
        type: 'shipment',
        cost: 2990,
        shipment: { date: null, addressId: 3 },
        shop: null,
        receiver: { name: 'Maria da Silva', document: '11144477735' },
      },
      termsAccepted: true,
    });
    localStorage.clear();
    const shop = newStore();
    fillCheckout(shop, 'shop');
    expect(paperMoneyBodyOf(shop.$data.get(), '52998224725')?.delivery).toEqual({
      type: 'shop',
      cost: 0,
      shipment: null,
      shop: { agentId: 9 },
      receiver: null,
    });
  });
});

function operationFixture(status: string): PaperMoneyOperation {
  return {
    id: 501,
    type: 'PAPERMONEY',
    status: { key: status as PaperMoneyOperation['status']['key'] },
    client: {
      name: 'Ana Cliente Demo',
      cpf: '52998224725',
      cnpj: null,
    } as PaperMoneyOperation['client'],
    serverTime: new Date().toISOString(),
    total: brl(60_000),
    paymentMethod: 'DYNAMIC_PIX',
    paymentExpiresAt: null,
    deliveryType: 'shop',
  };
}

const summaryRoutes = {
  'GET /api/customers/v1/physicals/52998224725/addresses/3': {
    status: 200,
    body: {
      id: 3,
      nickname: 'Casa',
      street: 'Rua Augusta',
      number: 100,
      complement: null,
      neighborhood: 'Consolação',
      city: 'São Paulo',
      state: 'SP',
      zipCode: '01305-000',
      country: 'BR',
      default: true,
    },
  },
};

describe('paper-money summary', () => {
  it('shows the figures, then creates with the quotation’s fee and reuses the key on a retry', async () => {
    const store = newStore();
    fillCheckout(store, 'shop');
    const key = store.$data.get().idempotencyKey;
    const view = renderPortal({ path: SUMMARY, user: authUserFixture(), routes: summaryRoutes });
    expect(await screen.findByRole('heading', { name: 'Resumo' })).toBeTruthy();
    const breakdown = screen.getByTestId('rate-breakdown');
    expect([...breakdown.querySelectorAll('dt')].map((label) => label.textContent)).toEqual([
      'Sua taxa de câmbio',
      'Taxa comercial de referência',
      'Spread',
      expect.stringMatching(/^IOF \(\d+,\d{2}%\)$/),
      'Tarifa bancária',
      'Taxa de entrega',
      'VET (valor efetivo total)',
    ]);
    // The total once, in large type below the rows.
    expect(screen.getAllByText('Total a pagar')).toHaveLength(1);
    // Store pickup: the delivery is free, and said so.
    expect(breakdown.querySelector('[data-row="deliveryFee"] dd')?.textContent).toBe('Grátis');
    expect(screen.getByTestId('total-to-pay').textContent?.replace(/\s/g, ' ')).toContain('600,00');
    expect(screen.getAllByRole('button', { name: /^Alterar / })).toHaveLength(4);
    const create = vi
      .spyOn(view.services.api.paperMoney, 'create')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(operationFixture('MANUAL_ANALYSIS'));
    fireEvent.click(screen.getByLabelText('Li e concordo com os termos de uso'));
    fireEvent.click(screen.getByTestId('finish'));
    expect(await screen.findByText('Validando dados...')).toBeTruthy();
    expect(
      await screen.findByText('Falha ao processar a requisição.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('finish'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2), { timeout: 4000 });
    expect(create.mock.calls[0]?.[1]).toBe(key);
    expect(create.mock.calls[1]?.[1]).toBe(key);
    expect(create.mock.calls[1]?.[0]).toMatchObject({
      quotationId: 'pm-shop',
      delivery: { type: 'shop', cost: 0, shop: { agentId: 9 } },
      termsAccepted: true,
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`${SUMMARY}/pending`));
    expect(await screen.findByRole('heading', { name: 'Reserva concluída' })).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(PAPER_MONEY_CHECKOUT_KEY) ?? '{}');
    // The next attempt gets a new key.
    expect(stored.idempotencyKey).not.toBe(key);
    expect(stored.operation.id).toBe(501);
  }, 20_000);
});

describe('paper-money checkout page', () => {
  it('quotes again for the kind chosen and lists the stores', async () => {
    const store = newStore();
    store.setSimulation(simulation);
    store.next();
    store.selectAddress(3);
    store.next();
    const view = renderPortal({
      path: CHECKOUT,
      user: authUserFixture(),
      routes: {
        'GET /api/customers/v1/physicals/52998224725/addresses': {
          status: 200,
          body: [summaryRoutes['GET /api/customers/v1/physicals/52998224725/addresses/3'].body],
        },
        'GET /api/v1/correspondents/demo/agents': {
          status: 200,
          body: [agentFixture({ id: 9, name: 'Loja Paulista' })],
        },
      },
    });
    const quote = vi
      .spyOn(view.services.api.quotations, 'paperMoney')
      .mockImplementation(async (_id, query) => quoteFor(query.deliveryMethod ?? 'shipment'));
    expect(await screen.findByText('Etapa 3/4')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Entrega em casa/));
    await waitFor(() =>
      expect(quote).toHaveBeenLastCalledWith(
        '1',
        expect.objectContaining({ deliveryMethod: 'shipment' }),
      ),
    );
    expect((await screen.findByTestId('delivery-fee')).textContent).toContain('29,90');
    fireEvent.click(screen.getByLabelText(/Retirada na loja/));
    await waitFor(() =>
      expect(quote).toHaveBeenLastCalledWith(
        '1',
        expect.objectContaining({ deliveryMethod: 'shop' }),
      ),
    );
    expect(await screen.findByText('Loja Paulista')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('delivery-fee').textContent).toContain('Grátis'));
    fireEvent.click(screen.getByLabelText(/Saque em caixa eletrônico/));
    expect(await screen.findByTestId('withdrawal-note')).toBeTruthy();
  }, 20_000);

  it('says home delivery does not reach the address’s city before the customer goes on', async () => {
    const store = newStore();
    store.setSimulation(simulation);
    store.next();
    store.selectAddress(3);
    store.next();
    const address = summaryRoutes['GET /api/customers/v1/physicals/52998224725/addresses/3'].body;
    const view = renderPortal({
      path: CHECKOUT,
      user: authUserFixture(),
      routes: {
        'GET /api/customers/v1/physicals/52998224725/addresses': {
          status: 200,
          body: [{ ...address, city: 'Cidadezinha', state: 'MG' }],
        },
        // The served set answers no city of that name.
        'GET /api/v1/paper-money/served-cities': { status: 200, body: [] },
      },
    });
    vi.spyOn(view.services.api.quotations, 'paperMoney').mockImplementation(async (_id, query) =>
      quoteFor(query.deliveryMethod ?? 'shipment'),
    );
    expect(await screen.findByText('Etapa 3/4')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Entrega em casa/));
    expect(
      await screen.findByText('Entrega indisponível para o endereço na cidade Cidadezinha.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('delivery-fee').textContent).toContain('29,90'));
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Etapa 3/4')).toBeTruthy();
    // Store pickup is still open to the customer.
    fireEvent.click(screen.getByLabelText(/Retirada na loja/));
    await waitFor(() =>
      expect(
        screen.queryByText('Entrega indisponível para o endereço na cidade Cidadezinha.'),
      ).toBeNull(),
    );
  }, 20_000);

  it('disables another receiver above R$ 10,000.00 and says why', async () => {
    const store = newStore();
    store.setSimulation(simulation);
    store.next();
    store.selectAddress(3);
    store.next();
    store.setDeliveryMethod('withdrawal');
    store.setQuote(quoteFor('withdrawal', 1_000_001), 'withdrawal');
    renderPortal({ path: CHECKOUT, user: authUserFixture() });
    const box = (await screen.findByLabelText(
      'Quem vai receber as cédulas é outra pessoa',
    )) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.getByTestId('receiver-limit').textContent).toContain('R$ 10.000,00');
  }, 20_000);

  it('tells a company the operation is unavailable', async () => {
    renderPortal({
      path: CHECKOUT,
      user: authUserFixture({ cpf: null, cnpj: '11222333000181' } as never),
    });
    expect(await screen.findByTestId('paper-money-unavailable')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Operações indisponíveis' })).toBeTruthy();
  });
});
