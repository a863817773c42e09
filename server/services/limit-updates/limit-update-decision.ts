/**
 * The decision on a limit-increase request (spec platform §4 "Limit-increase request": the
 * server decides; issue 20 "Operator console"), taken by the operator console inside its own
 * transaction `trx`, so the console's audit entry and this decision commit together:
 *
 * 1. The request is read `for update`: two operators deciding it at once run one after the
 *    other, and the second finds it decided (LIMIT_UPDATE_ALREADY_DECIDED, 409).
 * 2. APPROVED: the customer's operational limit (the `operational_limits` row checkout reads,
 *    locked as checkout locks it) is set to the approved amount — the one the operator gives, or
 *    the one asked for — which must be above the current limit
 *    (LIMIT_UPDATE_APPROVED_LIMIT_INVALID). A customer without a limit row gets one (`ANNUAL`,
 *    a company `CAPITAL_FINANCIAL`, nothing used): the write is `writeLockedLimit`, shared with
 *    the console's capital-limit change. REJECTED leaves the limit as it is.
 *    A rejection needs a reason; an approval may go without one (the console's note is
 *    optional), and its e-mail then gives none.
 * 3. The customer is e-mailed through the outbox in the same transaction, in their language,
 *    signed by the correspondent the request was made under, with a link to the request's page.
 * @module
 */
import type { Kysely } from 'kysely';
import { REQUESTED_LIMIT_MAX_USD_CENTS } from '../../../src/contracts/limit-updates';
import { formatMoney } from '../../../src/domain/money/money';
import {
  createLimitUpdateRepository,
  type LimitUpdateRow,
} from '../../db/repositories/limit-update-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../clock';
import type { MailOutbox } from '../mail/mail-outbox';
import { renderMail } from '../mail/templates';
import { writeLockedLimit } from './limit-write';

export { APPROVED_LIMIT_PERIOD } from './limit-write';

/** Longest decision reason kept. */
export const DECISION_REASON_MAX = 500;

/** What the console decides. */
export interface LimitUpdateDecisionInput {
  requestId: number;
  decision: 'APPROVED' | 'REJECTED';
  /** USD cents; when APPROVED and absent, the limit the customer asked for. Ignored on REJECTED. */
  approvedLimitUsdCents?: number;
  /**
   * Why (shown to the customer and e-mailed), at most 500 characters. Required to reject; an
   * approval may give null (or blank) for none.
   */
  reason: string | null;
  /** The deciding operator's user id. */
  decidedBy: number;
}

/** The decided request and the limit it left the customer with (USD cents). */
export interface LimitUpdateDecisionResult {
  request: LimitUpdateRow;
  limitUsdCents: number;
}

/** The decision operation, built with its dependencies. */
export interface LimitUpdateDecisions {
  /**
   * Decides the request inside `trx` (the caller's transaction); see the module note.
   * @throws AppError NOT_FOUND, LIMIT_UPDATE_ALREADY_DECIDED,
   * LIMIT_UPDATE_APPROVED_LIMIT_INVALID, VALIDATION_FAILED (`reason` too long, or blank on a
   * rejection)
   */
  decideLimitUpdate(
    trx: Kysely<Database>,
    input: LimitUpdateDecisionInput,
  ): Promise<LimitUpdateDecisionResult>;
}

/** The page of a request in the portal (`profile/update-limit/show/{id}`). */
export function limitUpdatePageUrl(publicOrigin: string, identifier: string, id: number): string {
  return new URL(
    `/${encodeURIComponent(identifier)}/app/profile/update-limit/show/${id}`,
    publicOrigin,
  ).toString();
}

function checkedReason(reason: string | null, decision: 'APPROVED' | 'REJECTED'): string | null {
  const trimmed = (reason ?? '').trim();
  if (trimmed === '' && decision === 'APPROVED') return null;
  if (trimmed === '') {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'reason', message: 'validation.required' }],
    });
  }
  if (trimmed.length > DECISION_REASON_MAX) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'reason', message: 'validation.tooLong' }],
    });
  }
  return trimmed;
}

/** Creates the decision over the outbox; links are built on `publicOrigin`. */
export function createLimitUpdateDecisions(deps: {
  outbox: MailOutbox;
  clock: Clock;
  publicOrigin: string;
}): LimitUpdateDecisions {
  const { outbox, clock, publicOrigin } = deps;
  return {
    async decideLimitUpdate(trx, input) {
      const reason = checkedReason(input.reason, input.decision);
      const repository = createLimitUpdateRepository(trx);
      const request = await repository.lockById(input.requestId);
      if (request === undefined) throw new AppError('NOT_FOUND');
      if (request.status !== 'PENDING') throw new AppError('LIMIT_UPDATE_ALREADY_DECIDED');
      const now = clock();
      const to = await repository.recipientOf(request.id);
      let approved: number | null = null;
      let limitUsdCents: number;
      if (input.decision === 'REJECTED') {
        limitUsdCents = (await repository.currentLimit(request.user_id))?.limitUsdCents ?? 0;
      } else {
        const owner = { userId: request.user_id, personType: to?.personType ?? 'PHYSICAL' };
        const written = await writeLockedLimit(repository, owner, now, (current) => {
          const amount = input.approvedLimitUsdCents ?? Number(request.requested_limit_usd_cents);
          const valid =
            Number.isSafeInteger(amount) &&
            amount > (current?.limitUsdCents ?? 0) &&
            amount <= REQUESTED_LIMIT_MAX_USD_CENTS;
          if (!valid) throw new AppError('LIMIT_UPDATE_APPROVED_LIMIT_INVALID');
          return amount;
        });
        approved = written.limitUsdCents;
        limitUsdCents = written.limitUsdCents;
      }
      const decided = await repository.decide(request.id, {
        status: input.decision,
        approvedLimitUsdCents: approved,
        reason,
        decidedBy: input.decidedBy,
        at: now,
      });
      if (to !== undefined) {
        await outbox.enqueue(
          renderMail(
            to.email,
            {
              kind: 'limit-update-decision',
              name: to.name,
              requestId: request.id,
              status: input.decision,
              limit: approved === null ? null : formatMoney(approved, 'USD', to.locale),
              reason,
              link: limitUpdatePageUrl(publicOrigin, to.identifier, request.id),
            },
            to.locale,
            to.brand,
          ),
          trx,
        );
      }
      return { request: decided, limitUsdCents };
    },
  };
}
