/**
 * Birth dates (spec platform §5 `isValidBirthDate`, "Age and eligibility"; design §4
 * "birth-date format"): typed as DD/MM/AAAA in pt-BR and MM/DD/YYYY in en-US, a real calendar
 * date, before today, and the person at least 18.
 *
 * Age rule: a person turns N on the same month and day N years later. Someone born on 29
 * February turns N on 1 March in a year without 29 February — the Brazilian Civil Code, art. 132
 * §3: a period in years ends on the day of the same number, "or the next one, if there is no
 * exact correspondence". So a leap-day baby born 2008-02-29 is 18 on 2026-03-01, not 2026-02-28.
 * @module
 */
import type { Locale } from '../../i18n';
import type { CommonMessageKey } from './message-key';

/** Minimum age to register (spec platform §9). */
export const MINIMUM_AGE = 18;

/** Earliest year accepted: anything before is a typing slip, not a living customer. */
export const EARLIEST_BIRTH_YEAR = 1900;

/** A date without time or zone. */
export interface CalendarDate {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
}

/** What is wrong with a birth date, when something is. */
export type BirthDateViolation = 'BIRTH_DATE_INVALID' | 'BIRTH_DATE_IN_FUTURE' | 'UNDERAGE';

/** The catalogue message of each violation. */
export const BIRTH_DATE_MESSAGES = {
  BIRTH_DATE_INVALID: 'validation.birthDate.invalid',
  BIRTH_DATE_IN_FUTURE: 'validation.birthDate.future',
  UNDERAGE: 'validation.birthDate.underage',
} as const satisfies Record<BirthDateViolation, CommonMessageKey>;

/** The typing pattern of each locale, as shown in placeholders and masks. */
export const BIRTH_DATE_PATTERNS = {
  'pt-BR': 'DD/MM/AAAA',
  'en-US': 'MM/DD/YYYY',
} as const satisfies Record<Locale, string>;

/** Whether `year` has a 29 February (Gregorian rule). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The number of days in `month` (1–12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether the parts name a real day of the Gregorian calendar (2023-02-29 does not). */
export function isCalendarDate({ year, month, day }: CalendarDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Reads a birth date typed in `locale`'s order. Separators `/`, `.` or `-` (or none, as a mask
 * gives eight digits); day and month may have one digit when separated; the year has four.
 * Answers `undefined` for anything that is not a real calendar date.
 */
export function parseBirthDate(text: string, locale: Locale): CalendarDate | undefined {
  const trimmed = text.trim();
  const match =
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed) ??
    /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const first = Number(match[1]);
  const second = Number(match[2]);
  const year = Number(match[3]);
  const date =
    locale === 'en-US' ? { year, month: first, day: second } : { year, month: second, day: first };
  return isCalendarDate(date) ? date : undefined;
}

/** Reads an ISO `YYYY-MM-DD` date (the wire form of `birthDate`). */
export function parseIsoDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(date) ? date : undefined;
}

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** The ISO `YYYY-MM-DD` form, for the wire. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The form a user of `locale` types and reads (`31/12/2000`, `12/31/2000`). */
export function formatBirthDate({ year, month, day }: CalendarDate, locale: Locale): string {
  return locale === 'en-US'
    ? `${pad(month)}/${pad(day)}/${pad(year, 4)}`
    : `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/**
 * The calendar date of instant `now` in `timeZone` (default Brasília time, where the platform's
 * customers live): the "today" the age rule is measured against. Injected, never read from a
 * global clock, so the rule is testable.
 */
export function calendarDateAt(now: Date, timeZone = 'America/Sao_Paulo'): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** Completed years between `birth` and `today` (see the module's leap-day note). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * What is wrong with `birth` as a registrant's birth date on `today`: not a real date (or before
 * {@link EARLIEST_BIRTH_YEAR}), not before today, or under {@link MINIMUM_AGE}. `undefined`
 * means acceptable.
 */
export function birthDateViolation(
  birth: CalendarDate | undefined,
  today: CalendarDate,
): BirthDateViolation | undefined {
  if (birth === undefined || !isCalendarDate(birth) || birth.year < EARLIEST_BIRTH_YEAR) {
    return 'BIRTH_DATE_INVALID';
  }
  if (compareCalendarDates(birth, today) >= 0) return 'BIRTH_DATE_IN_FUTURE';
  if (ageOn(birth, today) < MINIMUM_AGE) return 'UNDERAGE';
  return undefined;
}

/** Whether `birth` is an acceptable registrant's birth date on `today`. */
export function isValidBirthDate(birth: CalendarDate | undefined, today: CalendarDate): boolean {
  return birthDateViolation(birth, today) === undefined;
}
