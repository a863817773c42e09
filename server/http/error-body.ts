/**
 * Builds the one error body of the API (spec platform §8, conventions "Errors are data").
 * @module
 */
import {
  ERROR_STATUS,
  type ApiErrorBody,
  type ErrorCode,
  type FieldError,
} from '../../src/contracts/errors';
import { translateError, type Locale } from '../../src/i18n';

/**
 * The body for `code` in `locale`, with its HTTP status, the message's placeholders filled with
 * `params` and, for validation, the fields.
 */
export function errorBody(
  code: ErrorCode,
  locale: Locale,
  fields?: FieldError[],
  params: readonly string[] = [],
): ApiErrorBody {
  return {
    statusCode: ERROR_STATUS[code],
    code,
    message: translateError(code, locale, params),
    ...(fields === undefined ? {} : { fields }),
  };
}
