/**
 * A birth clock reading → the instant and the clock of the day and hour pillars (docs/saju.md
 * decision 3, §3 and §3.1).
 *
 * The instant is the clock time resolved through the birthplace's IANA zone, Asia/Seoul unless the
 * birth was abroad (gap → forward, fold → earlier offset, with warnings); it decides the year and
 * month pillars against the 節. Day and hour pillars read the birthplace's standard-time clock of
 * that instant (daylight saving removed; +08:30 in 1908–11 and 1954–61 is Seoul's standard time),
 * or, as an option, its local mean time or true solar time.
 */
import { ianaZone, InvalidDateTimeError, resolveLocalTime, zoneFromCoordinates } from '../time/local-time.js';
import { equationOfTimeMinutes } from '../time/equation-of-time.js';
import { DomainError } from '../errors.js';

export const SAJU_ZONE = 'Asia/Seoul';

/** No birth time: the 대운 is computed from 12:00 (docs/saju.md decision 6). */
const NOON = '12:00';
const MS_PER_MINUTE = 60_000;
const HALF_YEAR_MS = 183 * 86_400_000;

/** The clock of the day and hour pillars: the zone's standard time, local mean time, or true solar time. */
export const SOLAR_TIMES = ['standard', 'localMean', 'trueSolar'] as const;
export type SolarTime = (typeof SOLAR_TIMES)[number];

/** Where the birth took place, when the clock is not Korea's: a zone, or coordinates to find it. */
export interface BirthPlace {
  /** IANA zone, e.g. America/Los_Angeles. */
  zone?: string | null;
  latitude?: number | null;
  /** East longitude; with latitude it finds the zone (tz-lookup) and is the place's longitude. */
  longitude?: number | null;
}

export interface BirthClockOptions {
  solarTime: SolarTime;
  /** East longitude for local mean or true solar time; default the birthplace's. */
  longitude: number | null;
  /** Null: a Korean birth (Asia/Seoul). */
  place: BirthPlace | null;
}

/** What the options mean when left out: the Korean clock, standard time (decision 3). */
export const BIRTH_CLOCK_DEFAULTS: BirthClockOptions = { solarTime: 'standard', longitude: null, place: null };

/** Birth-time options that do not fit together, or a place that cannot be read. */
export class BirthClockError extends DomainError {
  constructor(message: string) {
    super('INVALID_BIRTH_CLOCK', message);
  }
}

/** How the zone of a birth was found: the default (Korea), named, or from coordinates. */
export const ZONE_SOURCES = ['korea', 'named', 'coordinates'] as const;

export interface BirthClock {
  utcMs: number;
  /** The IANA zone whose clock the birth time was read on. */
  zone: string;
  zoneSource: (typeof ZONE_SOURCES)[number];
  /** The clock reading used, with its offset, e.g. 1955-06-01T12:00:00+09:30 (moved forward in a gap). */
  localIso: string;
  /** Offset of the clock from UTC, minutes east. */
  offsetMinutes: number;
  /** The standard-time part of that offset (DST removed). */
  standardOffsetMinutes: number;
  solarTime: SolarTime;
  /** The longitude of the local mean (or true solar) time, null for standard time. */
  longitude: number | null;
  /** Local-mean-time correction in minutes, null for standard time. */
  lmtMinutes: number | null;
  /** The equation of time at the birth, minutes, for true solar time only. */
  eotMinutes: number | null;
  /** The clock that decides the day and hour pillars, as epoch ms read as UTC fields. */
  pillarClockMs: number;
  warnings: string[];
}

/**
 * The standard offset of a zone at an instant. ICU does not say which part of a historic offset is
 * daylight saving (it names 1955's +09:30 just "GMT+09:30"), so: daylight saving is an offset above
 * both offsets half a year before and after. Every Seoul DST season is shorter than five months
 * (docs/saju.md §3 table), and the changes of standard time (1908, 1912, 1954, 1961) are steps, not
 * bumps; the same holds for the seasonal daylight saving of other zones, either hemisphere.
 */
export function standardOffsetMinutes(utcMs: number, zone = SAJU_ZONE): number {
  const tz = ianaZone(zone);
  const around = Math.max(tz.offset(utcMs - HALF_YEAR_MS), tz.offset(utcMs + HALF_YEAR_MS));
  return Math.min(tz.offset(utcMs), around);
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
const inRange = (x: number, limit: number) => Math.abs(x) <= limit;

function placeZone(place: BirthPlace | null): { zone: string; zoneSource: BirthClock['zoneSource'] } {
  if (!place) return { zone: SAJU_ZONE, zoneSource: 'korea' };
  if (place.zone) {
    ianaZone(place.zone); // InvalidTimezoneError for an unknown name
    return { zone: place.zone, zoneSource: 'named' };
  }
  const { latitude, longitude } = place;
  if (latitude == null || longitude == null) {
    throw new BirthClockError('A birthplace needs an IANA zone, or both latitude and longitude');
  }
  if (!inRange(latitude, 90) || !inRange(longitude, 180)) {
    throw new BirthClockError(`Birthplace coordinates out of range: latitude ${latitude} (±90), longitude ${longitude} (±180)`);
  }
  return { zone: zoneFromCoordinates(latitude, longitude), zoneSource: 'coordinates' };
}

export function resolveBirthClock(birthdate: string, birthTime: string | null, options: BirthClockOptions = BIRTH_CLOCK_DEFAULTS): BirthClock {
  if (!DATE.test(birthdate)) throw new InvalidDateTimeError(`Invalid birthdate: ${birthdate}. Use YYYY-MM-DD`);
  if (birthTime !== null && !TIME.test(birthTime)) throw new InvalidDateTimeError(`Invalid birth time: ${birthTime}. Use HH:MM`);
  const { solarTime } = options;
  const longitude = solarTime === 'standard' ? null : (options.longitude ?? options.place?.longitude ?? null);
  if (solarTime !== 'standard' && longitude === null) {
    throw new BirthClockError(`${solarTime === 'localMean' ? 'Local mean' : 'True solar'} time needs a longitude: give one, or the birthplace's coordinates`);
  }
  if (longitude !== null && !inRange(longitude, 180)) {
    throw new BirthClockError(`Longitude for the local-mean-time correction must be within ±180°, got ${longitude}`);
  }
  const { zone, zoneSource } = placeZone(options.place);
  const { utcMs, localIso, offsetMinutes, warnings } = resolveLocalTime(`${birthdate}T${birthTime ?? NOON}`, zone);
  const standard = standardOffsetMinutes(utcMs, zone);
  const lmtMinutes = longitude === null ? null : lmtCorrectionMinutes(longitude, standard);
  const eotMinutes = solarTime === 'trueSolar' ? equationOfTimeMinutes(utcMs) : null;
  return {
    utcMs,
    zone,
    zoneSource,
    localIso,
    offsetMinutes,
    standardOffsetMinutes: standard,
    solarTime,
    longitude,
    lmtMinutes,
    eotMinutes,
    pillarClockMs: utcMs + (standard + (lmtMinutes ?? 0) + (eotMinutes ?? 0)) * MS_PER_MINUTE,
    warnings,
  };
}
