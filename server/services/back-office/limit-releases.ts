/**
 * What a raised limit lets go (issue 20: "a limit raised by an approved request lets a held
 * operation continue"): once a customer's operational limit is set higher — an approved
 * limit-increase request, or an operator's capital-limit change — their operations held in
 * MANUAL_ANALYSIS under the operator's correspondents are approved exactly as the operations
 * queue approves one (`approveAnalysis`: the limit reserved under its row's lock, then released),
 * oldest first, each written to the trail as a RELEASE; one that still does not fit stays in
 * MANUAL_ANALYSIS, and one held by a card payment under review is the provider's.
 *
 * The operations are locked before the limit row (`lockAnalysesOf`, then the write), the order
 * the operations queue takes them in, so the two never wait on each other crosswise.
 * @module
 */
import { createBackOfficeRepository } from '../../db/repositories/back-office-repository';
import type { RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { DecisionContext } from './console-queue';
import { approveAnalysis } from './operation-queue';

/** The customer's operations in MANUAL_ANALYSIS under the operator's correspondents, locked. */
export async function lockAnalysesOf(
  context: Pick<DecisionContext, 'trx' | 'served'>,
  userId: number,
): Promise<RemittanceRow[]> {
  return createBackOfficeRepository(context.trx).lockOperationsOf(
    userId,
    'MANUAL_ANALYSIS',
    context.served,
  );
}

/** Releases those of `rows` (locked, oldest first) that now fit; answers their ids. */
export async function releaseFitting(
  context: DecisionContext,
  rows: readonly RemittanceRow[],
): Promise<number[]> {
  const repository = createBackOfficeRepository(context.trx);
  const released: number[] = [];
  for (const row of rows) {
    if (await repository.underCardReview(row.id)) continue;
    try {
      await approveAnalysis(context, row, null, 'RELEASE');
      released.push(row.id);
    } catch (error) {
      // Refused before any write: it waits on in MANUAL_ANALYSIS for a later decision.
      if (error instanceof AppError && error.code === 'LIMIT_STILL_EXCEEDED') continue;
      throw error;
    }
  }
  return released;
}
