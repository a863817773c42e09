import { describe, expect, test } from 'vitest';
import {
  addBusinessDays,
  addDays,
  brazilianNationalHolidays,
  easterSunday,
  isBusinessDay,
} from '../../../../src/domain/calendar/brazilian-holidays';

describe('easterSunday', () => {
  test.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i: %s', (year, easter) => {
    expect(easterSunday(year)).toBe(easter);
  });
});

describe('brazilianNationalHolidays', () => {
  test('2026: Carnival 16–17 Feb, Good Friday 3 Apr, Corpus Christi 4 Jun', () => {
    expect(brazilianNationalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-04-21',
      '2026-05-01',
      '2026-06-04',
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
  });

  test('2027: Carnival 8–9 Feb, Good Friday 26 Mar, Corpus Christi 27 May', () => {
    expect(brazilianNationalHolidays(2027)).toEqual([
      '2027-01-01',
      '2027-02-08',
      '2027-02-09',
      '2027-03-26',
      '2027-04-21',
      '2027-05-01',
      '2027-05-27',
      '2027-09-07',
      '2027-10-12',
      '2027-11-02',
      '2027-11-15',
      '2027-11-20',
      '2027-12-25',
    ]);
  });
});

describe('business days', () => {
  test.each([
    ['2026-11-26', true, 'a Thursday'],
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-11-20', false, 'Consciência Negra, a Friday'],
    ['2026-02-17', false, 'Carnival Tuesday'],
    ['2026-02-18', true, 'Ash Wednesday (banks open at noon: a business day)'],
  ])('%s is a business day: %s (%s)', (date, business) => {
    expect(isBusinessDay(date)).toBe(business);
  });

  test.each([
    ['2026-11-26', 2, '2026-11-30'],
    ['2026-12-23', 2, '2026-12-28'],
    ['2026-12-31', 1, '2027-01-04'],
    ['2027-03-24', 2, '2027-03-29'],
  ])('%s plus %i business days is %s', (date, count, expected) => {
    expect(addBusinessDays(date, count)).toBe(expected);
  });

  test('addDays crosses months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
