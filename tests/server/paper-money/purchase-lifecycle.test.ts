import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLifecycleWorker } from '../../../server/jobs/remittance-lifecycle';
import { PIX_QR_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { expectedDeliveryDate } from '../../../src/domain/paper-money/delivery-window';
import { buildTestApp, type TestApp } from '../test-app';
import { cpfOf } from '../customers/customer-fixtures';
import { eventsOf, movableClock, operationRow } from '../payments/payment-fixtures';
import {
  agentsOf,
  homeDelivery,
  insertAddress,
  limitOf,
  newBuyer,
  purchase,
  purchaseBody,
  quotePaperMoney,
  type Buyer,
} from './paper-money-fixtures';

const STEP_MS = 5000;
const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const BUYER: Buyer = { email: 'cedulas-ciclo@demo.test', cpf: cpfOf('321654987') };
const OTHER: Buyer = { email: 'cedulas-outro@demo.test', cpf: cpfOf('987654321') };

describe(`paper-money purchases after creation (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  let headers: Record<string, string>;
  let otherHeaders: Record<string, string>;
  let merchant: number;
  let address: number;
  const worker = () => createLifecycleWorker({ db: t.db, clock, stepMs: STEP_MS });

  const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });
  const pay = (id: number) =>
    t.app.inject({ method: 'POST', url: `/api/sandbox/operations/${id}/pay`, headers });

  /** Pays the operation and takes the two steps to DELIVERED. */
  async function payAndDeliver(id: number): Promise<void> {
    expect((await pay(id)).statusCode).toBe(200);
    const job = worker();
    clock.advance(STEP_MS);
    expect(await job.runDue()).toBeGreaterThanOrEqual(1);
    clock.advance(STEP_MS);
    expect(await job.runDue()).toBeGreaterThanOrEqual(1);
  }

  /** An ATM withdrawal purchase of USD 1,000.00; its id. */
  async function withdrawal(): Promise<number> {
    const quote = await quotePaperMoney(t, headers, {
      merchantId: merchant,
      deliveryMethod: 'withdrawal',
    });
    const response = await purchase(
      t,
      headers,
      purchaseBody(BUYER.cpf, quote, { type: 'withdrawal' }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false, config: { lifecycleStepSeconds: 5 } });
    headers = await newBuyer(t, BUYER);
    otherHeaders = await newBuyer(t, OTHER);
    merchant = (await agentsOf(t.db)).delivering[0] ?? 0;
    address = await insertAddress(t.db, BUYER.email);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('payment data, then paid → PAYMENT_APPROVED → PROCESSING → DELIVERED, the day expected', async () => {
    const id = await homeDelivery(t, headers, BUYER, merchant, address);
    const data = await get(`/api/v1/payments/users/${BUYER.cpf}/resource/${id}`);
    expect(data.statusCode, data.body).toBe(200);
    const row = await operationRow(t.db, id);
    expect(data.json()).toMatchObject({ amount: { value: Number(row.total_brl_cents) } });
    const paidAt = clock();
    await payAndDeliver(id);
    expect(await eventsOf(t.db, id)).toEqual([
      'AWAITING_PAYMENT',
      'PAYMENT_APPROVED',
      'PROCESSING',
      'DELIVERED',
    ]);
    const detail = await get(`/api/v1/transactions/users/${BUYER.cpf}/operations/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id,
      type: 'PAPERMONEY',
      status: 'DELIVERED',
      deliveryType: 'shipment',
      deliveryFee: { value: 2990, currency: 'BRL' },
      deliveryAddress: expect.stringContaining('Rua Augusta, 1500'),
      expectedDeliveryDate: expectedDeliveryDate(paidAt),
      withdrawal: null,
      paymentExpiresAt: null,
      agent: null,
    });
    expect(detail.json().events.map((event: { status: string }) => event.status)).toEqual([
      'AWAITING_PAYMENT',
      'PAYMENT_APPROVED',
      'PROCESSING',
      'DELIVERED',
    ]);
  });

  test('an ATM withdrawal gets an 8-digit code for 7 days once DELIVERED', async () => {
    const id = await withdrawal();
    const listed = async () =>
      (await get(`/api/v1/transactions/users/${BUYER.cpf}?deliveryMethod=withdrawal`))
        .json<{ items: { id: number; withdrawalCode: string | null }[] }>()
        .items.find((item) => item.id === id);
    expect((await listed())?.withdrawalCode).toBeNull();
    await payAndDeliver(id);
    const deliveredAt = clock();
    const row = await operationRow(t.db, id);
    expect(row.withdrawal_code).toMatch(/^\d{8}$/);
    expect(new Date(row.withdrawal_available_until ?? 0).getTime()).toBe(
      deliveredAt.getTime() + 7 * 24 * 60 * 60 * 1000,
    );
    expect(row.expected_delivery_date).toBeNull();
    expect((await listed())?.withdrawalCode).toBe(row.withdrawal_code);
    const detail = await get(`/api/v1/transactions/users/${BUYER.cpf}/operations/${id}`);
    expect(detail.json().withdrawal).toEqual({
      code: row.withdrawal_code,
      availableUntil: new Date(row.withdrawal_available_until ?? 0).toISOString(),
    });
  });

  test('unpaid past the deadline: CANCELLED, the limit released, the QR code expired', async () => {
    const before = await limitOf(t.db, BUYER.email);
    const id = await homeDelivery(t, headers, BUYER, merchant, address);
    expect((await limitOf(t.db, BUYER.email)).used).toBeGreaterThan(before.used);
    clock.advance(PIX_QR_VALIDITY_MS);
    expect(await worker().runDue()).toBe(1);
    const row = await operationRow(t.db, id);
    expect(row.status).toBe('CANCELLED');
    expect(Number(row.reserved_usd_cents)).toBe(0);
    expect((await limitOf(t.db, BUYER.email)).used).toBe(before.used);
    const data = await get(`/api/v1/payments/users/${BUYER.cpf}/resource/${id}`);
    expect(data.json().code).toBe('QR_CODE_EXPIRED');
    expect((await pay(id)).statusCode).toBe(409);
  });

  test('the history: filters, pages, another document or customer answers 404', async () => {
    const list = await get(`/api/v1/transactions/users/${BUYER.cpf}?page=1&paginate=2`);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page).toMatchObject({ page: 1, limit: 2, total: 3 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toMatchObject({
      status: expect.any(String),
      currency: 'USD',
      amount: { value: 100_000, currency: 'USD' },
      total: { currency: 'BRL' },
    });
    const cancelled = await get(`/api/v1/transactions/users/${BUYER.cpf}?status=CANCELLED`);
    expect(cancelled.json().total).toBe(1);
    const shipments = await get(`/api/v1/transactions/users/${BUYER.cpf}?deliveryMethod=shipment`);
    expect(shipments.json().total).toBe(2);
    const euros = await get(`/api/v1/transactions/users/${BUYER.cpf}?currency=EUR`);
    expect(euros.json().total).toBe(0);
    const future = await get(`/api/v1/transactions/users/${BUYER.cpf}?startDate=2099-01-01`);
    expect(future.json().total).toBe(0);
    const backwards = await get(
      `/api/v1/transactions/users/${BUYER.cpf}?startDate=2026-02-01&endDate=2026-01-01`,
    );
    expect(backwards.statusCode).toBe(422);
    // Another's document, another customer's operation, another correspondent's: 404.
    expect((await get(`/api/v1/transactions/users/${OTHER.cpf}`)).statusCode).toBe(404);
    const mine = page.items[0].id as number;
    const theirs = await get(
      `/api/v1/transactions/users/${OTHER.cpf}/operations/${mine}`,
      otherHeaders,
    );
    expect(theirs.statusCode).toBe(404);
    expect(
      (await get(`/api/v1/transactions/users/${OTHER.cpf}?page=1`, otherHeaders)).json(),
    ).toMatchObject({ total: 0, items: [] });
    await t.db
      .updateTable('remittances')
      .set({ correspondent_id: 2 })
      .where('id', '=', mine)
      .execute();
    try {
      expect(
        (await get(`/api/v1/transactions/users/${BUYER.cpf}/operations/${mine}`)).statusCode,
      ).toBe(404);
    } finally {
      await t.db
        .updateTable('remittances')
        .set({ correspondent_id: 1 })
        .where('id', '=', mine)
        .execute();
    }
    expect(
      (await get(`/api/v1/transactions/users/${BUYER.cpf}/operations/999999`)).statusCode,
    ).toBe(404);
  });

  test('the receiver other than the purchaser is masked in the detail', async () => {
    const quote = await quotePaperMoney(t, headers, {
      merchantId: merchant,
      deliveryMethod: 'shop',
    });
    const agentId = merchant;
    const receiver = { name: 'Maria Recebedora', document: cpfOf('246813579') };
    const response = await purchase(
      t,
      headers,
      purchaseBody(BUYER.cpf, quote, { type: 'shop', shop: { agentId }, receiver }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const detail = await get(
      `/api/v1/transactions/users/${BUYER.cpf}/operations/${response.json().id}`,
    );
    expect(detail.json()).toMatchObject({
      receiverName: 'Maria Recebedora',
      receiverDocument: `***.${receiver.document.slice(3, 6)}.${receiver.document.slice(6, 9)}-**`,
      agent: { id: agentId, name: expect.any(String), city: expect.any(String) },
      deliveryFee: { value: 0 },
    });
    expect(detail.body).not.toContain(receiver.document);
  });

  test('the remittance history and detail never show paper-money purchases', async () => {
    const id = await homeDelivery(t, headers, BUYER, merchant, address);
    const history = await get(`/api/v1/remittances/user/${BUYER.cpf}?page=1&limit=50`);
    expect(history.statusCode).toBe(200);
    expect(history.json().total).toBe(0);
    for (const type of ['outbound', 'inbound']) {
      const detail = await get(`/api/v1/remittances/users/${BUYER.cpf}/${type}/${id}`);
      expect(detail.statusCode).toBe(404);
    }
  });
});
