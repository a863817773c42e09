/**
 * An operator sets a company's capital/financial limit (issue 20; spec platform §3
 * "Capital/financial limit"): `PUT /v1/back-office/companies/{customerId}/capital-limit`. The
 * company must be linked to a correspondent the operator serves (else 404, as is a customer who
 * is not a company). In one transaction: its operations held in MANUAL_ANALYSIS are locked, the
 * limit is written by the same locked write a limit-increase approval uses
 * (`writeLockedLimit`), the trail gets a `capital-limits` row (action SET_LIMIT, the limit before
 * and after in USD cents as its statuses), and the held operations that now fit continue
 * (`limit-releases.ts`). No e-mail: the limit card shows the new figure.
 * @module
 */
import type { CapitalLimitBody, CapitalLimitChange } from '../../../src/contracts/back-office';
import { createBackOfficeRepository } from '../../db/repositories/back-office-repository';
import { createDecisionTrailRepository } from '../../db/repositories/decision-trail-repository';
import { createLimitUpdateRepository } from '../../db/repositories/limit-update-repository';
import { AppError } from '../../errors/app-error';
import { writeLockedLimit } from '../limit-updates/limit-write';
import type { DecisionContext } from './console-queue';
import { lockAnalysesOf, releaseFitting } from './limit-releases';

/** The trail's record kind of a capital-limit change (its record id: the company's user id). */
export const CAPITAL_LIMIT_RECORD = 'capital-limits';

/**
 * Sets company `customerId`'s capital limit inside `context.trx`.
 * @throws AppError NOT_FOUND (not a company of the operator's correspondents)
 */
export async function setCapitalLimit(
  context: DecisionContext,
  customerId: number,
  body: CapitalLimitBody,
): Promise<Omit<CapitalLimitChange, 'decidedBy' | 'decidedAt'>> {
  const { trx, served, decider } = context;
  const repository = createBackOfficeRepository(trx);
  const company = await repository.findCustomer(customerId, served, true);
  if (company === undefined || company.person_type !== 'LEGAL') throw new AppError('NOT_FOUND');
  const held = await lockAnalysesOf(context, customerId);
  const written = await writeLockedLimit(
    createLimitUpdateRepository(trx),
    { userId: customerId, personType: 'LEGAL' },
    decider.now,
    () => body.limitUsdCents,
  );
  const before = written.before?.limitUsdCents ?? null;
  const [linked] = await repository.linksOf(customerId, served);
  const correspondentId = linked?.id;
  await createDecisionTrailRepository(trx).record({
    correspondentId: correspondentId ?? null,
    recordKind: CAPITAL_LIMIT_RECORD,
    recordId: customerId,
    operatorId: decider.id,
    operatorName: decider.name,
    action: 'SET_LIMIT',
    reason: body.reason.trim(),
    statusBefore: before === null ? 'NONE' : String(before),
    statusAfter: String(written.limitUsdCents),
    at: decider.now,
  });
  const releasedOperationIds = await releaseFitting(context, held);
  const after = await createLimitUpdateRepository(trx).currentLimit(customerId);
  return {
    customerId,
    period: written.period,
    previousLimitUsdCents: before,
    limitUsdCents: written.limitUsdCents,
    usedUsdCents: after?.usedUsdCents ?? written.usedUsdCents,
    releasedOperationIds,
  };
}
