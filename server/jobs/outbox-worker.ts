/**
 * The outbox worker (issue 13; design §4 "shared state"): delivers the e-mails that business
 * actions queued in `mail_messages` (`server/services/mail/mail-outbox.ts`), after their commit.
 *
 * Each batch is claimed in one short statement (`for update skip locked`) that leases the rows
 * (`locked_until`) and counts the attempt; the e-mails are then sent outside any transaction and
 * each outcome recorded: SENT, or a retry with backoff (`outbox-retry.ts`), or FAILED after the
 * last attempt. The lease, not a held lock, keeps a second worker (another process) from taking
 * a row while it is being sent, so a slow SMTP server holds no transaction open; a worker that
 * dies mid-send leaves its rows to be retried when the lease ends (the one case where an e-mail
 * the server had accepted may go out twice — SMTP cannot tell).
 *
 * The schedule is the table, shared by every process: the worker polls it, and an enqueue in
 * this process nudges it so e-mails leave at once. Time comes from the injected clock, so tests
 * move time instead of sleeping; `drain()` gives them a deterministic "send what is due now".
 * @module
 */
import type { Kysely } from 'kysely';
import {
  createMailMessageRepository,
  type MailMessageRow,
} from '../db/repositories/mail-message-repository';
import type { Database } from '../db/schema';
import type { Clock } from '../services/clock';
import { isMailDeliveryError } from '../services/mail/mail-delivery-error';
import type { Mailer } from '../services/mail/mailer';
import { outboxRetryAt } from './outbox-retry';

/** How often the worker looks for due e-mails by default. */
export const OUTBOX_POLL_INTERVAL_MS = 1000;

/** E-mails claimed at once (small: a lease should not wait behind many slow sends). */
export const OUTBOX_BATCH_SIZE = 10;

/**
 * How long a claimed row is the worker's alone: well above the SMTP adapter's own timeouts
 * (`smtp-mailer.ts`) times the batch, so no second worker takes a row still being sent.
 */
export const OUTBOX_LEASE_MS = 10 * 60_000;

/**
 * A nudge comes from inside the enqueueing transaction, which may not have committed yet: the
 * worker looks again this many times, this far apart, before falling back to its poll.
 */
const NUDGE_FOLLOW_UPS = 8;
const NUDGE_FOLLOW_UP_MS = 25;

/** A failed delivery attempt, as it may be logged: no address, no content. */
export interface OutboxDeliveryFailure {
  /** The e-mail's template (`verification-code`…). */
  kind: string;
  /** The error's name (and a delivery error's content-free message). */
  reason: string;
  attempts: number;
  /** True when this was the last attempt: the e-mail is now FAILED. */
  givenUp: boolean;
}

/** The outbox worker. */
export interface OutboxWorker {
  /** Claims one batch of due e-mails and delivers it; answers how many were attempted. */
  runDue(): Promise<number>;
  /**
   * Delivers every e-mail due now, batch after batch, after any batch this worker has under
   * way; answers how many were attempted. E-mails waiting for a retry stay queued.
   */
  drain(): Promise<number>;
  /** Wakes the worker soon (an e-mail was just queued in this process). */
  nudge(): void;
  /** Starts polling (a first poll at once). */
  start(): void;
  /** Stops polling and waits for a batch under way. */
  stop(): Promise<void>;
}

/** Dependencies of {@link createOutboxWorker}. */
export interface OutboxWorkerDeps {
  db: Kysely<Database>;
  /** Delivers one e-mail (SMTP, or the sandbox mailbox). */
  transport: Mailer;
  clock: Clock;
  pollIntervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** Reports a failed attempt (the worker retries or gives up on its own). */
  onDeliveryFailure?: (failure: OutboxDeliveryFailure) => void;
  /** Reports an error of the worker itself (the database), after which it keeps polling. */
  onError?: (error: unknown) => void;
}

/** What of an error may be stored and logged: its name, never the e-mail it was about. */
function failureReason(error: unknown): string {
  // A MailDeliveryError's message is built without content (the SMTP reply code at most).
  if (isMailDeliveryError(error)) return `${error.name}: ${error.message}`;
  return error instanceof Error ? error.name : 'unknown';
}

/** Creates the outbox worker over `db`. */
export function createOutboxWorker(deps: OutboxWorkerDeps): OutboxWorker {
  const { db, transport, clock } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? OUTBOX_POLL_INTERVAL_MS;
  const batchSize = deps.batchSize ?? OUTBOX_BATCH_SIZE;
  const leaseMs = deps.leaseMs ?? OUTBOX_LEASE_MS;
  const repository = createMailMessageRepository(db);
  // The sandbox mailbox is read from the table; a real delivery leaves no code or link behind.
  const clearBodies = transport.kind !== 'sandbox';

  let stopped = true;
  let timer: NodeJS.Timeout | undefined;
  let wakeAt = 0;
  let followUps = 0;
  // Batches of this worker run one after another, so drain() also waits for the poll's batch.
  let queue: Promise<unknown> = Promise.resolve();

  async function deliver(row: MailMessageRow): Promise<void> {
    try {
      await transport.send({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        kind: row.kind,
      });
    } catch (error) {
      const reason = failureReason(error);
      const retryAt = outboxRetryAt(row.attempts, clock());
      if (retryAt === undefined) await repository.markFailed(row.id, reason, clearBodies);
      else await repository.markRetry(row.id, reason, retryAt);
      deps.onDeliveryFailure?.({
        kind: row.kind,
        reason,
        attempts: row.attempts,
        givenUp: retryAt === undefined,
      });
      return;
    }
    await repository.markSent(row.id, clock(), transport.kind, clearBodies);
  }

  async function runBatch(): Promise<number> {
    const now = clock();
    const rows = await repository.claimDue(now, new Date(now.getTime() + leaseMs), batchSize);
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  function runInTurn(): Promise<number> {
    const batch = queue.then(runBatch);
    queue = batch.catch(() => undefined);
    return batch;
  }

  function wake(delay: number): void {
    if (stopped) return;
    const at = Date.now() + delay;
    if (timer !== undefined && wakeAt <= at) return;
    if (timer !== undefined) clearTimeout(timer);
    wakeAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      void tick();
    }, delay);
    // The poll never keeps the process alive on its own.
    timer.unref();
  }

  async function tick(): Promise<void> {
    let attempted = 0;
    try {
      attempted = await runInTurn();
    } catch (error) {
      deps.onError?.(error);
    }
    if (attempted > 0) wake(0);
    else if (followUps > 0) {
      followUps -= 1;
      wake(NUDGE_FOLLOW_UP_MS);
    } else wake(pollIntervalMs);
  }

  return {
    runDue: runInTurn,
    async drain() {
      let total = 0;
      for (;;) {
        const attempted = await runInTurn();
        if (attempted === 0) return total;
        total += attempted;
      }
    },
    nudge() {
      if (stopped) return;
      followUps = NUDGE_FOLLOW_UPS;
      wake(0);
    },
    start() {
      if (!stopped) return;
      stopped = false;
      wake(0);
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await queue;
    },
  };
}
