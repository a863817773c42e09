/**
 * The e-mails of an inbound operation (spec operations §4.4, §4.6; issue 16), queued in the
 * outbox inside the transaction of the action they report (conventions "Side effects inside a
 * transaction"), in the customer's language, signed by the correspondent:
 *
 * - created with a payment link: the link to the payer's hosted page
 *   (`{PUBLIC_ORIGIN}/{identifier}/inbound-payment-link/{linkToken}`) and its expiry;
 * - RECEIVED_INBOUND: the payer's money arrived (a card charge approved, at once or once
 *   processed, or the bank path's wire received);
 * - INBOUND_PAYMENT_LINK_EXPIRED: the link expired unpaid.
 * @module
 */
import type { Kysely } from 'kysely';
import { formatMoney } from '../../../src/domain/money/money';
import type { RemittanceStatus } from '../../../src/domain/operations/operation-status';
import { createInboundNoticeRepository } from '../../db/repositories/inbound-notice-repository';
import type { Database, RemittanceRow } from '../../db/schema';
import type { MailOutbox } from '../mail/mail-outbox';
import { renderMail } from '../mail/templates';

/** The time zone expiries are written in (the customer is in Brazil). */
const TIME_ZONE = 'America/Sao_Paulo';

/** Queues an inbound operation's e-mails. */
export interface InboundNotices {
  /** The new operation `row` has a usable payment link: e-mail it to the customer. */
  linkCreated(trx: Kysely<Database>, row: RemittanceRow): Promise<void>;
  /** The inbound operation `row` entered `status`: e-mail the customer when it is news to them. */
  entered(trx: Kysely<Database>, row: RemittanceRow, status: RemittanceStatus): Promise<void>;
}

/** The hosted payer page of a link (design §1). */
export function payerPageUrl(publicOrigin: string, identifier: string, linkToken: string): string {
  const page = `/${encodeURIComponent(identifier)}/inbound-payment-link/${encodeURIComponent(linkToken)}`;
  return new URL(page, publicOrigin).toString();
}

/** When, for a reader in `locale`: "27/11/2026 22:45 (horário de Brasília)". */
function formatDeadline(at: Date, locale: 'pt-BR' | 'en-US'): string {
  const text = new Intl.DateTimeFormat(locale, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(at);
  return `${text} (${locale === 'pt-BR' ? 'horário de Brasília' : 'Brasília time'})`;
}

/** Creates the notices over `outbox`; links are built on `publicOrigin`. */
export function createInboundNotices(deps: {
  outbox: MailOutbox;
  publicOrigin: string;
}): InboundNotices {
  const { outbox, publicOrigin } = deps;

  /** The amount the payer sends, as the reader writes money. */
  const amountOf = (row: RemittanceRow, locale: 'pt-BR' | 'en-US') =>
    formatMoney(Number(row.foreign_amount_minor), row.currency, locale);

  return {
    async linkCreated(trx, row) {
      if (row.kind !== 'INBOUND' || row.link_token === null || row.payment_expires_at === null) {
        return;
      }
      if (row.status !== 'AWAITING_PAYMENT') return;
      const to = await createInboundNoticeRepository(trx).recipientOf(row.id);
      if (to === undefined) return;
      await outbox.enqueue(
        renderMail(
          to.email,
          {
            kind: 'inbound-payment-link',
            name: to.name,
            operationId: row.id,
            amount: amountOf(row, to.locale),
            link: payerPageUrl(publicOrigin, to.identifier, row.link_token),
            expiresAt: formatDeadline(new Date(row.payment_expires_at), to.locale),
          },
          to.locale,
          to.brand,
        ),
        trx,
      );
    },

    async entered(trx, row, status) {
      if (row.kind !== 'INBOUND') return;
      const kind =
        status === 'RECEIVED_INBOUND'
          ? 'inbound-payment-received'
          : status === 'INBOUND_PAYMENT_LINK_EXPIRED'
            ? 'inbound-payment-link-expired'
            : undefined;
      if (kind === undefined) return;
      const to = await createInboundNoticeRepository(trx).recipientOf(row.id);
      if (to === undefined) return;
      await outbox.enqueue(
        renderMail(
          to.email,
          { kind, name: to.name, operationId: row.id, amount: amountOf(row, to.locale) },
          to.locale,
          to.brand,
        ),
        trx,
      );
    },
  };
}
