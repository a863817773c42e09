/**
 * A customer's beneficiaries abroad and their accounts (spec operations §3.10, §5.2, §7.7
 * "/beneficiaries"): list, read, create, replace, delete, each beneficiary with its account in
 * one transaction. The customer named in the path must be the caller (or the caller an admin);
 * a beneficiary id that is not one of the customer's answers 404 NOT_FOUND.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import type { Beneficiary, BeneficiaryInput } from '../../../src/contracts/beneficiaries';
import {
  createBankAccountRepository,
  type BankAccountRow,
} from '../../db/repositories/bank-account-repository';
import {
  createBeneficiaryRepository,
  type BeneficiaryFilter,
  type BeneficiaryRow,
} from '../../db/repositories/beneficiary-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { reachCustomer, type CustomerRef } from '../customers/customer-access';
import { assertOwnUploads, type UploadReference } from '../uploads/upload-ownership';
import type { AccountPath } from './bank-account-service';
import { bankDataColumns, beneficiaryColumns, toBeneficiary } from './payee-mapper';

/** What the beneficiary service does. */
export interface BeneficiaryService {
  list(user: AuthUser, ref: CustomerRef, filter: BeneficiaryFilter): Promise<Beneficiary[]>;
  get(user: AuthUser, ref: CustomerRef, id: number): Promise<Beneficiary>;
  create(
    user: AuthUser,
    ref: CustomerRef,
    path: AccountPath,
    input: BeneficiaryInput,
  ): Promise<Beneficiary>;
  update(
    user: AuthUser,
    ref: CustomerRef,
    id: number,
    path: AccountPath,
    input: BeneficiaryInput,
  ): Promise<Beneficiary>;
  remove(user: AuthUser, ref: CustomerRef, id: number): Promise<void>;
  /**
   * Replaces the study documents of beneficiary `id` (GraphQL `setBeneficiaryStudyDocuments`,
   * spec operations §7.7): files the customer uploaded; NOT_FOUND when not the customer's.
   */
  setStudyDocuments(
    user: AuthUser,
    ref: CustomerRef,
    id: number,
    documents: { key: string }[],
  ): Promise<Beneficiary>;
}

/** The path's type and currency must be the body's. */
function checkPath(path: AccountPath, input: BeneficiaryInput): void {
  if (path.type.toUpperCase() !== input.type) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'type', message: 'validation.regex' }],
    });
  }
  if (path.currency !== undefined && path.currency.toUpperCase() !== input.currency) {
    throw new AppError('VALIDATION_FAILED', {
      fields: [{ field: 'currency', message: 'validation.bank.currency' }],
    });
  }
}

/** The study documents' keys, each with its field: files the customer uploaded (issue 14, item 7). */
function studyDocumentsOf(input: BeneficiaryInput): UploadReference[] {
  return (input.studyDocuments ?? []).map((document, index) => ({
    field: `studyDocuments.${index}.key`,
    key: document.key,
  }));
}

/** Pairs each beneficiary with its account (every beneficiary has exactly one). */
function withAccounts(rows: BeneficiaryRow[], accounts: BankAccountRow[]): Beneficiary[] {
  const byBeneficiary = new Map(accounts.map((account) => [account.beneficiary_id, account]));
  return rows.flatMap((row) => {
    const account = byBeneficiary.get(row.id);
    return account === undefined ? [] : [toBeneficiary(row, account)];
  });
}

/** Creates the beneficiary service. */
export function createBeneficiaryService({ db }: { db: Kysely<Database> }): BeneficiaryService {
  async function read(trx: Kysely<Database>, userId: number, id: number): Promise<Beneficiary> {
    const row = await createBeneficiaryRepository(trx).find(userId, id);
    if (row === undefined) throw new AppError('NOT_FOUND');
    const [found] = withAccounts(
      [row],
      await createBankAccountRepository(trx).ofBeneficiaries(userId, [row.id]),
    );
    if (found === undefined) throw new AppError('NOT_FOUND');
    return found;
  }

  return {
    async list(user, ref, filter) {
      const customer = await reachCustomer(db, user, ref);
      const rows = await createBeneficiaryRepository(db).list(customer.id, filter);
      const accounts = await createBankAccountRepository(db).ofBeneficiaries(
        customer.id,
        rows.map((row) => row.id),
      );
      return withAccounts(rows, accounts);
    },

    async get(user, ref, id) {
      const customer = await reachCustomer(db, user, ref);
      return read(db, customer.id, id);
    },

    create: (user, ref, path, input) =>
      db.transaction().execute(async (trx) => {
        checkPath(path, input);
        const customer = await reachCustomer(trx, user, ref);
        await assertOwnUploads(trx, customer, studyDocumentsOf(input));
        const row = await createBeneficiaryRepository(trx).insert(
          customer.id,
          beneficiaryColumns(input),
        );
        await createBankAccountRepository(trx).insert(
          customer.id,
          row.id,
          bankDataColumns(input.account),
        );
        return read(trx, customer.id, row.id);
      }),

    update: (user, ref, id, path, input) =>
      db.transaction().execute(async (trx) => {
        checkPath(path, input);
        const customer = await reachCustomer(trx, user, ref);
        await assertOwnUploads(trx, customer, studyDocumentsOf(input));
        const row = await createBeneficiaryRepository(trx).update(
          customer.id,
          id,
          beneficiaryColumns(input),
        );
        if (row === undefined) throw new AppError('NOT_FOUND');
        await createBankAccountRepository(trx).updateOfBeneficiary(
          customer.id,
          id,
          bankDataColumns(input.account),
        );
        return read(trx, customer.id, id);
      }),

    async remove(user, ref, id) {
      const customer = await reachCustomer(db, user, ref);
      if (!(await createBeneficiaryRepository(db).delete(customer.id, id))) {
        throw new AppError('NOT_FOUND');
      }
    },

    setStudyDocuments: (user, ref, id, documents) =>
      db.transaction().execute(async (trx) => {
        const customer = await reachCustomer(trx, user, ref);
        const beneficiaries = createBeneficiaryRepository(trx);
        const row = await beneficiaries.find(customer.id, id);
        if (row === undefined) throw new AppError('NOT_FOUND');
        await assertOwnUploads(
          trx,
          customer,
          documents.map((document, index) => ({
            field: `studyDocuments.${index}.key`,
            key: document.key,
          })),
        );
        const details = {
          ...(row.details as Record<string, unknown>),
          studyDocuments: documents.map((document) => document.key),
        };
        await beneficiaries.setDetails(customer.id, id, JSON.stringify(details));
        return read(trx, customer.id, id);
      }),
  };
}
