/**
 * The server's password rules for every path that sets one (registration, invitation, reset,
 * change): the policy of spec platform §5 enforced again (a client may skip the form), and "not
 * one of the last five" (issue 3) checked against the stored history with the hasher.
 * @module
 */
import {
  PASSWORD_RULE_MESSAGES,
  passwordViolations,
} from '../../../src/domain/identity/password-policy';
import type { AccountRepository } from '../../db/repositories/account-repository';
import { AppError } from '../../errors/app-error';
import type { PasswordHasher } from '../auth/password-hasher';

/** Throws VALIDATION_FAILED with one message per broken rule on `field`. */
export function assertPasswordPolicy(password: string, field = 'password'): void {
  const violations = passwordViolations(password);
  if (violations.length === 0) return;
  throw new AppError('VALIDATION_FAILED', {
    fields: violations.map((code) => ({ field, message: PASSWORD_RULE_MESSAGES[code] })),
  });
}

/**
 * Throws PASSWORD_REUSED (on `field`) when `password` matches one of the user's last five.
 */
export async function assertNotRecentlyUsed(
  accounts: AccountRepository,
  hasher: PasswordHasher,
  userId: number,
  password: string,
  field = 'password',
): Promise<void> {
  for (const hash of await accounts.recentPasswordHashes(userId)) {
    if (await hasher.verify(password, hash)) {
      throw new AppError('PASSWORD_REUSED', {
        fields: [{ field, message: 'validation.password.reused' }],
      });
    }
  }
}
