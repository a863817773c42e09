/**
 * The message an API failure carries, already in the user's language (the server translates by
 * `Accept-Language`): the typed errors' body message, or the body of a status that has no typed
 * error (429 RATE_LIMITED is passed on as the original fetch error, spec platform §8).
 * @module
 */
import { ApiError } from '../../src/api/errors';
import { parseApiErrorBody } from '../../src/api/errors';

/** The API's message for `error`, or undefined (network failure, unknown shape). */
export function apiErrorMessage(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.body?.message;
  if (typeof error === 'object' && error !== null && 'data' in error) {
    return parseApiErrorBody((error as { data: unknown }).data)?.message;
  }
  return undefined;
}

/** The HTTP status of an API failure, when there was a response. */
export function apiErrorStatus(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = (error as { status: unknown }).status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}
