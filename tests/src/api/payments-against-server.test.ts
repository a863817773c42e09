/**
 * `api.payments` against the real API (in-process through `app.inject`, no socket): the SDK and
 * the server agree on the payment-data and sandbox "payment received" paths, the contracts and
 * the typed errors.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { ApiError, NotFoundError } from '../../../src/api/errors';
import { createMemoryTokenStore } from '../../../src/api/token-store';
import { PIX_QR_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { parseBrCode } from '../../../src/domain/pix/br-code';
import { SANDBOX_PASSWORD } from '../../../server/db/seeds/sandbox-users';
import { CLIENTE, userId } from '../../server/customers/customer-fixtures';
import {
  eventsOf,
  insertOperation,
  movableClock,
  operationRow,
} from '../../server/payments/payment-fixtures';
import { buildTestApp, type TestApp } from '../../server/test-app';
import { injectFetch } from './inject-fetch';

describe('api.payments against the API', () => {
  let t: TestApp;
  const clock = movableClock();

  const client = () =>
    createApiClient({
      baseURL: 'http://localhost:8080/api',
      fetch: injectFetch(t.app),
      tokenStore: createMemoryTokenStore(),
      getCorrespondentId: () => 1,
      getLocale: () => 'en-US',
    });

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('paymentData answers the DYNAMIC_PIX code; simulatePaid marks it paid, once', async () => {
    const api = client();
    await api.auth.signIn(CLIENTE.email, SANDBOX_PASSWORD);
    const id = await insertOperation(t.db, {
      userId: await userId(t.db, CLIENTE.email),
      createdAt: clock(),
    });
    const data = await api.payments.paymentData(CLIENTE.cpf, id);
    if (data.method !== 'DYNAMIC_PIX') throw new Error(data.method);
    expect(parseBrCode(data.brCode)).toMatchObject({ amountCents: 654_321, txid: data.txid });
    expect(data.expiresAt).toBe(new Date(clock().getTime() + PIX_QR_VALIDITY_MS).toISOString());

    await api.payments.simulatePaid(id);
    await api.payments.simulatePaid(id);
    expect((await operationRow(t.db, id)).status).toBe('PAYMENT_APPROVED');
    expect(await eventsOf(t.db, id)).toEqual(['AWAITING_PAYMENT', 'PAYMENT_APPROVED']);

    // Paid: no payment data any more. 409 has no typed SDK error (spec platform §8 types 401,
    // 403, 404, 422 and 503): the fetch error comes through with the API's body.
    const refused = await api.payments.paymentData(CLIENTE.cpf, id).catch((error) => error);
    expect(refused).not.toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 409,
      data: { code: 'OPERATION_NOT_AWAITING_PAYMENT' },
    });
  });

  test('an unknown operation is a NotFoundError; an expired QR code the spec’s message', async () => {
    const api = client();
    await api.auth.signIn(CLIENTE.email, SANDBOX_PASSWORD);
    await expect(api.payments.paymentData(CLIENTE.cpf, 999_999)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(api.payments.simulatePaid(999_999)).rejects.toBeInstanceOf(NotFoundError);
    const id = await insertOperation(t.db, {
      userId: await userId(t.db, CLIENTE.email),
      createdAt: clock(),
    });
    clock.advance(PIX_QR_VALIDITY_MS);
    const expired = await api.payments.paymentData(CLIENTE.cpf, id).catch((error) => error);
    expect(expired).toMatchObject({
      status: 410,
      data: { code: 'QR_CODE_EXPIRED', message: 'Your QR code has expired!' },
    });
    await expect(api.payments.simulatePaid(id)).rejects.toMatchObject({
      status: 409,
      data: { code: 'PAYMENT_EXPIRED' },
    });
  });
});
