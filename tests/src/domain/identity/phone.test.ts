import { describe, expect, test } from 'vitest';
import {
  DEFAULT_PHONE_MASK,
  PHONE_SEARCH_EMPTY_MESSAGE,
  applyMask,
  countryName,
  dialCodeOf,
  formatPhoneAsYouType,
  isValidMobilePhone,
  maskDigitCount,
  phoneCountries,
  phoneMask,
  searchPhoneCountries,
  toE164,
  type CountryCode,
} from '../../../../src/domain/identity/phone';
import { resources } from '../../../../src/i18n';

describe('phoneMask', () => {
  test.each<[CountryCode, string, string]>([
    ['BR', '(##) #####-####', 'as the spec'],
    ['US', '(###) ###-####', 'as the spec'],
    ['CA', '(###) ###-####', 'as the spec'],
    ['PT', '### ### ###', 'as the spec'],
    ['GB', '#### ######', "the spec's '### #### ####' has room for the trunk 0"],
    ['AE', '## ### ####', "the spec's '+###-#-###-####' includes the calling code"],
  ])('%s → %s (%s)', (country, mask) => {
    expect(phoneMask(country)).toBe(mask);
  });

  test('defaults to Brazil', () => {
    expect(phoneMask()).toBe('(##) #####-####');
  });

  test('gives every country a mask of at most 15 digits', () => {
    for (const country of phoneCountries()) {
      const digits = maskDigitCount(phoneMask(country));
      expect(digits, country).toBeGreaterThan(0);
      expect(digits, country).toBeLessThanOrEqual(15);
    }
    expect(maskDigitCount(DEFAULT_PHONE_MASK)).toBe(15);
  });
});

describe('applyMask and formatPhoneAsYouType', () => {
  test.each([
    ['(##) #####-####', '11961234567', '(11) 96123-4567'],
    ['(##) #####-####', '11961', '(11) 961'],
    ['(##) #####-####', '(11) 9', '(11) 9'],
    ['(##) #####-####', '119612345679999', '(11) 96123-4567'],
    ['(##) #####-####', '', ''],
    ['### ### ###', '912345678', '912 345 678'],
  ])('%s with %j → %j', (mask, input, output) => {
    expect(applyMask(mask, input)).toBe(output);
  });

  test('formats as typed the library’s way', () => {
    expect(formatPhoneAsYouType('11961234567')).toBe('(11) 96123-4567');
    expect(formatPhoneAsYouType('2015550123', 'US')).toBe('(201) 555-0123');
  });
});

describe('isValidMobilePhone and toE164', () => {
  test.each<[string, CountryCode, string, string]>([
    ['(11) 96123-4567', 'BR', '+5511961234567', 'a São Paulo mobile'],
    ['21 99876-5432', 'BR', '+5521998765432', 'a Rio mobile'],
    ['+55 11 96123-4567', 'US', '+5511961234567', 'a + prefix carries its own country'],
    ['(201) 555-0123', 'US', '+12015550123', 'a US number'],
    ['07400 123456', 'GB', '+447400123456', 'a UK mobile with its trunk 0'],
    ['912 345 678', 'PT', '+351912345678', 'a Portuguese mobile'],
    ['50 123 4567', 'AE', '+971501234567', 'an Emirates mobile'],
  ])('accepts %j for %s as %s (%s)', (input, country, e164) => {
    expect(isValidMobilePhone(input, country)).toBe(true);
    expect(toE164(input, country)).toBe(e164);
  });

  test.each<[string, CountryCode, string]>([
    ['(11) 3333-4444', 'BR', 'a São Paulo landline'],
    ['(11) 96123-456', 'BR', 'one digit short'],
    ['(00) 96123-4567', 'BR', 'area code 00'],
    ['', 'BR', 'nothing'],
    ['abc', 'BR', 'letters'],
    ['(201) 555-012', 'US', 'one digit short'],
  ])('refuses %j for %s (%s)', (input, country) => {
    expect(isValidMobilePhone(input, country)).toBe(false);
    expect(toE164(input, country)).toBeUndefined();
  });
});

describe('searchPhoneCountries', () => {
  test.each([
    ['+55', 'pt-BR', 'BR'],
    ['55', 'pt-BR', 'BR'],
    ['+1', 'en-US', 'US'],
    ['44', 'en-US', 'GB'],
    ['br', 'en-US', 'BR'],
    ['alemanha', 'en-US', 'DE'],
    ['germany', 'pt-BR', 'DE'],
    ['japao', 'pt-BR', 'JP'],
    ['Japão', 'pt-BR', 'JP'],
    ['  ESTADOS unidos ', 'pt-BR', 'US'],
  ] as const)('finds %j in %s with %s first', (term, locale, first) => {
    expect(searchPhoneCountries(term, locale)[0]?.country).toBe(first);
  });

  test('lists every country sharing a dial code prefix', () => {
    const countries = searchPhoneCountries('+1', 'en-US').map((entry) => entry.country);
    expect(countries).toEqual(expect.arrayContaining(['US', 'CA', 'JM', 'PR']));
    expect(countries.every((country) => dialCodeOf(country).startsWith('1'))).toBe(true);
  });

  test('lists every country for an empty term, sorted by name', () => {
    const all = searchPhoneCountries('', 'pt-BR');
    expect(all).toHaveLength(phoneCountries().length);
    expect(all[0]?.name.localeCompare(all[1]?.name ?? '', 'pt-BR')).toBeLessThanOrEqual(0);
  });

  test('answers nothing for an unknown term, for which the catalogue has the spec’s message', () => {
    expect(searchPhoneCountries('Atlantis', 'en-US')).toEqual([]);
    expect(searchPhoneCountries('+999', 'en-US')).toEqual([]);
    expect(PHONE_SEARCH_EMPTY_MESSAGE).toBe('validation.noCountryFound');
    expect(resources['en-US'].common.validation.noCountryFound).toBe(
      'No postcode or country found for this term',
    );
  });

  test('names countries in the requested language', () => {
    expect(countryName('DE', 'pt-BR')).toBe('Alemanha');
    expect(countryName('DE', 'en-US')).toBe('Germany');
    expect(searchPhoneCountries('BR', 'pt-BR')[0]).toEqual({
      country: 'BR',
      dialCode: '55',
      name: 'Brasil',
    });
  });
});
