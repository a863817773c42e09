/**
 * SQL of `impersonation_tokens` (design §4 "impersonation"): store a token's hash, spend it once.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A token just spent: whom it impersonates and who created it. */
export interface SpentToken {
  id: number;
  userId: number;
  createdBy: number;
}

/** Reads and writes impersonation tokens. */
export interface ImpersonationRepository {
  create(input: {
    tokenHash: string;
    userId: number;
    createdBy: number;
    correspondentId: number;
    expiresAt: Date;
  }): Promise<void>;
  /**
   * Marks the unexpired, unused token with this hash as used at `now`, in one statement (two
   * concurrent exchanges cannot both spend it); undefined when there is no such token.
   */
  spend(tokenHash: string, now: Date): Promise<SpentToken | undefined>;
  /** Records the session a spent token opened. */
  attachSession(id: number, sessionId: number): Promise<void>;
}

/** An impersonation repository over `db` (a transaction or the pool). */
export function createImpersonationRepository(db: Kysely<Database>): ImpersonationRepository {
  return {
    async create(input) {
      await db
        .insertInto('impersonation_tokens')
        .values({
          token_hash: input.tokenHash,
          user_id: input.userId,
          created_by: input.createdBy,
          correspondent_id: input.correspondentId,
          expires_at: input.expiresAt,
        })
        .execute();
    },

    async spend(tokenHash, now) {
      const row = await db
        .updateTable('impersonation_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning(['id', 'user_id', 'created_by'])
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : { id: row.id, userId: row.user_id, createdBy: row.created_by };
    },

    async attachSession(id, sessionId) {
      await db
        .updateTable('impersonation_tokens')
        .set({ session_id: sessionId })
        .where('id', '=', id)
        .execute();
    },
  };
}
