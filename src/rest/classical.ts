/**
 * POST /v1/astrology/firdaria, /profections and /directions (spec §4.7–§4.9): request schemas,
 * variables, and the reshaping of the GraphQL results into the documented JSON, with flat-style
 * errors (§7).
 *
 * Firdaria uses the spec's 74-year table keyed on gender; profections the cusp rule in the
 * requested house system; directions are zodiacal (β = 0) primary directions.
 */
import { z } from 'zod';
import type { UsageInfo } from '../access/context.js';
import { DIRECTION_METHODS, DIRECTION_TYPES, MAX_DIRECTION_AGE } from '../core/astro/directions.js';
import { ApiError } from '../errors.js';
import {
  boundedNumber,
  DATETIME_FORMAT_MESSAGE,
  fieldErrorText,
  isoDateTime,
  locationFields,
  type FieldError,
  caselessEnum,
  caselessEnumDoc,
  ANY_LETTER_CASE,
  houseSystemField,
  personName,
  targetDateText,
} from '../validation.js';
import {
  FirdariaDocument,
  PrimaryDirectionsDocument,
  ProfectionsDocument,
  type DirectionMethod,
  type DirectionType,
  type FirdariaQuery,
  type FirdariaQueryVariables,
  type PrimaryDirectionsQuery,
  type PrimaryDirectionsQueryVariables,
  type ProfectionsQuery,
  type ProfectionsQueryVariables,
} from './generated/operations.js';
import { chartRecord, titleCase, zodiacFields, zodiacVariables, restHouseSystem } from './natal.js';
import { DirectionsResponse, FirdariaResponse, ProfectionsResponse } from './responses.js';
import { above, defineRoute, envelope, fail, fieldFail, lower, member, required, type RequestInfo } from './route.js';
import { operationByName } from '../operations/index.js';
import { TARGET_BOTH_MESSAGE, TARGET_MISSING_MESSAGE } from './errors.js';
import { natal } from '../operations/examples.js';
import { LANGS, TEXT_LANG, type Lang } from '../core/lang.js';
import type { Lang as LangName } from './generated/operations.js';

/** The genders firdaria accepts, in any letter case and with surrounding white space. */
const FIRDARIA_GENDERS = ['male', 'female', 'm', 'f'];

/** The reference service's text for an unknown gender on firdaria (§7). */
export const GENDER_MESSAGE = "Gender must be 'male', 'female', 'm', or 'f'";

/** The reference service's text for a malformed datetime on firdaria and profections (§7). */
export const ISOFORMAT_MESSAGE = 'Invalid request data: Invalid isoformat string';

const wholeAge = (max?: string) => {
  const base = z
    .number()
    .int({ message: 'value is not a valid integer' })
    .min(0, { message: 'ensure this value is greater than or equal to 0' });
  return max === undefined ? base : base.max(Number(max), { message: `ensure this value is less than or equal to ${max}` });
};

const natalFields = {
  natal_datetime: isoDateTime.meta({ description: 'Birth time: local wall-clock time YYYY-MM-DDTHH:MM:SS in natal_location’s zone, or with an offset (Z or ±HH:MM)' }),
  natal_location: z.object(locationFields).meta({ description: 'The birth place' }),
  name: personName.nullish().meta({ description: 'The natal chart’s name, at most 100 characters; default Natal Chart' }),
};

/** Flat-style field errors; a malformed datetime is the reference service's isoformat text. */
function isoformatFieldError(error: FieldError): ApiError {
  if (error.path[0] === 'natal_datetime' && error.reason === DATETIME_FORMAT_MESSAGE) {
    return new ApiError(400, 'INVALID_REQUEST', ISOFORMAT_MESSAGE);
  }
  return new ApiError(400, 'INVALID_REQUEST', fieldErrorText(error));
}

// ─── Language of the texts ───────────────────────────────────────────────────────────────────

/** The optional body field `lang` of the Western text routes (firdaria, profections, synastry). */
export const textLangField = caselessEnum(LANGS, 'lower')
  .optional()
  .meta({
    description:
      'Language of the interpretive texts: ko or en (any letter case). When absent, the Accept-Language header decides ' +
      '(en when its first language is English, e.g. en-US); otherwise ko',
  });

/** en when the first language tag of an Accept-Language header is English (en, en-US …), else TEXT_LANG. */
export function acceptLanguageLang(header: string | undefined): Lang {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'en' || first.startsWith('en-') ? 'en' : TEXT_LANG;
}

/** The texts' language as the GraphQL enum's name: the body's `lang`, else Accept-Language, else TEXT_LANG. */
export function textLang(lang: Lang | undefined, request: RequestInfo | undefined): LangName {
  return (lang ?? acceptLanguageLang(request?.acceptLanguage)).toUpperCase() as Uppercase<Lang>;
}

// ─── Firdaria ────────────────────────────────────────────────────────────────────────────────

export const firdariaBody = z.object({
  ...natalFields,
  ...zodiacFields,
  // Above 74 is the resolver's "Age <n> is beyond the Firdaria cycle" (§7), not a field error.
  current_age: wholeAge().meta({ description: 'Whole years of life, 0–74 (the cycle of the table; an older age is refused)' }),
  gender: z
    .string()
    .refine((g) => FIRDARIA_GENDERS.includes(g.trim().toLowerCase()), { message: GENDER_MESSAGE })
    .meta({
      description: `male or female (m, f): male takes the diurnal sequence, female the nocturnal; surrounding spaces are ignored; ${ANY_LETTER_CASE}`,
      ...caselessEnumDoc(FIRDARIA_GENDERS),
    }),
  lang: textLangField,
});

function firdariaRecord(f: FirdariaQuery['westernFirdaria']) {
  return {
    firdaria_info: { gender: member(['male', 'female'], required(f.gender)), current_age: f.currentAge, sequence_type: member(['Male Diurnal', 'Female Nocturnal'], f.sequenceType) },
    current_period: {
      ruling_planet: f.currentPeriod.planet,
      start_age: f.currentPeriod.startAge,
      end_age: f.currentPeriod.endAge,
      years_into_period: f.yearsIntoPeriod,
      years_remaining: f.yearsRemaining,
      planet_themes: f.currentPeriod.themes,
    },
    all_periods: f.periods.map((p) => ({
      order: p.order,
      ruling_planet: p.planet,
      start_age: p.startAge,
      end_age: p.endAge,
      duration_years: p.years,
      is_current: p.isCurrent,
    })),
    interpretation: f.interpretation,
  };
}

export const firdariaRoute = defineRoute({
  operation: operationByName.firdaria,
  failures: [
    fail(
      'age above 74',
      { ...natal, current_age: 80, gender: 'male' },
      400,
      'INVALID_REQUEST',
      'Invalid request data: Age 80 is beyond the Firdaria cycle. Firdaria covers ages 0-74 years.',
    ),
    fieldFail('unknown gender', { ...natal, current_age: 35, gender: 'x' }, 'gender', GENDER_MESSAGE),
    fail(
      'malformed datetime',
      { ...natal, natal_datetime: '1990-05-15', current_age: 35, gender: 'male' },
      400,
      'INVALID_REQUEST',
      ISOFORMAT_MESSAGE,
    ),
  ],
  response: FirdariaResponse,
  document: FirdariaDocument,
  body: firdariaBody,
  variables: (body, request): FirdariaQueryVariables => ({
    lang: textLang(body.lang, request),
    input: {
      name: body.name,
      natalDatetime: body.natal_datetime,
      natalLocation: body.natal_location,
      currentAge: body.current_age,
      gender: body.gender,
      ...zodiacVariables(body),
      table: 'SPEC_74',
      sequenceBasis: 'GENDER',
    },
  }),
  shape: (data, usage: UsageInfo) => envelope(firdariaRecord(data.westernFirdaria), 'Firdaria calculated successfully', usage),
  invalidField: isoformatFieldError,
});

// ─── Profections ─────────────────────────────────────────────────────────────────────────────

export const profectionsBody = z.object({
  ...natalFields,
  ...zodiacFields,
  current_age: wholeAge('120').meta({ description: 'Whole years of life, 0–120: the profected house is current_age mod 12 + 1' }),
  house_system: houseSystemField.nullish().meta({ description: 'House system of the cusps; default PLACIDUS; any letter case is accepted' }),
  // Sent by the spec's request example; not a parameter, accepted and ignored.
  gender: z.unknown().optional().meta({ description: 'Accepted and ignored: profections do not depend on gender' }),
  lang: textLangField,
});

function profectionsRecord(p: ProfectionsQuery['westernAnnualProfection']) {
  const { info, angles, warnings } = p.natalChart;
  const point = (a: typeof angles.asc) => ({
    longitude: a.longitude,
    sign: titleCase(a.sign),
    dms: a.dms,
  });
  return {
    profection_info: {
      current_age: p.age,
      profected_house_number: p.house,
      profected_sign: titleCase(p.sign),
      profection_ruler: p.ruler,
      profected_cusp_longitude: p.cuspLongitude,
    },
    natal_chart_info: {
      name: info.name,
      datetime: info.datetime,
      location: info.location,
      house_system: restHouseSystem(info.houseSystem),
      timezone: info.timezone,
      ascendant: point(angles.asc),
      midheaven: point(angles.mc),
      warnings,
    },
    houses: Object.fromEntries(
      p.houses.map((h) => [
        `house_${h.number}`,
        { cusp_longitude: h.cuspLongitude, sign: titleCase(h.sign), ruler: h.ruler, is_profected: h.isProfected },
      ]),
    ),
    interpretation: {
      house_theme: p.houseTheme,
      ruler_natal_sign: titleCase(p.rulerNatal.sign),
      ruler_natal_house: p.rulerNatal.house,
      summary: p.interpretation,
    },
  };
}

export const profectionsRoute = defineRoute({
  operation: operationByName.annualProfection,
  failures: [
    fieldFail('current_age above 120', { ...natal, current_age: 121 }, 'current_age', above('120')),
    fail('malformed datetime', { ...natal, natal_datetime: '1990-05-15', current_age: 35 }, 400, 'INVALID_REQUEST', ISOFORMAT_MESSAGE),
  ],
  response: ProfectionsResponse,
  document: ProfectionsDocument,
  body: profectionsBody,
  variables: (body, request): ProfectionsQueryVariables => ({
    lang: textLang(body.lang, request),
    input: {
      name: body.name,
      natalDatetime: body.natal_datetime,
      natalLocation: body.natal_location,
      currentAge: body.current_age,
      houseSystem: body.house_system,
      ...zodiacVariables(body),
      method: 'CUSP',
    },
  }),
  shape: (data, usage: UsageInfo) =>
    envelope(profectionsRecord(data.westernAnnualProfection), 'Annual Profections calculated successfully', usage),
  invalidField: isoformatFieldError,
});

// ─── Primary directions ──────────────────────────────────────────────────────────────────────

export const directionsBody = z.object({
  ...natalFields,
  ...zodiacFields,
  target_age: boundedNumber('0', String(MAX_DIRECTION_AGE))
    .nullish()
    .meta({ description: `Years of life to direct to, 0–${MAX_DIRECTION_AGE} (decimals allowed); exactly one of target_age and target_date` }),
  target_date: targetDateText.nullish().meta({
    description:
      'Date to direct to: YYYY-MM-DD (at the birth’s clock time) or an ISO datetime, in the natal zone unless it has an offset; exactly one of target_age and target_date',
  }),
  direction_method: caselessEnum(DIRECTION_METHODS, 'lower')
    .nullish()
    .meta({ description: `The method (construction and key): ${DIRECTION_METHODS.join(', ')}; default ptolemy; any letter case is accepted` }),
  direction_type: caselessEnum(DIRECTION_TYPES, 'lower')
    .nullish()
    .meta({ description: `${DIRECTION_TYPES.join(', ')}: both adds converse_directed_points; default direct; any letter case is accepted` }),
  key_rate: boundedNumber('0.8', '1.2').nullish().meta({ description: 'Degrees of arc per year, 0.8–1.2, overriding the method’s key' }),
  house_system: houseSystemField.nullish().meta({ description: 'House system of the natal chart; default PLACIDUS; any letter case is accepted' }),
  include_aspects: z.boolean().nullish().meta({ description: 'false: active_directions is empty; default true' }),
  orb_degrees: boundedNumber('0.5', '5.0').nullish().meta({ description: 'Orb of the active directions, 0.5–5.0 degrees; default 1.0' }),
  include_mc_asc: z.boolean().nullish().meta({ description: 'Directs the MC and ASC too; default true' }),
});

type Directions = PrimaryDirectionsQuery['westernPrimaryDirections'];

function directedPoints(points: Directions['directedPoints'], direction: 'DIRECT' | 'CONVERSE') {
  return Object.fromEntries(
    points
      .filter((p) => p.direction === direction)
      .map((p) => [
        p.point,
        {
          natal_longitude: p.natalLongitude,
          directed_longitude: p.directedLongitude,
          arc: p.arc,
          sign: titleCase(p.sign),
        },
      ]),
  );
}

function directionsRecord(d: Directions) {
  const type = lower(d.info.directionType);
  const both = type === 'both';
  return {
    natal_chart: chartRecord(d.natalChart),
    direction_info: {
      method: lower(d.info.method),
      direction_type: type,
      age: d.info.age,
      natal_date: d.info.natalDate,
      calculation_date: d.info.calculationDate,
      arc_per_year: d.info.arcPerYear,
    },
    directed_points: directedPoints(d.directedPoints, type === 'converse' ? 'CONVERSE' : 'DIRECT'),
    // With direction_type both: the converse positions, and each active direction says which it is.
    ...(both ? { converse_directed_points: directedPoints(d.directedPoints, 'CONVERSE') } : {}),
    active_directions: d.activeDirections.map((a) => ({
      directed_point: a.directedPoint,
      natal_point: a.natalPoint,
      aspect_type: lower(a.aspectType),
      arc: a.arc,
      orb: a.orb,
      ...(both ? { direction: lower(a.direction) } : {}),
    })),
  };
}

export const directionsRoute = defineRoute({
  operation: operationByName.primaryDirections,
  failures: [
    fail('neither target_age nor target_date', natal, 400, 'INVALID_REQUEST', TARGET_MISSING_MESSAGE),
    fail('both target_age and target_date', { ...natal, target_age: 30, target_date: '2020-05-15' }, 400, 'INVALID_REQUEST', TARGET_BOTH_MESSAGE),
    fieldFail('orb_degrees above 5.0', { ...natal, target_age: 30, orb_degrees: 6 }, 'orb_degrees', above('5.0')),
  ],
  response: DirectionsResponse,
  document: PrimaryDirectionsDocument,
  body: directionsBody,
  variables: (body): PrimaryDirectionsQueryVariables => ({
    input: {
      name: body.name,
      natalDatetime: body.natal_datetime,
      natalLocation: body.natal_location,
      targetAge: body.target_age,
      targetDate: body.target_date,
      method: body.direction_method?.toUpperCase() as DirectionMethod | undefined,
      directionType: body.direction_type?.toUpperCase() as DirectionType | undefined,
      keyRate: body.key_rate,
      houseSystem: body.house_system,
      ...zodiacVariables(body),
      includeAspects: body.include_aspects,
      orbDegrees: body.orb_degrees,
      includeMcAsc: body.include_mc_asc,
      frame: 'ZODIACAL',
    },
  }),
  shape: (data, usage: UsageInfo) =>
    envelope(directionsRecord(data.westernPrimaryDirections), 'Primary Directions calculated successfully', usage),
});

