/**
 * Where an outbound remittance goes (spec operations §7.7): an individual's beneficiaries (each
 * with its account abroad) and own bank accounts, and investment brokers of individuals and
 * companies. Answers are validated with the shared contracts (`beneficiaries.ts`, `accounts.ts`,
 * `investment-brokers.ts`). A customer is named as in `customers.ts` (`{ cpf }` or `{ cnpj }`;
 * the signed-in `AuthUser` fits); beneficiaries and accounts are an individual's.
 * @module
 */
import type { Account, AccountInput } from '../contracts/accounts';
import type { Beneficiary, BeneficiaryInput } from '../contracts/beneficiaries';
import type { InvestmentBroker, InvestmentBrokerInput } from '../contracts/investment-brokers';
import type { ApiRequest } from './request';
import { customerPath, individualPath, type CustomerKey } from './customers';

/** List filters: direction and currency. */
export interface PayeeFilter {
  type?: 'INBOUND' | 'OUTBOUND';
  currency?: string;
}

/** An individual's beneficiaries. */
export interface BeneficiariesApi {
  /** `GET /beneficiaries?type&currency`. */
  list(cpf: string, filter?: PayeeFilter): Promise<Beneficiary[]>;
  /** `GET /beneficiary/{id}`. */
  get(cpf: string, id: number): Promise<Beneficiary>;
  /** `POST /beneficiaries/{type}/{currency}` (the body's type and currency). */
  create(cpf: string, body: BeneficiaryInput): Promise<Beneficiary>;
  /** `PUT /beneficiaries/{type}/{id}/{currency}`. */
  update(cpf: string, id: number, body: BeneficiaryInput): Promise<Beneficiary>;
  /** `DELETE /beneficiary/{id}` (its account goes too). */
  remove(cpf: string, id: number): Promise<void>;
}

/** An individual's own bank accounts. */
export interface AccountsApi {
  /** `GET /accounts?type&currency`. */
  list(cpf: string, filter?: PayeeFilter): Promise<Account[]>;
  /** `GET /accounts/{id}`. */
  get(cpf: string, id: number): Promise<Account>;
  /** `POST /accounts/{type}[/{currency}]` (the body's type and currency). */
  create(cpf: string, body: AccountInput): Promise<Account>;
  /** `PUT /accounts/{type}/{id}[/{currency}]`. */
  update(cpf: string, id: number, body: AccountInput): Promise<Account>;
  /** `DELETE /accounts/{id}`. */
  remove(cpf: string, id: number): Promise<void>;
}

/** A customer's investment brokers (individuals and companies). */
export interface InvestmentBrokersApi {
  /** `GET /remittance/investmentBroker`. */
  list(customer: CustomerKey): Promise<InvestmentBroker[]>;
  /** `GET /remittance/investmentBroker/{id}`. */
  get(customer: CustomerKey, id: number): Promise<InvestmentBroker>;
  /** `POST /investmentBroker`. */
  create(customer: CustomerKey, body: InvestmentBrokerInput): Promise<InvestmentBroker>;
  /** `POST /investmentBroker/{id}`: sets the identifier code. */
  setIdentifierCode(customer: CustomerKey, id: number, bankCode: string): Promise<InvestmentBroker>;
  /** `DELETE /investmentBroker/{id}`. */
  remove(customer: CustomerKey, id: number): Promise<void>;
  /** `GET /investmentBroker/{id}/exists`. */
  exists(customer: CustomerKey, id: number): Promise<boolean>;
}

/** The three payee resources. */
export interface PayeesApi {
  beneficiaries: BeneficiariesApi;
  accounts: AccountsApi;
  investmentBrokers: InvestmentBrokersApi;
}

const id = (value: number) => encodeURIComponent(String(value));
const lower = (value: string) => encodeURIComponent(value.toLowerCase());

/** `{type}` and `[/{currency}]` of a body, as the paths write them. */
function typed(body: { type: string; currency?: string | null }, middle = ''): string {
  const currency = body.currency ? `/${lower(body.currency)}` : '';
  return `/${lower(body.type)}${middle}${currency}`;
}

// The contracts load with the first call that needs them: their validators (libphonenumber-js,
// ibantools) stay out of an app's first load until it makes such a call (issue 15).
const accountContracts = () => import('../contracts/accounts');
const beneficiaryContracts = () => import('../contracts/beneficiaries');
const brokerContracts = () => import('../contracts/investment-brokers');

/** Binds the payee calls to a client's `request`. */
export function createPayeesApi(request: ApiRequest): PayeesApi {
  return {
    beneficiaries: {
      list: async (cpf, filter = {}) => {
        const { BeneficiaryListSchema } = await beneficiaryContracts();
        return request(`${individualPath(cpf)}/beneficiaries`, {
          query: { ...filter },
          parse: (data) => BeneficiaryListSchema.parse(data),
        });
      },
      get: async (cpf, beneficiary) => {
        const { BeneficiarySchema } = await beneficiaryContracts();
        return request(`${individualPath(cpf)}/beneficiary/${id(beneficiary)}`, {
          parse: (data) => BeneficiarySchema.parse(data),
        });
      },
      create: async (cpf, body) => {
        const { BeneficiarySchema } = await beneficiaryContracts();
        return request(`${individualPath(cpf)}/beneficiaries${typed(body)}`, {
          method: 'POST',
          body,
          parse: (data) => BeneficiarySchema.parse(data),
        });
      },
      update: async (cpf, beneficiary, body) => {
        const { BeneficiarySchema } = await beneficiaryContracts();
        return request(
          `${individualPath(cpf)}/beneficiaries${typed(body, `/${id(beneficiary)}`)}`,
          {
            method: 'PUT',
            body,
            parse: (data) => BeneficiarySchema.parse(data),
          },
        );
      },
      remove: async (cpf, beneficiary) => {
        await request(`${individualPath(cpf)}/beneficiary/${id(beneficiary)}`, {
          method: 'DELETE',
        });
      },
    },
    accounts: {
      list: async (cpf, filter = {}) => {
        const { AccountListSchema } = await accountContracts();
        return request(`${individualPath(cpf)}/accounts`, {
          query: { ...filter },
          parse: (data) => AccountListSchema.parse(data),
        });
      },
      get: async (cpf, account) => {
        const { AccountSchema } = await accountContracts();
        return request(`${individualPath(cpf)}/accounts/${id(account)}`, {
          parse: (data) => AccountSchema.parse(data),
        });
      },
      create: async (cpf, body) => {
        const { AccountSchema } = await accountContracts();
        return request(`${individualPath(cpf)}/accounts${typed(body)}`, {
          method: 'POST',
          body,
          parse: (data) => AccountSchema.parse(data),
        });
      },
      update: async (cpf, account, body) => {
        const { AccountSchema } = await accountContracts();
        return request(`${individualPath(cpf)}/accounts${typed(body, `/${id(account)}`)}`, {
          method: 'PUT',
          body,
          parse: (data) => AccountSchema.parse(data),
        });
      },
      remove: async (cpf, account) => {
        await request(`${individualPath(cpf)}/accounts/${id(account)}`, { method: 'DELETE' });
      },
    },
    investmentBrokers: {
      list: async (customer) => {
        const { InvestmentBrokerListSchema } = await brokerContracts();
        return request(`${customerPath(customer)}/remittance/investmentBroker`, {
          parse: (data) => InvestmentBrokerListSchema.parse(data),
        });
      },
      get: async (customer, broker) => {
        const { InvestmentBrokerSchema } = await brokerContracts();
        return request(`${customerPath(customer)}/remittance/investmentBroker/${id(broker)}`, {
          parse: (data) => InvestmentBrokerSchema.parse(data),
        });
      },
      create: async (customer, body) => {
        const { InvestmentBrokerSchema } = await brokerContracts();
        return request(`${customerPath(customer)}/investmentBroker`, {
          method: 'POST',
          body,
          parse: (data) => InvestmentBrokerSchema.parse(data),
        });
      },
      setIdentifierCode: async (customer, broker, bankCode) => {
        const { InvestmentBrokerSchema } = await brokerContracts();
        return request(`${customerPath(customer)}/investmentBroker/${id(broker)}`, {
          method: 'POST',
          body: { bankCode },
          parse: (data) => InvestmentBrokerSchema.parse(data),
        });
      },
      remove: async (customer, broker) => {
        await request(`${customerPath(customer)}/investmentBroker/${id(broker)}`, {
          method: 'DELETE',
        });
      },
      exists: async (customer, broker) => {
        const { InvestmentBrokerExistsSchema } = await brokerContracts();
        const answer = await request(
          `${customerPath(customer)}/investmentBroker/${id(broker)}/exists`,
          {
            parse: (data) => InvestmentBrokerExistsSchema.parse(data),
          },
        );
        return answer.exists;
      },
    },
  };
}
