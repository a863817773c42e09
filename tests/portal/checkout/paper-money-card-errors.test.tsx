// @vitest-environment happy-dom
/**
 * Paper money by credit card, an API error while paying (issue 18): after a FAILED card, Try again
 * opens the card form; a payment that then gets no answer or a server error shows 'Failed to
 * Process Your Operation' with Try again (the same payment again), never the loading page; a
 * creation that fails stays on the summary with its message. Real outcome and payment hook over
 * a routed fake API; the card form is mocked to hand on a choice.
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaperMoneyOperation } from '../../../src/contracts/paper-money';
import { paperMoneyCheckoutStoreOf } from '../../../portal/pages/checkout/use-paper-money-checkout';
import { renderPortal, type Answer } from '../profile/profile-harness';
import { authUserFixture } from '../session-fixture';
import { paymentOf } from '../components/card/fixtures';
import { SUMMARY, choice, created, seed } from './paper-money-card-fixtures';

vi.mock('../../../portal/components/card/CreditCardForm', () => ({
  CreditCardForm: (props: { onReady(choice: unknown): void }) => (
    <button type="button" data-testid="card-ready" onClick={() => props.onReady(choice)}>
      card form
    </button>
  ),
}));

const PAY = 'POST /api/v1/payments/sandbox-card';

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function finish(locale: 'pt-BR' | 'en-US', pay: Answer[], operation: PaperMoneyOperation) {
  seed();
  const view = renderPortal({
    path: SUMMARY,
    user: authUserFixture(),
    locale,
    routes: { [PAY]: pay },
  });
  await act(async () => undefined);
  act(() =>
    paperMoneyCheckoutStoreOf(view.services, String(authUserFixture().id)).setCardChoice(choice),
  );
  vi.spyOn(view.services.api.paperMoney, 'create').mockResolvedValue(operation);
  fireEvent.click(
    await screen.findByLabelText(
      locale === 'pt-BR' ? 'Li e concordo com os termos de uso' : /I have read and agree/,
    ),
  );
  fireEvent.click(screen.getByTestId('finish'));
  return view;
}

const failed = paymentOf({ resourceId: 501, result: 'FAILED', status: 'FAILED', code: '7051' });

describe('paper money by credit card: an API error while paying (issue 18)', () => {
  it('pt-BR: a FAILED card, Tentar novamente, a server error, then the same payment again', async () => {
    const view = await finish(
      'pt-BR',
      [
        {
          status: 500,
          body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Erro interno!' },
        },
        { status: 200, body: paymentOf({ resourceId: 501 }) },
      ],
      { ...created, cardPayment: failed },
    );
    expect(
      await screen.findByText(
        'Pagamento não aprovado pelo banco ou emissor do cartão.',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    // The card form of Try again says what it is and what it charges, and takes the focus
    // (it came bare, the focus lost with the button it replaced).
    const title = await screen.findByRole('heading', { level: 1, name: 'Pagar com cartão' });
    expect(document.activeElement).toBe(title);
    expect(screen.getByTestId('amount').textContent).toMatch(/^Valor a pagar: R\$\s600,00$/);
    fireEvent.click(await screen.findByTestId('card-ready'));
    expect(
      await screen.findByRole('heading', { name: 'Falha ao processar sua operação' }),
    ).toBeTruthy();
    expect(screen.getByText('Erro interno!')).toBeTruthy();
    expect(screen.queryByText('Processando seu pagamento...')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { name: 'Pagamento aprovado' })).toBeTruthy();
    const pays = view.calls.filter((call) => `${call.method} ${call.path}` === PAY);
    expect(pays).toHaveLength(2);
    expect(pays[1]?.body).toEqual(pays[0]?.body);
  }, 15_000);

  it('en-US: no answer after Try again shows the failure page with Go back and Try again', async () => {
    await finish(
      'en-US',
      [
        () => {
          throw new TypeError('Failed to fetch');
        },
      ],
      { ...created, cardPayment: failed },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    fireEvent.click(await screen.findByTestId('card-ready'));
    expect(
      await screen.findByRole('heading', { name: 'Failed to Process Your Operation' }),
    ).toBeTruthy();
    expect(screen.getByText('Failed to process the request.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Go back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Processing your payment...')).toBeNull();
  }, 15_000);

  it('pt-BR: a charge refused before any result shows its message; Try again pays the same purchase', async () => {
    const view = await finish('pt-BR', [{ status: 200, body: paymentOf({ resourceId: 501 }) }], {
      ...created,
      cardPaymentError: { code: 'TOKENIZED_DATA_NOT_FOUND', message: 'Tokenized Data not Found' },
    });
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Falha ao processar sua operação' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText('Tokenized Data not Found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    fireEvent.click(await screen.findByTestId('card-ready'));
    expect(await screen.findByRole('heading', { name: 'Pagamento aprovado' })).toBeTruthy();
    const pays = view.calls.filter((call) => `${call.method} ${call.path}` === PAY);
    expect(pays).toHaveLength(1);
    expect(pays[0]?.body).toMatchObject({ resourceId: 501 });
  }, 15_000);

  it('en-US: a card payment under review at creation shows its result page, not the pending text', async () => {
    await finish('en-US', [], {
      ...created,
      status: { key: 'MANUAL_ANALYSIS' },
      cardPayment: paymentOf({
        resourceId: 501,
        result: 'UNDER_REVIEW',
        status: 'PROCESSING',
        operationStatus: 'MANUAL_ANALYSIS',
      }),
    });
    expect(await screen.findByText(/within 4 hours/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/history link/i)).toBeNull();
  }, 15_000);
});
