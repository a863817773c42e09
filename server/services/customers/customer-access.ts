/**
 * Who may reach a customer record (design §5 "Every `:id` route checks that the record belongs
 * to the caller"). One rule for every customer route:
 *
 * - the CPF/CNPJ in the path (typed formatted or bare; the alphanumeric CNPJ in any case) must be
 *   the signed-in user's own, else 403 FORBIDDEN, decided before anything is read, so the
 *   answer says nothing about whether another customer exists;
 * - an admin may name any customer; an unknown one is 404 NOT_FOUND;
 * - an address id that is not one of the record's own is 404 NOT_FOUND (address service).
 *
 * A session obtained by impersonation is the customer's own session: the rule is the same.
 * @module
 */
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../../src/contracts/auth';
import { stripDocument } from '../../../src/domain/documents/strip-document';
import {
  createCustomerRepository,
  type CustomerRepository,
} from '../../db/repositories/customer-repository';
import type { UserWithCorrespondents } from '../../db/repositories/user-repository';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors/app-error';

/** The two kinds of customer record. */
export type CustomerKind = 'PHYSICAL' | 'LEGAL';

/** A customer named in a path. */
export interface CustomerRef {
  kind: CustomerKind;
  /** The document as typed in the path. */
  document: string;
}

/** Throws FORBIDDEN unless `user` may name this customer (its own document, or an admin). */
export function assertMayReach(user: AuthUser, ref: CustomerRef): void {
  if (user.isAdmin) return;
  const own = ref.kind === 'PHYSICAL' ? user.cpf : user.cnpj;
  if (own === undefined || stripDocument(own) !== stripDocument(ref.document)) {
    throw new AppError('FORBIDDEN');
  }
}

/** The record of `ref` read with `customers`, or NOT_FOUND. */
async function findRecord(
  customers: CustomerRepository,
  ref: CustomerRef,
): Promise<UserWithCorrespondents> {
  const document = stripDocument(ref.document);
  const row =
    ref.kind === 'PHYSICAL'
      ? await customers.findIndividual(document)
      : await customers.findCompany(document);
  if (row === undefined) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The customer `user` names in a path, read on `db` (pass a transaction to read and lock in
 * it): FORBIDDEN unless allowed, NOT_FOUND when there is no such record.
 */
export async function reachCustomer(
  db: Kysely<Database>,
  user: AuthUser,
  ref: CustomerRef,
  options: { lock?: boolean } = {},
): Promise<UserWithCorrespondents> {
  assertMayReach(user, ref);
  const customers = createCustomerRepository(db);
  const row = await findRecord(customers, ref);
  if (options.lock !== true) return row;
  await customers.lock(row.id);
  // Read again under the lock: what the transaction then changes starts from the latest row.
  return findRecord(customers, ref);
}
