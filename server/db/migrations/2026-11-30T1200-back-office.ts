/**
 * Migration: the operator console, the back office that decides what the sandbox's name rules
 * decided alone until now (issue 20 "Operator console"; spec platform §4 "Compliance", §5
 * "Attachments"):
 *
 * - `operator_correspondents`: the correspondents each operator (a user whose `roles` include
 *   `OPERATOR`) serves; the console shows an operator only their records;
 * - `uploads.review_status` (PENDING / APPROVED / REJECTED) with who decided, when and why: the
 *   document-review port sets it when the file arrives; files that arrived before reviews
 *   existed were used under the old rules and are APPROVED;
 * - `back_office_decisions`: the append-only audit trail of every console decision (who, when,
 *   what record, why, the status before and after).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates the operators' scope, the uploads' review state and the decision trail. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_correspondents')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('operator_correspondents_pkey', ['user_id', 'correspondent_id'])
    .execute();

  await db.schema.alterTable('uploads').addColumn('review_status', 'text').execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('uploads').addColumn('reviewed_at', 'timestamptz').execute();
  await db.schema.alterTable('uploads').addColumn('review_reason', 'text').execute();
  await sql`update uploads set review_status = 'APPROVED' where uploaded_at is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('uploads_pending_review')
    .on('uploads')
    .column('id')
    .where(sql.ref('review_status'), '=', 'PENDING')
    .execute();

  await db.schema
    .createTable('back_office_decisions')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('correspondent_id', 'integer', (col) => col.references('correspondents.id'))
    // The queue's noun: registrations, documents, operations (limit-updates later).
    .addColumn('record_kind', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('operator_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('operator_name', 'text', (col) => col.notNull())
    // APPROVE, REJECT, or a consequence of another decision (RELEASE, CANCEL).
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('reason', 'text')
    .addColumn('status_before', 'text', (col) => col.notNull())
    .addColumn('status_after', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('back_office_decisions_by_record')
    .on('back_office_decisions')
    .columns(['record_kind', 'record_id', 'id'])
    .execute();
}
