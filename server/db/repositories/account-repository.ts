/**
 * SQL of the account lifecycle (issue 3): users found by document or e-mail, a registration's
 * rows (user, default address, correspondent link), passwords and their history, e-mail
 * confirmation, the compliance outcome and the initial operational limit. Every method runs on
 * the executor it was made with, so a service passes its transaction.
 * @module
 */
import type { Insertable, Kysely } from 'kysely';
import type { AddressesTable, Database, NewUserRow, UserRow } from '../schema';

/** How many past passwords a new one must differ from (spec platform §5, issue 3). */
export const PASSWORD_HISTORY_DEPTH = 5;

/** The account rows a registration writes. */
export interface NewAccount {
  user: NewUserRow;
  passwordHash: string;
  address: Omit<Insertable<AddressesTable>, 'user_id' | 'is_default'>;
  correspondentId: number;
}

/** Reads and writes accounts. */
export interface AccountRepository {
  findById(id: number): Promise<UserRow | undefined>;
  /** By e-mail, compared lowercase. */
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** By CPF or CNPJ, already stripped (digits, or the upper-case alphanumeric CNPJ). */
  findByDocument(document: string): Promise<UserRow | undefined>;
  /** Inserts a registration: user, password history, default address, correspondent link. */
  insertAccount(account: NewAccount): Promise<number>;
  /** Sets the password and records it in the history. */
  setPassword(userId: number, hash: string): Promise<void>;
  /** The last {@link PASSWORD_HISTORY_DEPTH} password hashes, newest first. */
  recentPasswordHashes(userId: number): Promise<string[]>;
  /** Marks the e-mail confirmed at `now` if it was not; whether this call confirmed it. */
  confirmEmail(userId: number, now: Date): Promise<boolean>;
  setRegistrationStatus(userId: number, status: UserRow['registration_status']): Promise<void>;
  /** Grants an operational limit unless the user already has one for that period. */
  grantLimit(userId: number, limit: { period: string; limitUsdCents: number }): Promise<void>;
  /** Revokes every session of the user except `keepSessionId` (none kept when undefined). */
  revokeSessions(userId: number, keepSessionId?: number): Promise<void>;
  /** Opens the short-lived session of a password-reset link (purpose PASSWORD_RESET). */
  openSession(input: {
    userId: number;
    clientId: string;
    tokenHash: string;
    expiresAt: Date;
  }): Promise<number>;
}

/** An account repository over `db` (or a transaction). */
export function createAccountRepository(db: Kysely<Database>): AccountRepository {
  return {
    findById(id) {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByEmail(email) {
      return db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
    },

    findByDocument(document) {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb('cpf', '=', document), eb('cnpj', '=', document)]))
        .executeTakeFirst();
    },

    async insertAccount({ user, passwordHash, address, correspondentId }) {
      const { id } = await db
        .insertInto('users')
        .values({ ...user, password_hash: passwordHash })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.insertInto('password_history').values({ user_id: id, hash: passwordHash }).execute();
      await db
        .insertInto('addresses')
        .values({ ...address, user_id: id, is_default: true })
        .execute();
      await db
        .insertInto('user_correspondents')
        .values({ user_id: id, correspondent_id: correspondentId })
        .execute();
      return id;
    },

    async setPassword(userId, hash) {
      await db
        .updateTable('users')
        .set({ password_hash: hash, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
      await db.insertInto('password_history').values({ user_id: userId, hash }).execute();
    },

    async recentPasswordHashes(userId) {
      const rows = await db
        .selectFrom('password_history')
        .select('hash')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(PASSWORD_HISTORY_DEPTH)
        .execute();
      return rows.map((row) => row.hash);
    },

    async confirmEmail(userId, now) {
      const updated = await db
        .updateTable('users')
        .set({ confirmed_at: now, updated_at: now })
        .where('id', '=', userId)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async setRegistrationStatus(userId, status) {
      await db
        .updateTable('users')
        .set({ registration_status: status, updated_at: new Date() })
        .where('id', '=', userId)
        .execute();
    },

    async grantLimit(userId, { period, limitUsdCents }) {
      await db
        .insertInto('operational_limits')
        .values({ user_id: userId, period, limit_usd_cents: limitUsdCents, used_usd_cents: 0 })
        .onConflict((oc) => oc.columns(['user_id', 'period']).doNothing())
        .execute();
    },

    async revokeSessions(userId, keepSessionId) {
      let query = db.deleteFrom('user_sessions').where('user_id', '=', userId);
      if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
      await query.execute();
    },

    async openSession({ userId, clientId, tokenHash, expiresAt }) {
      const { id } = await db
        .insertInto('user_sessions')
        .values({
          user_id: userId,
          client_id: clientId,
          token_hash: tokenHash,
          expires_at: expiresAt,
          purpose: 'PASSWORD_RESET',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },
  };
}
