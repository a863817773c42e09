/**
 * SQL of `mail_messages`, the sandbox mailbox.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, MailMessagesTable } from '../schema';

/** A stored e-mail. */
export type MailMessageRow = Selectable<MailMessagesTable>;

/** Most messages one mailbox read answers. */
export const MAILBOX_PAGE_SIZE = 50;

/** Reads and writes the sandbox mailbox. */
export interface MailMessageRepository {
  insert(mail: { to: string; subject: string; text: string; html: string }): Promise<void>;
  /** The newest {@link MAILBOX_PAGE_SIZE} messages to `to` (compared lowercase), newest first. */
  listTo(to: string): Promise<MailMessageRow[]>;
}

/** A mailbox repository over `db` (or a transaction). */
export function createMailMessageRepository(db: Kysely<Database>): MailMessageRepository {
  return {
    async insert(mail) {
      await db
        .insertInto('mail_messages')
        .values({
          to_address: mail.to.trim().toLowerCase(),
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
        })
        .execute();
    },
    async listTo(to) {
      return db
        .selectFrom('mail_messages')
        .selectAll()
        .where('to_address', '=', to.trim().toLowerCase())
        .orderBy('id', 'desc')
        .limit(MAILBOX_PAGE_SIZE)
        .execute();
    },
  };
}
