/**
 * SQL of a customer's saved addresses and billing addresses (spec platform §3 "Address",
 * "Billing address"). Every query names the owner: an address id alone never reaches a row.
 * At most one default address per user is also enforced by the `addresses_one_default` index.
 * @module
 */
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AddressesTable, BillingAddressesTable, Database } from '../schema';

/** An address row as read. */
export type AddressRow = Selectable<AddressesTable>;
/** A billing-address row as read. */
export type BillingAddressRow = Selectable<BillingAddressesTable>;
/** The columns of an address a customer writes. */
export type AddressColumns = Omit<
  Insertable<AddressesTable>,
  'id' | 'user_id' | 'is_default' | 'created_at' | 'updated_at'
>;
/** The columns of a billing address a customer writes. */
export type BillingAddressColumns = Omit<
  Insertable<BillingAddressesTable>,
  'id' | 'user_id' | 'created_at'
>;

/** Reads and writes addresses. */
export interface AddressRepository {
  /** The user's addresses: the default first, then by id. */
  list(userId: number): Promise<AddressRow[]>;
  /** The user's address with this id. */
  find(userId: number, id: number): Promise<AddressRow | undefined>;
  /** How many addresses the user has. */
  count(userId: number): Promise<number>;
  /** Clears the user's default (before another address becomes it). */
  clearDefault(userId: number): Promise<void>;
  insert(userId: number, columns: AddressColumns, isDefault: boolean): Promise<AddressRow>;
  /** Replaces the user's address; undefined when it is not the user's. */
  update(
    userId: number,
    id: number,
    columns: AddressColumns,
    isDefault: boolean,
  ): Promise<AddressRow | undefined>;
  /** Deletes the user's address; the deleted row, or undefined when it is not the user's. */
  delete(userId: number, id: number): Promise<AddressRow | undefined>;
  /** Makes the user's oldest address the default, if there is one. */
  promoteOldest(userId: number): Promise<void>;
  /** The user's billing addresses, by id. */
  listBilling(userId: number): Promise<BillingAddressRow[]>;
  insertBilling(userId: number, columns: BillingAddressColumns): Promise<BillingAddressRow>;
  /** Replaces the user's billing address; undefined when it is not the user's. */
  updateBilling(
    userId: number,
    id: number,
    columns: BillingAddressColumns,
  ): Promise<BillingAddressRow | undefined>;
}

/** An address repository over `db` (a transaction or the pool). */
export function createAddressRepository(db: Kysely<Database>): AddressRepository {
  return {
    async list(userId) {
      return db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute();
    },

    async find(userId, id) {
      return db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async count(userId) {
      const row = await db
        .selectFrom('addresses')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async clearDefault(userId) {
      await db
        .updateTable('addresses')
        .set({ is_default: false, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('is_default', '=', true)
        .execute();
    },

    async insert(userId, columns, isDefault) {
      return db
        .insertInto('addresses')
        .values({ ...columns, user_id: userId, is_default: isDefault })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(userId, id, columns, isDefault) {
      return db
        .updateTable('addresses')
        .set({ ...columns, is_default: isDefault, updated_at: new Date() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async delete(userId, id) {
      return db
        .deleteFrom('addresses')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async promoteOldest(userId) {
      const oldest = await db
        .selectFrom('addresses')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      if (oldest === undefined) return;
      await db
        .updateTable('addresses')
        .set({ is_default: true, updated_at: new Date() })
        .where('id', '=', oldest.id)
        .execute();
    },

    async listBilling(userId) {
      return db
        .selectFrom('billing_addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
    },

    async insertBilling(userId, columns) {
      return db
        .insertInto('billing_addresses')
        .values({ ...columns, user_id: userId })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async updateBilling(userId, id, columns) {
      return db
        .updateTable('billing_addresses')
        .set(columns)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
