/**
 * The real mail adapter: SMTP through nodemailer, one pooled transport per process. Nodemailer's
 * own logger stays off, so neither the codes nor the links in the bodies reach a log; a refused
 * delivery surfaces as a {@link MailDeliveryError} without the message's content.
 * @module
 */
import nodemailer from 'nodemailer';
import { MailDeliveryError } from './mail-delivery-error';
import type { Mailer } from './mailer';

/** Options of {@link createSmtpMailer}. */
export interface SmtpMailerOptions {
  /** `smtp://user:pass@host:587` or `smtps://…:465`. */
  url: string;
  /** The sender, e.g. `Demo Câmbio <no-reply@cambio.example>`. */
  from: string;
}

/** An SMTP mailer. */
export function createSmtpMailer({ url, from }: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(url);
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
