/**
 * The six-level password strength meter of the change-password and registration forms (spec
 * platform §4 "Password strength": none, very low, low, medium, high, excellent). It is advice
 * for the user, not a rule: acceptance is decided by the policy in `password-policy.ts`.
 *
 * Scoring, documented so the meter is predictable:
 * 1. Empty → `none`.
 * 2. The password, lower-cased with everything but letters and digits removed, is in
 *    {@link COMMON_PASSWORDS} → `veryLow` (so `Senha@123` is very low although the policy
 *    accepts it).
 * 3. Points: length (8–11 → 1, 12–15 → 2, 16+ → 3) plus variety (character classes among
 *    lower-case, upper-case, digits and others, minus one: 0–3).
 * 4. Penalties, one point each: a character repeated three times in a row (`aaa`); a run of four
 *    consecutive characters up or down the alphabet, the digits or a keyboard row (`abcd`,
 *    `4321`, `qwer`); fewer distinct characters than half the length.
 * 5. Caps: under 6 characters → `veryLow`; under 8 → at most `low`; a common word with digits or
 *    symbols around it (`Flamengo2024!`) → at most `low`.
 * 6. Score 0 → `veryLow`, 1–2 → `low`, 3 → `medium`, 4–5 → `high`, 6 → `excellent`.
 *
 * Examples: `abc` very low; `password` very low; `hjkwqpzm` low; `Hjkwqpzm7` medium;
 * `Hjkw#qpzm7` high; `Hjkw#qpzm7Lx!v2Rt` excellent.
 * @module
 */
import type { CommonMessageKey } from './message-key';

/** A strength level, weakest first. */
export type PasswordStrengthLevel = 'none' | 'veryLow' | 'low' | 'medium' | 'high' | 'excellent';

/** The levels in order, weakest first (index = number of filled meter segments). */
export const PASSWORD_STRENGTH_LEVELS: readonly PasswordStrengthLevel[] = [
  'none',
  'veryLow',
  'low',
  'medium',
  'high',
  'excellent',
];

/** The catalogue label of each level. */
export const PASSWORD_STRENGTH_MESSAGES = {
  none: 'passwordStrength.none',
  veryLow: 'passwordStrength.veryLow',
  low: 'passwordStrength.low',
  medium: 'passwordStrength.medium',
  high: 'passwordStrength.high',
  excellent: 'passwordStrength.excellent',
} as const satisfies Record<PasswordStrengthLevel, CommonMessageKey>;

/**
 * Passwords seen at the top of public leaked-password rankings, worldwide and Brazilian, in the
 * normalised form used for comparison (lower case, letters and digits only).
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  '12345',
  '111111',
  '000000',
  '123123',
  '654321',
  '666666',
  '121212',
  '102030',
  '10203040',
  'abc123',
  'abcd1234',
  'aa123456',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  '1q2w3e4r',
  'q1w2e3r4',
  'iloveyou',
  'admin',
  'admin123',
  'welcome',
  'letmein',
  'monkey',
  'dragon',
  'football',
  'sunshine',
  'princess',
  'senha',
  'senha123',
  'senha1234',
  'mudar123',
  'teste123',
  'brasil',
  'flamengo',
  'corinthians',
  'palmeiras',
  'saopaulo',
  'vasco',
  'gremio',
  'cruzeiro',
  'santos',
]);

/** The meter's verdict: the level and the score behind it (0–6, after penalties and caps). */
export interface PasswordStrength {
  level: PasswordStrengthLevel;
  score: number;
}

const KEYBOARD_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];

function normalise(password: string): string {
  return password.toLowerCase().replace(/[^\p{L}\p{Nd}]/gu, '');
}

function lengthPoints(length: number): number {
  if (length >= 16) return 3;
  if (length >= 12) return 2;
  if (length >= 8) return 1;
  return 0;
}

function varietyPoints(password: string): number {
  const classes = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{L}\p{Nd}]/u].filter((c) =>
    c.test(password),
  ).length;
  return Math.max(0, classes - 1);
}

function hasTripleRepeat(characters: readonly string[]): boolean {
  return characters.some((c, i) => i >= 2 && c === characters[i - 1] && c === characters[i - 2]);
}

/** A run of four characters going one step up or down by code point (`abcd`, `9876`). */
function hasCodePointRun(characters: readonly string[]): boolean {
  const codes = characters.map((c) => c.toLowerCase().codePointAt(0) ?? 0);
  for (let i = 3; i < codes.length; i += 1) {
    const steps = [1, 2, 3].map((k) => (codes[i - k + 1] ?? 0) - (codes[i - k] ?? 0));
    if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  }
  return false;
}

function hasKeyboardRun(password: string): boolean {
  const lower = password.toLowerCase();
  for (const row of KEYBOARD_ROWS) {
    const reversed = [...row].reverse().join('');
    for (let i = 0; i + 4 <= row.length; i += 1) {
      if (lower.includes(row.slice(i, i + 4)) || lower.includes(reversed.slice(i, i + 4))) {
        return true;
      }
    }
  }
  return false;
}

function levelOfScore(score: number): PasswordStrengthLevel {
  if (score >= 6) return 'excellent';
  if (score >= 4) return 'high';
  if (score === 3) return 'medium';
  if (score >= 1) return 'low';
  return 'veryLow';
}

/** How strong `password` looks, by the documented scoring of this module. */
export function passwordStrength(password: string): PasswordStrength {
  if (password === '') return { level: 'none', score: 0 };
  const characters = [...password];
  const normalised = normalise(password);
  if (COMMON_PASSWORDS.has(normalised) || characters.length < 6) {
    return { level: 'veryLow', score: 0 };
  }
  let score = lengthPoints(characters.length) + varietyPoints(password);
  if (hasTripleRepeat(characters)) score -= 1;
  if (hasCodePointRun(characters) || hasKeyboardRun(password)) score -= 1;
  if (new Set(characters).size * 2 < characters.length) score -= 1;
  score = Math.max(0, Math.min(6, score));
  const commonWord = normalised.replace(/\d+/g, '');
  const capped = characters.length < 8 || COMMON_PASSWORDS.has(commonWord);
  if (capped) score = Math.min(score, 2);
  return { level: levelOfScore(score), score };
}
