/**
 * The error body for a catalogue message with parameters ('Currency {{0}} invalid for this type
 * of operation'): the catalogue's message in the caller's language with the values filled in.
 * @module
 */
import { ERROR_STATUS, type ApiErrorBody, type ErrorCode } from '../../src/contracts/errors';
import { translateError, type Locale } from '../../src/i18n';

/** Fills `{{0}}`, `{{1}}`… with `params`; a placeholder without a value stays as it is. */
export function fillPlaceholders(template: string, params: readonly string[]): string {
  return template.replace(
    /\{\{\s*(\d+)\s*\}\}/g,
    (whole, index: string) => params[Number(index)] ?? whole,
  );
}

/** The body for `code` in `locale` with its placeholders filled in. */
export function parametrisedErrorBody(
  code: ErrorCode,
  params: readonly string[],
  locale: Locale,
): ApiErrorBody {
  return {
    statusCode: ERROR_STATUS[code],
    code,
    message: fillPlaceholders(translateError(code, locale), params),
  };
}
