/**
 * Rules for people's and companies' names (spec platform §5 "Generic field messages", design §4
 * "company name rule") and the name parts the profile derives (spec platform §3 "Profile").
 *
 * Length limits, our reading of spec §5 (`nameWithNoWhitespaceIsValid` 20,
 * `nameWithWhitespaceIsValid` 40, `surnameWithNoWhitespaceIsValid` 30,
 * `surnameWithWhitespaceIsValid` 60): a name part that is a single word ("Ana") may have up to
 * 20 characters (surname 30); a compound one with spaces ("Ana Clara") up to 40 (surname 60),
 * spaces included after collapsing runs of them. For a full name, the first word is the name
 * and the remaining words are the surname. The other reading — count the characters without
 * spaces against 20 and with spaces against 40, both at once — would make the 40 almost never
 * bind, so it is not the one built.
 * @module
 */
import type { CommonMessageKey } from './message-key';

/** Longest single-word first name (spec platform §9). */
export const NAME_MAX_LENGTH_WITHOUT_WHITESPACE = 20;
/** Longest compound first name, spaces included (spec platform §9). */
export const NAME_MAX_LENGTH_WITH_WHITESPACE = 40;
/** Longest single-word surname (spec platform §9). */
export const SURNAME_MAX_LENGTH_WITHOUT_WHITESPACE = 30;
/** Longest compound surname, spaces included (spec platform §9). */
export const SURNAME_MAX_LENGTH_WITH_WHITESPACE = 60;

/** The code of one broken name rule; each is also the spec's catalogue rule name. */
export type NameRuleCode =
  | 'isNameWithSurname'
  | 'isValidFullName'
  | 'isValidFullCompanyName'
  | 'nameWithNoWhitespaceIsValid'
  | 'nameWithWhitespaceIsValid'
  | 'surnameWithNoWhitespaceIsValid'
  | 'surnameWithWhitespaceIsValid'
  | 'isStringWithoutSpecialCharacters';

/** The catalogue message of each name rule. */
export const NAME_RULE_MESSAGES = {
  isNameWithSurname: 'validation.isNameWithSurname',
  isValidFullName: 'validation.isValidFullName',
  isValidFullCompanyName: 'validation.isValidFullCompanyName',
  nameWithNoWhitespaceIsValid: 'validation.nameWithNoWhitespaceIsValid',
  nameWithWhitespaceIsValid: 'validation.nameWithWhitespaceIsValid',
  surnameWithNoWhitespaceIsValid: 'validation.surnameWithNoWhitespaceIsValid',
  surnameWithWhitespaceIsValid: 'validation.surnameWithWhitespaceIsValid',
  isStringWithoutSpecialCharacters: 'validation.isStringWithoutSpecialCharacters',
} as const satisfies Record<NameRuleCode, CommonMessageKey>;

/** Trims and collapses every run of whitespace to one space. */
export function normaliseSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** The words of a value, split on whitespace. */
export function wordsOf(value: string): string[] {
  const normalised = normaliseSpaces(value);
  return normalised === '' ? [] : normalised.split(' ');
}

function letterCount(word: string): number {
  return (word.match(/\p{L}/gu) ?? []).length;
}

/**
 * A word of a person's name: letters (any script, accents as precomposed letters or combining
 * marks), with apostrophes, hyphens and dots inside (D'Ávila, Ana-Clara, J.).
 */
const NAME_WORD = /^\p{L}[\p{L}\p{M}'’.-]*$/u;

/** Whether a name has a surname: at least two words (spec §5 `isNameWithSurname`). */
export function isNameWithSurname(name: string): boolean {
  return wordsOf(name).length >= 2;
}

/**
 * A full name (spec §5 `isValidFullName`): at least two words, every word made of letters (see
 * {@link NAME_WORD}), the first and the last with at least two letters each. Middle particles
 * ("de", "e", an initial) may be shorter.
 */
export function isValidFullName(name: string): boolean {
  const words = wordsOf(name);
  if (words.length < 2) return false;
  if (!words.every((word) => NAME_WORD.test(word))) return false;
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  return letterCount(first) >= 2 && letterCount(last) >= 2;
}

/**
 * A company name (design §4): at least two words that each have two or more letters or digits.
 * Other words ("&", "-") may sit among them: "Padaria & Cia" has two qualifying words.
 */
export function isValidFullCompanyName(name: string): boolean {
  const qualifying = wordsOf(name).filter(
    (word) => (word.match(/[\p{L}\p{Nd}]/gu) ?? []).length >= 2,
  );
  return qualifying.length >= 2;
}

/**
 * Letters, digits, spaces and the punctuation names and addresses carry (`'`, `’`, `-`, `.`);
 * anything else (`@`, `#`, `!`, `<`, emoji…) fails (spec §5 `isStringWithoutSpecialCharacters`).
 */
export function isStringWithoutSpecialCharacters(value: string): boolean {
  return /^[\p{L}\p{M}\p{Nd}\s'’.-]*$/u.test(value);
}

function partLengthViolation(
  part: string,
  single: number,
  compound: number,
  codes: [NameRuleCode, NameRuleCode],
): NameRuleCode | undefined {
  const normalised = normaliseSpaces(part);
  const length = [...normalised].length;
  if (normalised.includes(' ')) return length > compound ? codes[1] : undefined;
  return length > single ? codes[0] : undefined;
}

/** The length rule a first-name value breaks, if any (20 as one word, 40 as several). */
export function firstNameLengthViolation(firstName: string): NameRuleCode | undefined {
  return partLengthViolation(
    firstName,
    NAME_MAX_LENGTH_WITHOUT_WHITESPACE,
    NAME_MAX_LENGTH_WITH_WHITESPACE,
    ['nameWithNoWhitespaceIsValid', 'nameWithWhitespaceIsValid'],
  );
}

/** The length rule a surname value breaks, if any (30 as one word, 60 as several). */
export function surnameLengthViolation(surname: string): NameRuleCode | undefined {
  return partLengthViolation(
    surname,
    SURNAME_MAX_LENGTH_WITHOUT_WHITESPACE,
    SURNAME_MAX_LENGTH_WITH_WHITESPACE,
    ['surnameWithNoWhitespaceIsValid', 'surnameWithWhitespaceIsValid'],
  );
}

/** A full name split as the length rules read it: first word, and the rest as the surname. */
export function splitFullName(name: string): { firstName: string; surname: string } {
  const [firstName = '', ...rest] = wordsOf(name);
  return { firstName, surname: rest.join(' ') };
}

/**
 * Every rule a person's full name breaks, in order: the full-name rule, then the length rules of
 * its first name and surname. Empty when the name is acceptable.
 */
export function fullNameViolations(name: string): NameRuleCode[] {
  const violations: NameRuleCode[] = [];
  if (!isNameWithSurname(name)) violations.push('isNameWithSurname');
  else if (!isValidFullName(name)) violations.push('isValidFullName');
  const { firstName, surname } = splitFullName(name);
  const first = firstNameLengthViolation(firstName);
  if (first) violations.push(first);
  const last = surnameLengthViolation(surname);
  if (last) violations.push(last);
  return violations;
}

function capitalise(word: string): string {
  const lower = word.toLocaleLowerCase('pt-BR');
  const [head = '', ...tail] = [...lower];
  return head.toLocaleUpperCase('pt-BR') + tail.join('');
}

/** The profile's `firstName`: the first word of the name, capitalised ("JOÃO silva" → "João"). */
export function firstNameOf(name: string | null | undefined): string {
  const [first] = wordsOf(name ?? '');
  return first === undefined ? '' : capitalise(first);
}

/**
 * The profile's short `name`: first word and last word as written ("Maria da Silva Santos" →
 * "Maria Santos"); a one-word name stays as it is.
 */
export function shortName(name: string | null | undefined): string {
  const words = wordsOf(name ?? '');
  if (words.length <= 1) return words[0] ?? '';
  return `${words[0] ?? ''} ${words[words.length - 1] ?? ''}`;
}
