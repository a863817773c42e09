/**
 * A company's beneficiaries abroad and own accounts, through the GraphQL API (spec operations
 * §7.7: "A query interface at POST /v1/clients serves companies"): the `legalPerson` query's
 * `beneficiaries` and `accounts`, and the createNewBeneficiary, deleteBeneficiary,
 * createNewBankAccount and deleteBankAccount mutations. Answers are checked with the same
 * contracts as the individuals' REST calls (`payees.ts`), so the checkout handles both alike.
 * @module
 */
import type { Account, AccountInput } from '../contracts/accounts';
import type { Beneficiary, BeneficiaryInput } from '../contracts/beneficiaries';
import { graphqlCall } from './graphql';
import type { PayeeFilter } from './payees';
import type { ApiRequest } from './request';

const ACCOUNT_FIELDS = `id type name currency number bankName bankCountry bankCode
  code { option value } iban bankAccountType bankBranch bankCode2 inboundBankCode pixType pixKey
  beneficiaryDocument { beneficiaryDocType value }`;

const BENEFICIARY_FIELDS = `id fullName personType email phone cpf DNI CUIT currency type subType
  studyDocuments { key url }
  address { country state city neighborhood street number complement zipCode nickname }
  account { ${ACCOUNT_FIELDS} }`;

/** The company's beneficiaries, by direction and currency. */
export const COMPANY_BENEFICIARIES_QUERY = `query CompanyBeneficiaries($type: Direction, $currency: String) {
  legalPerson { beneficiaries(type: $type, currency: $currency) { ${BENEFICIARY_FIELDS} } }
}`;

/** The company's own accounts, by direction and currency. */
export const COMPANY_ACCOUNTS_QUERY = `query CompanyAccounts($type: Direction, $currency: String) {
  legalPerson { accounts(type: $type, currency: $currency) { ${ACCOUNT_FIELDS} } }
}`;

/** Saves a beneficiary abroad with its account. */
export const CREATE_BENEFICIARY_MUTATION = `mutation CreateNewBeneficiary($beneficiary: BeneficiaryInput!) {
  createNewBeneficiary(beneficiary: $beneficiary) { ${BENEFICIARY_FIELDS} }
}`;

/** Deletes a beneficiary (its account goes too). */
export const DELETE_BENEFICIARY_MUTATION = `mutation DeleteBeneficiary($id: Int!) {
  deleteBeneficiary(id: $id) { success }
}`;

/** Saves one of the company's own accounts: `inbound` or `outbound`. */
export const CREATE_BANK_ACCOUNT_MUTATION = `mutation CreateNewBankAccount($inbound: InboundAccountInput, $outbound: OutboundAccountInput) {
  createNewBankAccount(inbound: $inbound, outbound: $outbound) { ${ACCOUNT_FIELDS} }
}`;

/** Deletes one of the company's own accounts. */
export const DELETE_BANK_ACCOUNT_MUTATION = `mutation DeleteBankAccount($id: Int!) {
  deleteBankAccount(id: $id) { success }
}`;

/** The signed-in company's beneficiaries and accounts. */
export interface CompanyPayeesApi {
  beneficiaries: {
    list(filter?: PayeeFilter): Promise<Beneficiary[]>;
    create(body: BeneficiaryInput): Promise<Beneficiary>;
    remove(id: number): Promise<void>;
  };
  accounts: {
    list(filter?: PayeeFilter): Promise<Account[]>;
    create(body: AccountInput): Promise<Account>;
    remove(id: number): Promise<void>;
  };
}

// The contracts load with the first call that needs them, as in `payees.ts` (issue 15).
const accountContracts = () => import('../contracts/accounts');
const beneficiaryContracts = () => import('../contracts/beneficiaries');

/** The filter as GraphQL variables (`undefined` ones left out). */
function filterVariables(filter: PayeeFilter): Record<string, unknown> {
  return {
    ...(filter.type ? { type: filter.type } : {}),
    ...(filter.currency ? { currency: filter.currency } : {}),
  };
}

/** The field under `legalPerson` of an answer. */
function ofLegalPerson(data: Record<string, unknown>, field: string): unknown {
  const person = data.legalPerson as Record<string, unknown> | null | undefined;
  return person?.[field];
}

/** Binds the company payee calls to a client's `request`. */
export function createCompanyPayeesApi(request: ApiRequest): CompanyPayeesApi {
  return {
    beneficiaries: {
      list: async (filter = {}) => {
        const { BeneficiaryListSchema } = await beneficiaryContracts();
        return graphqlCall(request, COMPANY_BENEFICIARIES_QUERY, {
          variables: filterVariables(filter),
          parse: (data) => BeneficiaryListSchema.parse(ofLegalPerson(data, 'beneficiaries')),
        });
      },
      create: async (body) => {
        const { BeneficiarySchema } = await beneficiaryContracts();
        // The GraphQL input has no `type`: a beneficiary is always abroad.
        const { type: _outbound, ...beneficiary } = body;
        return graphqlCall(request, CREATE_BENEFICIARY_MUTATION, {
          variables: { beneficiary },
          argument: 'beneficiary',
          parse: (data) => BeneficiarySchema.parse(data.createNewBeneficiary),
        });
      },
      remove: async (id) => {
        await graphqlCall(request, DELETE_BENEFICIARY_MUTATION, {
          variables: { id },
          parse: () => undefined,
        });
      },
    },
    accounts: {
      list: async (filter = {}) => {
        const { AccountListSchema } = await accountContracts();
        return graphqlCall(request, COMPANY_ACCOUNTS_QUERY, {
          variables: filterVariables(filter),
          parse: (data) => AccountListSchema.parse(ofLegalPerson(data, 'accounts')),
        });
      },
      create: async (body) => {
        const { AccountSchema } = await accountContracts();
        const { type, ...input } = body;
        const argument = type === 'INBOUND' ? 'inbound' : 'outbound';
        return graphqlCall(request, CREATE_BANK_ACCOUNT_MUTATION, {
          variables: { [argument]: input },
          argument,
          parse: (data) => AccountSchema.parse(data.createNewBankAccount),
        });
      },
      remove: async (id) => {
        await graphqlCall(request, DELETE_BANK_ACCOUNT_MUTATION, {
          variables: { id },
          parse: () => undefined,
        });
      },
    },
  };
}
