/**
 * The real mail adapter: SMTP through nodemailer, one pooled transport per process. Nodemailer's
 * own logger stays off, so neither the codes nor the links in the bodies reach a log; a refused
 * delivery surfaces as a {@link MailDeliveryError} without the message's content.
 * @module
 */
import nodemailer from 'nodemailer';
import { MailDeliveryError } from './mail-delivery-error';
import type { Mailer } from './mailer';

/** Longest wait for the SMTP server to accept the connection and greet. */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
/** Longest silence of the SMTP server during a delivery. */
export const SMTP_SOCKET_TIMEOUT_MS = 30_000;

/** Options of {@link createSmtpMailer}. */
export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`. */
  url: string;
  /** The sender, e.g. `Demo Câmbio <no-reply@cambio.example>`. */
  from: string;
}

/** An SMTP mailer. */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer {
  // Bounded waits (nodemailer's defaults go up to 10 minutes): a send must end well inside the
  // outbox worker's lease on the row (`OUTBOX_LEASE_MS`), or another worker could take it again.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
      } catch (error) {
        // Only the SMTP reply code travels on: the error may quote the message it refused.
        const code =
          typeof error === 'object' && error !== null && 'responseCode' in error
            ? String((error as { responseCode: unknown }).responseCode)
            : 'unknown';
        throw new MailDeliveryError(`SMTP delivery failed (response ${code}).`);
      }
    },
  };
}
