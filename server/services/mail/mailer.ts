/**
 * The mail port (conventions "Providers … are ports with a sandbox adapter and a real adapter
 * side by side"): the transport the outbox worker (`server/jobs/outbox-worker.ts`) delivers
 * queued e-mails through. The adapters implement it and `select-mailer.ts` chooses one, so this
 * module imports neither (no import cycle). Services never call a mailer: they queue in the
 * outbox (`mail-outbox.ts`) inside their transaction.
 * @module
 */
import type { Locale } from '../../../src/i18n';

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
