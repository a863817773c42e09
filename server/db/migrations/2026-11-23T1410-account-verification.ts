/**
 * Migration: what registration, invitations and password recovery keep (issue 3; design §4
 * "e-mail code"): each user's language for e-mails, the e-mail verification code (hashed, one
 * live code per user: 15 minutes, 5 tries, resent after 60 s) and the one-time account tokens
 * (set-password invitations, 7 days; password-reset links, 1 hour), stored as SHA-256 only.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Adds `users.locale`; creates `email_verification_codes` and `account_tokens`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    // The language of the e-mails sent to the user (spec platform §9 "Supported locales").
    .addColumn('locale', 'text', (col) =>
      col
        .notNull()
        .defaultTo('pt-BR')
        .check(sql`locale in ('pt-BR', 'en-US')`),
    )
    .execute();

  await db.schema
    .createTable('email_verification_codes')
    // One live code per user: a resend replaces it.
    .addColumn('user_id', 'integer', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    // The password hasher's scrypt form: a 6-digit code must not be read back from a dump.
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'timestamptz', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (col) =>
      col.notNull().check(sql`purpose in ('INVITATION', 'PASSWORD_RESET')`),
    )
    // SHA-256 (hex) of the random token sent by e-mail.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    // Password reset: the short-lived session the link opened (its PUT needs no current password).
    .addColumn('session_id', 'integer', (col) =>
      col.references('user_sessions.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createIndex('account_tokens_by_user')
    .on('account_tokens')
    .columns(['user_id', 'purpose'])
    .execute();
}
