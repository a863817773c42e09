import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PaymentReceiptSchema } from '../../../src/contracts/payments';
import { PIX_QR_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { createPaymentService } from '../../../server/services/payments/payment-service';
import { createSandboxWallet } from '../../../server/providers/wallet/sandbox-wallet';
import { buildTestApp, type TestApp } from '../test-app';
import { CLIENTE, cpfOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';
import { eventsOf, insertOperation, movableClock, operationRow } from './payment-fixtures';

const OTHER = { email: 'paga-outra@demo.test', cpf: cpfOf('159357258') };

describe('POST /api/sandbox/operations/{id}/pay', () => {
  let t: TestApp;
  const clock = movableClock();
  const headers: Record<string, Record<string, string>> = {};

  const pay = (who: string, id: number | string, extra = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/sandbox/operations/${id}/pay`,
      headers: { ...headers[who], ...extra },
    });

  async function operation(email: string, overrides: Record<string, unknown> = {}) {
    return insertOperation(t.db, {
      userId: await userId(t.db, email),
      createdAt: clock(),
      ...overrides,
    });
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false, config: { lifecycleStepSeconds: 5 } });
    await insertCustomer(t.db, { ...OTHER, name: 'Outra Pagadora', correspondents: [1] });
    headers.cliente = await signedIn(t.app, CLIENTE.email);
    headers.other = await signedIn(t.app, OTHER.email);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('marks the owner’s operation paid: PAYMENT_APPROVED with its event and the next step scheduled', async () => {
    const id = await operation(CLIENTE.email);
    const response = await pay('cliente', id);
    expect(response.statusCode).toBe(200);
    const receipt = PaymentReceiptSchema.parse(response.json());
    expect(receipt).toEqual({
      id,
      status: { key: 'PAYMENT_APPROVED' },
      paidAt: clock().toISOString(),
      changed: true,
    });
    const row = await operationRow(t.db, id);
    expect(row.status).toBe('PAYMENT_APPROVED');
    expect(new Date(row.paid_at ?? 0).toISOString()).toBe(clock().toISOString());
    expect(new Date(row.next_transition_at ?? 0).getTime()).toBe(clock().getTime() + 5000);
    expect(await eventsOf(t.db, id)).toEqual(['AWAITING_PAYMENT', 'PAYMENT_APPROVED']);

    // The detail shows the timeline, and no payment deadline any more.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${CLIENTE.cpf}/outbound/${id}`,
      headers: headers.cliente,
    });
    expect(detail.json()).toMatchObject({
      status: 'PAYMENT_APPROVED',
      paymentExpiresAt: null,
      events: [{ status: 'AWAITING_PAYMENT' }, { status: 'PAYMENT_APPROVED' }],
    });
    // Paid: no more payment data.
    const data = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/users/${CLIENTE.cpf}/resource/${id}`,
      headers: headers.cliente,
    });
    expect(data.statusCode).toBe(409);
  });

  test('paying twice is idempotent: the same receipt, no second event', async () => {
    const id = await operation(CLIENTE.email);
    const first = (await pay('cliente', id)).json();
    clock.advance(1000);
    const second = await pay('cliente', id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ ...first, changed: false });
    expect(await eventsOf(t.db, id)).toEqual(['AWAITING_PAYMENT', 'PAYMENT_APPROVED']);
  });

  test('concurrent payments of one operation record one payment', async () => {
    const id = await operation(CLIENTE.email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay('cliente', id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((answer) => answer.json().changed === true)).toHaveLength(1);
    expect(await eventsOf(t.db, id)).toEqual(['AWAITING_PAYMENT', 'PAYMENT_APPROVED']);
  });

  test("another customer's operation or an unknown one: 404, nothing changes", async () => {
    const theirs = await operation(OTHER.email);
    const response = await pay('cliente', theirs);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await operationRow(t.db, theirs)).status).toBe('AWAITING_PAYMENT');
    expect((await pay('cliente', 999_999)).statusCode).toBe(404);
    expect((await pay('cliente', 'abc')).statusCode).toBe(422);
  });

  test('not signed in: 401', async () => {
    const id = await operation(CLIENTE.email);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/operations/${id}/pay`,
      headers: { correspondent_id: '1' },
    });
    expect(response.statusCode).toBe(401);
  });

  test('past the payment deadline: 409 PAYMENT_EXPIRED, in both languages', async () => {
    const id = await operation(CLIENTE.email);
    clock.advance(PIX_QR_VALIDITY_MS);
    const en = await pay('cliente', id, { 'accept-language': 'en-US' });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      statusCode: 409,
      code: 'PAYMENT_EXPIRED',
      message: 'The payment deadline of this operation has passed. Please start a new operation.',
    });
    const pt = await pay('cliente', id, { 'accept-language': 'pt-BR' });
    expect(pt.json().message).toBe(
      'O prazo de pagamento desta operação terminou. Inicie uma nova operação.',
    );
    expect(await eventsOf(t.db, id)).toEqual(['AWAITING_PAYMENT']);
  });

  test('an operation not awaiting payment: 409 OPERATION_NOT_AWAITING_PAYMENT', async () => {
    for (const status of ['MANUAL_ANALYSIS', 'WAITING_DOCUMENT_APPROVAL', 'CANCELED']) {
      const id = await operation(CLIENTE.email, { status });
      const response = await pay('cliente', id, { 'accept-language': 'en-US' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'OPERATION_NOT_AWAITING_PAYMENT',
        message: 'This operation is not awaiting payment.',
      });
    }
  });

  test('a provider notification takes the same path, by the BR Code’s txid', async () => {
    const id = await operation(CLIENTE.email);
    const data = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/users/${CLIENTE.cpf}/resource/${id}`,
      headers: headers.cliente,
    });
    const { txid } = data.json<{ txid: string }>();
    const payments = createPaymentService({
      db: t.db,
      clock,
      wallet: createSandboxWallet('http://localhost'),
      lifecycleStepMs: 5000,
    });
    await expect(payments.paymentReceived({ reference: txid })).resolves.toMatchObject({
      id,
      status: { key: 'PAYMENT_APPROVED' },
      changed: true,
    });
    await expect(payments.paymentReceived({ reference: txid })).resolves.toMatchObject({
      changed: false,
    });
    await expect(payments.paymentReceived({ reference: 'UNKNOWN' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await eventsOf(t.db, id)).toEqual(['AWAITING_PAYMENT', 'PAYMENT_APPROVED']);
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      config: { mode: 'production', smtpUrl: 'smtp://127.0.0.1:2525' },
      lifecycle: false,
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('has no sandbox payment route', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/operations/1/pay',
      headers: { correspondent_id: '1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});
