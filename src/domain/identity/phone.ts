/**
 * Mobile phone numbers (spec platform §5 "Phone", issue 3: "use a well-kept phone library rather
 * than a hand-written table"): validation, E.164 normalisation, a per-country input mask and the
 * dial-code search, all from libphonenumber-js (Google's libphonenumber metadata). The `min`
 * metadata keeps the portal small (about 20 KB gzip).
 *
 * Masks are derived, not typed in: the library's example mobile number for the country, written
 * in its national format when that format adds no trunk prefix (BR `(11) 96123-4567` →
 * `(##) #####-####`, US/CA `(###) ###-####`, PT `### ### ###`), otherwise in its international
 * format without the calling code (GB `7400 123456` → `#### ######`, AE `50 123 4567` →
 * `## ### ####`): the user types the number after the dial-code selector, never the trunk `0`.
 * Where this differs from the spec's examples (GB '### #### ####', AE '+###-#-###-####') the
 * library's national-significant form is the one built: the spec's GB mask has room for the
 * trunk 0 and its AE mask for the calling code, both of which the selector already supplies.
 * A country without an example number gets the spec's default of 15 digits.
 * @module
 */
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import examples from 'libphonenumber-js/mobile/examples';
import type { Locale } from '../../i18n';
import type { CommonMessageKey } from './message-key';

export type { CountryCode };

/** The country assumed when none is chosen. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'BR';

/** The mask placeholder for one digit. */
export const MASK_DIGIT = '#';

/** The mask of a country without an example number: 15 digits (spec platform §5, §9). */
export const DEFAULT_PHONE_MASK = MASK_DIGIT.repeat(15);

/** The catalogue message of an invalid phone ("Cell field must be valid!"). */
export const PHONE_INVALID_MESSAGE = 'validation.phone' as const satisfies CommonMessageKey;

/** The catalogue message of a dial-code search without results (spec platform §5 "Phone"). */
export const PHONE_SEARCH_EMPTY_MESSAGE =
  'validation.noCountryFound' as const satisfies CommonMessageKey;

/** Every country the library knows, as ISO 3166-1 alpha-2 codes. */
export function phoneCountries(): CountryCode[] {
  return getCountries();
}

/** Whether `value` is a country the library knows (upper-case ISO code). */
export function isPhoneCountry(value: string): value is CountryCode {
  return (getCountries() as string[]).includes(value);
}

/** The dial code of a country, without `+` (`BR` → `55`). */
export function dialCodeOf(country: CountryCode): string {
  return getCountryCallingCode(country);
}

/** Replaces every digit of a formatted number with the mask placeholder. */
function maskOfFormatted(formatted: string): string {
  return formatted.replace(/\d/g, MASK_DIGIT);
}

const maskCache = new Map<CountryCode, string>();

/** The input mask of `country`'s mobile numbers (see the module note for how it is derived). */
export function phoneMask(country: CountryCode = DEFAULT_PHONE_COUNTRY): string {
  const cached = maskCache.get(country);
  if (cached !== undefined) return cached;
  const example = getExampleNumber(country, examples);
  let mask = DEFAULT_PHONE_MASK;
  if (example) {
    const national = example.formatNational();
    const addsTrunkPrefix = national.replace(/\D/g, '') !== example.nationalNumber;
    mask = addsTrunkPrefix
      ? maskOfFormatted(
          example
            .formatInternational()
            .replace(/^\+\d+\s*/, '')
            .trim(),
        )
      : maskOfFormatted(national);
  }
  maskCache.set(country, mask);
  return mask;
}

/** How many digits a mask holds. */
export function maskDigitCount(mask: string): number {
  return mask.split(MASK_DIGIT).length - 1;
}

/**
 * Lays the digits of `input` into `mask`, stopping after the last digit typed (so a half-typed
 * number has no dangling separators): `applyMask('(##) #####-####', '11961')` → `(11) 961`.
 * Digits beyond the mask are dropped.
 */
export function applyMask(mask: string, input: string): string {
  const digits = input.replace(/\D/g, '');
  let result = '';
  let used = 0;
  for (const symbol of mask) {
    if (used >= digits.length) break;
    if (symbol === MASK_DIGIT) {
      result += digits[used] ?? '';
      used += 1;
    } else {
      result += symbol;
    }
  }
  return result;
}

/**
 * Formats a number as it is typed, the library's way (handles countries whose numbers vary in
 * length, which a fixed mask cannot).
 */
export function formatPhoneAsYouType(
  input: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string {
  return new AsYouType(country).input(input);
}

/** A number parsed for `country` (or for its own `+` prefix), when it is a valid number. */
function parseValid(input: string, country: CountryCode) {
  const parsed = parsePhoneNumberFromString(input.trim(), { defaultCountry: country });
  return parsed?.isValid() ? parsed : undefined;
}

/**
 * Brazilian mobile numbers have 11 national digits, the third being 9 (ANATEL's ninth digit,
 * nationwide since 2016). The `min` metadata cannot tell mobiles from landlines, so Brazil, the
 * platform's home, gets this rule; other countries accept any valid number.
 */
function isBrazilianMobile(nationalNumber: string): boolean {
  return /^[1-9]{2}9\d{8}$/.test(nationalNumber);
}

/**
 * Whether `input` is a valid mobile number for `country` (BR by default). Formatting characters
 * are ignored; a leading `+` means the number carries its own country.
 */
export function isValidMobilePhone(
  input: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): boolean {
  const parsed = parseValid(input, country);
  if (!parsed) return false;
  return parsed.country !== 'BR' || isBrazilianMobile(parsed.nationalNumber);
}

/** The E.164 form (`+5511961234567`) of a valid mobile number, else `undefined`. */
export function toE164(
  input: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | undefined {
  return isValidMobilePhone(input, country) ? parseValid(input, country)?.number : undefined;
}

/** A country as the dial-code selector lists it. */
export interface PhoneCountry {
  country: CountryCode;
  /** Without `+`. */
  dialCode: string;
  /** The country's name in the requested locale. */
  name: string;
}

const namesCache = new Map<string, Intl.DisplayNames>();

function displayNames(locale: string): Intl.DisplayNames {
  let names = namesCache.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    namesCache.set(locale, names);
  }
  return names;
}

/** The name of `country` in `locale` (Intl's, so no name table ships with the bundle). */
export function countryName(country: CountryCode, locale: Locale): string {
  return displayNames(locale).of(country) ?? country;
}

/**
 * Whether `country` is the main one of its dial code (US for +1, GB for +44, RU for +7): the
 * library's metadata lists it first. The same metadata object the `min` build already uses, so
 * this costs no bytes.
 */
function isMainCountryOfDialCode(country: CountryCode, dialCode: string): boolean {
  return metadata.country_calling_codes[dialCode]?.[0] === country;
}

/** Lower case without accents, for matching typed terms ("Japão" ~ "japao"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Every country with its dial code and name in `locale`, sorted by that name. */
export function listPhoneCountries(locale: Locale): PhoneCountry[] {
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((country) => ({
      country,
      dialCode: getCountryCallingCode(country),
      name: countryName(country, locale),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The dial-code search (spec platform §5 "Phone"). A term matches a country by its ISO code
 * (`br`), by its dial code with or without `+` (`55`, `+1` — a prefix of the dial code), or by
 * its name in Portuguese or English, ignoring case and accents (`alemanha`, `germ`). Best
 * matches first: exact ISO code or dial code (the dial code's main country before the others
 * sharing it: US first for `+1`), then names starting with the term, then names
 * containing it; ties in `locale`'s alphabetical order. An empty term lists every country; no
 * match gives `[]`, for which the UI shows {@link PHONE_SEARCH_EMPTY_MESSAGE}.
 */
export function searchPhoneCountries(term: string, locale: Locale): PhoneCountry[] {
  const all = listPhoneCountries(locale);
  const wanted = fold(term);
  if (wanted === '') return all;
  const digits = wanted.replace(/^\+/, '');
  const isDialTerm = /^\d+$/.test(digits);
  const ranked: { entry: PhoneCountry; rank: number }[] = [];
  all.forEach((entry, order) => {
    let rank: number | undefined;
    if (isDialTerm) {
      if (entry.dialCode === digits) rank = isMainCountryOfDialCode(entry.country, digits) ? -1 : 0;
      else if (entry.dialCode.startsWith(digits)) rank = 1;
    } else {
      const other = countryName(entry.country, locale === 'pt-BR' ? 'en-US' : 'pt-BR');
      const names = [entry.name, other].map(fold);
      if (entry.country.toLowerCase() === wanted) rank = 0;
      else if (names.some((name) => name.startsWith(wanted))) rank = 1;
      else if (names.some((name) => name.includes(wanted))) rank = 2;
    }
    if (rank !== undefined) ranked.push({ entry, rank: rank * 1000 + order });
  });
  return ranked.sort((a, b) => a.rank - b.rank).map(({ entry }) => entry);
}
