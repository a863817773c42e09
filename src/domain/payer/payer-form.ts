/**
 * The payer form's checks (spec operations §2.6, §3.15, §5.4 "Payment-link payer"; issue 16):
 * a person or a company, the name, the address, a birth date typed in the page language's
 * format showing someone 18 or older, an e-mail and a mobile ('Cell field must be valid!').
 * The server checks the same (`InboundChargeBodySchema`, the charge's age rule); these give the
 * payer the message next to the field before anything is sent.
 * @module
 */
import type { PayerLocale } from '../../i18n/payer-locale';
import {
  birthDateViolation,
  formatBirthDate,
  parseBirthDate,
  type BirthDateViolation,
  type CalendarDate,
} from '../identity/birth-date';
import { isValidEmail } from '../identity/email';

/** Who holds the card (spec operations §2.6). */
export type PayerPersonType = 'PERSON' | 'COMPANY';

/** What the payer typed on the payer form. */
export interface PayerInput {
  personType: PayerPersonType;
  name: string;
  address: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  state: string;
  postalCode: string;
  /** As typed, in {@link payerBirthDatePattern}'s order. */
  birthDate: string;
  email: string;
  /** Whether the mobile is valid is the caller's (libphonenumber-js stays out of this module). */
  mobile: string;
}

/** A payer field's problem, as a `payer` catalogue key under `payer.errors`. */
export type PayerViolation =
  'required' | 'email' | 'mobile' | 'country' | 'birthDateInvalid' | 'birthDateFuture' | 'underage';

/** The typing pattern of the birth date in each payer language (Spanish: day first). */
export const PAYER_BIRTH_DATE_PATTERNS = {
  'pt-BR': 'DD/MM/AAAA',
  'en-US': 'MM/DD/YYYY',
  es: 'DD/MM/AAAA',
} as const satisfies Record<PayerLocale, string>;

/** Reads a birth date typed in `locale`'s order (en-US month first; pt-BR and es day first). */
export function parsePayerBirthDate(text: string, locale: PayerLocale): CalendarDate | undefined {
  return parseBirthDate(text, locale === 'en-US' ? 'en-US' : 'pt-BR');
}

/**
 * The birth date typed in `from`'s order, rewritten in `to`'s order, for when the payer switches
 * the page's language: `05/06/1980` typed in English (May 6) reads `06/05/1980` in Spanish or
 * Portuguese, so May 6 is sent, never June 5. A date not yet whole keeps its text with its
 * first two parts swapped once both are there (`05/06/19` → `06/05/19`); anything else stays as typed.
 */
export function reorderPayerBirthDate(text: string, from: PayerLocale, to: PayerLocale): string {
  const monthFirst = (locale: PayerLocale) => locale === 'en-US';
  if (monthFirst(from) === monthFirst(to)) return text;
  const date = parsePayerBirthDate(text, from);
  if (date) return formatBirthDate(date, monthFirst(to) ? 'en-US' : 'pt-BR');
  const parts = /^(\s*)(\d{1,2})([/.-])(\d{1,2})([/.-].*)$/s.exec(text);
  return parts ? `${parts[1]}${parts[4]}${parts[3]}${parts[2]}${parts[5]}` : text;
}

const BIRTH_DATE_VIOLATION: Record<BirthDateViolation, PayerViolation> = {
  BIRTH_DATE_INVALID: 'birthDateInvalid',
  BIRTH_DATE_IN_FUTURE: 'birthDateFuture',
  UNDERAGE: 'underage',
};

/** The birth date's problem in `locale`'s format, measured against `today`. */
export function payerBirthDateViolation(
  text: string,
  locale: PayerLocale,
  today: CalendarDate,
): PayerViolation | undefined {
  if (text.trim() === '') return 'required';
  const violation = birthDateViolation(parsePayerBirthDate(text, locale), today);
  return violation === undefined ? undefined : BIRTH_DATE_VIOLATION[violation];
}

const REQUIRED_TEXT = ['name', 'address', 'city', 'state', 'postalCode'] as const;

/**
 * Every problem of the payer form, by field (empty when it can be sent). `isValidMobile` judges
 * the mobile (the portal passes libphonenumber-js's rule with the chosen country).
 */
export function payerViolations(
  payer: PayerInput,
  locale: PayerLocale,
  today: CalendarDate,
  isValidMobile: (mobile: string) => boolean,
): Partial<Record<keyof PayerInput, PayerViolation>> {
  const found: Partial<Record<keyof PayerInput, PayerViolation>> = {};
  for (const field of REQUIRED_TEXT) {
    if (payer[field].trim() === '') found[field] = 'required';
  }
  if (!/^[A-Z]{2}$/.test(payer.country)) found.country = 'country';
  const birth = payerBirthDateViolation(payer.birthDate, locale, today);
  if (birth) found.birthDate = birth;
  if (payer.email.trim() === '') found.email = 'required';
  else if (!isValidEmail(payer.email.trim())) found.email = 'email';
  if (payer.mobile.trim() === '') found.mobile = 'required';
  else if (!isValidMobile(payer.mobile)) found.mobile = 'mobile';
  return found;
}
