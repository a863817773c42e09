/**
 * Migration: the hashes of each user's passwords, so a change can refuse the last five
 * (spec platform §5 "Password", issue 3).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `password_history`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_history')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createIndex('password_history_by_user')
    .on('password_history')
    .columns(['user_id', 'created_at'])
    .execute();
}
