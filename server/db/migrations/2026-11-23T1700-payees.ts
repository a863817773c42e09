/**
 * Migration: where an outbound remittance can go (spec operations §3.10–3.13, §7.7; issue 5):
 * a customer's beneficiaries abroad, bank accounts (the customer's own, inbound or abroad, and
 * each beneficiary's account abroad) and investment brokers. Each row is owned by one user; the
 * columns queries filter on are columns, the rest of the validated contract fields are kept as
 * `details` (jsonb, the contract's camelCase names).
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `beneficiaries`, `bank_accounts` and `investment_brokers`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('beneficiaries')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('direction', 'text', (col) =>
      col.notNull().check(sql`direction in ('INBOUND', 'OUTBOUND')`),
    )
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('person_type', 'text', (col) =>
      col.notNull().check(sql`person_type in ('physical', 'legal')`),
    )
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('details', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('beneficiaries_by_user')
    .on('beneficiaries')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('bank_accounts')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    // Set for a beneficiary's account; null for the customer's own accounts.
    .addColumn('beneficiary_id', 'integer', (col) =>
      col.references('beneficiaries.id').onDelete('cascade'),
    )
    .addColumn('direction', 'text', (col) =>
      col.notNull().check(sql`direction in ('INBOUND', 'OUTBOUND')`),
    )
    .addColumn('currency', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('details', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('bank_accounts_by_user')
    .on('bank_accounts')
    .column('user_id')
    .execute();
  // One account per beneficiary.
  await sql`create unique index bank_accounts_one_per_beneficiary on bank_accounts (beneficiary_id) where beneficiary_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('investment_brokers')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    // The identifier code the checkout's identifierCode section sets.
    .addColumn('bank_code', 'text')
    .addColumn('details', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('investment_brokers_by_user')
    .on('investment_brokers')
    .column('user_id')
    .execute();
}
