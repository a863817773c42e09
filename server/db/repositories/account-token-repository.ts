/**
 * SQL of `account_tokens`: one-time set-password invitations and password-reset links, stored
 * as the SHA-256 of the token only.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { AccountTokensTable, Database } from '../schema';

/** A stored token. */
export type AccountTokenRow = Selectable<AccountTokensTable>;

/** What a token is for. */
export type AccountTokenPurpose = AccountTokensTable['purpose'];

/** Reads and writes account tokens. */
export interface AccountTokenRepository {
  /**
   * Stores a new token for the user, after withdrawing the user's unused tokens of the same
   * purpose (only the newest link works).
   */
  issue(input: {
    userId: number;
    purpose: AccountTokenPurpose;
    tokenHash: string;
    expiresAt: Date;
    now: Date;
  }): Promise<number>;
  /** The token of this hash and purpose, whatever its state. */
  findByHash(tokenHash: string, purpose: AccountTokenPurpose): Promise<AccountTokenRow | undefined>;
  /**
   * Uses the token at `now` if it is unused and unexpired; the row when this call used it (so of
   * two concurrent uses exactly one wins), else undefined.
   */
  consume(id: number, now: Date): Promise<AccountTokenRow | undefined>;
  /** Records the reset session a password-reset link opened. */
  attachSession(id: number, sessionId: number): Promise<void>;
  /** The used password-reset token that opened session `sessionId`, if any. */
  findBySession(sessionId: number): Promise<AccountTokenRow | undefined>;
  /** Ends the reset grant of `sessionId` (the new password was set). */
  detachSession(sessionId: number): Promise<void>;
}

/** An account-token repository over `db` (or a transaction). */
export function createAccountTokenRepository(db: Kysely<Database>): AccountTokenRepository {
  return {
    async issue({ userId, purpose, tokenHash, expiresAt, now }) {
      await db
        .updateTable('account_tokens')
        .set({ expires_at: now })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .execute();
      const { id } = await db
        .insertInto('account_tokens')
        .values({ user_id: userId, purpose, token_hash: tokenHash, expires_at: expiresAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
    findByHash(tokenHash, purpose) {
      return db
        .selectFrom('account_tokens')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
    },
    consume(id, now) {
      return db
        .updateTable('account_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
    },
    async attachSession(id, sessionId) {
      await db
        .updateTable('account_tokens')
        .set({ session_id: sessionId })
        .where('id', '=', id)
        .execute();
    },
    findBySession(sessionId) {
      return db
        .selectFrom('account_tokens')
        .selectAll()
        .where('session_id', '=', sessionId)
        .where('purpose', '=', 'PASSWORD_RESET')
        .executeTakeFirst();
    },
    async detachSession(sessionId) {
      await db
        .updateTable('account_tokens')
        .set({ session_id: null })
        .where('session_id', '=', sessionId)
        .execute();
    },
  };
}
