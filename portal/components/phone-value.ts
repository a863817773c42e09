/**
 * The value of the phone input: E.164 text out (`+5511961234567`), the country and the national
 * digits in. A half-typed number still goes out as `+{dial code}{digits}`, so a form validating
 * it with the contracts (`MobilePhoneSchema`) reports "Cell field must be valid!" rather than
 * "required".
 * @module
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';
import metadata from 'libphonenumber-js/min/metadata';
import {
  DEFAULT_PHONE_COUNTRY,
  applyMask,
  maskDigitCount,
  phoneMask,
  toE164,
} from '../../src/domain/identity/phone';

/** What the input holds: the chosen country and the national digits typed. */
export interface PhoneParts {
  country: CountryCode;
  /** National significant digits, no trunk prefix, no separators. */
  digits: string;
}

/** The E.164 text of `parts` ('' when no digit was typed). */
export function phoneValueOf({ country, digits }: PhoneParts): string {
  if (digits === '') return '';
  return toE164(digits, country) ?? `+${getCountryCallingCode(country)}${digits}`;
}

/** The country first listed for a dial code (US for 1, GB for 44), when one is. */
function countryOfDialCode(dialCode: string, prefer?: CountryCode): CountryCode | undefined {
  const all = getCountries().filter((country) => getCountryCallingCode(country) === dialCode);
  if (prefer && all.includes(prefer)) return prefer;
  const main = metadata.country_calling_codes[dialCode]?.[0] as CountryCode | undefined;
  return main && all.includes(main) ? main : all[0];
}

/**
 * Reads a stored value back into parts: E.164 (`+…`, any country; a half number too) or a
 * Brazilian national number. `current` keeps its country when the dial code is shared (+1 is
 * both the US and Canada).
 */
export function phonePartsOf(value: string, current?: CountryCode): PhoneParts {
  const trimmed = value.trim();
  const fallback = current ?? DEFAULT_PHONE_COUNTRY;
  if (trimmed === '') return { country: fallback, digits: '' };
  if (!trimmed.startsWith('+')) {
    return { country: fallback, digits: trimmed.replace(/\D/g, '') };
  }
  const parsed = parsePhoneNumberFromString(trimmed);
  if (parsed) {
    const dial = parsed.countryCallingCode;
    const country =
      current && getCountryCallingCode(current) === dial
        ? current
        : (parsed.country ?? countryOfDialCode(dial, current));
    if (country) return { country, digits: parsed.nationalNumber };
  }
  const all = trimmed.slice(1).replace(/\D/g, '');
  for (const length of [1, 2, 3]) {
    const country = countryOfDialCode(all.slice(0, length), current);
    if (country) return { country, digits: all.slice(length) };
  }
  return { country: fallback, digits: all };
}

/** The digits a country's mask holds (its national number length). */
export function maxDigitsOf(country: CountryCode): number {
  return maskDigitCount(phoneMask(country));
}

/** The national digits laid into the country's mask. */
export function formatNational(country: CountryCode, digits: string): string {
  return applyMask(phoneMask(country), digits);
}

/** A placeholder showing the mask's shape with zeros: `(00) 00000-0000`. */
export function maskPlaceholder(country: CountryCode): string {
  return phoneMask(country).replace(/#/g, '0');
}
