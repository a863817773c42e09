// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { SIX_PLAN, CARD_HASH, paymentOf } from './fixtures';
import { useCardPayment } from '../../../../portal/components/card/use-card-payment';
import { DEVICE_ID_KEY } from '../../../../portal/components/card/device-id';
import type { CardHash } from '../../../../src/contracts/card-payments';
import { createFakeFetch } from '../../../src/api/fake-fetch';
import { renderWithProviders } from '../../form-harness';

afterEach(cleanup);

function Payer() {
  const { payment, error, retriable, pay, retry } = useCardPayment();
  return (
    <div>
      <button
        type="button"
        onClick={() => void pay(42, { card: CARD_HASH as CardHash, plan: SIX_PLAN })}
      >
        pay
      </button>
      <button type="button" onClick={() => void retry()}>
        retry
      </button>
      <p data-testid="retriable">{String(retriable)}</p>
      <p data-testid="result">{payment?.result ?? error ?? ''}</p>
    </div>
  );
}

describe('useCardPayment', () => {
  test('one fresh idempotency key per attempt; the same device id; the hash and plan only', async () => {
    const fake = createFakeFetch()
      .respond(409, { statusCode: 409, code: 'CONFLICT', message: 'Pagamento já em andamento.' })
      .respond(200, paymentOf());
    renderWithProviders(<Payer />, { fake });
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await waitFor(() =>
      expect(screen.getByTestId('result').textContent).toBe('Pagamento já em andamento.'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('APPROVED'));

    expect(fake.requests).toHaveLength(2);
    expect(fake.requests[0]?.url).toBe('http://fx.test/api/v1/payments/sandbox-card');
    const keys = fake.requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    const bodies = fake.requests.map(
      (request) => JSON.parse(request.body ?? '') as Record<string, unknown>,
    );
    expect(bodies[0]?.deviceId).toBe(localStorage.getItem(DEVICE_ID_KEY));
    expect(bodies[1]?.deviceId).toBe(bodies[0]?.deviceId);
    expect(bodies[0]).toEqual({
      cardHash: 'hash_abc',
      deviceId: bodies[0]?.deviceId,
      resourceId: 42,
      installments: {
        installment: 6,
        installmentValue: 18081,
        interestRate: 849,
        interestValue: 8490,
        amountRequested: 100000,
      },
    });
  });

  test('retry sends the same payment under the same key after an error that may pass; not after a refusal', async () => {
    const fake = createFakeFetch()
      .respond(503, {
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: 'Serviço indisponível.',
      })
      .respond(200, paymentOf())
      .respond(422, {
        statusCode: 422,
        code: 'INSTALLMENT_MISMATCH',
        message: 'Parcelamento divergente.',
      });
    renderWithProviders(<Payer />, { fake });
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await waitFor(() =>
      expect(screen.getByTestId('result').textContent).toBe('Serviço indisponível.'),
    );
    expect(screen.getByTestId('retriable').textContent).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    await waitFor(() => expect(screen.getByTestId('result').textContent).toBe('APPROVED'));
    const keys = fake.requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(fake.requests[1]?.body).toBe(fake.requests[0]?.body);
    fireEvent.click(screen.getByRole('button', { name: 'pay' }));
    await waitFor(() =>
      expect(screen.getByTestId('result').textContent).toBe('Parcelamento divergente.'),
    );
    expect(screen.getByTestId('retriable').textContent).toBe('false');
  });
});
