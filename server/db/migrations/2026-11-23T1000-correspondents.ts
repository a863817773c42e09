/**
 * Migration: the `correspondents` table (spec platform §3 "Correspondent").
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `correspondents`. Forward-only: there is no `down`. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('correspondents')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    // Identifiers are URL segments: lowercase letters, digits and dashes, matched exactly.
    .addColumn('identifier', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`identifier ~ '^[a-z0-9][a-z0-9-]{0,63}$'`),
    )
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('address_number', 'integer', (col) => col.notNull())
    .addColumn('complement', 'text')
    .addColumn('neighborhood', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('country', 'text', (col) => col.notNull().defaultTo('Brasil'))
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('facebook', 'text')
    .addColumn('instagram', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('twitter', 'text')
    .addColumn('whatsapp', 'text')
    .addColumn('primary_color', 'text')
    .addColumn('secondary_color', 'text')
    .addColumn('tertiary_color', 'text')
    .addColumn('quartiary_color', 'text')
    .addColumn('is_paper_money_active', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_remittance_active', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_moneygram_active', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('credit_card_link_available', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('dynamic_pix_available', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('picpay_available', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ted_available', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('active_smiles', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('is_livelo_active', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('ga_account', 'text')
    .addColumn('gtm_account', 'text')
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('site_origins', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}
