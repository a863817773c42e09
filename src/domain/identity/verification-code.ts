/**
 * The e-mail verification code of registration (spec platform §2.3 step 4, §5 "E-mail
 * verification code"; design §4: 6 digits, valid 15 minutes, at most 5 tries, resend after 60 s)
 * as a pure state machine: the server keeps the state in its database and the portal reads the
 * resend countdown, both through these functions with the clock passed in.
 * @module
 */
import type { CommonMessageKey } from './message-key';

/** Digits in a code. */
export const VERIFICATION_CODE_LENGTH = 6;
/** How long a code stays valid, in milliseconds (15 minutes). */
export const VERIFICATION_CODE_TTL_MS = 15 * 60 * 1000;
/** Wrong tries allowed before the code is locked. */
export const VERIFICATION_CODE_MAX_TRIES = 5;
/** Seconds before another code may be sent (the 'RESEND CODE (in {0} sec)' countdown). */
export const VERIFICATION_CODE_RESEND_SECONDS = 60;

/** One issued code and what has happened to it. Times are unix milliseconds. */
export interface VerificationCodeState {
  /** The code as sent, or whatever the server stores in its place (see `checkCode`'s `matches`). */
  code: string;
  issuedAt: number;
  /** Wrong tries so far. */
  failedAttempts: number;
  /** Set once the right code was entered: a code confirms once. */
  usedAt?: number;
}

/** The outcome of one check. */
export type CodeCheckOutcome =
  | { status: 'ok' }
  | { status: 'wrong'; triesLeft: number }
  | { status: 'expired' }
  | { status: 'locked' }
  | { status: 'used' };

/** A check's outcome and the state to store afterwards. */
export interface CodeCheck {
  outcome: CodeCheckOutcome;
  state: VerificationCodeState;
}

/** The catalogue message of each failed outcome. */
export const CODE_CHECK_MESSAGES = {
  wrong: 'verificationCode.invalid',
  expired: 'verificationCode.expired',
  locked: 'verificationCode.locked',
  used: 'verificationCode.used',
} as const satisfies Record<Exclude<CodeCheckOutcome['status'], 'ok'>, CommonMessageKey>;

/** Whether `input` has the shape of a code: exactly six digits (spaces typed around ignored). */
export function isCodeFormat(input: string): boolean {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(input.trim());
}

/**
 * A new code from `randomInt(max)` (an integer in [0, max), e.g. node's `crypto.randomInt`),
 * zero-padded so `000042` is possible and every code equally likely.
 */
export function generateCode(randomInt: (max: number) => number): string {
  return String(randomInt(10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
}

/** The state of a code just sent at `now`. */
export function issueCode(code: string, now: number): VerificationCodeState {
  return { code, issuedAt: now, failedAttempts: 0 };
}

/** When the code stops being accepted (unix milliseconds). */
export function codeExpiresAt(state: VerificationCodeState): number {
  return state.issuedAt + VERIFICATION_CODE_TTL_MS;
}

/** Compares two strings in time that depends on their length only, not on where they differ. */
export function constantTimeEqual(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    difference |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return difference === 0;
}

/**
 * Checks `input` against the code at `now`, in this order: already used → `used`; five wrong
 * tries already → `locked`; past 15 minutes (the expiry instant itself included) → `expired`;
 * right → `ok` (and the state records the use); otherwise → `wrong` with the tries left, and
 * the try counts. Input that is not six digits counts as a wrong try: the form never sends it,
 * so only a script does. `matches` lets the server store a hash (or HMAC) of the code in
 * `state.code` and compare through it; by default the comparison is in constant time.
 */
export function checkCode(
  state: VerificationCodeState,
  input: string,
  now: number,
  matches: (input: string, stored: string) => boolean = constantTimeEqual,
): CodeCheck {
  if (state.usedAt !== undefined) return { outcome: { status: 'used' }, state };
  if (state.failedAttempts >= VERIFICATION_CODE_MAX_TRIES) {
    return { outcome: { status: 'locked' }, state };
  }
  if (now >= codeExpiresAt(state)) return { outcome: { status: 'expired' }, state };
  const typed = input.trim();
  if (isCodeFormat(typed) && matches(typed, state.code)) {
    return { outcome: { status: 'ok' }, state: { ...state, usedAt: now } };
  }
  const failedAttempts = state.failedAttempts + 1;
  return {
    outcome: { status: 'wrong', triesLeft: VERIFICATION_CODE_MAX_TRIES - failedAttempts },
    state: { ...state, failedAttempts },
  };
}

/**
 * Whole seconds until another code may be sent (0 when it may be sent now), rounded up so the
 * countdown never shows 0 while the server would still refuse.
 */
export function resendAvailableIn(
  state: Pick<VerificationCodeState, 'issuedAt'>,
  now: number,
): number {
  const remaining = state.issuedAt + VERIFICATION_CODE_RESEND_SECONDS * 1000 - now;
  return remaining <= 0 ? 0 : Math.ceil(remaining / 1000);
}

/** Whether another code may be sent at `now`. */
export function canResendCode(
  state: Pick<VerificationCodeState, 'issuedAt'>,
  now: number,
): boolean {
  return resendAvailableIn(state, now) === 0;
}
