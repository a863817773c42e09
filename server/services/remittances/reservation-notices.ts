/**
 * The e-mails of an outbound or paper-money operation held for someone else than the customer
 * (spec operations §4.3, §4.4; issue 18), queued in the outbox inside the transaction of the
 * action they report (sent after commit, exactly once per action), in the customer's language,
 * signed by the correspondent:
 *
 * - created held (AWAITING_CURRENCY_AVAILABILITY, MANUAL_ANALYSIS, WAITING_DOCUMENT_APPROVAL,
 *   WAITING_REGISTRATION_APPROVAL): 'Reservation completed' with the §4.4 text of its status;
 *   paid by CREDIT_CARD, with the link to pay it (§4.4 "a history link to pay") — outbound
 *   `{PUBLIC_ORIGIN}/{identifier}/app/reports/remittance/outbound/show/{id}/payment`, paper
 *   money `{PUBLIC_ORIGIN}/{identifier}/app/reports/paper-money/show/{id}` (its page offers the
 *   card payment);
 * - a held card operation released to AWAITING_PAYMENT: it can now be paid, with the same link.
 *   Whatever releases it (an approval) calls {@link ReservationNotices.released} in its
 *   transaction; the lifecycle job does for the steps it takes.
 * @module
 */
import type { Kysely } from 'kysely';
import { formatMoney } from '../../../src/domain/money/money';
import { createInboundNoticeRepository } from '../../db/repositories/inbound-notice-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import type { MailOutbox } from '../mail/mail-outbox';
import { renderMail, type HeldStatus } from '../mail/templates';

const HELD: readonly string[] = [
  'AWAITING_CURRENCY_AVAILABILITY',
  'MANUAL_ANALYSIS',
  'WAITING_DOCUMENT_APPROVAL',
  'WAITING_REGISTRATION_APPROVAL',
] satisfies readonly HeldStatus[];

/** Whether `status` is one an operation is created held in (spec §4.4). */
export function isHeldStatus(status: string): status is HeldStatus {
  return HELD.includes(status);
}

/** Queues the e-mails of held operations. */
export interface ReservationNotices {
  /** The operation `row` was just created: e-mails 'Reservation completed' when it is held. */
  created(trx: Kysely<Database>, row: RemittanceRow): Promise<void>;
  /**
   * The held card operation `row` (as read before the change) was released to AWAITING_PAYMENT:
   * e-mails that it can now be paid. Anything else is no news and sends nothing.
   */
  released(trx: Kysely<Database>, row: RemittanceRow): Promise<void>;
}

/** The page a card operation is paid on (the portal's report page of the operation). */
export function cardPayPageUrl(
  publicOrigin: string,
  identifier: string,
  row: Pick<RemittanceRow, 'id' | 'kind'>,
): string {
  const base = `/${encodeURIComponent(identifier)}/app/reports`;
  const page =
    row.kind === 'PAPER_MONEY'
      ? `${base}/paper-money/show/${row.id}`
      : `${base}/remittance/outbound/show/${row.id}/payment`;
  return new URL(page, publicOrigin).toString();
}

/** Creates the notices over `outbox`; links are built on `publicOrigin`. */
export function createReservationNotices(deps: {
  outbox: MailOutbox;
  publicOrigin: string;
}): ReservationNotices {
  const { outbox, publicOrigin } = deps;
  const payable = (row: RemittanceRow) =>
    (row.kind === 'OUTBOUND' || row.kind === 'PAPER_MONEY') && row.payment_method === 'CREDIT_CARD';

  return {
    async created(trx, row) {
      if (row.kind !== 'OUTBOUND' && row.kind !== 'PAPER_MONEY') return;
      if (!isHeldStatus(row.status)) return;
      const to = await createInboundNoticeRepository(trx).recipientOf(row.id);
      if (to === undefined) return;
      await outbox.enqueue(
        renderMail(
          to.email,
          {
            kind: 'reservation-completed',
            status: row.status,
            name: to.name,
            operationId: row.id,
            payLink: payable(row) ? cardPayPageUrl(publicOrigin, to.identifier, row) : null,
          },
          to.locale,
          to.brand,
        ),
        trx,
      );
    },

    async released(trx, row) {
      if (!payable(row) || !isHeldStatus(row.status)) return;
      const to = await createInboundNoticeRepository(trx).recipientOf(row.id);
      if (to === undefined) return;
      await outbox.enqueue(
        renderMail(
          to.email,
          {
            kind: 'card-payment-available',
            name: to.name,
            operationId: row.id,
            amount: formatMoney(Number(row.total_brl_cents), 'BRL', to.locale),
            payLink: cardPayPageUrl(publicOrigin, to.identifier, row),
          },
          to.locale,
          to.brand,
        ),
        trx,
      );
    },
  };
}
