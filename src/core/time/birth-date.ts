/**
 * A birth date as the user gives it (solar, or Korean lunar with a leap-month flag) → the solar date
 * and the Korean lunar date, both ways through the KASI calendar (korean-calendar.ts). Shared by saju
 * and jami, which both accept either calendar.
 */
import { InvalidDateTimeError } from './local-time.js';
import { isoDate, lunarToSolar, solarToLunar, type LunarDate } from './korean-calendar.js';

export interface BirthDateInput {
  /** YYYY-MM-DD in the calendar named by isLunar. */
  birthdate: string;
  isLunar: boolean;
  /** Meaningful only with isLunar. */
  isLeapMonth: boolean;
}

export interface BirthDate {
  /** Solar (Gregorian) date, YYYY-MM-DD. */
  solar: string;
  lunar: LunarDate;
  /** What was converted, for provenance: "음력 2012년 윤3월 1일 → 양력 2012-04-21". */
  conversion: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const lunarText = ({ year, month, day, isLeapMonth }: LunarDate) =>
  `음력 ${year}년 ${isLeapMonth ? '윤' : ''}${month}월 ${day}일`;

/**
 * Throws InvalidDateTimeError for text that is not YYYY-MM-DD, InvalidLunarDateError for a lunar date
 * that does not exist or lies outside lunar 1900–2100, NonexistentDateError for a solar date that does
 * not exist and SolarOutOfRangeError for one outside the calendar table (1899-02-10 … 2102-02-16).
 */
export function resolveBirthDate({ birthdate, isLunar, isLeapMonth }: BirthDateInput): BirthDate {
  const m = DATE.exec(birthdate);
  if (!m) throw new InvalidDateTimeError(`Invalid birthdate: ${birthdate}. Use YYYY-MM-DD`);
  const [year, month, day] = [+m[1], +m[2], +m[3]];
  if (isLunar) {
    const lunar = { year, month, day, isLeapMonth };
    const solar = isoDate(lunarToSolar(year, month, day, isLeapMonth));
    return { solar, lunar, conversion: `${lunarText(lunar)} → 양력 ${solar}` };
  }
  const lunar = solarToLunar(year, month, day);
  return { solar: birthdate, lunar, conversion: `양력 ${birthdate} = ${lunarText(lunar)}` };
}
