// @vitest-environment happy-dom
/**
 * The outbound checkout's outcome pages inside `<fx-checkout>`'s frame: each tells the host how
 * the checkout ended (the element turns it into `fx:checkout-complete`); the plain portal's
 * pages post nothing. Also the simulation a host seeds through the checkout's query.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemittanceOperation } from '../../../src/contracts/remittances';
import { createCheckoutStore } from '../../../src/stores/checkout-store';
import { simulationSeedFromQuery } from '../../../portal/pages/checkout/checkout-query';
import { renderPortalIn } from '../embedded-portal';
import { authUserFixture } from '../session-fixture';
import { createdOperationFixture } from '../operations/operations-fixtures';

const HOST = 'https://demo-cambio.test';
const SUMMARY = '/demo/app/checkout/remittance/outbound/summary';
const USER = authUserFixture();

const operation = createdOperationFixture;

/** The checkout the summary left in localStorage after creating `created`. */
function seedCreated(created: RemittanceOperation): void {
  createCheckoutStore({
    storage: localStorage,
    newKey: () => 'attempt-key-0002',
    owner: String(USER.id),
  }).completed(created);
}

/** The `complete` messages posted to the host. */
function completions(posted: ReturnType<typeof renderPortalIn>['posted']): unknown[] {
  return posted.mock.calls
    .filter(([message]) => (message as { type?: unknown }).type === 'complete')
    .map(([message, target]) => [message, target]);
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('outbound outcome pages inside the frame', () => {
  it('tells the host the operation was created, with its id and status', async () => {
    seedCreated(operation('AWAITING_PAYMENT'));
    const { posted } = renderPortalIn({ hostOrigin: HOST }, `${SUMMARY}/success`, { user: USER });
    expect(await screen.findByRole('heading', { name: 'Operação criada!' })).toBeTruthy();
    await waitFor(() =>
      expect(completions(posted)).toEqual([
        [
          {
            source: 'fx-checkout',
            type: 'complete',
            outcome: 'success',
            operationId: 77,
            status: 'AWAITING_PAYMENT',
          },
          HOST,
        ],
      ]),
    );
  });

  it('tells the host the operation waits for an approval', async () => {
    seedCreated(operation('WAITING_DOCUMENT_APPROVAL'));
    const { posted } = renderPortalIn({ hostOrigin: HOST }, `${SUMMARY}/pending`, { user: USER });
    expect(await screen.findByRole('heading', { name: 'Reserva concluída' })).toBeTruthy();
    await waitFor(() =>
      expect(completions(posted)).toEqual([
        [
          {
            source: 'fx-checkout',
            type: 'complete',
            outcome: 'pending',
            operationId: 77,
            status: 'WAITING_DOCUMENT_APPROVAL',
          },
          HOST,
        ],
      ]),
    );
  });

  it('tells the host the checkout failed, without an operation', async () => {
    const { posted } = renderPortalIn({ hostOrigin: HOST }, `${SUMMARY}/error`, { user: USER });
    expect(
      await screen.findByRole('heading', { name: 'Falha ao processar sua operação' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(completions(posted)).toEqual([
        [{ source: 'fx-checkout', type: 'complete', outcome: 'error' }, HOST],
      ]),
    );
  });

  it('posts nothing in the plain portal', async () => {
    seedCreated(operation('AWAITING_PAYMENT'));
    const { posted } = renderPortalIn(undefined, `${SUMMARY}/success`, { user: USER });
    expect(await screen.findByRole('heading', { name: 'Operação criada!' })).toBeTruthy();
    expect(posted).not.toHaveBeenCalled();
  });
});

describe('simulationSeedFromQuery (a host’s data-currency / data-amount)', () => {
  it.each([
    ['?currency=eur&amount=200', { currency: 'EUR', amount: '200' }],
    ['?currency=USD&amount=1500.50', { currency: 'USD', amount: '1500.50' }],
    ['?currency=%20gbp%20', { currency: 'GBP' }],
    ['?amount=10', { amount: '10' }],
    ['', {}],
    ['?currency=EURO&amount=abc', {}],
    ['?currency=E1R&amount=-5', {}],
  ])('reads %s as %j', (search, seed) => {
    expect(simulationSeedFromQuery(new URLSearchParams(search))).toEqual(seed);
  });
});
