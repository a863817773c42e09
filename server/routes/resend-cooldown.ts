/**
 * The 60 s between two confirmation codes sent to one e-mail or CPF (spec platform §2.3 step 4,
 * design §4 "resend-code countdown"), kept in the shared attempt counters under a key of the
 * e-mail or CPF asked for, not of the account: a registration starts it, each resend asks it,
 * and an unknown e-mail or CPF waits the same as a registered one, so the wait tells nobody
 * who has an account (issue 14).
 * @module
 */
import { stripDocument } from '../../src/domain/documents/strip-document';
import { normaliseEmail } from '../../src/domain/identity/email';
import { VERIFICATION_CODE_RESEND_SECONDS } from '../../src/domain/identity/verification-code';
import { AppError } from '../errors/app-error';
import type { AttemptLimit, AttemptLimiter } from '../services/attempt-limiter';

/** One code per e-mail or CPF in {@link VERIFICATION_CODE_RESEND_SECONDS}. */
export const RESEND_COOLDOWN: AttemptLimit = {
  max: 1,
  windowMs: VERIFICATION_CODE_RESEND_SECONDS * 1000,
};

/** The cooldown key of an e-mail. */
export const emailCooldownKey = (email: string): string => `resend:email:${normaliseEmail(email)}`;

/** The cooldown key of a CPF (or CNPJ), punctuation or not. */
export const documentCooldownKey = (document: string): string =>
  `resend:document:${stripDocument(document)}`;

/** Starts the cooldown of each key (a code was just sent to them). */
export async function startCooldown(cooldown: AttemptLimiter, keys: string[]): Promise<void> {
  for (const key of keys) await cooldown.hit(key);
}

/** Counts an ask for `key`: RESEND_TOO_EARLY with the seconds left when it comes too soon. */
export async function takeCooldown(cooldown: AttemptLimiter, key: string): Promise<void> {
  const result = await cooldown.hit(key);
  if (result.allowed) return;
  throw new AppError('RESEND_TOO_EARLY', {
    params: [String(result.retryAfterSeconds)],
    retryAfterSeconds: result.retryAfterSeconds,
  });
}
