/**
 * The mail port (conventions "Providers … are ports with a sandbox adapter and a real adapter
 * side by side"): what the account services call to send an e-mail. The adapters implement it
 * and `select-mailer.ts` chooses one, so this module imports neither (no import cycle).
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

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
