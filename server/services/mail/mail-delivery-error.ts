/**
 * The failure a mailer raises when an e-mail cannot be delivered.
 * @module
 */

/** Raised by a mailer that cannot deliver (SMTP refused, not configured). Carries no content. */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
}

/** Whether a value is a {@link MailDeliveryError}. */
export function isMailDeliveryError(value: unknown): value is MailDeliveryError {
  return value instanceof MailDeliveryError;
}
