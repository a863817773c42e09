/**
 * SQL of bank accounts (spec operations §3.11): a customer's own accounts (no beneficiary) and
 * each beneficiary's account abroad. Every query names the owner: an id alone never reaches a
 * row.
 * @module
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BankAccountsTable, Database } from '../schema';

/** A bank-account row as read. */
export type BankAccountRow = Selectable<BankAccountsTable>;
/** The columns a customer writes. */
export type BankAccountColumns = Omit<
  Insertable<BankAccountsTable>,
  'id' | 'user_id' | 'beneficiary_id' | 'created_at' | 'updated_at'
>;

/** Filters of the list of own accounts. */
export interface BankAccountFilter {
  direction?: 'INBOUND' | 'OUTBOUND';
  currency?: string;
}

/** Reads and writes bank accounts. */
export interface BankAccountRepository {
  /** The user's own accounts (not beneficiaries'). */
  listOwn(userId: number, filter: BankAccountFilter): Promise<BankAccountRow[]>;
  /** One of the user's own accounts. */
  findOwn(userId: number, id: number): Promise<BankAccountRow | undefined>;
  /** Any account of the user, own or a beneficiary's (what a remittance's accountId names). */
  findAny(userId: number, id: number): Promise<BankAccountRow | undefined>;
  /** The accounts of these beneficiaries of the user. */
  ofBeneficiaries(userId: number, beneficiaryIds: number[]): Promise<BankAccountRow[]>;
  insert(
    userId: number,
    beneficiaryId: number | null,
    columns: BankAccountColumns,
  ): Promise<BankAccountRow>;
  /** Replaces one of the user's own accounts; undefined when it is not one. */
  updateOwn(
    userId: number,
    id: number,
    columns: BankAccountColumns,
  ): Promise<BankAccountRow | undefined>;
  /** Replaces a beneficiary's account. */
  updateOfBeneficiary(
    userId: number,
    beneficiaryId: number,
    columns: BankAccountColumns,
  ): Promise<BankAccountRow | undefined>;
  /** Deletes one of the user's own accounts; false when it is not one. */
  deleteOwn(userId: number, id: number): Promise<boolean>;
}

/** A bank-account repository over `db` (a transaction or the pool). */
export function createBankAccountRepository(db: Kysely<Database>): BankAccountRepository {
  const own = (userId: number) =>
    db
      .selectFrom('bank_accounts')
      .selectAll()
      .where('user_id', '=', userId)
      .where('beneficiary_id', 'is', null);
  return {
    async listOwn(userId, filter) {
      let query = own(userId);
      if (filter.direction) query = query.where('direction', '=', filter.direction);
      if (filter.currency) query = query.where('currency', '=', filter.currency);
      return query.orderBy('id').execute();
    },

    async findOwn(userId, id) {
      return own(userId).where('id', '=', id).executeTakeFirst();
    },

    async findAny(userId, id) {
      return db
        .selectFrom('bank_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async ofBeneficiaries(userId, beneficiaryIds) {
      if (beneficiaryIds.length === 0) return [];
      return db
        .selectFrom('bank_accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('beneficiary_id', 'in', beneficiaryIds)
        .execute();
    },

    async insert(userId, beneficiaryId, columns) {
      return db
        .insertInto('bank_accounts')
        .values({ ...columns, user_id: userId, beneficiary_id: beneficiaryId })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateOwn(userId, id, columns) {
      return db
        .updateTable('bank_accounts')
        .set({ ...columns, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('beneficiary_id', 'is', null)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async updateOfBeneficiary(userId, beneficiaryId, columns) {
      return db
        .updateTable('bank_accounts')
        .set({ ...columns, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('beneficiary_id', '=', beneficiaryId)
        .returningAll()
        .executeTakeFirst();
    },

    async deleteOwn(userId, id) {
      const row = await db
        .deleteFrom('bank_accounts')
        .where('user_id', '=', userId)
        .where('beneficiary_id', 'is', null)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
