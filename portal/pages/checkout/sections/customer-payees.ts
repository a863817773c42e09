/**
 * The signed-in customer's beneficiaries and accounts, whoever the customer is (spec operations
 * §7.7): an individual's through the REST calls under its CPF, a company's through the GraphQL
 * API (issue 20). The checkout sections and the payee pages call this one shape. Editing is
 * the individuals' only: the companies' API has no update operation, so `company` hides 'Edit'.
 * @module
 */
import type { ApiClient } from '../../../../src/api/client';
import type { Account, AccountInput } from '../../../../src/contracts/accounts';
import type { Beneficiary, BeneficiaryInput } from '../../../../src/contracts/beneficiaries';
import type { PayeeFilter } from '../../../../src/api/payees';

/** One kind of payee record: list, save, delete. */
export interface PayeeRecords<T, Input> {
  list(filter: PayeeFilter): Promise<T[]>;
  create(body: Input): Promise<T>;
  remove(id: number): Promise<void>;
}

/** The customer's payees. */
export interface CustomerPayees {
  /** A company (GraphQL): its records cannot be edited, only added and deleted. */
  company: boolean;
  /** The customer's document (CPF or CNPJ), e.g. for the names of uploaded files. */
  document: string;
  beneficiaries: PayeeRecords<Beneficiary, BeneficiaryInput>;
  accounts: PayeeRecords<Account, AccountInput>;
}

/** The payees of `customer`, or undefined when it has no document (not signed in). */
export function customerPayeesOf(
  api: Pick<ApiClient, 'payees' | 'companyPayees'>,
  customer: { cpf?: string | null; cnpj?: string | null } | undefined,
): CustomerPayees | undefined {
  const cnpj = customer?.cnpj ?? '';
  if (cnpj !== '') {
    return {
      company: true,
      document: cnpj,
      beneficiaries: api.companyPayees.beneficiaries,
      accounts: api.companyPayees.accounts,
    };
  }
  const cpf = customer?.cpf ?? '';
  if (cpf === '') return undefined;
  return {
    company: false,
    document: cpf,
    beneficiaries: {
      list: (filter) => api.payees.beneficiaries.list(cpf, filter),
      create: (body) => api.payees.beneficiaries.create(cpf, body),
      remove: (id) => api.payees.beneficiaries.remove(cpf, id),
    },
    accounts: {
      list: (filter) => api.payees.accounts.list(cpf, filter),
      create: (body) => api.payees.accounts.create(cpf, body),
      remove: (id) => api.payees.accounts.remove(cpf, id),
    },
  };
}
