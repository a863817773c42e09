/**
 * The new-password pair of the reset and invitation pages, checked with the API's contract
 * (`PasswordResetBodySchema`: the policy of spec §5 and a matching confirmation).
 * @module
 */
import { PasswordResetBodySchema, type PasswordResetBody } from '../../../src/contracts/auth';
import { issuesToFieldErrors } from '../../forms/field-errors';

/** The body to send, or the catalogue key of each field's first error. */
export function parseNewPassword(
  password: string,
  passwordConfirmation: string,
): { ok: true; body: PasswordResetBody } | { ok: false; errors: Record<string, string> } {
  const result = PasswordResetBodySchema.safeParse({ password, passwordConfirmation });
  return result.success
    ? { ok: true, body: result.data }
    : { ok: false, errors: issuesToFieldErrors(result.error.issues) };
}
