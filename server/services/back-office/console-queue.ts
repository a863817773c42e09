/**
 * What every queue of the operator console is (issue 20): a list scoped to the correspondents
 * the operator serves, one record (404 outside that scope), and a decision taken inside one
 * transaction on the record locked `for update`. A record that no longer waits is refused with
 * 409: ALREADY_DECIDED naming the operator who decided it, else RECORD_NOT_PENDING with its
 * status (the lifecycle or the customer moved it).
 *
 * Adding a queue is one module implementing {@link ConsoleQueue}, registered in
 * `back-office-service.ts` under a noun of `BACK_OFFICE_QUEUES` (as `limit-update-queue.ts` is).
 * @module
 */
import type { Kysely } from 'kysely';
import type { BackOfficeQueue, BackOfficeRecord } from '../../../src/contracts/back-office';
import type { Locale } from '../../../src/i18n';
import { createBackOfficeRepository } from '../../db/repositories/back-office-repository';
import { createDecisionTrailRepository } from '../../db/repositories/decision-trail-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { LimitUpdateDecisions } from '../limit-updates/limit-update-decision';
import type { MailOutbox } from '../mail/mail-outbox';
import { renderDecisionMail, type DecisionMail } from './decision-mail';
import type { Decider, HeldOperationSteps } from './held-operations';

/** What a decision runs with. */
export interface DecisionContext {
  /** The decision's one transaction. */
  trx: Kysely<Database>;
  /** The correspondents the operator serves. */
  served: readonly number[];
  decider: Decider;
  steps: HeldOperationSteps;
  outbox: MailOutbox;
  /** The decision on a limit-increase request (the `limit-updates` queue). */
  limitUpdateDecisions: LimitUpdateDecisions;
}

/** An operator's verdict. */
export interface Verdict {
  approve: boolean;
  /** Mandatory to reject (the contract checks it), optional to approve. */
  reason: string | null;
  /** The limit granted (USD cents), `limit-updates` approvals only. */
  approvedLimitUsdCents?: number | undefined;
}

/** One queue of the console. */
export interface ConsoleQueue {
  /** A page of what waits, oldest first. */
  list(
    db: Kysely<Database>,
    served: readonly number[],
    page: { page: number; limit: number },
  ): Promise<{ data: BackOfficeRecord[]; total: number }>;
  /** One record in the operator's scope (whatever its status), else undefined. */
  find(
    db: Kysely<Database>,
    served: readonly number[],
    id: number,
  ): Promise<BackOfficeRecord | undefined>;
  /** Decides the record; answers its status now. @throws AppError NOT_FOUND, 409s */
  decide(context: DecisionContext, id: number, verdict: Verdict): Promise<string>;
}

/** Refuses a decision on a record that no longer waits: who decided it, else its status. */
export async function refuseDecided(
  trx: Kysely<Database>,
  queue: BackOfficeQueue,
  id: number,
  status: string,
): Promise<never> {
  const latest = await createDecisionTrailRepository(trx).latest(queue, id);
  if (latest !== undefined)
    throw new AppError('ALREADY_DECIDED', { params: [latest.operator_name] });
  throw new AppError('RECORD_NOT_PENDING', { params: [status] });
}

/** An operator's verdict on a record of `queue`, as the trail and the customer's e-mail hold it. */
export interface RecordedVerdict {
  queue: BackOfficeQueue;
  recordId: number;
  /** The customer the record belongs to (the e-mail's recipient). */
  customer: { id: number; email: string };
  approve: boolean;
  reason: string | null;
  /** The record's status after the decision (it was PENDING). */
  statusAfter: string;
  /** What the e-mail says. */
  mail: DecisionMail;
}

/**
 * Writes the trail row of a verdict on a PENDING record and queues the customer's e-mail, in
 * their language and signed by the first of their correspondents the operator serves: what
 * every queue does once it has moved its record.
 */
export async function recordVerdict(context: DecisionContext, verdict: RecordedVerdict) {
  const { trx, served, decider } = context;
  const repository = createBackOfficeRepository(trx);
  const [linked] = await repository.linksOf(verdict.customer.id, served);
  const correspondentId = linked?.id;
  await createDecisionTrailRepository(trx).record({
    correspondentId: correspondentId ?? null,
    recordKind: verdict.queue,
    recordId: verdict.recordId,
    operatorId: decider.id,
    operatorName: decider.name,
    action: verdict.approve ? 'APPROVE' : 'REJECT',
    reason: verdict.reason,
    statusBefore: 'PENDING',
    statusAfter: verdict.statusAfter,
    at: decider.now,
  });
  const brand =
    correspondentId === undefined ? undefined : await repository.brandOf(correspondentId);
  await context.outbox.enqueue(
    renderDecisionMail(
      verdict.customer.email,
      verdict.mail,
      (await repository.localeOf(verdict.customer.id)) as Locale,
      brand?.name ?? '',
    ),
    trx,
  );
}
