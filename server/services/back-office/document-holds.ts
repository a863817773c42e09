/**
 * How an operation's documents hold it (issue 20): an operation waits in
 * WAITING_DOCUMENT_APPROVAL while any of its documents is PENDING review; once none is, it
 * continues to AWAITING_PAYMENT; a document refused cancels every held operation that uses it.
 * Only operations of the deciding operator's correspondents move (issue 36).
 * @module
 */
import { createBackOfficeRepository } from '../../db/repositories/back-office-repository';
import type { RemittanceRow } from '../../db/schema';
import type { DecisionContext } from './console-queue';
import { documentKeysOf } from './queue-records';

/** The held statuses an operation using a document can be in. */
const HELD = ['WAITING_REGISTRATION_APPROVAL', 'WAITING_DOCUMENT_APPROVAL', 'MANUAL_ANALYSIS'];

/** Whether any document of `row` still awaits review. */
export async function documentsPendingOf(
  context: Pick<DecisionContext, 'trx'>,
  row: RemittanceRow,
): Promise<boolean> {
  const keys = documentKeysOf(row.documents);
  const reviews = await createBackOfficeRepository(context.trx).reviewsOf(row.user_id, keys);
  return reviews.some((review) => review.review_status === 'PENDING');
}

/**
 * Continues the customer's operations in WAITING_DOCUMENT_APPROVAL whose documents no longer
 * await review; `directId` is the operation an operator approved itself (its trail says APPROVE,
 * the others' RELEASE). Answers the ids released.
 */
export async function continueDocumentHolds(
  context: DecisionContext,
  userId: number,
  reason: string | null,
  directId?: number,
): Promise<number[]> {
  const repository = createBackOfficeRepository(context.trx);
  const released: number[] = [];
  for (const row of await repository.lockOperationsOf(
    userId,
    'WAITING_DOCUMENT_APPROVAL',
    context.served,
  )) {
    if (await documentsPendingOf(context, row)) continue;
    const direct = row.id === directId;
    await context.steps.release(
      context.trx,
      row,
      { registrationPending: false, documentsPending: false },
      context.decider,
      direct ? 'APPROVE' : 'RELEASE',
      direct ? reason : null,
    );
    released.push(row.id);
  }
  return released;
}

/** Cancels every held operation of the customer that uses the refused document `key`. */
export async function cancelDocumentHolds(
  context: DecisionContext,
  userId: number,
  key: string,
  reason: string,
): Promise<void> {
  const repository = createBackOfficeRepository(context.trx);
  for (const status of HELD) {
    for (const row of await repository.lockOperationsOf(userId, status, context.served)) {
      if (!documentKeysOf(row.documents).includes(key)) continue;
      await context.steps.cancel(context.trx, row, context.decider, 'CANCEL', reason);
    }
  }
}
