/**
 * Migration: impersonation (design §4 "impersonation"). An admin creates a one-time,
 * short-lived token for a customer (only its SHA-256 is stored); exchanging it opens a session
 * of the customer with `user_sessions.impersonated_by` set. Every request of such a session is
 * written to `audit_events` with the admin's id.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `impersonation_tokens` and `audit_events`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('impersonation_tokens')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    // The customer to act as.
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // The admin who created it.
    .addColumn('created_by', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    // The session the exchange opened.
    .addColumn('session_id', 'integer', (col) =>
      col.references('user_sessions.id').onDelete('set null'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // No foreign keys: the trail outlives the users and sessions it names.
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    // The session's user (the customer acted as).
    .addColumn('user_id', 'integer', (col) => col.notNull())
    // The admin behind the session.
    .addColumn('impersonated_by', 'integer', (col) => col.notNull())
    .addColumn('session_id', 'integer')
    // The `correspondent_id` header of the request (0 when absent).
    .addColumn('correspondent_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('method', 'text', (col) => col.notNull())
    // The route pattern (`/api/customers/v1/physicals/:cpf/addresses/:id`).
    .addColumn('route', 'text', (col) => col.notNull())
    // The path as requested, without its query string.
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('status_code', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('audit_events_by_admin')
    .on('audit_events')
    .columns(['impersonated_by', 'created_at'])
    .execute();
  await db.schema
    .createIndex('audit_events_by_user')
    .on('audit_events')
    .columns(['user_id', 'created_at'])
    .execute();
}
