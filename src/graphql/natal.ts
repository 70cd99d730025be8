/**
 * The natal chart as GraphQL types. Every field resolves from the lazily memoised core chart, so a
 * query computes only what it selects (the Sun's sign needs neither houses nor other bodies).
 */
import type { Aspect as CoreAspect } from '../core/astro/aspects.js';
import { ASPECT_TYPES } from '../core/astro/aspects.js';
import { HOUSE_SYSTEMS } from '../core/astro/houses.js';
import {
  DIGNIFIED_BODIES,
  Chart,
  natalChart,
  type ChartBody,
  type ChartBodyId,
  type ChartLocation,
  type DignifiedBody,
} from '../core/astro/chart.js';
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { degreeInSign, formatDms, SIGNS, signOf } from '../core/astro/zodiac.js';
import { aspectLabel, bodyLabel } from '../core/labels.js';
import { natalChartSvg } from '../render/natal-svg.js';
import { isoDateTime, locationFields, personName, timezoneName } from '../validation.js';
import { builder, type InputFieldBuilder } from './builder.js';
import { langField, pictureField, signLabelField } from './labels.js';

const enumValues = <T extends string>(names: readonly T[], toKey: (n: T) => string) =>
  Object.fromEntries(names.map((n) => [toKey(n), { value: n }])) as Record<string, { value: T }>;

/** Aspect names become enum keys: 'Contra-Parallel' → CONTRA_PARALLEL. */
const enumKey = (name: string) => name.toUpperCase().replace(/-/g, '_');

export const SignEnum = builder.enumType('Sign', {
  description: 'Tropical zodiac sign.',
  values: enumValues(SIGNS.map((s) => s.en), enumKey),
});

export const HouseSystemEnum = builder.enumType('HouseSystem', {
  values: enumValues(HOUSE_SYSTEMS, (n) => n),
});

export const AspectTypeEnum = builder.enumType('AspectType', {
  values: enumValues(ASPECT_TYPES, enumKey),
});

export const LocationInput = builder.inputType('LocationInput', {
  fields: (t) => ({
    latitude: t.float({ validate: { schema: locationFields.latitude } }),
    longitude: t.float({ validate: { schema: locationFields.longitude } }),
    timezone: t.string({
      required: false,
      description: 'IANA zone of the datetime; detected from the coordinates when omitted.',
      validate: { schema: timezoneName },
    }),
    elevation: t.float({ required: false, description: 'Metres above sea level (default 0).' }),
  }),
});

const NatalChartInput = builder.inputType('NatalChartInput', {
  description: 'A birth: when, where, and how to divide the houses.',
  fields: (t) => ({
    name: t.string({ required: false, defaultValue: ASTRO_DEFAULTS.name, description: "The chart's name.", validate: { schema: personName } }),
    datetime: t.string({
      description: 'Local wall-clock time YYYY-MM-DDTHH:MM:SS in location.timezone, or with an explicit offset.',
      validate: { schema: isoDateTime },
    }),
    location: t.field({ type: LocationInput, description: 'The birth place.' }),
    houseSystem: t.field({ type: HouseSystemEnum, required: false, defaultValue: ASTRO_DEFAULTS.houseSystem, description: 'How the houses are divided.' }),
    includeAsteroids: t.boolean({
      required: false,
      defaultValue: ASTRO_DEFAULTS.includeAsteroids,
      description: 'Adds chiron, north_node (mean node) and south_node.',
    }),
  }),
});

/** The birth fields every technique's input starts with (defaults: ASTRO_DEFAULTS). */
export const birthInputFields = (t: InputFieldBuilder) => ({
  name: t.string({ required: false, defaultValue: ASTRO_DEFAULTS.name, description: "The natal chart's name.", validate: { schema: personName } }),
  natalDatetime: t.string({
    description: 'Local wall-clock time YYYY-MM-DDTHH:MM:SS in natalLocation.timezone, or with an explicit offset.',
    validate: { schema: isoDateTime },
  }),
  natalLocation: t.field({ type: LocationInput, description: 'The birth place.' }),
});

/** The house system field of the techniques' inputs. */
export const houseSystemInputField = (t: InputFieldBuilder) =>
  t.field({ type: HouseSystemEnum, required: false, defaultValue: ASTRO_DEFAULTS.houseSystem, description: 'How the houses are divided.' });

/** The fixed sample of GET /v1/astrology/natal-chart/demo: Seoul, 1988-09-17 10:30 (KDT, +10:00). */
export const DEMO_CHART_INPUT = {
  name: 'Demo: Seoul, 17 September 1988, 10:30',
  datetime: '1988-09-17T10:30:00',
  location: { latitude: 37.5665, longitude: 126.978, elevation: 38, timezone: 'Asia/Seoul' },
  houseSystem: ASTRO_DEFAULTS.houseSystem,
  includeAsteroids: true,
};

/** A point on the ecliptic with its sign and DMS text. */
interface EclipticPoint {
  longitude: number;
}

const EclipticPointRef = builder.objectRef<EclipticPoint>('EclipticPoint').implement({
  description: 'A point of the ecliptic (an angle or a cusp).',
  fields: (t) => ({
    longitude: t.exposeFloat('longitude', { description: 'Degrees 0–360, true equinox of date.' }),
    sign: t.field({ type: SignEnum, resolve: (p) => signOf(p.longitude) }),
    signLabel: signLabelField(t, (p) => signOf(p.longitude)),
    degreeInSign: t.float({ resolve: (p) => degreeInSign(p.longitude) }),
    dms: t.string({ description: "DD° Sign MM' SS''", resolve: (p) => formatDms(p.longitude) }),
  }),
});

interface BodyRef {
  chart: Chart;
  id: ChartBodyId;
}

const BodyObject = builder.objectRef<BodyRef>('Body').implement({
  description: 'A body or node: apparent geocentric place, true equinox and ecliptic of date.',
  fields: (t) => {
    const get = (r: BodyRef): ChartBody => r.chart.body(r.id);
    return {
      id: t.string({ resolve: (r) => r.id }),
      label: langField(t, 'en', 'The body by name (태양 / Sun).', (r, lang) => bodyLabel(r.id, lang)),
      longitude: t.float({ resolve: (r) => get(r).lon }),
      latitude: t.float({ resolve: (r) => get(r).lat }),
      distance: t.float({ nullable: true, description: 'AU; null for the nodes.', resolve: (r) => get(r).dist }),
      speed: t.float({ description: 'Degrees of longitude per day; negative when retrograde.', resolve: (r) => get(r).lonSpeed }),
      latitudeSpeed: t.float({ resolve: (r) => get(r).latSpeed }),
      retrograde: t.boolean({ resolve: (r) => get(r).retrograde }),
      rightAscension: t.float({ description: 'Degrees 0–360.', resolve: (r) => get(r).ra }),
      declination: t.float({ resolve: (r) => get(r).dec }),
      sign: t.field({ type: SignEnum, resolve: (r) => signOf(get(r).lon) }),
      signLabel: signLabelField(t, (r) => signOf(get(r).lon)),
      degreeInSign: t.float({ resolve: (r) => degreeInSign(get(r).lon) }),
      dms: t.string({ resolve: (r) => formatDms(get(r).lon) }),
      house: t.int({ resolve: (r) => r.chart.houseOf(get(r).lon) }),
    };
  },
});

const camel = (id: string) => id.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

const BodiesObject = builder.objectRef<Chart>('Bodies').implement({
  fields: (t) => {
    const field = (id: ChartBodyId, optional: boolean) =>
      optional
        ? t.field({
            type: BodyObject,
            nullable: true,
            description: 'Present when includeAsteroids is true.',
            resolve: (chart) => (chart.hasBody(id) ? { chart, id } : null),
          })
        : t.field({ type: BodyObject, resolve: (chart) => ({ chart, id }) });
    return {
      ...Object.fromEntries(
        (['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node'] as const)
          .map((id) => [camel(id), field(id, false)]),
      ),
      ...Object.fromEntries((['chiron', 'north_node', 'south_node'] as const).map((id) => [camel(id), field(id, true)])),
      all: t.field({
        type: [BodyObject],
        description: 'Every body of the chart in output order.',
        resolve: (chart) => chart.bodyIds().map((id) => ({ chart, id })),
      }),
    };
  },
});

const AnglesObject = builder.objectRef<Chart>('Angles').implement({
  fields: (t) => ({
    asc: t.field({ type: EclipticPointRef, resolve: (c) => ({ longitude: c.houses().asc }) }),
    mc: t.field({ type: EclipticPointRef, resolve: (c) => ({ longitude: c.houses().mc }) }),
    dsc: t.field({ type: EclipticPointRef, resolve: (c) => ({ longitude: c.houses().dsc }) }),
    ic: t.field({ type: EclipticPointRef, resolve: (c) => ({ longitude: c.houses().ic }) }),
  }),
});

interface HouseRef {
  chart: Chart;
  number: number;
}

const HouseObject = builder.objectRef<HouseRef>('House').implement({
  fields: (t) => ({
    number: t.exposeInt('number'),
    cusp: t.field({ type: EclipticPointRef, resolve: (h) => ({ longitude: h.chart.houses().cusps[h.number - 1] }) }),
    bodies: t.stringList({
      description: 'Ids of the bodies in this house, and asc / mc where they fall in it.',
      resolve: (h) => h.chart.occupants().filter((o) => o.house === h.number).map((o) => o.id),
    }),
  }),
});

const AspectObject = builder.objectRef<CoreAspect>('Aspect').implement({
  fields: (t) => ({
    body1: t.exposeString('body1'),
    body2: t.exposeString('body2'),
    type: t.field({ type: AspectTypeEnum, resolve: (a) => a.aspectType }),
    label: langField(t, 'en', 'The aspect type by name (트라인 / Trine).', (a, lang) => aspectLabel(a.aspectType, lang)),
    angle: t.exposeFloat('angle', { description: 'The exact angle of the aspect type.' }),
    separation: t.exposeFloat('separation', { description: 'Actual angular distance (or declination difference).' }),
    orb: t.exposeFloat('orb'),
    exact: t.exposeBoolean('exact'),
    applying: t.boolean({
      nullable: true,
      description: 'From the relative speeds; null for angles and declination aspects.',
      resolve: (a) => a.applying,
    }),
  }),
});

interface DignityRef {
  chart: Chart;
  id: DignifiedBody;
}

const EssentialDignitiesObject = builder
  .objectRef<ReturnType<Chart['dignity']>['holders']>('EssentialDignities')
  .implement({
    description: 'The planet holding each dignity at the body’s degree, or null.',
    fields: (t) => ({
      rulership: t.exposeString('rulership', { nullable: true }),
      exaltation: t.exposeString('exaltation', { nullable: true }),
      triplicity: t.exposeString('triplicity', { nullable: true }),
      term: t.exposeString('term', { nullable: true }),
      face: t.exposeString('face', { nullable: true }),
      detriment: t.exposeString('detriment', { nullable: true }),
      fall: t.exposeString('fall', { nullable: true }),
    }),
  });

const DignityObject = builder.objectRef<DignityRef>('Dignity').implement({
  fields: (t) => ({
    essentialDignities: t.field({ type: EssentialDignitiesObject, resolve: (d) => d.chart.dignity(d.id).holders }),
    isPeregrine: t.boolean({ resolve: (d) => d.chart.dignity(d.id).isPeregrine }),
    classicalScore: t.int({
      description: 'Domicile +5, exaltation +4, triplicity +3, term +2, face +1, detriment −5, fall −4, peregrine −5.',
      resolve: (d) => d.chart.dignity(d.id).classicalScore,
    }),
  }),
});

const DignitiesObject = builder.objectRef<Chart>('Dignities').implement({
  fields: (t) =>
    Object.fromEntries(
      DIGNIFIED_BODIES.map((id) => [id, t.field({ type: DignityObject, resolve: (chart) => ({ chart, id }) })]),
    ),
});

const ChartLocationObject = builder.objectRef<ChartLocation>('ChartLocation').implement({
  fields: (t) => ({
    latitude: t.exposeFloat('latitude'),
    longitude: t.exposeFloat('longitude'),
    elevation: t.exposeFloat('elevation'),
    timezone: t.exposeString('timezone'),
  }),
});

const ChartInfoObject = builder.objectRef<Chart>('ChartInfo').implement({
  fields: (t) => ({
    name: t.string({ resolve: (c) => c.input.name }),
    datetime: t.string({ description: 'Local time with the UTC offset applied.', resolve: (c) => c.time().localIso }),
    utc: t.string({ resolve: (c) => new Date(c.time().utcMs).toISOString() }),
    utcOffsetMinutes: t.int({ resolve: (c) => c.time().offsetMinutes }),
    julianDayUT: t.float({ resolve: (c) => c.time().jdUT }),
    timezone: t.string({ resolve: (c) => c.input.location.timezone }),
    location: t.field({ type: ChartLocationObject, resolve: (c) => c.input.location }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As requested.', resolve: (c) => c.input.houseSystem }),
    houseSystemUsed: t.field({
      type: HouseSystemEnum,
      description: 'After the polar fallback (Placidus and Koch → Porphyry above the polar circle).',
      resolve: (c) => c.houses().used,
    }),
    armc: t.float({ description: 'Sidereal time at the place, degrees.', resolve: (c) => c.armc() }),
    obliquity: t.float({ description: 'True obliquity of the ecliptic, degrees.', resolve: (c) => c.frame().obliquity }),
    diurnal: t.boolean({ description: 'Day chart (Sun above the horizon).', resolve: (c) => c.diurnal() }),
  }),
});

export const NatalChartObject = builder.objectRef<Chart>('NatalChart').implement({
  fields: (t) => ({
    info: t.field({ type: ChartInfoObject, resolve: (c) => c }),
    angles: t.field({ type: AnglesObject, resolve: (c) => c }),
    bodies: t.field({ type: BodiesObject, resolve: (c) => c }),
    houses: t.field({
      type: [HouseObject],
      resolve: (chart) => Array.from({ length: 12 }, (_, i) => ({ chart, number: i + 1 })),
    }),
    aspects: t.field({ type: [AspectObject], resolve: (c) => c.aspects() }),
    dignities: t.field({ type: DignitiesObject, description: 'Essential dignities of the seven classical planets.', resolve: (c) => c }),
    warnings: t.stringList({
      description: 'Time-zone gaps and folds, and the polar house fallback.',
      resolve: (c) => c.warnings(),
    }),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: langField(t, 'en', 'The chart wheel as an SVG document (image/svg+xml), labels in lang.', (c, lang) => natalChartSvg(c, lang)),
  }),
});

type NatalChartArgs = typeof NatalChartInput.$inferInput;

const natalChartOf = (input: NatalChartArgs): Chart =>
  natalChart({ ...input, natalDatetime: input.datetime, natalLocation: input.location });

builder.queryFields((t) => ({
  natalChart: t.field({
    type: NatalChartObject,
    args: { input: t.arg({ type: NatalChartInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      return natalChartOf(input);
    },
  }),
  natalChartSvg: pictureField(
    t, NatalChartInput, 'en', 'Only the chart wheel as an SVG document (POST /v1/astrology/natal-chart/svg).',
    natalChartOf, natalChartSvg,
  ),
  natalChartDemo: t.field({
    type: NatalChartObject,
    description: 'A fixed sample chart, computed by the same code as natalChart.',
    resolve: async (_root, _args, ctx) => {
      return new Chart(DEMO_CHART_INPUT);
    },
  }),
}));
