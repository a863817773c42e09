/**
 * A customer's own bank accounts (spec operations §3.11, §5.2, §7.7 "/accounts"): list, read,
 * create, replace, delete. The customer named in the path must be the caller (or the caller an
 * admin); an account id that is not one of the customer's own answers 404 NOT_FOUND. A cpf/cnpj
 * PIX key must be the customer's own document (spec §5.2 `doesDocumentMatch`, "the account must
 * be primarily held by the person operating").
 * @module
 */
import type { Kysely } from 'kysely';
import type { Account, AccountInput } from '../../../src/contracts/accounts';
import type { AuthUser } from '../../../src/contracts/auth';
import { pixKeyViolation } from '../../../src/domain/pix/pix-key';
import {
  createBankAccountRepository,
  type BankAccountFilter,
} from '../../db/repositories/bank-account-repository';
import type { UserWithCorrespondents } from '../../db/repositories/user-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { reachCustomer, type CustomerRef } from '../customers/customer-access';
import { accountColumns, toAccount } from './payee-mapper';

/** What the path says besides the customer: `{type}` and `[/{currency}]`. */
export interface AccountPath {
  type: 'inbound' | 'outbound';
  currency?: string;
}

/** What the account service does. */
export interface BankAccountService {
  list(user: AuthUser, ref: CustomerRef, filter: BankAccountFilter): Promise<Account[]>;
  get(user: AuthUser, ref: CustomerRef, id: number): Promise<Account>;
  create(
    user: AuthUser,
    ref: CustomerRef,
    path: AccountPath,
    input: AccountInput,
  ): Promise<Account>;
  update(
    user: AuthUser,
    ref: CustomerRef,
    id: number,
    path: AccountPath,
    input: AccountInput,
  ): Promise<Account>;
  remove(user: AuthUser, ref: CustomerRef, id: number): Promise<void>;
}

/** A 422 naming one field with a catalogue key. */
function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ field, message }] });
}

/**
 * The path's type and currency must be the body's; a cpf/cnpj PIX key must be the customer's
 * own document.
 */
export function checkAccount(
  customer: UserWithCorrespondents,
  path: AccountPath,
  input: AccountInput,
): void {
  if (path.type.toUpperCase() !== input.type) throw invalid('type', 'validation.regex');
  const currency = 'currency' in input ? input.currency : undefined;
  if (path.currency !== undefined && path.currency.toUpperCase() !== currency) {
    throw invalid('currency', 'validation.bank.currency');
  }
  if (input.type === 'INBOUND' && input.pixType != null) {
    const owner = input.pixType === 'cnpj' ? customer.cnpj : customer.cpf;
    const violation = pixKeyViolation(input.pixType, input.pixKey ?? '', owner ?? '');
    if (violation !== undefined) throw invalid('pixKey', violation);
  }
}

/** Creates the account service. */
export function createBankAccountService({ db }: { db: Kysely<Database> }): BankAccountService {
  return {
    async list(user, ref, filter) {
      const customer = await reachCustomer(db, user, ref);
      return (await createBankAccountRepository(db).listOwn(customer.id, filter)).map(toAccount);
    },

    async get(user, ref, id) {
      const customer = await reachCustomer(db, user, ref);
      const row = await createBankAccountRepository(db).findOwn(customer.id, id);
      if (row === undefined) throw new AppError('NOT_FOUND');
      return toAccount(row);
    },

    create: (user, ref, path, input) =>
      db.transaction().execute(async (trx) => {
        const customer = await reachCustomer(trx, user, ref);
        checkAccount(customer, path, input);
        const row = await createBankAccountRepository(trx).insert(
          customer.id,
          null,
          accountColumns(input),
        );
        return toAccount(row);
      }),

    update: (user, ref, id, path, input) =>
      db.transaction().execute(async (trx) => {
        const customer = await reachCustomer(trx, user, ref);
        checkAccount(customer, path, input);
        const row = await createBankAccountRepository(trx).updateOwn(
          customer.id,
          id,
          accountColumns(input),
        );
        if (row === undefined) throw new AppError('NOT_FOUND');
        return toAccount(row);
      }),

    async remove(user, ref, id) {
      const customer = await reachCustomer(db, user, ref);
      if (!(await createBankAccountRepository(db).deleteOwn(customer.id, id))) {
        throw new AppError('NOT_FOUND');
      }
    },
  };
}
