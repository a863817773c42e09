/**
 * The sandbox company's capital/financial limit (issue 20): `empresa@demo.test` gets USD
 * 100,000.00 over 365 days, nothing used, so its operations reach payment as before the limit
 * was enforced for companies. Without a limit a company's operations go to manual analysis.
 * @module
 */
import type { Kysely } from 'kysely';
import { CAPITAL_LIMIT_PERIOD } from '../../../src/domain/limits/capital-limit';
import type { Database } from '../schema';

/** The sandbox company's CNPJ (11.222.333/0001-81, `sandbox-users.ts`). */
const SANDBOX_COMPANY_CNPJ = '11222333000181';

/** The sandbox company's capital limit: USD 100,000.00 (cents) over 365 days. */
export const SANDBOX_CAPITAL_LIMIT = { limitUsdCents: 10_000_000, limitDays: 365 } as const;

/** Gives the sandbox company its capital limit, unless it has a limit already. */
export async function insertSandboxCapitalLimits(trx: Kysely<Database>): Promise<void> {
  const company = await trx
    .selectFrom('users')
    .select('id')
    .where('cnpj', '=', SANDBOX_COMPANY_CNPJ)
    .where('person_type', '=', 'LEGAL')
    .executeTakeFirst();
  if (company === undefined) return;
  const existing = await trx
    .selectFrom('operational_limits')
    .select('period')
    .where('user_id', '=', company.id)
    .executeTakeFirst();
  if (existing !== undefined) return;
  await trx
    .insertInto('operational_limits')
    .values({
      user_id: company.id,
      period: CAPITAL_LIMIT_PERIOD,
      limit_usd_cents: SANDBOX_CAPITAL_LIMIT.limitUsdCents,
      used_usd_cents: 0,
      limit_days: SANDBOX_CAPITAL_LIMIT.limitDays,
    })
    .execute();
}
