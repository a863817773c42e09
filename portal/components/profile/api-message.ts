/**
 * The API's own message of a failed call, to show beside the spec's notification. Statuses with
 * a typed error (401, 403, 404, 422, 503) carry it in `body`; any other status (429, 500…)
 * reaches the caller as ofetch's error, with the parsed body in `data` (spec platform §8: "any
 * other status: the original error is passed on unchanged").
 * @module
 */
import { ApiError } from '../../../src/api/errors';
import { isApiErrorBody } from '../../../src/contracts/errors';

/** The API's message of `error`, when the failure came with the API's error body. */
export function apiErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body?.message;
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data: unknown }).data;
    return isApiErrorBody(data) ? data.message : undefined;
  }
  return undefined;
}
