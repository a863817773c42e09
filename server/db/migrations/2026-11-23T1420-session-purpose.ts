/**
 * Migration: what a session may be used for. A password-reset link opens a session whose
 * tokens travel in a URL (devise-token-auth style); it must set the new password and nothing
 * else, so it is marked `PASSWORD_RESET` and the auth plugin ignores it on every other route.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Adds `user_sessions.purpose`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('user_sessions')
    .addColumn('purpose', 'text', (col) =>
      col
        .notNull()
        .defaultTo('SIGN_IN')
        .check(sql`purpose in ('SIGN_IN', 'PASSWORD_RESET')`),
    )
    .execute();
}
