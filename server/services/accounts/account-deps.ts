/**
 * What the account services (registration, e-mail confirmation, invitations, passwords) share:
 * the database, the password hasher, the e-mail outbox, the clock, the compliance review and the
 * platform's public origin, plus the one-time token helpers.
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Locale } from '../../../src/i18n';
import type { Database } from '../../db/schema';
import type { ComplianceProvider } from '../../providers/compliance/compliance-provider';
import type { Clock } from '../clock';
import type { MailOutbox } from '../mail/mail-outbox';
import type { PasswordHasher } from '../auth/password-hasher';

/** Dependencies of the account services. */
export interface AccountDeps {
  db: Kysely<Database>;
  hasher: PasswordHasher;
  /** Where the services queue their e-mails, in the transaction of the action they follow. */
  outbox: MailOutbox;
  clock: Clock;
  compliance: ComplianceProvider;
  /** `PUBLIC_ORIGIN`: links in e-mails start with it. */
  publicOrigin: string;
}

/** Who a request acts for, as the e-mails name it. */
export interface MailContext {
  /** The correspondent's name, signing the e-mail. */
  brand: string;
  /** The correspondent's URL identifier, for links into its portal area. */
  identifier?: string;
  /** The caller's language (registration stores it as the user's). */
  locale: Locale;
}

/** A new random one-time token (32 bytes, base64url): what an e-mailed link carries. */
export function newOneTimeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a one-time token: its SHA-256, hex. */
export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
