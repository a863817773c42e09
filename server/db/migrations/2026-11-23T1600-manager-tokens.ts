/**
 * Migration: manager tokens (spec operations §5.1 "Admin spread", §6.5): the codes a manager
 * gives an administrator so a quote may go below the correspondent's minimum spread. Only a hash
 * is stored (SHA-256 of the code), one row per code and correspondent; a code stops working when
 * revoked or past `expires_at`.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `manager_tokens`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('manager_tokens')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id').onDelete('cascade'),
    )
    // Hex SHA-256 of the code as typed (trimmed).
    .addColumn('token_hash', 'text', (col) =>
      col.notNull().check(sql`token_hash ~ '^[0-9a-f]{64}$'`),
    )
    // Who the code was given to, for the audit trail (never the code itself).
    .addColumn('label', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('manager_tokens_hash_per_correspondent', [
      'correspondent_id',
      'token_hash',
    ])
    .execute();
}
