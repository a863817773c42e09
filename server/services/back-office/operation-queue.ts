/**
 * The operations queue (issue 20; spec operations §4.1, §4.3): operations of every kind
 * (outbound, inbound, paper money) held in MANUAL_ANALYSIS, WAITING_REGISTRATION_APPROVAL or
 * WAITING_DOCUMENT_APPROVAL for the correspondents the operator serves; one a credit-card
 * payment holds under the provider's review is the provider's to settle and not listed.
 *
 * Approved:
 * - MANUAL_ANALYSIS: the operational limit is reserved exactly as at checkout (`reserveLimit`,
 *   under the limit row's lock); if it still does not fit, LIMIT_STILL_EXCEEDED and nothing
 *   changes; else it continues (`releasedStatus`);
 * - WAITING_DOCUMENT_APPROVAL: its documents still pending are approved (each with its trail
 *   row and e-mail), and it continues with every other operation they held;
 * - WAITING_REGISTRATION_APPROVAL: refused (REGISTRATION_DECISION_REQUIRED) — the registration
 *   is the customer's, decided in its own queue.
 *
 * Rejected: cancelled with what it held of the limit released.
 * @module
 */
import { isOperatorHeld } from '../../../src/domain/operations/held-release';
import { createBackOfficeRepository } from '../../db/repositories/back-office-repository';
import { createRemittanceRepository } from '../../db/repositories/remittance-repository';
import type { RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { reserveLimit } from '../remittances/creation-steps';
import { refuseDecided, type ConsoleQueue, type DecisionContext } from './console-queue';
import { continueDocumentHolds, documentsPendingOf } from './document-holds';
import { reviewDocument } from './document-queue';
import { documentKeysOf, operationRecord } from './queue-records';

/**
 * Approves an operation in MANUAL_ANALYSIS (locked): reserves the limit, then releases it.
 * `action` is APPROVE for the operator's own decision, RELEASE when a raised limit lets it go
 * (`limit-releases.ts`).
 * @throws AppError LIMIT_STILL_EXCEEDED, before any write, when it still does not fit
 */
export async function approveAnalysis(
  context: DecisionContext,
  row: RemittanceRow,
  reason: string | null,
  action: 'APPROVE' | 'RELEASE' = 'APPROVE',
): Promise<string> {
  const { trx, decider } = context;
  const remittances = createRemittanceRepository(trx);
  const customer = await remittances.findCustomer(row.user_id);
  if (customer === undefined) throw new AppError('NOT_FOUND');
  const documentsPending = await documentsPendingOf(context, row);
  const usd = Number(row.usd_cents);
  const reservation = await reserveLimit(remittances, customer, usd, documentsPending, decider.now);
  if (reservation.status === 'MANUAL_ANALYSIS') throw new AppError('LIMIT_STILL_EXCEEDED');
  await createBackOfficeRepository(trx).setReservation(
    row.id,
    reservation.reservedUsdCents,
    reservation.period,
    decider.now,
  );
  const reserved = {
    ...row,
    reserved_usd_cents: reservation.reservedUsdCents,
    limit_period: reservation.period,
  };
  return context.steps.release(
    trx,
    reserved,
    { registrationPending: customer.registration_status === 'PENDING', documentsPending },
    decider,
    action,
    reason,
  );
}

/** Approves an operation in WAITING_DOCUMENT_APPROVAL: its pending documents, then it. */
async function approveDocuments(
  context: DecisionContext,
  row: RemittanceRow,
  reason: string | null,
): Promise<string> {
  const repository = createBackOfficeRepository(context.trx);
  const keys = documentKeysOf(row.documents);
  for (const upload of await repository.lockPendingUploads(row.user_id, keys)) {
    await reviewDocument(context, repository, upload, true, reason);
  }
  await continueDocumentHolds(context, row.user_id, reason, row.id);
  const now = await repository.lockOperation(row.id, context.served);
  return now?.status ?? row.status;
}

/** The operations queue. */
export const operationQueue: ConsoleQueue = {
  async list(db, served, page) {
    const { rows, total } = await createBackOfficeRepository(db).heldOperations(served, page);
    return { data: rows.map(operationRecord), total };
  },

  async find(db, served, id) {
    const row = await createBackOfficeRepository(db).findOperation(id, served);
    return row === undefined ? undefined : operationRecord(row);
  },

  async decide(context, id, verdict) {
    const repository = createBackOfficeRepository(context.trx);
    const row = await repository.lockOperation(id, context.served);
    if (row === undefined) throw new AppError('NOT_FOUND');
    if (!isOperatorHeld(row.status)) {
      return refuseDecided(context.trx, 'operations', id, row.status);
    }
    if (await repository.underCardReview(id)) throw new AppError('CARD_REVIEW_IN_PROGRESS');
    if (!verdict.approve) {
      return context.steps.cancel(
        context.trx,
        row,
        context.decider,
        'REJECT',
        verdict.reason ?? '',
      );
    }
    if (row.status === 'MANUAL_ANALYSIS') return approveAnalysis(context, row, verdict.reason);
    if (row.status === 'WAITING_DOCUMENT_APPROVAL') {
      return approveDocuments(context, row, verdict.reason);
    }
    throw new AppError('REGISTRATION_DECISION_REQUIRED');
  },
};
