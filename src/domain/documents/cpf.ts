/**
 * CPF, the individual taxpayer number (spec platform §5 "CPF").
 * @module
 */
import { isRepeatedCharacter, stripDocument } from './strip-document';

export { stripDocument };

/** A CPF whose check digits are right but which the Receita Federal never issues. */
const FORBIDDEN_CPF = '12345678909';

/**
 * One mod-11 check digit over `digits`, with weights descending from `digits.length + 1` to 2;
 * remainder < 2 gives 0, else 11 − remainder.
 */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    sum += Number(digits[i]) * (digits.length + 1 - i);
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** The two check digits of the first nine digits of a CPF (for tests and generators). */
export function cpfCheckDigits(base: string): string {
  if (!/^\d{9}$/.test(base)) throw new RangeError('A CPF base has exactly 9 digits');
  const first = checkDigit(base);
  const second = checkDigit(base + String(first));
  return `${first}${second}`;
}

/** Whether `value` (formatted or bare) is a valid CPF. */
export function isValidCpf(value: string): boolean {
  const cpf = stripDocument(value);
  if (!/^\d{11}$/.test(cpf)) return false;
  if (isRepeatedCharacter(cpf) || cpf === FORBIDDEN_CPF) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}

/** Formats 11 digits as `000.000.000-00`; anything else is returned stripped but unformatted. */
export function formatCpf(value: string): string {
  const cpf = stripDocument(value);
  if (!/^\d{11}$/.test(cpf)) return cpf;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/**
 * A CPF shown to someone who should not read it whole (a paper-money receiver in an operation's
 * detail; issue 17): the first three and the check digits hidden, `***.456.789-**`. Anything
 * that is not 11 digits is hidden entirely.
 */
export function maskCpf(value: string): string {
  const cpf = stripDocument(value);
  if (!/^\d{11}$/.test(cpf)) return '***.***.***-**';
  return `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`;
}
