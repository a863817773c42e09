/**
 * A customer's saved addresses and billing addresses (spec platform §3 "Address", §7 "POST
 * /addresses; GET, PUT, DELETE /addresses/{id}", "POST /billingAddresses"). Each change is one
 * transaction that locks the customer's row, so "the first address is the default" and "one
 * default" hold under concurrent requests.
 *
 * The default rule: the first address, or one saved with `default: true`, becomes the only
 * default; `default: false` never leaves the customer without one (make another the default
 * instead); deleting the default makes the oldest remaining address the default.
 * @module
 */
import type { Kysely } from 'kysely';
import type {
  Address,
  AddressInput,
  BillingAddress,
  BillingAddressInput,
} from '../../../src/contracts/addresses';
import type { AuthUser } from '../../../src/contracts/auth';
import { createAddressRepository } from '../../db/repositories/address-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertOwnUploads } from '../uploads/upload-ownership';
import { addressColumns, billingAddressColumns } from './address-columns';
import { reachCustomer, type CustomerRef } from './customer-access';
import { toAddress, toBillingAddress } from './customer-mapper';

/** What the address service does; every call checks that `user` may reach `ref`. */
export interface AddressService {
  list(user: AuthUser, ref: CustomerRef): Promise<Address[]>;
  get(user: AuthUser, ref: CustomerRef, id: number): Promise<Address>;
  create(user: AuthUser, ref: CustomerRef, input: AddressInput): Promise<Address>;
  update(user: AuthUser, ref: CustomerRef, id: number, input: AddressInput): Promise<Address>;
  remove(user: AuthUser, ref: CustomerRef, id: number): Promise<void>;
  createBilling(
    user: AuthUser,
    ref: CustomerRef,
    input: BillingAddressInput,
  ): Promise<BillingAddress>;
  /**
   * A new version of billing address `id` (GraphQL `addVersionBillingAddress`): its data and
   * proof-of-address receipt replace the previous ones; NOT_FOUND when it is not the record's.
   */
  replaceBilling(
    user: AuthUser,
    ref: CustomerRef,
    id: number,
    input: BillingAddressInput,
  ): Promise<BillingAddress>;
}

/**
 * Saves `input` as a new address of user `userId` inside a transaction that already holds the
 * user's lock (the registration update uses it too).
 */
export async function insertAddress(
  trx: Kysely<Database>,
  userId: number,
  input: AddressInput,
): Promise<Address> {
  const addresses = createAddressRepository(trx);
  const isDefault = input.default === true || (await addresses.count(userId)) === 0;
  if (isDefault) await addresses.clearDefault(userId);
  return toAddress(await addresses.insert(userId, addressColumns(input), isDefault));
}

/** Replaces address `id` of user `userId` (lock held), or NOT_FOUND. */
export async function replaceAddress(
  trx: Kysely<Database>,
  userId: number,
  id: number,
  input: AddressInput,
): Promise<Address> {
  const addresses = createAddressRepository(trx);
  const current = await addresses.find(userId, id);
  if (current === undefined) throw new AppError('NOT_FOUND');
  const isDefault = current.is_default || input.default === true;
  if (isDefault && !current.is_default) await addresses.clearDefault(userId);
  const row = await addresses.update(userId, id, addressColumns(input), isDefault);
  if (row === undefined) throw new AppError('NOT_FOUND');
  return toAddress(row);
}

/** The columns of a billing address whose receipt is a file the customer uploaded (issue 14, item 7). */
async function ownBillingColumns(
  trx: Kysely<Database>,
  userId: number,
  input: BillingAddressInput,
) {
  const columns = billingAddressColumns(input);
  if (columns.address_receipt != null) {
    await assertOwnUploads(trx, { id: userId }, [
      { field: 'addressReceipt', key: columns.address_receipt },
    ]);
  }
  return columns;
}

/** Creates the address service. */
export function createAddressService({ db }: { db: Kysely<Database> }): AddressService {
  /** Runs `work` in one transaction holding the customer's lock. */
  const locked = <T>(
    user: AuthUser,
    ref: CustomerRef,
    work: (trx: Kysely<Database>, userId: number) => Promise<T>,
  ) =>
    db.transaction().execute(async (trx) => {
      const customer = await reachCustomer(trx, user, ref, { lock: true });
      return work(trx, customer.id);
    });

  return {
    async list(user, ref) {
      const customer = await reachCustomer(db, user, ref);
      return (await createAddressRepository(db).list(customer.id)).map(toAddress);
    },

    async get(user, ref, id) {
      const customer = await reachCustomer(db, user, ref);
      const row = await createAddressRepository(db).find(customer.id, id);
      if (row === undefined) throw new AppError('NOT_FOUND');
      return toAddress(row);
    },

    create: (user, ref, input) =>
      locked(user, ref, (trx, userId) => insertAddress(trx, userId, input)),

    update: (user, ref, id, input) =>
      locked(user, ref, (trx, userId) => replaceAddress(trx, userId, id, input)),

    remove: (user, ref, id) =>
      locked(user, ref, async (trx, userId) => {
        const addresses = createAddressRepository(trx);
        const deleted = await addresses.delete(userId, id);
        if (deleted === undefined) throw new AppError('NOT_FOUND');
        if (deleted.is_default) await addresses.promoteOldest(userId);
      }),

    createBilling: (user, ref, input) =>
      locked(user, ref, async (trx, userId) => {
        const columns = await ownBillingColumns(trx, userId, input);
        return toBillingAddress(await createAddressRepository(trx).insertBilling(userId, columns));
      }),

    replaceBilling: (user, ref, id, input) =>
      locked(user, ref, async (trx, userId) => {
        const columns = await ownBillingColumns(trx, userId, input);
        const row = await createAddressRepository(trx).updateBilling(userId, id, columns);
        if (row === undefined) throw new AppError('NOT_FOUND');
        return toBillingAddress(row);
      }),
  };
}
