/**
 * The destination account's number (spec operations §3.11 `number`: "its label is CBU for ARS
 * and CCI for PEN"): the label by currency and the number's rules.
 *
 * - ARS, CBU (Clave Bancaria Uniforme, BCRA): 22 digits in two blocks, each ending in a check
 *   digit: the first 8 (bank 3, branch 4, check 1) with weights 7-1-3-9-7-1-3, the last 14
 *   (account 13, check 1) with weights 3-9-7-1-3-9-7-1-3-9-7-1-3; check = (10 − sum mod 10)
 *   mod 10.
 * - PEN, CCI (Código de Cuenta Interbancario): 20 digits.
 * - Other currencies: the bank's own account number, 1 to 34 letters or digits (the longest
 *   an IBAN can be), separators ignored.
 * @module
 */
import type { CommonMessageKey } from '../identity/message-key';

/** The catalogue label of the account number field for a currency. */
export function accountNumberLabelKey(currency: string): CommonMessageKey {
  if (currency === 'ARS') return 'bankAccount.numberARS';
  if (currency === 'PEN') return 'bankAccount.numberPEN';
  return 'bankAccount.number';
}

function blockCheck(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(digits[i]) * (weights[i] ?? 0);
  return (10 - (sum % 10)) % 10;
}

const CBU_BLOCK_1 = [7, 1, 3, 9, 7, 1, 3] as const;
const CBU_BLOCK_2 = [3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3] as const;

/** Separators people type in account numbers. */
function bare(value: string): string {
  return value.replace(/[\s./-]/g, '');
}

/** Whether `value` is a valid Argentine CBU (22 digits, both check digits right). */
export function isValidCbu(value: string): boolean {
  const cbu = bare(value);
  if (!/^\d{22}$/.test(cbu)) return false;
  const first = cbu.slice(0, 8);
  const second = cbu.slice(8);
  return (
    blockCheck(first, CBU_BLOCK_1) === Number(first[7]) &&
    blockCheck(second, CBU_BLOCK_2) === Number(second[13])
  );
}

/** Whether `value` is a Peruvian CCI: 20 digits. */
export function isValidCci(value: string): boolean {
  return /^\d{20}$/.test(bare(value));
}

/** The catalogue message of what is wrong with an account number in `currency`, if anything. */
export function accountNumberViolation(
  currency: string,
  value: string,
): CommonMessageKey | undefined {
  if (value.trim() === '') return 'validation.required';
  if (currency === 'ARS') return isValidCbu(value) ? undefined : 'validation.bank.cbu';
  if (currency === 'PEN') return isValidCci(value) ? undefined : 'validation.bank.cci';
  return /^[A-Za-z0-9]{1,34}$/.test(bare(value)) ? undefined : 'validation.bank.accountNumber';
}
