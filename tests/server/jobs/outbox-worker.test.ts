import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { createMailMessageRepository } from '../../../server/db/repositories/mail-message-repository';
import {
  createOutboxWorker,
  OUTBOX_LEASE_MS,
  type OutboxDeliveryFailure,
} from '../../../server/jobs/outbox-worker';
import { OUTBOX_MAX_ATTEMPTS, OUTBOX_RETRY_DELAYS_MS } from '../../../server/jobs/outbox-retry';
import { MailDeliveryError } from '../../../server/services/mail/mail-delivery-error';
import { createMailOutbox } from '../../../server/services/mail/mail-outbox';
import type { Mailer, OutgoingMail } from '../../../server/services/mail/mailer';
import { movableClock } from '../payments/payment-fixtures';
import { createTestDatabase, type TestDatabase } from '../test-app';

/** A transport that records what it was given, failing while `failing` says so. */
function recordingTransport(kind: Mailer['kind'] = 'smtp') {
  const sent: OutgoingMail[] = [];
  let failures = 0;
  const transport = {
    kind,
    failing: () => false,
    delayMs: 0,
    async send(mail: OutgoingMail) {
      if (transport.delayMs > 0) await new Promise((r) => setTimeout(r, transport.delayMs));
      if (transport.failing()) {
        failures += 1;
        throw new MailDeliveryError('SMTP delivery failed (response 421).');
      }
      sent.push(mail);
    },
  };
  return { transport, sent, failures: () => failures };
}

const mail = (n: number, to = `leitor.${n}@example.test`): OutgoingMail => ({
  to,
  subject: `assunto ${n}`,
  text: `código ${100000 + n}`,
  html: `<p>código ${100000 + n}</p>`,
  kind: 'verification-code',
  locale: 'pt-BR',
});

describe(`the e-mail outbox and its worker`, () => {
  let database: TestDatabase;
  let db: DatabaseHandle;
  const clock = movableClock();
  const outbox = () => createMailOutbox({ db, clock });
  const rows = () => db.selectFrom('mail_messages').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await migrateToLatest(db);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await db.deleteFrom('mail_messages').execute();
  });

  test('an action that rolls back leaves no e-mail; one that commits leaves exactly its own', async () => {
    const { transport, sent } = recordingTransport();
    const worker = createOutboxWorker({ db, transport, clock });
    await db
      .transaction()
      .execute(async (trx) => {
        await outbox().enqueue(mail(1), trx);
        throw new Error('the action failed after queuing its e-mail');
      })
      .catch(() => undefined);
    expect(await worker.drain()).toBe(0);
    expect(sent).toEqual([]);
    expect(await rows()).toEqual([]);

    await db.transaction().execute(async (trx) => {
      await outbox().enqueue(mail(2), trx);
    });
    expect(await worker.drain()).toBe(1);
    expect(sent.map((m) => m.subject)).toEqual(['assunto 2']);
  });

  test('a delivered e-mail is SENT once, with its time and transport; its content leaves the table', async () => {
    const { transport, sent } = recordingTransport('smtp');
    const worker = createOutboxWorker({ db, transport, clock });
    await outbox().enqueue(mail(3, 'Maria@Example.test'));
    await worker.drain();
    await worker.drain();
    expect(sent).toEqual([{ ...mail(3, 'maria@example.test'), locale: undefined }]);
    const [row] = await rows();
    expect(row).toMatchObject({
      status: 'SENT',
      attempts: 1,
      sent_via: 'smtp',
      last_error: null,
      locked_until: null,
      text_body: '',
      html_body: '',
    });
    expect(row?.sent_at?.getTime()).toBe(clock().getTime());
  });

  test(`a failing transport is retried with backoff (30 s, 2 min, 10 min, 1 h), then FAILED after ${OUTBOX_MAX_ATTEMPTS} attempts`, async () => {
    const { transport, sent } = recordingTransport();
    transport.failing = () => true;
    const failures: OutboxDeliveryFailure[] = [];
    const worker = createOutboxWorker({
      db,
      transport,
      clock,
      onDeliveryFailure: (failure) => failures.push(failure),
    });
    await outbox().enqueue(mail(4));
    for (const [index, delay] of OUTBOX_RETRY_DELAYS_MS.entries()) {
      expect(await worker.drain()).toBe(1);
      const [row] = await rows();
      expect(row).toMatchObject({ status: 'PENDING', attempts: index + 1 });
      expect(row?.last_error).toBe('MailDeliveryError: SMTP delivery failed (response 421).');
      expect(row?.next_attempt_at.getTime()).toBe(clock().getTime() + delay);
      // Not due before its time.
      clock.advance(delay - 1);
      expect(await worker.drain()).toBe(0);
      clock.advance(1);
    }
    expect(await worker.drain()).toBe(1);
    const [given] = await rows();
    expect(given).toMatchObject({
      status: 'FAILED',
      attempts: OUTBOX_MAX_ATTEMPTS,
      text_body: '',
      html_body: '',
    });
    clock.advance(24 * 60 * 60 * 1000);
    expect(await worker.drain()).toBe(0);
    expect(sent).toEqual([]);
    // What is reported names the kind and the error, never the address or the code.
    expect(failures.map((f) => f.givenUp)).toEqual([false, false, false, false, true]);
    const reported = JSON.stringify(failures);
    expect(reported).toContain('verification-code');
    expect(reported).not.toContain('leitor.4');
    expect(reported).not.toContain('100004');
  });

  test('an e-mail that failed once goes out on the retry and ends SENT', async () => {
    const { transport, sent, failures } = recordingTransport();
    transport.failing = () => failures() === 0;
    const worker = createOutboxWorker({ db, transport, clock });
    await outbox().enqueue(mail(5));
    await worker.drain();
    clock.advance(OUTBOX_RETRY_DELAYS_MS[0] ?? 0);
    await worker.drain();
    expect(sent).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'SENT', attempts: 2, last_error: null }]);
  });

  test('a row leased by one worker is not sent by another until the lease ends', async () => {
    const { transport, sent } = recordingTransport();
    const worker = createOutboxWorker({ db, transport, clock });
    await outbox().enqueue(mail(6));
    // Another process claimed it and is still sending (or died while sending).
    const now = clock();
    const claimed = await createMailMessageRepository(db).claimDue(
      now,
      new Date(now.getTime() + OUTBOX_LEASE_MS),
      10,
    );
    expect(claimed).toHaveLength(1);
    expect(await worker.drain()).toBe(0);
    expect(sent).toEqual([]);
    clock.advance(OUTBOX_LEASE_MS);
    expect(await worker.drain()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(await rows()).toMatchObject([{ status: 'SENT', attempts: 2 }]);
  });

  test('two workers (two processes) draining one database send each e-mail exactly once', async () => {
    const total = 40;
    for (let n = 0; n < total; n += 1) await outbox().enqueue(mail(100 + n));
    // On PostgreSQL the second worker gets a connection pool of its own, as another process would.
    const otherDb =
      database.url === undefined
        ? db
        : createDatabase({ databaseUrl: database.url, maxConnections: 3 });
    try {
      const one = recordingTransport();
      const two = recordingTransport();
      one.transport.delayMs = 2;
      two.transport.delayMs = 2;
      const first = createOutboxWorker({ db, transport: one.transport, clock, batchSize: 3 });
      const second = createOutboxWorker({
        db: otherDb,
        transport: two.transport,
        clock,
        batchSize: 3,
      });
      await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);
      const subjects = [...one.sent, ...two.sent].map((m) => m.subject).sort();
      expect(subjects).toHaveLength(total);
      expect(new Set(subjects).size).toBe(total);
      const statuses = await db
        .selectFrom('mail_messages')
        .select(['status', 'attempts'])
        .distinct()
        .execute();
      expect(statuses).toEqual([{ status: 'SENT', attempts: 1 }]);
    } finally {
      if (otherDb !== db) await otherDb.destroy();
    }
  });

  test('the started worker delivers on its own, nudged by an enqueue, and stops cleanly', async () => {
    const { transport, sent } = recordingTransport();
    const worker = createOutboxWorker({ db, transport, clock, pollIntervalMs: 60_000 });
    const queue = createMailOutbox({ db, clock, onEnqueued: () => worker.nudge() });
    worker.start();
    try {
      await db.transaction().execute(async (trx) => {
        await queue.enqueue(mail(7), trx);
      });
      // Far sooner than the (one-minute) poll: the nudge's follow-up looks found it after commit.
      await expect.poll(() => sent.length, { timeout: 5_000, interval: 20 }).toBe(1);
    } finally {
      await worker.stop();
    }
    await queue.enqueue(mail(8));
    expect(sent).toHaveLength(1);
  });
});
