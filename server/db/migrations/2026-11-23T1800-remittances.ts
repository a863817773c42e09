/**
 * Migration: remittance operations (spec operations §3.16–3.17, §4.1; issue 5 "Operation and
 * payment (server)"): `remittances` (one row per operation, amounts in integer minor units —
 * the foreign amount in the currency's minor units, the BRL total in cents, the USD equivalent
 * in cents for the operational limit, and what was reserved on the limit), `remittance_events`
 * (every status an operation entered, with its time) and `idempotency_keys` (a creation's
 * `Idempotency-Key` per user, the hash of the request it came with and the operation it made).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `remittances`, `remittance_events` and `idempotency_keys`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remittances')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id'),
    )
    .addColumn('quote_id', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('OUTBOUND', 'INBOUND')`))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('purpose_code', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    // The foreign amount in the currency's minor units.
    .addColumn('foreign_amount_minor', 'bigint', (col) => col.notNull())
    // What the customer pays, BRL cents.
    .addColumn('total_brl_cents', 'bigint', (col) => col.notNull())
    // The foreign amount in USD cents at mid-market (the operational limit's unit).
    .addColumn('usd_cents', 'bigint', (col) => col.notNull())
    // What this operation holds of the limit (0 when over it: manual analysis).
    .addColumn('reserved_usd_cents', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`reserved_usd_cents >= 0`),
    )
    .addColumn('limit_period', 'text')
    .addColumn('beneficiary_id', 'integer', (col) =>
      col.references('beneficiaries.id').onDelete('set null'),
    )
    .addColumn('account_id', 'integer', (col) =>
      col.references('bank_accounts.id').onDelete('set null'),
    )
    .addColumn('broker_id', 'integer', (col) =>
      col.references('investment_brokers.id').onDelete('set null'),
    )
    .addColumn('partner_id', 'integer')
    .addColumn('payment_method', 'text', (col) => col.notNull())
    .addColumn('inbound_payment_method', 'text')
    // Spec §3.20 purpose data (type, description, attachment, tribute, totalValue).
    .addColumn('purpose_data', 'jsonb', (col) => col.notNull())
    // The uploaded documents' keys.
    .addColumn('documents', 'jsonb', (col) => col.notNull())
    // The quote's answer as priced (rates, taxes), for the detail.
    .addColumn('quotation', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('remittances_by_user')
    .on('remittances')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('remittance_events')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('remittance_id', 'integer', (col) =>
      col.notNull().references('remittances.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('remittance_events_by_remittance')
    .on('remittance_events')
    .columns(['remittance_id', 'at'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', (col) => col.notNull())
    // Hex SHA-256 of the canonical request body.
    .addColumn('request_hash', 'text', (col) => col.notNull())
    .addColumn('remittance_id', 'integer', (col) =>
      col.references('remittances.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute();
}
