/**
 * The operator console (issue 20 "Operator console"): who may use it, its queues, a decision in
 * one transaction, a record's audit trail and a document's file.
 *
 * Access: a signed-in user whose `roles` include OPERATOR (a role of its own: an admin flag or
 * the customer role gives nothing), outside any impersonated session, acting on the
 * correspondents `operator_correspondents` lists for them; every other user is 403 FORBIDDEN on
 * every console call, and a record outside the operator's correspondents is 404 NOT_FOUND.
 * @module
 */
import type { Kysely } from 'kysely';
import type {
  BackOfficeAudit,
  CapitalLimitBody,
  CapitalLimitChange,
  BackOfficeDecision,
  BackOfficePage,
  BackOfficeQueue,
  BackOfficeRecord,
} from '../../../src/contracts/back-office';
import type { AuthUser } from '../../../src/contracts/auth';
import { createBackOfficeRepository } from '../../db/repositories/back-office-repository';
import { createDecisionTrailRepository } from '../../db/repositories/decision-trail-repository';
import { createLimitUpdateReviewRepository } from '../../db/repositories/limit-update-review-repository';
import { createUploadRepository } from '../../db/repositories/upload-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { UploadStorage } from '../../providers/storage/storage-provider';
import type { Clock } from '../clock';
import type { LimitUpdateDecisions } from '../limit-updates/limit-update-decision';
import type { MailOutbox } from '../mail/mail-outbox';
import { companyDocumentQueue } from './company-document-queue';
import { setCapitalLimit } from './capital-limits';
import type { ConsoleQueue, DecisionContext, Verdict } from './console-queue';
import { documentQueue } from './document-queue';
import type { HeldOperationSteps } from './held-operations';
import { limitUpdateQueue } from './limit-update-queue';
import { operationQueue } from './operation-queue';
import { fileNameOf } from './queue-records';
import { registrationQueue } from './registration-queue';

/** The role that opens the console. */
export const OPERATOR_ROLE = 'OPERATOR';

/** The queues by URL noun: a new queue is one more entry. */
export const CONSOLE_QUEUES: Record<BackOfficeQueue, ConsoleQueue> = {
  registrations: registrationQueue,
  documents: documentQueue,
  operations: operationQueue,
  'company-documents': companyDocumentQueue,
  'limit-updates': limitUpdateQueue,
};

/** A document's bytes, for the viewer. */
export interface ConsoleFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** The console's calls. */
export interface BackOfficeService {
  list(
    user: AuthUser,
    queue: BackOfficeQueue,
    page: number,
    limit: number,
  ): Promise<BackOfficePage>;
  find(user: AuthUser, queue: BackOfficeQueue, id: number): Promise<BackOfficeRecord>;
  decide(
    user: AuthUser,
    queue: BackOfficeQueue,
    id: number,
    verdict: Verdict,
  ): Promise<BackOfficeDecision>;
  audit(user: AuthUser, queue: BackOfficeQueue, id: number): Promise<BackOfficeAudit>;
  /** A document's file: an upload of a served customer, or attached to a served request. */
  file(user: AuthUser, id: number): Promise<ConsoleFile>;
  /** Sets a company's capital/financial limit (`capital-limits.ts`). */
  setCapitalLimit(
    user: AuthUser,
    customerId: number,
    body: CapitalLimitBody,
  ): Promise<CapitalLimitChange>;
}

/** Whether `user` holds the operator role (the portal's guard asks the same). */
export function isOperator(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.includes(OPERATOR_ROLE);
}

/** Creates the console. */
export function createBackOfficeService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  outbox: MailOutbox;
  steps: HeldOperationSteps;
  limitUpdateDecisions: LimitUpdateDecisions;
  storage?: Pick<UploadStorage, 'read'> | undefined;
}): BackOfficeService {
  const { db, clock, outbox, steps, limitUpdateDecisions } = deps;

  /** The operator's correspondents. @throws AppError FORBIDDEN for anyone else */
  async function servedBy(user: AuthUser): Promise<number[]> {
    if (!isOperator(user) || user.impersonated === true) throw new AppError('FORBIDDEN');
    return createBackOfficeRepository(db).servedBy(user.id);
  }

  async function find(user: AuthUser, queue: BackOfficeQueue, id: number) {
    const served = await servedBy(user);
    const record = await CONSOLE_QUEUES[queue].find(db, served, id);
    if (record === undefined) throw new AppError('NOT_FOUND');
    return record;
  }

  /** Runs `act` in one transaction as `user`, with what a decision needs. */
  async function inDecision<T>(
    user: AuthUser,
    act: (context: DecisionContext) => Promise<T>,
  ): Promise<{ result: T; now: Date }> {
    const served = await servedBy(user);
    const now = clock();
    const decider = { id: user.id, name: user.name, now };
    const result = await db
      .transaction()
      .execute((trx) => act({ trx, served, decider, steps, outbox, limitUpdateDecisions }));
    return { result, now };
  }

  return {
    async list(user, queue, page, limit) {
      const served = await servedBy(user);
      const { data, total } = await CONSOLE_QUEUES[queue].list(db, served, { page, limit });
      return { data, page, limit, total };
    },

    find,

    async decide(user, queue, id, verdict) {
      if (queue !== 'limit-updates' && verdict.approvedLimitUsdCents !== undefined) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [
            { field: 'approvedLimitUsdCents', message: 'validation.approvedLimitNotApplicable' },
          ],
        });
      }
      const { result: status, now } = await inDecision(user, (context) =>
        CONSOLE_QUEUES[queue].decide(context, id, verdict),
      );
      return { queue, id, status, decidedBy: user.name, decidedAt: now.toISOString() };
    },

    async audit(user, queue, id) {
      await find(user, queue, id);
      const rows = await createDecisionTrailRepository(db).of(queue, id);
      return {
        data: rows.map((row) => ({
          id: Number(row.id),
          action: row.action,
          reason: row.reason,
          statusBefore: row.status_before,
          statusAfter: row.status_after,
          operator: { id: row.operator_id, name: row.operator_name },
          at: new Date(row.created_at).toISOString(),
        })),
      };
    },

    async file(user, id) {
      const served = await servedBy(user);
      const row =
        (await createBackOfficeRepository(db).findUpload(id, served)) ??
        (await createLimitUpdateReviewRepository(db).findAttachedUpload(id, served));
      if (row === undefined) throw new AppError('NOT_FOUND');
      const fileName = fileNameOf(row.upload_key);
      const held = await createUploadRepository(db).findContent(row.id, row.upload_key);
      if (held !== undefined) return { fileName, ...held };
      const inBucket = await deps.storage?.read?.(row.upload_key);
      if (inBucket === undefined) throw new AppError('NOT_FOUND');
      return { fileName, contentType: row.upload_content_type, content: inBucket.content };
    },

    async setCapitalLimit(user, customerId, body) {
      const { result, now } = await inDecision(user, (context) =>
        setCapitalLimit(context, customerId, body),
      );
      return { ...result, decidedBy: user.name, decidedAt: now.toISOString() };
    },
  };
}
