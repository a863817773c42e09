import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PIX_QR_VALIDITY_MS } from '../../../src/domain/operations/expiries';
import { createLifecycleWorker } from '../../../server/jobs/remittance-lifecycle';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../test-app';
import { CLIENTE, cpfOf, insertCustomer, signedIn, userId } from '../customers/customer-fixtures';
import { eventsOf, insertOperation, movableClock, operationRow } from './payment-fixtures';

const STEP_MS = 5000;
const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const LIMITED = { email: 'ciclo-limite@demo.test', cpf: cpfOf('357159852') };

describe(`operation lifecycle (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  let headers: Record<string, string>;
  const worker = () => createLifecycleWorker({ db: t.db, clock, stepMs: STEP_MS });

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false, config: { lifecycleStepSeconds: 5 } });
    headers = await signedIn(t.app, CLIENTE.email);
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('paid → PAYMENT_APPROVED → PROCESSING → COMPLETED, one step every 5 s, events in order', async () => {
    const id = await insertOperation(t.db, {
      userId: await userId(t.db, CLIENTE.email),
      createdAt: clock(),
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/sandbox/operations/${id}/pay`,
      headers,
    });
    expect(paid.statusCode).toBe(200);
    const job = worker();
    expect(await job.runDue()).toBe(0);
    clock.advance(STEP_MS - 1);
    expect(await job.runDue()).toBe(0);
    clock.advance(1);
    expect(await job.runDue()).toBe(1);
    expect((await operationRow(t.db, id)).status).toBe('PROCESSING');
    clock.advance(STEP_MS);
    expect(await job.runDue()).toBe(1);
    const row = await operationRow(t.db, id);
    expect(row.status).toBe('COMPLETED');
    expect(row.next_transition_at).toBeNull();
    expect(await eventsOf(t.db, id)).toEqual([
      'AWAITING_PAYMENT',
      'PAYMENT_APPROVED',
      'PROCESSING',
      'COMPLETED',
    ]);
    // Nothing more to do.
    clock.advance(60 * 60 * 1000);
    expect(await job.runDue()).toBe(0);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${CLIENTE.cpf}/outbound/${id}`,
      headers,
    });
    expect(detail.json().events.map((event: { status: string }) => event.status)).toEqual([
      'AWAITING_PAYMENT',
      'PAYMENT_APPROVED',
      'PROCESSING',
      'COMPLETED',
    ]);
  });

  test('unpaid past its deadline: CANCELED and the limit reservation released', async () => {
    const limited = await insertCustomer(t.db, {
      ...LIMITED,
      name: 'Cliente Limite',
      correspondents: [1],
    });
    await t.db
      .insertInto('operational_limits')
      .values({
        user_id: limited,
        period: 'ANNUAL',
        limit_usd_cents: 1_000_000,
        used_usd_cents: 300_000,
      })
      .execute();
    const id = await insertOperation(t.db, {
      userId: limited,
      createdAt: clock(),
      reservedUsdCents: 110_000,
      limitPeriod: 'ANNUAL',
    });
    const job = worker();
    clock.advance(PIX_QR_VALIDITY_MS - 1);
    expect(await job.runDue()).toBe(0);
    expect((await operationRow(t.db, id)).status).toBe('AWAITING_PAYMENT');
    clock.advance(1);
    expect(await job.runDue()).toBe(1);
    const row = await operationRow(t.db, id);
    expect(row.status).toBe('CANCELED');
    expect(Number(row.reserved_usd_cents)).toBe(0);
    expect(row.next_transition_at).toBeNull();
    expect(await eventsOf(t.db, id)).toEqual(['AWAITING_PAYMENT', 'CANCELED']);
    const limit = await t.db
      .selectFrom('operational_limits')
      .select('used_usd_cents')
      .where('user_id', '=', limited)
      .executeTakeFirstOrThrow();
    expect(Number(limit.used_usd_cents)).toBe(190_000);
    // Run again: released once only.
    clock.advance(60_000);
    expect(await job.runDue()).toBe(0);
  });

  test('the detail answers the 30-minute deadline while the operation awaits payment', async () => {
    const id = await insertOperation(t.db, {
      userId: await userId(t.db, CLIENTE.email),
      createdAt: clock(),
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/remittances/users/${CLIENTE.cpf}/outbound/${id}`,
      headers,
    });
    expect(detail.json().paymentExpiresAt).toBe(
      new Date(clock().getTime() + PIX_QR_VALIDITY_MS).toISOString(),
    );
  });

  test(`two workers never take the same operation (for update skip locked, ${target})`, async () => {
    const owner = await userId(t.db, CLIENTE.email);
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      ids.push(
        await insertOperation(t.db, {
          userId: owner,
          createdAt: clock(),
          status: 'PAYMENT_APPROVED',
          paidAt: clock(),
          nextTransitionAt: clock(),
        }),
      );
    }
    const [a, b] = await Promise.all([worker().runDue(), worker().runDue()]);
    expect(a + b).toBe(30);
    for (const id of ids) {
      expect(await eventsOf(t.db, id)).toEqual(['PAYMENT_APPROVED', 'PROCESSING']);
    }
  });

  // PGlite has one connection: a transaction held open would hold every other query too.
  test.skipIf(target === 'pglite')(
    'a row another transaction holds is passed over, not waited for',
    async () => {
      const owner = await userId(t.db, CLIENTE.email);
      const due = { userId: owner, createdAt: clock(), status: 'PAYMENT_APPROVED' as const };
      const held = await insertOperation(t.db, {
        ...due,
        paidAt: clock(),
        nextTransitionAt: clock(),
      });
      const free = await insertOperation(t.db, {
        ...due,
        paidAt: clock(),
        nextTransitionAt: clock(),
      });
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => undefined;
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = t.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('remittances')
          .select('id')
          .where('id', '=', held)
          .forUpdate()
          .execute();
        locked();
        await released;
      });
      await isLocked;
      try {
        expect(await worker().runDue()).toBe(1);
        expect((await operationRow(t.db, free)).status).toBe('PROCESSING');
        expect((await operationRow(t.db, held)).status).toBe('PAYMENT_APPROVED');
      } finally {
        release();
        await holder;
      }
      expect(await worker().runDue()).toBe(1);
      expect((await operationRow(t.db, held)).status).toBe('PROCESSING');
    },
  );
});

describe(`a restart picks up the pending work (${target})`, () => {
  let database: TestDatabase;
  const clock = movableClock();

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  test('paid before the restart, processed and completed by the new app’s worker', async () => {
    const options = {
      database,
      clock,
      lifecycle: { pollIntervalMs: 20 },
      config: { lifecycleStepSeconds: 5 },
    };
    const first = await buildTestApp(options);
    const id = await insertOperation(first.db, {
      userId: await userId(first.db, CLIENTE.email),
      createdAt: clock(),
    });
    const paid = await first.app.inject({
      method: 'POST',
      url: `/api/sandbox/operations/${id}/pay`,
      headers: await signedIn(first.app, CLIENTE.email),
    });
    expect(paid.statusCode).toBe(200);
    await first.close();

    // Down for longer than a step: the step is overdue when the new app starts.
    clock.advance(STEP_MS * 2);
    const second = await buildTestApp(options);
    try {
      await expect
        .poll(async () => (await operationRow(second.db, id)).status, { timeout: 5000 })
        .toBe('PROCESSING');
      clock.advance(STEP_MS);
      await expect
        .poll(async () => (await operationRow(second.db, id)).status, { timeout: 5000 })
        .toBe('COMPLETED');
      expect(await eventsOf(second.db, id)).toEqual([
        'AWAITING_PAYMENT',
        'PAYMENT_APPROVED',
        'PROCESSING',
        'COMPLETED',
      ]);
    } finally {
      await second.close();
    }
  });
});
