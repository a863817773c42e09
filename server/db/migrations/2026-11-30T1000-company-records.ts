/**
 * Migration: what the company record still lacked (spec platform §3 "Legal person",
 * "Capital/financial limit", "Identity document"; §4 "Operational limit", "Compliance"; issue 20).
 *
 * - `users.limit_email_at_50/85/100`: the company's `notificationStatus.operationalLimit.email`
 *   switches, on by default: whether the 50%, 85% and 100% limit e-mails are sent;
 * - `operational_limits.limit_days`: the days a company's capital/financial limit covers
 *   (`limitDays`); a company's capital limit is its row of `operational_limits`, so checkout
 *   reserves it, and cancellation releases it, under the same row lock as an individual's;
 * - `company_documents`, `company_document_versions`, `company_document_files`: the company's
 *   identity documents, each type with its versions (`approved` null while under review), each
 *   version with its files `{key, side}` (uploads of the company's own).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Adds the switches, the limit's days and the document tables. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['limit_email_at_50', 'limit_email_at_85', 'limit_email_at_100']) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'boolean', (col) => col.notNull().defaultTo(true))
      .execute();
  }
  await db.schema
    .alterTable('operational_limits')
    .addColumn('limit_days', 'integer', (col) => col.check(sql`limit_days >= 0`))
    .execute();

  await db.schema
    .createTable('company_documents')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('document_type', 'text', (col) => col.notNull())
    .addColumn('document_values', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('company_documents_type_unique', ['user_id', 'document_type'])
    .execute();

  await db.schema
    .createTable('company_document_versions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('document_id', 'integer', (col) =>
      col.notNull().references('company_documents.id').onDelete('cascade'),
    )
    // Null while under review; the decision is the back office's.
    .addColumn('approved', 'boolean')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('company_document_versions_document')
    .on('company_document_versions')
    .column('document_id')
    .execute();

  await db.schema
    .createTable('company_document_files')
    .addColumn('version_id', 'integer', (col) =>
      col.notNull().references('company_document_versions.id').onDelete('cascade'),
    )
    .addColumn('side', 'text', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('company_document_files_pkey', ['version_id', 'side'])
    .execute();
}
