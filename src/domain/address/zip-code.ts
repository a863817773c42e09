/**
 * The Brazilian postal code, CEP (spec platform §3 "Address" zipCode, §5 "Address"): 8 digits,
 * written `01310-100`, and the state a CEP belongs to by the Correios ranges per state.
 *
 * The ranges are the public Correios table of 5-digit prefixes ("faixas de CEP por UF"), as in
 * force since 2008, when Rondônia moved from 78900–78999 to 76800–76999 and Goiás shrank to end
 * at 76799. The old Rondônia block 78900–78999 belongs to no state today and answers
 * `undefined`, as does 00000–00999 (never issued). Used by the sandbox zip-code provider and to
 * cross-check a looked-up address's state.
 * @module
 */
import type { CommonMessageKey } from '../identity/message-key';

/** A Brazilian state (unidade federativa) by its two-letter code. */
export type BrazilianState =
  | 'AC'
  | 'AL'
  | 'AM'
  | 'AP'
  | 'BA'
  | 'CE'
  | 'DF'
  | 'ES'
  | 'GO'
  | 'MA'
  | 'MG'
  | 'MS'
  | 'MT'
  | 'PA'
  | 'PB'
  | 'PE'
  | 'PI'
  | 'PR'
  | 'RJ'
  | 'RN'
  | 'RO'
  | 'RR'
  | 'RS'
  | 'SC'
  | 'SE'
  | 'SP'
  | 'TO';

/** One range of 5-digit CEP prefixes, both ends included. */
export interface ZipCodeRange {
  state: BrazilianState;
  from: number;
  to: number;
}

/** The Correios ranges by 5-digit prefix, in prefix order. */
export const ZIP_CODE_RANGES: readonly ZipCodeRange[] = [
  { state: 'SP', from: 1000, to: 19999 },
  { state: 'RJ', from: 20000, to: 28999 },
  { state: 'ES', from: 29000, to: 29999 },
  { state: 'MG', from: 30000, to: 39999 },
  { state: 'BA', from: 40000, to: 48999 },
  { state: 'SE', from: 49000, to: 49999 },
  { state: 'PE', from: 50000, to: 56999 },
  { state: 'AL', from: 57000, to: 57999 },
  { state: 'PB', from: 58000, to: 58999 },
  { state: 'RN', from: 59000, to: 59999 },
  { state: 'CE', from: 60000, to: 63999 },
  { state: 'PI', from: 64000, to: 64999 },
  { state: 'MA', from: 65000, to: 65999 },
  { state: 'PA', from: 66000, to: 68899 },
  { state: 'AP', from: 68900, to: 68999 },
  { state: 'AM', from: 69000, to: 69299 },
  { state: 'RR', from: 69300, to: 69399 },
  { state: 'AM', from: 69400, to: 69899 },
  { state: 'AC', from: 69900, to: 69999 },
  { state: 'DF', from: 70000, to: 72799 },
  { state: 'GO', from: 72800, to: 72999 },
  { state: 'DF', from: 73000, to: 73699 },
  { state: 'GO', from: 73700, to: 76799 },
  { state: 'RO', from: 76800, to: 76999 },
  { state: 'TO', from: 77000, to: 77999 },
  { state: 'MT', from: 78000, to: 78899 },
  { state: 'MS', from: 79000, to: 79999 },
  { state: 'PR', from: 80000, to: 87999 },
  { state: 'SC', from: 88000, to: 89999 },
  { state: 'RS', from: 90000, to: 99999 },
];

/** The catalogue message of a malformed CEP. */
export const ZIP_CODE_INVALID_MESSAGE = 'validation.zipCode' as const satisfies CommonMessageKey;

/** The catalogue message of a CEP the lookup does not know (spec platform §5 "Address"). */
export const ZIP_CODE_NOT_FOUND_MESSAGE =
  'validation.zipCodeNotFound' as const satisfies CommonMessageKey;

/**
 * The digits of a typed CEP when it has the shape of one (`01310-100`, `01310100`,
 * `01.310-100`, spaces around), else `undefined`. Letters or a wrong digit count are refused,
 * not silently dropped.
 */
export function normaliseZipCode(value: string): string | undefined {
  const digits = value.trim().replace(/[.\s-]/g, '');
  return /^\d{8}$/.test(digits) ? digits : undefined;
}

/** Whether `value` has the shape of a CEP (8 digits, optionally formatted). */
export function isValidZipCode(value: string): boolean {
  return normaliseZipCode(value) !== undefined;
}

/** `01310-100` for a valid CEP; anything else comes back trimmed, unchanged. */
export function formatZipCode(value: string): string {
  const digits = normaliseZipCode(value);
  return digits === undefined ? value.trim() : `${digits.slice(0, 5)}-${digits.slice(5)}`;
}

/** The state whose Correios range holds `value`, or `undefined` (malformed or unassigned). */
export function stateOfZipCode(value: string): BrazilianState | undefined {
  const digits = normaliseZipCode(value);
  if (digits === undefined) return undefined;
  const prefix = Number(digits.slice(0, 5));
  return ZIP_CODE_RANGES.find((range) => prefix >= range.from && prefix <= range.to)?.state;
}
