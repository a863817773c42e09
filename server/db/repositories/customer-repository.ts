/**
 * SQL of the customer records: a user found by document or id (with its linked correspondents),
 * its profile columns, its operational limit and its links to correspondents. Every function
 * runs on the `db` given, so a service passes its transaction.
 * @module
 */
import type { Kysely, Selectable, Updateable } from 'kysely';
import type { Database, OperationalLimitsTable, UsersTable } from '../schema';
import { linkedCorrespondents, type UserWithCorrespondents } from './user-repository';

/** The profile columns a customer route may change. */
export type ProfilePatch = Omit<
  Updateable<UsersTable>,
  'id' | 'password_hash' | 'cpf' | 'cnpj' | 'person_type' | 'roles' | 'is_admin' | 'created_at'
>;

/** An operational-limit row as read. */
export type OperationalLimitRow = Selectable<OperationalLimitsTable>;

/** Reads and writes customer records. */
export interface CustomerRepository {
  /** The individual (PHYSICAL) with this CPF (digits). */
  findIndividual(cpf: string): Promise<UserWithCorrespondents | undefined>;
  /** The company (LEGAL) with this CNPJ (stripped, upper case). */
  findCompany(cnpj: string): Promise<UserWithCorrespondents | undefined>;
  /** The user with this id. */
  findById(id: number): Promise<UserWithCorrespondents | undefined>;
  /** The user with this CPF or CNPJ, whatever its type. */
  findByDocument(document: string): Promise<UserWithCorrespondents | undefined>;
  /** Locks the user's row until the transaction ends (serialises a customer's changes). */
  lock(id: number): Promise<void>;
  /** Whether another user than `userId` has this e-mail (lowercase). */
  emailTakenByOther(email: string, userId: number): Promise<boolean>;
  /** Writes profile columns (and `updated_at`). */
  update(id: number, patch: ProfilePatch): Promise<void>;
  /** Links the user to a correspondent; nothing happens when already linked. */
  link(userId: number, correspondentId: number): Promise<void>;
  /** The user's operational limit: the most recently updated period. */
  findLimit(
    userId: number,
  ): Promise<
    | Pick<OperationalLimitRow, 'period' | 'limit_usd_cents' | 'used_usd_cents' | 'limit_days'>
    | undefined
  >;
}

/** A customer repository over `db` (a transaction or the pool). */
export function createCustomerRepository(db: Kysely<Database>): CustomerRepository {
  const withCorrespondents = () =>
    db.selectFrom('users').selectAll('users').select(linkedCorrespondents.as('correspondents'));
  const normalise = <T extends { correspondents: number[] }>(row: T | undefined) =>
    row === undefined ? undefined : { ...row, correspondents: row.correspondents.map(Number) };

  return {
    async findIndividual(cpf) {
      return normalise(
        await withCorrespondents()
          .where('cpf', '=', cpf)
          .where('person_type', '=', 'PHYSICAL')
          .executeTakeFirst(),
      );
    },

    async findCompany(cnpj) {
      return normalise(
        await withCorrespondents()
          .where('cnpj', '=', cnpj)
          .where('person_type', '=', 'LEGAL')
          .executeTakeFirst(),
      );
    },

    async findById(id) {
      return normalise(await withCorrespondents().where('id', '=', id).executeTakeFirst());
    },

    async findByDocument(document) {
      return normalise(
        await withCorrespondents()
          .where((eb) => eb.or([eb('cpf', '=', document), eb('cnpj', '=', document)]))
          .executeTakeFirst(),
      );
    },

    async lock(id) {
      await db.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
    },

    async emailTakenByOther(email, userId) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .where('id', '<>', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async update(id, patch) {
      await db
        .updateTable('users')
        .set({ ...patch, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
    },

    async link(userId, correspondentId) {
      await db
        .insertInto('user_correspondents')
        .values({ user_id: userId, correspondent_id: correspondentId })
        .onConflict((oc) => oc.columns(['user_id', 'correspondent_id']).doNothing())
        .execute();
    },

    async findLimit(userId) {
      return db
        .selectFrom('operational_limits')
        .select(['period', 'limit_usd_cents', 'used_usd_cents', 'limit_days'])
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('period')
        .limit(1)
        .executeTakeFirst();
    },
  };
}
