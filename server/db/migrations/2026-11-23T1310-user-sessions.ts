/**
 * Migration: sign-in sessions, one row per user and client (design §4 "token protocol"). Only
 * the SHA-256 of an access token is stored; the previous token's hash is kept for a few seconds
 * after a rotation so requests already in flight with it still pass.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `user_sessions`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_sessions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // Random per sign-in; the lookup key of every authenticated request.
    .addColumn('client_id', 'text', (col) => col.notNull().unique())
    .addColumn('token_hash', 'text', (col) => col.notNull())
    .addColumn('previous_token_hash', 'text')
    .addColumn('previous_valid_until', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('impersonated_by', 'integer', (col) =>
      col.references('users.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createIndex('user_sessions_by_user')
    .on('user_sessions')
    .column('user_id')
    .execute();
}
