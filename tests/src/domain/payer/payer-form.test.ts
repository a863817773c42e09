import { describe, expect, test } from 'vitest';
import {
  PAYER_BIRTH_DATE_PATTERNS,
  parsePayerBirthDate,
  payerBirthDateViolation,
  payerViolations,
  reorderPayerBirthDate,
  type PayerInput,
} from '../../../../src/domain/payer/payer-form';
import type { PayerLocale } from '../../../../src/i18n/payer-locale';

const today = { year: 2026, month: 11, day: 27 };

describe('the payer birth date follows the page language (spec operations §5.4)', () => {
  test.each<[string, PayerLocale, PayerLocale, string]>([
    ['05/06/1980', 'en-US', 'es', '06/05/1980'],
    ['05/06/1980', 'en-US', 'pt-BR', '06/05/1980'],
    ['06/05/1980', 'es', 'en-US', '05/06/1980'],
    ['5/6/1980', 'en-US', 'es', '06/05/1980'],
    ['05061980', 'en-US', 'es', '06/05/1980'],
    ['06/05/1980', 'es', 'pt-BR', '06/05/1980'],
    ['05/06/19', 'en-US', 'es', '06/05/19'],
    ['05/0', 'en-US', 'es', '05/0'],
    ['', 'en-US', 'es', ''],
  ])(
    'switching language rewrites %s typed in %s for %s as %s (the same day)',
    (typed, from, to, shown) => {
      const rewritten = reorderPayerBirthDate(typed, from, to);
      expect(rewritten).toBe(shown);
      const before = parsePayerBirthDate(typed, from);
      if (before) expect(parsePayerBirthDate(rewritten, to)).toEqual(before);
    },
  );

  test.each<[string, PayerLocale, string | undefined]>([
    ['12/31/2000', 'en-US', '2000-12-31'],
    ['31/12/2000', 'pt-BR', '2000-12-31'],
    ['31/12/2000', 'es', '2000-12-31'],
    ['31/12/2000', 'en-US', undefined],
    ['12/31/2000', 'es', undefined],
    ['02/01/2000', 'es', '2000-01-02'],
    ['02/01/2000', 'en-US', '2000-02-01'],
  ])('reads %s in %s as %s', (typed, locale, iso) => {
    const date = parsePayerBirthDate(typed, locale);
    expect(
      date &&
        `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`,
    ).toBe(iso);
  });

  test.each<[string, PayerLocale, string | undefined]>([
    ['', 'en-US', 'required'],
    ['11/27/2008', 'en-US', undefined],
    ['11/28/2008', 'en-US', 'underage'],
    ['27/11/2008', 'es', undefined],
    ['28/11/2008', 'pt-BR', 'underage'],
    ['01/01/2030', 'es', 'birthDateFuture'],
    ['31/02/1990', 'es', 'birthDateInvalid'],
  ])('judges %s in %s on 2026-11-27 as %s (18 or older)', (typed, locale, violation) => {
    expect(payerBirthDateViolation(typed, locale, today)).toBe(violation);
  });

  test('names the typing pattern of each language', () => {
    expect(PAYER_BIRTH_DATE_PATTERNS).toEqual({
      'pt-BR': 'DD/MM/AAAA',
      'en-US': 'MM/DD/YYYY',
      es: 'DD/MM/AAAA',
    });
  });
});

describe('the payer form', () => {
  const good: PayerInput = {
    personType: 'PERSON',
    name: 'Mary Major',
    address: '1 Market St',
    city: 'San Francisco',
    country: 'US',
    state: 'CA',
    postalCode: '94105',
    birthDate: '04/15/1980',
    email: 'mary@example.com',
    mobile: '+14155552671',
  };
  const anyMobile = () => true;

  test('accepts a complete payer', () => {
    expect(payerViolations(good, 'en-US', today, anyMobile)).toEqual({});
  });

  test('names every problem next to its field', () => {
    expect(
      payerViolations(
        { ...good, name: ' ', country: '', email: 'mary@', mobile: '123' },
        'en-US',
        today,
        () => false,
      ),
    ).toEqual({ name: 'required', country: 'country', email: 'email', mobile: 'mobile' });
  });
});
