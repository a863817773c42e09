/**
 * SQL of a customer's beneficiaries (spec operations §3.10). Every query names the owner: an id
 * alone never reaches a row.
 * @module
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { BeneficiariesTable, Database } from '../schema';

/** A beneficiary row as read. */
export type BeneficiaryRow = Selectable<BeneficiariesTable>;
/** The columns a customer writes. */
export type BeneficiaryColumns = Omit<
  Insertable<BeneficiariesTable>,
  'id' | 'user_id' | 'created_at' | 'updated_at'
>;

/** Filters of the list. */
export interface BeneficiaryFilter {
  direction?: 'INBOUND' | 'OUTBOUND';
  currency?: string;
}

/** Reads and writes beneficiaries. */
export interface BeneficiaryRepository {
  list(userId: number, filter: BeneficiaryFilter): Promise<BeneficiaryRow[]>;
  find(userId: number, id: number): Promise<BeneficiaryRow | undefined>;
  insert(userId: number, columns: BeneficiaryColumns): Promise<BeneficiaryRow>;
  /** Replaces the user's beneficiary; undefined when it is not the user's. */
  update(
    userId: number,
    id: number,
    columns: BeneficiaryColumns,
  ): Promise<BeneficiaryRow | undefined>;
  /** Deletes the user's beneficiary (its account goes with it); false when not the user's. */
  delete(userId: number, id: number): Promise<boolean>;
  /** Replaces the `details` of the user's beneficiary (its study documents, say). */
  setDetails(userId: number, id: number, details: string): Promise<void>;
}

/** A beneficiary repository over `db` (a transaction or the pool). */
export function createBeneficiaryRepository(db: Kysely<Database>): BeneficiaryRepository {
  return {
    async list(userId, filter) {
      let query = db.selectFrom('beneficiaries').selectAll().where('user_id', '=', userId);
      if (filter.direction) query = query.where('direction', '=', filter.direction);
      if (filter.currency) query = query.where('currency', '=', filter.currency);
      return query.orderBy('full_name').orderBy('id').execute();
    },

    async find(userId, id) {
      return db
        .selectFrom('beneficiaries')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async insert(userId, columns) {
      return db
        .insertInto('beneficiaries')
        .values({ ...columns, user_id: userId })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(userId, id, columns) {
      return db
        .updateTable('beneficiaries')
        .set({ ...columns, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async delete(userId, id) {
      const row = await db
        .deleteFrom('beneficiaries')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    async setDetails(userId, id, details) {
      await db
        .updateTable('beneficiaries')
        .set({ details, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },
  };
}
