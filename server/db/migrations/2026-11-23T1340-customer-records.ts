/**
 * Migration: the customer record behind a user (spec platform §3 "Profile", "Legal person",
 * "Address", "Billing address"; issue 3). The registration payload's fields live on `users`;
 * saved addresses and billing addresses in their own tables, owned by one user each.
 * Amounts are integer BRL cents.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Adds the profile columns to `users`; creates `addresses` and `billing_addresses`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('nickname', 'text')
    .addColumn('profession', 'text')
    // Monthly income (individuals) or annual revenue (companies), BRL cents, as declared.
    .addColumn('income_cents', 'bigint', (col) => col.check(sql`income_cents > 0`))
    // Revenue as the compliance review assessed it, BRL cents.
    .addColumn('revenue_cents', 'bigint')
    // Companies: the main responsible person (spec §3 "personInCharge").
    .addColumn('person_in_charge_name', 'text')
    .addColumn('person_in_charge_email', 'text')
    .addColumn('person_in_charge_doc', 'text')
    // The partner who brought the customer (spec §6 "Partner/indicator").
    .addColumn('indicator_id', 'integer')
    .addColumn('wl_status', 'text')
    .addColumn('source', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('nickname', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('number', 'integer')
    .addColumn('complement', 'text')
    .addColumn('neighborhood', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull().defaultTo('BR'))
    // Digits only for a Brazilian CEP.
    .addColumn('zip_code', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('addresses_by_user').on('addresses').column('user_id').execute();
  // At most one default address per user.
  await sql`create unique index addresses_one_default on addresses (user_id) where is_default`.execute(
    db,
  );

  await db.schema
    .createTable('billing_addresses')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('number', 'integer')
    .addColumn('complement', 'text')
    .addColumn('neighborhood', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull().defaultTo('BR'))
    .addColumn('zip_code', 'text', (col) => col.notNull())
    // Storage key of the proof-of-address file.
    .addColumn('address_receipt', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('billing_addresses_by_user')
    .on('billing_addresses')
    .column('user_id')
    .execute();
}
