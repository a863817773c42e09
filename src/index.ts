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
export { type CorrespondentsApi } from './api/correspondents';
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
