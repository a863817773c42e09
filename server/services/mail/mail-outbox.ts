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
    async enqueue(mail, trx) {
      await createMailMessageRepository(trx ?? db).enqueue(
        { ...mail, locale: mail.locale ?? null },
        clock(),
      );
      onEnqueued?.();
    },
  };
}
