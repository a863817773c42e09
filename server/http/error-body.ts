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

/** Fills `{{0}}`, `{{1}}`… with `params`; a placeholder without a value stays as it is. */
export function fillPlaceholders(template: string, params: readonly string[]): string {
  return template.replace(
    /\{\{\s*(\d+)\s*\}\}/g,
    (whole, index: string) => params[Number(index)] ?? whole,
  );
}

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
    message: fillPlaceholders(translateError(code, locale), params),
    ...(fields === undefined ? {} : { fields }),
  };
}
