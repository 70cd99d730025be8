/**
 * POST /v1/astrology/transits, /progressions and /solar-return (spec §4.6, §4.10, §4.11): request
 * schemas, variable mapping and the reshaping of the GraphQL results, in the flat error style (§7).
 *
 * All three answer in the astrology envelope {success, data, message, timestamp, usage_info} (§2.5);
 * the spec leaves it open for transits, and it is used there too for consistency.
 * Fields the reference service stubbed carry real values here (the README lists them).
 */
import { z } from 'zod';
import type { UsageInfo } from '../access/context.js';
import { TARGET_NOT_AFTER_NATAL, isTargetAfterNatal } from '../core/astro/progressions.js';
import { boundedNumber, caselessEnum, houseSystemField, isoDateTime, locationFields, personName } from '../validation.js';
import {
  ProgressionsDocument,
  SolarReturnDocument,
  TransitsDocument,
  type ChartMetadataRecordFragment,
  type ChartPointRecordFragment,
  type ChartRecordFragment,
  type ProgressionsQueryVariables,
  type ReturnInfoRecordFragment,
  type SolarReturnQueryVariables,
  type TransitsQueryVariables,
} from './generated/operations.js';
import { aspectRecord, checkAsteroidYears, chartRecord, chartWithoutDignities, pointsField, pointsVariables, titleCase, zodiacFields, zodiacVariables, restHouseSystem } from './natal.js';
import { ProgressionsResponse, SolarReturnResponse, TransitsResponse } from './responses.js';
import { above, defineRoute, envelope, fieldFail, lower } from './route.js';
import { operationByName } from '../operations/index.js';
import { DATETIME_FORMAT_MESSAGE } from '../validation.js';
import { natal } from '../operations/examples.js';

// ── Request fields ───────────────────────────────────────────────────────────────────────────

const location = z.object(locationFields);

/** The year of a datetime text (YYYY-MM-DD…). */
const yearOf = (datetime: string) => Number(datetime.slice(0, 4));

/** The §2.5 aspect record with lower-case aspect names for the transit list. */

// ── Transits ─────────────────────────────────────────────────────────────────────────────────

export const transitsBody = z
  .object({
  natal_datetime: isoDateTime.meta({ description: 'Birth time: local wall-clock time YYYY-MM-DDTHH:MM:SS in natal_location’s zone, or with an offset (Z or ±HH:MM)' }),
  natal_location: location.meta({ description: 'The birth place' }),
  transit_datetime: isoDateTime.meta({ description: 'The moment of the transits: wall-clock time in transit_location’s zone, or with an offset' }),
  transit_location: location.nullish().meta({ description: 'Where the transits are observed; default natal_location' }),
  house_system: houseSystemField.nullish().meta({ description: 'House system; default PLACIDUS; any letter case is accepted' }),
  ...zodiacFields,
  orb_degrees: boundedNumber('0.5', '10.0').nullish().meta({ description: 'One orb for the six aspect types, 0.5–10.0 degrees; default 3.0' }),
  name: personName.nullish().meta({ description: 'The natal chart’s name, at most 100 characters; default Natal Chart' }),
  points: pointsField(
    'natal_celestial_bodies and transit_celestial_bodies (after the bodies, before asc and mc) and to transit_aspects, as transiting bodies and as natal targets',
  ),
  })
  // The asteroids' tables end: a natal or transit date they cannot serve is refused before anything runs.
  .superRefine((body, ctx) => {
    checkAsteroidYears(body.points, [{ path: 'natal_datetime', year: yearOf(body.natal_datetime) }, { path: 'transit_datetime', year: yearOf(body.transit_datetime) }], ctx);
  });

/** A chart's metadata record; its calculation_type names which of the two charts it is (spec §4.6). */
function metadata(m: ChartMetadataRecordFragment, calculationType: 'NatalChart' | 'TransitChart') {
  return {
    calculation_type: calculationType,
    datetime_utc: m.datetimeUtc,
    datetime_local: m.datetimeLocal,
    timezone_str: m.timezone,
    latitude: m.latitude,
    longitude: m.longitude,
    house_system: restHouseSystem(m.houseSystem),
    ephemeris_file: m.ephemeris,
  };
}

function celestialBody(p: ChartPointRecordFragment) {
  return {
    id: p.id,
    name: p.name,
    type: titleCase(p.kind),
    longitude_decimal: p.longitude,
    latitude_decimal: p.latitude,
    longitude_speed_decimal_per_day: p.speed,
    latitude_speed_decimal_per_day: p.latitudeSpeed,
    distance_au: p.distance,
    declination_decimal: p.declination,
    is_retrograde: p.retrograde,
    sign_name: titleCase(p.sign),
    sign_degree_decimal: p.degreeInSign,
    sign_longitude_dms: p.dms,
    house_number: p.house,
    ra_hours: p.rightAscensionHours,
  };
}

export const transitsRoute = defineRoute({
  operation: operationByName.transits,
  failures: [
    fieldFail('orb_degrees above 10.0', { ...natal, transit_datetime: '2026-01-01T12:00:00', orb_degrees: 11 }, 'orb_degrees', above('10.0')),
    fieldFail(
      'malformed datetime',
      { ...natal, transit_datetime: '2026-01-01 noon' },
      'transit_datetime',
      DATETIME_FORMAT_MESSAGE,
    ),
  ],
  response: TransitsResponse,
  document: TransitsDocument,
  body: transitsBody,
  variables: (body): TransitsQueryVariables => ({
    input: {
      name: body.name,
      natalDatetime: body.natal_datetime,
      natalLocation: body.natal_location,
      transitDatetime: body.transit_datetime,
      transitLocation: body.transit_location,
      houseSystem: body.house_system,
      ...zodiacVariables(body),
      orbDegrees: body.orb_degrees,
      points: pointsVariables(body.points),
    },
  }),
  shape: ({ westernTransits: t }, usage: UsageInfo, notices) =>
    envelope(
      {
        natal_chart_metadata: metadata(t.natalMetadata, 'NatalChart'),
        transit_chart_metadata: metadata(t.transitMetadata, 'TransitChart'),
        natal_celestial_bodies: t.natalPoints.map(celestialBody),
        transit_celestial_bodies: t.transitPoints.map(celestialBody),
        transit_aspects: t.aspects.map((a) => ({
          body1_id: a.body1,
          body2_id: a.body2,
          aspect_type: lower(a.type),
          orb_decimal: a.orb,
          delta_decimal: a.separation,
          is_applying: a.applying === true,
          is_separating: a.separating === true,
          is_exact: a.exact,
        })),
        warnings: [...notices, ...t.warnings],
      },
      'Transits calculated successfully',
      usage,
    ),
});

// ── Progressions ─────────────────────────────────────────────────────────────────────────────

export const progressionsBody = z
  .object({
    natal_datetime: isoDateTime.meta({ description: 'Birth time: local wall-clock time YYYY-MM-DDTHH:MM:SS in natal_location’s zone, or with an offset (Z or ±HH:MM)' }),
    natal_location: location.meta({ description: 'The birth place' }),
    target_datetime: isoDateTime.meta({ description: 'The date to progress to: wall-clock time in target_location’s zone, or with an offset; after natal_datetime' }),
    target_location: location.nullish().meta({ description: 'Place of target_datetime; default natal_location' }),
    progression_type: caselessEnum(['secondary'], 'lower').nullish().meta({ description: 'The kind of progression: secondary (the only one); any letter case is accepted' }),
    progression_method: caselessEnum(['day_for_year'], 'lower').nullish().meta({ description: 'The progression method: day_for_year (the only one); any letter case is accepted' }),
    house_system: houseSystemField.nullish().meta({ description: 'House system; default PLACIDUS; any letter case is accepted' }),
    ...zodiacFields,
    include_aspects: z.boolean().nullish().meta({ description: 'false: no aspects are computed (aspects and to_natal are empty); default true' }),
    orb_degrees: boundedNumber('0.5', '10.0').nullish().meta({ description: 'Orb of the progressed aspects, 0.5–10.0 degrees; default 2.0' }),
    name: personName.nullish().meta({ description: 'The natal chart’s name, at most 100 characters; default Natal Chart' }),
    points: pointsField(
      'the natal chart (bodies, houses, aspects) and the progressed chart (bodies after the others, houses, aspects) and to progression_aspects.to_natal',
    ),
  })
  .superRefine((body, ctx) => {
    // The progressed instant lies between the birth and the target: both years must be served.
    checkAsteroidYears(body.points, [{ path: 'natal_datetime', year: yearOf(body.natal_datetime) }, { path: 'target_datetime', year: yearOf(body.target_datetime) }], ctx);
    if (!isTargetAfterNatal(body.natal_datetime, body.natal_location, body.target_datetime, body.target_location)) {
      ctx.addIssue({ code: 'custom', path: ['target_datetime'], message: TARGET_NOT_AFTER_NATAL });
    }
  });

export const progressionsRoute = defineRoute({
  operation: operationByName.progressions,
  failures: [
    fieldFail(
      'target before the birth',
      { ...natal, target_datetime: '1980-01-01T00:00:00' },
      'target_datetime',
      TARGET_NOT_AFTER_NATAL,
    ),
    fieldFail('orb_degrees above 10.0', { ...natal, target_datetime: '2026-05-15T12:00:00', orb_degrees: 11 }, 'orb_degrees', above('10.0')),
  ],
  response: ProgressionsResponse,
  document: ProgressionsDocument,
  body: progressionsBody,
  variables: (body): ProgressionsQueryVariables => ({
    input: {
      name: body.name,
      natalDatetime: body.natal_datetime,
      natalLocation: body.natal_location,
      targetDatetime: body.target_datetime,
      targetLocation: body.target_location,
      progressionType: 'SECONDARY',
      progressionMethod: 'DAY_FOR_YEAR',
      houseSystem: body.house_system,
      ...zodiacVariables(body),
      includeAspects: body.include_aspects,
      orbDegrees: body.orb_degrees,
      points: pointsVariables(body.points),
    },
  }),
  shape: ({ westernProgressions: p }, usage: UsageInfo, notices) => {
    const info = p.progressedChart.info;
    return envelope(
      {
        natal_chart: chartRecord(p.natalChart),
        progressed_chart: {
          chart_info: {
            name: info.name,
            datetime: info.datetime,
            location: info.location,
            house_system: restHouseSystem(info.houseSystem),
            timezone: info.timezone,
          },
          bodies: Object.fromEntries(
            p.progressedChart.points.map((b) => [
              b.id,
              { longitude: b.longitude, sign: titleCase(b.sign), house: b.house, dms: b.dms },
            ]),
          ),
          aspects: p.progressedChart.aspects.map(aspectRecord),
        },
        progression_info: {
          progression_type: lower(p.info.progressionType),
          natal_date: p.info.natalDate,
          target_date: p.info.targetDate,
          progression_method: p.info.methodDescription,
          calculation_date: p.info.calculationDate,
        },
        progression_aspects: {
          to_natal: p.aspectsToNatal.map((a) => ({
            body1: a.body1,
            body2: a.body2,
            aspect_type: titleCase(a.type),
            orb: a.orb,
          })),
        },
        warnings: [...notices, ...p.warnings],
      },
      'Secondary progressions calculated successfully',
      usage,
    );
  },
});

// ── Solar return ─────────────────────────────────────────────────────────────────────────────

export const solarReturnBody = z
  .object({
    natal_datetime: isoDateTime.meta({ description: 'Birth time: local wall-clock time YYYY-MM-DDTHH:MM:SS in natal_location’s zone, or with an offset (Z or ±HH:MM)' }),
    natal_location: location.meta({ description: 'The birth place' }),
    return_year: boundedNumber('1900', '2100', { int: true }).meta({ description: 'Calendar year of the return, 1900–2100' }),
    return_location: location.nullish().meta({ description: 'Place of the return chart; default natal_location (changes only the houses, ASC and MC)' }),
    house_system: houseSystemField.nullish().meta({ description: 'House system; default PLACIDUS; any letter case is accepted' }),
    ...zodiacFields,
    tolerance_minutes: boundedNumber('0.1', '60.0').nullish().meta({ description: 'Required accuracy of the return instant, 0.1–60.0 minutes; default 1.0' }),
    include_aspects: z.boolean().nullish().meta({ description: 'false: the return charts have no aspects; default true' }),
    orb_degrees: boundedNumber('2.0', '15.0').nullish().meta({ description: 'Orb of the return charts’ major aspects, 2.0–15.0 degrees; default 8.0' }),
    include_relocated: z.boolean().nullish().meta({ description: 'Adds relocated_chart (needs relocated_location); default false' }),
    relocated_location: location.nullish().meta({ description: 'The place of relocated_chart: the same instant there' }),
    name: personName.nullish().meta({ description: 'The natal chart’s name, at most 100 characters; default Natal Chart' }),
    include_lunar_return: z.boolean().nullish().meta({ description: 'Adds lunar_return: the first lunar return after the solar return; default false' }),
    points: pointsField(
      'the natal chart and every return chart (solar_return_chart, relocated_chart, lunar_return.chart): bodies after the others, houses and aspects; ids as given (ceres, not ceres_(1))',
    ),
  })
  .superRefine((body, ctx) => {
    checkAsteroidYears(body.points, [{ path: 'natal_datetime', year: yearOf(body.natal_datetime) }, { path: 'return_year', year: body.return_year }], ctx);
    if (body.include_relocated && !body.relocated_location) {
      ctx.addIssue({ code: 'custom', path: ['relocated_location'], message: 'field required' });
    }
  });

/** The spec's id of 2060 Chiron in the solar return's body list (§2.5). */
const MINOR_BODY_IDS: Record<string, string> = { chiron: 'chiron_(2060)' };
const minorId = (id: string) => MINOR_BODY_IDS[id] ?? id;

/**
 * A return chart: the chart record's chart_info, angles, bodies, houses and aspects (and its
 * warnings), without dignities, with minor bodies under the spec's name_(number) ids.
 */
function returnChart(chart: ChartRecordFragment) {
  const { chart_info, angles, bodies, houses, aspects, warnings } = chartWithoutDignities(chart);
  return {
    chart_info,
    angles,
    bodies: Object.fromEntries(Object.entries(bodies).map(([id, b]) => [minorId(id), b])),
    houses: Object.fromEntries(
      Object.entries(houses).map(([key, h]) => [key, { ...h, bodies: h.bodies.map(minorId) }]),
    ),
    aspects: aspects.map((a) => ({ ...a, body1: minorId(a.body1), body2: minorId(a.body2) })),
    warnings,
  };
}

function returnInfo(info: ReturnInfoRecordFragment, body: 'sun' | 'moon') {
  return {
    return_datetime: info.datetime,
    return_datetime_utc: info.datetimeUtc,
    julian_day_ut: info.julianDayUT,
    [`natal_${body}_longitude`]: info.natalLongitude,
    [`return_${body}_longitude`]: info.longitude,
    [`${body}_longitude_difference_arcsec`]: info.differenceArcsec,
    precision_seconds: info.precisionSeconds,
  };
}

export const solarReturnRoute = defineRoute({
  operation: operationByName.solarReturn,
  failures: [
    fieldFail('return_year above 2100', { ...natal, return_year: 2200 }, 'return_year', above('2100')),
    fieldFail(
      'include_relocated without relocated_location',
      { ...natal, return_year: 2026, include_relocated: true },
      'relocated_location',
      'field required',
    ),
  ],
  response: SolarReturnResponse,
  document: SolarReturnDocument,
  body: solarReturnBody,
  variables: (body): SolarReturnQueryVariables => ({
    input: {
      name: body.name,
      natalDatetime: body.natal_datetime,
      natalLocation: body.natal_location,
      returnYear: body.return_year,
      returnLocation: body.return_location,
      houseSystem: body.house_system,
      ...zodiacVariables(body),
      toleranceMinutes: body.tolerance_minutes,
      includeAspects: body.include_aspects,
      orbDegrees: body.orb_degrees,
      relocatedLocation: body.include_relocated ? body.relocated_location : null,
      points: pointsVariables(body.points),
    },
    includeRelocated: body.include_relocated ?? false,
    includeLunarReturn: body.include_lunar_return ?? false,
  }),
  shape: ({ westernSolarReturn: s }, usage: UsageInfo) => {
    const chart = returnChart(s.chart);
    return envelope(
      {
        natal_chart: chartRecord(s.natalChart),
        solar_return_chart: chart,
        solar_return_info: {
          return_year: s.returnYear,
          ...returnInfo(s.info, 'sun'),
          tolerance_minutes: s.toleranceMinutes,
          days_from_birthday: s.daysFromBirthday,
          return_location: { ...chart.chart_info.location, timezone: chart.chart_info.timezone },
        },
        ...(s.relocatedChart ? { relocated_chart: returnChart(s.relocatedChart) } : {}),
        ...(s.lunarReturn
          ? {
              lunar_return: {
                return_info: {
                  ...returnInfo(s.lunarReturn.info, 'moon'),
                  days_after_solar_return: s.lunarReturn.daysAfterSolarReturn,
                },
                chart: returnChart(s.lunarReturn.chart),
              },
            }
          : {}),
      },
      'Solar return calculated successfully',
      usage,
    );
  },
});

