/**
 * A customer's investment brokers (spec operations §3.13, §7.7 "/investmentBroker"), for
 * individuals and companies alike: list, read, create, set the identifier code, delete, and the
 * existence check. The customer named in the path must be the caller (or the caller an admin);
 * a broker id that is not one of the customer's answers 404 NOT_FOUND.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type {
  IdentifierCodeInput,
  InvestmentBroker,
  InvestmentBrokerInput,
} from '../../../src/contracts/investment-brokers';
import { createInvestmentBrokerRepository } from '../../db/repositories/investment-broker-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { reachCustomer, type CustomerRef } from '../customers/customer-access';
import { brokerColumns, toBroker } from './payee-mapper';

/** What the broker service does. */
export interface InvestmentBrokerService {
  list(user: AuthUser, ref: CustomerRef): Promise<InvestmentBroker[]>;
  get(user: AuthUser, ref: CustomerRef, id: number): Promise<InvestmentBroker>;
  exists(user: AuthUser, ref: CustomerRef, id: number): Promise<boolean>;
  create(user: AuthUser, ref: CustomerRef, input: InvestmentBrokerInput): Promise<InvestmentBroker>;
  setIdentifierCode(
    user: AuthUser,
    ref: CustomerRef,
    id: number,
    input: IdentifierCodeInput,
  ): Promise<InvestmentBroker>;
  remove(user: AuthUser, ref: CustomerRef, id: number): Promise<void>;
}

/** Creates the broker service. */
export function createInvestmentBrokerService({
  db,
}: {
  db: Kysely<Database>;
}): InvestmentBrokerService {
  return {
    async list(user, ref) {
      const customer = await reachCustomer(db, user, ref);
      return (await createInvestmentBrokerRepository(db).list(customer.id)).map(toBroker);
    },

    async get(user, ref, id) {
      const customer = await reachCustomer(db, user, ref);
      const row = await createInvestmentBrokerRepository(db).find(customer.id, id);
      if (row === undefined) throw new AppError('NOT_FOUND');
      return toBroker(row);
    },

    async exists(user, ref, id) {
      const customer = await reachCustomer(db, user, ref);
      return (await createInvestmentBrokerRepository(db).find(customer.id, id)) !== undefined;
    },

    create: (user, ref, input) =>
      db.transaction().execute(async (trx) => {
        const customer = await reachCustomer(trx, user, ref);
        return toBroker(
          await createInvestmentBrokerRepository(trx).insert(customer.id, brokerColumns(input)),
        );
      }),

    async setIdentifierCode(user, ref, id, input) {
      const customer = await reachCustomer(db, user, ref);
      const row = await createInvestmentBrokerRepository(db).setBankCode(
        customer.id,
        id,
        input.bankCode.trim(),
      );
      if (row === undefined) throw new AppError('NOT_FOUND');
      return toBroker(row);
    },

    async remove(user, ref, id) {
      const customer = await reachCustomer(db, user, ref);
      if (!(await createInvestmentBrokerRepository(db).delete(customer.id, id))) {
        throw new AppError('NOT_FOUND');
      }
    },
  };
}
