/**
 * Korean lunar calendar ↔ Gregorian calendar (saju.md decision 1): lookups in the generated KASI-rule
 * table (data/korean-lunar-months.ts, from scripts/generate-korean-calendar.ts); no astronomy at runtime.
 *
 * Ranges:
 *   - lunar input: lunar years 1900–2100 (the service's range);
 *   - solar input: every date the table covers, 1899-02-10 (lunar 1899-01-01) to 2102-02-16 (the last
 *     day of lunar 2101): solar 1900-01-01 (lunar 1899-12-01) … 2100-12-31 converts, and so does
 *     every solar date of lunar 1900–2100.
 */
import { DomainError } from '../errors.js';
import { KOREAN_LUNAR_FIRST_YEAR, KOREAN_LUNAR_YEARS } from './data/korean-lunar-months.js';

/** The last lunar year of the table. */
const KOREAN_LUNAR_LAST_YEAR = KOREAN_LUNAR_FIRST_YEAR + KOREAN_LUNAR_YEARS.length - 1;

export interface SolarDate {
  year: number;
  month: number;
  day: number;
}

export interface LunarDate extends SolarDate {
  isLeapMonth: boolean;
}

export const FIRST_LUNAR_YEAR = 1900;
export const LAST_LUNAR_YEAR = 2100;

export type InvalidLunarDateReason = 'out_of_range' | 'no_leap_month' | 'day_out_of_range' | 'month_out_of_range';

export class InvalidLunarDateError extends DomainError {
  constructor(
    readonly reason: InvalidLunarDateReason,
    message: string,
  ) {
    super('INVALID_LUNAR_DATE', message);
  }
}

/** A solar date outside the calendar table. */
export class SolarOutOfRangeError extends DomainError {
  constructor(message: string) {
    super('DATE_OUT_OF_RANGE', message);
  }
}

/** A Gregorian date that does not exist (30 February). */
export class NonexistentDateError extends DomainError {
  constructor(message: string) {
    super('NONEXISTENT_DATE', message);
  }
}

const MS_PER_DAY = 86_400_000;

// The table unrolled into one entry per month, in order: monthStarts[i] is the solar day (days since
// 1970-01-01) of day 1 of month i, and its extra last entry the day after the last month.
const monthStarts: number[] = [];
const monthYears: number[] = [];
const monthNumbers: number[] = [];
const monthLeaps: boolean[] = [];
/** Index in the month arrays of month 1 of each table year. */
const yearFirstMonth: number[] = [];
let nextStart = KOREAN_LUNAR_YEARS[0][0];
KOREAN_LUNAR_YEARS.forEach(([start, mask, leap], y) => {
  yearFirstMonth.push(monthStarts.length);
  for (let k = 0; k < (leap ? 13 : 12); k++) {
    monthStarts.push(start);
    monthYears.push(KOREAN_LUNAR_FIRST_YEAR + y);
    // With a leap month L, the months in order are 1 … L, 윤L, L+1 … 12.
    monthNumbers.push(!leap || k < leap ? k + 1 : k);
    monthLeaps.push(leap > 0 && k === leap);
    start += mask & (1 << k) ? 30 : 29;
  }
  nextStart = start;
});
monthStarts.push(nextStart);
const MONTH_START = Int32Array.from(monthStarts);
const LAST_MONTH = MONTH_START.length - 2;

function fromDayNumber(dayNumber: number): SolarDate {
  const date = new Date(dayNumber * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Days since 1970-01-01 of a Gregorian date, or NaN if there is no such date. */
function toDayNumber(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day); // not Date.UTC, which maps years 0–99 to 1900–1999
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid ? date.getTime() / MS_PER_DAY : NaN;
}

/**
 * The table row of a lunar year, checked against the years a lunar input may name (1900–2100), or
 * against the whole table (1899–2101: the lunar years of the solar dates 1899-02-10 … 2102-02-16,
 * which a solar input may fall in).
 */
function yearRow(year: number, range: 'input' | 'table' = 'input'): number {
  const [first, last] = range === 'input' ? [FIRST_LUNAR_YEAR, LAST_LUNAR_YEAR] : [KOREAN_LUNAR_FIRST_YEAR, KOREAN_LUNAR_LAST_YEAR];
  if (!Number.isInteger(year) || year < first || year > last) {
    throw new InvalidLunarDateError('out_of_range', `음력 ${year}년은 지원 범위(${FIRST_LUNAR_YEAR}–${LAST_LUNAR_YEAR}) 밖입니다`);
  }
  return year - KOREAN_LUNAR_FIRST_YEAR;
}

/** Index in MONTH_START of a lunar month, with its validation. */
function monthIndex(year: number, month: number, isLeapMonth: boolean, range: 'input' | 'table' = 'input'): number {
  const row = yearRow(year, range);
  if (!Number.isInteger(month) || month < 1 || month > 12) {
    throw new InvalidLunarDateError('month_out_of_range', `음력 ${month}월은 없습니다`);
  }
  const leap = KOREAN_LUNAR_YEARS[row][2];
  if (isLeapMonth && leap !== month) {
    throw new InvalidLunarDateError('no_leap_month', `음력 ${year}년에는 윤${month}월이 없습니다`);
  }
  return yearFirstMonth[row] + month - 1 + (leap && (month > leap || isLeapMonth) ? 1 : 0);
}

/** Number of days (29 or 30) of a lunar month of the table (1899–2101). */
export function lunarMonthLength(year: number, month: number, isLeapMonth = false): number {
  const i = monthIndex(year, month, isLeapMonth, 'table');
  return MONTH_START[i + 1] - MONTH_START[i];
}

/** The leap month of a lunar year, 0 if it has none. */
export function leapMonthOf(year: number): number {
  return KOREAN_LUNAR_YEARS[yearRow(year)][2];
}

export function lunarToSolar(year: number, month: number, day: number, isLeapMonth = false): SolarDate {
  const i = monthIndex(year, month, isLeapMonth);
  const length = MONTH_START[i + 1] - MONTH_START[i];
  if (!Number.isInteger(day) || day < 1 || day > length) {
    const leap = isLeapMonth ? '윤' : '';
    throw new InvalidLunarDateError('day_out_of_range', `음력 ${year}년 ${leap}${month}월은 ${length}일까지입니다`);
  }
  return fromDayNumber(MONTH_START[i] + day - 1);
}

/** YYYY-MM-DD of a date. */
export const isoDate = ({ year, month, day }: SolarDate) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The first and last solar dates of the table: 1899-02-10 (lunar 1899-01-01) and 2102-02-16. */
const SOLAR_TABLE_RANGE = {
  first: isoDate(fromDayNumber(MONTH_START[0])),
  last: isoDate(fromDayNumber(MONTH_START[LAST_MONTH + 1] - 1)),
} as const;

/** Throws NonexistentDateError for a date that does not exist, SolarOutOfRangeError outside the table. */
export function solarToLunar(year: number, month: number, day: number): LunarDate {
  const dayNumber = toDayNumber(year, month, day);
  const date = isoDate({ year, month, day });
  if (Number.isNaN(dayNumber)) throw new NonexistentDateError(`${date} is not a Gregorian date`);
  if (dayNumber < MONTH_START[0] || dayNumber >= MONTH_START[LAST_MONTH + 1]) {
    throw new SolarOutOfRangeError(`양력 ${date}은 변환 범위(${SOLAR_TABLE_RANGE.first} – ${SOLAR_TABLE_RANGE.last}) 밖입니다`);
  }
  // The last month starting on or before the date.
  let [lo, hi] = [0, LAST_MONTH];
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (MONTH_START[mid] <= dayNumber) lo = mid;
    else hi = mid - 1;
  }
  return { year: monthYears[lo], month: monthNumbers[lo], day: dayNumber - MONTH_START[lo] + 1, isLeapMonth: monthLeaps[lo] };
}
