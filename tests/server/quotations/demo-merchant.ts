import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';

/** The seeded demo agent that sells paper money: the `merchantId` of the paper-money calls. */
export async function demoMerchantId(db: Kysely<Database>): Promise<string> {
  const agent = await db
    .selectFrom('agents')
    .select('id')
    .where('name', '=', 'Demo Câmbio Paulista')
    .executeTakeFirstOrThrow();
  return String(agent.id);
}
