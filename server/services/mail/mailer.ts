/**
 * The mail port (conventions "Providers … are ports with a sandbox adapter and a real adapter
 * side by side"): what the account services call to send an e-mail, and the choice of adapter
 * from the configuration — SMTP through nodemailer when `SMTP_URL` is set, otherwise, in sandbox
 * mode only, the sandbox mailbox in the database. Production without SMTP is refused by
 * `loadConfig`; an app built by hand that way gets a mailer that fails every send, so no e-mail
 * is ever dropped silently.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { MailDeliveryError } from './mail-delivery-error';
import { createSandboxMailbox } from './sandbox-mailbox';
import { createSmtpMailer } from './smtp-mailer';

/** One e-mail, ready to send: both a plain-text and an HTML body. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mails. */
export interface Mailer {
  /** `smtp` or `sandbox`: where the e-mails go (the startup banner and docs say which). */
  readonly kind: 'smtp' | 'sandbox' | 'unconfigured';
  /**
   * Sends `mail`. `trx` is the transaction of the business action the e-mail belongs to: the
   * sandbox mailbox writes in it (so a rolled-back registration leaves no e-mail behind); SMTP
   * sends at once. A failure throws, so the caller's transaction rolls back.
   */
  send(mail: OutgoingMail, trx?: Kysely<Database>): Promise<void>;
}

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
