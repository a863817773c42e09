/**
 * Brazilian national holidays and business days, for delivery deadlines (spec operations §9.7
 * "Paper-money delivery: up to 2 business days after payment confirmation").
 *
 * The fixed national holidays of federal law (Lei 662/1949, 6.802/1980, 10.607/2002 and
 * 14.759/2023, which made 20 November national from 2024): 1 January, 21 April (Tiradentes),
 * 1 May, 7 September, 12 October, 2 November, 15 November, 20 November and 25 December. Plus the
 * days banks close that move with Easter: Carnival Monday and Tuesday (Easter − 48 and − 47),
 * Good Friday (Easter − 2) and Corpus Christi (Easter + 60). Carnival and Corpus Christi are
 * officially optional days (ponto facultativo), but the banking calendar closes on them, and a
 * payment confirmed then does not move notes; counting them is the cautious reading of
 * "business days". State and municipal holidays are not known here (the delivery city is one of
 * many) and are not counted.
 *
 * Days are calendar dates, `YYYY-MM-DD`, with no time zone: callers convert an instant to the
 * São Paulo date first. Easter is the Gregorian computus (the "anonymous" algorithm of Meeus).
 * Worked examples in `tests/src/domain/calendar/brazilian-holidays.test.ts`.
 * @module
 */

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

const pad = (value: number) => String(value).padStart(2, '0');

/** The date `year-month-day` (month 1–12), normalising overflow (`2026-02-30` → `2026-03-02`). */
export function isoDate(year: number, month: number, day: number): IsoDate {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** The date `days` days after `date` (before, when negative). */
export function addDays(date: IsoDate, days: number): IsoDate {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return isoDate(year, month, day + days);
}

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

/** The national holidays of a year (fixed and Easter-bound), sorted, 13 days. */
export function brazilianNationalHolidays(year: number): IsoDate[] {
  const easter = easterSunday(year);
  const fixed: [number, number][] = [
    [1, 1],
    [4, 21],
    [5, 1],
    [9, 7],
    [10, 12],
    [11, 2],
    [11, 15],
    [11, 20],
    [12, 25],
  ];
  return [
    ...fixed.map(([month, day]) => isoDate(year, month, day)),
    addDays(easter, -48),
    addDays(easter, -47),
    addDays(easter, -2),
    addDays(easter, 60),
  ].sort();
}

const holidaysByYear = new Map<number, ReadonlySet<IsoDate>>();

/** Whether `date` is a national holiday. */
export function isBrazilianNationalHoliday(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  let holidays = holidaysByYear.get(year);
  if (holidays === undefined) {
    holidays = new Set(brazilianNationalHolidays(year));
    holidaysByYear.set(year, holidays);
  }
  return holidays.has(date);
}

/** Whether `date` is a business day: Monday to Friday and not a national holiday. */
export function isBusinessDay(date: IsoDate): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !isBrazilianNationalHoliday(date);
}

/** The `count`-th business day after `date` (`date` itself never counts). */
export function addBusinessDays(date: IsoDate, count: number): IsoDate {
  let day = date;
  let left = count;
  while (left > 0) {
    day = addDays(day, 1);
    if (isBusinessDay(day)) left -= 1;
  }
  return day;
}
