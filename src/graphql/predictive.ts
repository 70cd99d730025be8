/**
 * The predictive techniques as GraphQL types: transits, secondary progressions, solar (and lunar)
 * returns. Every field resolves lazily from the core objects (src/core/astro/transits.ts,
 * progressions.ts, returns.ts), so a query computes only what it selects: transit aspects to the
 * natal bodies alone (`aspects(includeAngles: false)`) compute neither chart's houses, and a return's
 * chart, relocated chart or lunar return is searched for only when selected.
 */
import { type AspectType } from '../core/astro/aspects.js';
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
import { langField, signLabelField } from './labels.js';
import { AspectTypeEnum, HouseSystemEnum, LocationInput, NatalChartObject, SignEnum, birthInputFields, houseSystemInputField } from './natal.js';

// ── Shared objects ───────────────────────────────────────────────────────────────────────────

const PointKindEnum = builder.enumType('PointKind', {
  description: 'Planet (Sun and Moon included), Node, Asteroid or Angle.',
  values: { PLANET: { value: 'Planet' }, NODE: { value: 'Node' }, ASTEROID: { value: 'Asteroid' }, ANGLE: { value: 'Angle' } } as const,
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
    id: t.string({ resolve: (r) => r.id }),
    name: t.string({ resolve: (r) => pointName(r.id) }),
    label: langField(t, 'en', 'The point by name (태양 / Sun).', (r, lang) => bodyLabel(r.id, lang)),
    kind: t.field({ type: PointKindEnum, resolve: (r) => pointKind(r.id) }),
    longitude: t.float({ description: 'Degrees 0–360.', resolve: (r) => r.get().lon }),
    latitude: t.float({ resolve: (r) => r.get().lat }),
    speed: t.float({ description: 'Degrees of longitude per day (per year of life when progressed).', resolve: (r) => r.get().lonSpeed }),
    latitudeSpeed: t.float({ resolve: (r) => r.get().latSpeed }),
    distance: t.float({ nullable: true, description: 'AU; null for the nodes and the angles.', resolve: (r) => r.get().dist }),
    rightAscension: t.float({ description: 'Degrees 0–360.', resolve: (r) => r.get().ra }),
    rightAscensionHours: t.float({ description: 'Hours 0–24.', resolve: (r) => r.get().ra / 15 }),
    declination: t.float({ resolve: (r) => r.get().dec }),
    retrograde: t.boolean({ resolve: (r) => r.get().retrograde }),
    sign: t.field({ type: SignEnum, resolve: (r) => signOf(r.get().lon) }),
    signLabel: signLabelField(t, (r) => signOf(r.get().lon)),
    degreeInSign: t.float({ resolve: (r) => degreeInSign(r.get().lon) }),
    dms: t.string({ description: "DD° Sign MM' SS''", resolve: (r) => formatDms(r.get().lon) }),
    house: t.int({ description: 'House 1–12 (for a transiting body: the natal house it transits).', resolve: (r) => r.house() }),
  }),
});

const PredictiveAspectObject = builder.objectRef<CrossAspect>('PredictiveAspect').implement({
  description: 'An aspect from a moving point (body1: transiting or progressed) to a point of the same or the natal chart (body2).',
  fields: (t) => ({
    body1: t.exposeString('body1'),
    body2: t.exposeString('body2'),
    type: t.field({ type: AspectTypeEnum, resolve: (a) => a.aspectType }),
    label: langField(t, 'en', 'The aspect type by name (트라인 / Trine).', (a, lang) => aspectLabel(a.aspectType, lang)),
    angle: t.exposeFloat('angle', { description: 'The exact angle of the aspect type.' }),
    separation: t.exposeFloat('separation', { description: 'Actual angular distance between the points, 0–180.' }),
    orb: t.exposeFloat('orb'),
    exact: t.exposeBoolean('exact', { description: 'Orb below 10′.' }),
    applying: t.boolean({ nullable: true, description: 'The orb is shrinking.', resolve: (a) => a.applying }),
    separating: t.boolean({ nullable: true, description: 'The orb is growing.', resolve: (a) => a.separating }),
  }),
});

const PlaceObject = builder.objectRef<ChartLocation>('Place').implement({
  fields: (t) => ({
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    elevation: t.exposeFloat('elevation'),
    timezone: t.exposeString('timezone'),
  }),
});

interface MetadataRef {
  chart: Chart;
  calculationType: string;
}

const ChartMetadataObject = builder.objectRef<MetadataRef>('ChartMetadata').implement({
  fields: (t) => ({
    calculationType: t.exposeString('calculationType'),
    datetimeUtc: t.string({ resolve: (m) => utcIso(m.chart.time().utcMs) }),
    datetimeLocal: t.string({
      description: 'The instant as wall-clock time in the location’s zone, with its UTC offset.',
      resolve: (m) => localInZone(m.chart.time().utcMs, m.chart.input.location.timezone),
    }),
    timezone: t.string({ resolve: (m) => m.chart.input.location.timezone }),
    latitude: t.float({ resolve: (m) => m.chart.input.location.latitude }),
    longitude: t.float({ resolve: (m) => m.chart.input.location.longitude }),
    houseSystem: t.field({ type: HouseSystemEnum, resolve: (m) => m.chart.input.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, resolve: (m) => m.chart.houses().used }),
    ephemeris: t.string({ resolve: () => EPHEMERIS }),
  }),
});

const orbField = (min: string, max: string) => boundedNumber(min, max);

/** An instant as wall-clock time in a zone with its offset (whatever offset the request's text carried). */
const localInZone = (utcMs: number, zone: string) => instantInZone(utcMs, zone).localIso;

// ── Transits ─────────────────────────────────────────────────────────────────────────────────

const TransitsInput = builder.inputType('TransitsInput', {
  fields: (t) => ({
    ...birthInputFields(t),
    transitDatetime: t.string({ description: 'Wall-clock time in transitLocation’s zone, or with an offset.', validate: { schema: isoDateTime } }),
    transitLocation: t.field({ type: LocationInput, required: false, description: 'Default: the natal location.' }),
    houseSystem: houseSystemInputField(t),
    orbDegrees: t.float({
      required: false,
      defaultValue: ASTRO_DEFAULTS.transits.orb,
      description: 'One orb for the six aspect types, 0.5–10.0.',
      validate: { schema: orbField('0.5', '10.0') },
    }),
  }),
});

const TransitsObject = builder.objectRef<Transits>('Transits').implement({
  fields: (t) => ({
    natalChart: t.field({ type: NatalChartObject, resolve: (tr) => tr.natal }),
    transitChart: t.field({ type: NatalChartObject, description: 'The sky at the transit instant and place.', resolve: (tr) => tr.transit }),
    natalMetadata: t.field({ type: ChartMetadataObject, resolve: (tr) => ({ chart: tr.natal, calculationType: 'NatalChart' }) }),
    transitMetadata: t.field({ type: ChartMetadataObject, resolve: (tr) => ({ chart: tr.transit, calculationType: 'TransitChart' }) }),
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
        includeAngles: t.arg.boolean({ required: false, defaultValue: true }),
        types: t.arg({ type: [AspectTypeEnum], required: false, description: 'A subset of the six types.' }),
      },
      resolve: (tr, args) =>
        tr.aspects({ includeAngles: args.includeAngles ?? true, types: (args.types ?? undefined) as AspectType[] | undefined }),
    }),
    orbDegrees: t.float({ resolve: (tr) => tr.orb }),
    warnings: t.stringList({ resolve: (tr) => tr.warnings() }),
  }),
});

// ── Progressions ─────────────────────────────────────────────────────────────────────────────

const ProgressionTypeEnum = builder.enumType('ProgressionType', {
  values: { SECONDARY: { value: 'secondary' } } as const,
});
const ProgressionMethodEnum = builder.enumType('ProgressionMethod', {
  values: { DAY_FOR_YEAR: { value: 'day_for_year', description: PROGRESSION_METHOD_TEXT } } as const,
});

const ProgressionsInput = builder.inputType('ProgressionsInput', {
  fields: (t) => ({
    ...birthInputFields(t),
    targetDatetime: t.string({ description: 'Must be after natalDatetime.', validate: { schema: isoDateTime } }),
    targetLocation: t.field({ type: LocationInput, required: false, description: 'Default: the birth place.' }),
    progressionType: t.field({ type: ProgressionTypeEnum, required: false, defaultValue: 'secondary' }),
    progressionMethod: t.field({ type: ProgressionMethodEnum, required: false, defaultValue: 'day_for_year' }),
    houseSystem: houseSystemInputField(t),
    includeAspects: t.boolean({ required: false, defaultValue: ASTRO_DEFAULTS.progressions.includeAspects, description: 'false: no aspects are computed.' }),
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
  fields: (t) => ({
    number: t.exposeInt('number'),
    cuspLongitude: t.float({ resolve: (h) => h.p.houses().cusps[h.number - 1] }),
    sign: t.field({ type: SignEnum, resolve: (h) => signOf(h.p.houses().cusps[h.number - 1]) }),
    signLabel: signLabelField(t, (h) => signOf(h.p.houses().cusps[h.number - 1])),
    bodies: t.stringList({
      description: 'Progressed bodies, asc and mc in this house.',
      resolve: (h) => h.p.pointIds().filter((id) => h.p.houseOf(h.p.point(id).lon) === h.number),
    }),
  }),
});

const ProgressedChartInfoObject = builder.objectRef<Progressions>('ProgressedChartInfo').implement({
  fields: (t) => ({
    name: t.string({ resolve: (p) => p.sky().input.name }),
    datetime: t.string({ description: 'The progressed instant, UTC.', resolve: (p) => utcIso(p.sky().time().utcMs) }),
    julianDayUT: t.float({ resolve: (p) => p.jdUT() }),
    location: t.field({ type: PlaceObject, description: 'The target location.', resolve: (p) => p.input.targetLocation }),
    timezone: t.string({ resolve: (p) => p.input.targetLocation.timezone }),
    houseSystem: t.field({ type: HouseSystemEnum, resolve: (p) => p.input.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, resolve: (p) => p.houses().used }),
    armc: t.float({ description: 'Progressed RAMC: natal RAMC + solar arc in RA (+ the change of longitude).', resolve: (p) => p.armc() }),
    solarArcRA: t.float({ description: 'The Sun’s progressed motion in right ascension, degrees.', resolve: (p) => p.solarArcRA() }),
  }),
});

const ProgressedChartObject = builder.objectRef<Progressions>('ProgressedChart').implement({
  fields: (t) => ({
    info: t.field({ type: ProgressedChartInfoObject, resolve: (p) => p }),
    points: t.field({
      type: [ChartPointObject],
      description: 'Progressed bodies, ASC and MC, in the progressed houses.',
      resolve: (p) => p.pointIds().map((id) => pointRef(id, () => p.point(id), (lon) => p.houseOf(lon))),
    }),
    houses: t.field({
      type: [ProgressedHouseObject],
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
  fields: (t) => ({
    progressionType: t.field({ type: ProgressionTypeEnum, resolve: () => 'secondary' as const }),
    progressionMethod: t.field({ type: ProgressionMethodEnum, resolve: () => 'day_for_year' as const }),
    methodDescription: t.string({ resolve: () => PROGRESSION_METHOD_TEXT }),
    natalDate: t.string({
      description: 'The birth instant in the birth place’s zone.',
      resolve: (p) => localInZone(p.natal.time().utcMs, p.input.natalLocation.timezone),
    }),
    targetDate: t.string({
      description: 'The target instant in the target place’s zone.',
      resolve: (p) => localInZone(p.targetTime().utcMs, p.input.targetLocation.timezone),
    }),
    progressedDatetime: t.string({ description: 'UTC.', resolve: (p) => utcIso(p.sky().time().utcMs) }),
    ageYears: t.float({ description: 'Tropical years from birth to target = days of progression.', resolve: (p) => p.ageYears() }),
    calculationDate: t.string({ description: 'When this calculation was made.', resolve: () => new Date().toISOString() }),
  }),
});

const ProgressionsObject = builder.objectRef<Progressions>('Progressions').implement({
  fields: (t) => ({
    natalChart: t.field({ type: NatalChartObject, resolve: (p) => p.natal }),
    progressedChart: t.field({ type: ProgressedChartObject, resolve: (p) => p }),
    info: t.field({ type: ProgressionInfoObject, resolve: (p) => p }),
    aspectsToNatal: t.field({
      type: [PredictiveAspectObject],
      description:
        'Progressed points to natal points within orbDegrees (the six transit types); with includeAngles false, ' +
        'bodies only, and no houses are computed.',
      args: { includeAngles: t.arg.boolean({ required: false, defaultValue: true }) },
      resolve: (p, args) => p.aspectsToNatal(args.includeAngles ?? true),
    }),
    orbDegrees: t.float({ resolve: (p) => p.input.orb }),
    warnings: t.stringList({ resolve: (p) => p.warnings() }),
  }),
});

// ── Solar and lunar returns ──────────────────────────────────────────────────────────────────

const SolarReturnInput = builder.inputType('SolarReturnInput', {
  fields: (t) => ({
    ...birthInputFields(t),
    returnYear: t.int({ description: '1900–2100.', validate: { schema: boundedNumber('1900', '2100', { int: true }) } }),
    returnLocation: t.field({
      type: LocationInput,
      required: false,
      description: 'Default: the birth place. Changes only the houses, ASC and MC.',
    }),
    houseSystem: houseSystemInputField(t),
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
  fields: (t) => ({
    datetime: t.string({ description: 'The return instant with the UTC offset of the chart’s zone.', resolve: (r) => r.chart.time().localIso }),
    datetimeUtc: t.string({ resolve: (r) => utcIso(r.root.utcMs) }),
    julianDayUT: t.float({ resolve: (r) => r.root.jdUT }),
    natalLongitude: t.float({ resolve: (r) => r.root.targetLon }),
    longitude: t.float({ description: 'The body’s apparent longitude at the instant.', resolve: (r) => r.root.lon }),
    differenceArcsec: t.float({ resolve: (r) => r.root.errorArcsec }),
    precisionSeconds: t.float({ description: 'Last Newton step: a bound on the error of the instant.', resolve: (r) => r.root.precisionSeconds }),
    iterations: t.int({ resolve: (r) => r.root.iterations }),
  }),
});

const LunarReturnObject = builder.objectRef<SolarReturn>('LunarReturn').implement({
  description: 'The first lunar return after the solar return, at the return location.',
  fields: (t) => ({
    info: t.field({ type: ReturnInfoObject, resolve: (s) => ({ root: s.lunarRoot(), chart: s.lunarChart() }) }),
    daysAfterSolarReturn: t.float({ resolve: (s) => s.lunarRoot().jdUT - s.root().jdUT }),
    chart: t.field({ type: NatalChartObject, resolve: (s) => s.lunarChart() }),
  }),
});

const SolarReturnObject = builder.objectRef<SolarReturn>('SolarReturn').implement({
  fields: (t) => ({
    natalChart: t.field({ type: NatalChartObject, resolve: (s) => s.natal }),
    returnYear: t.int({ resolve: (s) => s.input.returnYear }),
    toleranceMinutes: t.float({ resolve: (s) => s.input.toleranceMinutes }),
    info: t.field({ type: ReturnInfoObject, resolve: (s) => ({ root: s.root(), chart: s.chart() }) }),
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
    lunarReturn: t.field({ type: LunarReturnObject, resolve: (s) => s }),
  }),
});

// ── Root fields ──────────────────────────────────────────────────────────────────────────────

builder.queryFields((t) => ({
  transits: t.field({
    type: TransitsObject,
    args: { input: t.arg({ type: TransitsInput, required: true }) },
    resolve: (_root, { input }) => new Transits({ ...input, orb: input.orbDegrees }),
  }),
  progressions: t.field({
    type: ProgressionsObject,
    args: { input: t.arg({ type: ProgressionsInput, required: true }) },
    resolve: (_root, { input }) => new Progressions({ ...input, orb: input.orbDegrees }),
  }),
  solarReturn: t.field({
    type: SolarReturnObject,
    args: { input: t.arg({ type: SolarReturnInput, required: true }) },
    resolve: (_root, { input }) => new SolarReturn({ ...input, orb: input.orbDegrees }),
  }),
}));
