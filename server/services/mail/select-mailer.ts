/**
 * Chooses the mailer from the configuration: SMTP through nodemailer when `SMTP_URL` is set,
 * otherwise, in sandbox mode only, the sandbox mailbox in the database. Production without SMTP
 * is refused by `loadConfig`; an app built by hand that way gets a mailer that fails every send,
 * so no e-mail is ever dropped silently.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { MailDeliveryError } from './mail-delivery-error';
import type { Mailer } from './mailer';
import { createSandboxMailbox } from './sandbox-mailbox';
import { createSmtpMailer } from './smtp-mailer';

/** The mailer of `config`: SMTP when `smtpUrl` is set, the sandbox mailbox in sandbox mode. */
export function createMailer(
  config: Pick<Config, 'mode' | 'smtpUrl' | 'mailFrom'>,
  db: Kysely<Database>,
): Mailer {
  if (config.smtpUrl !== undefined) {
    return createSmtpMailer({
      url: config.smtpUrl,
      from: config.mailFrom ?? 'no-reply@localhost',
    });
  }
  if (config.mode === 'sandbox') return createSandboxMailbox(db);
  return {
    kind: 'unconfigured',
    async send() {
      throw new MailDeliveryError('No SMTP_URL: production mode cannot send e-mail.');
    },
  };
}
