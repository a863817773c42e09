/**
 * CNPJ, the company taxpayer number (spec platform §5 "CNPJ"), numeric and alphanumeric (the
 * Receita Federal format in force since July 2026, design §6): the first 12 characters are
 * A–Z or 0–9, the last two are numeric check digits; a character's value is its ASCII code − 48,
 * so digits keep their value and `A` is 17.
 * @module
 */
import { isRepeatedCharacter, stripDocument } from './strip-document';

/** One mod-11 check digit with weights cycling 2–9 from the right. */
function checkDigit(characters: string): number {
  let sum = 0;
  for (let i = 0; i < characters.length; i += 1) {
    const weight = ((characters.length - 1 - i) % 8) + 2;
    sum += (characters.charCodeAt(i) - 48) * weight;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits of the first 12 characters of a CNPJ (for tests and generators). */
export function cnpjCheckDigits(base: string): string {
  const normalised = stripDocument(base);
  if (!/^[0-9A-Z]{12}$/.test(normalised)) {
    throw new RangeError('A CNPJ base has exactly 12 characters, A–Z or 0–9');
  }
  const first = checkDigit(normalised);
  const second = checkDigit(normalised + String(first));
  return `${first}${second}`;
}

/** Whether `value` (formatted or bare, any letter case) is a valid numeric or alphanumeric CNPJ. */
export function isValidCnpj(value: string): boolean {
  const cnpj = stripDocument(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  if (isRepeatedCharacter(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** Formats 14 characters as `00.000.000/0000-00`; anything else is returned stripped. */
export function formatCnpj(value: string): string {
  const cnpj = stripDocument(value);
  if (!/^[0-9A-Z]{14}$/.test(cnpj)) return cnpj;
  return `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
}
