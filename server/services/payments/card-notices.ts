/**
 * The e-mails of a credit-card payment (issue 18, spec operations §4.5): under review ('you will
 * hear by e-mail within 4 hours'), then its settlement (approved, refunded, refused), in the
 * customer's language, written to the outbox in the caller's transaction (sent after commit).
 * @module
 */
import type { Kysely } from 'kysely';
import { formatMoney } from '../../../src/domain/money/money';
import { createInboundNoticeRepository } from '../../db/repositories/inbound-notice-repository';
import type { Database } from '../../db/schema';
import type { MailOutbox } from '../mail/mail-outbox';
import { renderMail } from '../mail/templates';

/** The results a card payment e-mails. */
export type NotifiedCardResult = 'UNDER_REVIEW' | 'APPROVED' | 'REFUNDED' | 'REFUSED';

/** Queues card-payment e-mails. */
export interface CardNotices {
  /** E-mails the customer of operation `remittanceId` the card payment's `result`. */
  notify(
    trx: Kysely<Database>,
    remittanceId: number,
    result: NotifiedCardResult,
    totalCents: number,
  ): Promise<void>;
}

/** Creates the card-payment e-mails over the outbox. */
export function createCardNotices(deps: { outbox: MailOutbox }): CardNotices {
  return {
    async notify(trx, remittanceId, result, totalCents) {
      const to = await createInboundNoticeRepository(trx).recipientOf(remittanceId);
      if (to === undefined) return;
      await deps.outbox.enqueue(
        renderMail(
          to.email,
          {
            kind: 'card-payment',
            result,
            name: to.name,
            operationId: remittanceId,
            amount: formatMoney(totalCents, 'BRL', to.locale),
          },
          to.locale,
          to.brand,
        ),
        trx,
      );
    },
  };
}
