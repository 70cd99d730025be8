/**
 * A birth date as the user gives it (solar, or Korean lunar with a leap-month flag) → the solar date
 * and the Korean lunar date, both ways through the KASI calendar (koreanCalendar.ts). Shared by saju
 * and jami, which both accept either calendar.
 */
import { InvalidDateTimeError } from './localTime.js';
import { lunarToSolar, solarToLunar, type LunarDate, type SolarDate } from './koreanCalendar.js';

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
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = ({ year, month, day }: SolarDate) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
const lunarText = ({ year, month, day, isLeapMonth }: LunarDate) =>
  `음력 ${year}년 ${isLeapMonth ? '윤' : ''}${month}월 ${day}일`;

/**
 * Throws InvalidDateTimeError for text that is not YYYY-MM-DD, InvalidLunarDateError for a lunar date
 * that does not exist, RangeError / SolarOutOfRangeError for a solar date that does not exist or lies
 * outside the calendar table.
 */
export function resolveBirthDate({ birthdate, isLunar, isLeapMonth }: BirthDateInput): BirthDate {
  const m = DATE.exec(birthdate);
  if (!m) throw new InvalidDateTimeError(`Invalid birthdate: ${birthdate}. Use YYYY-MM-DD`);
  const [year, month, day] = [+m[1], +m[2], +m[3]];
  if (isLunar) {
    const lunar = { year, month, day, isLeapMonth };
    const solar = iso(lunarToSolar(year, month, day, isLeapMonth));
    return { solar, lunar, conversion: `${lunarText(lunar)} → 양력 ${solar}` };
  }
  const lunar = solarToLunar(year, month, day);
  return { solar: birthdate, lunar, conversion: `양력 ${birthdate} = ${lunarText(lunar)}` };
}
