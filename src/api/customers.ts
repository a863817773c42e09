/**
 * The customers' record calls (spec platform §7 "Individuals, under /customers/v1/physicals/{cpf}",
 * "Companies, under /customers/v1/legals/{cnpj}", "Registration and passwords" → update
 * registration): the record, its operational limit, its addresses and billing addresses, a new
 * compliance review. Answers are validated with the shared contracts (`customers.ts`,
 * `addresses.ts`).
 *
 * A customer is named by its document: `{ cpf }` for an individual, `{ cnpj }` for a company;
 * the signed-in `AuthUser` fits as it is. Address routes exist under both kinds of customer.
 * @module
 */
import type {
  Address,
  AddressInput,
  BillingAddress,
  BillingAddressInput,
} from '../contracts/addresses';
import type {
  CompanyDocumentInput,
  CompanyDocumentType,
  CompanyDocumentVersionInput,
} from '../contracts/company-documents';
import type {
  CapitalLimitAnswer,
  Company,
  CompanyDocument,
  CompanyUpdateBody,
  Individual,
  IndividualUpdateBody,
  OperationalLimitAnswer,
  RegistrationUpdateBody,
  RegistrationUpdateResult,
  TriggerComplianceResult,
} from '../contracts/customers';
import { stripDocument } from '../domain/documents/strip-document';
import type { ApiRequest } from './request';

/** Which customer a call is about: an individual by CPF or a company by CNPJ. */
export interface CustomerKey {
  /** The individual's CPF (formatted or digits). */
  cpf?: string | null;
  /** The company's CNPJ (formatted or bare, numeric or alphanumeric). */
  cnpj?: string | null;
}

/** Whether a customer key names a company (it carries a CNPJ). */
export function isCompanyKey(key: CustomerKey): boolean {
  return typeof key.cnpj === 'string' && key.cnpj.trim() !== '';
}

/** `/customers/v1/physicals/{cpf}` of an individual. */
export function individualPath(cpf: string): string {
  return `/customers/v1/physicals/${encodeURIComponent(stripDocument(cpf))}`;
}

/** `/customers/v1/legals/{cnpj}` of a company. */
export function companyPath(cnpj: string): string {
  return `/customers/v1/legals/${encodeURIComponent(stripDocument(cnpj))}`;
}

/**
 * The record path of a customer: the company's when it has a CNPJ, else the individual's.
 * Throws when the key has neither (a programming error: only customers have records).
 */
export function customerPath(key: CustomerKey): string {
  if (isCompanyKey(key) && key.cnpj) return companyPath(key.cnpj);
  if (typeof key.cpf === 'string' && key.cpf.trim() !== '') return individualPath(key.cpf);
  throw new Error('A customer call needs a CPF or a CNPJ');
}

/** The `/addresses` calls of one customer (individual or company). */
export interface CustomerAddressesApi {
  /** `GET /addresses` → the saved addresses. */
  list(customer: CustomerKey): Promise<Address[]>;
  /** `POST /addresses` → the new address. */
  create(customer: CustomerKey, body: AddressInput): Promise<Address>;
  /** `GET /addresses/{id}` → one address. */
  get(customer: CustomerKey, id: number): Promise<Address>;
  /** `PUT /addresses/{id}` → the replaced address. */
  update(customer: CustomerKey, id: number, body: AddressInput): Promise<Address>;
  /** `DELETE /addresses/{id}`. */
  remove(customer: CustomerKey, id: number): Promise<void>;
}

/** The customers' calls. */
export interface CustomersApi {
  /** `GET /customers/v1/physicals/{cpf}` → the individual's record. */
  getIndividual(cpf: string): Promise<Individual>;
  /** `PUT /customers/v1/physicals/{cpf}` → the updated record; absent fields stay as they are. */
  updateIndividual(cpf: string, body: IndividualUpdateBody): Promise<Individual>;
  /** `GET /customers/v1/physicals/{cpf}/exists` → whether a record exists for the CPF. */
  individualExists(cpf: string): Promise<boolean>;
  /**
   * `GET /customers/v1/physicals/{cpf}/limit` → the operational limit, USD cents, with the limit
   * card's `view`; a customer without a limit is a 404 (`NotFoundError`).
   */
  limit(cpf: string): Promise<OperationalLimitAnswer>;
  /** `POST /customers/v1/physicals/{cpf}/billingAddresses` → the new billing address. */
  createBillingAddress(cpf: string, body: BillingAddressInput): Promise<BillingAddress>;
  /** `GET /customers/v1/legals/{cnpj}` → the company's record. */
  getCompany(cnpj: string): Promise<Company>;
  /** `PUT /customers/v1/legals/{cnpj}` → the updated record; absent fields stay as they are. */
  updateCompany(cnpj: string, body: CompanyUpdateBody): Promise<Company>;
  /**
   * `GET /customers/v1/legals/{cnpj}/limit` → the company's capital/financial limit (USD cents)
   * with the limit card's `view`; without a limit the spec's zeros and `requestChangeFail`.
   */
  companyLimit(cnpj: string): Promise<CapitalLimitAnswer>;
  /**
   * `POST /customers/v1/legals/{cnpj}/documents` → a new identity document type with its first
   * version (409 `DOCUMENT_TYPE_EXISTS` when registered: send a version instead).
   */
  createDocumentType(cnpj: string, body: CompanyDocumentInput): Promise<CompanyDocument>;
  /** `POST /customers/v1/legals/{cnpj}/documents/{documentType}/versions` → the document. */
  createDocumentVersion(
    cnpj: string,
    documentType: CompanyDocumentType,
    body: CompanyDocumentVersionInput,
  ): Promise<CompanyDocument>;
  /**
   * `PUT /trigger-new-compliance` of the customer's record → the review asked for, and whether
   * the profile must still be updated first (spec platform §4 "Compliance").
   */
  triggerCompliance(customer: CustomerKey): Promise<TriggerComplianceResult>;
  /** The customer's saved addresses. */
  addresses: CustomerAddressesApi;
  /**
   * `PUT /v1/registrations/users/{id}` (spec platform §7 "update registration"): applies the
   * registration fields given and answers the user (its `needsComplianceUpdate` cleared once
   * nothing is missing) with the fields still missing (`pendencies`).
   */
  updateRegistration(
    userId: number,
    body: RegistrationUpdateBody,
  ): Promise<RegistrationUpdateResult>;
}

// The contracts load with the first call that needs them: their validators (libphonenumber-js,
// ibantools) stay out of an app's first load until it makes such a call (issue 15).
const customerContracts = () => import('../contracts/customers');
const addressContracts = () => import('../contracts/addresses');

/** Binds the customers' calls to a client's `request`. */
export function createCustomersApi(request: ApiRequest): CustomersApi {
  const addressPath = (customer: CustomerKey, id?: number) =>
    `${customerPath(customer)}/addresses${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}`;

  return {
    getIndividual: async (cpf) => {
      const { IndividualSchema } = await customerContracts();
      return request(individualPath(cpf), { parse: (data) => IndividualSchema.parse(data) });
    },
    updateIndividual: async (cpf, body) => {
      const { IndividualSchema } = await customerContracts();
      return request(individualPath(cpf), {
        method: 'PUT',
        body,
        parse: (data) => IndividualSchema.parse(data),
      });
    },
    individualExists: async (cpf) => {
      const { CustomerExistsSchema } = await customerContracts();
      const answer = await request(`${individualPath(cpf)}/exists`, {
        parse: (data) => CustomerExistsSchema.parse(data),
      });
      return answer.exists;
    },
    limit: async (cpf) => {
      const { OperationalLimitAnswerSchema } = await customerContracts();
      return request(`${individualPath(cpf)}/limit`, {
        parse: (data) => OperationalLimitAnswerSchema.parse(data),
      });
    },
    createBillingAddress: async (cpf, body) => {
      const { BillingAddressSchema } = await addressContracts();
      return request(`${individualPath(cpf)}/billingAddresses`, {
        method: 'POST',
        body,
        parse: (data) => BillingAddressSchema.parse(data),
      });
    },
    getCompany: async (cnpj) => {
      const { CompanySchema } = await customerContracts();
      return request(companyPath(cnpj), { parse: (data) => CompanySchema.parse(data) });
    },
    updateCompany: async (cnpj, body) => {
      const { CompanySchema } = await customerContracts();
      return request(companyPath(cnpj), {
        method: 'PUT',
        body,
        parse: (data) => CompanySchema.parse(data),
      });
    },
    companyLimit: async (cnpj) => {
      const { CapitalLimitAnswerSchema } = await customerContracts();
      return request(`${companyPath(cnpj)}/limit`, {
        parse: (data) => CapitalLimitAnswerSchema.parse(data),
      });
    },
    createDocumentType: async (cnpj, body) => {
      const { CompanyDocumentSchema } = await customerContracts();
      return request(`${companyPath(cnpj)}/documents`, {
        method: 'POST',
        body,
        parse: (data) => CompanyDocumentSchema.parse(data),
      });
    },
    createDocumentVersion: async (cnpj, documentType, body) => {
      const { CompanyDocumentSchema } = await customerContracts();
      return request(
        `${companyPath(cnpj)}/documents/${encodeURIComponent(documentType)}/versions`,
        { method: 'POST', body, parse: (data) => CompanyDocumentSchema.parse(data) },
      );
    },
    triggerCompliance: async (customer) => {
      const { TriggerComplianceResultSchema } = await customerContracts();
      return request(`${customerPath(customer)}/trigger-new-compliance`, {
        method: 'PUT',
        parse: (data) => TriggerComplianceResultSchema.parse(data),
      });
    },
    addresses: {
      list: async (customer) => {
        const { AddressListSchema } = await addressContracts();
        return request(addressPath(customer), { parse: (data) => AddressListSchema.parse(data) });
      },
      create: async (customer, body) => {
        const { AddressSchema } = await addressContracts();
        return request(addressPath(customer), {
          method: 'POST',
          body,
          parse: (data) => AddressSchema.parse(data),
        });
      },
      get: async (customer, id) => {
        const { AddressSchema } = await addressContracts();
        return request(addressPath(customer, id), { parse: (data) => AddressSchema.parse(data) });
      },
      update: async (customer, id, body) => {
        const { AddressSchema } = await addressContracts();
        return request(addressPath(customer, id), {
          method: 'PUT',
          body,
          parse: (data) => AddressSchema.parse(data),
        });
      },
      remove: async (customer, id) => {
        await request(addressPath(customer, id), { method: 'DELETE' });
      },
    },
    updateRegistration: async (userId, body) => {
      const { RegistrationUpdateResultSchema } = await customerContracts();
      return request(`/v1/registrations/users/${encodeURIComponent(String(userId))}`, {
        method: 'PUT',
        body,
        parse: (data) => RegistrationUpdateResultSchema.parse(data),
      });
    },
  };
}
