/**
 * The beneficiary documents of an Argentine account (spec operations §3.10
 * `beneficiaryDocument {beneficiaryDocType: CUIT | DNI | N_A, value}`): the CUIT/CUIL tax
 * number, 11 digits with a mod-11 check digit over the weights 5-4-3-2-7-6-5-4-3-2 (AFIP), and
 * the national identity document, 7 or 8 digits.
 * @module
 */
import type { CommonMessageKey } from '../identity/message-key';

/** The beneficiary document types (spec operations §3.10). */
export const BENEFICIARY_DOC_TYPES = ['CUIT', 'DNI', 'N_A'] as const;

/** A beneficiary document type; N_A when there is none. */
export type BeneficiaryDocType = (typeof BENEFICIARY_DOC_TYPES)[number];

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

function digits(value: string): string {
  return value.replace(/[\s./-]/g, '');
}

/** Whether `value` is a CUIT/CUIL (`20-12345678-6` or bare), its check digit right. */
export function isValidCuit(value: string): boolean {
  const cuit = digits(value);
  if (!/^\d{11}$/.test(cuit)) return false;
  let sum = 0;
  CUIT_WEIGHTS.forEach((weight, i) => {
    sum += Number(cuit[i]) * weight;
  });
  const remainder = 11 - (sum % 11);
  const check = remainder === 11 ? 0 : remainder;
  return check !== 10 && check === Number(cuit[10]);
}

/** Whether `value` is a DNI: 7 or 8 digits (dots accepted). */
export function isValidDni(value: string): boolean {
  return /^\d{7,8}$/.test(digits(value));
}

/** The catalogue message of what is wrong with a beneficiary document, if anything. */
export function beneficiaryDocumentViolation(
  type: BeneficiaryDocType,
  value: string,
): CommonMessageKey | undefined {
  if (type === 'N_A') return undefined;
  if (value.trim() === '') return 'validation.required';
  if (type === 'CUIT') return isValidCuit(value) ? undefined : 'validation.bank.cuit';
  return isValidDni(value) ? undefined : 'validation.bank.dni';
}
