/**
 * Datetime text → instant (western.md decision 4 and §7).
 *
 * `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±HH:MM]`. With an offset the text is an instant and the offset wins
 * over the zone; without one it is wall-clock time in an IANA zone, whose offsets come from ICU
 * (historic ones included, e.g. Asia/Seoul +08:30 in 1954–61 and DST in 1987–88).
 * A wall time in a spring-forward gap moves forward by the gap; one in a fall-back fold takes the
 * earlier offset. Both add a warning.
 */
import tzlookup from '@photostructure/tz-lookup';
import { IANAZone } from 'luxon';
import { jdFromEpochMs } from './julian.js';
import { DomainError } from '../errors.js';

export class InvalidDateTimeError extends DomainError {
  constructor(message: string) {
    super('INVALID_DATETIME', message);
  }
}

export class InvalidTimezoneError extends DomainError {
  constructor(message: string) {
    super('INVALID_TIMEZONE', message);
  }
}

export interface ResolvedTime {
  utcMs: number;
  jdUT: number;
  /** Offset from UTC used for the wall time, minutes east (fractional for local mean time). */
  offsetMinutes: number;
  zone: string;
  /** Wall-clock time with the offset used, e.g. 2021-03-14T03:30:00-04:00. */
  localIso: string;
  warnings: string[];
}

const DATETIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|([+-])(\d{2}):?(\d{2}))?$/;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/**
 * IANA zone at a place: @photostructure/tz-lookup, the maintained fork of tz-lookup on the
 * timezone-boundary-builder shapes (current names such as Europe/Kyiv, America/Nuuk and zones
 * such as America/Ciudad_Juarez). Outside any country's waters it gives the nautical zone
 * Etc/GMT±N (N = round(-lon / 15), POSIX sign); RangeError for coordinates out of range.
 */
export function zoneFromCoordinates(lat: number, lon: number): string {
  return tzlookup(lat, lon);
}

/**
 * The UTC offset of an IANA zone at an instant, in minutes east (fractional for local mean time,
 * e.g. Seoul's +08:27:52 before 1908): ICU's wall-clock reading of the instant minus the instant,
 * as luxon's IANAZone.offset computes it, but from one `format()` string instead of
 * `formatToParts()` (≈ 1.6 µs instead of ≈ 4.9 µs; a chart reads three or four offsets).
 */
export interface ZoneOffsets {
  offset(utcMs: number): number;
}

/** en-US, 24-hour, with the era: "6/1/1954 AD, 08:30:00". */
const WALL_CLOCK = /^(\d+)\/(\d+)\/(\d+) (AD|BC), (\d+):(\d+):(\d+)$/;

function zoneOffsets(zone: string): ZoneOffsets {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const wall = new Date(0); // reused: setUTCFullYear, unlike Date.UTC, takes years 0–99 as they are
  return {
    offset(utcMs) {
      const m = WALL_CLOCK.exec(format.format(utcMs))!;
      wall.setUTCFullYear(m[4] === 'BC' ? 1 - +m[3] : +m[3], +m[1] - 1, +m[2]);
      wall.setUTCHours(+m[5], +m[6], +m[7], 0);
      return (wall.getTime() - (utcMs - (((utcMs % 1000) + 1000) % 1000))) / MS_PER_MINUTE;
    },
  };
}

/**
 * Zones already found valid, with their offset readers. Validating builds an Intl.DateTimeFormat
 * (≈ 40 µs); zone names do not change validity while the process runs. Bounded, and holding valid
 * names only, so arbitrary input cannot grow it.
 */
const validZones = new Map<string, ZoneOffsets>();
const MAX_CACHED_ZONES = 1024;

/** The offset reader of an IANA zone; InvalidTimezoneError for an unknown name. */
export function ianaZone(zone: string): ZoneOffsets {
  let tz = validZones.get(zone);
  if (!tz) {
    if (!IANAZone.isValidZone(zone)) throw new InvalidTimezoneError(`Unknown IANA time zone: ${zone}`);
    tz = zoneOffsets(zone);
    if (validZones.size < MAX_CACHED_ZONES) validZones.set(zone, tz);
  }
  return tz;
}

/** Whether `zone` is an IANA zone name ICU knows. */
export function isTimeZone(zone: string): boolean {
  try {
    ianaZone(zone);
    return true;
  } catch {
    return false;
  }
}

export function resolveLocalTime(text: string, zone: string): ResolvedTime {
  const tz = ianaZone(zone);
  const m = DATETIME.exec(text);
  if (!m) throw new InvalidDateTimeError(`Invalid datetime format: ${text}. Use YYYY-MM-DDTHH:MM:SS`);
  const [, y, mo, d, h, mi, s = '0', frac = '', designator, sign, oh, om] = m;
  const wallMs = wallClockMs(+y, +mo, +d, +h, +mi, +s, Math.floor(Number(`0${frac}`) * 1000));
  if (Number.isNaN(wallMs)) throw new InvalidDateTimeError(`Invalid date or time: ${text}`);

  if (designator) {
    if (+oh > 23 || +om > 59) throw new InvalidDateTimeError(`Invalid UTC offset in ${text}`);
    const offset = designator === 'Z' ? 0 : (sign === '-' ? -1 : 1) * (60 * +oh + +om);
    return result(wallMs - offset * MS_PER_MINUTE, offset, zone, []);
  }

  // Offsets a day either side of the wall time bracket any transition (Temporal's disambiguation idea).
  const before = tz.offset(wallMs - MS_PER_DAY);
  const after = tz.offset(wallMs + MS_PER_DAY);
  const fits = (offset: number) => tz.offset(wallMs - offset * MS_PER_MINUTE) === offset;
  if (fits(before)) {
    if (before === after || !fits(after)) return result(wallMs - before * MS_PER_MINUTE, before, zone, []);
    const earlier = Math.max(before, after); // the larger offset is the earlier instant
    const warning =
      `Ambiguous local time ${isoWithoutOffset(wallMs)} in ${zone}: it occurs at both ${formatOffset(before)} and ` +
      `${formatOffset(after)}; the earlier one (${formatOffset(earlier)}) was used.`;
    return result(wallMs - earlier * MS_PER_MINUTE, earlier, zone, [warning]);
  }
  if (fits(after)) return result(wallMs - after * MS_PER_MINUTE, after, zone, []);
  // In the gap: read the wall time with the offset in force before it, i.e. move forward by the gap.
  const utcMs = wallMs - before * MS_PER_MINUTE;
  const resolved = result(utcMs, after, zone, []);
  resolved.warnings.push(
    `Nonexistent local time ${isoWithoutOffset(wallMs)} in ${zone}: clocks moved from ${formatOffset(before)} to ` +
      `${formatOffset(after)}; moved forward by ${+(after - before).toFixed(2)} min to ${resolved.localIso}.`,
  );
  return resolved;
}

/** Epoch ms of 00:00 UTC of a proleptic Gregorian date, NaN when the date does not exist (2023-02-30). */
export function civilDayMs(y: number, mo: number, d: number): number {
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return NaN;
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d); // unlike Date.UTC, no 19xx mapping of years 0–99
  return date.getUTCDate() === d ? date.getTime() : NaN; // a rolled-over day does not exist
}

/** Epoch ms of a wall-clock reading taken as UTC, NaN for an impossible date or time. */
function wallClockMs(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number {
  if (h > 23 || mi > 59 || s > 59) return NaN;
  return civilDayMs(y, mo, d) + ((h * 60 + mi) * 60 + s) * 1000 + ms;
}

/**
 * A UTC instant read in an IANA zone: the counterpart of resolveLocalTime for charts that start from
 * an instant (solar and lunar returns, progressed and transit instants) rather than a wall clock.
 */
export function instantInZone(utcMs: number, zone: string): ResolvedTime {
  return result(utcMs, ianaZone(zone).offset(Math.round(utcMs)), zone, []);
}

/** YYYY-MM-DDTHH:MM:SSZ, with .mmm when the instant is not on a whole second. */
export function utcIso(utcMs: number): string {
  return `${isoWithoutOffset(utcMs)}Z`;
}

function result(utcMs: number, offsetMinutes: number, zone: string, warnings: string[]): ResolvedTime {
  return { utcMs, jdUT: jdFromEpochMs(utcMs), offsetMinutes, zone, localIso: rfc3339Local(utcMs, offsetMinutes), warnings };
}

/**
 * An instant as RFC 3339 local time, YYYY-MM-DDTHH:MM:SS±HH:MM, to the nearest second. RFC 3339
 * offsets have no seconds, so a local-mean-time offset such as Seoul's +08:27:52 is written to the
 * nearest minute, +08:28, and the 8 s it rounds off are folded into the local time (which then
 * reads 8 s later than the LMT clock): the string still names the instant, to the second.
 */
export function rfc3339Local(utcMs: number, offsetMinutes: number): string {
  const wholeMinutes = Math.round(offsetMinutes);
  const seconds = Math.round(utcMs / 1000) * 1000;
  return isoWithoutOffset(seconds + wholeMinutes * MS_PER_MINUTE) + formatOffset(wholeMinutes);
}

/**
 * The wall clock of a resolved time, YYYY-MM-DDTHH:MM:SS[.mmm] without an offset: the reading itself,
 * local mean time's seconds included (localIso folds them into the time to keep a whole-minute
 * offset, which can carry 23:59:55 over to the next day). Local dates and clock times come from here.
 */
export function wallClockIso({ utcMs, offsetMinutes }: ResolvedTime): string {
  return isoWithoutOffset(utcMs + offsetMinutes * MS_PER_MINUTE);
}

/** YYYY-MM-DDTHH:MM:SS[.mmm] of an epoch ms read as UTC (rounded to the millisecond). */
export function isoWithoutOffset(ms: number): string {
  const iso = new Date(Math.round(ms)).toISOString();
  return iso.endsWith('.000Z') ? iso.slice(0, 19) : iso.slice(0, 23);
}

/** ±HH:MM, with :SS for local mean time offsets such as Seoul's +08:27:52. */
export function formatOffset(minutes: number): string {
  const totalSeconds = Math.round(Math.abs(minutes) * 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hhmm = `${minutes < 0 ? '-' : '+'}${pad(Math.floor(totalSeconds / 3600))}:${pad(Math.floor(totalSeconds / 60) % 60)}`;
  return totalSeconds % 60 ? `${hhmm}:${pad(totalSeconds % 60)}` : hhmm;
}
