/**
 * SQL of paying an operation and of its lifecycle (spec operations §4.1, §4.6, §7.4): reading an
 * operation for its owner, issuing its payment reference, the receiver customers pay, status
 * changes with their `remittance_events` row, the lifecycle schedule (`next_transition_at`) and
 * giving a reservation back to the operational limit. Every write runs in the caller's
 * transaction.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database, PaymentReceiverRow, RemittanceRow } from '../schema';

/** A status change and what it writes with it. */
export interface TransitionChange {
  status: string;
  at: Date;
  next: Date | null;
  paidAt?: Date;
  failedReason?: string;
  /** Paper money paid (shipment, shop): the day the notes are expected, YYYY-MM-DD. */
  expectedDeliveryDate?: string;
  /** Paper money by ATM withdrawal, DELIVERED: the code and until when it can be used. */
  withdrawal?: { code: string; availableUntil: Date };
  /** A held operation released to AWAITING_PAYMENT: its payment deadline (issue 20). */
  paymentExpiresAt?: Date | null;
}

/** Reads and writes what paying an operation and its lifecycle touch. */
export interface RemittancePaymentRepository {
  /**
   * The operation `id` of `userId` under `correspondentId`; with `lock`, the row is locked
   * (`for update`) until the transaction ends.
   */
  findOwned(
    userId: number,
    correspondentId: number,
    id: number,
    lock?: boolean,
  ): Promise<RemittanceRow | undefined>;
  /** The operation `id`, locked `for update`. */
  lockById(id: number): Promise<RemittanceRow | undefined>;
  /** The operation whose payment reference is `reference`, locked `for update`. */
  lockByReference(reference: string): Promise<RemittanceRow | undefined>;
  /**
   * The operation's payment reference: the one it has, else `candidate`, stored (one statement:
   * two concurrent calls answer the same reference).
   */
  issueReference(id: number, candidate: string): Promise<string>;
  /** The correspondent's own receiver, else the platform's; undefined when neither exists. */
  findReceiver(correspondentId: number): Promise<PaymentReceiverRow | undefined>;
  /**
   * Moves the operation to `status` at `at`, records the event and sets the lifecycle's next
   * look (`next`, null for none); `paidAt` and `failedReason` are written when given.
   */
  transition(id: number, change: TransitionChange): Promise<void>;
  /**
   * The next operation due at `now` (`next_transition_at <= now`), locked
   * `for update skip locked`: a row another transaction holds is passed over, never waited for.
   */
  takeDue(now: Date): Promise<RemittanceRow | undefined>;
  /** Sets when the lifecycle looks at the operation next (null: never). */
  reschedule(id: number, next: Date | null): Promise<void>;
  /**
   * Gives what the operation holds of the limit back (the limit row's `used_usd_cents` goes
   * down, never below 0) and sets its `reserved_usd_cents` to 0. Locks the limit row.
   */
  releaseReservation(row: RemittanceRow, at: Date): Promise<void>;
  /** An inbound operation's charge still PROCESSING at the card provider, if any (issue 16). */
  processingChargeOf(
    remittanceId: number,
  ): Promise<{ id: number; settlesAt: Date | null } | undefined>;
  /** Marks the charge `id` APPROVED (the provider settled it). */
  approveCharge(id: number, at: Date): Promise<void>;
  /**
   * Whether the operation has a live credit-card payment (PENDING: the provider being asked;
   * UNDER_REVIEW; APPROVED), which its payment deadline must not cancel (issue 18).
   */
  hasLiveCardPayment(remittanceId: number): Promise<boolean>;
  /** An operation's credit-card payment UNDER_REVIEW at the provider, if any (issue 18). */
  underReviewCardPaymentOf(
    remittanceId: number,
  ): Promise<
    { id: number; settlesAt: Date | null; settlesTo: string | null; totalCents: number } | undefined
  >;
  /** Settles the card payment `id` to `status` with the provider's word. */
  settleCardPayment(
    id: number,
    status: 'APPROVED' | 'FAILED' | 'REFUNDED' | 'REFUSED',
    word: string,
    at: Date,
  ): Promise<void>;
}

/** A repository over `db` (a transaction or the pool). */
export function createRemittancePaymentRepository(
  db: Kysely<Database>,
): RemittancePaymentRepository {
  return {
    async findOwned(userId, correspondentId, id, lock = false) {
      let query = db
        .selectFrom('remittances')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('correspondent_id', '=', correspondentId);
      if (lock) query = query.forUpdate();
      return query.executeTakeFirst();
    },

    async lockById(id) {
      return db
        .selectFrom('remittances')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
    },

    async lockByReference(reference) {
      return db
        .selectFrom('remittances')
        .selectAll()
        .where('payment_reference', '=', reference)
        .forUpdate()
        .executeTakeFirst();
    },

    async issueReference(id, candidate) {
      const row = await db
        .updateTable('remittances')
        .set({ payment_reference: sql<string>`coalesce(payment_reference, ${candidate})` })
        .where('id', '=', id)
        .returning('payment_reference')
        .executeTakeFirstOrThrow();
      return row.payment_reference ?? candidate;
    },

    async findReceiver(correspondentId) {
      return (
        db
          .selectFrom('payment_receivers')
          .selectAll()
          .where((eb) =>
            eb.or([
              eb('correspondent_id', '=', correspondentId),
              eb('correspondent_id', 'is', null),
            ]),
          )
          // The correspondent's own first (nulls sort last in ascending order).
          .orderBy('correspondent_id')
          .limit(1)
          .executeTakeFirst()
      );
    },

    async transition(id, change) {
      const { status, at, next, paidAt, failedReason, expectedDeliveryDate, withdrawal } = change;
      const { paymentExpiresAt } = change;
      await db
        .updateTable('remittances')
        .set({
          status,
          updated_at: at,
          next_transition_at: next,
          ...(paidAt === undefined ? {} : { paid_at: paidAt }),
          ...(failedReason === undefined ? {} : { failed_reason: failedReason }),
          ...(expectedDeliveryDate === undefined
            ? {}
            : { expected_delivery_date: expectedDeliveryDate }),
          ...(paymentExpiresAt === undefined ? {} : { payment_expires_at: paymentExpiresAt }),
          ...(withdrawal === undefined
            ? {}
            : {
                withdrawal_code: withdrawal.code,
                withdrawal_available_until: withdrawal.availableUntil,
              }),
        })
        .where('id', '=', id)
        .execute();
      await db.insertInto('remittance_events').values({ remittance_id: id, status, at }).execute();
    },

    async takeDue(now) {
      return db
        .selectFrom('remittances')
        .selectAll()
        .where('next_transition_at', 'is not', null)
        .where('next_transition_at', '<=', now)
        .orderBy('next_transition_at')
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
    },

    async reschedule(id, next) {
      await db
        .updateTable('remittances')
        .set({ next_transition_at: next })
        .where('id', '=', id)
        .execute();
    },

    async processingChargeOf(remittanceId) {
      const row = await db
        .selectFrom('inbound_charges')
        .select(['id', 'settles_at'])
        .where('remittance_id', '=', remittanceId)
        .where('status', '=', 'PROCESSING')
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : { id: row.id, settlesAt: row.settles_at === null ? null : new Date(row.settles_at) };
    },

    async hasLiveCardPayment(remittanceId) {
      const row = await db
        .selectFrom('card_payments')
        .select('id')
        .where('remittance_id', '=', remittanceId)
        .where('status', 'in', ['PENDING', 'UNDER_REVIEW', 'APPROVED'])
        .executeTakeFirst();
      return row !== undefined;
    },

    async underReviewCardPaymentOf(remittanceId) {
      const row = await db
        .selectFrom('card_payments')
        .select(['id', 'settles_at', 'settles_to', 'total_cents'])
        .where('remittance_id', '=', remittanceId)
        .where('status', '=', 'UNDER_REVIEW')
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : {
            id: row.id,
            settlesAt: row.settles_at === null ? null : new Date(row.settles_at),
            settlesTo: row.settles_to,
            totalCents: Number(row.total_cents),
          };
    },

    async settleCardPayment(id, status, word, at) {
      await db
        .updateTable('card_payments')
        .set({ status, provider_word: word, settled_at: at, updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    async approveCharge(id, at) {
      await db
        .updateTable('inbound_charges')
        .set({ status: 'APPROVED', updated_at: at })
        .where('id', '=', id)
        .execute();
    },

    async releaseReservation(row, at) {
      const reserved = Number(row.reserved_usd_cents);
      if (reserved > 0 && row.limit_period !== null) {
        await db
          .updateTable('operational_limits')
          .set({
            used_usd_cents: sql<number>`greatest(used_usd_cents - ${reserved}, 0)`,
            updated_at: at,
          })
          .where('user_id', '=', row.user_id)
          .where('period', '=', row.limit_period)
          .execute();
      }
      await db
        .updateTable('remittances')
        .set({ reserved_usd_cents: 0, updated_at: at })
        .where('id', '=', row.id)
        .execute();
    },
  };
}
