// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CreditCardForm } from '../../../../portal/components/card/CreditCardForm';
import { renderWithProviders } from '../../form-harness';
import { createFakeFetch } from '../../../src/api/fake-fetch';
import { CARD_HASH, PLANS, SIX_PLAN } from './fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CARD = '4111 1111 1111 1111';

function fill(values: { number?: string; holder?: string; expiry?: string; cvv?: string }) {
  const field = (name: string) => {
    const input = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
    if (!input) throw new Error(`no field ${name}`);
    return input;
  };
  if (values.number !== undefined)
    fireEvent.change(field('cardNumber'), { target: { value: values.number } });
  if (values.holder !== undefined)
    fireEvent.change(field('holderName'), { target: { value: values.holder } });
  if (values.expiry !== undefined)
    fireEvent.change(field('expiry'), { target: { value: values.expiry } });
  if (values.cvv !== undefined) fireEvent.change(field('cvv'), { target: { value: values.cvv } });
}

function renderForm(locale: 'pt-BR' | 'en-US', fake = createFakeFetch()) {
  const onReady = vi.fn();
  const view = renderWithProviders(
    <CreditCardForm amountCents={100000} provider="sandbox-card" onReady={onReady} />,
    { locale, fake },
  );
  return { ...view, onReady };
}

describe('CreditCardForm: checks (spec §5.4, §8.3)', () => {
  test('empty form: each field says so next to it, in pt-BR, linked with aria-describedby', () => {
    renderForm('pt-BR');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const number = screen.getByLabelText('Número do cartão');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    const described = number.getAttribute('aria-describedby') ?? '';
    expect(described).not.toBe('');
    expect(
      described
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
    ).toContain('Campo obrigatório.');
    expect(screen.getAllByText('Campo obrigatório.')).toHaveLength(4);
    expect(document.activeElement).toBe(number);
  });

  test('a brand the provider does not take, a bad holder and CVV, in en-US', () => {
    renderForm('en-US');
    // Discover: a valid number, not an accepted brand.
    fill({ number: '6011 1111 1111 1117', holder: 'Maria', expiry: '13/30', cvv: '12' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText("Check your card's brand and number.")).toBeTruthy();
    expect(
      screen.getByText('Invalid holder name: as printed on the card, first and last name.'),
    ).toBeTruthy();
    expect(screen.getByText('Invalid expiry date (MM/YY).')).toBeTruthy();
    expect(screen.getByText('Invalid security code.')).toBeTruthy();
  });

  test('the brand shows as the number is typed; the number is grouped in fours', () => {
    renderForm('en-US');
    fill({ number: '4111111111111111' });
    expect(screen.getByLabelText('Card number')).toHaveProperty('value', CARD);
    expect(screen.getByText('Card brand: Visa')).toBeTruthy();
    fill({ number: '3782 822463 10005' });
    expect(screen.getByText('Card brand: American Express')).toBeTruthy();
    // American Express: a 4-digit CVV.
    expect(screen.getByLabelText('Security code (CVV)')).toHaveProperty('maxLength', 4);
  });

  test('fields carry the card autocomplete tokens', () => {
    renderForm('en-US');
    expect(screen.getByLabelText('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(screen.getByLabelText('Card number').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Name on the card').getAttribute('autocomplete')).toBe('cc-name');
    expect(screen.getByLabelText('Expiry (MM/YY)').getAttribute('autocomplete')).toBe('cc-exp');
    expect(screen.getByLabelText('Security code (CVV)').getAttribute('autocomplete')).toBe(
      'cc-csc',
    );
  });
});

describe('CreditCardForm: tokenizer, installments modal, onReady', () => {
  test('the card goes to the tokenizer only; the API gets the brand and amount; the plan is chosen', async () => {
    const tokenizer = vi.fn(async () => Response.json(CARD_HASH, { status: 201 }));
    vi.stubGlobal('fetch', tokenizer);
    const fake = createFakeFetch().respond(200, PLANS);
    const { onReady } = renderForm('en-US', fake);
    fill({ number: CARD, holder: 'Maria Silva', expiry: '12/30', cvv: '123' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose the installments' });
    expect(tokenizer).toHaveBeenCalledTimes(1);
    const [url, init] = tokenizer.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/sandbox/card-tokenizer/card-hashes');
    expect(init.credentials).toBe('omit');
    expect(JSON.parse(String(init.body))).toEqual({
      cardNumber: '4111111111111111',
      holderName: 'Maria Silva',
      expiry: '12/30',
      cvv: '123',
    });

    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]?.url).toBe('http://fx.test/api/v1/payments/sandbox-card/installments');
    expect(JSON.parse(fake.requests[0]?.body ?? '')).toEqual({
      amount: 100000,
      card_brand: 'visa',
      pt_br: false,
    });
    for (const request of fake.requests) {
      expect(request.body ?? '').not.toContain('4111111111111111');
      expect(request.body ?? '').not.toContain('123"');
    }

    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(within(dialog).getByLabelText(/^1x of R\$1,000\.00 interest-free/)).toBeTruthy();
    const six = within(dialog).getByLabelText(
      /^6x of R\$180\.81 \(R\$1,000\.00 \+ R\$84\.90 in fees\)/,
    );
    expect(six.closest('label')?.textContent).toContain('last installment R$180.85');
    expect(six.closest('label')?.textContent).toContain('Total R$1,084.90');
    fireEvent.click(six);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(onReady).toHaveBeenCalledWith({ card: CARD_HASH, plan: PLANS[1] });
    // The chosen card is shown, never its number.
    expect(screen.getByText('Visa •••• 1111')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('4111 1111');
  });

  test('pt-BR labels of the plans', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(CARD_HASH, { status: 201 })),
    );
    renderForm('pt-BR', createFakeFetch().respond(200, PLANS));
    fill({ number: CARD, holder: 'Maria Silva', expiry: '12/30', cvv: '123' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escolha as parcelas' });
    const text = (dialog.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('1x de R$ 1.000,00 sem juros');
    expect(text).toContain('6x de R$ 180,81 (R$ 1.000,00 + R$ 84,90 de juros)');
    expect(text).toContain('última parcela R$ 180,85');
  });

  test('a tokenizer failure: "Error generating card hash"; its own message when it gives one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    const fake = createFakeFetch();
    renderForm('en-US', fake);
    fill({ number: CARD, holder: 'Maria Silva', expiry: '12/30', cvv: '123' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Error generating card hash')).toBeTruthy();
    expect(fake.requests).toHaveLength(0);
    cleanup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ message: 'Card refused by the tokenizer' }, { status: 422 }),
      ),
    );
    renderForm('en-US');
    fill({ number: CARD, holder: 'Maria Silva', expiry: '12/30', cvv: '123' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Card refused by the tokenizer')).toBeTruthy();
  });

  test('installments: 503 says the system is unavailable, other failures "Error loading installments"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(CARD_HASH, { status: 201 })),
    );
    renderForm(
      'en-US',
      createFakeFetch().respond(503, {
        code: 'CARD_INSTALLMENTS_UNAVAILABLE',
        message: 'Credit Card installment system unavailable',
      }),
    );
    fill({ number: CARD, holder: 'Maria Silva', expiry: '12/30', cvv: '123' });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Credit Card installment system unavailable')).toBeTruthy();
    cleanup();
    renderForm('pt-BR', createFakeFetch().respond(500, { code: 'INTERNAL', message: 'x' }));
    fill({ number: CARD, holder: 'Maria Silva', expiry: '12/30', cvv: '123' });
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Erro ao carregar as parcelas')).toBeTruthy();
  });

  test('initial: the chosen card with Change back to the form', async () => {
    const onReady = vi.fn();
    renderWithProviders(
      <CreditCardForm
        amountCents={100000}
        provider="sandbox-card"
        initial={{ card: CARD_HASH as never, plan: SIX_PLAN }}
        onReady={onReady}
      />,
      { locale: 'en-US' },
    );
    expect(screen.getByText('Visa •••• 1111')).toBeTruthy();
    expect(screen.getByText('6x of R$180.81 (R$1,000.00 + R$84.90 in fees)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(screen.getByLabelText('Card number')).toBeTruthy());
  });
});
