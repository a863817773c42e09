/**
 * The one error services throw to answer a known failure: a code of the closed catalogue
 * (`src/contracts/errors.ts`); the errors plugin turns it into the one error body, with the
 * message's placeholders filled in and, for a wait, the `retry-after` header.
 * @module
 */
import { ERROR_STATUS, type ErrorCode, type FieldError } from '../../src/contracts/errors';

/** Options of an {@link AppError}. */
export interface AppErrorOptions {
  /** Per-field problems, for validation failures. */
  fields?: FieldError[];
  /**
   * Values of the message's `{{0}}`, `{{1}}`… placeholders, already formatted as text
   * ('Currency {{0}} invalid for this type of operation', spec operations §5.1, §8.2).
   */
  params?: readonly string[];
  /** Whole seconds until trying again is useful (429 answers: `retry-after`, resend countdown). */
  retryAfterSeconds?: number;
  /** For the log only. */
  cause?: unknown;
}

/** A failure with a catalogue code; its HTTP status and message follow from the code. */
export class AppError extends Error {
  override readonly name = 'AppError';
  /** The catalogue code, e.g. `CORRESPONDENT_NOT_FOUND`. */
  readonly code: ErrorCode;
  /** The HTTP status of the code. */
  readonly statusCode: number;
  /** Per-field problems, for validation failures. */
  readonly fields: FieldError[] | undefined;
  /** Placeholder values of the message, in order. */
  readonly params: readonly string[];
  /** Whole seconds to wait, for 429 answers. */
  readonly retryAfterSeconds: number | undefined;

  /**
   * @param code catalogue code.
   * @param options fields, placeholder values, a wait; `cause` for the log.
   */
  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    // The message is for logs; the client gets the catalogue message in its language.
    super(code, { cause: options.cause });
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.fields = options.fields;
    this.params = options.params ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Whether a value is an {@link AppError}. */
export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
