/**
 * The e-mail outbox (issue 13; conventions "Side effects inside a transaction"): what the
 * services call to send an e-mail. `enqueue(mail, trx)` writes the e-mail in the business
 * action's own transaction, so it exists exactly when the action committed; the outbox worker
 * (`server/jobs/outbox-worker.ts`) delivers it afterwards. A slow or failing SMTP server thus
 * neither holds the action's locks nor fails it.
 * @module
 */
import type { Kysely } from 'kysely';
import { createMailMessageRepository } from '../../db/repositories/mail-message-repository';
import type { Database } from '../../db/schema';
import type { Clock } from '../clock';
import type { OutgoingMail } from './mailer';

/** Queues e-mails for delivery after commit. */
export interface MailOutbox {
  /**
   * Queues `mail` in `trx`, the transaction of the action it belongs to (on the database itself
   * when there is none): a rolled-back action leaves no e-mail.
   */
  enqueue(mail: OutgoingMail, trx?: Kysely<Database>): Promise<void>;
  /** The sandbox mailbox: e-mails to `to` the sandbox transport delivered, newest first. */
  sandboxMailbox(to: string): Promise<SandboxMail[]>;
}

/** One e-mail of the sandbox mailbox. */
export interface SandboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** ISO 8601. */
  createdAt: string;
}

/** Options of {@link createMailOutbox}. */
export interface MailOutboxDeps {
  db: Kysely<Database>;
  clock: Clock;
  /**
   * Called after each enqueue (the worker's nudge). It cannot know when the transaction commits,
   * so it only hastens delivery; the worker's poll is what guarantees it.
   */
  onEnqueued?: () => void;
}

/** Creates the outbox over `db`. */
export function createMailOutbox({ db, clock, onEnqueued }: MailOutboxDeps): MailOutbox {
  return {
    async sandboxMailbox(to) {
      const rows = await createMailMessageRepository(db).listSandboxSentTo(to);
      return rows.map((row) => ({
        id: row.id,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        createdAt: new Date(row.created_at).toISOString(),
      }));
    },
    async enqueue(mail, trx) {
      await createMailMessageRepository(trx ?? db).enqueue(
        { ...mail, locale: mail.locale ?? null },
        clock(),
      );
      onEnqueued?.();
    },
  };
}
