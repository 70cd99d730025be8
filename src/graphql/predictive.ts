/**
 * The predictive techniques as GraphQL types: transits, secondary progressions, solar (and lunar)
 * returns. Every field resolves lazily from the core objects (src/core/astro/transits.ts,
 * progressions.ts, returns.ts), so a query computes only what it selects: transit aspects to the
 * natal bodies alone (`aspects(includeAngles: false)`) compute neither chart's houses, and a return's
 * chart, relocated chart or lunar return is searched for only when selected.
 */
import { Chart, type ChartLocation } from '../core/astro/chart.js';
import {
  EPHEMERIS,
  pointKind,
  pointName,
  type ChartPoint,
  type CrossAspect,
  type PointId,
} from '../core/astro/predictive.js';
import {
  PROGRESSION_METHOD_TEXT,
  Progressions,
  TARGET_NOT_AFTER_NATAL,
  isTargetAfterNatal,
} from '../core/astro/progressions.js';
import {
  SolarReturn,
  type ReturnRoot,
} from '../core/astro/returns.js';
import { Transits } from '../core/astro/transits.js';
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { degreeInSign, formatDms, signOf } from '../core/astro/zodiac.js';
import { instantInZone, utcIso } from '../core/time/local-time.js';
import { lazy } from '../core/lazy.js';
import { aspectLabel, bodyLabel } from '../core/labels.js';
import { boundedNumber, isoDateTime } from '../validation.js';
import { builder } from './builder.js';
import { withFormerNames } from './renames.js';
import { langField, signLabelField } from './labels.js';
import {
  AspectTypeEnum,
  HouseSystemEnum,
  LocationInput,
  NatalChartObject,
  SignEnum,
  birthInputFields,
  houseSystemInputField,
  pointsInputField,
  withZodiac,
  zodiacInputFields,
} from './natal.js';

// ── Shared objects ───────────────────────────────────────────────────────────────────────────

const PointKindEnum = builder.enumType('PointKind', {
  description: 'Planet (Sun and Moon included), Node, Asteroid or Angle.',
  values: {
    PLANET: { value: 'Planet', description: 'The Sun, the Moon and the planets Mercury … Pluto.' },
    NODE: { value: 'Node', description: 'A lunar node (true_node, north_node, south_node), or Black Moon Lilith (mean_lilith, true_lilith) when asked for in points.' },
    ASTEROID: { value: 'Asteroid', description: 'Chiron, and Ceres, Pallas, Juno and Vesta when asked for in points.' },
    ANGLE: { value: 'Angle', description: 'The ascendant (asc) or the midheaven (mc).' },
  } as const,
});

/** A point of a chart with the house system it is placed in (natal houses for transiting bodies). */
interface PointRef {
  id: PointId;
  get: () => ChartPoint;
  house: () => number;
}

function pointRef(id: PointId, get: () => ChartPoint, houseOf: (lon: number) => number): PointRef {
  const point = lazy(get);
  return { id, get: point, house: () => houseOf(point().lon) };
}

const ChartPointObject = builder.objectRef<PointRef>('ChartPoint').implement({
  description:
    'A body or an angle with its apparent place (true equinox and ecliptic of date) and motion. ' +
    'An angle has latitude 0, no distance, and moves with the Earth’s rotation (or, progressed, with the solar arc).',
  fields: (t) => ({
    id: t.string({ description: 'Lowercase id: sun … pluto, true_node, the input’s extra points (mean_lilith … vesta), asc, mc.', resolve: (r) => r.id }),
    name: t.string({ description: 'English name, e.g. Sun, True Node, Ascendant, Midheaven.', resolve: (r) => pointName(r.id) }),
    label: langField(t, 'western', 'The point by name (태양 / Sun).', (r, lang) => bodyLabel(r.id, lang)),
    kind: t.field({ type: PointKindEnum, description: 'Planet, node, asteroid or angle.', resolve: (r) => pointKind(r.id) }),
    longitude: t.float({ description: 'Ecliptic longitude, degrees 0–360 (less the ayanamsa when sidereal).', resolve: (r) => r.get().lon }),
    latitude: t.float({ description: 'Ecliptic latitude, degrees (0 for the angles).', resolve: (r) => r.get().lat }),
    speed: t.float({ description: 'Degrees of longitude per day (per year of life when progressed).', resolve: (r) => r.get().lonSpeed }),
    latitudeSpeed: t.float({ description: 'Degrees of latitude per day (per year of life when progressed).', resolve: (r) => r.get().latSpeed }),
    distance: t.float({ nullable: true, description: 'AU; null for the nodes and the angles.', resolve: (r) => r.get().dist }),
    rightAscension: t.float({ description: 'Degrees 0–360.', resolve: (r) => r.get().ra }),
    rightAscensionHours: t.float({ description: 'Hours 0–24.', resolve: (r) => r.get().ra / 15 }),
    declination: t.float({ description: 'Degrees north (+) or south (−) of the celestial equator.', resolve: (r) => r.get().dec }),
    retrograde: t.boolean({ description: 'True when speed is negative.', resolve: (r) => r.get().retrograde }),
    sign: t.field({ type: SignEnum, description: 'The sign of the longitude, in the zodiac asked for.', resolve: (r) => signOf(r.get().lon) }),
    signLabel: signLabelField(t, (r) => signOf(r.get().lon)),
    degreeInSign: t.float({ description: 'Degrees within the sign, 0–30.', resolve: (r) => degreeInSign(r.get().lon) }),
    dms: t.string({ description: "The longitude as DD° Sign MM' SS''.", resolve: (r) => formatDms(r.get().lon) }),
    house: t.int({ description: 'House 1–12 (for a transiting body: the natal house it transits).', resolve: (r) => r.house() }),
  }),
});

const PredictiveAspectObject = builder.objectRef<CrossAspect>('PredictiveAspect').implement({
  description: 'An aspect from a moving point (body1: transiting or progressed) to a point of the same or the natal chart (body2).',
  fields: (t) => ({
    body1: t.exposeString('body1', { description: 'Id of the moving point (transiting or progressed), e.g. mars.' }),
    body2: t.exposeString('body2', { description: 'Id of the point aspected, e.g. sun or asc.' }),
    type: t.field({ type: AspectTypeEnum, description: 'Conjunction, sextile, square, trine, quincunx or opposition.', resolve: (a) => a.aspectType }),
    label: langField(t, 'western', 'The aspect type by name (트라인 / Trine).', (a, lang) => aspectLabel(a.aspectType, lang)),
    angle: t.exposeFloat('angle', { description: 'The exact angle of the aspect type, degrees.' }),
    separation: t.exposeFloat('separation', { description: 'Actual angular distance between the points, degrees 0–180.' }),
    orb: t.exposeFloat('orb', { description: '|separation − angle|, degrees, at most orbDegrees.' }),
    exact: t.exposeBoolean('exact', { description: 'Orb below 10′.' }),
    applying: t.boolean({ nullable: true, description: 'The orb is shrinking (from the relative speeds); null when a speed is unknown.', resolve: (a) => a.applying }),
    separating: t.boolean({ nullable: true, description: 'The orb is growing; null when a speed is unknown. Both false when stationary.', resolve: (a) => a.separating }),
  }),
});

const PlaceObject = builder.objectRef<ChartLocation>('Place').implement({
  description: 'A place with its defaults filled in.',
  fields: (t) => ({
    latitude: t.exposeFloat('latitude', { description: 'Geographic latitude, degrees, north positive.' }),
    longitude: t.exposeFloat('longitude', { description: 'Geographic longitude, degrees, east positive.' }),
    elevation: t.exposeFloat('elevation', { description: 'Metres above sea level (0 when not given).' }),
    timezone: t.exposeString('timezone', { description: 'IANA zone (given, or detected from the coordinates).' }),
  }),
});

interface MetadataRef {
  chart: Chart;
  calculationType: string;
}

const ChartMetadataObject = builder.objectRef<MetadataRef>('ChartMetadata').implement({
  description: 'When and where one chart of the transits is cast, and with what.',
  fields: (t) => ({
    calculationType: t.exposeString('calculationType', { description: 'NatalChart or TransitChart.' }),
    datetimeUtc: t.string({ description: 'The instant, UTC ISO 8601.', resolve: (m) => utcIso(m.chart.time().utcMs) }),
    datetimeLocal: t.string({
      description: 'The instant as wall-clock time in the location’s zone, with its UTC offset.',
      resolve: (m) => localInZone(m.chart.time().utcMs, m.chart.input.location.timezone),
    }),
    timezone: t.string({ description: 'IANA zone of the place.', resolve: (m) => m.chart.input.location.timezone }),
    latitude: t.float({ description: 'Geographic latitude, degrees, north positive.', resolve: (m) => m.chart.input.location.latitude }),
    longitude: t.float({ description: 'Geographic longitude, degrees, east positive.', resolve: (m) => m.chart.input.location.longitude }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As requested.', resolve: (m) => m.chart.input.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, description: 'After the polar fallback (Placidus and Koch → Porphyry above the polar circle).', resolve: (m) => m.chart.houses().used }),
    ephemeris: t.string({ description: 'The ephemeris the positions come from.', resolve: () => EPHEMERIS }),
  }),
});

const orbField = (min: string, max: string) => boundedNumber(min, max);

/** An instant as wall-clock time in a zone with its offset (whatever offset the request's text carried). */
const localInZone = (utcMs: number, zone: string) => instantInZone(utcMs, zone).localIso;

// ── Transits ─────────────────────────────────────────────────────────────────────────────────

const TransitsInput = builder.inputType('TransitsInput', {
  description: 'A birth and the instant (and place) of the transits.',
  fields: (t) => ({
    ...birthInputFields(t),
    transitDatetime: t.string({ description: 'Wall-clock time in transitLocation’s zone, or with an offset.', validate: { schema: isoDateTime } }),
    transitLocation: t.field({ type: LocationInput, required: false, description: 'Default: the natal location.' }),
    houseSystem: houseSystemInputField(t),
    ...zodiacInputFields(t),
    ...pointsInputField(t, 'Extra points (Lilith, Ceres … Vesta) added after the bodies of natalPoints and transitPoints, as transiting bodies and as natal targets of the aspects; none when absent.'),
    orbDegrees: t.float({
      required: false,
      defaultValue: ASTRO_DEFAULTS.transits.orb,
      description: 'One orb for the six aspect types, 0.5–10.0.',
      validate: { schema: orbField('0.5', '10.0') },
    }),
  }),
});

const TransitsObject = builder.objectRef<Transits>('Transits').implement({
  description: 'The sky at a moment compared with a natal chart; in the sidereal zodiac both charts are sidereal (the aspects do not change).',
  fields: (t) => ({
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (tr) => tr.natal }),
    transitChart: t.field({ type: NatalChartObject, description: 'The sky at the transit instant and place.', resolve: (tr) => tr.transit }),
    natalMetadata: t.field({ type: ChartMetadataObject, description: 'Time, place and houses of the natal chart.', resolve: (tr) => ({ chart: tr.natal, calculationType: 'NatalChart' }) }),
    transitMetadata: t.field({ type: ChartMetadataObject, description: 'Time, place and houses of the transit chart.', resolve: (tr) => ({ chart: tr.transit, calculationType: 'TransitChart' }) }),
    natalPoints: t.field({
      type: [ChartPointObject],
      description: 'Natal bodies, ASC and MC, in natal houses.',
      resolve: (tr) => tr.pointIds().map((id) => pointRef(id, () => tr.natalPoint(id), (lon) => tr.natalHouseOf(lon))),
    }),
    transitPoints: t.field({
      type: [ChartPointObject],
      description: 'Transiting bodies, and the ASC and MC at the transit place; house = the natal house they transit.',
      resolve: (tr) => tr.pointIds().map((id) => pointRef(id, () => tr.transitPoint(id), (lon) => tr.natalHouseOf(lon))),
    }),
    aspects: t.field({
      type: [PredictiveAspectObject],
      description:
        'Transiting bodies to natal bodies (and to the natal ASC and MC with includeAngles) within orbDegrees: ' +
        'conjunction, sextile, square, trine, quincunx, opposition. The natal points stand still.',
      args: {
        includeAngles: t.arg.boolean({ required: false, defaultValue: true, description: 'Also aspects to the natal ASC and MC (default true); false computes no houses.' }),
        types: t.arg({ type: [AspectTypeEnum], required: false, description: 'Only these of the six types (default all six).' }),
      },
      resolve: (tr, args) =>
        tr.aspects({ includeAngles: args.includeAngles ?? true, types: (args.types ?? undefined) }),
    }),
    orbDegrees: t.float({ description: 'The orb used, degrees.', resolve: (tr) => tr.orb }),
    warnings: t.stringList({ description: 'Time-zone gaps and folds, and the polar house fallback, of either chart.', resolve: (tr) => tr.warnings() }),
  }),
});

// ── Progressions ─────────────────────────────────────────────────────────────────────────────

const ProgressionTypeEnum = builder.enumType('ProgressionType', {
  description: 'The kind of progression (only secondary today).',
  values: { SECONDARY: { value: 'secondary', description: 'Secondary progression: a day after birth for each year of life.' } } as const,
});
const ProgressionMethodEnum = builder.enumType('ProgressionMethod', {
  description: 'How the progressed instant and angles are found (only day for a year today).',
  values: { DAY_FOR_YEAR: { value: 'day_for_year', description: PROGRESSION_METHOD_TEXT } } as const,
});

const ProgressionsInput = builder.inputType('ProgressionsInput', {
  description: 'A birth and the target moment to progress it to.',
  fields: (t) => ({
    ...birthInputFields(t),
    targetDatetime: t.string({ description: 'Wall-clock time in targetLocation’s zone, or with an offset; must be after natalDatetime.', validate: { schema: isoDateTime } }),
    targetLocation: t.field({ type: LocationInput, required: false, description: 'Default: the birth place.' }),
    progressionType: t.field({ type: ProgressionTypeEnum, required: false, defaultValue: 'secondary', description: 'The kind of progression.' }),
    progressionMethod: t.field({ type: ProgressionMethodEnum, required: false, defaultValue: 'day_for_year', description: 'The progression method.' }),
    houseSystem: houseSystemInputField(t),
    ...zodiacInputFields(t),
    ...pointsInputField(t, 'Extra points (Lilith, Ceres … Vesta) added after the bodies of the natal chart and of the progressed chart’s points, houses and aspects, and of aspectsToNatal; none when absent.'),
    includeAspects: t.boolean({ required: false, defaultValue: ASTRO_DEFAULTS.progressions.includeAspects, description: 'false: no aspects are computed (aspects and aspectsToNatal are empty).' }),
    orbDegrees: t.float({
      required: false,
      defaultValue: ASTRO_DEFAULTS.progressions.orb,
      description: 'Orb of the progressed aspects, 0.5–10.0.',
      validate: { schema: orbField('0.5', '10.0') },
    }),
  }),
  validate: [
    (input) => isTargetAfterNatal(input.natalDatetime, input.natalLocation, input.targetDatetime, input.targetLocation),
    { message: TARGET_NOT_AFTER_NATAL, path: ['targetDatetime'] },
  ],
});

interface ProgressedHouseRef {
  p: Progressions;
  number: number;
}

const ProgressedHouseObject = builder.objectRef<ProgressedHouseRef>('ProgressedHouse').implement({
  description: 'A house of the progressed chart.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'House number 1–12.' }),
    cuspLongitude: t.float({ description: 'Ecliptic longitude of the cusp, degrees 0–360.', resolve: (h) => h.p.houses().cusps[h.number - 1] }),
    sign: t.field({ type: SignEnum, description: 'Sign of the cusp.', resolve: (h) => signOf(h.p.houses().cusps[h.number - 1]) }),
    signLabel: signLabelField(t, (h) => signOf(h.p.houses().cusps[h.number - 1])),
    bodies: t.stringList({
      description: 'Progressed bodies, asc and mc in this house.',
      resolve: (h) => h.p.pointIds().filter((id) => h.p.houseOf(h.p.point(id).lon) === h.number),
    }),
  }),
});

const ProgressedChartInfoObject = builder.objectRef<Progressions>('ProgressedChartInfo').implement({
  description: 'When and where the progressed chart stands.',
  fields: (t) => ({
    name: t.string({ description: 'The progressed chart’s name.', resolve: (p) => p.sky().input.name }),
    datetime: t.string({ description: 'The progressed instant, UTC.', resolve: (p) => utcIso(p.sky().time().utcMs) }),
    julianDayUT: t.float({ description: 'Julian day of the progressed instant, Universal Time.', resolve: (p) => p.jdUT() }),
    location: t.field({ type: PlaceObject, description: 'The target location.', resolve: (p) => p.input.targetLocation }),
    timezone: t.string({ description: 'IANA zone of the target location.', resolve: (p) => p.input.targetLocation.timezone }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As requested.', resolve: (p) => p.input.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, description: 'After the polar fallback.', resolve: (p) => p.houses().used }),
    armc: t.float({ description: 'Progressed RAMC: natal RAMC + solar arc in RA (+ the change of longitude).', resolve: (p) => p.armc() }),
    solarArcRA: t.float({ description: 'The Sun’s progressed motion in right ascension, degrees.', resolve: (p) => p.solarArcRA() }),
  }),
});

const ProgressedChartObject = builder.objectRef<Progressions>('ProgressedChart').implement({
  description: 'The secondary progressed chart: bodies at the progressed instant, angles by solar arc in RA; sidereal bodies, angles and cusps less the ayanamsa of the progressed instant.',
  fields: (t) => ({
    info: t.field({ type: ProgressedChartInfoObject, description: 'Instant, place and frame.', resolve: (p) => p }),
    points: t.field({
      type: [ChartPointObject],
      description: 'Progressed bodies, ASC and MC, in the progressed houses.',
      resolve: (p) => p.pointIds().map((id) => pointRef(id, () => p.point(id), (lon) => p.houseOf(lon))),
    }),
    houses: t.field({
      type: [ProgressedHouseObject],
      description: 'The twelve progressed houses, from the progressed RAMC at the target latitude.',
      resolve: (p) => Array.from({ length: 12 }, (_, i) => ({ p, number: i + 1 })),
    }),
    aspects: t.field({
      type: [PredictiveAspectObject],
      description: 'Aspects among the progressed points within orbDegrees (empty without includeAspects).',
      resolve: (p) => p.aspects(),
    }),
  }),
});

const ProgressionInfoObject = builder.objectRef<Progressions>('ProgressionInfo').implement({
  description: 'How and for when the progression was computed.',
  fields: (t) => ({
    progressionType: t.field({ type: ProgressionTypeEnum, description: 'Always SECONDARY.', resolve: () => 'secondary' as const }),
    progressionMethod: t.field({ type: ProgressionMethodEnum, description: 'Always DAY_FOR_YEAR.', resolve: () => 'day_for_year' as const }),
    methodDescription: t.string({ description: 'The method in words.', resolve: () => PROGRESSION_METHOD_TEXT }),
    natalDate: t.string({
      description: 'The birth instant in the birth place’s zone, ISO 8601 with offset.',
      resolve: (p) => localInZone(p.natal.time().utcMs, p.input.natalLocation.timezone),
    }),
    targetDate: t.string({
      description: 'The target instant in the target place’s zone, ISO 8601 with offset.',
      resolve: (p) => localInZone(p.targetTime().utcMs, p.input.targetLocation.timezone),
    }),
    progressedDatetime: t.string({ description: 'The progressed instant, UTC ISO 8601.', resolve: (p) => utcIso(p.sky().time().utcMs) }),
    ageYears: t.float({ description: 'Tropical years from birth to target = days of progression.', resolve: (p) => p.ageYears() }),
    calculationDate: t.string({ description: 'When this calculation was made, UTC ISO 8601.', resolve: () => new Date().toISOString() }),
  }),
});

const ProgressionsObject = builder.objectRef<Progressions>('Progressions').implement({
  description: 'Secondary progressions of a natal chart to a target moment.',
  fields: (t) => ({
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (p) => p.natal }),
    progressedChart: t.field({ type: ProgressedChartObject, description: 'The progressed chart.', resolve: (p) => p }),
    info: t.field({ type: ProgressionInfoObject, description: 'Method, dates and age.', resolve: (p) => p }),
    aspectsToNatal: t.field({
      type: [PredictiveAspectObject],
      description:
        'Progressed points to natal points within orbDegrees (the six transit types); with includeAngles false, ' +
        'bodies only, and no houses are computed. Empty without includeAspects.',
      args: { includeAngles: t.arg.boolean({ required: false, defaultValue: true, description: 'Include the ASC and MC on both sides (default true).' }) },
      resolve: (p, args) => p.aspectsToNatal(args.includeAngles ?? true),
    }),
    orbDegrees: t.float({ description: 'The orb used, degrees.', resolve: (p) => p.input.orb }),
    warnings: t.stringList({ description: 'Time-zone gaps and folds, and the polar house fallback.', resolve: (p) => p.warnings() }),
  }),
});

// ── Solar and lunar returns ──────────────────────────────────────────────────────────────────

const SolarReturnInput = builder.inputType('SolarReturnInput', {
  description: 'A birth and the year of its solar return.',
  fields: (t) => ({
    ...birthInputFields(t),
    returnYear: t.int({ description: 'Calendar year of the return, 1900–2100.', validate: { schema: boundedNumber('1900', '2100', { int: true }) } }),
    returnLocation: t.field({
      type: LocationInput,
      required: false,
      description: 'Default: the birth place. Changes only the houses, ASC and MC.',
    }),
    houseSystem: houseSystemInputField(t),
    ...zodiacInputFields(t),
    ...pointsInputField(t, 'Extra points (Lilith, Ceres … Vesta) added after the bodies of the natal chart and of every return chart (solar, relocated, lunar) and their aspects; none when absent.'),
    toleranceMinutes: t.float({
      required: false,
      defaultValue: ASTRO_DEFAULTS.solarReturn.toleranceMinutes,
      description: 'Required accuracy of the return instant, 0.1–60.0 minutes; the achieved one is below a millisecond.',
      validate: { schema: boundedNumber('0.1', '60.0') },
    }),
    includeAspects: t.boolean({ required: false, defaultValue: ASTRO_DEFAULTS.solarReturn.includeAspects, description: 'false: no aspects are computed.' }),
    orbDegrees: t.float({
      required: false,
      defaultValue: ASTRO_DEFAULTS.solarReturn.orb,
      description: 'Orb of the return charts’ major aspects, 2.0–15.0.',
      validate: { schema: orbField('2.0', '15.0') },
    }),
    relocatedLocation: t.field({ type: LocationInput, required: false, description: 'Adds relocatedChart: the same instant at this place.' }),
  }),
});

interface ReturnInfoRef {
  root: ReturnRoot;
  chart: Chart;
}

const ReturnInfoObject = builder.objectRef<ReturnInfoRef>('ReturnInfo').implement({
  description: 'The return instant: when the body is back at its natal longitude, found by Newton’s method.',
  fields: (t) => ({
    datetime: t.string({ description: 'The return instant with the UTC offset of the chart’s zone.', resolve: (r) => r.chart.time().localIso }),
    datetimeUtc: t.string({ description: 'The return instant, UTC ISO 8601.', resolve: (r) => utcIso(r.root.utcMs) }),
    julianDayUT: t.float({ description: 'Julian day of the return instant, Universal Time.', resolve: (r) => r.root.jdUT }),
    natalLongitude: t.float({ description: 'The body’s natal ecliptic longitude, degrees 0–360.', resolve: (r) => r.root.targetLon }),
    longitude: t.float({ description: 'The body’s apparent ecliptic longitude at the instant, degrees 0–360.', resolve: (r) => r.root.lon }),
    differenceArcsec: t.float({ description: 'longitude − natalLongitude, arcseconds (signed).', resolve: (r) => r.root.errorArcsec }),
    precisionSeconds: t.float({ description: 'Size of the last Newton step, seconds: a bound on the error of the instant.', resolve: (r) => r.root.precisionSeconds }),
    iterations: t.int({ description: 'Newton steps taken.', resolve: (r) => r.root.iterations }),
  }),
});

const LunarReturnObject = builder.objectRef<SolarReturn>('LunarReturn').implement({
  description: 'The first lunar return after the solar return, at the return location.',
  fields: (t) => ({
    info: t.field({ type: ReturnInfoObject, description: 'The Moon’s return instant.', resolve: (s) => ({ root: s.lunarRoot(), chart: s.lunarChart() }) }),
    daysAfterSolarReturn: t.float({ description: 'Days from the solar return to the lunar return (under about 27.3).', resolve: (s) => s.lunarRoot().jdUT - s.root().jdUT }),
    chart: t.field({ type: NatalChartObject, description: 'The lunar return chart at the return location (standard bodies only).', resolve: (s) => s.lunarChart() }),
  }),
});

const SolarReturnObject = builder.objectRef<SolarReturn>('SolarReturn').implement({
  description: 'The solar return: the Sun back at its natal longitude in the return year, with its chart and the next lunar return. In the sidereal zodiac the Sun (and Moon) return to their natal sidereal longitude, about 20 minutes per year of age after the tropical return.',
  fields: (t) => ({
    natalChart: t.field({ type: NatalChartObject, description: 'The natal chart.', resolve: (s) => s.natal }),
    returnYear: t.int({ description: 'The year asked for.', resolve: (s) => s.input.returnYear }),
    toleranceMinutes: t.float({ description: 'The accuracy asked for, minutes.', resolve: (s) => s.input.toleranceMinutes }),
    info: t.field({ type: ReturnInfoObject, description: 'The Sun’s return instant.', resolve: (s) => ({ root: s.root(), chart: s.chart() }) }),
    daysFromBirthday: t.float({
      description: 'Return instant minus the birthday (the birth’s UTC date and time) in the return year, days.',
      resolve: (s) => (s.root().utcMs - s.birthdayMs()) / 86_400_000,
    }),
    chart: t.field({
      type: NatalChartObject,
      description: 'The return chart at the return location, with chiron and the mean nodes; aspects: the major five within orbDegrees.',
      resolve: (s) => s.chart(),
    }),
    relocatedChart: t.field({
      type: NatalChartObject,
      nullable: true,
      description: 'The same instant at relocatedLocation; null without it.',
      resolve: (s) => s.relocatedChart(),
    }),
    lunarReturn: t.field({ type: LunarReturnObject, description: 'The first lunar return after the solar return.', resolve: (s) => s }),
  }),
});

// ── Root fields ──────────────────────────────────────────────────────────────────────────────

builder.queryFields((t) =>
  withFormerNames(
    {
      westernTransits: t.field({
        type: TransitsObject,
        description: 'Transits to a natal chart at a moment (POST /v1/astrology/transits).',
        args: { input: t.arg({ type: TransitsInput, required: true, description: 'The birth and the transit moment.' }) },
        resolve: (_root, { input }) => new Transits({ ...withZodiac(input), orb: input.orbDegrees }),
      }),
      westernProgressions: t.field({
        type: ProgressionsObject,
        description: 'Secondary progressions to a target moment (POST /v1/astrology/progressions).',
        args: { input: t.arg({ type: ProgressionsInput, required: true, description: 'The birth and the target moment.' }) },
        resolve: (_root, { input }) => new Progressions({ ...withZodiac(input), orb: input.orbDegrees }),
      }),
      westernSolarReturn: t.field({
        type: SolarReturnObject,
        description: 'The solar return of a year, with the lunar return after it (POST /v1/astrology/solar-return).',
        args: { input: t.arg({ type: SolarReturnInput, required: true, description: 'The birth and the return year.' }) },
        resolve: (_root, { input }) => new SolarReturn({ ...withZodiac(input), orb: input.orbDegrees }),
      }),
    },
    { westernTransits: 'transits', westernProgressions: 'progressions', westernSolarReturn: 'solarReturn' },
  ),
);
