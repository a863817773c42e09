/**
 * The API client (spec platform §7 "Common", §8 "HTTP errors"): one object per resource over the
 * common `request` of `./request` (request-identification and session-token headers on every
 * call, token replacement rule of spec §4, typed errors, failure reporting).
 * @module
 */
import type { Agent, Correspondent } from '../contracts/correspondent';
import { createAdminSpreadApi, type AdminSpreadApi } from './admin-spread';
import { createAuthApi, type AuthApi } from './auth';
import { createBackOfficeApi, type BackOfficeApi } from './back-office';
import { createSandboxMailboxApi, type SandboxMailboxApi } from './sandbox-mailbox';
import { createCorrespondentsApi, type AgentListOptions } from './correspondents';
import { createCustomersApi, type CustomersApi } from './customers';
import { createCardPaymentsApi, type CardPaymentsApi } from './card-payments';
import { createPaperMoneyApi, type PaperMoneyApi } from './paper-money';
import { createPayeesApi, type PayeesApi } from './payees';
import { createCompanyPayeesApi, type CompanyPayeesApi } from './company-payees';
import { createPasswordsApi, type PasswordsApi } from './passwords';
import { createQuotationsApi, type QuotationsApi } from './quotations';
import { createQuotationFiguresApi, type QuotationFiguresApi } from './quotation-figures';
import { createApiRequest, type ApiClientOptions, type ApiRequest } from './request';
import { createRegistrationApi, type RegistrationApi } from './registration';
import {
  createPaymentsApi,
  createRemittancesApi,
  type PaymentsApi,
  type RemittancesApi,
} from './remittances';
import { createUploadsApi, type UploadsApi } from './uploads';
import { createLimitUpdatesApi, type LimitUpdatesApi } from './limit-updates';
import { createServedCitiesApi, type ServedCitiesApi } from './served-cities';
import { createZipCodesApi, type ZipCodesApi } from './zip-codes';

// The core lives in `./request` (widgets build their calls on it alone); kept here for callers.
export {
  createApiRequest,
  joinUrl,
  type ApiClientOptions,
  type ApiRequest,
  type ApiRequestOptions,
  type ErrorReportContext,
  type ErrorReporter,
} from './request';

/** The API client: the raw `request` plus one object per resource. */
export interface ApiClient {
  /** Sends one request with the common headers; see {@link ApiRequestOptions}. */
  request: ApiRequest;
  /** The correspondent calls of spec platform §7 "Correspondent". */
  correspondents: {
    /** `GET /v1/correspondents/{identifier}` → the correspondent (also when inactive). */
    get(identifier: string): Promise<Correspondent>;
    /**
     * `GET /v1/correspondents/{identifier}/agents?orderByLocation=true` → its agents; with
     * `{ zipCode }`, nearest first to that CEP's city, each with `distanceKm`.
     */
    agents(identifier: string, options?: AgentListOptions): Promise<Agent[]>;
  };
  /** The quotation, currency, coupon and loyalty calls of spec operations §7.2. */
  quotations: QuotationsApi;
  /** The figures a held quotation commits to (the checkout summary; issue 19). */
  quotationFigures: QuotationFiguresApi;
  /** Sign-in, token validation, sign-out, impersonation and data sharing (spec platform §7). */
  auth: AuthApi;
  /** The sandbox mailbox (sandbox mode only; 404 in production). */
  sandboxMailbox: SandboxMailboxApi;
  /** The customers' records, limits and addresses of spec platform §7 "Individuals", "Companies". */
  customers: CustomersApi;
  /** Beneficiaries, own accounts and investment brokers (spec operations §7.7). */
  payees: PayeesApi;
  /** A company's beneficiaries and accounts, through GraphQL (spec operations §7.7). */
  companyPayees: CompanyPayeesApi;
  /** The registration calls of spec platform §7 "Registration and passwords". */
  registration: RegistrationApi;
  /** Password recovery, reset, invitation and change (spec platform §7). */
  passwords: PasswordsApi;
  /** The zip-code (CEP) lookup. */
  zipCodes: ZipCodesApi;
  /** Where paper money is delivered at home: the city search (spec operations §2.3). */
  servedCities: ServedCitiesApi;
  /** Document uploads: sign, then POST the file to the signed URL (spec operations §7.6). */
  uploads: UploadsApi;
  /** Outbound remittances: create (idempotent), history and detail (spec operations §7.3). */
  remittances: RemittancesApi;
  /** Paper money: buy banknotes (idempotent), history and detail (spec operations §7.5). */
  paperMoney: PaperMoneyApi;
  /** An operation's payment data, and the sandbox "payment received" helper (spec §7.4). */
  payments: PaymentsApi;
  /** Credit-card installment plans and card payments (spec operations §7.4, issue 18). */
  cardPayments: CardPaymentsApi;
  /** An administrator's spread settings: the correspondent's minimum spread (issue 19). */
  adminSpread: AdminSpreadApi;
  /** Limit-increase requests: send (idempotent), list and detail (spec platform §7, issue 20). */
  limitUpdates: LimitUpdatesApi;
  /** The operator console: queues, records, decisions, audit trails, files (issue 20). */
  backOffice: BackOfficeApi;
}

/** Creates an API client; create one per app or widget instance. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const request = createApiRequest(options);
  return {
    request,
    correspondents: createCorrespondentsApi(request),
    quotations: createQuotationsApi(request),
    quotationFigures: createQuotationFiguresApi(request),
    auth: createAuthApi(request),
    sandboxMailbox: createSandboxMailboxApi(request),
    customers: createCustomersApi(request),
    payees: createPayeesApi(request),
    companyPayees: createCompanyPayeesApi(request),
    registration: createRegistrationApi(request),
    passwords: createPasswordsApi(request),
    zipCodes: createZipCodesApi(request),
    servedCities: createServedCitiesApi(request),
    uploads: createUploadsApi(request, options.fetch),
    remittances: createRemittancesApi(request),
    paperMoney: createPaperMoneyApi(request),
    payments: createPaymentsApi(request),
    cardPayments: createCardPaymentsApi(request),
    adminSpread: createAdminSpreadApi(request),
    limitUpdates: createLimitUpdatesApi(request),
    backOffice: createBackOfficeApi(request),
  };
}
