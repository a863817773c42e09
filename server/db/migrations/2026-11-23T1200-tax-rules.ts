/**
 * Migration: the `tax_rules` table, the IOF and IR rates as data with an effective-from date and
 * their legal basis (design §6), filled with the rules in force since 11 June 2025. Regulatory
 * data, so it is inserted here for every mode, not by the sandbox seed; an operator adds the next
 * change as a new row and old quotes stay explainable by the row that priced them.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import { DEFAULT_TAX_RULES } from '../../../src/domain/tax/tax-table';

/** Creates `tax_rules` and inserts the rules of design §6. Forward-only. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tax_rules')
    .addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .check(sql`kind in ('PAPER_MONEY', 'REMITTANCE_OUTBOUND', 'REMITTANCE_INBOUND', 'CARD')`),
    )
    .addColumn('purpose_code', 'text')
    .addColumn('iof_basis_points', 'integer', (col) =>
      col.notNull().check(sql`iof_basis_points between 0 and 10000`),
    )
    .addColumn('ir_basis_points', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`ir_basis_points between 0 and 10000`),
    )
    .addColumn('effective_from', 'date', (col) => col.notNull())
    .addColumn('legal_basis', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint(
      'tax_rules_purpose_for_remittances',
      sql`(kind in ('REMITTANCE_OUTBOUND', 'REMITTANCE_INBOUND')) = (purpose_code is not null)`,
    )
    .execute();

  // One rule per kind, purpose and day: two would make the rule in force ambiguous.
  await sql`create unique index tax_rules_one_per_day
    on tax_rules (kind, coalesce(purpose_code, ''), effective_from)`.execute(db);

  await db
    .insertInto('tax_rules' as never)
    .values(
      DEFAULT_TAX_RULES.map((rule) => ({
        kind: rule.kind,
        purpose_code: rule.purposeCode ?? null,
        iof_basis_points: rule.iofBasisPoints,
        ir_basis_points: rule.irBasisPoints,
        effective_from: rule.effectiveFrom,
        legal_basis: rule.legalBasis,
      })) as never,
    )
    .execute();
}
