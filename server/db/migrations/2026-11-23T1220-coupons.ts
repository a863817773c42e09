/**
 * Migration: discount coupons per correspondent (spec operations §1 "Discount coupons", §3.7).
 * AMOUNT coupons take `amount_cents` off; PERCENTAGE coupons take `basis_points` of the exchange
 * value, at most `max_discount_cents` when set.
 * @module
 */
import { sql, type Kysely } from 'kysely';

/** Creates `coupons`. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('coupons')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('correspondent_id', 'integer', (col) =>
      col.notNull().references('correspondents.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (col) => col.notNull().check(sql`code ~ '^[A-Z0-9_-]{1,64}$'`))
    .addColumn('discount_kind', 'text', (col) =>
      col.notNull().check(sql`discount_kind in ('AMOUNT', 'PERCENTAGE')`),
    )
    .addColumn('amount_cents', 'integer', (col) => col.check(sql`amount_cents > 0`))
    .addColumn('basis_points', 'integer', (col) => col.check(sql`basis_points between 1 and 10000`))
    .addColumn('max_discount_cents', 'integer', (col) => col.check(sql`max_discount_cents > 0`))
    .addColumn('valid_until', 'timestamptz')
    .addColumn('active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'coupons_discount_matches_kind',
      sql`(discount_kind = 'AMOUNT' and amount_cents is not null and basis_points is null)
        or (discount_kind = 'PERCENTAGE' and basis_points is not null and amount_cents is null)`,
    )
    .addUniqueConstraint('coupons_code_per_correspondent', ['correspondent_id', 'code'])
    .execute();
}
