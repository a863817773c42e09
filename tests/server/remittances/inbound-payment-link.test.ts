import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INBOUND_PAYMENT_LINK_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { createLifecycleWorker } from '../../../server/jobs/remittance-lifecycle';
import { buildTestApp, createTestDatabase, type TestApp } from '../test-app';
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
const STEP_MS = 5000;

describe(`the inbound payment link and its lifecycle (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  let carla: InboundCustomer;
  const worker = () => createLifecycleWorker({ db: t.db, clock, stepMs: STEP_MS });

  /** Creates an operation and answers its creation's body. */
  async function created(overrides: Record<string, unknown> = {}, quote = {}) {
    const response = await createInbound(
      t,
      carla.headers,
      await inboundBody(t, carla, overrides, quote),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number; paymentLink: { id: string; expiresAt: string } | null }>();
  }

  const publicRecord = (id: string, correspondent = '1', extra: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/inbound/${id}`,
      headers: { correspondent_id: correspondent, ...extra },
    });

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false, config: { lifecycleStepSeconds: 5 } });
    carla = await inboundCustomer(t, {
      email: 'entrada-carla@demo.test',
      cpf: cpfOf('321654987'),
      name: 'Carla Recebedora',
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('the payer reads the record without a user, and nothing private leaks (field by field)', async () => {
    const operation = await created();
    const link = operation.paymentLink;
    if (link === null) throw new Error('a link was expected');
    const response = await publicRecord(link.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const record = response.json<Record<string, unknown>>();
    // Exactly these fields, with these values: nothing else of the customer or the operation.
    expect(Object.keys(record).sort()).toEqual([
      'expiresAt',
      'id',
      'inboundPaymentMethod',
      'name',
      'serverTime',
      'status',
      'totalAmount',
    ]);
    expect(record.id).toBe(link.id);
    expect(record.name).toBe('Carla Recebedora');
    expect(record.totalAmount).toEqual({
      value: 100_000,
      divisor: 100,
      precision: 2,
      currency: 'USD',
    });
    expect(record.status).toEqual({ key: 'AWAITING_PAYMENT' });
    expect(record.inboundPaymentMethod).toBe('DEBIT_CARD_LINK');
    expect(record.expiresAt).toBe(link.expiresAt);
    expect(record.serverTime).toBe(clock().toISOString());
    // Nothing private anywhere: no value is the customer's document, e-mail, account or the
    // operation's id, and the text holds neither document nor e-mail.
    const values: unknown[] = [];
    const collect = (value: unknown): void => {
      if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
      else values.push(value);
    };
    collect(record);
    for (const secret of [carla.cpf, carla.email, carla.accountId, operation.id]) {
      expect(values).not.toContain(secret);
      expect(values).not.toContain(String(secret));
    }
    expect(response.body).not.toContain(carla.cpf);
    expect(response.body).not.toContain(carla.email);
  });

  test('an unknown link, another correspondent’s or a malformed id names nothing', async () => {
    const operation = await created();
    const link = operation.paymentLink;
    if (link === null) throw new Error('a link was expected');
    expect((await publicRecord('A'.repeat(22))).statusCode).toBe(404);
    expect((await publicRecord(link.id, '2')).statusCode).toBe(404);
    // The serial id of the operation is not a link.
    expect((await publicRecord(String(operation.id))).statusCode).toBe(422);
    expect((await publicRecord(`${link.id}x`)).statusCode).toBe(422);
    // A bank-path operation has no public record.
    const bank = await created({ inboundPaymentMethod: 'BANK_PATH' });
    expect(bank.paymentLink).toBeNull();
  });

  test('the customer lists and reads their inbound operations; another customer cannot', async () => {
    const operation = await created();
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/user/${carla.cpf}?type=inbound&status=AWAITING_PAYMENT&currency=USD`,
      headers: carla.headers,
    });
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ items: { id: number }[] }>().items.map((item) => item.id);
    expect(ids).toContain(operation.id);
    const outboundOnly = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/user/${carla.cpf}?type=outbound`,
      headers: carla.headers,
    });
    expect(outboundOnly.json().items).toEqual([]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${carla.cpf}/inbound/${operation.id}`,
      headers: carla.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      id: operation.id,
      type: 'INBOUND',
      status: 'AWAITING_PAYMENT',
      purposeCode: 'MAINTENANCE',
      paymentMethod: null,
      inboundPaymentMethod: 'DEBIT_CARD_LINK',
      paymentLink: operation.paymentLink,
      pixKey: carla.cpf,
      events: [{ status: 'AWAITING_PAYMENT' }],
    });
    // As outbound: not under the other direction, nor under another correspondent.
    const asOutbound = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${carla.cpf}/outbound/${operation.id}`,
      headers: carla.headers,
    });
    expect(asOutbound.statusCode).toBe(404);
    const dora = await inboundCustomer(
      t,
      { email: 'entrada-dora@demo.test', cpf: cpfOf('654987321'), name: 'Dora' },
      { correspondents: [1, 2] },
    );
    const others = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${carla.cpf}/inbound/${operation.id}`,
      headers: dora.headers,
    });
    expect(others.statusCode).toBe(404);
    const mine = await created();
    void mine;
    const doraOperation = await createInbound(t, dora.headers, await inboundBody(t, dora));
    expect(doraOperation.statusCode).toBe(201);
    const otherTenant = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${dora.cpf}/inbound/${doraOperation.json().id}`,
      headers: { ...dora.headers, correspondent_id: '2' },
    });
    expect(otherTenant.statusCode).toBe(404);
    const otherTenantList = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/user/${dora.cpf}?type=inbound`,
      headers: { ...dora.headers, correspondent_id: '2' },
    });
    expect(otherTenantList.json().items).toEqual([]);
  });

  test('an unpaid link becomes INBOUND_PAYMENT_LINK_EXPIRED after 12 hours through the job, and its reservation goes back', async () => {
    const before = await limitOf(t, carla.email);
    const operation = await created();
    const link = operation.paymentLink;
    if (link === null) throw new Error('a link was expected');
    expect((await limitOf(t, carla.email)).used).toBe(before.used + 100_000);
    // Older operations of the suite fall due too: step through everything due first.
    clock.advance(INBOUND_PAYMENT_LINK_VALIDITY_MS - 1);
    await worker().runDue();
    expect((await operationRow(t.db, operation.id)).status).toBe('AWAITING_PAYMENT');
    clock.advance(1);
    // Past the deadline the payer already sees it expired, before the job has run.
    expect((await publicRecord(link.id)).json().status).toEqual({
      key: 'INBOUND_PAYMENT_LINK_EXPIRED',
    });
    await worker().runDue();
    const row = await operationRow(t.db, operation.id);
    expect(row.status).toBe('INBOUND_PAYMENT_LINK_EXPIRED');
    expect(row.next_transition_at).toBeNull();
    expect(Number(row.reserved_usd_cents)).toBe(0);
    expect(await eventsOf(t.db, operation.id)).toEqual([
      'AWAITING_PAYMENT',
      'INBOUND_PAYMENT_LINK_EXPIRED',
    ]);
    expect((await limitOf(t, carla.email)).used).toBeLessThanOrEqual(before.used);
    const record = await publicRecord(link.id);
    expect(record.json().status).toEqual({ key: 'INBOUND_PAYMENT_LINK_EXPIRED' });
  });

  test('the expiry survives a restart: a new app on the same database expires the link', async () => {
    const database = await createTestDatabase();
    const clockA = movableClock();
    const first = await buildTestApp({ database, clock: clockA, lifecycle: false });
    const erin = await inboundCustomer(first, {
      email: 'entrada-erin@demo.test',
      cpf: cpfOf('147963258'),
      name: 'Erin',
    });
    const response = await createInbound(first, erin.headers, await inboundBody(first, erin));
    expect(response.statusCode).toBe(201);
    await first.app.close();
    clockA.advance(INBOUND_PAYMENT_LINK_VALIDITY_MS);
    const second = await buildTestApp({ database, clock: clockA, lifecycle: false });
    try {
      await createLifecycleWorker({ db: second.db, clock: clockA, stepMs: STEP_MS }).runDue();
      expect((await operationRow(second.db, response.json().id)).status).toBe(
        'INBOUND_PAYMENT_LINK_EXPIRED',
      );
    } finally {
      await second.app.close();
      await database.close();
    }
  });

  test('bank path: the sandbox marks the wire received and the job moves it to COMPLETED', async () => {
    const operation = await created({ inboundPaymentMethod: 'BANK_PATH' });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/operations/${operation.id}/pay`,
      headers: carla.headers,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: { key: 'RECEIVED_INBOUND' }, changed: true });
    const job = worker();
    clock.advance(STEP_MS);
    await job.runDue();
    expect((await operationRow(t.db, operation.id)).status).toBe('CLOSED_QUOTATION_INBOUND');
    clock.advance(STEP_MS);
    await job.runDue();
    expect((await operationRow(t.db, operation.id)).status).toBe('PROCESSING');
    clock.advance(STEP_MS);
    await job.runDue();
    expect(await eventsOf(t.db, operation.id)).toEqual([
      'AWAITING_PAYMENT',
      'RECEIVED_INBOUND',
      'CLOSED_QUOTATION_INBOUND',
      'PROCESSING',
      'COMPLETED',
    ]);
    // No payment data of the customer's: the payer pays.
    const data = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/users/${carla.cpf}/resource/${operation.id}`,
      headers: carla.headers,
    });
    expect(data.statusCode).toBe(409);
  });

  test('an inbound operation awaiting payment has no payment data of the customer’s', async () => {
    const operation = await created({ inboundPaymentMethod: 'BANK_PATH' });
    const data = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payments/users/${carla.cpf}/resource/${operation.id}`,
      headers: carla.headers,
    });
    expect(data.statusCode).toBe(422);
    expect(data.json()).toMatchObject({ code: 'PAYMENT_DATA_NOT_AVAILABLE' });
  });
});

describe('a sandbox may shorten the link (INBOUND_LINK_VALIDITY_SECONDS)', () => {
  test('a 60-second link expires after 60 seconds', async () => {
    const clock = movableClock();
    const t = await buildTestApp({
      clock,
      lifecycle: false,
      config: { inboundLinkValiditySeconds: 60 },
    });
    try {
      const fay = await inboundCustomer(t, {
        email: 'entrada-fay@demo.test',
        cpf: cpfOf('258147369'),
        name: 'Fay',
      });
      const response = await createInbound(t, fay.headers, await inboundBody(t, fay));
      expect(Date.parse(response.json().paymentLink.expiresAt)).toBe(clock().getTime() + 60_000);
      clock.advance(60_000);
      await createLifecycleWorker({ db: t.db, clock, stepMs: STEP_MS }).runDue();
      expect((await operationRow(t.db, response.json().id)).status).toBe(
        'INBOUND_PAYMENT_LINK_EXPIRED',
      );
    } finally {
      await t.close();
    }
  }, 120_000);
});
