/**
 * An {@link AppError} of the account routes that carries what its answer needs beyond the code:
 * the values of the message's `{{0}}` placeholders ('Atenção: esse {{0}} já foi cadastrado'),
 * and for 429 answers the seconds to wait (the `retry-after` header and the resend countdown).
 * @module
 */
import type { ErrorCode, FieldError } from '../../../src/contracts/errors';
import { AppError } from '../../errors/app-error';

/** Options of an {@link AccountError}. */
export interface AccountErrorOptions {
  params?: readonly string[];
  fields?: FieldError[];
  /** Whole seconds until trying again is useful (429 answers). */
  retryAfterSeconds?: number;
  cause?: unknown;
}

/** A catalogue error with placeholder values and an optional wait. */
export class AccountError extends AppError {
  readonly params: readonly string[];
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: AccountErrorOptions = {}) {
    super(code, {
      ...(options.fields === undefined ? {} : { fields: options.fields }),
      ...(options.cause === undefined ? {} : { cause: options.cause }),
    });
    this.params = options.params ?? [];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** Whether a value is an {@link AccountError}. */
export function isAccountError(value: unknown): value is AccountError {
  return value instanceof AccountError;
}
