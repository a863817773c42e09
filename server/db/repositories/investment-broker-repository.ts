/**
 * SQL of a customer's investment brokers (spec operations §3.13). Every query names the owner:
 * an id alone never reaches a row.
 * @module
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, InvestmentBrokersTable } from '../schema';

/** A broker row as read. */
export type InvestmentBrokerRow = Selectable<InvestmentBrokersTable>;
/** The columns a customer writes. */
export type InvestmentBrokerColumns = Omit<
  Insertable<InvestmentBrokersTable>,
  'id' | 'user_id' | 'created_at' | 'updated_at'
>;

/** Reads and writes investment brokers. */
export interface InvestmentBrokerRepository {
  list(userId: number): Promise<InvestmentBrokerRow[]>;
  find(userId: number, id: number): Promise<InvestmentBrokerRow | undefined>;
  insert(userId: number, columns: InvestmentBrokerColumns): Promise<InvestmentBrokerRow>;
  /** Sets the identifier code; undefined when the broker is not the user's. */
  setBankCode(
    userId: number,
    id: number,
    bankCode: string,
  ): Promise<InvestmentBrokerRow | undefined>;
  /** Deletes the user's broker; false when it is not the user's. */
  delete(userId: number, id: number): Promise<boolean>;
}

/** A broker repository over `db` (a transaction or the pool). */
export function createInvestmentBrokerRepository(db: Kysely<Database>): InvestmentBrokerRepository {
  return {
    async list(userId) {
      return db
        .selectFrom('investment_brokers')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('name')
        .orderBy('id')
        .execute();
    },

    async find(userId, id) {
      return db
        .selectFrom('investment_brokers')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(userId, columns) {
      return db
        .insertInto('investment_brokers')
        .values({ ...columns, user_id: userId })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async setBankCode(userId, id, bankCode) {
      return db
        .updateTable('investment_brokers')
        .set({ bank_code: bankCode, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async delete(userId, id) {
      const row = await db
        .deleteFrom('investment_brokers')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
