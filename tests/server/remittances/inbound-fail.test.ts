import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, type TestApp } from '../test-app';
import { cpfOf } from '../customers/customer-fixtures';
import { eventsOf, movableClock, operationRow } from '../payments/payment-fixtures';
import {
  createInbound,
  inboundBody,
  inboundCustomer,
  limitOf,
  type InboundCustomer,
} from './inbound-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const REASON = '[sandbox-card] Falha ao criar cobrança para o cartão fornecido.';

describe(`PUT /api/v1/remittances/users/{id}/fail (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  let iris: InboundCustomer;
  let otto: InboundCustomer;

  async function created(customer: InboundCustomer, overrides: Record<string, unknown> = {}) {
    const response = await createInbound(
      t,
      customer.headers,
      await inboundBody(t, customer, overrides),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; paymentLink: { id: string } | null }>();
  }

  const fail = (
    id: number,
    headers: Record<string, string>,
    payload: unknown = { failedReason: REASON },
  ) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/remittances/users/${id}/fail`,
      headers,
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false, config: { lifecycleStepSeconds: 5 } });
    iris = await inboundCustomer(
      t,
      { email: 'entrada-iris@demo.test', cpf: cpfOf('147258369'), name: 'Iris Recebedora' },
      { correspondents: [1, 2] },
    );
    otto = await inboundCustomer(t, {
      email: 'entrada-otto@demo.test',
      cpf: cpfOf('369258147'),
      name: 'Otto Outro',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('fails the caller’s operation awaiting payment, with its reason, event and limit back', async () => {
    const before = await limitOf(t, iris.email);
    const operation = await created(iris);
    expect((await limitOf(t, iris.email)).used).toBe(before.used + 100_000);
    const response = await fail(operation.id, iris.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: operation.id,
      status: { key: 'FAILED' },
      failedReason: REASON,
      failedAt: clock().toISOString(),
    });
    const row = await operationRow(t.db, operation.id);
    expect(row).toMatchObject({
      status: 'FAILED',
      failed_reason: REASON,
      next_transition_at: null,
    });
    expect(Number(row.reserved_usd_cents)).toBe(0);
    expect((await limitOf(t, iris.email)).used).toBe(before.used);
    expect(await eventsOf(t.db, operation.id)).toEqual(['AWAITING_PAYMENT', 'FAILED']);
    // The payer's link is dead: fc0002.
    const link = operation.paymentLink;
    if (link === null) throw new Error('a link was expected');
    const record = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/inbound/${link.id}`,
      headers: { correspondent_id: '1' },
    });
    expect(record.json()).toMatchObject({ status: { key: 'FAILED' } });
  });

  test('failing twice answers the same, with one event and the first reason', async () => {
    const operation = await created(iris, { inboundPaymentMethod: 'BANK_PATH' });
    const first = await fail(operation.id, iris.headers);
    clock.advance(1000);
    const second = await fail(operation.id, iris.headers, { failedReason: 'another reason' });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await eventsOf(t.db, operation.id)).toEqual(['AWAITING_PAYMENT', 'FAILED']);
  });

  test('another customer’s operation, or the caller’s under another correspondent, is 404', async () => {
    const operation = await created(iris);
    const other = await fail(operation.id, otto.headers);
    expect(other.statusCode).toBe(404);
    const elsewhere = await fail(operation.id, { ...iris.headers, correspondent_id: '2' });
    expect(elsewhere.statusCode).toBe(404);
    const missing = await fail(2_000_000, iris.headers);
    expect(missing.statusCode).toBe(404);
    expect((await operationRow(t.db, operation.id)).status).toBe('AWAITING_PAYMENT');
  });

  test('an operation whose money arrived cannot fail (409), nor one with a charge in flight', async () => {
    const operation = await created(iris, { inboundPaymentMethod: 'BANK_PATH' });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/operations/${operation.id}/pay`,
      headers: iris.headers,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const refused = await fail(operation.id, { ...iris.headers, 'accept-language': 'pt-BR' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'OPERATION_NOT_FAILABLE',
      message: 'Esta operação não pode mais ser marcada como falha.',
    });
    const inFlight = await created(iris);
    await t.db
      .insertInto('inbound_charges')
      .values({
        remittance_id: inFlight.id,
        status: 'PROCESSING',
        payer: '{}',
        settles_at: null,
        code: null,
        created_at: clock(),
        updated_at: clock(),
      })
      .execute();
    const busy = await fail(inFlight.id, iris.headers);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
  });

  test('refuses a missing or blank reason, and a caller without a session', async () => {
    const operation = await created(iris);
    expect((await fail(operation.id, iris.headers, {})).statusCode).toBe(422);
    expect((await fail(operation.id, iris.headers, { failedReason: '  ' })).statusCode).toBe(422);
    expect((await fail(operation.id, { correspondent_id: '1' })).statusCode).toBe(401);
  });

  test('the charge path fails the operation through the same step, with the spec’s reason', async () => {
    const operation = await created(iris);
    const link = operation.paymentLink;
    if (link === null) throw new Error('a link was expected');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const token = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/card-tokenizer/tokens',
        headers: { correspondent_id: '1' },
        payload: { cardNumber: '4000050000007051', cvv: '123', expiry: '12/30', zip: '10001' },
      });
      const charged = await t.app.inject({
        method: 'POST',
        url: '/api/v1/remittances/inbound/create-charge',
        headers: { correspondent_id: '1' },
        payload: {
          operationId: link.id,
          personType: 'PERSON',
          name: 'John Payer',
          fullName: 'John Payer',
          amount: 100_000,
          tokenized: token.json<{ token: string }>().token,
          birthDate: '1980-05-17',
          email: 'john.payer@example.com',
          mobile: '+12125550123',
          address: {
            address: '1 Main Street',
            city: 'New York',
            country: 'US',
            state: 'NY',
            postalCode: '10001',
          },
        },
      });
      expect(charged.statusCode, charged.body).toBe(200);
    }
    const row = await operationRow(t.db, operation.id);
    expect(row).toMatchObject({ status: 'FAILED', failed_reason: REASON });
    // The customer's own fail call then answers the same record.
    const again = await fail(operation.id, iris.headers, { failedReason: 'ignored' });
    expect(again.json()).toMatchObject({ status: { key: 'FAILED' }, failedReason: REASON });
  });
});
