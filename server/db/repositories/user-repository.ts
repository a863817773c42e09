/**
 * SQL of the `users` table and the user's linked correspondents.
 * @module
 */
import { sql, type Kysely } from 'kysely';
import type { Database, UserRow } from '../schema';

/** A user row with the ids of the correspondents it is linked to. */
export type UserWithCorrespondents = UserRow & { correspondents: number[] };

/** The linked correspondent ids of `users.id`, as one array column (no second round trip). */
export const linkedCorrespondents = sql<number[]>`array(
  select uc.correspondent_id from user_correspondents uc
  where uc.user_id = users.id order by uc.correspondent_id)`;

/** Reads users. */
export interface UserRepository {
  /** The user with this e-mail (compared lowercase), with its correspondents. */
  findByEmail(email: string): Promise<UserWithCorrespondents | undefined>;
}

/** A user repository over `db`. */
export function createUserRepository(db: Kysely<Database>): UserRepository {
  return {
    async findByEmail(email) {
      const row = await db
        .selectFrom('users')
        .selectAll('users')
        .select(linkedCorrespondents.as('correspondents'))
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row === undefined
        ? undefined
        : { ...row, correspondents: row.correspondents.map(Number) };
    },
  };
}
