/**
 * Kysely's view of the database: one interface per table, snake_case columns as stored.
 * Rows become contract objects in one place (`server/services/correspondent-mapper.ts`).
 * @module
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamp the database fills in and nobody updates. Columns with a database default are `Generated`. */
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Table `correspondents`: one row per exchange correspondent (tenant). */
export interface CorrespondentsTable {
  id: Generated<number>;
  /** URL identifier, lowercase, unique (`/demo`). */
  identifier: string;
  name: string;
  address: string;
  address_number: number;
  complement: string | null;
  neighborhood: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  country: Generated<string>;
  phone: string | null;
  email: string | null;
  facebook: string | null;
  instagram: string | null;
  linkedin: string | null;
  twitter: string | null;
  whatsapp: string | null;
  primary_color: string | null;
  secondary_color: string | null;
  tertiary_color: string | null;
  quartiary_color: string | null;
  is_paper_money_active: Generated<boolean>;
  is_remittance_active: Generated<boolean>;
  is_moneygram_active: Generated<boolean>;
  credit_card_link_available: Generated<boolean>;
  dynamic_pix_available: Generated<boolean>;
  picpay_available: Generated<boolean>;
  ted_available: Generated<boolean>;
  active_smiles: Generated<boolean>;
  is_livelo_active: Generated<boolean>;
  ga_account: string | null;
  gtm_account: string | null;
  active: Generated<boolean>;
  /** Origins of the correspondent's own sites, admitted by CORS (`https://acme.test`). */
  site_origins: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
}

/** Table `agents`: branches of a correspondent, listed by location. */
export interface AgentsTable {
  id: Generated<number>;
  correspondent_id: number;
  name: string;
  address: string;
  address_number: number;
  neighborhood: string | null;
  city: string;
  state: string;
  zip_code: string | null;
  latitude: number;
  longitude: number;
  phone: string | null;
  delivers_paper_money: Generated<boolean>;
  created_at: CreatedAt;
}

/** Table `seeds`: which named data seeds were applied, so each is applied once. */
export interface SeedsTable {
  name: string;
  applied_at: CreatedAt;
}

/** A `bigint` column: written as a number, read as whatever the driver gives (pg: a string). */
type BigIntColumn = ColumnType<string | number | bigint, number, number>;

/** Table `tax_rules`: IOF and IR rates by kind, purpose and effective date (design §6). */
export interface TaxRulesTable {
  id: Generated<number>;
  /** PAPER_MONEY, REMITTANCE_OUTBOUND, REMITTANCE_INBOUND or CARD. */
  kind: string;
  /** The purpose, for remittances only. */
  purpose_code: string | null;
  iof_basis_points: number;
  ir_basis_points: Generated<number>;
  /** First day in force (Brasília calendar day); a `date`, read as `YYYY-MM-DD` text. */
  effective_from: ColumnType<Date | string, string, string>;
  legal_basis: string;
  created_at: CreatedAt;
}

/** Table `pricing_settings`: one row per correspondent; missing rows price with the defaults. */
export interface PricingSettingsTable {
  correspondent_id: number;
  remittance_spread_bp: Generated<number>;
  paper_money_spread_bp: Generated<number>;
  /** Below this only an admin with a manager token may go (spec operations §5.1). */
  minimum_spread_bp: Generated<number>;
  remittance_bank_fee_cents: Generated<number>;
  /** Paper money's home-delivery fee, BRL cents (issue 17). */
  paper_money_delivery_fee_cents: Generated<number>;
  quote_validity_seconds: Generated<number>;
  remittance_provider: Generated<string>;
  updated_at: CreatedAt;
}

/** Table `remittance_currencies`: a correspondent's bounds per currency, minor units. */
export interface RemittanceCurrenciesTable {
  correspondent_id: number;
  currency: string;
  min_value: BigIntColumn;
  max_value: BigIntColumn | null;
}

/** Table `paper_money_currencies`: an agent's banknotes per currency; bounds in minor units. */
export interface PaperMoneyCurrenciesTable {
  agent_id: number;
  currency: string;
  min_to_sell: BigIntColumn;
  max_to_sell: BigIntColumn | null;
  /** Banknote values, major units. */
  multiples: number[];
}

/** Table `coupons`: discount coupons of a correspondent (spec operations §3.7). */
export interface CouponsTable {
  id: Generated<number>;
  correspondent_id: number;
  /** Upper case. */
  code: string;
  discount_kind: 'AMOUNT' | 'PERCENTAGE';
  amount_cents: number | null;
  basis_points: number | null;
  max_discount_cents: number | null;
  /** Last instant the coupon is accepted; null: no end. */
  valid_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  active: Generated<boolean>;
  created_at: CreatedAt;
}

/** Table `manager_tokens`: hashed codes that let an admin quote below the minimum spread. */
export interface ManagerTokensTable {
  id: Generated<number>;
  correspondent_id: number;
  /** Hex SHA-256 of the code. */
  token_hash: string;
  /** Who holds the code (audit), never the code. */
  label: string;
  expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  revoked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

/**
 * Table `attempt_counters`: the fixed window of one rate-limit key (issue 13), keyed by the
 * key's hash so no e-mail or address is stored.
 */
export interface AttemptCountersTable {
  /** Hex SHA-256 of the limiter's key. */
  key_hash: string;
  window_started_at: Date;
  window_ends_at: Date;
  /** Hits in the window, refused ones included. */
  count: number;
}

/** Table `users`: customers and staff who sign in (issue 3). E-mail stored lowercase. */
export interface UsersTable {
  id: Generated<number>;
  email: string;
  /** `scrypt$N$r$p$salt$hash`; null for a record known without access. */
  password_hash: string | null;
  name: string;
  cpf: string | null;
  cnpj: string | null;
  person_type: 'PHYSICAL' | 'LEGAL';
  roles: ColumnType<string[], string[] | undefined, string[]>;
  is_admin: Generated<boolean>;
  /** `YYYY-MM-DD` when written; drivers read a `date` back as a Date. */
  birth_date: ColumnType<Date | string | null, string | null | undefined, string | null>;
  phone: string | null;
  needs_compliance_update: Generated<boolean>;
  registration_status: ColumnType<
    'APPROVED' | 'PENDING' | 'REJECTED',
    'APPROVED' | 'PENDING' | 'REJECTED' | undefined,
    'APPROVED' | 'PENDING' | 'REJECTED'
  >;
  confirmed_at: Date | null;
  created_at: CreatedAt;
  nickname: string | null;
  profession: string | null;
  /** Monthly income (individuals) or annual revenue (companies) as declared, BRL cents. */
  income_cents: BigIntColumn | null;
  /** Revenue as the compliance review assessed it, BRL cents. */
  revenue_cents: BigIntColumn | null;
  person_in_charge_name: string | null;
  person_in_charge_email: string | null;
  person_in_charge_doc: string | null;
  /** The partner (correspondent id) who brought the customer. */
  indicator_id: number | null;
  wl_status: string | null;
  source: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** The language of the e-mails sent to the user. */
  locale: ColumnType<'pt-BR' | 'en-US', 'pt-BR' | 'en-US' | undefined, 'pt-BR' | 'en-US'>;
  /** When the customer last asked for a new compliance review (spec §4 "Compliance"). */
  compliance_requested_at: Date | null;
  /** Company back-office fields (spec §3 "Legal person" update), written by admins only. */
  change_sync: Generated<boolean>;
  change_sync_time: Date | null;
  verified: Generated<boolean>;
  /** A company's limit e-mail switches (`notificationStatus.operationalLimit.email`), on by default. */
  limit_email_at_50: Generated<boolean>;
  limit_email_at_85: Generated<boolean>;
  limit_email_at_100: Generated<boolean>;
}

/** Table `user_correspondents`: which correspondents a user shares data with (spec §4). */
export interface UserCorrespondentsTable {
  user_id: number;
  correspondent_id: number;
  created_at: CreatedAt;
}

/** Table `user_sessions`: one signed-in client of a user; tokens stored as SHA-256 only. */
export interface UserSessionsTable {
  id: Generated<number>;
  user_id: number;
  client_id: string;
  token_hash: string;
  /** The token replaced by the last rotation, accepted until `previous_valid_until`. */
  previous_token_hash: string | null;
  previous_valid_until: Date | null;
  expires_at: Date;
  impersonated_by: number | null;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | undefined, Date>;
  /** `PASSWORD_RESET`: opened by a reset link, accepted only by the reset call. */
  purpose: Generated<'SIGN_IN' | 'PASSWORD_RESET'>;
}

/** Table `password_history`: past password hashes, to refuse reusing the last five. */
export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  hash: string;
  created_at: CreatedAt;
}

/**
 * Table `operational_limits`: an individual's limit per period, or a company's capital/financial
 * limit (period `CAPITAL_FINANCIAL`, with its `limit_days`), USD cents.
 */
export interface OperationalLimitsTable {
  user_id: number;
  period: string;
  limit_usd_cents: BigIntColumn;
  used_usd_cents: BigIntColumn;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** The days a company's capital/financial limit covers (`limitDays`); null for individuals. */
  limit_days: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Table `addresses`: a customer's saved addresses (spec platform §3 "Address"). */
export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  nickname: string;
  street: string;
  number: number | null;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: Generated<string>;
  /** Digits only for a Brazilian CEP. */
  zip_code: string;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Table `billing_addresses`: a customer's billing addresses (spec platform §3). */
export interface BillingAddressesTable {
  id: Generated<number>;
  user_id: number;
  street: string;
  number: number | null;
  complement: string | null;
  neighborhood: string;
  city: string;
  state: string;
  country: Generated<string>;
  zip_code: string;
  /** Storage key of the proof-of-address file. */
  address_receipt: string | null;
  created_at: CreatedAt;
}

/** Where an e-mail of the outbox stands. */
export type MailStatus = 'PENDING' | 'SENT' | 'FAILED';

/**
 * Table `mail_messages`: the e-mail outbox (written in the business action's transaction, sent
 * after commit by `server/jobs/outbox-worker.ts`); the sandbox mailbox reads it too.
 */
export interface MailMessagesTable {
  id: Generated<number>;
  /** Lowercase. */
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** The template (`verification-code`, `password-reset`…): what logs may name. */
  kind: string;
  locale: string | null;
  status: Generated<MailStatus>;
  /** Deliveries tried (counted when claimed, so a crash mid-send counts too). */
  attempts: Generated<number>;
  /** When the worker may (re)try it. */
  next_attempt_at: Date;
  /** The sending worker's lease: nobody else takes the row before this time. */
  locked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The last failure's error name: never content or addresses. */
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** `sandbox` or `smtp`: which transport delivered it. */
  sent_via: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Table `email_verification_codes`: each user's live e-mail code (hashed). */
export interface EmailVerificationCodesTable {
  user_id: number;
  /** The password hasher's `scrypt$…` form of the 6-digit code. */
  code_hash: string;
  issued_at: Date;
  failed_attempts: Generated<number>;
  used_at: Date | null;
}

/** Table `account_tokens`: one-time invitation and password-reset tokens (SHA-256 only). */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'INVITATION' | 'PASSWORD_RESET';
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  /** The reset session a password-reset link opened. */
  session_id: number | null;
  created_at: CreatedAt;
}

/** Table `impersonation_tokens`: one-time admin tokens to act as a customer (SHA-256 only). */
export interface ImpersonationTokensTable {
  id: Generated<number>;
  token_hash: string;
  /** The customer. */
  user_id: number;
  /** The admin. */
  created_by: number;
  correspondent_id: number;
  expires_at: Date;
  used_at: Date | null;
  /** The session the exchange opened. */
  session_id: number | null;
  created_at: CreatedAt;
}

/** Table `audit_events`: each request of an impersonated session, with the admin's id. */
export interface AuditEventsTable {
  id: ColumnType<string | number | bigint, never, never>;
  user_id: number;
  impersonated_by: number;
  session_id: number | null;
  correspondent_id: Generated<number>;
  method: string;
  /** Route pattern. */
  route: string;
  /** Path as requested, without the query string. */
  path: string;
  status_code: number;
  created_at: CreatedAt;
}

/** Table `uploads`: signed and stored documents (spec operations §7.6; issue 5). */
export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  key: string;
  resource: string;
  content_type: string;
  size: number | null;
  /** The bytes, when the platform's own storage holds them; null with an S3 bucket. */
  content: Uint8Array | null;
  created_at: CreatedAt;
  uploaded_at: Date | null;
  /** The document review (issue 20): set at arrival by the review port, then by an operator. */
  review_status: ColumnType<
    DocumentReviewStatus | null,
    DocumentReviewStatus | null | undefined,
    DocumentReviewStatus | null
  >;
  reviewed_by: ColumnType<number | null, number | null | undefined, number | null>;
  reviewed_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  review_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Table `beneficiaries`: a customer's beneficiaries abroad (spec operations §3.10; issue 5). */
export interface BeneficiariesTable {
  id: Generated<number>;
  user_id: number;
  direction: 'INBOUND' | 'OUTBOUND';
  currency: string;
  person_type: 'physical' | 'legal';
  full_name: string;
  /** The other contract fields (contacts, documents, address), camelCase; JSON text in. */
  details: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Table `bank_accounts`: own accounts and beneficiaries' accounts (spec operations §3.11). */
export interface BankAccountsTable {
  id: Generated<number>;
  user_id: number;
  /** The beneficiary whose account it is; null for the customer's own accounts. */
  beneficiary_id: number | null;
  direction: 'INBOUND' | 'OUTBOUND';
  currency: string | null;
  name: string;
  /** The other contract fields (bank code, number, PIX key…), camelCase; JSON text in. */
  details: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Table `investment_brokers`: a customer's brokers abroad (spec operations §3.13). */
export interface InvestmentBrokersTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The identifier code (spec operations §2.4 identifierCode). */
  bank_code: string | null;
  /** The other contract fields, camelCase; JSON text in. */
  details: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Table `remittances`: one remittance operation (spec operations §3.16; integer minor units). */
export interface RemittancesTable {
  id: Generated<number>;
  user_id: number;
  correspondent_id: number;
  /** The quote's own id (its signed snapshot's `id`): one operation per quote. */
  quote_id: string;
  /** PAPER_MONEY: a purchase of banknotes (issue 17), stored here to share the lifecycle. */
  kind: 'OUTBOUND' | 'INBOUND' | 'PAPER_MONEY';
  status: string;
  /** Remittances only; null for paper money. */
  purpose_code: string | null;
  currency: string;
  /** The foreign amount in the currency's minor units. */
  foreign_amount_minor: BigIntColumn;
  /** What the customer pays, BRL cents. */
  total_brl_cents: BigIntColumn;
  /** The foreign amount in USD cents (the operational limit's unit). */
  usd_cents: BigIntColumn;
  /** What the operation holds of the limit; 0 when it went to manual analysis. */
  reserved_usd_cents: ColumnType<string | number | bigint, number | undefined, number>;
  limit_period: string | null;
  beneficiary_id: number | null;
  account_id: number | null;
  broker_id: number | null;
  partner_id: number | null;
  payment_method: string;
  inbound_payment_method: string | null;
  /** Spec §3.20 purpose data; JSON text in. */
  purpose_data: ColumnType<unknown, string, string>;
  /** Uploaded document keys; JSON text in. */
  documents: ColumnType<unknown, string, string>;
  /** The snapshot of the quote the operation was created from (`WireQuoteSnapshot`); JSON text in. */
  quotation: ColumnType<unknown, string, never>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
  /** The payment deadline (created + 30 minutes) of an operation created awaiting payment. */
  payment_expires_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The operation's unique payment reference (the BR Code's txid), once payment data was issued. */
  payment_reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the payment was received. */
  paid_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the lifecycle job must look at the operation next (null: nothing scheduled). */
  next_transition_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** An inbound card operation's payment-link id: random, unguessable (null otherwise). */
  link_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why the operation was marked failed (`PUT …/fail`, or the charge path; issue 16). */
  failed_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** Paper money: how the notes are delivered (`StoredDelivery`); JSON text in. */
  delivery: ColumnType<unknown, string | null | undefined, string | null>;
  /** Paper money (shipment, shop): the day the notes are expected, set at payment. */
  expected_delivery_date: ColumnType<
    Date | string | null,
    string | null | undefined,
    string | null
  >;
  /** Paper money by ATM withdrawal, once DELIVERED: the code typed at the ATM. */
  withdrawal_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** Until when the withdrawal code can be used. */
  withdrawal_available_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** Table `card_tokens`: the sandbox card provider's tokens (never card data; issue 16). */
export interface CardTokensTable {
  token: string;
  /** What the test card stands for (`SandboxCardOutcome`). */
  outcome: string;
  /** DEBIT (inbound tokenizer) or CREDIT (credit tokenizer; issue 18). */
  kind: Generated<string>;
  brand: string | null;
  last4: string | null;
  created_at: CreatedAt;
}

/** Table `card_payments`: credit-card payments of operations (issue 18); never card data. */
export interface CardPaymentsTable {
  id: Generated<number>;
  remittance_id: number;
  provider: string;
  status: 'PENDING' | 'APPROVED' | 'FAILED' | 'UNDER_REVIEW' | 'REFUNDED' | 'REFUSED';
  provider_word: string | null;
  code: string | null;
  brand: string;
  last4: string;
  installments: number;
  installment_cents: BigIntColumn;
  last_installment_cents: BigIntColumn;
  interest_rate_bps: number;
  interest_cents: BigIntColumn;
  amount_requested_cents: BigIntColumn;
  total_cents: BigIntColumn;
  device_id: string;
  idempotency_key: string;
  request_hash: string;
  settles_at: Date | null;
  settles_to: string | null;
  settled_at: Date | null;
  /** The provider took it for an operation cancelled meanwhile: the money must go back. */
  refund_due_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The provider's token (card hash) charged, so the sweep can ask again (never card data). */
  card_token: ColumnType<string | null, string | null | undefined, string | null>;
  /** PENDING: when the sweep may ask the provider again (a dead process's payment). */
  next_attempt_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** Table `sandbox_credit_charges`: the sandbox credit provider's charges by idempotency key. */
export interface SandboxCreditChargesTable {
  reference: string;
  idempotency_key: string;
  token: string;
  amount_cents: BigIntColumn;
  installments: number;
  word: string;
  code: string | null;
  settles_at: Date | null;
  settles_to: string | null;
  created_at: CreatedAt;
}

/** A card payment row as read. */
export type CardPaymentRow = Selectable<CardPaymentsTable>;

/** Table `inbound_charges`: charges attempted on an inbound payment link (issue 16). */
export interface InboundChargesTable {
  id: Generated<number>;
  remittance_id: number;
  status: 'PENDING' | 'APPROVED' | 'PROCESSING' | 'FAILED';
  code: string | null;
  settles_at: Date | null;
  /** The payer (spec operations §3.15); JSON text in. */
  payer: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Table `payment_receivers`: where customers pay, per correspondent or the platform's (null). */
export interface PaymentReceiversTable {
  id: Generated<number>;
  correspondent_id: number | null;
  pix_key: string;
  pix_key_type: string;
  holder_name: string;
  holder_city: string;
  holder_document: string;
  bank_code: string;
  bank_name: string;
  branch: string;
  account_number: string;
  account_type: 'ch' | 'sa';
  created_at: CreatedAt;
}

/**
 * Table `receiving_banks`: where a correspondent (or the platform, `correspondent_id` null)
 * receives a foreign payer's wire: the SWIFT fields 56, 57 and 59 of the receipt instructions.
 */
export interface ReceivingBanksTable {
  id: Generated<number>;
  correspondent_id: number | null;
  /** Field 56, the intermediary (correspondent) bank; null when the wire goes direct. */
  intermediary_swift: string | null;
  intermediary_name: string | null;
  intermediary_address: string | null;
  /** The beneficiary bank's account at the intermediary. */
  intermediary_account: string | null;
  /** Field 57, the beneficiary bank (account with institution). */
  bank_swift: string;
  bank_name: string;
  bank_address: string;
  /** Field 59, the correspondent's account at the beneficiary bank (IBAN-like). */
  account_number: string;
  holder_name: string;
  holder_address: string;
  /** A sandbox row: stands for no real account. */
  sandbox: Generated<boolean>;
  created_at: CreatedAt;
}

/** Table `remittance_events`: each status an operation entered, with its time. */
export interface RemittanceEventsTable {
  id: Generated<number>;
  remittance_id: number;
  status: string;
  at: ColumnType<Date, Date | undefined, never>;
}

/** Table `idempotency_keys`: a creation's `Idempotency-Key` per user and what it made. */
export interface IdempotencyKeysTable {
  user_id: number;
  key: string;
  /** Hex SHA-256 of the canonical request body. */
  request_hash: string;
  remittance_id: number | null;
  created_at: CreatedAt;
}

/** Table `company_documents`: a company's identity document types (spec platform §3). */
export interface CompanyDocumentsTable {
  id: Generated<number>;
  user_id: number;
  document_type: string;
  document_values: ColumnType<string[], string[] | undefined, string[]>;
  created_at: CreatedAt;
}

/** Table `company_document_versions`: each version of a company document; approved null = under review. */
export interface CompanyDocumentVersionsTable {
  id: Generated<number>;
  document_id: number;
  approved: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
  created_at: CreatedAt;
}

/** Table `company_document_files`: the files `{key, side}` of a document version. */
export interface CompanyDocumentFilesTable {
  version_id: number;
  side: string;
  key: string;
}

/** Table `limit_update_requests`: a customer's limit-increase request (spec platform §3, §4). */
export interface LimitUpdateRequestsTable {
  id: Generated<number>;
  user_id: number;
  correspondent_id: number;
  status: ColumnType<
    'PENDING' | 'APPROVED' | 'REJECTED',
    'PENDING' | 'APPROVED' | 'REJECTED' | undefined,
    'PENDING' | 'APPROVED' | 'REJECTED'
  >;
  requested_limit_usd_cents: BigIntColumn;
  limit_at_request_usd_cents: BigIntColumn;
  origin: string;
  idempotency_key: string;
  request_hash: string;
  approved_limit_usd_cents: ColumnType<
    string | number | bigint | null,
    number | null,
    number | null
  >;
  decision_reason: string | null;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** Table `limit_update_attachments`: the files of a limit-increase request. */
export interface LimitUpdateAttachmentsTable {
  id: Generated<number>;
  request_id: number;
  position: number;
  attachment_type: string;
  proof_document_type: string;
  upload_key: string;
}

/** A document's review status (issue 20). */
export type DocumentReviewStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** Table `operator_correspondents`: the correspondents an operator serves (issue 20). */
export interface OperatorCorrespondentsTable {
  user_id: number;
  correspondent_id: number;
  created_at: CreatedAt;
}

/** Table `back_office_decisions`: the console's append-only audit trail (issue 20). */
export interface BackOfficeDecisionsTable {
  id: ColumnType<string | number | bigint, never, never>;
  correspondent_id: number | null;
  record_kind: string;
  record_id: number;
  operator_id: number;
  operator_name: string;
  action: string;
  reason: string | null;
  status_before: string;
  status_after: string;
  created_at: ColumnType<Date, Date | undefined, never>;
}

/** The whole database, as Kysely sees it: every table. */
export interface Database {
  correspondents: CorrespondentsTable;
  agents: AgentsTable;
  seeds: SeedsTable;
  tax_rules: TaxRulesTable;
  pricing_settings: PricingSettingsTable;
  remittance_currencies: RemittanceCurrenciesTable;
  paper_money_currencies: PaperMoneyCurrenciesTable;
  coupons: CouponsTable;
  manager_tokens: ManagerTokensTable;
  attempt_counters: AttemptCountersTable;
  users: UsersTable;
  user_correspondents: UserCorrespondentsTable;
  user_sessions: UserSessionsTable;
  password_history: PasswordHistoryTable;
  operational_limits: OperationalLimitsTable;
  addresses: AddressesTable;
  billing_addresses: BillingAddressesTable;
  mail_messages: MailMessagesTable;
  email_verification_codes: EmailVerificationCodesTable;
  account_tokens: AccountTokensTable;
  impersonation_tokens: ImpersonationTokensTable;
  audit_events: AuditEventsTable;
  beneficiaries: BeneficiariesTable;
  bank_accounts: BankAccountsTable;
  investment_brokers: InvestmentBrokersTable;
  remittances: RemittancesTable;
  remittance_events: RemittanceEventsTable;
  idempotency_keys: IdempotencyKeysTable;
  uploads: UploadsTable;
  payment_receivers: PaymentReceiversTable;
  receiving_banks: ReceivingBanksTable;
  card_tokens: CardTokensTable;
  sandbox_credit_charges: SandboxCreditChargesTable;
  inbound_charges: InboundChargesTable;
  card_payments: CardPaymentsTable;
  company_documents: CompanyDocumentsTable;
  company_document_versions: CompanyDocumentVersionsTable;
  company_document_files: CompanyDocumentFilesTable;
  limit_update_requests: LimitUpdateRequestsTable;
  limit_update_attachments: LimitUpdateAttachmentsTable;
  operator_correspondents: OperatorCorrespondentsTable;
  back_office_decisions: BackOfficeDecisionsTable;
}

/** A correspondent row as read. */
export type CorrespondentRow = Selectable<CorrespondentsTable>;
/** A correspondent row to insert. */
export type NewCorrespondentRow = Insertable<CorrespondentsTable>;
/** An agent row as read. */
export type AgentRow = Selectable<AgentsTable>;
/** An agent row to insert. */
export type NewAgentRow = Insertable<AgentsTable>;
/** A coupon row as read. */
export type CouponRow = Selectable<CouponsTable>;
/** A user row as read. */
export type UserRow = Selectable<UsersTable>;
/** A user row to insert. */
export type NewUserRow = Insertable<UsersTable>;
/** A session row as read. */
export type UserSessionRow = Selectable<UserSessionsTable>;
/** A remittance row as read. */
export type RemittanceRow = Selectable<RemittancesTable>;
/** A payment receiver row as read. */
export type PaymentReceiverRow = Selectable<PaymentReceiversTable>;
