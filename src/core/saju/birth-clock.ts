/**
 * A Korean birth clock reading → the instant and the clock of the day and hour pillars
 * (docs/saju.md decision 3 and §3).
 *
 * The instant is the clock time resolved through Asia/Seoul (gap → forward, fold → earlier offset,
 * with warnings). Day and hour pillars read the standard-time clock of that instant (daylight saving
 * removed; +08:30 in 1908–11 and 1954–61 is standard time), optionally corrected to local mean time.
 */
import { ianaZone, InvalidDateTimeError, resolveLocalTime } from '../time/local-time.js';

export const SAJU_ZONE = 'Asia/Seoul';
const seoul = ianaZone(SAJU_ZONE);

/** No birth time: the 대운 is computed from 12:00 (docs/saju.md decision 6). */
const NOON = '12:00';
const MS_PER_MINUTE = 60_000;
const HALF_YEAR_MS = 183 * 86_400_000;

export interface BirthClock {
  utcMs: number;
  /** The clock reading used, with its offset, e.g. 1955-06-01T12:00:00+09:30 (moved forward in a gap). */
  localIso: string;
  /** Offset of the clock from UTC, minutes east. */
  offsetMinutes: number;
  /** The standard-time part of that offset (DST removed). */
  standardOffsetMinutes: number;
  /** Local-mean-time correction in minutes, null when off. */
  lmtMinutes: number | null;
  /** The clock that decides the day and hour pillars, as epoch ms read as UTC fields. */
  pillarClockMs: number;
  warnings: string[];
}

/**
 * The standard offset of Asia/Seoul at an instant. ICU does not say which part of a historic offset
 * is daylight saving (it names 1955's +09:30 just "GMT+09:30"), so: daylight saving is an offset above
 * both offsets half a year before and after. Every Seoul DST season is shorter than five months
 * (docs/saju.md §3 table), and the changes of standard time (1908, 1912, 1954, 1961) are steps, not bumps.
 */
export function standardOffsetMinutes(utcMs: number): number {
  const around = Math.max(seoul.offset(utcMs - HALF_YEAR_MS), seoul.offset(utcMs + HALF_YEAR_MS));
  return Math.min(seoul.offset(utcMs), around);
}

/**
 * Local mean time minus standard time: 4 min per degree east of the standard meridian, which is
 * 15° per hour of standard offset (docs/saju.md §3: Seoul 126.98°E at +9 → −32.1 min).
 */
export function lmtCorrectionMinutes(longitude: number, standardOffsetMinutes: number): number {
  return (longitude - (15 * standardOffsetMinutes) / 60) * 4;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

export function resolveBirthClock(birthdate: string, birthTime: string | null, lmtLongitude: number | null): BirthClock {
  if (!DATE.test(birthdate)) throw new InvalidDateTimeError(`Invalid birthdate: ${birthdate}. Use YYYY-MM-DD`);
  if (birthTime !== null && !TIME.test(birthTime)) throw new InvalidDateTimeError(`Invalid birth time: ${birthTime}. Use HH:MM`);
  if (lmtLongitude !== null && !(Math.abs(lmtLongitude) <= 180)) {
    throw new RangeError(`Longitude for the local-mean-time correction must be within ±180°, got ${lmtLongitude}`);
  }
  const { utcMs, localIso, offsetMinutes, warnings } = resolveLocalTime(`${birthdate}T${birthTime ?? NOON}`, SAJU_ZONE);
  const standard = standardOffsetMinutes(utcMs);
  const lmtMinutes = lmtLongitude === null ? null : lmtCorrectionMinutes(lmtLongitude, standard);
  return {
    utcMs,
    localIso,
    offsetMinutes,
    standardOffsetMinutes: standard,
    lmtMinutes,
    pillarClockMs: utcMs + (standard + (lmtMinutes ?? 0)) * MS_PER_MINUTE,
    warnings,
  };
}
