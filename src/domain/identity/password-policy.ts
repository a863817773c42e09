/**
 * The password policy of spec platform §5 "Password", applied by the form and enforced again by
 * the server (issue 3: "enforced on the server, not only in the form").
 * @module
 */
import type { CommonMessageKey } from './message-key';

/** Minimum password length (spec platform §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** The code of one broken password rule, in the order the spec lists them. */
export type PasswordRuleCode =
  | 'PASSWORD_TOO_SHORT'
  | 'PASSWORD_NEEDS_LETTERS_AND_NUMBERS'
  | 'PASSWORD_NEEDS_UPPERCASE'
  | 'PASSWORD_NEEDS_SPECIAL';

/** Every password rule code, in the spec's order (the order violations are reported in). */
export const PASSWORD_RULE_CODES: readonly PasswordRuleCode[] = [
  'PASSWORD_TOO_SHORT',
  'PASSWORD_NEEDS_LETTERS_AND_NUMBERS',
  'PASSWORD_NEEDS_UPPERCASE',
  'PASSWORD_NEEDS_SPECIAL',
];

/** The catalogue message of each rule ('A senha deve conter pelo menos 8 caracteres.' …). */
export const PASSWORD_RULE_MESSAGES = {
  PASSWORD_TOO_SHORT: 'validation.password.minLength',
  PASSWORD_NEEDS_LETTERS_AND_NUMBERS: 'validation.password.lettersAndNumbers',
  PASSWORD_NEEDS_UPPERCASE: 'validation.password.uppercase',
  PASSWORD_NEEDS_SPECIAL: 'validation.password.specialCharacter',
} as const satisfies Record<PasswordRuleCode, CommonMessageKey>;

// Unicode classes so that accented letters count as letters ('Ç' is an uppercase letter) and
// are not mistaken for special characters.
const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;
const UPPERCASE = /\p{Lu}/u;
/** Anything that is neither a letter, a digit, a combining mark nor whitespace: `!`, `@`, `_`, `€`… */
const SPECIAL = /[^\p{L}\p{M}\p{Nd}\s]/u;

/**
 * The rules `password` breaks, in the spec's order; empty when it is acceptable. Length counts
 * Unicode code points, so an emoji is one character. Whitespace is allowed but is not a special
 * character (a trailing space typed by mistake must not be what makes a password acceptable).
 */
export function passwordViolations(password: string): PasswordRuleCode[] {
  const violations: PasswordRuleCode[] = [];
  if ([...password].length < PASSWORD_MIN_LENGTH) violations.push('PASSWORD_TOO_SHORT');
  if (!LETTER.test(password) || !DIGIT.test(password)) {
    violations.push('PASSWORD_NEEDS_LETTERS_AND_NUMBERS');
  }
  if (!UPPERCASE.test(password)) violations.push('PASSWORD_NEEDS_UPPERCASE');
  if (!SPECIAL.test(password)) violations.push('PASSWORD_NEEDS_SPECIAL');
  return violations;
}

/** Whether `password` satisfies every rule of the policy. */
export function isPasswordAcceptable(password: string): boolean {
  return passwordViolations(password).length === 0;
}

/** The catalogue keys of the rules `password` breaks, ready for `t()`. */
export function passwordViolationMessages(password: string): CommonMessageKey[] {
  return passwordViolations(password).map((code) => PASSWORD_RULE_MESSAGES[code]);
}
