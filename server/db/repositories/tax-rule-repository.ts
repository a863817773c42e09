/**
 * SQL of the tax rules (design §6): reads every row as the domain's `TaxRule`.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import { isPurposeCode } from '../../../src/domain/pricing/purpose-codes';
import type { TaxRule, TaxRuleKind } from '../../../src/domain/tax/tax-table';
import type { Database } from '../schema';

/** Reads tax rules. */
export interface TaxRuleRepository {
  /** Every rule, oldest first; `taxRuleFor` picks the one in force. */
  listAll(): Promise<TaxRule[]>;
}

/** Creates the repository over a database (or a transaction). */
export function createTaxRuleRepository(db: Kysely<Database>): TaxRuleRepository {
  return {
    async listAll() {
      const rows = await db
        .selectFrom('tax_rules')
        .select([
          'kind',
          'purpose_code',
          'iof_basis_points',
          'ir_basis_points',
          'legal_basis',
          // A `date` read as text: the drivers would turn it into a Date at local midnight.
          sql<string>`to_char(effective_from, 'YYYY-MM-DD')`.as('effective_from'),
        ])
        .orderBy('effective_from')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        kind: row.kind as TaxRuleKind,
        ...(isPurposeCode(row.purpose_code) ? { purposeCode: row.purpose_code } : {}),
        iofBasisPoints: row.iof_basis_points,
        irBasisPoints: row.ir_basis_points,
        effectiveFrom: row.effective_from,
        legalBasis: row.legal_basis,
      }));
    },
  };
}
