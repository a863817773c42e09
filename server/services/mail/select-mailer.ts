/**
 * Chooses the outbox worker's transport from the configuration: SMTP through nodemailer when
 * `SMTP_URL` is set, otherwise, in sandbox mode only, the sandbox mailbox. Production without SMTP
 * is refused by `loadConfig`; an app built by hand that way gets a transport that fails every
 * delivery, so the e-mails stay in the outbox (and end FAILED) rather than being dropped
 * silently.
 * @module
 */
import type { Config } from '../../config';
import { MailDeliveryError } from './mail-delivery-error';
import type { Mailer } from './mailer';
import { createSandboxMailbox } from './sandbox-mailbox';
import { createSmtpMailer } from './smtp-mailer';

/** The mailer of `config`: SMTP when `smtpUrl` is set, the sandbox mailbox in sandbox mode. */
export function createMailer(config: Pick<Config, 'mode' | 'smtpUrl' | 'mailFrom'>): Mailer {
  if (config.smtpUrl !== undefined) {
    return createSmtpMailer({
      url: config.smtpUrl,
      from: config.mailFrom ?? 'no-reply@localhost',
    });
  }
  if (config.mode === 'sandbox') return createSandboxMailbox();
  return {
    kind: 'unconfigured',
    async send() {
      throw new MailDeliveryError('No SMTP_URL: production mode cannot send e-mail.');
    },
  };
}
