/**
 * Migration: the sandbox mailbox (design §4 "sandbox helpers", issue 3). In sandbox mode without
 * `SMTP_URL` every e-mail the platform sends is kept here, readable at
 * `GET /api/sandbox/mailbox?to=…`; production mode never writes to it.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `mail_messages`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_messages')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    // Stored lowercase, as the mailbox is read by address.
    .addColumn('to_address', 'text', (col) =>
      col.notNull().check(sql`to_address = lower(to_address)`),
    )
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createIndex('mail_messages_by_recipient')
    .on('mail_messages')
    .columns(['to_address', 'id'])
    .execute();
}
