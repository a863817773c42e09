/**
 * The limit-increase queue (issue 20; spec platform §3 "Limit-increase request", §4): PENDING
 * requests made under the correspondents the operator serves, oldest first, each with the
 * customer's limit now and its files by step (shown through the document viewer).
 *
 * Decided inside the console's transaction by `decideLimitUpdate` (the request locked, the limit
 * set under its row's lock, the customer e-mailed through the outbox), with the console's trail
 * row beside it. Approved with an optional `approvedLimitUsdCents` (else the amount asked for);
 * the customer's operations held in MANUAL_ANALYSIS that now fit continue
 * (`limit-releases.ts`). A request decided already is refused with ALREADY_DECIDED naming who.
 * @module
 */
import { createDecisionTrailRepository } from '../../db/repositories/decision-trail-repository';
import { createLimitUpdateReviewRepository } from '../../db/repositories/limit-update-review-repository';
import type { RemittanceRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { refuseDecided, type ConsoleQueue } from './console-queue';
import { lockAnalysesOf, releaseFitting } from './limit-releases';
import { limitUpdateRecord } from './queue-records';

/** The limit-increase queue. */
export const limitUpdateQueue: ConsoleQueue = {
  async list(db, served, page) {
    const repository = createLimitUpdateReviewRepository(db);
    const { rows, total } = await repository.pending(served, page);
    const files = await repository.filesOf(rows.map((row) => row.request_id));
    return { data: rows.map((row) => limitUpdateRecord(row, files)), total };
  },

  async find(db, served, id) {
    const repository = createLimitUpdateReviewRepository(db);
    const row = await repository.find(id, served);
    if (row === undefined) return undefined;
    return limitUpdateRecord(row, await repository.filesOf([id]));
  },

  async decide(context, id, verdict) {
    const { trx, decider } = context;
    const request = await createLimitUpdateReviewRepository(trx).lock(id, context.served);
    if (request === undefined) throw new AppError('NOT_FOUND');
    if (request.status !== 'PENDING') {
      return refuseDecided(trx, 'limit-updates', id, request.status);
    }
    // Locked before the limit row, as the operations queue locks them (limit-releases.ts).
    const held: RemittanceRow[] = verdict.approve
      ? await lockAnalysesOf(context, request.user_id)
      : [];
    const decision = verdict.approve ? 'APPROVED' : 'REJECTED';
    await context.limitUpdateDecisions.decideLimitUpdate(trx, {
      requestId: id,
      decision,
      ...(verdict.approvedLimitUsdCents === undefined
        ? {}
        : { approvedLimitUsdCents: verdict.approvedLimitUsdCents }),
      reason: verdict.reason,
      decidedBy: decider.id,
    });
    await createDecisionTrailRepository(trx).record({
      correspondentId: request.correspondent_id,
      recordKind: 'limit-updates',
      recordId: id,
      operatorId: decider.id,
      operatorName: decider.name,
      action: verdict.approve ? 'APPROVE' : 'REJECT',
      reason: verdict.reason,
      statusBefore: 'PENDING',
      statusAfter: decision,
      at: decider.now,
    });
    await releaseFitting(context, held);
    return decision;
  },
};
