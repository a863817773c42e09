/**
 * Migration: receiving money from abroad by wire, and failing an inbound operation (spec
 * operations §2.5, §4.3, §7.3; issue 16).
 *
 * - `receiving_banks`: where a correspondent receives the foreign payer's wire (the bank path,
 *   and the instructions beside a payment link), one row per correspondent, or the platform's
 *   own (correspondent_id null) for every correspondent without one. Its columns fill the SWIFT
 *   fields of the receipt instructions: 56 (the intermediary bank: BIC, name, address, and the
 *   beneficiary bank's account there), 57 (the beneficiary bank: BIC, name, address) and 59 (the
 *   correspondent's account at it: number, holder, address). `sandbox` marks rows that stand for
 *   no real account, and the instructions say so.
 * - `remittances.failed_reason`: why an operation was marked failed (the `PUT …/fail` call's
 *   `failedReason`, or the charge path's '[<provider>] Falha ao criar cobrança…').
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `receiving_banks` and adds `remittances.failed_reason`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receiving_banks')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('correspondent_id', 'integer', (col) =>
      col.references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('intermediary_swift', 'text')
    .addColumn('intermediary_name', 'text')
    .addColumn('intermediary_address', 'text')
    .addColumn('intermediary_account', 'text')
    .addColumn('bank_swift', 'text', (col) => col.notNull())
    .addColumn('bank_name', 'text', (col) => col.notNull())
    .addColumn('bank_address', 'text', (col) => col.notNull())
    .addColumn('account_number', 'text', (col) => col.notNull())
    .addColumn('holder_name', 'text', (col) => col.notNull())
    .addColumn('holder_address', 'text', (col) => col.notNull())
    .addColumn('sandbox', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // One row per correspondent, and one platform row (null) at most.
  await sql`
    create unique index receiving_banks_correspondent
        on receiving_banks (coalesce(correspondent_id, 0))
  `.execute(db);
  await db.schema.alterTable('remittances').addColumn('failed_reason', 'text').execute();
}
