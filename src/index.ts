/**
 * The SDK core's public entry point: a curated list of re-exports (conventions "Each public entry
 * point is a curated list of re-exports, and a test pins it"). Adding a name here is a decision
 * about the public surface; `tests/src/index.test.ts` fails until the pinned list is updated.
 * @module
 */

// Contracts: the zod/mini schemas shared with the server.
export {
  AgentListQuerySchema,
  AgentListSchema,
  AgentSchema,
  CorrespondentParamsSchema,
  CorrespondentSchema,
  PaymentMethodsAvailabilitySchema,
  type Agent,
  type Correspondent,
  type PaymentMethodsAvailability,
} from './contracts/correspondent';
export {
  ApiErrorBodySchema,
  ERROR_CODES,
  ERROR_STATUS,
  FieldErrorSchema,
  isApiErrorBody,
  type ApiErrorBody,
  type ErrorCode,
  type FieldError,
} from './contracts/errors';

// API client.
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type ApiRequest,
  type ApiRequestOptions,
  type ErrorReportContext,
  type ErrorReporter,
} from './api/client';
export { type AuthApi } from './api/auth';
export {
  AUTH_COOKIE_MAX_AGE_SECONDS,
  AUTH_COOKIE_NAME,
  createCookieTokenStore,
  type CookieJar,
  type CookieTokenStoreOptions,
} from './api/cookie-token-store';
export { type CorrespondentsApi } from './api/correspondents';
export {
  type AccountsApi,
  type BeneficiariesApi,
  type InvestmentBrokersApi,
  type PayeeFilter,
  type PayeesApi,
} from './api/payees';
export {
  createRememberedTokenStore,
  type RememberedTokenStore,
} from './api/remembered-token-store';
export { type SandboxMailboxApi } from './api/sandbox-mailbox';
export { ResendTooEarlyError, type RegistrationApi } from './api/registration';
export {
  readResetLink,
  type PasswordsApi,
  type ResetLinkState,
  type ResetTokens,
} from './api/passwords';
export { type ZipCodesApi } from './api/zip-codes';
export { type ServedCitiesApi } from './api/served-cities';
export { type ServedCity } from './contracts/served-cities';
export { type CustomerAddressesApi, type CustomerKey, type CustomersApi } from './api/customers';
export {
  EMPTY_QUERY_MESSAGE,
  EmptyQueryError,
  type QuotationsApi,
  type QuoteOptions,
} from './api/quotations';
export {
  ApiError,
  ForbiddenError,
  NotFoundError,
  ResponseContractError,
  ServiceUnavailableError,
  UnauthorizedError,
  UnprocessableEntityError,
  type ApiErrorDetails,
} from './api/errors';
export {
  DEFAULT_TOKEN_STORAGE_KEY,
  createMemoryTokenStore,
  createWebStorageTokenStore,
  type TokenStorage,
  type TokenStore,
} from './api/token-store';

// Domain rules.
export {
  addressDisplay,
  NO_NUMBER,
  type AddressDisplaySource,
} from './domain/address/address-display';
export { cnpjCheckDigits, formatCnpj, isValidCnpj } from './domain/documents/cnpj';
export { cpfCheckDigits, formatCpf, isValidCpf } from './domain/documents/cpf';
export { stripDocument } from './domain/documents/strip-document';
export { userTypeFromDocument, type UserType } from './domain/documents/user-type';
export {
  LIMIT_WARNING_PERCENTAGE,
  availableLimit,
  isLimitReached,
  isLimitWarning,
  percentageOfUse,
} from './domain/limits/percentage-of-use';
export {
  currencyExponent,
  formatMoney,
  fromWireMoney,
  minorToDecimalString,
  money,
  parseDecimalToMinor,
  toWireMoney,
  type Money,
  type WireMoney,
} from './domain/money/money';
export { divideRounded, type RoundingMode } from './domain/money/rounding';
export {
  SESSION_TOKEN_HEADERS,
  tokensFromHeaders,
  tokensToHeaders,
  type HeaderReader,
  type SessionTokens,
} from './domain/session/session-tokens';
export { shouldReplaceTokens } from './domain/session/token-rule';
export {
  DEFAULT_THEME,
  contrastRatio,
  isHexColour,
  readableTextOn,
  themeCssVariables,
  themeFromCorrespondent,
  type Theme,
  type ThemeSource,
} from './domain/theme';

// i18n.
export {
  DEFAULT_LOCALE,
  NAMESPACES,
  SUPPORTED_LOCALES,
  createI18n,
  detectLocale,
  isLocale,
  resources,
  translateError,
  type Locale,
  type Namespace,
} from './i18n';
export type { CatalogueOf } from './i18n/locales/catalogue-of';

// Stores.
export {
  createCorrespondentStore,
  type CorrespondentState,
  type CorrespondentStore,
} from './stores/correspondent-store';
export {
  createExchangeStore,
  type ExchangeClock,
  type ExchangeState,
  type ExchangeStore,
  type ExchangeStoreOptions,
} from './stores/exchange-store';
export { availableSimulators, chooseSimulator, type SimulatorKind } from './stores/simulator-kinds';
export {
  createMemoryOperatorStore,
  createSessionStore,
  createWebStorageOperatorStore,
  SESSION_REFRESH_INTERVAL_MS,
  type ImpersonateOptions,
  type OperatorSession,
  type OperatorSessionStore,
  type SessionState,
  type SessionStatus,
  type SessionStore,
  type SessionStoreOptions,
  type SessionTokenStore,
} from './stores/session-store';

// Identity, addresses, pricing, taxes and loyalty (issues 3 and 4).
export {
  PASSWORD_MAX_LENGTH,
  requiredText,
  EmailSchema,
  PasswordSchema,
  PresentedPasswordSchema,
  SignInBodySchema,
  AuthUserSchema,
  AuthUserResponseSchema,
  whenStrings,
  ChangePasswordBodySchema,
  PasswordRecoveryBodySchema,
  PasswordResetBodySchema,
  InvitationQuerySchema,
  InvitationAcceptBodySchema,
  ImpersonationBodySchema,
  ImpersonationTokenSchema,
  type SignInBody,
  type AuthUser,
  type AuthUserResponse,
  type ChangePasswordBody,
  type PasswordRecoveryBody,
  type PasswordResetBody,
  type InvitationAcceptBody,
  type ImpersonationBody,
  type ImpersonationToken,
} from './contracts/auth';
export {
  PersonTypeSchema,
  DocumentSchema,
  CpfSchema,
  CnpjSchema,
  MobilePhoneSchema,
  IncomeCentsSchema,
  FullNameSchema,
  CompanyNameSchema,
  IsoDateSchema,
  IndividualRegistrationSchema,
  CompanyRegistrationSchema,
  RegistrationBodySchema,
  RegistrationResultSchema,
  DocumentParamsSchema,
  RegistrationExistsSchema,
  registrationBranch,
  InviteBodySchema,
  InviteResultSchema,
  ConfirmationQuerySchema,
  ResendConfirmationBodySchema,
  ResendConfirmationResultSchema,
  GiveAccessParamsSchema,
  type PersonType,
  type RegistrationBody,
  type IndividualRegistration,
  type CompanyRegistration,
  type RegistrationResult,
  type RegistrationExists,
  type RegistrationBranch,
  type ConfirmationQuery,
} from './contracts/registration';
export {
  IndividualParamsSchema,
  CompanyParamsSchema,
  IndicatorSchema,
  IndividualSchema,
  IndividualUpdateBodySchema,
  PersonInChargeSchema,
  DocumentFileSchema,
  DocumentVersionSchema,
  CompanyDocumentSchema,
  CompanyNotificationStatusSchema,
  CompanySchema,
  CompanyUpdateBodySchema,
  CustomerExistsSchema,
  CustomerCorrespondentBodySchema,
  TriggerComplianceResultSchema,
  OperationalLimitSchema,
  LimitRequestStatusSchema,
  LimitViewSchema,
  limitView,
  type Individual,
  type IndividualUpdateBody,
  type Company,
  type CompanyUpdateBody,
  type OperationalLimit,
  type LimitRequestStatus,
  type LimitView,
} from './contracts/customers';
export {
  BRAZILIAN_STATES,
  ZipCodeSchema,
  ZipCodeParamsSchema,
  AddressSchema,
  AddressInputSchema,
  AddressListSchema,
  BillingAddressSchema,
  BillingAddressInputSchema,
  AddressParamsSchema,
  ZipLookupSchema,
  type Address,
  type AddressInput,
  type BillingAddress,
  type BillingAddressInput,
  type ZipLookup,
} from './contracts/addresses';
export {
  MailboxMessageSchema,
  MailboxQuerySchema,
  MailboxMessageListSchema,
  type MailboxMessage,
} from './contracts/mailbox';
export {
  WireMoneySchema,
  CurrencyCodeSchema,
  PurposeCodeSchema,
  ClampTypeSchema,
  InboundPaymentMethodSchema,
  QuotationMessageSchema,
  TaxLineSchema,
  QuotationCouponSchema,
  QuotationAdminSchema,
  RemittanceQuotationSchema,
  PaperMoneyQuotationSchema,
  QuotationSchema,
  QUOTATION_ID_MAX_LENGTH,
  isRemittanceQuotation,
  RemittanceQuotationParamsSchema,
  RemittanceQuotationQuerySchema,
  PaperMoneyQuotationParamsSchema,
  PaperMoneyQuotationQuerySchema,
  RemittanceCurrenciesQuerySchema,
  CurrencyListItemSchema,
  CurrencyListSchema,
  CouponParamsSchema,
  CouponValidationSchema,
  TierParamsSchema,
  TierAnswerSchema,
  type WireMoneyObject,
  type RemittanceQuotation,
  type PaperMoneyQuotation,
  type Quotation,
  type RemittanceQuotationQuery,
  type PaperMoneyQuotationQuery,
  type CurrencyListItem,
  type CouponValidation,
  type TierAnswer,
} from './contracts/quotations';
export {
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_CODES,
  PASSWORD_RULE_MESSAGES,
  passwordViolations,
  isPasswordAcceptable,
  passwordViolationMessages,
  type PasswordRuleCode,
} from './domain/identity/password-policy';
export {
  PASSWORD_STRENGTH_LEVELS,
  PASSWORD_STRENGTH_MESSAGES,
  COMMON_PASSWORDS,
  passwordStrength,
  type PasswordStrengthLevel,
  type PasswordStrength,
} from './domain/identity/password-strength';
export {
  NAME_MAX_LENGTH_WITHOUT_WHITESPACE,
  NAME_MAX_LENGTH_WITH_WHITESPACE,
  SURNAME_MAX_LENGTH_WITHOUT_WHITESPACE,
  SURNAME_MAX_LENGTH_WITH_WHITESPACE,
  NAME_RULE_MESSAGES,
  normaliseSpaces,
  wordsOf,
  isNameWithSurname,
  isValidFullName,
  isValidFullCompanyName,
  isStringWithoutSpecialCharacters,
  firstNameLengthViolation,
  surnameLengthViolation,
  splitFullName,
  fullNameViolations,
  firstNameOf,
  shortName,
  type NameRuleCode,
} from './domain/identity/names';
export {
  MINIMUM_AGE,
  EARLIEST_BIRTH_YEAR,
  BIRTH_DATE_MESSAGES,
  BIRTH_DATE_PATTERNS,
  isLeapYear,
  daysInMonth,
  isCalendarDate,
  compareCalendarDates,
  parseBirthDate,
  parseIsoDate,
  toIsoDate,
  formatBirthDate,
  calendarDateAt,
  ageOn,
  birthDateViolation,
  isValidBirthDate,
  type CalendarDate,
  type BirthDateViolation,
} from './domain/identity/birth-date';
export {
  EMAIL_MAX_LENGTH,
  EMAIL_LOCAL_MAX_LENGTH,
  normaliseEmail,
  isValidEmail,
  maskEmail,
} from './domain/identity/email';
export {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_RESEND_SECONDS,
  CODE_CHECK_MESSAGES,
  isCodeFormat,
  generateCode,
  issueCode,
  codeExpiresAt,
  constantTimeEqual,
  checkCode,
  resendAvailableIn,
  canResendCode,
  type VerificationCodeState,
  type CodeCheckOutcome,
  type CodeCheck,
} from './domain/identity/verification-code';
export {
  DEFAULT_PHONE_COUNTRY,
  MASK_DIGIT,
  DEFAULT_PHONE_MASK,
  PHONE_INVALID_MESSAGE,
  PHONE_SEARCH_EMPTY_MESSAGE,
  phoneCountries,
  isPhoneCountry,
  dialCodeOf,
  phoneMask,
  maskDigitCount,
  applyMask,
  formatPhoneAsYouType,
  isValidMobilePhone,
  toE164,
  countryName,
  listPhoneCountries,
  searchPhoneCountries,
  type PhoneCountry,
} from './domain/identity/phone';
export {
  ZIP_CODE_RANGES,
  ZIP_CODE_INVALID_MESSAGE,
  ZIP_CODE_NOT_FOUND_MESSAGE,
  normaliseZipCode,
  isValidZipCode,
  formatZipCode,
  stateOfZipCode,
  type BrazilianState,
  type ZipCodeRange,
} from './domain/address/zip-code';
export {
  DEFAULT_TAX_RULES,
  TAX_TIME_ZONE,
  brasiliaDay,
  taxRuleFor,
  type TaxRuleKind,
  type TaxRule,
  type TaxRuleQuery,
} from './domain/tax/tax-table';
export { computeIof, type TaxAmount } from './domain/tax/iof';
export { computeIr } from './domain/tax/ir';
export { TAXED_OFFER_USD_MAX_CENTS, isTaxApplicable } from './domain/tax/tax-threshold';
export {
  priceQuotation,
  type QuotationKind,
  type CouponDiscount,
  type QuotationInput,
  type QuotationTotals,
  type PricedQuotation,
} from './domain/pricing/quote';
export {
  CURRENCY_MINOR_UNITS,
  CURRENCY_CODES,
  isCurrencyCode,
  minorUnits,
  REMITTANCE_AVAILABILITY,
  isCurrencyAvailable,
  availableCurrencies,
  checkCurrencyAvailable,
  fromHundredths,
  type CurrencyCode,
  type CurrencyAvailability,
} from './domain/pricing/currencies';
export {
  PURPOSE_CODES,
  INBOUND_PURPOSE_CODES,
  OUTBOUND_PURPOSE_CODES,
  isPurposeCode,
  isPurposeAllowed,
  defaultPurposeFor,
  NUMBERED_PURPOSES,
  type PurposeCode,
  type RemittanceDirection,
  type NumberedPurpose,
} from './domain/pricing/purpose-codes';
export {
  CLAMP_TYPES,
  clampAmount,
  checkMaximum,
  type ClampType,
  type AmountLimits,
  type ClampOutcome,
} from './domain/pricing/clamp';
export {
  banknoteStep,
  roundToBanknotes,
  type BanknoteRoundingDirection,
  type BanknoteRounding,
} from './domain/pricing/banknote';
export { VET_DECIMALS, computeVet } from './domain/pricing/vet';
export {
  RATE_DECIMALS,
  RATE_SCALE,
  assertRate,
  applySpread,
  foreignToBrlCents,
  foreignToUsdCents,
  scaledToDecimalString,
  type ScaledRate,
  type CustomerSide,
} from './domain/pricing/exchange-rate';
export {
  type PricingErrorCode,
  type PricingError,
  type PricingResult,
} from './domain/pricing/pricing-error';
export {
  toWireRemittanceQuotation,
  toWirePaperMoneyQuotation,
  type WireQuotationMeta,
} from './domain/pricing/wire-quotation';
export {
  SANDBOX_MILES_RATES,
  milesForOffer,
  milesBenefit,
  type Miles,
  type MilesRates,
} from './domain/loyalty/miles';
export { POINTS_DECIMALS, POINTS_MONEY_DIVISOR, pointsBenefit } from './domain/loyalty/points';
export {
  tierFromMembership,
  DEFAULT_MILES_TIER,
  type MilesTier,
  type ClubMembership,
} from './domain/loyalty/tier';
export { RESERVED_IDENTIFIERS, isReservedIdentifier } from './domain/tenancy/reserved-identifiers';

// Send money abroad (issue 5): checkout navigation, operations, PIX keys, bank codes, contracts.
// The BR Code builder (`domain/pix/br-code`) is left out on purpose: it brings pix-utils, axios
// and qrcode (~43 KB gzip); the server imports it directly.
export {
  CHECKOUT_SECTIONS,
  DEFAULT_SECTION_FLAGS,
  requiredSectionsFor,
  type CheckoutSectionName,
  type CheckoutSectionFlags,
  type CheckoutContext,
} from './domain/checkout/sections';
export {
  CHECKOUT_STEP_MESSAGE,
  createCheckoutNavigation,
  requiredSections,
  sectionOf,
  nextSection,
  previousSection,
  canJumpTo,
  jumpToSection,
  setSectionValid,
  resetSection,
  withCheckoutContext,
  checkoutStep,
  checkoutStepLabel,
  isCheckoutComplete,
  type CheckoutSection,
  type CheckoutNavigation,
  type CheckoutStep,
} from './domain/checkout/navigation';
export {
  CHECKOUT_STORAGE_KEY,
  persistedCheckoutData,
  type CheckoutState,
  type PersistedCheckoutData,
} from './domain/checkout/checkout-state';
export {
  OPERATION_KINDS,
  isOperationKind,
  type OperationKind,
} from './domain/operations/operation-kind';
export {
  PAYMENT_METHODS,
  DEFAULT_PAYMENT_METHOD,
  INBOUND_PAYMENT_METHODS,
  isPaymentMethod,
  availablePaymentMethods,
  defaultPaymentMethodOf,
  type PaymentMethod,
  type InboundPaymentMethod,
  type PaymentMethodsSwitches,
} from './domain/operations/payment-methods';
export {
  REMITTANCE_STATUSES,
  PAPER_MONEY_STATUSES,
  MONEYGRAM_STATUSES,
  OPERATION_STATUSES,
  REMITTANCE_TRANSITIONS,
  PENDING_TITLE_MESSAGE,
  statusesOf,
  isOperationStatus,
  isRemittanceStatus,
  operationStatusLabelKey,
  shouldFetchPaymentData,
  checkoutOutcome,
  pendingMessageKey,
  cardTransactionStatus,
  canTransition,
  isFinalRemittanceStatus,
  type RemittanceStatus,
  type PaperMoneyStatus,
  type MoneygramStatus,
  type OperationStatus,
  type CheckoutOutcome,
} from './domain/operations/operation-status';
export {
  PIX_QR_VALIDITY_MS,
  INBOUND_PAYMENT_LINK_VALIDITY_MS,
  QR_CODE_EXPIRED_MESSAGES,
  pixQrExpiresAt,
  inboundPaymentLinkExpiresAt,
  hasExpired,
  countdown,
  formatCountdown,
  type Countdown,
} from './domain/operations/expiries';
export {
  PIX_KEY_TYPES,
  PIX_EMAIL_MAX_LENGTH,
  isPixKeyType,
  pixKeyViolation,
  isValidPixKey,
  normalisePixKey,
  type PixKeyType,
} from './domain/pix/pix-key';
export {
  PIX_GUI,
  readEmvFields,
  emvValue,
  crc16CcittFalse,
  hasValidCrc,
  pixMerchantAccount,
  isPixCopyPasteCode,
  type EmvField,
} from './domain/pix/emv';
export { isValidAchRoutingNumber, routingNumberChecksum } from './domain/bank/routing-number';
export {
  BANK_CODE_OPTIONS,
  BANK_CODE_OPTIONS_BY_CURRENCY,
  isBankCodeOption,
  bankCodeOptionsFor,
  isValidBsb,
  isValidSortCode,
  isValidTransitNumber,
  electronicIban,
  isValidIban,
  formatIban,
  ibanCountry,
  isValidSwiftBic,
  swiftBicCountry,
  bankCodeViolation,
  normaliseBankCode,
  type BankCodeOption,
} from './domain/bank/bank-codes';
export {
  accountNumberLabelKey,
  isValidCbu,
  isValidCci,
  accountNumberViolation,
} from './domain/bank/account-number';
export {
  BENEFICIARY_DOC_TYPES,
  isValidCuit,
  isValidDni,
  beneficiaryDocumentViolation,
  type BeneficiaryDocType,
} from './domain/bank/argentine-documents';
export {
  OUTBOUND_ACCOUNT_CURRENCIES,
  AccountDirectionSchema,
  BankAccountTypeSchema,
  BankCodeOptionSchema,
  PixKeyTypeSchema,
  CountryCodeSchema,
  OutboundCurrencySchema,
  AccountHolderNameSchema,
  BeneficiaryDocumentSchema,
  BankCodeSchema,
  BankDataInputSchema,
  OutboundAccountInputSchema,
  InboundAccountInputSchema,
  AccountInputSchema,
  AccountSchema,
  AccountListSchema,
  AccountListQuerySchema,
  AccountParamsSchema,
  AccountPathSchema,
  AccountUpdatePathSchema,
  type BankDataInput,
  type AccountInput,
  type Account,
} from './contracts/accounts';
export {
  BeneficiaryAddressInputSchema,
  StudyDocumentInputSchema,
  BeneficiaryInputSchema,
  BeneficiarySchema,
  BeneficiaryListSchema,
  BeneficiaryListQuerySchema,
  BeneficiaryParamsSchema,
  BeneficiaryPathSchema,
  BeneficiaryUpdatePathSchema,
  type BeneficiaryInput,
  type Beneficiary,
} from './contracts/beneficiaries';
export {
  BrokerCurrencySchema,
  InvestmentBrokerInputSchema,
  IdentifierCodeInputSchema,
  InvestmentBrokerSchema,
  InvestmentBrokerListSchema,
  InvestmentBrokerExistsSchema,
  InvestmentBrokerParamsSchema,
  type InvestmentBrokerInput,
  type IdentifierCodeInput,
  type InvestmentBroker,
} from './contracts/investment-brokers';
export {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  RemittanceCreateHeadersSchema,
  PaymentMethodSchema,
  RemittanceStatusSchema,
  OperationStatusSchema,
  DocumentKeySchema,
  RemittanceCreateBodySchema,
  NumberedPurposeCodeSchema,
  PurposeSectionInputSchema,
  PurposeDataSchema,
  OperationClientSchema,
  RemittanceOperationSchema,
  OperationEventSchema,
  OperationDetailSchema,
  ReportListQuerySchema,
  ReportListItemSchema,
  ReportListSchema,
  RemittanceUserParamsSchema,
  RemittanceDetailParamsSchema,
  type RemittanceCreateBody,
  type PurposeSectionInput,
  type PurposeData,
  type RemittanceOperation,
  type OperationEvent,
  type OperationDetail,
  type ReportListQuery,
  type ReportListItem,
  type ReportList,
} from './contracts/remittances';
export {
  InboundPurposeCodeSchema,
  InboundMethodSchema,
  InboundRemittanceCreateBodySchema,
  PaymentLinkSchema,
  InboundOperationSchema,
  PAYMENT_LINK_ID_LENGTH,
  PublicInboundParamsSchema,
  PublicInboundRemittanceSchema,
  type InboundRemittanceCreateBody,
  type PaymentLink,
  type InboundOperation,
  type PublicInboundRemittance,
} from './contracts/inbound-remittances';
export {
  CardTokenizeBodySchema,
  CardTokenSchema,
  PayerAddressSchema,
  InboundChargeBodySchema,
  InboundChargeResultSchema,
  LINK_FAILURE_CODE_OF,
  type CardTokenizeBody,
  type InboundChargeBody,
  type InboundChargeResult,
} from './contracts/inbound-charges';
export {
  FAILED_REASON_MAX,
  InboundFailParamsSchema,
  InboundFailBodySchema,
  InboundFailureSchema,
  type InboundFailBody,
  type InboundFailure,
} from './contracts/inbound-failures';
export {
  INSTRUCTIONS_LANGUAGES,
  InboundInstructionsParamsSchema,
  InboundInstructionsPdfQuerySchema,
  SwiftBankSchema,
  SwiftBeneficiarySchema,
  InboundInstructionsSchema,
  instructionsFileName,
  type InboundInstructionsParams,
  type InboundInstructionsPdfQuery,
  type SwiftBank,
  type SwiftBeneficiary,
  type InboundInstructions,
} from './contracts/inbound-instructions';
export {
  PAYMENT_LINK_MAX_USD_CENTS,
  DEBIT_CARD_LIMIT_USD_CENTS,
  inboundPaymentMethodsFor,
  isInboundPaymentMethodOffered,
  isPaidByCard,
  type InboundOffer,
} from './domain/operations/inbound-payment';
export {
  DynamicPixPaymentSchema,
  PixPaymentSchema,
  TedPaymentSchema,
  WalletPaymentSchema,
  PaymentDataSchema,
  PaymentParamsSchema,
  type PaymentData,
} from './contracts/payments';
export {
  PaperMoneyStatusSchema,
  DeliveryMethodSchema,
  PaperMoneyReceiverSchema,
  PaperMoneyDeliverySchema,
  PaperMoneyCreateBodySchema,
  PaperMoneyOperationSchema,
  PaperMoneyAgentSchema,
  PaperMoneyWithdrawalSchema,
  PaperMoneyDetailSchema,
  PaperMoneyListQuerySchema,
  PaperMoneyListItemSchema,
  PaperMoneyListSchema,
  PaperMoneyUserParamsSchema,
  PaperMoneyDetailParamsSchema,
  type PaperMoneyReceiver,
  type PaperMoneyDelivery,
  type PaperMoneyCreateBody,
  type PaperMoneyOperation,
  type PaperMoneyDetail,
  type PaperMoneyListQuery,
  type PaperMoneyListItem,
  type PaperMoneyList,
} from './contracts/paper-money';
export {
  DELIVERY_METHODS,
  OWN_RECEIPT_THRESHOLD_BRL_CENTS,
  isDeliveryMethod,
  mayHaveOtherReceiver,
  deliveryFeeFor,
  type DeliveryMethod,
} from './domain/paper-money/delivery';
export { expectedDeliveryDate } from './domain/paper-money/delivery-window';
export { createPaperMoneyApi, type PaperMoneyApi } from './api/paper-money';
