/**
 * SQL of an inbound operation's e-mails (issue 16): whom to write to about an operation, in which
 * language, under which brand.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The reader of an operation's e-mails and what the e-mail names. */
export interface InboundNoticeRecipient {
  email: string;
  name: string;
  locale: 'pt-BR' | 'en-US';
  /** The correspondent's name (the e-mail's brand) and URL identifier. */
  brand: string;
  identifier: string;
}

/** A repository over `db` (the caller's transaction). */
export function createInboundNoticeRepository(db: Kysely<Database>) {
  return {
    /** The customer of the operation `remittanceId` and its correspondent. */
    async recipientOf(remittanceId: number): Promise<InboundNoticeRecipient | undefined> {
      return db
        .selectFrom('remittances')
        .innerJoin('users', 'users.id', 'remittances.user_id')
        .innerJoin('correspondents', 'correspondents.id', 'remittances.correspondent_id')
        .select([
          'users.email as email',
          'users.name as name',
          'users.locale as locale',
          'correspondents.name as brand',
          'correspondents.identifier as identifier',
        ])
        .where('remittances.id', '=', remittanceId)
        .executeTakeFirst();
    },
  };
}
