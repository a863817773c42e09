import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { installmentPlan } from '../../../src/domain/card/installments';
import type { AuthUser } from '../../../src/contracts/auth';
import { createLifecycleWorker } from '../../../server/jobs/remittance-lifecycle';
import {
  SANDBOX_INSTALLMENT_RATES,
  createSandboxCreditCard,
  type CreditCardProvider,
  type CreditChargeRequest,
  type SandboxCreditCard,
} from '../../../server/providers/card/sandbox-credit-card';
import {
  CARD_PAYMENT_SWEEP_DELAY_MS,
  createCardPaymentService,
  type CardPaymentService,
} from '../../../server/services/payments/card-payment-service';
import { createMailOutbox } from '../../../server/services/mail/mail-outbox';
import { createCardNotices } from '../../../server/services/payments/card-notices';
import { buildTestApp, type TestApp } from '../test-app';
import { CLIENTE, userId } from '../customers/customer-fixtures';
import {
  eventsOf,
  insertOperation,
  movableClock,
  operationRow,
} from '../payments/payment-fixtures';

const target = process.env.DATABASE_URL ? 'postgres' : 'pglite';

const VISA = '4111111111111111';
const REVIEW_APPROVED = '4000000000001976';
const TOTAL = 100_000;

/** Lets the event loop run until `done()` holds. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe(`card payments left PENDING: the lifecycle job's sweep (${target})`, () => {
  let t: TestApp;
  const clock = movableClock();
  let sandbox: SandboxCreditCard;
  let user: AuthUser;
  let keyCounter = 0;
  /** The requests the sandbox was asked, by any process. */
  const asked: CreditChargeRequest[] = [];

  /** The sandbox, its calls counted. */
  function counted(): CreditCardProvider {
    return {
      name: sandbox.name,
      rates: sandbox.rates,
      minimumInstallmentCents: sandbox.minimumInstallmentCents,
      creditToken: (db, token) => sandbox.creditToken(db, token),
      chargeCredit: (request) => {
        asked.push(request);
        return sandbox.chargeCredit(request);
      },
    };
  }

  function serviceOver(provider: CreditCardProvider): CardPaymentService {
    return createCardPaymentService({
      db: t.db,
      clock,
      providers: { 'sandbox-card': provider },
      lifecycleStepMs: 1000,
      notices: createCardNotices({ outbox: createMailOutbox({ db: t.db, clock }) }),
    });
  }

  /** A process's lifecycle job, sweeping with `service`. */
  function jobOf(service: CardPaymentService) {
    return createLifecycleWorker({
      db: t.db,
      clock,
      stepMs: 1000,
      sweepCardPayments: () => service.sweep(),
    });
  }

  async function hashOf(cardNumber: string): Promise<string> {
    const result = await sandbox.tokenizeCredit({
      cardNumber,
      holderName: 'MARIA SILVA',
      expiry: '12/30',
      cvv: '123',
    });
    if (result.kind !== 'tokenized') throw new Error('not tokenized');
    return result.cardHash;
  }

  async function operation() {
    return insertOperation(t.db, {
      userId: user.id,
      createdAt: clock(),
      paymentMethod: 'CREDIT_CARD',
      totalBrlCents: TOTAL,
    });
  }

  /**
   * A process that claims a payment of `id` and dies while the provider is asked: `charged`,
   * after the provider took the charge (its answer lost); else before asking it. Answers the
   * payment's id and a way to deliver the lost answer late (the process was only slow).
   */
  async function dyingPayment(id: number, cardNumber: string, charged: boolean) {
    const gate: { release?: () => void } = {};
    const dying: CreditCardProvider = {
      ...counted(),
      chargeCredit: async (request) => {
        const answer = charged ? await counted().chargeCredit(request) : undefined;
        return new Promise((resolve) => {
          gate.release = () => {
            resolve(answer ?? { kind: 'answered', word: 'error', code: null });
          };
        });
      },
    };
    keyCounter += 1;
    const installments = installmentPlan(TOTAL, 6, SANDBOX_INSTALLMENT_RATES[5] ?? 0);
    const paying = serviceOver(dying).pay({
      user,
      correspondentId: 1,
      provider: 'sandbox-card',
      idempotencyKey: `sweep-key-${keyCounter}-0000000000`,
      body: {
        resourceId: id,
        cardHash: await hashOf(cardNumber),
        deviceId: 'device-1',
        installments: {
          installment: installments.installments,
          installmentValue: installments.installmentCents,
          interestRate: installments.interestRateBps,
          interestValue: installments.interestCents,
          amountRequested: installments.amountRequestedCents,
        },
      },
    });
    await until(() => gate.release !== undefined);
    const payment = await t.db
      .selectFrom('card_payments')
      .selectAll()
      .where('remittance_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(payment.status).toBe('PENDING');
    return {
      paymentId: payment.id,
      key: payment.idempotency_key,
      late: async () => {
        gate.release?.();
        return (await paying).payment;
      },
    };
  }

  async function statusOf(paymentId: number) {
    const row = await t.db
      .selectFrom('card_payments')
      .select('status')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    return row.status;
  }

  async function chargesOf(id: number) {
    return t.db
      .selectFrom('sandbox_credit_charges')
      .selectAll()
      .where('reference', '=', `op-${id}`)
      .execute();
  }

  async function cardMails() {
    const rows = await t.db
      .selectFrom('mail_messages')
      .select('id')
      .where('kind', '=', 'card-payment')
      .execute();
    return rows.length;
  }

  beforeAll(async () => {
    t = await buildTestApp({ clock, lifecycle: false });
    sandbox = createSandboxCreditCard({ db: t.db, clock });
    user = { id: await userId(t.db, CLIENTE.email) } as AuthUser;
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  test('the sandbox answers a repeated idempotency key with the original charge, charged once', async () => {
    const token = await hashOf(REVIEW_APPROVED);
    const request = {
      token,
      amountCents: TOTAL,
      installments: 1,
      reference: 'op-sandbox-key',
      idempotencyKey: 'sandbox-key-0000000000',
    };
    const first = await sandbox.chargeCredit(request);
    clock.advance(1000);
    const again = await sandbox.chargeCredit(request);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ kind: 'answered', word: 'in_review' });
    const rows = await t.db
      .selectFrom('sandbox_credit_charges')
      .select('word')
      .where('reference', '=', 'op-sandbox-key')
      .execute();
    expect(rows).toHaveLength(1);
  });

  test('charged, then the process died: the sweep records it APPROVED after the delay, not before, without a second charge', async () => {
    const id = await operation();
    const dead = await dyingPayment(id, VISA, true);
    expect(await chargesOf(id)).toHaveLength(1);
    const job = jobOf(serviceOver(counted()));
    asked.length = 0;

    clock.advance(CARD_PAYMENT_SWEEP_DELAY_MS - 1);
    await job.runDue();
    expect(asked).toHaveLength(0);
    expect(await statusOf(dead.paymentId)).toBe('PENDING');
    expect((await operationRow(t.db, id)).status).toBe('AWAITING_PAYMENT');

    clock.advance(1);
    expect(await job.runDue()).toBe(1);
    // The same request and idempotency key as the claim's.
    expect(asked).toEqual([
      expect.objectContaining({ reference: `op-${id}`, idempotencyKey: dead.key, installments: 6 }),
    ]);
    expect(await statusOf(dead.paymentId)).toBe('APPROVED');
    const row = await operationRow(t.db, id);
    expect(row.status).toBe('PAYMENT_APPROVED');
    expect(row.paid_at).not.toBeNull();
    expect(await eventsOf(t.db, id)).toEqual(['AWAITING_PAYMENT', 'PAYMENT_APPROVED']);
    // Charged once for that key.
    expect(await chargesOf(id)).toHaveLength(1);

    // Then its lifecycle as a live payment's; the sweep does not take it again.
    clock.advance(1000);
    await job.runDue();
    expect((await operationRow(t.db, id)).status).toBe('PROCESSING');
    expect(asked).toHaveLength(1);

    // The dead process was only slow: its late answer records nothing more.
    expect(await dead.late()).toMatchObject({ result: 'APPROVED' });
    expect(await eventsOf(t.db, id)).toEqual([
      'AWAITING_PAYMENT',
      'PAYMENT_APPROVED',
      'PROCESSING',
    ]);
  });

  test('a provider failing again leaves it PENDING for the next attempt, not a tight loop', async () => {
    const id = await operation();
    const dead = await dyingPayment(id, VISA, false);
    expect(await chargesOf(id)).toHaveLength(0);
    let failures = 0;
    const failing: CreditCardProvider = {
      ...counted(),
      chargeCredit: () => {
        failures += 1;
        return Promise.reject(new Error('provider down'));
      },
    };
    const failingJob = jobOf(serviceOver(failing));
    clock.advance(CARD_PAYMENT_SWEEP_DELAY_MS);
    await failingJob.runDue();
    expect(failures).toBe(1);
    await failingJob.runDue();
    expect(failures).toBe(1);
    expect(await statusOf(dead.paymentId)).toBe('PENDING');
    // Held meanwhile, even past the payment deadline.
    clock.advance(31 * 60_000);
    await jobOf(serviceOver(failing)).runDue();
    expect(failures).toBe(2);
    expect((await operationRow(t.db, id)).status).toBe('AWAITING_PAYMENT');

    // The next attempt, the provider back: recorded, charged once.
    clock.advance(CARD_PAYMENT_SWEEP_DELAY_MS);
    await jobOf(serviceOver(counted())).runDue();
    expect(await statusOf(dead.paymentId)).toBe('APPROVED');
    expect((await operationRow(t.db, id)).status).toBe('PAYMENT_APPROVED');
    expect(await chargesOf(id)).toHaveLength(1);
  });

  test('two sweeps at once record once: one e-mail, one event, one charge', async () => {
    const id = await operation();
    const dead = await dyingPayment(id, REVIEW_APPROVED, false);
    const mailsBefore = await cardMails();
    asked.length = 0;
    clock.advance(CARD_PAYMENT_SWEEP_DELAY_MS);
    // Two processes' sweeps (as their lifecycle jobs run them).
    const [a, b] = await Promise.all([
      serviceOver(counted()).sweep(),
      serviceOver(counted()).sweep(),
    ]);
    expect(a + b).toBe(1);
    expect(asked).toHaveLength(1);
    expect(await statusOf(dead.paymentId)).toBe('UNDER_REVIEW');
    expect((await operationRow(t.db, id)).status).toBe('MANUAL_ANALYSIS');
    expect(await eventsOf(t.db, id)).toEqual(['AWAITING_PAYMENT', 'MANUAL_ANALYSIS']);
    expect((await cardMails()) - mailsBefore).toBe(1);
    expect(await chargesOf(id)).toHaveLength(1);

    // Two answers to one payment (the slow process's late one, here an error): the first
    // recorded wins.
    expect(await dead.late()).toMatchObject({ result: 'UNDER_REVIEW' });
    expect(await statusOf(dead.paymentId)).toBe('UNDER_REVIEW');
    expect((await cardMails()) - mailsBefore).toBe(1);
  });
});
