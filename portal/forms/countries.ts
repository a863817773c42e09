/**
 * Countries for the payee forms (spec operations §3.10 address country, §3.11 bankCountry,
 * §5.2 isValidCountry): every ISO 3166-1 alpha-2 region libphonenumber-js knows, named in the
 * user's language by `Intl.DisplayNames` (no country-name catalogue needed in the bundle) and
 * sorted by that name.
 * @module
 */
import { getCountries } from 'libphonenumber-js/min';
import type { SelectOption } from '../components/SelectField';

/** Codes that are not countries of an account or address (Ascension, Tristan da Cunha…). */
const NOT_COUNTRIES = new Set(['AC', 'TA', 'XK']);

const names = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!names.has(locale)) {
    try {
      names.set(locale, new Intl.DisplayNames([locale], { type: 'region' }));
    } catch {
      names.set(locale, null);
    }
  }
  return names.get(locale) ?? null;
}

/** The name of a country in `locale` (the code itself when unknown). */
export function countryName(code: string | null | undefined, locale: string): string {
  if (!code) return '';
  try {
    return displayNames(locale)?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const cache = new Map<string, SelectOption[]>();

/** Every country as a select option, by name in `locale`. */
export function countryOptions(locale: string): readonly SelectOption[] {
  let options = cache.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = getCountries()
      .filter((code) => !NOT_COUNTRIES.has(code))
      .map((code) => ({ value: code, label: countryName(code, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    cache.set(locale, options);
  }
  return options;
}
