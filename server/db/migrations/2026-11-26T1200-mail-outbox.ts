/**
 * Migration: `mail_messages` becomes the e-mail outbox (issue 13; design §4 "shared state").
 * A business action writes its e-mails here in its own transaction; the outbox worker
 * (`server/jobs/outbox-worker.ts`) sends them after commit and records the outcome, so a slow
 * SMTP server never holds an action's locks and a rolled-back action leaves no e-mail. The
 * sandbox mailbox keeps reading the same table (the rows the sandbox transport "sent").
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Adds the delivery state to `mail_messages`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_messages')
    // Which template (`verification-code`, `password-reset`…): what logs may name.
    .addColumn('kind', 'text', (col) => col.notNull().defaultTo('unknown'))
    .addColumn('locale', 'text')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING', 'SENT', 'FAILED')`),
    )
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The lease of the worker sending the row: no other worker takes it before this time.
    .addColumn('locked_until', 'timestamptz')
    // The error's name (and, for a delivery error, its content-free message): never the mail.
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'timestamptz')
    // `sandbox` or `smtp`: the sandbox mailbox lists only what the sandbox transport kept.
    .addColumn('sent_via', 'text')
    .execute();

  // Every e-mail stored before the outbox was already in the sandbox mailbox: sent there.
  await sql`update mail_messages set status = 'SENT', sent_at = created_at, sent_via = 'sandbox'`.execute(
    db,
  );
  await sql`alter table mail_messages alter column kind drop default`.execute(db);

  // What the worker claims: due pending rows, oldest first.
  await db.schema
    .createIndex('mail_messages_pending')
    .on('mail_messages')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
}
