/**
 * SQL of `user_sessions`: create on sign-in, find by the presented token (one indexed query
 * that also brings the user), rotate, revoke.
 * @module
 */
import type { Kysely } from 'kysely';
import type { Database, UserSessionRow } from '../schema';
import { linkedCorrespondents, type UserWithCorrespondents } from './user-repository';

/** A session found by its token, with its user and whether the previous token was used. */
export interface FoundSession {
  session: UserSessionRow;
  user: UserWithCorrespondents;
  /** True when the token presented is the one replaced by the last rotation (grace window). */
  viaPreviousToken: boolean;
}

/** Reads and writes sessions. */
export interface SessionRepository {
  create(input: {
    userId: number;
    clientId: string;
    tokenHash: string;
    expiresAt: Date;
    impersonatedBy?: number | null;
  }): Promise<void>;
  /**
   * The unexpired session of `clientId` whose user is `uid` and whose current token (or previous
   * token, within its grace) hashes to `tokenHash`.
   */
  findByToken(input: {
    clientId: string;
    uid: string;
    tokenHash: string;
    now: Date;
  }): Promise<FoundSession | undefined>;
  /**
   * Replaces the token, keeping the old hash valid until `previousValidUntil`; false when the
   * session's current token is no longer `previousTokenHash` (a concurrent rotation won).
   */
  rotate(input: {
    id: number;
    tokenHash: string;
    previousTokenHash: string;
    previousValidUntil: Date;
    expiresAt: Date;
    now: Date;
  }): Promise<boolean>;
  /** Deletes the session (sign-out). */
  revoke(id: number): Promise<void>;
}

/** A session repository over `db`. */
export function createSessionRepository(db: Kysely<Database>): SessionRepository {
  return {
    async create(input) {
      await db
        .insertInto('user_sessions')
        .values({
          user_id: input.userId,
          client_id: input.clientId,
          token_hash: input.tokenHash,
          expires_at: input.expiresAt,
          impersonated_by: input.impersonatedBy ?? null,
        })
        .execute();
    },

    async findByToken({ clientId, uid, tokenHash, now }) {
      // The unique index on client_id finds the one candidate row; the rest are filters on it.
      const row = await db
        .selectFrom('user_sessions as s')
        .innerJoin('users', 'users.id', 's.user_id')
        .selectAll('users')
        .select(linkedCorrespondents.as('correspondents'))
        .select([
          's.id as session_id',
          's.user_id as session_user_id',
          's.client_id as session_client_id',
          's.token_hash as session_token_hash',
          's.previous_token_hash as session_previous_token_hash',
          's.previous_valid_until as session_previous_valid_until',
          's.expires_at as session_expires_at',
          's.impersonated_by as session_impersonated_by',
          's.created_at as session_created_at',
          's.last_used_at as session_last_used_at',
          's.purpose as session_purpose',
        ])
        .where('s.client_id', '=', clientId)
        .where('users.email', '=', uid)
        .where('s.expires_at', '>', now)
        .where((eb) =>
          eb.or([
            eb('s.token_hash', '=', tokenHash),
            eb.and([
              eb('s.previous_token_hash', '=', tokenHash),
              eb('s.previous_valid_until', '>', now),
            ]),
          ]),
        )
        .executeTakeFirst();
      if (row === undefined) return undefined;
      const {
        session_id,
        session_user_id,
        session_client_id,
        session_token_hash,
        session_previous_token_hash,
        session_previous_valid_until,
        session_expires_at,
        session_impersonated_by,
        session_created_at,
        session_last_used_at,
        session_purpose,
        correspondents,
        ...user
      } = row;
      return {
        session: {
          id: session_id,
          user_id: session_user_id,
          client_id: session_client_id,
          token_hash: session_token_hash,
          previous_token_hash: session_previous_token_hash,
          previous_valid_until: session_previous_valid_until,
          expires_at: session_expires_at,
          impersonated_by: session_impersonated_by,
          purpose: session_purpose,
          created_at: session_created_at,
          last_used_at: session_last_used_at,
        },
        user: { ...user, correspondents: correspondents.map(Number) },
        viaPreviousToken: session_token_hash !== tokenHash,
      };
    },

    async rotate(input) {
      const result = await db
        .updateTable('user_sessions')
        .set({
          token_hash: input.tokenHash,
          previous_token_hash: input.previousTokenHash,
          previous_valid_until: input.previousValidUntil,
          expires_at: input.expiresAt,
          last_used_at: input.now,
        })
        .where('id', '=', input.id)
        .where('token_hash', '=', input.previousTokenHash)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async revoke(id) {
      await db.deleteFrom('user_sessions').where('id', '=', id).execute();
    },
  };
}
