/**
 * SQL of `email_verification_codes`: one live code per user (a resend replaces it), its hash,
 * when it was issued, its wrong tries and its use.
 * @module
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database, EmailVerificationCodesTable } from '../schema';

/** A stored code. */
export type VerificationCodeRow = Selectable<EmailVerificationCodesTable>;

/** Reads and writes verification codes. */
export interface VerificationCodeRepository {
  /** The user's code, locked for update when `forUpdate` (inside a transaction). */
  find(userId: number, forUpdate?: boolean): Promise<VerificationCodeRow | undefined>;
  /** Stores a new code for the user, replacing any previous one (tries back to 0). */
  replace(userId: number, codeHash: string, issuedAt: Date): Promise<void>;
  /** Writes the tries and use after a check. */
  update(userId: number, state: { failedAttempts: number; usedAt: Date | null }): Promise<void>;
}

/** A verification-code repository over `db` (or a transaction). */
export function createVerificationCodeRepository(db: Kysely<Database>): VerificationCodeRepository {
  return {
    find(userId, forUpdate = false) {
      const query = db
        .selectFrom('email_verification_codes')
        .selectAll()
        .where('user_id', '=', userId);
      return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
    },
    async replace(userId, codeHash, issuedAt) {
      await db
        .insertInto('email_verification_codes')
        .values({ user_id: userId, code_hash: codeHash, issued_at: issuedAt, used_at: null })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            code_hash: codeHash,
            issued_at: issuedAt,
            failed_attempts: 0,
            used_at: null,
          }),
        )
        .execute();
    },
    async update(userId, { failedAttempts, usedAt }) {
      await db
        .updateTable('email_verification_codes')
        .set({ failed_attempts: failedAttempts, used_at: usedAt })
        .where('user_id', '=', userId)
        .execute();
    },
  };
}
