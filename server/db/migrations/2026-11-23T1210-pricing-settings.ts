/**
 * Migration: what each correspondent prices with, changeable without a deploy (issue 4): its
 * spreads, minimum spread, bank fee and quote validity (`pricing_settings`), the bounds of each
 * remittance currency (`remittance_currencies`, spec operations §3.1 minValue / maxValue) and, per
 * agent selling banknotes, the bounds and notes of each paper-money currency
 * (`paper_money_currencies`, minToSell / maxToSell / multiples). Amounts are integer minor units
 * of their currency; spreads are basis points.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates the three tables. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('pricing_settings')
    .addColumn('correspondent_id', 'integer', (col) =>
      col.primaryKey().references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('remittance_spread_bp', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(200)
        .check(sql`remittance_spread_bp between 0 and 9999`),
    )
    .addColumn('paper_money_spread_bp', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(400)
        .check(sql`paper_money_spread_bp between 0 and 9999`),
    )
    .addColumn('minimum_spread_bp', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(50)
        .check(sql`minimum_spread_bp between 0 and 9999`),
    )
    .addColumn('remittance_bank_fee_cents', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`remittance_bank_fee_cents >= 0`),
    )
    // Design §4: quotes are valid for 5 minutes unless the correspondent says otherwise.
    .addColumn('quote_validity_seconds', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(300)
        .check(sql`quote_validity_seconds between 10 and 86400`),
    )
    .addColumn('remittance_provider', 'text', (col) => col.notNull().defaultTo('SANDBOX'))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('remittance_currencies')
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('min_value', 'bigint', (col) => col.notNull().check(sql`min_value >= 0`))
    .addColumn('max_value', 'bigint', (col) => col.check(sql`max_value >= min_value`))
    .addPrimaryKeyConstraint('remittance_currencies_pk', ['correspondent_id', 'currency'])
    .execute();

  await db.schema
    .createTable('paper_money_currencies')
    .addColumn('agent_id', 'integer', (col) =>
      col.notNull().references('agents.id').onDelete('cascade'),
    )
    .addColumn('currency', 'text', (col) => col.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('min_to_sell', 'bigint', (col) => col.notNull().check(sql`min_to_sell >= 0`))
    .addColumn('max_to_sell', 'bigint', (col) => col.check(sql`max_to_sell >= min_to_sell`))
    // Banknote values in major units of the currency (spec operations §3.1 multiples).
    .addColumn('multiples', sql`integer[]`, (col) =>
      col.notNull().check(sql`cardinality(multiples) > 0 and 0 < all(multiples)`),
    )
    .addPrimaryKeyConstraint('paper_money_currencies_pk', ['agent_id', 'currency'])
    .execute();
}
