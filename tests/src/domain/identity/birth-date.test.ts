import { describe, expect, test } from 'vitest';
import {
  ageOn,
  birthDateViolation,
  calendarDateAt,
  formatBirthDate,
  isCalendarDate,
  isValidBirthDate,
  parseBirthDate,
  parseIsoDate,
  toIsoDate,
  type BirthDateViolation,
  type CalendarDate,
} from '../../../../src/domain/identity/birth-date';
import type { Locale } from '../../../../src/i18n';

const d = (iso: string): CalendarDate => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(`bad fixture ${iso}`);
  return parsed;
};

describe('parseBirthDate', () => {
  test.each([
    ['31/12/2000', 'pt-BR', '2000-12-31'],
    ['1/2/2000', 'pt-BR', '2000-02-01'],
    ['01.02.2000', 'pt-BR', '2000-02-01'],
    ['01022000', 'pt-BR', '2000-02-01'],
    ['12/31/2000', 'en-US', '2000-12-31'],
    ['01022000', 'en-US', '2000-01-02'],
    [' 29/02/2004 ', 'pt-BR', '2004-02-29'],
  ] as const)('reads %j in %s as %s', (text, locale, iso) => {
    const parsed = parseBirthDate(text, locale);
    expect(parsed && toIsoDate(parsed)).toBe(iso);
  });

  test.each<[string, Locale, string]>([
    ['31/12/2000', 'en-US', 'day and month in the wrong order'],
    ['29/02/2003', 'pt-BR', '29 February of a common year'],
    ['29/02/1900', 'pt-BR', '1900 is not a leap year'],
    ['31/04/2000', 'pt-BR', 'April has 30 days'],
    ['00/01/2000', 'pt-BR', 'day zero'],
    ['10/13/2000', 'pt-BR', 'month 13'],
    ['10/10/00', 'pt-BR', 'two-digit year'],
    ['2000-10-10', 'pt-BR', 'ISO is not what people type'],
    ['', 'pt-BR', 'nothing'],
  ])('refuses %j in %s (%s)', (text, locale) => {
    expect(parseBirthDate(text, locale)).toBeUndefined();
  });

  test('accepts 29 February 2000 (divisible by 400)', () => {
    expect(parseBirthDate('29/02/2000', 'pt-BR')).toEqual({ year: 2000, month: 2, day: 29 });
  });
});

describe('formatting', () => {
  test.each([
    ['pt-BR', '05/03/1990'],
    ['en-US', '03/05/1990'],
  ] as const)('writes 1990-03-05 in %s as %s', (locale, text) => {
    expect(formatBirthDate(d('1990-03-05'), locale)).toBe(text);
  });

  test('refuses impossible ISO dates', () => {
    expect(parseIsoDate('2023-02-29')).toBeUndefined();
    expect(isCalendarDate({ year: 2024, month: 2, day: 29 })).toBe(true);
  });
});

describe('ageOn and the 18th birthday', () => {
  test.each([
    ['2008-06-15', '2026-06-14', 17, 'the day before the 18th birthday'],
    ['2008-06-15', '2026-06-15', 18, 'on the 18th birthday'],
    ['2008-06-15', '2026-06-16', 18, 'the day after'],
    ['2008-02-29', '2026-02-28', 17, 'a leap-day baby on 28 February of a common year'],
    [
      '2008-02-29',
      '2026-03-01',
      18,
      'a leap-day baby turns 18 on 1 March (Civil Code art. 132 §3)',
    ],
    ['2004-02-29', '2022-02-28', 17, 'leap-day baby, 18th year common, the day before'],
    ['2006-02-28', '2024-02-28', 18, 'born on the 28th, leap 18th year'],
    ['2006-03-01', '2024-02-29', 17, 'born on 1 March, checked on 29 February'],
    ['2000-12-31', '2019-01-01', 18, 'across a year end'],
  ])('born %s, on %s → %i (%s)', (birth, today, age) => {
    expect(ageOn(d(birth), d(today))).toBe(age);
  });
});

describe('birthDateViolation', () => {
  const today = d('2026-06-15');
  test.each<[string, BirthDateViolation | undefined, string]>([
    ['2008-06-15', undefined, 'exactly 18 today'],
    ['1950-01-01', undefined, 'an adult'],
    ['2008-06-16', 'UNDERAGE', '18 tomorrow'],
    ['2020-01-01', 'UNDERAGE', 'a child'],
    ['2026-06-15', 'BIRTH_DATE_IN_FUTURE', 'born today is not before today'],
    ['2030-01-01', 'BIRTH_DATE_IN_FUTURE', 'a future date'],
    ['1899-12-31', 'BIRTH_DATE_INVALID', 'before 1900'],
  ])('%s → %s (%s)', (birth, violation) => {
    expect(birthDateViolation(d(birth), today)).toBe(violation);
    expect(isValidBirthDate(d(birth), today)).toBe(violation === undefined);
  });

  test('calls a date that did not parse invalid', () => {
    expect(birthDateViolation(undefined, today)).toBe('BIRTH_DATE_INVALID');
    expect(birthDateViolation({ year: 2001, month: 2, day: 29 }, today)).toBe('BIRTH_DATE_INVALID');
  });
});

describe('calendarDateAt', () => {
  test('takes today in Brasília time, not UTC', () => {
    // 02:00 UTC on 16 June is still 23:00 on 15 June in São Paulo (UTC−3).
    const now = new Date('2026-06-16T02:00:00Z');
    expect(calendarDateAt(now)).toEqual({ year: 2026, month: 6, day: 15 });
    expect(calendarDateAt(now, 'UTC')).toEqual({ year: 2026, month: 6, day: 16 });
  });
});
