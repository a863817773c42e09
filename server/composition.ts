/**
 * The composition root (conventions "services … built in one composition module, not inside
 * route plugins"): every service and provider of the API, built once from the configuration and
 * the database. `buildApp` hands route plugins what they need from here; no plugin builds a
 * service of its own, so one catalogue, one set of quotation keys and one limiter are shared.
 * @module
 */
import type { Kysely } from 'kysely';
import { SANDBOX_LIFECYCLE_STEP_SECONDS, type Config } from './config';
import type { Database } from './db/schema';
import { manualComplianceReview } from './providers/compliance/compliance-provider';
import { sandboxCompliance } from './providers/compliance/sandbox-compliance';
import { manualDocumentReview } from './providers/document-review/document-review-provider';
import { sandboxDocumentReview } from './providers/document-review/sandbox-document-review';
import type { LoyaltyProvider } from './providers/loyalty/loyalty-provider';
import { createSandboxLoyalty } from './providers/loyalty/sandbox-loyalty';
import { createPtaxRates } from './providers/rates/ptax-rates';
import type { RatesProvider } from './providers/rates/rates-provider';
import { createSandboxRates } from './providers/rates/sandbox-rates';
import { selectUploadStorage } from './providers/storage/select-storage';
import type { WalletProvider } from './providers/wallet/wallet-provider';
import type { ZipCodeProvider } from './providers/zip-codes/zip-code-provider';
import { createAccountServices } from './services/accounts/account-services';
import { createAttemptLimiter, type AttemptLimiterFactory } from './services/attempt-limiter';
import { createAuthService } from './services/auth/auth-service';
import type { Clock } from './services/clock';
import { createCorrespondentService } from './services/correspondents/correspondent-service';
import { createCouponService } from './services/quotations/coupon-service';
import { createAddressService } from './services/customers/address-service';
import { createCustomerService } from './services/customers/customer-service';
import { createCapitalLimitService } from './services/customers/capital-limit';
import { createCompanyDocumentService } from './services/customers/company-documents';
import { createCompanyLimitNotices } from './services/customers/company-limit-notices';
import { createRegistrationUpdateService } from './services/customers/registration-update-service';
import { createImpersonationService } from './services/auth/impersonation-service';
import { createMailOutbox } from './services/mail/mail-outbox';
import { createManagerTokenService } from './services/quotations/manager-token-service';
import { createPasswordHasher } from './services/auth/password-hasher';
import { createBankAccountService } from './services/payees/bank-account-service';
import { createBeneficiaryService } from './services/payees/beneficiary-service';
import { createInvestmentBrokerService } from './services/payees/investment-broker-service';
import { createPaymentService } from './services/payments/payment-service';
import { createCardNotices } from './services/payments/card-notices';
import { createCardPaymentService } from './services/payments/card-payment-service';
import { createSandboxCreditCard } from './providers/card/sandbox-credit-card';
import { createPricingCatalogue } from './services/quotations/pricing-catalogue';
import { createQuotationService } from './services/quotations/quotation-service';
import { resolveQuoteSigningKeys } from './services/quotations/quote-signing-keys';
import { createQuoteTokens } from './services/quotations/quote-token';
import { createSandboxCard } from './providers/card/sandbox-card';
import { createInboundChargeService } from './services/remittances/inbound-charge-service';
import { createInboundInstructionsService } from './services/remittances/inbound-instructions-service';
import { createInboundNotices } from './services/remittances/inbound-notices';
import { createInboundRemittanceService } from './services/remittances/inbound-remittance-service';
import { createRemittanceService } from './services/remittances/remittance-service';
import { createReservationNotices } from './services/remittances/reservation-notices';
import { createBackOfficeService } from './services/back-office/back-office-service';
import { createHeldOperationSteps } from './services/back-office/held-operations';
import { createPaperMoneyService } from './services/paper-money/paper-money-service';
import { createUploadService, uploadDocumentChecker } from './services/uploads/upload-service';
import { createLimitUpdateService } from './services/limit-updates/limit-update-service';
import { createLimitUpdateDecisions } from './services/limit-updates/limit-update-decision';

/** What the services are built from. */
export interface ServiceDeps {
  config: Config;
  db: Kysely<Database>;
  clock: Clock;
  wallet: WalletProvider;
  zipCodes: ZipCodeProvider;
  /** Default: sandbox rates in sandbox mode, PTAX in production. */
  rates?: RatesProvider;
  /** Default: the sandbox miles partner (no production partner is integrated yet). */
  loyalty?: LoyaltyProvider;
  /** Told when an e-mail was queued (the app wakes its outbox worker; polling is the guarantee). */
  onMailQueued?: () => void;
}

/**
 * The seconds between a paid operation's automatic steps: `LIFECYCLE_STEP_SECONDS`, the sandbox
 * default, or none in production (the steps then wait for the providers).
 */
export function lifecycleStepMsOf(config: Config): number | undefined {
  const seconds =
    config.lifecycleStepSeconds ??
    (config.mode === 'sandbox' ? SANDBOX_LIFECYCLE_STEP_SECONDS : undefined);
  return seconds === undefined ? undefined : seconds * 1000;
}

/** Builds every service of the API. */
export function createServices(deps: ServiceDeps) {
  const { config, db, clock, wallet, zipCodes } = deps;
  // E-mails are queued in the outbox inside each action's transaction (issue 13).
  const outbox = createMailOutbox({
    db,
    clock,
    ...(deps.onMailQueued === undefined ? {} : { onEnqueued: deps.onMailQueued }),
  });
  const hasher = createPasswordHasher();
  const auth = createAuthService({ db, hasher, now: clock });
  // Every rate limit counts in the database (issue 13), so processes sharing it share the limits.
  const limiterFor: AttemptLimiterFactory = (limit) => createAttemptLimiter({ db, clock, limit });
  const accounts = createAccountServices({
    db,
    hasher,
    outbox,
    clock,
    compliance: config.mode === 'sandbox' ? sandboxCompliance : manualComplianceReview,
    publicOrigin: config.publicOrigin,
  });

  // Documents (spec operations §7.6): a bucket when S3_BUCKET is set, else the platform's own
  // storage in sandbox mode; in production without a bucket signing answers 503.
  const storage = selectUploadStorage(config, clock);
  // Each document is reviewed as it arrives (issue 20): the sandbox by test names, production by
  // an operator of the console.
  const documentReview = config.mode === 'sandbox' ? sandboxDocumentReview : manualDocumentReview;

  // One pricing catalogue: the sandbox helper clears the very cache quotes are priced from.
  const catalogue = createPricingCatalogue({ db, clock });
  const coupons = createCouponService({ db, clock });
  const managerTokens = createManagerTokenService({ db, clock });
  // Quotations are signed tokens (issue 13): the checkout verifies them with the same keys.
  const quoteTokens = createQuoteTokens(
    resolveQuoteSigningKeys(config.quoteSigningKeys, config.dataDir),
  );
  const rates =
    deps.rates ?? (config.mode === 'production' ? createPtaxRates() : createSandboxRates());

  // An inbound operation's e-mails (issue 16): the link, the payment received, the link expired.
  const inboundNotices = createInboundNotices({ outbox, publicOrigin: config.publicOrigin });

  // The debit-card provider of inbound payment links: only the sandbox's exists yet (issue 16).
  const sandboxCard = createSandboxCard({ db, clock });
  // The credit-card provider of outbound and paper-money payments (issue 18): the sandbox's.
  const sandboxCreditCard = createSandboxCreditCard({ db, clock });
  const cardNotices = createCardNotices({ outbox });
  // Outbound and paper money created held: 'Reservation completed', by card with the pay link.
  const reservationNotices = createReservationNotices({
    outbox,
    publicOrigin: config.publicOrigin,
  });

  const linkValidity =
    config.mode === 'sandbox' && config.inboundLinkValiditySeconds !== undefined
      ? { linkValidityMs: config.inboundLinkValiditySeconds * 1000 }
      : {};

  // The decision on a limit-increase request: the console's `limit-updates` queue calls it.
  const limitUpdateDecisions = createLimitUpdateDecisions({
    outbox,
    clock,
    publicOrigin: config.publicOrigin,
  });
  return {
    correspondents: createCorrespondentService({ db }),
    auth,
    limiterFor,
    accounts,
    zipCodes,
    outbox,
    customers: createCustomerService({ db, clock, outbox }),
    addresses: createAddressService({ db }),
    // A company's identity documents and capital limit (issue 20): REST and GraphQL share them.
    companyDocuments: createCompanyDocumentService({
      db,
      clock,
      documents: uploadDocumentChecker(storage, clock),
    }),
    capitalLimits: createCapitalLimitService({ db }),
    registrations: createRegistrationUpdateService({ db, clock }),
    impersonation: createImpersonationService({ db, clock }),
    beneficiaries: createBeneficiaryService({ db }),
    bankAccounts: createBankAccountService({ db }),
    brokers: createInvestmentBrokerService({ db }),
    storage,
    uploads: createUploadService({ db, storage, clock, reviews: documentReview }),
    catalogue,
    coupons,
    managerTokens,
    loyalty: deps.loyalty ?? createSandboxLoyalty(),
    quotations: createQuotationService({
      rates,
      catalogue,
      coupons,
      managerTokens,
      tokens: quoteTokens,
      clock,
    }),
    remittances: createRemittanceService({
      db,
      clock,
      quoteTokens,
      documents: uploadDocumentChecker(storage, clock, documentReview),
      notices: reservationNotices,
      limitNotices: createCompanyLimitNotices({ outbox }),
      storage,
    }),
    // Buying foreign banknotes (issue 17): rows of `remittances` of kind PAPER_MONEY.
    paperMoney: createPaperMoneyService({ db, clock, quoteTokens, notices: reservationNotices }),
    reservationNotices,
    inbound: createInboundRemittanceService({
      db,
      clock,
      quoteTokens,
      documents: uploadDocumentChecker(storage, clock, documentReview),
      notices: inboundNotices,
      ...linkValidity,
    }),
    // The operator console (issue 20): decisions move held operations as checkout would.
    backOffice: createBackOfficeService({
      db,
      clock,
      outbox,
      storage,
      limitUpdateDecisions,
      steps: createHeldOperationSteps({
        outbox,
        notices: reservationNotices,
        publicOrigin: config.publicOrigin,
        ...linkValidity,
      }),
    }),
    instructions: createInboundInstructionsService({ db }),
    charges: createInboundChargeService({
      db,
      clock,
      // Only the sandbox's provider exists yet: production answers 503 until a real one is added.
      card: config.mode === 'sandbox' ? sandboxCard : undefined,
      lifecycleStepMs: lifecycleStepMsOf(config),
      notices: inboundNotices,
    }),
    inboundNotices,
    // The tokenizer is served in sandbox mode only (issue 16).
    sandboxCard: config.mode === 'sandbox' ? sandboxCard : undefined,
    cardNotices,
    sandboxCreditCard: config.mode === 'sandbox' ? sandboxCreditCard : undefined,
    cardPayments: createCardPaymentService({
      db,
      clock,
      // Only the sandbox's provider exists yet: production answers 503 until one is added.
      providers: config.mode === 'sandbox' ? { 'sandbox-card': sandboxCreditCard } : {},
      lifecycleStepMs: lifecycleStepMsOf(config),
      notices: cardNotices,
    }),
    payments: createPaymentService({
      db,
      clock,
      wallet,
      lifecycleStepMs: lifecycleStepMsOf(config),
      notices: inboundNotices,
    }),
    // Limit-increase requests (issue 20): the customer's side, and the decision the operator
    // console calls in its own transaction (`decideLimitUpdate(trx, …)`).
    limitUpdates: createLimitUpdateService({
      db,
      clock,
      documents: uploadDocumentChecker(storage, clock),
    }),
    limitUpdateDecisions,
  };
}

/** Every service of the API. */
export type Services = ReturnType<typeof createServices>;
