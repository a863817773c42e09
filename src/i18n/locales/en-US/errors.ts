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
  UNAUTHORIZED: 'Your session has expired. Please sign in again.',
  FORBIDDEN: 'You are not allowed to access this resource.',
  NOT_FOUND: 'Record not found.',
  ROUTE_NOT_FOUND: '404 Page not found...',
  CORRESPONDENT_NOT_FOUND: 'Correspondent not found.',
  METHOD_NOT_ALLOWED: 'Method not allowed.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  SERVICE_UNAVAILABLE: 'Service temporarily unavailable. Please try again shortly.',
  INTERNAL_ERROR: 'Internal error!',
} satisfies CatalogueOf<typeof ptErrors>;
