/**
 * The bank-code options of an account abroad (spec operations §3.11, §5.2) and their checks:
 * ACH routing number (3-7-1 checksum), SWIFT/BIC, BSB (6 digits, Australia), sort code
 * (6 digits, United Kingdom), transit number (5 digits, Canada) and IBAN (mod-97 and each
 * country's length, through ibantools).
 *
 * Which options a currency offers is not shown by the spec; the table built here follows how
 * each country's banks are addressed (design: "what a user of Wise would expect"): USD by ACH
 * or SWIFT, EUR by IBAN or SWIFT, GBP by sort code, IBAN or SWIFT, CAD by transit or SWIFT, AUD
 * by BSB or SWIFT, ARS and PEN by SWIFT (the account number being the CBU / CCI).
 * @module
 */
import {
  electronicFormatIBAN,
  extractBIC,
  friendlyFormatIBAN,
  isValidBIC,
  isValidIBAN,
} from 'ibantools';
import type { CommonMessageKey } from '../identity/message-key';
import { isValidAchRoutingNumber } from './routing-number';

/** The bank-code options (spec operations §3.11). */
export const BANK_CODE_OPTIONS = [
  'ACH',
  'SWIFT_BIC',
  'BSB_CODE',
  'SORT_CODE',
  'TRANSIT',
  'IBAN',
] as const;

/** A bank-code option. */
export type BankCodeOption = (typeof BANK_CODE_OPTIONS)[number];

/** Whether a value is one of the bank-code options. */
export function isBankCodeOption(value: unknown): value is BankCodeOption {
  return typeof value === 'string' && (BANK_CODE_OPTIONS as readonly string[]).includes(value);
}

/** The options offered for each outbound currency (see the module note). */
export const BANK_CODE_OPTIONS_BY_CURRENCY: Readonly<Record<string, readonly BankCodeOption[]>> = {
  USD: ['ACH', 'SWIFT_BIC'],
  EUR: ['IBAN', 'SWIFT_BIC'],
  GBP: ['SORT_CODE', 'IBAN', 'SWIFT_BIC'],
  CAD: ['TRANSIT', 'SWIFT_BIC'],
  AUD: ['BSB_CODE', 'SWIFT_BIC'],
  ARS: ['SWIFT_BIC'],
  PEN: ['SWIFT_BIC'],
};

/** The options for a currency; SWIFT/BIC alone for one the table does not list. */
export function bankCodeOptionsFor(currency: string): readonly BankCodeOption[] {
  return BANK_CODE_OPTIONS_BY_CURRENCY[currency] ?? ['SWIFT_BIC'];
}

/** Removes the separators people type in codes (spaces, dashes, dots). */
function bare(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** Whether `value` is an Australian BSB: 6 digits (`062-000` accepted). */
export function isValidBsb(value: string): boolean {
  return /^\d{6}$/.test(bare(value));
}

/** Whether `value` is a UK sort code: 6 digits (`20-00-00` accepted). */
export function isValidSortCode(value: string): boolean {
  return /^\d{6}$/.test(bare(value));
}

/** Whether `value` is a Canadian transit (branch) number: 5 digits. */
export function isValidTransitNumber(value: string): boolean {
  return /^\d{5}$/.test(bare(value));
}

/** An IBAN in its electronic form (no spaces, upper case), or `undefined` if it is not valid. */
export function electronicIban(value: string): string | undefined {
  const iban = electronicFormatIBAN(value.trim()) ?? '';
  return isValidIBAN(iban) ? iban : undefined;
}

/** Whether `value` is a valid IBAN: known country, that country's length and format, mod-97. */
export function isValidIban(value: string): boolean {
  return electronicIban(value) !== undefined;
}

/** An IBAN written in groups of four (`GB82 WEST 1234 5698 7654 32`); invalid ones unchanged. */
export function formatIban(value: string): string {
  const iban = electronicIban(value);
  return iban ? (friendlyFormatIBAN(iban) ?? iban) : value;
}

/** The country (ISO alpha-2) an IBAN belongs to, when valid. */
export function ibanCountry(value: string): string | undefined {
  return electronicIban(value)?.slice(0, 2);
}

/** Whether `value` is a SWIFT/BIC: 8 or 11 characters, bank, ISO country, location, branch. */
export function isValidSwiftBic(value: string): boolean {
  return isValidBIC(bare(value).toUpperCase());
}

/** The country (ISO alpha-2) a BIC names, when valid. */
export function swiftBicCountry(value: string): string | undefined {
  const bic = bare(value).toUpperCase();
  return isValidBIC(bic) ? extractBIC(bic).countryCode : undefined;
}

/**
 * The catalogue message of what is wrong with a bank code, or `undefined`. With `bankCountry`
 * (ISO alpha-2), an IBAN or BIC of another country is refused (spec operations §8.6 100144
 * "bank country and IBAN do not match").
 */
export function bankCodeViolation(
  option: BankCodeOption,
  value: string,
  bankCountry?: string,
): CommonMessageKey | undefined {
  if (value.trim() === '') return 'validation.required';
  const country = bankCountry?.toUpperCase();
  switch (option) {
    case 'ACH':
      return isValidAchRoutingNumber(value) ? undefined : 'validation.bank.isValidACH';
    case 'SWIFT_BIC':
      if (!isValidSwiftBic(value)) return 'validation.bank.swift';
      return country && swiftBicCountry(value) !== country ? 'validation.bank.swift' : undefined;
    case 'BSB_CODE':
      return isValidBsb(value) ? undefined : 'validation.bank.bsb';
    case 'SORT_CODE':
      return isValidSortCode(value) ? undefined : 'validation.bank.sortCode';
    case 'TRANSIT':
      return isValidTransitNumber(value) ? undefined : 'validation.bank.transit';
    case 'IBAN':
      if (!isValidIban(value)) return 'validation.bank.iban';
      return country && ibanCountry(value) !== country ? 'validation.bank.ibanCountry' : undefined;
  }
}

/** The stored form of a valid code: IBAN electronic, BIC upper case, others digits only. */
export function normaliseBankCode(option: BankCodeOption, value: string): string {
  if (option === 'IBAN') return electronicIban(value) ?? value.trim();
  if (option === 'SWIFT_BIC') return bare(value).toUpperCase();
  return bare(value);
}
