/**
 * The birth-time options of the saju and jami routes (docs/saju.md §3.1): optional snake_case body
 * fields, read into the GraphQL input, and the `birth_clock` block, answered only when one of them is
 * given so that documented answers do not change.
 */
import { z } from 'zod';
import { ZASI_CONVENTIONS } from '../core/saju/pillars.js';
import type { BirthClockRecordFragment } from './generated/operations.js';

const SOLAR_TIMES = ['standard', 'local_mean', 'true_solar'] as const;
const TO_ENUM = { standard: 'STANDARD', local_mean: 'LOCAL_MEAN', true_solar: 'TRUE_SOLAR' } as const;
const FROM_ENUM = { STANDARD: 'standard', LOCAL_MEAN: 'local_mean', TRUE_SOLAR: 'true_solar' } as const;
const ZONE_FROM_ENUM = { KOREA: 'korea', NAMED: 'named', COORDINATES: 'coordinates' } as const;
const ZASI_FROM_ENUM = { SPLIT: 'split', JASI: 'jasi', MIDNIGHT: 'midnight' } as const;

export const birthTimeBodyFields = {
  zasi: z.enum(ZASI_CONVENTIONS).optional().meta({
    description: 'How 23:00–23:59 is read: split (default: the day stays, the hour is the next day’s 子), jasi (the day changes at 23:00) or midnight (the same day’s 子)',
  }),
  solar_time: z.enum(SOLAR_TIMES).optional().meta({
    description: 'The clock of the day and hour: standard (default: the birthplace’s standard time, daylight saving removed), local_mean (+4 min per degree east of the zone meridian) or true_solar (local mean time + the equation of time)',
  }),
  longitude: z.number().min(-180).max(180).optional().meta({ description: 'East longitude for local_mean or true_solar; default the birth_place longitude (local_mean when given alone)' }),
  birth_place: z
    .strictObject({
      timezone: z.string().optional().meta({ description: 'IANA zone, e.g. America/Los_Angeles' }),
      latitude: z.number().min(-90).max(90).optional().meta({ description: 'Latitude, degrees north' }),
      longitude: z.number().min(-180).max(180).optional().meta({ description: 'Longitude, degrees east' }),
    })
    .optional()
    .meta({ description: 'A birth outside Korea: the IANA zone, or coordinates from which the zone is found; birth_time is then read on that zone’s clock' }),
};
type BirthTimeBody = { [K in keyof typeof birthTimeBodyFields]?: z.infer<(typeof birthTimeBodyFields)[K]> };

export const hasBirthTimeOption = (b: BirthTimeBody) =>
  b.zasi !== undefined || b.solar_time !== undefined || b.longitude !== undefined || b.birth_place !== undefined;

/** The options as GraphQL input fields (absent ones left out, so the inputs' defaults apply). */
export function birthTimeInput(b: BirthTimeBody) {
  return {
    ...(b.zasi ? { zasi: b.zasi.toUpperCase() as Uppercase<NonNullable<BirthTimeBody['zasi']>> } : {}),
    ...(b.solar_time ? { solarTime: TO_ENUM[b.solar_time] } : {}),
    ...(b.longitude !== undefined ? { localMeanTimeLongitude: b.longitude } : {}),
    ...(b.birth_place ? { birthPlace: b.birth_place } : {}),
  };
}

/** The birth_clock block. */
export function birthClockRecord(c: BirthClockRecordFragment) {
  return {
    instant_utc: c.instantUtc,
    timezone: c.timezone,
    timezone_source: ZONE_FROM_ENUM[c.timezoneSource],
    clock_time: c.clockTime,
    daylight_saving_minutes: c.daylightSavingMinutes,
    standard_offset: c.standardOffset,
    solar_time: FROM_ENUM[c.solarTime],
    longitude: c.longitude,
    local_mean_time_minutes: c.localMeanTimeMinutes,
    equation_of_time_minutes: c.equationOfTimeMinutes,
    day_hour_clock: c.dayHourClock,
    zasi: ZASI_FROM_ENUM[c.zasi],
    warnings: c.warnings,
  };
}
