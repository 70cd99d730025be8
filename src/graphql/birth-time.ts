/**
 * Birth-time options shared by the saju and jami inputs (docs/saju.md §3.1, §4; docs/jami.md §1.1):
 * the clock of the day and hour (standard, local mean or true solar time), a birth outside Korea, the
 * 대운 count, and the BirthClock block that echoes the time actually used.
 */
import { z } from 'zod';
import { BIRTH_CLOCK_DEFAULTS, type ZONE_SOURCES, type BirthClock, type BirthClockOptions, type BirthPlace, type SolarTime } from '../core/saju/birth-clock.js';
import type { DaeunCount } from '../core/saju/daeun.js';
import type { ZasiConvention } from '../core/saju/pillars.js';
import { formatOffset, isoWithoutOffset, utcIso } from '../core/time/local-time.js';
import { builder, type InputFieldBuilder } from './builder.js';

export const ZasiEnum = builder.enumType('ZasiConvention', {
  description: 'How a birth at 23:00–23:59 (the 子 hour that straddles midnight) sets the day and hour pillars.',
  values: {
    SPLIT: { value: 'split', description: '야자시 (default): the day stays, the hour is the next day’s 子 (癸酉日 23:30 → 甲子時).' },
    JASI: { value: 'jasi', description: 'The day changes at 23:00 (甲戌日 甲子時).' },
    MIDNIGHT: { value: 'midnight', description: 'The same day’s 子 stem (癸酉日 → 壬子時).' },
  } as const,
});


export const SolarTimeEnum = builder.enumType('SolarTime', {
  description: 'The clock that decides the day and hour pillars (and the jami hour).',
  values: {
    STANDARD: { value: 'standard', description: 'The standard time of the birthplace’s zone, daylight saving removed (default).' },
    LOCAL_MEAN: { value: 'localMean', description: 'Local mean time: standard time + 4 min per degree east of the zone’s meridian.' },
    TRUE_SOLAR: { value: 'trueSolar', description: 'True (apparent) solar time: local mean time + the equation of time (−14 … +16 min).' },
  } as const satisfies Record<string, { value: SolarTime; description: string }>,
});

export const DaeunCountEnum = builder.enumType('DaeunCount', {
  description: 'How the span from birth to the 節 becomes the 대운 start (docs/saju.md §4).',
  values: {
    EXACT: { value: 'exact', description: 'To the minute: 4320 min = 1 year (default).' },
    DAY_HOUR: { value: 'dayHour', description: 'Calendar days and two-hour 時辰: 3 days = 1 year, 1 時辰 = 10 days (lunar-javascript’s sect 1).' },
  } as const satisfies Record<string, { value: DaeunCount; description: string }>,
});

const BirthPlaceInput = builder.inputType('BirthPlaceInput', {
  description: 'A birth outside Korea: the IANA zone, or coordinates from which the zone is found (tz-lookup).',
  fields: (t) => ({
    timezone: t.string({ required: false, description: 'IANA zone, e.g. America/Los_Angeles; wins over the coordinates for the zone.' }),
    latitude: t.float({ required: false, description: 'Latitude, degrees north (−90 … 90).', validate: { schema: z.number().min(-90).max(90) } }),
    longitude: t.float({ required: false, description: 'Longitude, degrees east (−180 … 180); also the longitude of local mean and true solar time.', validate: { schema: z.number().min(-180).max(180) } }),
  }),
});

/** The optional birth-time fields of an input type. */
export function birthTimeFields(t: InputFieldBuilder) {
  return {
    solarTime: t.field({
      type: SolarTimeEnum,
      required: false,
      description: 'Clock of the day and hour: STANDARD by default (LOCAL_MEAN when localMeanTimeLongitude is given).',
    }),
    birthPlace: t.field({ type: BirthPlaceInput, required: false, description: 'Where the person was born, when not in Korea: the birth time is read on that zone’s clock.' }),
  };
}

export interface BirthTimeArgs {
  solarTime?: SolarTime | null;
  localMeanTimeLongitude?: number | null;
  birthPlace?: { timezone?: string | null; latitude?: number | null; longitude?: number | null } | null;
}

/** Whether any birth-time option was given (without one, answers stay as they were). */
export const hasBirthTimeOption = (a: BirthTimeArgs) => a.solarTime != null || a.localMeanTimeLongitude != null || a.birthPlace != null;

export function birthPlace(a: BirthTimeArgs): BirthPlace | null {
  return a.birthPlace ? { zone: a.birthPlace.timezone, latitude: a.birthPlace.latitude, longitude: a.birthPlace.longitude } : null;
}

/** The core's clock options of the arguments: localMeanTimeLongitude alone means local mean time. */
export function clockOptions(a: BirthTimeArgs): BirthClockOptions {
  return {
    solarTime: a.solarTime ?? (a.localMeanTimeLongitude != null ? 'localMean' : BIRTH_CLOCK_DEFAULTS.solarTime),
    longitude: a.localMeanTimeLongitude ?? null,
    place: birthPlace(a),
  };
}

const ZoneSourceEnum = builder.enumType('BirthZoneSource', {
  description: 'How the zone of a birth was found.',
  values: {
    KOREA: { value: 'korea', description: 'No birthPlace: a Korean birth, Asia/Seoul.' },
    NAMED: { value: 'named', description: 'birthPlace.timezone.' },
    COORDINATES: { value: 'coordinates', description: 'Found from birthPlace latitude and longitude (tz-lookup).' },
  } as const satisfies Record<string, { value: (typeof ZONE_SOURCES)[number]; description: string }>,
});

/** A chart's clock with its 23:00 convention. */
export type ChartClock = BirthClock & { zasi: ZasiConvention };

export const BirthClockObject = builder.objectRef<ChartClock>('BirthClock').implement({
  description: 'The time actually used: the instant, the clock read, the corrections in minutes and the clock of the day and hour.',
  fields: (t) => ({
    instantUtc: t.string({ description: 'The birth instant, UTC ISO 8601.', resolve: (c) => utcIso(c.utcMs) }),
    timezone: t.string({ description: 'The IANA zone the birth time was read on (Asia/Seoul unless born abroad).', resolve: (c) => c.zone }),
    timezoneSource: t.field({ type: ZoneSourceEnum, description: 'How the zone was found.', resolve: (c) => c.zoneSource }),
    clockTime: t.string({ description: 'The clock reading with its UTC offset (moved forward in a clock gap).', resolve: (c) => c.localIso }),
    daylightSavingMinutes: t.float({ description: 'Daylight saving in the clock’s offset, removed for the day and hour.', resolve: (c) => c.offsetMinutes - c.standardOffsetMinutes }),
    standardOffset: t.string({ description: 'The zone’s standard offset, ±HH:MM.', resolve: (c) => formatOffset(c.standardOffsetMinutes) }),
    solarTime: t.field({ type: SolarTimeEnum, description: 'The clock of the day and hour.', resolve: (c) => c.solarTime }),
    longitude: t.float({ nullable: true, description: 'Longitude of local mean or true solar time; null for standard time.', resolve: (c) => c.longitude }),
    localMeanTimeMinutes: t.float({ nullable: true, description: 'Local mean time minus standard time, minutes; null for standard time.', resolve: (c) => c.lmtMinutes }),
    equationOfTimeMinutes: t.float({ nullable: true, description: 'The equation of time added for true solar time, minutes; null otherwise.', resolve: (c) => c.eotMinutes }),
    dayHourClock: t.string({ description: 'The clock that decides the day and hour, YYYY-MM-DDTHH:MM:SS.', resolve: (c) => isoWithoutOffset(c.pillarClockMs).slice(0, 19) }),
    zasi: t.field({ type: ZasiEnum, description: 'The 23:00 convention applied.', resolve: (c) => c.zasi }),
    warnings: t.stringList({ description: 'Clock gaps (time moved forward) and folds (the earlier offset used).', resolve: (c) => c.warnings }),
  }),
});
