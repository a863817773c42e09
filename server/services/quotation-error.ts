/**
 * A catalogue error whose message has parameters: 'Currency {{0}} invalid for this type of
 * operation', 'Value {{0}} of {{1}} reached' (spec operations §5.1, §8.2). The quotation routes
 * answer it with the parameters filled in.
 * @module
 */
import type { ErrorCode } from '../../src/contracts/errors';
import { AppError } from '../errors/app-error';

/** An {@link AppError} with the values of its message's `{{0}}`, `{{1}}`… placeholders. */
export class QuotationError extends AppError {
  /** Placeholder values, in order, already formatted as text. */
  readonly params: readonly string[];

  /**
   * @param code catalogue code.
   * @param params values of the message placeholders.
   * @param cause for the log.
   */
  constructor(code: ErrorCode, params: readonly string[] = [], cause?: unknown) {
    super(code, cause === undefined ? {} : { cause });
    this.params = params;
  }
}

/** Whether a value is a {@link QuotationError}. */
export function isQuotationError(value: unknown): value is QuotationError {
  return value instanceof QuotationError;
}
