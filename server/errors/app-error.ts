/**
 * The error services throw to answer a known failure: a code of the closed catalogue
 * (`src/contracts/errors.ts`); the errors plugin turns it into the one error body.
 * @module
 */
import { ERROR_STATUS, type ErrorCode, type FieldError } from '../../src/contracts/errors';

/** A failure with a catalogue code; its HTTP status and message follow from the code. */
export class AppError extends Error {
  override readonly name = 'AppError';
  /** The catalogue code, e.g. `CORRESPONDENT_NOT_FOUND`. */
  readonly code: ErrorCode;
  /** The HTTP status of the code. */
  readonly statusCode: number;
  /** Per-field problems, for validation failures. */
  readonly fields: FieldError[] | undefined;

  /**
   * @param code catalogue code.
   * @param options `fields` for validation failures; `cause` for the log.
   */
  constructor(code: ErrorCode, options: { fields?: FieldError[]; cause?: unknown } = {}) {
    // The message is for logs; the client gets the catalogue message in its language.
    super(code, { cause: options.cause });
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options.fields;
  }
}

/** Whether a value is an {@link AppError}. */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
