/**
 * The sandbox manager token (spec operations §5.1, §6.5): the code an administrator types in the
 * simulator's "Enter admin code" to quote below the minimum spread, valid for `demo` and
 * `aurora`. Printed by `npm start` and documented in `docs/sandbox.md`; production seeds none.
 * @module
 */
import type { Kysely } from 'kysely';
import { hashManagerToken } from '../../services/quotations/manager-token-hash';
import type { Database } from '../schema';

/** The sandbox manager code. */
export const SANDBOX_MANAGER_TOKEN = 'GERENTE-DEMO-2026';

/** The correspondents (ids) the sandbox code is valid for: demo and aurora. */
const CORRESPONDENT_IDS = [1, 2];

/** Inserts the sandbox manager token's hash for each sandbox correspondent that quotes. */
export async function insertSandboxManagerTokens(trx: Kysely<Database>): Promise<void> {
  await trx
    .insertInto('manager_tokens')
    .values(
      CORRESPONDENT_IDS.map((correspondentId) => ({
        correspondent_id: correspondentId,
        token_hash: hashManagerToken(SANDBOX_MANAGER_TOKEN),
        label: 'sandbox manager',
      })),
    )
    .execute();
}
