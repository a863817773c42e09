/**
 * The sandbox mail adapter (design §4 "sandbox helpers"): e-mails are kept in `mail_messages`
 * instead of leaving the machine, to be read at `GET /api/sandbox/mailbox?to=…`. Written in the
 * caller's transaction, so an e-mail exists exactly when the action that sent it committed.
 * @module
 */
import type { Kysely } from 'kysely';
import { createMailMessageRepository } from '../../db/repositories/mail-message-repository';
import type { Database } from '../../db/schema';
import type { Mailer } from './mailer';

/** A mailer that writes into the sandbox mailbox. */
export function createSandboxMailbox(db: Kysely<Database>): Mailer {
  return {
    kind: 'sandbox',
    async send(mail, trx) {
      await createMailMessageRepository(trx ?? db).insert(mail);
    },
  };
}
