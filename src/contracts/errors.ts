/**
 * The one error shape of the HTTP API and the closed catalogue of error codes
 * (spec platform §8, conventions "Errors are data").
 * @module
 */
import * as z from 'zod/mini';

/** Every error code the API can answer, with its HTTP status. Adding a code here forces a message. */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 422,
  MALFORMED_JSON: 400,
  BAD_REQUEST: 400,
  EMPTY_QUERY: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  // Refused by Node's HTTP parser before any route (issue 14).
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CORRESPONDENT_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  // The database cannot be reached now: a restart or failover (issue 36); retried after a wait.
  DATABASE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
  // Quotations (spec operations §5.1, §8.2).
  CURRENCY_NOT_AVAILABLE: 422,
  PURPOSE_NOT_AVAILABLE: 422,
  OPERATION_NOT_AVAILABLE: 422,
  INVALID_COUPON: 422,
  MINIMUM_VALUE_NOT_REACHED: 422,
  MAXIMUM_VALUE_REACHED: 422,
  MAXIMUM_VALUE_EXCEEDED: 422,
  ADMIN_REQUIRED: 403,
  INVALID_MANAGER_TOKEN: 422,
  SPREAD_BELOW_MINIMUM: 422,
  MERCHANT_NOT_FOUND: 404,
  RATES_UNAVAILABLE: 503,
  TAX_RULE_NOT_FOUND: 500,
  LOYALTY_NOT_ACTIVE: 422,
  QUOTE_EXPIRED: 422,
  // Identity (spec platform §8 "Authentication").
  INVALID_CREDENTIALS: 401,
  // Registration, e-mail confirmation and passwords (spec platform §5, §8 "Registration").
  EMAIL_NOT_CONFIRMED: 403,
  EMAIL_ALREADY_IN_USE: 422,
  USER_ALREADY_EXISTS: 422,
  ACCOUNT_NOT_FOUND: 404,
  EMAIL_ALREADY_CONFIRMED: 422,
  VERIFICATION_CODE_INVALID: 422,
  VERIFICATION_CODE_EXPIRED: 422,
  VERIFICATION_CODE_LOCKED: 422,
  RESEND_TOO_EARLY: 429,
  EMAIL_NOT_SENT: 503,
  INVITATION_NOT_SENT: 503,
  INVITATION_TOKEN_INVALID: 422,
  RESET_TOKEN_INVALID: 422,
  RESET_SESSION_REQUIRED: 403,
  REDIRECT_URL_NOT_ALLOWED: 422,
  CURRENT_PASSWORD_INVALID: 422,
  PASSWORD_REUSED: 422,
  REGISTRATION_FAILED: 500,
  IMPERSONATION_TOKEN_INVALID: 422,
  IMPERSONATION_NOT_ALLOWED: 403,
  // Profile and addresses (spec platform §5 "Address", §8 "Registration", "Profile and addresses").
  ZIP_CODE_NOT_FOUND: 404,
  ZIP_CODE_SERVICE_UNAVAILABLE: 503,
  CORRESPONDENT_INACTIVE: 422,
  // Remittance creation (spec operations §6.6, issue 5 "Operation and payment").
  IDEMPOTENCY_KEY_REUSED: 422,
  REGISTRATION_REJECTED: 403,
  RECEIVER_CURRENCY_MISMATCH: 422,
  // Document uploads (spec operations §5.3, §7.6).
  FILE_EMPTY: 422,
  FILE_TOO_LARGE: 413,
  FILE_TYPE_NOT_ALLOWED: 415,
  UPLOAD_POLICY_INVALID: 403,
  UPLOAD_POLICY_EXPIRED: 403,
  STORAGE_NOT_CONFIGURED: 503,
  // Payment of an operation (spec operations §2.5, §4.6, §7.4; design §4).
  QR_CODE_EXPIRED: 410,
  OPERATION_NOT_AWAITING_PAYMENT: 409,
  PAYMENT_EXPIRED: 409,
  PAYMENT_DATA_NOT_AVAILABLE: 422,
  // Inbound remittance (spec operations §6.3, §9.1; issue 16).
  OPERATIONS_UNAVAILABLE: 403,
  INBOUND_PAYMENT_METHOD_NOT_AVAILABLE: 422,
  // The payment link's failure codes (spec operations §8.5: fc0404, fc0001, fc0002, fc0003).
  PAYMENT_LINK_NOT_FOUND: 404,
  PAYMENT_LINK_EXPIRED: 410,
  PAYMENT_LINK_LAST_ATTEMPT_FAILED: 409,
  OPERATION_ALREADY_COMPLETED: 409,
  PAYMENT_IN_PROGRESS: 409,
  // Only an inbound operation awaiting payment can be marked failed (spec §4.3, §7.3).
  OPERATION_NOT_FAILABLE: 409,
  // Spec operations §4.3, §8.2.
  TOKENIZED_DATA_NOT_FOUND: 422,
  // Paper money (spec operations §1 "Paper money", §5.5, §8.2, §9.1, §9.3; issue 17).
  DELIVERY_FEE_MISMATCH: 422,
  DELIVERY_METHOD_MISMATCH: 422,
  DELIVERY_UNAVAILABLE: 422,
  RECEIVER_MUST_BE_PURCHASER: 422,
  PAYMENT_METHOD_NOT_AVAILABLE: 422,
  CARD_PAYMENT_NOT_AVAILABLE: 422,
  // Credit card (spec operations §4.2, §4.5, §7.4, §8.3; issue 18).
  CARD_BRAND_NOT_ACCEPTED: 422,
  CARD_INSTALLMENTS_UNAVAILABLE: 503,
  CARD_PAYMENT_EXISTS: 409,
  INSTALLMENT_MISMATCH: 422,
  PAYMENT_METHOD_MISMATCH: 409,
  // The GraphQL endpoint `POST /v1/clients` (spec platform §7 "GraphQL", §8 "GraphQL"; issue 20).
  UNAUTHENTICATED: 401,
  GRAPHQL_INVALID: 400,
  QUERY_TOO_DEEP: 400,
  QUERY_TOO_COMPLEX: 400,
  // Company documents (spec platform §3 "Identity document"; issue 20).
  DOCUMENT_TYPE_EXISTS: 409,
  // Limit-increase requests (issue 20; spec platform §3, §4, §7 "Limit updates").
  LIMIT_UPDATE_PENDING_EXISTS: 409,
  LIMIT_UPDATE_ALREADY_DECIDED: 409,
  LIMIT_UPDATE_NOT_ABOVE_CURRENT: 422,
  LIMIT_UPDATE_APPROVED_LIMIT_INVALID: 422,
  LIMIT_UPDATE_SORT_INVALID: 400,
  LIMIT_UPDATE_QUERY_INVALID: 400,
  // The operator console (issue 20).
  ALREADY_DECIDED: 409,
  LIMIT_STILL_EXCEEDED: 409,
  REGISTRATION_DECISION_REQUIRED: 409,
  CARD_REVIEW_IN_PROGRESS: 409,
  RECORD_NOT_PENDING: 409,
} as const;

/** A stable, SCREAMING_SNAKE error code. */
export type ErrorCode = keyof typeof ERROR_STATUS;

/** All error codes, in catalogue order. */
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** One field that failed validation. */
export const FieldErrorSchema = z.object({
  /** Dotted path of the field, e.g. `address.zipCode`. */
  field: z.string(),
  message: z.string(),
});
/** One field that failed validation. */
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The body of every failed API response. */
export const ApiErrorBodySchema = z.object({
  statusCode: z.int(),
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.array(FieldErrorSchema)),
});
/** The body of every failed API response. */
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Whether a value looks like the API's error body. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return ApiErrorBodySchema.safeParse(value).success;
}
