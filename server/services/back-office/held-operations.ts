/**
 * The two moves an operator's decision makes on a held operation (issue 20; spec operations
 * §4.1, §4.3), each inside the decision's transaction on a row already locked `for update`,
 * through the domain's transition table (`moveTo`):
 *
 * - release: to where creation would have put it had the decision been known
 *   (`releasedStatus`: a registration still pending, a document still under review, else
 *   AWAITING_PAYMENT with its payment deadline counted from now as at creation: 30 minutes, an
 *   inbound card link's validity, none for the bank path);
 * - cancel: CANCELED (paper money CANCELLED) with what it held of the operational limit given
 *   back (the limit row locked, as the lifecycle does);
 * - analyse: MANUAL_ANALYSIS, for an operation held for the registration whose limit, reserved
 *   at the registration's approval, does not fit (nothing reserved).
 *
 * Each move is written to the decision trail and e-mails the customer through the outbox:
 * a card operation now payable gets the existing 'can now be paid' e-mail with its pay link.
 * @module
 */
import type { Kysely } from 'kysely';
import {
  inboundPaymentLinkExpiresAt,
  pixQrExpiresAt,
} from '../../../src/domain/operations/expiries';
import {
  cancelledStatus,
  releasedStatus,
  type PendingHolds,
  type ReleasedStatus,
} from '../../../src/domain/operations/held-release';
import { isPaidByCard } from '../../../src/domain/operations/inbound-payment';
import type { InboundPaymentMethod } from '../../../src/domain/operations/payment-methods';
import {
  createDecisionTrailRepository,
  type DecisionEntry,
} from '../../db/repositories/decision-trail-repository';
import {
  createInboundNoticeRepository,
  type InboundNoticeRecipient,
} from '../../db/repositories/inbound-notice-repository';
import { createRemittancePaymentRepository } from '../../db/repositories/remittance-payment-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import type { MailOutbox } from '../mail/mail-outbox';
import { moveTo } from '../remittances/remittance-lifecycle';
import type { ReservationNotices } from '../remittances/reservation-notices';
import { renderDecisionMail, type DecisionMail } from './decision-mail';

/** Who decides, and when. */
export interface Decider {
  id: number;
  name: string;
  now: Date;
}

/** What the moves need. */
export interface HeldOperationDeps {
  outbox: MailOutbox;
  notices: ReservationNotices;
  publicOrigin: string;
  /** An inbound card payment link's validity (the sandbox may shorten it). */
  linkValidityMs?: number;
}

/** The moves on a held operation. */
export interface HeldOperationSteps {
  /** Releases `row` (locked); `action` is APPROVE for a direct decision, else RELEASE. */
  release(
    trx: Kysely<Database>,
    row: RemittanceRow,
    holds: PendingHolds,
    decider: Decider,
    action: 'APPROVE' | 'RELEASE',
    reason: string | null,
  ): Promise<ReleasedStatus>;
  /** Moves `row` (locked, nothing reserved) to MANUAL_ANALYSIS: its limit did not fit. */
  analyse(trx: Kysely<Database>, row: RemittanceRow, decider: Decider): Promise<'MANUAL_ANALYSIS'>;
  /** Cancels `row` (locked); `action` is REJECT for a direct decision, else CANCEL. */
  cancel(
    trx: Kysely<Database>,
    row: RemittanceRow,
    decider: Decider,
    action: 'REJECT' | 'CANCEL',
    reason: string,
  ): Promise<string>;
}

/** The portal page of an operation (the customer's report). */
function operationPageUrl(origin: string, identifier: string, row: RemittanceRow): string {
  const base = `/${encodeURIComponent(identifier)}/app/reports`;
  const page =
    row.kind === 'PAPER_MONEY'
      ? `${base}/paper-money/show/${row.id}`
      : row.kind === 'INBOUND'
        ? `${base}/remittance/inbound/show/${row.id}`
        : `${base}/remittance/outbound/show/${row.id}`;
  return new URL(page, origin).toString();
}

/** Creates the moves. */
export function createHeldOperationSteps(deps: HeldOperationDeps): HeldOperationSteps {
  const { outbox, notices, publicOrigin } = deps;

  /** The payment deadline of an operation released to AWAITING_PAYMENT at `now`. */
  function deadlineOf(row: RemittanceRow, now: Date): Date | null {
    if (row.kind !== 'INBOUND') return new Date(pixQrExpiresAt(now.getTime()));
    const method = row.inbound_payment_method as InboundPaymentMethod | null;
    if (method === null || !isPaidByCard(method)) return null;
    return new Date(inboundPaymentLinkExpiresAt(now.getTime(), deps.linkValidityMs));
  }

  const payableByCard = (row: RemittanceRow) =>
    (row.kind === 'OUTBOUND' || row.kind === 'PAPER_MONEY') && row.payment_method === 'CREDIT_CARD';

  /**
   * Writes a move of `row` to the decision trail and e-mails the customer the decision that
   * `mail` renders for them (none when the operation has no recipient).
   */
  async function recordMove(
    trx: Kysely<Database>,
    row: RemittanceRow,
    decider: Decider,
    move: { action: DecisionEntry['action']; reason: string | null; to: string },
    mail: ((recipient: InboundNoticeRecipient) => DecisionMail) | null,
  ): Promise<void> {
    await createDecisionTrailRepository(trx).record({
      correspondentId: row.correspondent_id,
      recordKind: 'operations',
      recordId: row.id,
      operatorId: decider.id,
      operatorName: decider.name,
      action: move.action,
      reason: move.reason,
      statusBefore: row.status,
      statusAfter: move.to,
      at: decider.now,
    });
    if (mail === null) return;
    const recipient = await createInboundNoticeRepository(trx).recipientOf(row.id);
    if (recipient === undefined) return;
    await outbox.enqueue(
      renderDecisionMail(recipient.email, mail(recipient), recipient.locale, recipient.brand),
      trx,
    );
  }

  const pageOf = (recipient: InboundNoticeRecipient, row: RemittanceRow) =>
    operationPageUrl(publicOrigin, recipient.identifier, row);

  return {
    async release(trx, row, holds, decider, action, reason) {
      const to = releasedStatus(row.kind, holds);
      const payments = createRemittancePaymentRepository(trx);
      const deadline = to === 'AWAITING_PAYMENT' ? deadlineOf(row, decider.now) : null;
      await moveTo(payments, row, to, {
        at: decider.now,
        next: deadline,
        ...(to === 'AWAITING_PAYMENT' ? { paymentExpiresAt: deadline } : {}),
      });
      // A card operation now payable gets the existing 'can now be paid' e-mail, with the
      // link to pay by card, instead of the decision's.
      const byCard = to === 'AWAITING_PAYMENT' && payableByCard(row);
      await recordMove(
        trx,
        row,
        decider,
        { action, reason, to },
        byCard
          ? null
          : (recipient) => ({
              kind: 'operation-released',
              name: recipient.name,
              operationId: row.id,
              status: to,
              link: pageOf(recipient, row),
            }),
      );
      if (byCard) await notices.released(trx, row);
      return to;
    },

    async analyse(trx, row, decider) {
      const to = 'MANUAL_ANALYSIS';
      await moveTo(createRemittancePaymentRepository(trx), row, to, {
        at: decider.now,
        next: null,
      });
      await recordMove(trx, row, decider, { action: 'RELEASE', reason: null, to }, (recipient) => ({
        kind: 'operation-in-analysis',
        name: recipient.name,
        operationId: row.id,
        link: pageOf(recipient, row),
      }));
      return to;
    },

    async cancel(trx, row, decider, action, reason) {
      const to = cancelledStatus(row.kind);
      const payments = createRemittancePaymentRepository(trx);
      await payments.releaseReservation(row, decider.now);
      await moveTo(payments, row, to, { at: decider.now, next: null });
      await recordMove(trx, row, decider, { action, reason, to }, (recipient) => ({
        kind: 'operation-rejected',
        name: recipient.name,
        operationId: row.id,
        reason,
      }));
      return to;
    },
  };
}
