/**
 * The operation lifecycle job (spec operations §4.1, §4.6; design §4; issue 5): takes the steps
 * of `server/services/remittances/remittance-lifecycle.ts` when they fall due.
 *
 * The schedule is the `next_transition_at` column, so it survives a restart and is shared by
 * every process on the database. The worker, started with the server, takes one due operation
 * at a time `for update skip locked` (PostgreSQL and PGlite) and moves it in its own transaction
 * with its `remittance_events` row: two workers never take the same operation, and a crash
 * leaves the row due for the next poll. On start it polls at once, so overdue work is picked up.
 * Time comes from the injected clock, so tests move time instead of sleeping.
 *
 * Each poll also runs the card payments' sweep (`sweep` of
 * `server/services/payments/card-payment-service.ts`, issue 18): a credit-card payment left
 * PENDING by a process that died before recording the provider's answer is asked again, with
 * the same idempotency key, and recorded, the same way (`for update skip locked`, its next
 * attempt in the database).
 * @module
 */
import type { Kysely } from 'kysely';
import { isRemittanceStatus } from '../../src/domain/operations/operation-status';
import { createRemittancePaymentRepository } from '../db/repositories/remittance-payment-repository';
import type { Database } from '../db/schema';
import type { Clock } from '../services/clock';
import type { CardNotices } from '../services/payments/card-notices';
import type { InboundNotices } from '../services/remittances/inbound-notices';
import { nextLookOf, takeStep } from '../services/remittances/remittance-lifecycle';
import type { ReservationNotices } from '../services/remittances/reservation-notices';

/** How often the worker looks for due operations by default. */
export const LIFECYCLE_POLL_INTERVAL_MS = 1000;

/** At most this many transitions per poll (the next poll continues). */
export const LIFECYCLE_BATCH_SIZE = 100;

/** The lifecycle worker. */
export interface LifecycleWorker {
  /**
   * Takes every step due now (up to {@link LIFECYCLE_BATCH_SIZE}), each in its own
   * transaction, then sweeps the card payments left PENDING; answers how many operations
   * changed status plus how many card payments the sweep recorded.
   */
  runDue(): Promise<number>;
  /** Starts polling (a first poll at once). */
  start(): void;
  /** Stops polling and waits for a poll under way. */
  stop(): Promise<void>;
}

/** Creates the lifecycle worker over `db`. */
export function createLifecycleWorker(deps: {
  db: Kysely<Database>;
  clock: Clock;
  /** Milliseconds between automatic steps of a paid operation; undefined: none. */
  stepMs: number | undefined;
  pollIntervalMs?: number;
  onError?: (error: unknown) => void;
  /** Queues an inbound customer's e-mails (payment received, link expired; issue 16). */
  notices?: InboundNotices;
  /** Queues the e-mail of a card payment's settlement (issue 18). */
  cardNotices?: CardNotices;
  /** Queues the e-mail of a held card operation released to AWAITING_PAYMENT (issue 18). */
  reservationNotices?: ReservationNotices;
  /**
   * Finishes the card payments left PENDING by a dead process (issue 18); answers how many it
   * recorded. Run after the due steps of each poll.
   */
  sweepCardPayments?: () => Promise<number>;
}): LifecycleWorker {
  const { db, clock, stepMs } = deps;
  const pollIntervalMs = deps.pollIntervalMs ?? LIFECYCLE_POLL_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  /** One transaction: take one due row and step it. 'none' when nothing is due. */
  async function stepOne(): Promise<'none' | 'changed' | 'idle'> {
    return db.transaction().execute(async (trx) => {
      const repository = createRemittancePaymentRepository(trx);
      const now = clock();
      const row = await repository.takeDue(now);
      if (row === undefined) return 'none';
      const entered = await takeStep(repository, row, now, stepMs);
      if (entered !== undefined && row.status === 'MANUAL_ANALYSIS') {
        // A card payment under review settled (issue 18): the customer hears of it.
        const settled = await trx
          .selectFrom('card_payments')
          .select(['status', 'total_cents'])
          .where('remittance_id', '=', row.id)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (
          settled !== undefined &&
          (settled.status === 'APPROVED' ||
            settled.status === 'REFUNDED' ||
            settled.status === 'REFUSED')
        ) {
          await deps.cardNotices?.notify(trx, row.id, settled.status, Number(settled.total_cents));
        }
      }
      if (entered === 'AWAITING_PAYMENT') {
        // A held card operation released: it can now be paid (spec §4.4; issue 18).
        await deps.reservationNotices?.released(trx, row);
      }
      if (entered !== undefined) {
        // In the step's transaction: the e-mail exists exactly when the step does (inbound
        // remittances only; paper money's statuses have no e-mail yet).
        if (isRemittanceStatus(entered)) await deps.notices?.entered(trx, row, entered);
        return 'changed';
      }
      // Nothing to do now: an operation awaiting payment is looked at again at its deadline (or
      // its processing charge's settlement); any other (a paid one without automatic steps)
      // leaves the schedule.
      await repository.reschedule(row.id, await nextLookOf(repository, row));
      return 'idle';
    });
  }

  async function runDue(): Promise<number> {
    let changed = 0;
    for (let i = 0; i < LIFECYCLE_BATCH_SIZE; i += 1) {
      const result = await stepOne();
      if (result === 'none') break;
      if (result === 'changed') changed += 1;
    }
    if (deps.sweepCardPayments !== undefined) changed += await deps.sweepCardPayments();
    return changed;
  }

  function schedule(delay: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runDue()
        .catch((error: unknown) => deps.onError?.(error))
        .finally(() => {
          running = undefined;
          schedule(pollIntervalMs);
        });
    }, delay);
    // The poll never keeps the process alive on its own.
    timer.unref();
  }

  return {
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
