/**
 * The error answers a route declares in its OpenAPI `response` map: every one is the single
 * error shape of `src/contracts/errors.ts`.
 * @module
 */
import { ApiErrorBodySchema } from '../../src/contracts/errors';

/**
 * The errors of a signed-in record route: 401 not signed in, 403 not the caller's (or not
 * linked to the correspondent), 404 no such record, 422 invalid input.
 */
export const RECORD_ROUTE_ERRORS = {
  401: ApiErrorBodySchema,
  403: ApiErrorBodySchema,
  404: ApiErrorBodySchema,
  422: ApiErrorBodySchema,
} as const;
