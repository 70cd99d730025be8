/**
 * POST /v1/astrology/solar-arc and /progressed-lunations (additions beyond the reference
 * interface; docs/techniques.md §4a–§4b): request schemas in the style of /progressions, variable
 * mapping (what the client sent, renamed) and the reshaping of the GraphQL results, in the flat
 * error style and the astrology envelope.
 */
import { z } from 'zod';
import type { UsageInfo } from '../access/context.js';
import { MAX_LUNATION_SPAN_YEARS } from '../core/astro/progressed-lunations.js';
import { TARGET_NOT_AFTER_NATAL, isTargetAfterNatal } from '../core/astro/progressions.js';
import { boundedNumber, caselessEnum, houseSystemField, isoDateTime, locationFields, personName } from '../validation.js';
import {
  ProgressedLunationsDocument,
  SolarArcDocument,
  type ProgressedLunationsQueryVariables,
  type ProgressedMomentRecordFragment,
  type SolarArcQueryVariables,
} from './generated/operations.js';
import { chartRecord, titleCase, zodiacFields, zodiacVariables } from './natal.js';
import { ProgressedLunationsResponse, SolarArcResponse } from './responses.js';
import { above, defineRoute, envelope, fail, fieldFail, lower } from './route.js';
import { operationByName } from '../operations/index.js';
import { natal } from '../operations/examples.js';

const location = z.object(locationFields);

/** The birth fields of both routes, as /v1/astrology/progressions has them, with the zodiac. */
const birthFields = {
  natal_datetime: isoDateTime.meta({ description: 'Birth time: local wall-clock time YYYY-MM-DDTHH:MM:SS in natal_location’s zone, or with an offset (Z or ±HH:MM)' }),
  natal_location: location.meta({ description: 'The birth place' }),
  name: personName.nullish().meta({ description: 'The natal chart’s name, at most 100 characters; default Natal Chart' }),
  ...zodiacFields,
};

const targetAfterBirth = (body: { natal_datetime: string; natal_location: z.infer<typeof location>; target_datetime?: string | null }, ctx: z.RefinementCtx) => {
  if (body.target_datetime && !isTargetAfterNatal(body.natal_datetime, body.natal_location, body.target_datetime)) {
    ctx.addIssue({ code: 'custom', path: ['target_datetime'], message: TARGET_NOT_AFTER_NATAL });
  }
};

// ── Solar arc ────────────────────────────────────────────────────────────────────────────────

export const solarArcBody = z
  .object({
    ...birthFields,
    target_datetime: isoDateTime.meta({ description: 'The date to direct to: wall-clock time at the birth place, or with an offset; after natal_datetime' }),
    house_system: houseSystemField.nullish().meta({ description: 'House system of the natal cusps that are directed; default PLACIDUS; any letter case is accepted' }),
    arc_method: caselessEnum(['true_solar_arc', 'naibod'], 'lower').nullish().meta({ description: 'true_solar_arc (default: progressed Sun − natal Sun) or naibod (0°59′08.33″ a year); any letter case is accepted' }),
    orb_degrees: boundedNumber('0.1', '5.0').nullish().meta({ description: 'Orb of the directed-to-natal aspects, 0.1–5.0 degrees; default 1.0' }),
  })
  .superRefine(targetAfterBirth);

export const solarArcRoute = defineRoute({
  operation: operationByName.solarArc,
  failures: [
    fieldFail('target before the birth', { ...natal, target_datetime: '1980-01-01T00:00:00' }, 'target_datetime', TARGET_NOT_AFTER_NATAL),
    fieldFail('orb_degrees above 5.0', { ...natal, target_datetime: '2026-05-15T12:00:00', orb_degrees: 6 }, 'orb_degrees', above('5.0')),
  ],
  response: SolarArcResponse,
  document: SolarArcDocument,
  body: solarArcBody,
  variables: (body): SolarArcQueryVariables => ({
    input: {
      name: body.name,
      natalDatetime: body.natal_datetime,
      natalLocation: body.natal_location,
      targetDatetime: body.target_datetime,
      houseSystem: body.house_system,
      ...zodiacVariables(body),
      method: body.arc_method ? (body.arc_method === 'naibod' ? 'NAIBOD' : 'TRUE_SOLAR_ARC') : undefined,
      orbDegrees: body.orb_degrees,
    },
  }),
  shape: ({ westernSolarArc: s }, usage: UsageInfo, notices) =>
    envelope(
      {
        natal_chart: chartRecord(s.natalChart),
        solar_arc_info: {
          method: lower(s.method),
          arc_degrees: s.arc,
          arc_dms: s.arcDms,
          true_arc_degrees: s.trueArc,
          naibod_arc_degrees: s.naibodArc,
          age_years: s.ageYears,
          natal_date: s.natalDate,
          target_date: s.targetDate,
          progressed_datetime: s.progressedDatetime,
          orb_degrees: s.orbDegrees,
        },
        directed_points: Object.fromEntries(
          s.points.map((p) => [
            p.id,
            { natal_longitude: p.natalLongitude, longitude: p.longitude, sign: titleCase(p.sign), dms: p.dms, natal_house: p.natalHouse },
          ]),
        ),
        directed_house_cusps: s.houseCusps.map((c) => ({
          house: c.number,
          natal_longitude: c.natalLongitude,
          longitude: c.cuspLongitude,
          sign: titleCase(c.sign),
          dms: c.dms,
        })),
        aspects_to_natal: s.aspectsToNatal.map((a) => ({
          directed_point: a.body1,
          natal_point: a.body2,
          aspect_type: titleCase(a.type),
          orb: a.orb,
          is_applying: a.applying === true,
          is_exact: a.exact,
        })),
        warnings: [...notices, ...s.warnings],
      },
      'Solar arc directions calculated successfully',
      usage,
    ),
});

// ── Progressed lunations ─────────────────────────────────────────────────────────────────────

export const PROGRESSED_LUNATION_METHOD_TEXT =
  'Progressed Moon − progressed Sun (day for a year: birth + age days of ephemeris); New Moon, First Quarter, Full Moon and ' +
  'Last Quarter where it is 0°, 90°, 180°, 270°, mapped back to dates of the life with 365.24219 days a year; ' +
  'phases: Rudhyar’s eight 45° sectors';

export const progressedLunationsBody = z
  .object({
    ...birthFields,
    target_datetime: isoDateTime
      .nullish()
      .meta({ description: 'The date of current_phase: wall-clock time at the birth place, or with an offset; after natal_datetime; without it current_phase is null' }),
    from_age: boundedNumber('0', '150').nullish().meta({ description: 'First age of the list, 0–150 years; default 0' }),
    to_age: boundedNumber('0', '150')
      .nullish()
      .meta({ description: `Last age of the list, 0–150 years, after from_age and at most ${MAX_LUNATION_SPAN_YEARS} years on; default 90` }),
  })
  .superRefine(targetAfterBirth);

function moment(m: ProgressedMomentRecordFragment) {
  return {
    age_years: m.ageYears,
    date: m.date,
    progressed_datetime: m.progressedDatetime,
    moon_longitude: m.moonLongitude,
    moon_sign: titleCase(m.moonSign),
  };
}

export const progressedLunationsRoute = defineRoute({
  operation: operationByName.progressedLunations,
  failures: [
    fieldFail('target before the birth', { ...natal, target_datetime: '1980-01-01T00:00:00' }, 'target_datetime', TARGET_NOT_AFTER_NATAL),
    fail(
      'ages more than 120 years apart',
      { ...natal, from_age: 0, to_age: 150 },
      400,
      'INVALID_REQUEST',
      `Invalid request data: the age range spans 150 years, more than ${MAX_LUNATION_SPAN_YEARS}`,
    ),
  ],
  response: ProgressedLunationsResponse,
  document: ProgressedLunationsDocument,
  body: progressedLunationsBody,
  variables: (body): ProgressedLunationsQueryVariables => ({
    input: {
      name: body.name,
      natalDatetime: body.natal_datetime,
      natalLocation: body.natal_location,
      targetDatetime: body.target_datetime,
      fromAge: body.from_age,
      toAge: body.to_age,
      ...zodiacVariables(body),
    },
  }),
  shape: ({ westernProgressedLunations: p }, usage: UsageInfo, notices) => {
    const c = p.currentPhase;
    return envelope(
      {
        lunation_info: {
          natal_date: p.natalChart.info.datetime,
          from_age: p.fromAge,
          to_age: p.toAge,
          method: PROGRESSED_LUNATION_METHOD_TEXT,
        },
        lunations: p.lunations.map((l) => ({
          phase: lower(l.quarter),
          elongation: l.elongation,
          age_years: l.moment.ageYears,
          date: l.moment.date,
          date_utc: l.moment.dateUtc,
          progressed_datetime: l.moment.progressedDatetime,
          moon_longitude: l.moment.moonLongitude,
          moon_sign: titleCase(l.moment.moonSign),
          moon_dms: l.moment.moonDms,
        })),
        current_phase: c
          ? {
              phase: lower(c.phase),
              elongation: c.elongation,
              age_years: c.ageYears,
              target_date: c.targetDate,
              phase_start: moment(c.start),
              phase_end: moment(c.end),
              lunation_start: moment(c.lunationStart),
            }
          : null,
        warnings: [...notices, ...p.warnings],
      },
      'Progressed lunations calculated successfully',
      usage,
    );
  },
});

