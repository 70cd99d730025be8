/**
 * POST /v1/astrology/natal-chart and GET /v1/astrology/natal-chart/demo (spec §4.4, §4.5):
 * request schema, variable mapping and the reshaping of the GraphQL result into the chart record
 * of §2.5, with object-style errors (§7).
 */
import { z } from 'zod';
import type { UsageInfo } from '../access/context.js';
import { CHIRON_RANGE_MESSAGE, CHIRON_YEARS } from '../core/astro/chiron.js';
import { ASTEROIDS, ASTEROID_RANGE_MESSAGE, ASTEROID_YEARS } from '../core/astro/asteroids.js';
import { AYANAMSAS, type Ayanamsa } from '../core/astro/ayanamsa.js';
import { EXTRA_POINTS, type ExtraPointId } from '../core/astro/chart.js';
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { HOUSE_SYSTEMS, type HouseSystem } from '../core/astro/houses.js';
import { zoneFromCoordinates } from '../core/time/local-time.js';
import { ApiError } from '../errors.js';
import {
  DATETIME_FORMAT_MESSAGE,
  DATETIME_RANGE_MESSAGE,
  caselessEnum,
  fieldErrorText,
  houseSystemField,
  isoDateTime,
  locationFields,
  type FieldError,
  personName,
} from '../validation.js';
import {
  NatalChartDemoDocument,
  NatalChartDocument,
  type ChartRecordFragment,
  type DignitiesRecordFragment,
  type ExtraPoint,
  type NatalChartQueryVariables,
  type Zodiac,
} from './generated/operations.js';
import { NatalChartResponse } from './responses.js';
import { defineRoute, envelope, fail, member } from './route.js';
import { operationByName } from '../operations/index.js';
import { natalInput, seoul } from '../operations/examples.js';

/**
 * The zodiac fields of every Western body (an addition to the interface spec): absent, the answer
 * is the tropical one, unchanged.
 */
export const zodiacFields = {
  zodiac: caselessEnum(['tropical', 'sidereal'], 'lower').nullish().meta({
    description:
      'Addition: the zodiac of every longitude and sign of the answer: tropical (default) or sidereal (the tropical longitude less the ayanamsa of its instant); any letter case is accepted',
    example: 'sidereal',
  }),
  ayanamsa: caselessEnum(AYANAMSAS, 'upper').nullish().meta({
    description: `Addition: the ayanamsa of the sidereal zodiac, one of ${AYANAMSAS.join(', ')} (Swiss Ephemeris 2.10 definitions; TRUE_CITRA is True Chitrapaksha); default ${ASTRO_DEFAULTS.ayanamsa}; ignored when the zodiac is tropical; any letter case is accepted`,
    example: 'LAHIRI',
  }),
};

/** The zodiac fields as GraphQL variables: only what the client sent. */
export const zodiacVariables = (body: { zodiac?: 'tropical' | 'sidereal' | null; ayanamsa?: Ayanamsa | null }) => ({
  zodiac: body.zodiac ? (body.zodiac.toUpperCase() as Zodiac) : body.zodiac,
  ayanamsa: body.ayanamsa,
});

/**
 * The extra points of the Western bodies (an addition to the interface spec): Black Moon Lilith and
 * the four main asteroids, added to `where`; absent, the answer is unchanged. Asteroids need every
 * year the request reaches inside their tables (checkAsteroidYears).
 */
export const pointsField = (where: string) =>
  z
    .array(caselessEnum(EXTRA_POINTS, 'lower'))
    .max(EXTRA_POINTS.length)
    .optional()
    .meta({
      description:
        `Addition: extra points added to ${where}: ${EXTRA_POINTS.join(', ')} ` +
        `(Black Moon Lilith as the mean and the osculating lunar apogee; the asteroids 1 Ceres … 4 Vesta, years ${ASTEROID_YEARS.first}–${ASTEROID_YEARS.last}); ` +
        'each once; any letter case is accepted; default none (include_asteroids keeps its meaning)',
      example: ['mean_lilith', 'ceres'],
    });

/** Refuses asteroids among `points` when a year of the request (at `path`) is outside their tables. */
export function checkAsteroidYears(
  points: readonly string[] | null | undefined,
  years: readonly { path: string; year: number }[],
  ctx: z.RefinementCtx,
): void {
  if (!points?.some((id) => (ASTEROIDS as readonly string[]).includes(id))) return;
  for (const { path, year } of years) {
    if (year < ASTEROID_YEARS.first || year > ASTEROID_YEARS.last) {
      ctx.addIssue({ code: 'custom', path: [path], message: ASTEROID_RANGE_MESSAGE });
    }
  }
}

/** The points field as GraphQL variables: only what the client sent. */
export const pointsVariables = (points: readonly ExtraPointId[] | undefined) => points?.map((id) => id.toUpperCase() as ExtraPoint);

/** Zones that read a datetime as UTC does (the ocean cells near 0° are Etc/GMT). */
const UTC_ZONES: ReadonlySet<string> = new Set(['UTC', 'Etc/UTC', 'Etc/GMT']);
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

export const natalChartBody = z
  .object({
    datetime: isoDateTime.meta({
      description: 'Birth time: local wall-clock time YYYY-MM-DDTHH:MM:SS in location.timezone (UTC when the zone is omitted), or with an offset (Z or ±HH:MM)',
    }),
    location: z.object(locationFields).meta({ description: 'The birth place' }),
    house_system: houseSystemField.optional().meta({ description: 'House system; default PLACIDUS; any letter case is accepted' }),
    name: personName.optional().meta({ description: 'The chart’s name, at most 100 characters; default Natal Chart' }),
    include_asteroids: z.boolean().optional().meta({
      description: `Adds chiron, north_node (the mean node) and south_node to the bodies and aspects (chiron: years ${CHIRON_YEARS.first}–${CHIRON_YEARS.last}); default false`,
    }),
    ...zodiacFields,
    points: pointsField('bodies (after the others), to the houses’ bodies and to the aspects'),
  })
  // Chiron's and the asteroids' tables end: a date they cannot serve is refused here, before anything runs.
  .superRefine((body, ctx) => {
    const year = Number(body.datetime.slice(0, 4));
    if (body.include_asteroids && (year < CHIRON_YEARS.first || year > CHIRON_YEARS.last)) {
      ctx.addIssue({ code: 'custom', path: ['datetime'], message: CHIRON_RANGE_MESSAGE });
    }
    checkAsteroidYears(body.points, [{ path: 'datetime', year }], ctx);
  });

const titleCases = new Map<string, string>();
/** The type of titleCase's answer, so the documented closed sets are checked (CONTRA_PARALLEL → Contra-Parallel). */
type TitleCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Capitalize<Lowercase<Head>>}-${TitleCase<Tail>}` : Capitalize<Lowercase<S>>;
/**
 * Title Case names of the spec for the GraphQL enum values (ARIES → Aries, CONTRA_PARALLEL →
 * Contra-Parallel). Enum values are few, so each is converted once (a chart record has ~50).
 */
export function titleCase<S extends string>(value: S): TitleCase<S> {
  let title = titleCases.get(value);
  if (title === undefined) {
    title = value
      .toLowerCase()
      .split('_')
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join('-');
    titleCases.set(value, title);
  }
  return title as TitleCase<S>;
}

/** An aspect of a chart record (spec §2.5). */
export const aspectRecord = (a: ChartRecordFragment['aspects'][number]) => ({
  body1: a.body1,
  body2: a.body2,
  aspect_type: titleCase(a.type),
  orb: a.orb,
  exact: a.exact,
  applying: a.applying,
});

/** The chart record of spec §2.5 without its dignities, from the ChartRecord fragment (the return charts' record). */
export function chartWithoutDignities(chart: ChartRecordFragment) {
  const point = (p: ChartRecordFragment['angles']['asc']) => ({
    longitude: p.longitude,
    sign: titleCase(p.sign),
    dms: p.dms,
  });
  return {
    chart_info: {
      name: chart.info.name,
      datetime: chart.info.datetime,
      location: chart.info.location,
      house_system: restHouseSystem(chart.info.houseSystem),
      timezone: chart.info.timezone,
    },
    angles: {
      asc: point(chart.angles.asc),
      mc: point(chart.angles.mc),
      dsc: point(chart.angles.dsc),
      ic: point(chart.angles.ic),
    },
    bodies: Object.fromEntries(
      chart.bodies.all.map((b) => [
        b.id,
        {
          longitude: b.longitude,
          latitude: b.latitude,
          distance: b.distance,
          sign: titleCase(b.sign),
          house: b.house,
          retrograde: b.retrograde,
          dms: b.dms,
          speed: b.speed,
        },
      ]),
    ),
    houses: Object.fromEntries(
      chart.houses.map((h) => [
        `house_${h.number}`,
        { cusp_longitude: h.cuspLongitude, sign: titleCase(h.sign), bodies: h.bodies },
      ]),
    ),
    aspects: chart.aspects.map(aspectRecord),
    warnings: chart.warnings,
  };
}

/** The chart record of spec §2.5, from the ChartRecord and DignitiesRecord fragments: the dignities go before the warnings. */
export function chartRecord(chart: ChartRecordFragment & DignitiesRecordFragment) {
  const { warnings, ...record } = chartWithoutDignities(chart);
  return {
    ...record,
    dignities: Object.fromEntries(
      Object.entries(chart.dignities).map(([id, d]) => [
        id,
        {
          essential_dignities: d.essentialDignities,
          is_peregrine: d.isPeregrine,
          classical_score: d.classicalScore,
        },
      ]),
    ),
    warnings,
  };
}

const MESSAGE = 'Natal chart calculated successfully';

/** The house system as REST names it: one of the ten its bodies accept (GraphQL also has the further systems). */
export const restHouseSystem = (system: HouseSystem) => member(HOUSE_SYSTEMS, system);

/** Object-style codes of spec §7 by the field that failed. */
function natalFieldError(error: FieldError): ApiError {
  const [field, sub] = error.path;
  if (field === 'datetime') {
    const ranges: string[] = [CHIRON_RANGE_MESSAGE, ASTEROID_RANGE_MESSAGE, DATETIME_RANGE_MESSAGE];
    const message =
      error.reason === 'field required' ? fieldErrorText(error) : ranges.includes(error.reason) ? error.reason : DATETIME_FORMAT_MESSAGE;
    return new ApiError(400, 'INVALID_DATETIME', message);
  }
  if (field === 'location' && (sub === 'latitude' || sub === 'longitude') && error.reason.startsWith('ensure')) {
    const [bound, name] = sub === 'latitude' ? [90, 'Latitude'] : [180, 'Longitude'];
    return new ApiError(400, 'INVALID_LOCATION', `${name} must be between -${bound} and ${bound}`);
  }
  if (field === 'location') return new ApiError(400, 'INVALID_LOCATION', fieldErrorText(error));
  if (field === 'house_system') {
    return new ApiError(400, 'INVALID_HOUSE_SYSTEM', `Unsupported house system. Supported: ${HOUSE_SYSTEMS.join(', ')}`);
  }
  return new ApiError(400, 'INVALID_REQUEST', fieldErrorText(error));
}

export const natalChartRoute = defineRoute({
  operation: operationByName.natalChart,
  failures: [
    fail('malformed datetime', { ...natalInput, datetime: '1990-13-01T00:00:00' }, 400, 'INVALID_DATETIME', DATETIME_FORMAT_MESSAGE),
    fail(
      'latitude out of range',
      { ...natalInput, location: { ...seoul, latitude: 91 } },
      400,
      'INVALID_LOCATION',
      'Latitude must be between -90 and 90',
    ),
    fail(
      'unknown house system',
      { ...natalInput, house_system: 'XX' },
      400,
      'INVALID_HOUSE_SYSTEM',
      `Unsupported house system. Supported: ${HOUSE_SYSTEMS.join(', ')}`,
    ),
  ],
  response: NatalChartResponse,
  document: NatalChartDocument,
  body: natalChartBody,
  variables: (body): NatalChartQueryVariables => ({
    input: {
      name: body.name,
      datetime: body.datetime,
      // natal-chart reads a datetime without offset as UTC unless a zone is given (spec §2.5).
      location: { ...body.location, timezone: body.location.timezone ?? 'UTC' },
      houseSystem: body.house_system,
      includeAsteroids: body.include_asteroids,
      ...zodiacVariables(body),
      points: pointsVariables(body.points),
    },
  }),
  notices: (body) => {
    // Only a wall-clock datetime is read in a zone; one with its own offset is an instant.
    if (body.location.timezone || HAS_OFFSET.test(body.datetime)) return [];
    const zone = zoneFromCoordinates(body.location.latitude, body.location.longitude);
    return UTC_ZONES.has(zone) ? [] : [`datetime read as UTC; the location's zone is ${zone}; pass location.timezone`];
  },
  shape: (data, usage: UsageInfo, notices) => {
    const record = chartRecord(data.westernNatalChart);
    return envelope({ ...record, warnings: [...notices, ...record.warnings] }, MESSAGE, usage);
  },
  invalidField: natalFieldError,
});

export const natalChartDemoRoute = defineRoute({
  operation: operationByName.natalChartDemo,
  response: NatalChartResponse,
  document: NatalChartDemoDocument,
  variables: () => ({}),
  shape: (data, usage: UsageInfo) => envelope(chartRecord(data.westernNatalChartDemo), 'Demo natal chart', usage),
});
