import type { errors as ptErrors } from '../pt-BR/errors';
import type { CatalogueOf } from '../catalogue-of';

/** Messages of the API error codes, en-US (spec platform §8). */
export const errors = {
  VALIDATION_FAILED: 'Some fields of the request are invalid.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  BAD_REQUEST: 'Failed to process the request.',
  EMPTY_QUERY: 'Requested query is missing or empty',
  UNSUPPORTED_MEDIA_TYPE: 'Unsupported content type.',
  PAYLOAD_TOO_LARGE: 'The request body exceeds the maximum allowed size.',
  HEADERS_TOO_LARGE: 'The request headers exceed the maximum allowed size.',
  REQUEST_TIMEOUT: 'The request took too long to arrive. Please try again.',
  UNAUTHORIZED: 'Your session has expired. Please sign in again.',
  FORBIDDEN: 'You are not allowed to access this resource.',
  NOT_FOUND: 'Record not found.',
  ROUTE_NOT_FOUND: '404 Page not found...',
  CORRESPONDENT_NOT_FOUND: 'Correspondent not found.',
  METHOD_NOT_ALLOWED: 'Method not allowed.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  SERVICE_UNAVAILABLE: 'Service temporarily unavailable. Please try again shortly.',
  DATABASE_UNAVAILABLE: 'We cannot reach our records right now. Please try again in a few seconds.',
  INTERNAL_ERROR: 'Internal error!',
  // Quotations (spec operations §5.1, §8.2).
  CURRENCY_NOT_AVAILABLE: 'Currency {{0}} invalid for this type of operation',
  PURPOSE_NOT_AVAILABLE: 'Field {{0}} is invalid',
  OPERATION_NOT_AVAILABLE: 'Operations not available',
  INVALID_COUPON: 'Invalid coupon!',
  MINIMUM_VALUE_NOT_REACHED: 'Value {{0}} of {{1}} not reached',
  MAXIMUM_VALUE_REACHED: 'Value {{0}} of {{1}} reached',
  MAXIMUM_VALUE_EXCEEDED: 'Maximum value exceeded!',
  ADMIN_REQUIRED: 'Only administrators may set the spread or use a manager token.',
  INVALID_MANAGER_TOKEN: 'The token entered is not valid!',
  SPREAD_BELOW_MINIMUM: 'A spread below the minimum requires a validated manager token.',
  MERCHANT_NOT_FOUND: 'Paper Currency Unavailable. Error locating agents.',
  RATES_UNAVAILABLE: 'Exchange rates are temporarily unavailable. Please try again shortly.',
  TAX_RULE_NOT_FOUND: 'No tax rule is in force for this operation.',
  LOYALTY_NOT_ACTIVE: 'The loyalty program is not active for this correspondent.',
  QUOTE_EXPIRED: 'Your quote has changed!',
  // Identity (spec platform §8 "Authentication").
  INVALID_CREDENTIALS: 'Invalid email or password',
  // Registration, e-mail confirmation and passwords (spec platform §5, §8 "Registration").
  EMAIL_NOT_CONFIRMED:
    'Confirm your e-mail to log in: enter the code we sent you, or ask for a new one.',
  EMAIL_ALREADY_IN_USE: 'Email is already in use',
  USER_ALREADY_EXISTS: 'Attention: this {{0}} has already been registered. Log in to continue.',
  ACCOUNT_NOT_FOUND: 'No registration was found with this data.',
  EMAIL_ALREADY_CONFIRMED: 'This e-mail is already confirmed. Log in to continue.',
  VERIFICATION_CODE_INVALID: 'Invalid code',
  VERIFICATION_CODE_EXPIRED: 'The code has expired. Request a new code.',
  VERIFICATION_CODE_LOCKED: 'Too many attempts. Request a new code.',
  RESEND_TOO_EARLY: 'Wait {{0}} seconds to request a new code.',
  RESEND_TOO_EARLY_one: 'Wait {{0}} second to request a new code.',
  EMAIL_NOT_SENT: 'We could not send the e-mail right now. Please try again shortly.',
  INVITATION_NOT_SENT: 'Error sending the e-mail to set your password.',
  INVITATION_TOKEN_INVALID:
    'This invitation link is invalid, was already used or has expired. Request a new invitation.',
  RESET_TOKEN_INVALID:
    'This password recovery link is invalid, was already used or has expired. Request a new one.',
  RESET_SESSION_REQUIRED:
    'Open the password recovery link sent to your e-mail to set a new password.',
  REDIRECT_URL_NOT_ALLOWED: 'The redirect URL is not allowed.',
  CURRENT_PASSWORD_INVALID: 'The current password is not valid.',
  PASSWORD_REUSED: 'The new password cannot be one of your last five passwords.',
  REGISTRATION_FAILED: 'Something went wrong',
  IMPERSONATION_TOKEN_INVALID: 'The impersonation link is invalid, expired or already used.',
  IMPERSONATION_NOT_ALLOWED: 'This user cannot be impersonated.',
  // Profile and addresses (spec platform §5 "Address", §8 "Registration", "Profile and addresses").
  ZIP_CODE_NOT_FOUND: 'The zip code entered was not found.',
  ZIP_CODE_SERVICE_UNAVAILABLE:
    'The zip code lookup is temporarily unavailable. Please fill in the address.',
  CORRESPONDENT_INACTIVE:
    'The correspondent is currently inactive, wait a few minutes or contact us.',
  // Remittance creation (spec operations §6.6, issue 5 "Operation and payment").
  IDEMPOTENCY_KEY_REUSED:
    'This Idempotency-Key was already used with a different request. Send a new key for a new operation.',
  REGISTRATION_REJECTED: 'Your registration was not approved...',
  RECEIVER_CURRENCY_MISMATCH:
    'The beneficiary’s account is in a different currency from the quote. Choose a beneficiary in the quoted currency or simulate again.',
  // Document uploads (spec operations §5.3, §7.6).
  FILE_EMPTY: 'The file is empty.',
  FILE_TOO_LARGE: 'The file exceeds the maximum size limit (5mb)!',
  FILE_TYPE_NOT_ALLOWED: 'Only png, jpg/jpeg or pdf files are accepted.',
  UPLOAD_POLICY_INVALID: 'The upload authorization is invalid. Please try again.',
  UPLOAD_POLICY_EXPIRED: 'The upload authorization has expired. Please try again.',
  STORAGE_NOT_CONFIGURED: 'File uploads are not available right now.',
  // Payment of an operation (spec operations §2.5, §4.6, §7.4; design §4).
  QR_CODE_EXPIRED: 'Your QR code has expired!',
  OPERATION_NOT_AWAITING_PAYMENT: 'This operation is not awaiting payment.',
  PAYMENT_EXPIRED:
    'The payment deadline of this operation has passed. Please start a new operation.',
  PAYMENT_DATA_NOT_AVAILABLE: 'This operation has no payment data to show.',
  // Inbound remittance (spec operations §6.3, §9.1; issue 16).
  OPERATIONS_UNAVAILABLE:
    'Unavailable operations. Log in with a personal account, or create one, to receive money from abroad.',
  INBOUND_PAYMENT_METHOD_NOT_AVAILABLE:
    'This payment method is not available for this purpose or amount. The payment link goes up to USD 5,000.00 (debit card up to USD 6,300.00); above it, the operation is completed through the bank path.',
  PAYMENT_LINK_NOT_FOUND: 'Operation for this link not found.',
  PAYMENT_LINK_EXPIRED: 'This payment link has expired.',
  PAYMENT_LINK_LAST_ATTEMPT_FAILED: 'The last payment attempt failed.',
  OPERATION_ALREADY_COMPLETED: 'This operation has already been completed.',
  PAYMENT_IN_PROGRESS: 'A payment of this link is already being processed.',
  OPERATION_NOT_FAILABLE: 'This operation can no longer be marked as failed.',
  TOKENIZED_DATA_NOT_FOUND: 'Tokenized Data not Found',
  DELIVERY_FEE_MISMATCH:
    'The delivery fee differs from the one in your quote. Please simulate again.',
  DELIVERY_METHOD_MISMATCH:
    'The delivery method differs from the one in your quote. Please simulate again with this delivery method.',
  DELIVERY_UNAVAILABLE: 'delivery unavailable for the address in city {{0}}',
  RECEIVER_MUST_BE_PURCHASER: 'For purchases above R$ 10,000.00 the purchaser must be the receiver',
  PAYMENT_METHOD_NOT_AVAILABLE: 'This payment method is not available. Please choose another one.',
  CARD_PAYMENT_NOT_AVAILABLE:
    'Card payment is not available for this operation. Please pay by PIX or bank transfer.',
  CARD_BRAND_NOT_ACCEPTED: "Check your card's brand and number.",
  CARD_INSTALLMENTS_UNAVAILABLE: 'Credit Card installment system unavailable',
  CARD_PAYMENT_EXISTS: 'This operation already has a card payment.',
  INSTALLMENT_MISMATCH:
    'The installment plan differs from the one the card provider offers. Please choose the installments again.',
  PAYMENT_METHOD_MISMATCH: 'This operation is not paid by credit card.',
  // GraphQL (spec platform §8 "GraphQL").
  UNAUTHENTICATED: 'There was a failure authenticating the client!',
  GRAPHQL_INVALID: 'The GraphQL query is invalid: {{0}}',
  QUERY_TOO_DEEP: 'The query is too deep: at most {{0}} levels.',
  QUERY_TOO_COMPLEX: 'The query is too complex: cost {{0}}, at most {{1}}.',
  DOCUMENT_TYPE_EXISTS: 'This document type is already registered: send a new version of it.',
  LIMIT_UPDATE_PENDING_EXISTS:
    'You already have a limit increase request under review. Wait for its decision before sending another one.',
  LIMIT_UPDATE_ALREADY_DECIDED: 'This limit increase request has already been decided.',
  LIMIT_UPDATE_NOT_ABOVE_CURRENT: 'The requested limit must be higher than your current limit.',
  LIMIT_UPDATE_APPROVED_LIMIT_INVALID:
    'The approved limit must be higher than the current limit and at most the largest limit accepted.',
  LIMIT_UPDATE_SORT_INVALID:
    'The sort parameter must be a JSON object with one field (createdAt, status, requestedLimit or id) set to "asc" or "desc", for example {"createdAt":"desc"}.',
  LIMIT_UPDATE_QUERY_INVALID:
    'The query parameter must be a JSON object whose only field is status (PENDING, APPROVED or REJECTED), for example {"status":"PENDING"}.',
  ALREADY_DECIDED: 'This record was already decided by {{0}}. Refresh the queue.',
  LIMIT_STILL_EXCEEDED:
    "The operation still does not fit the customer's operational limit. Reject it or wait for a limit increase.",
  REGISTRATION_DECISION_REQUIRED:
    "This operation waits for the customer's registration: approve or reject the registration first.",
  CARD_REVIEW_IN_PROGRESS:
    "This operation awaits the card provider's review of its payment, which decides on its own.",
  RECORD_NOT_PENDING:
    'This record no longer waits for a decision (status now: {{0}}). Refresh the queue.',
} satisfies CatalogueOf<typeof ptErrors>;
