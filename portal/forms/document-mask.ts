/**
 * The document field's mask: CPF `000.000.000-00`, CNPJ `00.000.000/0000-00` with the first 12
 * characters letters or digits (the alphanumeric CNPJ, design §4, §6) and the last two digits.
 * With no person type chosen ('CPF ou CNPJ') the mask follows what is typed: up to 11 digits a
 * CPF, a 12th character or any letter a CNPJ.
 * @module
 */
import type { PersonType } from '../../src/contracts/registration';

/** Which document the field takes: a person type, or either. */
export type DocumentKind = PersonType | 'either';

const CPF_MASK = '###.###.###-##';
// `A` takes a letter or a digit, `#` a digit.
const CNPJ_MASK = 'AA.AAA.AAA/AAAA-##';

/** Lays `characters` into `mask`, stopping after the last character typed. */
function lay(mask: string, characters: string): string {
  let result = '';
  let used = 0;
  for (const symbol of mask) {
    if (used >= characters.length) break;
    if (symbol === '#' || symbol === 'A') {
      result += characters[used] ?? '';
      used += 1;
    } else {
      result += symbol;
    }
  }
  return result;
}

/** The letters and digits of a typed document, upper case, separators dropped. */
export function documentCharacters(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Whether the characters read as a CNPJ rather than a CPF (a letter, or more than 11). */
function looksLikeCnpj(characters: string): boolean {
  return /[A-Z]/.test(characters) || characters.length > 11;
}

/** Keeps only what a CNPJ accepts: 12 letters or digits, then two digits. */
function cnpjCharacters(characters: string): string {
  const base = characters.slice(0, 12);
  const check = characters.slice(12).replace(/\D/g, '').slice(0, 2);
  return base + check;
}

/** The typed document, masked for `kind`. */
export function maskDocument(text: string, kind: DocumentKind): string {
  const characters = documentCharacters(text);
  if (kind === 'physical') return lay(CPF_MASK, characters.replace(/\D/g, '').slice(0, 11));
  if (kind === 'legal' || looksLikeCnpj(characters)) {
    return lay(CNPJ_MASK, cnpjCharacters(characters));
  }
  return lay(CPF_MASK, characters);
}

/** The keyboard a document field should open: digits for a CPF, text where letters may come. */
export function documentInputMode(kind: DocumentKind): 'numeric' | 'text' {
  return kind === 'physical' ? 'numeric' : 'text';
}
