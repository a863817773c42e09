/**
 * Migration: limit-increase requests (spec platform §3 "Limit-increase request", §4, §7 "Limit
 * updates"; issue 20).
 *
 * - `limit_update_requests`: one request of a customer under the correspondent it was sent
 *   through, with the limit asked for (USD cents), the limit it had then, the free-text
 *   `origin`, its status (PENDING, APPROVED, REJECTED) and, once decided, the approved limit, the
 *   reason, who decided and when. The `Idempotency-Key` of its creation and the body's hash are
 *   kept on the row (a retry answers it; another body under the key is refused). A partial
 *   unique index keeps at most one PENDING request per customer, whatever races.
 * - `limit_update_attachments`: its files, each an upload key of the customer's with the step
 *   (`attachment_type`) and the document type it proves.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates the two tables. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('limit_update_requests')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id'),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('PENDING')
        .check(sql`status in ('PENDING', 'APPROVED', 'REJECTED')`),
    )
    .addColumn('requested_limit_usd_cents', 'bigint', (col) =>
      col.notNull().check(sql`requested_limit_usd_cents > 0`),
    )
    .addColumn('limit_at_request_usd_cents', 'bigint', (col) => col.notNull())
    .addColumn('origin', 'text', (col) => col.notNull())
    .addColumn('idempotency_key', 'text', (col) => col.notNull())
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('approved_limit_usd_cents', 'bigint')
    .addColumn('decision_reason', 'text')
    .addColumn('decided_by', 'integer', (col) => col.references('users.id'))
    .addColumn('decided_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('limit_update_requests_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('limit_update_requests_one_pending')
    .on('limit_update_requests')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
  await db.schema
    .createIndex('limit_update_requests_owner')
    .on('limit_update_requests')
    .columns(['user_id', 'correspondent_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('limit_update_attachments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('request_id', 'integer', (col) =>
      col.notNull().references('limit_update_requests.id'),
    )
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('attachment_type', 'text', (col) => col.notNull())
    .addColumn('proof_document_type', 'text', (col) => col.notNull())
    .addColumn('upload_key', 'text', (col) => col.notNull())
    .addUniqueConstraint('limit_update_attachments_position', ['request_id', 'position'])
    .execute();
}
