/**
 * The steps of a remittance's lifecycle after creation (spec operations §4.1, §4.6; design §4;
 * issue 5):
 *
 * - AWAITING_PAYMENT past its payment deadline → CANCELED (an inbound operation's unpaid
 *   payment link: INBOUND_PAYMENT_LINK_EXPIRED, issue 16), and what it held of the operational
 *   limit goes back to the limit — unless a credit-card payment is live (being asked, under
 *   review, approved; issue 18): its answer decides, and a failed one puts the operation back
 *   on the schedule, so the deadline then cancels it;
 * - inbound, once the payer's money arrived: RECEIVED_INBOUND → CLOSED_QUOTATION_INBOUND →
 *   PROCESSING → COMPLETED, one step every `stepMs` (the exchange is closed, then settled into
 *   the customer's account);
 * - PAYMENT_APPROVED → PROCESSING → COMPLETED, one step every `stepMs` (sandbox default 5 s,
 *   `LIFECYCLE_STEP_SECONDS`); without a step (production mode unless configured) a paid
 *   operation waits for the settlement system.
 * - paper money (kind PAPER_MONEY, issue 17): unpaid past the deadline → CANCELLED (its own
 *   spelling, spec §4.1) with the limit released; PAYMENT_APPROVED → PROCESSING → DELIVERED on
 *   the same schedule; an ATM withdrawal gets its code and validity on reaching DELIVERED
 *   (`server/services/paper-money/paper-money-delivery-steps.ts`).
 *
 * The schedule is the `next_transition_at` column; the worker that takes the due steps is
 * `server/jobs/remittance-lifecycle.ts`.
 * @module
 */
import {
  canOperationTransition,
  type PaperMoneyStatus,
  type RemittanceStatus,
} from '../../../src/domain/operations/operation-status';
import type {
  RemittancePaymentRepository,
  TransitionChange,
} from '../../db/repositories/remittance-payment-repository';
import type { RemittanceRow } from '../../db/schema';
import { cardPaymentResultOf } from '../../../src/domain/card/card-payment';
import { expectedDeliveryOf, withdrawalOf } from '../paper-money/paper-money-delivery-steps';

/** A status an operation of any stored kind enters. */
export type LifecycleStatus = RemittanceStatus | PaperMoneyStatus;

/** When a step taken at `at` is followed by the next one; null: no automatic next step. */
export function nextStepAt(at: Date, stepMs: number | undefined): Date | null {
  return stepMs === undefined ? null : new Date(at.getTime() + stepMs);
}

/**
 * Moves a locked operation to `to` with its event, refusing a move the domain's transition table
 * does not allow (a programming error, never a customer's).
 */
export async function moveTo(
  repository: RemittancePaymentRepository,
  row: RemittanceRow,
  to: LifecycleStatus,
  change: Omit<TransitionChange, 'status'>,
): Promise<void> {
  const from = row.status;
  if (!canOperationTransition(row.kind, from, to)) {
    throw new Error(`remittance ${row.id}: ${from} → ${to} refused`);
  }
  await repository.transition(row.id, { status: to, ...change });
}

/**
 * Takes the step due for a locked operation at `now`, in the caller's transaction; answers the
 * status entered, or undefined when the row had nothing to do (its schedule is then cleared).
 */
export async function takeStep(
  repository: RemittancePaymentRepository,
  row: RemittanceRow,
  now: Date,
  stepMs: number | undefined,
): Promise<LifecycleStatus | undefined> {
  if (row.status === 'MANUAL_ANALYSIS') return settleCardReview(repository, row, now, stepMs);
  if (row.kind === 'PAPER_MONEY') return takePaperMoneyStep(repository, row, now, stepMs);
  const status = row.status as RemittanceStatus;
  if (status === 'AWAITING_PAYMENT' && row.kind === 'INBOUND') {
    // A card charge the provider answered PROCESSING: settled at its time (the sandbox's
    // promise; a real provider's notification would take the same step), never expired while
    // it is processed.
    const processing = await repository.processingChargeOf(row.id);
    if (processing !== undefined) {
      if (processing.settlesAt === null || now < processing.settlesAt) return undefined;
      await repository.approveCharge(processing.id, now);
      await moveTo(repository, row, 'RECEIVED_INBOUND', {
        at: now,
        next: nextStepAt(now, stepMs),
        paidAt: now,
      });
      return 'RECEIVED_INBOUND';
    }
  }
  if (status === 'AWAITING_PAYMENT') {
    if (row.payment_expires_at === null || now < new Date(row.payment_expires_at)) {
      return undefined;
    }
    // A card payment in flight when the deadline passed: its answer decides (issue 18).
    if (await repository.hasLiveCardPayment(row.id)) return undefined;
    await repository.releaseReservation(row, now);
    // An inbound operation's deadline is its payment link's (spec operations §4.6).
    const to = row.kind === 'INBOUND' ? 'INBOUND_PAYMENT_LINK_EXPIRED' : 'CANCELED';
    await moveTo(repository, row, to, { at: now, next: null });
    return to;
  }
  if (status === 'RECEIVED_INBOUND' && stepMs !== undefined) {
    await moveTo(repository, row, 'CLOSED_QUOTATION_INBOUND', {
      at: now,
      next: nextStepAt(now, stepMs),
    });
    return 'CLOSED_QUOTATION_INBOUND';
  }
  if (status === 'CLOSED_QUOTATION_INBOUND' && stepMs !== undefined) {
    await moveTo(repository, row, 'PROCESSING', { at: now, next: nextStepAt(now, stepMs) });
    return 'PROCESSING';
  }
  if (status === 'PAYMENT_APPROVED' && stepMs !== undefined) {
    await moveTo(repository, row, 'PROCESSING', { at: now, next: nextStepAt(now, stepMs) });
    return 'PROCESSING';
  }
  if (status === 'PROCESSING' && stepMs !== undefined) {
    await moveTo(repository, row, 'COMPLETED', { at: now, next: null });
    return 'COMPLETED';
  }
  return undefined;
}

/**
 * An operation held in MANUAL_ANALYSIS by a credit-card payment under review (issue 18): at the
 * provider's settlement time, approved → PAYMENT_APPROVED (then the lifecycle as usual);
 * anything else (refunded, refused) → cancelled with its reservation given back to the limit.
 * Before then, or without a card payment under review, nothing moves it.
 */
async function settleCardReview(
  repository: RemittancePaymentRepository,
  row: RemittanceRow,
  now: Date,
  stepMs: number | undefined,
): Promise<LifecycleStatus | undefined> {
  const review = await repository.underReviewCardPaymentOf(row.id);
  if (review === undefined || review.settlesAt === null || now < review.settlesAt) {
    return undefined;
  }
  const word = review.settlesTo ?? 'refused';
  const result = cardPaymentResultOf(word);
  if (result === 'APPROVED') {
    await repository.settleCardPayment(review.id, 'APPROVED', word, now);
    const expectedDeliveryDate = expectedDeliveryOf(row, now);
    await moveTo(repository, row, 'PAYMENT_APPROVED', {
      at: now,
      next: nextStepAt(now, stepMs),
      paidAt: now,
      ...(expectedDeliveryDate === undefined ? {} : { expectedDeliveryDate }),
    });
    return 'PAYMENT_APPROVED';
  }
  await repository.settleCardPayment(
    review.id,
    result === 'REFUNDED' || result === 'FAILED' ? result : 'REFUSED',
    word,
    now,
  );
  await repository.releaseReservation(row, now);
  const to = row.kind === 'PAPER_MONEY' ? 'CANCELLED' : 'CANCELED';
  await moveTo(repository, row, to, { at: now, next: null });
  return to;
}

/** {@link takeStep} for a paper-money purchase (issue 17). */
async function takePaperMoneyStep(
  repository: RemittancePaymentRepository,
  row: RemittanceRow,
  now: Date,
  stepMs: number | undefined,
): Promise<PaperMoneyStatus | undefined> {
  const status = row.status as PaperMoneyStatus;
  if (status === 'AWAITING_PAYMENT') {
    if (row.payment_expires_at === null || now < new Date(row.payment_expires_at)) {
      return undefined;
    }
    // A card payment in flight when the deadline passed: its answer decides (issue 18).
    if (await repository.hasLiveCardPayment(row.id)) return undefined;
    await repository.releaseReservation(row, now);
    await moveTo(repository, row, 'CANCELLED', { at: now, next: null });
    return 'CANCELLED';
  }
  if (stepMs === undefined) return undefined;
  if (status === 'PAYMENT_APPROVED') {
    await moveTo(repository, row, 'PROCESSING', { at: now, next: nextStepAt(now, stepMs) });
    return 'PROCESSING';
  }
  if (status === 'PROCESSING') {
    const withdrawal = withdrawalOf(row, now);
    await moveTo(repository, row, 'DELIVERED', {
      at: now,
      next: null,
      ...(withdrawal === undefined ? {} : { withdrawal }),
    });
    return 'DELIVERED';
  }
  return undefined;
}

/**
 * When the job must look again at an operation that had nothing to do now: an inbound charge
 * still processing at its settlement time; an operation awaiting payment at its deadline; any
 * other never (it leaves the schedule).
 */
export async function nextLookOf(
  repository: RemittancePaymentRepository,
  row: RemittanceRow,
): Promise<Date | null> {
  if (row.status === 'MANUAL_ANALYSIS') {
    return (await repository.underReviewCardPaymentOf(row.id))?.settlesAt ?? null;
  }
  if (row.status !== 'AWAITING_PAYMENT') return null;
  // A card payment in flight: recording its answer puts the operation back on the schedule.
  if (row.kind !== 'INBOUND' && (await repository.hasLiveCardPayment(row.id))) return null;
  if (row.kind === 'INBOUND') {
    const processing = await repository.processingChargeOf(row.id);
    if (processing !== undefined) return processing.settlesAt;
  }
  return row.payment_expires_at === null ? null : new Date(row.payment_expires_at);
}
