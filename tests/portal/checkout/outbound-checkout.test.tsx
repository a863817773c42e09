// @vitest-environment happy-dom
/**
 * The outbound checkout pages in the real portal (routes, services, catalogues) over a routed
 * fake API: the summary's finish (terms required, the processing loader, the idempotency key
 * kept across a retry after a network failure, the outcome page by status, the API's refusal
 * in its wording, the quotation-expired modal), the checkout's URL hand-over and sections.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/api/errors';
import {
  CHECKOUT_DATA_KEY,
  createCheckoutStore,
  type CheckoutQuotation,
  type CheckoutStorage,
} from '../../../src/stores/checkout-store';
import { authUserFixture } from '../session-fixture';
import { renderPortal } from '../profile/profile-harness';
import { createdOperationFixture, rateFiguresFixture } from '../operations/operations-fixtures';

const SUMMARY = '/demo/app/checkout/remittance/outbound/summary';
const CHECKOUT = '/demo/app/checkout/remittance/outbound';

const quotation: CheckoutQuotation = {
  id: 'q-1',
  currency: 'EUR',
  amount: '1000.00',
  total: '6555.51',
  reverse: false,
  purposeCode: 'MAINTENANCE',
  expiresAt: null,
  coupon: null,
};

const operation = createdOperationFixture;

/** Writes a complete checkout into localStorage, as a customer who filled every section. */
function seedCompleteCheckout(change: Partial<CheckoutQuotation> = {}): string {
  const storage: CheckoutStorage = {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  };
  const store = createCheckoutStore({
    storage,
    newKey: () => 'attempt-key-0001',
    owner: String(authUserFixture().id),
  });
  store.setQuotation({ ...quotation, ...change });
  store.next();
  store.selectBeneficiary(7);
  store.next();
  store.setPurpose({ description: 'Ajuda à família', acknowledged: true });
  store.next();
  store.addDocument({ key: 'uploads/1/x/52998224725-remittance.png', fileName: 'nota.png' });
  store.next();
  store.setPaymentMethod('DYNAMIC_PIX');
  return store.$data.get().idempotencyKey;
}

const beneficiaryRoute = {
  'GET /api/customers/v1/physicals/52998224725/beneficiary/7': {
    status: 200,
    body: { id: 7, fullName: 'Hans Peter Müller' },
  },
};

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('outbound summary and finish', () => {
  it.each([
    {
      locale: 'pt-BR' as const,
      rows: [
        ['Sua taxa de câmbio', 'R$ 6,2000'],
        ['Taxa comercial de referência', 'R$ 6,1084'],
        ['Spread', '1,50%'],
        ['IOF (1,10%)', 'R$ 68,20'],
        ['Tarifa bancária', 'R$ 30,00'],
        ['VET (valor efetivo total)', 'R$ 6,2982'],
        ['Total a pagar', 'R$ 6.298,20'],
      ],
    },
    {
      locale: 'en-US' as const,
      rows: [
        ['Your exchange rate', 'R$6.2000'],
        ['Commercial reference rate', 'R$6.1084'],
        ['Spread', '1.50%'],
        ['IOF (1.10%)', 'R$68.20'],
        ['Bank fee', 'R$30.00'],
        ['VET (effective total rate)', 'R$6.2982'],
        ['Total to pay', 'R$6,298.20'],
      ],
    },
  ])(
    "shows the held quote's rate, each tax with its percentage, the fee, the VET and the total before Finalizar ($locale)",
    async ({ locale, rows }) => {
      seedCompleteCheckout({ total: '6298.20' });
      // EUR 1,000.00 at 6.20 (6.1084 + 1.5%): 6.200,00 + IOF 1.1% 68,20 + fee 30,00 = 6.298,20.
      const figures = rateFiguresFixture({
        offer: 6_200_000,
        mid: 6_108_400,
        spread: 1.5,
        iof: 6820,
        iofPercentage: 1.1,
        bankFee: 3000,
        vet: 62_982,
        total: 629820,
      });
      const view = renderPortal({
        path: SUMMARY,
        user: authUserFixture(),
        locale,
        routes: {
          ...beneficiaryRoute,
          'GET /api/v2/exchanges/quotation-figures': { status: 200, body: figures },
        },
      });
      const breakdown = await screen.findByTestId('rate-breakdown');
      expect(
        [...breakdown.querySelectorAll('[data-row]')].map((row) => [
          row.querySelector('dt')?.textContent,
          row.querySelector('dd')?.textContent?.replace(/[\u00a0\u202f]/g, ' '),
        ]),
      ).toEqual(rows.slice(0, -1));
      // The total once, in large type below the rows.
      const [totalLabel, total] = rows.at(-1) ?? [];
      expect(screen.getAllByText(totalLabel ?? '')).toHaveLength(1);
      expect(screen.getByTestId('total-to-pay').textContent?.replace(/[\u00a0\u202f]/g, ' ')).toBe(
        total,
      );
      // Asked for the quote the operation will be created from.
      expect(view.calls.some((call) => call.path === '/api/v2/exchanges/quotation-figures')).toBe(
        true,
      );
    },
  );

  it('lists every section with Edit (Alterar), asks for the terms, then creates and shows the pending page', async () => {
    const key = seedCompleteCheckout();
    const view = renderPortal({ path: SUMMARY, user: authUserFixture(), routes: beneficiaryRoute });
    expect(await screen.findByRole('heading', { name: 'Resumo' })).toBeTruthy();
    expect(screen.getByTestId('total-to-pay').textContent?.replace(/\s/g, ' ')).toContain(
      '6.555,51',
    );
    expect(screen.getAllByRole('button', { name: /^Alterar / })).toHaveLength(5);
    const create = vi
      .spyOn(view.services.api.remittances, 'create')
      .mockResolvedValue(operation('WAITING_DOCUMENT_APPROVAL'));

    fireEvent.click(screen.getByTestId('finish'));
    expect(await screen.findByText('Aceite os termos para finalizar.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Li e concordo com os termos de uso'));
    fireEvent.click(screen.getByTestId('finish'));
    expect(await screen.findByText('Validando dados...')).toBeTruthy();
    expect(await screen.findByText('Confirmando dados...', {}, { timeout: 3000 })).toBeTruthy();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1), { timeout: 4000 });
    const [body, sentKey] = create.mock.calls[0] ?? [];
    expect(sentKey).toBe(key);
    expect(body).toMatchObject({
      clientCpf: '52998224725',
      quotationId: 'q-1',
      receiverId: 7,
      payment: { method: 'DYNAMIC_PIX' },
      serviceInfo: { id: 'MAINTENANCE' },
      reason: 'Ajuda à família',
      documents: ['uploads/1/x/52998224725-remittance.png'],
      termsAccepted: true,
    });
    // WAITING_DOCUMENT_APPROVAL → the pending page with the §4.4 text.
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`${SUMMARY}/pending`));
    expect(await screen.findByRole('heading', { name: 'Reserva concluída' })).toBeTruthy();
    expect(screen.getByTestId('operation-id').textContent).toBe('#77');
    // The next attempt gets a new key.
    const stored = JSON.parse(localStorage.getItem(CHECKOUT_DATA_KEY) ?? '{}');
    expect(stored.idempotencyKey).not.toBe(key);
    expect(stored.operation.id).toBe(77);
  }, 15_000);

  it('keeps the idempotency key across a retry after a network failure', async () => {
    const key = seedCompleteCheckout();
    const view = renderPortal({ path: SUMMARY, user: authUserFixture(), routes: beneficiaryRoute });
    await screen.findByRole('heading', { name: 'Resumo' });
    const create = vi
      .spyOn(view.services.api.remittances, 'create')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(operation('AWAITING_PAYMENT'));
    fireEvent.click(screen.getByLabelText('Li e concordo com os termos de uso'));
    fireEvent.click(screen.getByTestId('finish'));
    expect(
      await screen.findByText('Falha ao processar a requisição.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(view.router.state.location.pathname).toBe(SUMMARY);
    fireEvent.click(screen.getByTestId('finish'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(2), { timeout: 4000 });
    expect(create.mock.calls[0]?.[1]).toBe(key);
    expect(create.mock.calls[1]?.[1]).toBe(key);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`${SUMMARY}/success`));
    expect(await screen.findByRole('heading', { name: 'Operação criada!' })).toBeTruthy();
  }, 15_000);

  it("shows a refusal in the API's wording on the error page", async () => {
    seedCompleteCheckout();
    const view = renderPortal({ path: SUMMARY, user: authUserFixture(), routes: beneficiaryRoute });
    await screen.findByRole('heading', { name: 'Resumo' });
    vi.spyOn(view.services.api.remittances, 'create').mockRejectedValue(
      new ApiError({
        url: '/v1/remittances/',
        method: 'POST',
        status: 403,
        body: {
          statusCode: 403,
          code: 'REGISTRATION_REJECTED',
          message: 'Seu cadastro não foi aprovado...',
        },
      }),
    );
    fireEvent.click(screen.getByLabelText('Li e concordo com os termos de uso'));
    fireEvent.click(screen.getByTestId('finish'));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`${SUMMARY}/error`), {
      timeout: 4000,
    });
    expect(await screen.findByText('Seu cadastro não foi aprovado...')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Falha ao processar sua operação' })).toBeTruthy();
  }, 15_000);

  it('opens the quotation-expired modal and refreshes the quote', async () => {
    seedCompleteCheckout({ expiresAt: '2020-01-01T00:00:00.000Z' });
    const view = renderPortal({ path: SUMMARY, user: authUserFixture(), routes: beneficiaryRoute });
    const dialog = await screen.findByRole('dialog', { name: 'Sua cotação mudou!' });
    const quote = vi.spyOn(view.services.api.quotations, 'remittance').mockResolvedValue({
      id: 'q-1',
      expiresAt: '2099-01-01T00:00:00.000Z',
      currency: { amount: { value: 100000, precision: 2 } },
      total: { withTax: { value: 660000, precision: 2 } },
    } as never);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Atualizar cotação' }));
    expect(await screen.findByRole('dialog', { name: 'Sua cotação foi atualizada!' })).toBeTruthy();
    expect(quote.mock.calls[0]?.[1]).toMatchObject({
      id: 'q-1',
      currency: 'EUR',
      value: '100000',
      purposeCode: 'MAINTENANCE',
    });
    expect(screen.getByTestId('total-to-pay').textContent?.replace(/\s/g, ' ')).toContain(
      '6.600,00',
    );
  });

  it('sends back to the checkout when it is not complete', async () => {
    renderPortal({ path: SUMMARY, user: authUserFixture(), locale: 'en-US' });
    expect(await screen.findByText('Some steps are not filled in yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to checkout' }).getAttribute('href')).toBe(
      CHECKOUT,
    );
  });
});

describe('outbound checkout page', () => {
  it('takes the quotation and the saved beneficiary from the URL, then drops them', async () => {
    const view = renderPortal({
      path: `${CHECKOUT}?simulator=remittance&remittanceType=outbound&purposeCode=MAINTENANCE&quotationId=q-9&currency=EUR&amount=1000.00&sendAmount=6555.51&reverse=false&beneficiaryId=7`,
      user: authUserFixture(),
      locale: 'en-US',
      routes: {
        ...beneficiaryRoute,
        'GET /api/customers/v1/physicals/52998224725/beneficiaries': { status: 200, body: [] },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Send money abroad' })).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    const stored = JSON.parse(localStorage.getItem(CHECKOUT_DATA_KEY) ?? '{}');
    expect(stored.quotation).toMatchObject({ id: 'q-9', currency: 'EUR', total: '6555.51' });
    expect(stored.beneficiaryId).toBe(7);
    // The hand-over continued past the simulator, and the beneficiary is chosen.
    expect(screen.getByTestId('checkout-step').textContent).toBe('Step 2/5');
    expect(screen.getByText(/€1,000\.00 · total R\$/)).toBeTruthy();
  });

  it('offers only the payment methods the correspondent allows, dynamic PIX first choice', async () => {
    seedCompleteCheckout();
    renderPortal({ path: CHECKOUT, user: authUserFixture(), routes: beneficiaryRoute });
    const step = await screen.findByTestId('checkout-step');
    expect(step.textContent).toBe('Etapa 5/5');
    const radios = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    // The fixture's correspondent allows all, the card included (its section follows; issue 18).
    expect(radios).toEqual(['TED', 'PIX', 'DYNAMIC_PIX', 'PICPAY', 'CREDIT_CARD']);
    expect((screen.getByRole('radio', { name: /PIX dinâmico/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('Edit (Alterar) reopens a section and hides the later ones until CONTINUE', async () => {
    seedCompleteCheckout();
    renderPortal({ path: CHECKOUT, user: authUserFixture(), routes: beneficiaryRoute });
    await screen.findByTestId('checkout-step');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Alterar Natureza da operação' }));
    });
    expect(screen.getByTestId('checkout-step').textContent).toBe('Etapa 3/5');
    expect((screen.getByLabelText('Descrição') as HTMLInputElement).value).toBe('Ajuda à família');
    expect(screen.queryByRole('button', { name: 'Alterar Documentos' })).toBeNull();
    fireEvent.click(screen.getByTestId('continue-purposeCode'));
    expect(screen.getByTestId('checkout-step').textContent).toBe('Etapa 4/5');
  });
});
