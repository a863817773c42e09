/**
 * SQL of the manager tokens (spec operations §5.1 "Admin spread"): whether a hashed code is in
 * force for a correspondent.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** Finds manager tokens. */
export interface ManagerTokenRepository {
  /**
   * Whether `tokenHash` is a code of `correspondentId` that is neither revoked nor expired at
   * `now`: one indexed lookup.
   */
  isActive(correspondentId: number, tokenHash: string, now: Date): Promise<boolean>;
}

/** Creates the repository over a database (or a transaction). */
export function createManagerTokenRepository(db: Kysely<Database>): ManagerTokenRepository {
  return {
    async isActive(correspondentId, tokenHash, now) {
      const row = await db
        .selectFrom('manager_tokens')
        .select('id')
        .where('correspondent_id', '=', correspondentId)
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
