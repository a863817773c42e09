/**
 * The mail port (conventions "Providers … are ports with a sandbox adapter and a real adapter
 * side by side"): the transport the outbox worker (`server/jobs/outbox-worker.ts`) delivers
 * queued e-mails through, and the choice of adapter from the configuration — SMTP through
 * nodemailer when `SMTP_URL` is set, otherwise, in sandbox mode only, the sandbox mailbox.
 * Production without SMTP is refused by `loadConfig`; an app built by hand that way gets a
 * transport that fails every delivery, so the e-mails stay in the outbox (and end FAILED) rather
 * than being dropped silently. Services never call a mailer: they queue in the outbox
 * (`mail-outbox.ts`) inside their transaction.
 * @module
 */
import type { Config } from '../../config';
import type { Locale } from '../../../src/i18n';
import { MailDeliveryError } from './mail-delivery-error';
import { createSandboxMailbox } from './sandbox-mailbox';
import { createSmtpMailer } from './smtp-mailer';

/** One e-mail, ready to send: both a plain-text and an HTML body. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The template it was rendered from (`verification-code`…): the only thing logs name. */
  kind: string;
  locale?: Locale;
}

/** Delivers e-mails (called by the outbox worker, outside any transaction). */
export interface Mailer {
  /** `smtp` or `sandbox`: where the e-mails go (the startup banner and docs say which). */
  readonly kind: 'smtp' | 'sandbox' | 'unconfigured';
  /** Delivers `mail`; a failure throws (the worker retries later). */
  send(mail: OutgoingMail): Promise<void>;
}

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
