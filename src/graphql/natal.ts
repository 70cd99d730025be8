/**
 * The natal chart as GraphQL types. Every field resolves from the lazily memoised core chart, so a
 * query computes only what it selects (the Sun's sign needs neither houses nor other bodies).
 */
import type { Aspect as CoreAspect } from '../core/astro/aspects.js';
import { ASPECT_TYPES } from '../core/astro/aspects.js';
import { ALL_HOUSE_SYSTEMS, type HouseSystem } from '../core/astro/houses.js';
import {
  DIGNIFIED_BODIES,
  Chart,
  EXTRA_POINTS,
  natalChart,
  type ExtraPointId,
  type ChartBody,
  type ChartBodyId,
  type ChartLocation,
  type DignifiedBody,
} from '../core/astro/chart.js';
import { AYANAMSAS, type Ayanamsa } from '../core/astro/ayanamsa.js';
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { degreeInSign, formatDms, SIGNS, signOf } from '../core/astro/zodiac.js';
import { aspectLabel, bodyLabel } from '../core/labels.js';
import { natalChartSvg } from '../render/natal-svg.js';
import { isoDateTime, locationFields, personName, timezoneName } from '../validation.js';
import { builder, type InputFieldBuilder } from './builder.js';
import { replacedBy, withFormerNames } from './renames.js';
import { langField, pictureField, signLabelField, svgField } from './labels.js';

const enumValues = <T extends string>(names: readonly T[], toKey: (n: T) => string, describe: (n: T) => string) =>
  Object.fromEntries(names.map((n) => [toKey(n), { value: n, description: describe(n) }])) as Record<string, { value: T; description: string }>;

/** What each house system does (Swiss Ephemeris formulas). */
const HOUSE_SYSTEM_TEXT: Record<HouseSystem, string> = {
  PLACIDUS: 'Placidus (default): time trisection of the semi-arcs; Porphyry above the polar circle.',
  KOCH: 'Koch (birthplace): trisection of the MC’s semi-arc; Porphyry above the polar circle.',
  CAMPANUS: 'Campanus: equal 30° divisions of the prime vertical.',
  REGIOMONTANUS: 'Regiomontanus: equal 30° divisions of the celestial equator, projected through the horizon points.',
  EQUAL: 'Equal: 30° houses from the ASC.',
  WHOLE_SIGN: 'Whole sign: house 1 is the whole sign of the ASC, each house one sign.',
  PORPHYRY: 'Porphyry: each quadrant between the angles divided into three equal parts.',
  ALCABITIUS: 'Alcabitius: trisection of the ASC’s diurnal and nocturnal semi-arcs in right ascension.',
  TOPOCENTRIC: 'Topocentric (Polich–Page): cusps close to Placidus.',
  MORINUS: 'Morinus: equal 30° divisions of the equator from the ARMC, projected onto the ecliptic.',
  // The further systems of swehouse.c (GraphQL only; REST natal-chart takes the ten above).
  MERIDIAN: 'Meridian (axial): 30° divisions of the equator from the ARMC, projected through the poles.',
  HORIZON: 'Horizon (azimuthal): 30° divisions of the horizon from the east point, cusp 10 at the zenith’s ecliptic point.',
  VEHLOW: 'Vehlow: equal houses with the ASC in the middle of house 1.',
  KRUSINSKI: 'Krusinski-Pisa-Goelzer: equal divisions of the great circle through the ASC and the zenith.',
  SRIPATI: 'Sripati: Porphyry quadrants with each cusp moved to the midpoint of two Porphyry cusps (bhava madhya).',
  CARTER: 'Carter poli-equatorial: 30° divisions of the equator from the ASC’s right ascension.',
  APC: 'APC (Ascendant Parallel Circle, Koch–Knappich).',
  SUNSHINE: 'Sunshine (Makransky, Treindl’s solution): divisions of the Sun’s diurnal and nocturnal arcs.',
  PULLEN_SD: 'Pullen sinusoidal delta: quadrants divided by a sine-weighted delta.',
  PULLEN_SR: 'Pullen sinusoidal ratio: quadrants divided by a sine-weighted ratio.',
};

/** The aspect types with their angles. */
const ASPECT_TYPE_TEXT: Record<(typeof ASPECT_TYPES)[number], string> = {
  Conjunction: '0°.',
  Opposition: '180°.',
  Trine: '120°.',
  Square: '90°.',
  Sextile: '60°.',
  Quincunx: '150° (minor).',
  Semisextile: '30° (minor).',
  Semisquare: '45° (minor).',
  Sesquiquadrate: '135° (minor).',
  Quintile: '72° (minor).',
  Biquintile: '144° (minor).',
  Parallel: 'Same declination (within 1°), on the same side of the equator.',
  'Contra-Parallel': 'Same declination (within 1°), on opposite sides of the equator.',
};

/** Aspect names become enum keys: 'Contra-Parallel' → CONTRA_PARALLEL. */
const enumKey = (name: string) => name.toUpperCase().replace(/-/g, '_');

export const SignEnum = builder.enumType('Sign', {
  description: 'Zodiac sign (of the chart’s zodiac: tropical unless sidereal was asked for).',
  values: enumValues(SIGNS.map((s) => s.en), enumKey, (en) => {
    const i = SIGNS.findIndex((s) => s.en === en);
    return `${en} (${SIGNS[i].ko}): ecliptic longitude ${30 * i}–${30 * i + 30}°.`;
  }),
});

export const ZodiacEnum = builder.enumType('Zodiac', {
  description: 'The zodiac longitudes are counted in.',
  values: {
    TROPICAL: { value: 'TROPICAL', description: 'From the true equinox of date (the default).' },
    SIDEREAL: { value: 'SIDEREAL', description: 'From the fixed stars: the tropical longitude less the chosen ayanamsa.' },
  } as const,
});

const AYANAMSA_TEXT: Record<Ayanamsa, string> = {
  LAHIRI: 'Lahiri (Chitrapaksha, the Indian government’s standard): 23°15′00.658″ at 21 March 1956.',
  FAGAN_BRADLEY: 'Fagan-Bradley (western sidereal): 24°02′31.36″ at 1950.0.',
  RAMAN: 'B. V. Raman.',
  KRISHNAMURTI: 'Krishnamurti (KP).',
  YUKTESHWAR: 'Sri Yukteshwar.',
  J2000: 'Zero at J2000: precession since 2000 only.',
  TRUE_CITRA: 'True Chitrapaksha: Spica (Citra) at exactly 180° sidereal at every date.',
};

export const AyanamsaEnum = builder.enumType('Ayanamsa', {
  description: 'The sidereal zodiac’s offset from the tropical one, as Swiss Ephemeris 2.10 defines each (precession IAU 2006, with nutation).',
  values: Object.fromEntries(AYANAMSAS.map((a) => [a, { value: a, description: AYANAMSA_TEXT[a] }])) as Record<Ayanamsa, { value: Ayanamsa; description: string }>,
});

const EXTRA_POINT_TEXT: Record<ExtraPointId, string> = {
  mean_lilith: 'Black Moon Lilith: the mean lunar apogee (Swiss Ephemeris agreement about 0.2″).',
  true_lilith: 'Black Moon Lilith: the osculating lunar apogee; model-dependent (differs from Swiss by up to ~8′).',
  ceres: '1 Ceres, integrated from epoch states with the planets’ perturbations; years 1900–2100 (else DATE_OUT_OF_RANGE).',
  pallas: '2 Pallas, integrated from epoch states with the planets’ perturbations; years 1900–2100 (else DATE_OUT_OF_RANGE).',
  juno: '3 Juno, integrated from epoch states with the planets’ perturbations; years 1900–2100 (else DATE_OUT_OF_RANGE).',
  vesta: '4 Vesta, integrated from epoch states with the planets’ perturbations; years 1900–2100 (else DATE_OUT_OF_RANGE).',
};

export const ExtraPointEnum = builder.enumType('ExtraPoint', {
  description: 'A point computed only when asked for: Black Moon Lilith (mean and true) and the four main asteroids.',
  values: Object.fromEntries(EXTRA_POINTS.map((id) => [id.toUpperCase(), { value: id, description: EXTRA_POINT_TEXT[id] }])) as Record<
    Uppercase<ExtraPointId>,
    { value: ExtraPointId; description: string }
  >,
});

export const HouseSystemEnum = builder.enumType('HouseSystem', {
  description: 'How the twelve houses are divided.',
  values: enumValues(ALL_HOUSE_SYSTEMS, (n) => n, (n) => HOUSE_SYSTEM_TEXT[n]),
});

export const AspectTypeEnum = builder.enumType('AspectType', {
  description: 'An aspect: an angle of ecliptic longitude between two points, or a declination parallel.',
  values: enumValues(ASPECT_TYPES, enumKey, (n) => ASPECT_TYPE_TEXT[n]),
});

export const LocationInput = builder.inputType('LocationInput', {
  description: 'A place on Earth: geographic coordinates, time zone and elevation.',
  fields: (t) => ({
    latitude: t.float({ description: 'Geographic latitude, degrees −90–90, north positive.', validate: { schema: locationFields.latitude } }),
    longitude: t.float({ description: 'Geographic longitude, degrees −180–180, east positive.', validate: { schema: locationFields.longitude } }),
    timezone: t.string({
      required: false,
      description: 'IANA zone of the datetime, e.g. Asia/Seoul; detected from the coordinates when omitted.',
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
      description: 'Adds chiron, north_node (the mean node) and south_node to the bodies and aspects.',
    }),
    ...zodiacInputFields(t),
    ...pointsInputField(t, 'Extra points listed in bodies.all, the houses and the aspects, after the other bodies (each is a field of bodies whether listed or not).'),
  }),
});

/**
 * The extra points of a Western input (Lilith, Ceres … Vesta): listed after the other bodies of
 * every chart the request casts, and in their aspects; none when absent. `description` says where.
 */
export function pointsInputField(t: InputFieldBuilder, description: string) {
  return { points: t.field({ type: [ExtraPointEnum], required: false, description }) };
}

/** The zodiac fields of every Western input: tropical by default, sidereal with an ayanamsa. */
export function zodiacInputFields(t: InputFieldBuilder) {
  return {
    zodiac: t.field({ type: ZodiacEnum, required: false, defaultValue: ASTRO_DEFAULTS.zodiac, description: 'Tropical (default) or sidereal longitudes.' }),
    ayanamsa: t.field({
      type: AyanamsaEnum,
      required: false,
      defaultValue: ASTRO_DEFAULTS.ayanamsa,
      description: 'The ayanamsa of the sidereal zodiac (ignored when tropical).',
    }),
  };
}

/** The zodiac fields as a request gives them. */
export interface ZodiacArgs {
  zodiac?: 'TROPICAL' | 'SIDEREAL' | null;
  ayanamsa?: Ayanamsa | null;
}

/** The core's zodiac of a request: null (tropical), or the ayanamsa of the sidereal zodiac. */
export function ayanamsaOf(input: ZodiacArgs): Ayanamsa | null {
  return input.zodiac === 'SIDEREAL' ? (input.ayanamsa ?? ASTRO_DEFAULTS.ayanamsa) : null;
}

/** A request with its zodiac fields replaced by the core's `ayanamsa` (see ayanamsaOf). */
export function withZodiac<T extends ZodiacArgs>(input: T): Omit<T, 'zodiac' | 'ayanamsa'> & { ayanamsa: Ayanamsa | null } {
  const { zodiac: _zodiac, ayanamsa: _ayanamsa, ...rest } = input;
  return { ...rest, ayanamsa: ayanamsaOf(input) };
}

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
    longitude: t.exposeFloat('longitude', { description: 'Degrees 0–360, true equinox of date (less the ayanamsa when sidereal).' }),
    sign: t.field({ type: SignEnum, description: 'The sign of the longitude, in the chart’s zodiac.', resolve: (p) => signOf(p.longitude) }),
    signLabel: signLabelField(t, (p) => signOf(p.longitude)),
    degreeInSign: t.float({ description: 'Degrees within the sign, 0–30.', resolve: (p) => degreeInSign(p.longitude) }),
    dms: t.string({ description: "The longitude as DD° Sign MM' SS'', rounded to the second.", resolve: (p) => formatDms(p.longitude) }),
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
      id: t.string({ description: 'Lowercase id: sun … pluto, true_node, and with includeAsteroids chiron, north_node, south_node.', resolve: (r) => r.id }),
      label: langField(t, 'western', 'The body by name (태양 / Sun).', (r, lang) => bodyLabel(r.id, lang)),
      longitude: t.float({ description: 'Ecliptic longitude, degrees 0–360.', resolve: (r) => get(r).lon }),
      latitude: t.float({ description: 'Ecliptic latitude, degrees.', resolve: (r) => get(r).lat }),
      distance: t.float({ nullable: true, description: 'AU; null for the nodes.', resolve: (r) => get(r).dist }),
      speed: t.float({ description: 'Degrees of longitude per day; negative when retrograde.', resolve: (r) => get(r).lonSpeed }),
      latitudeSpeed: t.float({ description: 'Degrees of latitude per day.', resolve: (r) => get(r).latSpeed }),
      retrograde: t.boolean({ description: 'True when the longitude speed is negative.', resolve: (r) => get(r).retrograde }),
      rightAscension: t.float({ description: 'Degrees 0–360.', resolve: (r) => get(r).ra }),
      declination: t.float({ description: 'Degrees north (+) or south (−) of the celestial equator.', resolve: (r) => get(r).dec }),
      sign: t.field({ type: SignEnum, description: 'The sign of the longitude, in the chart’s zodiac.', resolve: (r) => signOf(get(r).lon) }),
      signLabel: signLabelField(t, (r) => signOf(get(r).lon)),
      degreeInSign: t.float({ description: 'Degrees within the sign, 0–30.', resolve: (r) => degreeInSign(get(r).lon) }),
      dms: t.string({ description: "The longitude as DD° Sign MM' SS''.", resolve: (r) => formatDms(get(r).lon) }),
      house: t.int({ description: 'The house 1–12 it falls in, in the chart’s house system.', resolve: (r) => r.chart.houseOf(get(r).lon) }),
    };
  },
});

const camel = (id: string) => id.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());


const BodiesObject = builder.objectRef<Chart>('Bodies').implement({
  description: 'The chart’s bodies by name; chiron and the mean nodes only with includeAsteroids.',
  fields: (t) => {
    const field = (id: ChartBodyId, optional: boolean) =>
      optional
        ? t.field({
            type: BodyObject,
            nullable: true,
            description: id === 'north_node' ? 'The mean north lunar node; null unless includeAsteroids.' : id === 'south_node' ? 'The point opposite the mean north node; null unless includeAsteroids.' : 'Chiron; null unless includeAsteroids.',
            resolve: (chart) => (chart.hasBody(id) ? { chart, id } : null),
          })
        : t.field({ type: BodyObject, description: id === 'true_node' ? 'The true (osculating) north lunar node.' : `${bodyLabel(id, 'en')}: its apparent geocentric place.`, resolve: (chart) => ({ chart, id }) });
    return {
      ...Object.fromEntries(
        (['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node'] as const)
          .map((id) => [camel(id), field(id, false)]),
      ),
      ...Object.fromEntries((['chiron', 'north_node', 'south_node'] as const).map((id) => [camel(id), field(id, true)])),
      // Computed only when selected, whatever includeAsteroids says; in `all` (the REST list) only when the input lists them.
      ...Object.fromEntries(
        EXTRA_POINTS.map((id) => [
          camel(id),
          t.field({ type: BodyObject, description: EXTRA_POINT_TEXT[id], resolve: (chart) => ({ chart, id }) }),
        ]),
      ),
      all: t.field({
        type: [BodyObject],
        description: 'Every body of the chart in output order: the standard ones, chiron and the mean nodes with includeAsteroids, then the points of the input’s points list.',
        resolve: (chart) => chart.bodyIds().map((id) => ({ chart, id })),
      }),
    };
  },
});

const AnglesObject = builder.objectRef<Chart>('Angles').implement({
  description: 'The four angles of the chart.',
  fields: (t) => ({
    asc: t.field({ type: EclipticPointRef, description: 'Ascendant: the ecliptic rising on the eastern horizon.', resolve: (c) => ({ longitude: c.houses().asc }) }),
    mc: t.field({ type: EclipticPointRef, description: 'Midheaven: the ecliptic on the upper meridian.', resolve: (c) => ({ longitude: c.houses().mc }) }),
    dsc: t.field({ type: EclipticPointRef, description: 'Descendant: opposite the ASC.', resolve: (c) => ({ longitude: c.houses().dsc }) }),
    ic: t.field({ type: EclipticPointRef, description: 'Imum coeli: opposite the MC.', resolve: (c) => ({ longitude: c.houses().ic }) }),
  }),
});

interface HouseRef {
  chart: Chart;
  number: number;
}

const cuspOf = (h: HouseRef): number => h.chart.houses().cusps[h.number - 1];

const HouseObject = builder.objectRef<HouseRef>('House').implement({
  description: 'A house of the chart’s house system.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'House number 1–12.' }),
    cusp: t.field({
      type: EclipticPointRef,
      description: 'The cusp: where the house begins.',
      ...replacedBy('cuspLongitude, sign, signLabel, degreeInSign and dms', ['cuspLongitude', 'sign', 'signLabel', 'degreeInSign', 'dms']),
      resolve: (h) => ({ longitude: cuspOf(h) }),
    }),
    // The cusp's fields as the other house types name them (ProfectedHouse, ProgressedHouse, SynastryHouse).
    cuspLongitude: t.float({ description: 'Ecliptic longitude of the cusp (where the house begins), degrees 0–360, in the chart’s zodiac.', resolve: cuspOf }),
    sign: t.field({ type: SignEnum, description: 'Sign of the cusp, in the chart’s zodiac.', resolve: (h) => signOf(cuspOf(h)) }),
    signLabel: signLabelField(t, (h) => signOf(cuspOf(h))),
    degreeInSign: t.float({ description: 'Degrees of the cusp within its sign, 0–30.', resolve: (h) => degreeInSign(cuspOf(h)) }),
    dms: t.string({ description: "The cusp as DD° Sign MM' SS'', rounded to the second.", resolve: (h) => formatDms(cuspOf(h)) }),
    bodies: t.stringList({
      description: 'Ids of the bodies in this house, and asc / mc where they fall in it.',
      resolve: (h) => h.chart.occupants().filter((o) => o.house === h.number).map((o) => o.id),
    }),
  }),
});

export const AspectObject = builder.objectRef<CoreAspect>('Aspect').implement({
  description: 'An aspect between two points of the chart (bodies, asc, mc), each pair once, within the orb of its type.',
  fields: (t) => ({
    body1: t.exposeString('body1', { description: 'Id of the first point (earlier in body order), e.g. sun.' }),
    body2: t.exposeString('body2', { description: 'Id of the second point, e.g. asc.' }),
    type: t.field({ type: AspectTypeEnum, description: 'The aspect type.', resolve: (a) => a.aspectType }),
    label: langField(t, 'western', 'The aspect type by name (트라인 / Trine).', (a, lang) => aspectLabel(a.aspectType, lang)),
    angle: t.exposeFloat('angle', { description: 'The exact angle of the aspect type, degrees (0 for parallels).' }),
    separation: t.exposeFloat('separation', { description: 'Actual angular distance 0–180° (parallels: the declination difference or sum).' }),
    orb: t.exposeFloat('orb', { description: '|separation − angle|, degrees.' }),
    exact: t.exposeBoolean('exact', { description: 'Orb below 10′.' }),
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
      rulership: t.exposeString('rulership', { nullable: true, description: 'Ruler (domicile lord) of the sign, e.g. Mars.' }),
      exaltation: t.exposeString('exaltation', { nullable: true, description: 'Planet exalted in the sign; null for signs without one.' }),
      triplicity: t.exposeString('triplicity', { nullable: true, description: 'Dorothean triplicity lord of the chart’s sect (day or night).' }),
      term: t.exposeString('term', { nullable: true, description: 'Lord of the Egyptian term (bound) at the degree.' }),
      face: t.exposeString('face', { nullable: true, description: 'Lord of the Chaldean face (decan), 10° each.' }),
      detriment: t.exposeString('detriment', { nullable: true, description: 'Planet in detriment in the sign (ruler of the opposite sign).' }),
      fall: t.exposeString('fall', { nullable: true, description: 'Planet in fall in the sign; null for signs without one.' }),
    }),
  });

const DignityObject = builder.objectRef<DignityRef>('Dignity').implement({
  description: 'Essential dignity of one classical planet at its natal degree.',
  fields: (t) => ({
    essentialDignities: t.field({ type: EssentialDignitiesObject, description: 'Who holds each dignity at the planet’s degree.', resolve: (d) => d.chart.dignity(d.id).holders }),
    isPeregrine: t.boolean({ description: 'Holds none of rulership, exaltation, triplicity, term and face itself.', resolve: (d) => d.chart.dignity(d.id).isPeregrine }),
    classicalScore: t.int({
      description: 'Domicile +5, exaltation +4, triplicity +3, term +2, face +1, detriment −5, fall −4, peregrine −5.',
      resolve: (d) => d.chart.dignity(d.id).classicalScore,
    }),
  }),
});

const DignitiesObject = builder.objectRef<Chart>('Dignities').implement({
  description: 'Essential dignities of the seven classical planets, triplicity by the chart’s sect.',
  fields: (t) =>
    Object.fromEntries(
      DIGNIFIED_BODIES.map((id) => [
        id,
        t.field({ type: DignityObject, description: `Dignities of ${bodyLabel(id, 'en')}.`, resolve: (chart) => ({ chart, id }) }),
      ]),
    ),
});

const ChartLocationObject = builder.objectRef<ChartLocation>('ChartLocation').implement({
  description: 'The chart’s place, defaults filled in.',
  fields: (t) => ({
    latitude: t.exposeFloat('latitude', { description: 'Geographic latitude, degrees, north positive.' }),
    longitude: t.exposeFloat('longitude', { description: 'Geographic longitude, degrees, east positive.' }),
    elevation: t.exposeFloat('elevation', { description: 'Metres above sea level (0 when not given).' }),
    timezone: t.exposeString('timezone', { description: 'IANA zone used (given, or detected from the coordinates).' }),
  }),
});

const ChartInfoObject = builder.objectRef<Chart>('ChartInfo').implement({
  description: 'When and where the chart is cast, and the frame it is computed in.',
  fields: (t) => ({
    name: t.string({ description: 'The chart’s name (default Natal Chart).', resolve: (c) => c.input.name }),
    datetime: t.string({ description: 'Local time with its UTC offset, ISO 8601 (moved forward in a clock gap).', resolve: (c) => c.time().localIso }),
    utc: t.string({ description: 'The instant, UTC ISO 8601 with milliseconds.', resolve: (c) => new Date(c.time().utcMs).toISOString() }),
    utcOffsetMinutes: t.int({ description: 'UTC offset of the local time, minutes east.', resolve: (c) => c.time().offsetMinutes }),
    julianDayUT: t.float({ description: 'Julian day of the instant, Universal Time.', resolve: (c) => c.time().jdUT }),
    timezone: t.string({ description: 'IANA zone of the local time.', resolve: (c) => c.input.location.timezone }),
    location: t.field({ type: ChartLocationObject, description: 'The place.', resolve: (c) => c.input.location }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As requested.', resolve: (c) => c.input.houseSystem }),
    houseSystemUsed: t.field({
      type: HouseSystemEnum,
      description: 'After the polar fallback (Placidus and Koch → Porphyry above the polar circle).',
      resolve: (c) => c.houses().used,
    }),
    armc: t.float({ description: 'Local apparent sidereal time (right ascension of the MC), degrees 0–360.', resolve: (c) => c.armc() }),
    obliquity: t.float({ description: 'True obliquity of the ecliptic, degrees.', resolve: (c) => c.frame().obliquity }),
    diurnal: t.boolean({ description: 'Day chart (Sun above the horizon).', resolve: (c) => c.diurnal() }),
  }),
});

const GauquelinObject = builder.objectRef<ReturnType<Chart['gauquelin']>>('GauquelinSectors').implement({
  description: 'The diurnal and nocturnal semi-arcs divided into nine parts each, Placidus-style; Porphyry inside the polar circle, as Swiss Ephemeris does.',
  fields: (t) => ({
    used: t.exposeString('used', { description: 'GAUQUELIN, or PORPHYRY where the sectors are undefined (then 12 cusps).' }),
    cusps: t.floatList({
      description: 'Sector cusps, degrees 0–360, counted clockwise: sector 1 begins at the ASC, 10 at the MC, 19 at the DSC, 28 at the IC.',
      resolve: (g) => g.cusps,
    }),
    warnings: t.stringList({ description: 'Why Porphyry was used, if it was.', resolve: (g) => g.warnings }),
  }),
});

export const NatalChartObject = builder.objectRef<Chart>('NatalChart').implement({
  description: 'A chart for an instant and a place: bodies (apparent geocentric; tropical unless sidereal was asked for), angles, houses, aspects and dignities.',
  fields: (t) => ({
    info: t.field({ type: ChartInfoObject, description: 'Time, place and frame.', resolve: (c) => c }),
    gauquelinSectors: t.field({
      type: GauquelinObject,
      description: 'Gauquelin’s 36 sectors (swehouse.c case G), whatever the house system; computed only when selected.',
      resolve: (c) => c.gauquelin(),
    }),
    zodiac: t.field({ type: ZodiacEnum, description: 'The zodiac of every longitude of this chart.', resolve: (c) => (c.input.ayanamsa ? 'SIDEREAL' : 'TROPICAL') }),
    ayanamsa: t.field({ type: AyanamsaEnum, nullable: true, description: 'The ayanamsa used; null when tropical.', resolve: (c) => c.input.ayanamsa ?? null }),
    ayanamsaDegrees: t.float({
      nullable: true,
      description: 'The ayanamsa at the chart’s instant, degrees (true equinox of date); null when tropical.',
      resolve: (c) => (c.input.ayanamsa ? c.zodiacOffset().degrees : null),
    }),
    angles: t.field({ type: AnglesObject, description: 'ASC, MC, DSC and IC.', resolve: (c) => c }),
    bodies: t.field({ type: BodiesObject, description: 'The bodies by name.', resolve: (c) => c }),
    houses: t.field({
      type: [HouseObject],
      description: 'The twelve houses, 1 to 12.',
      resolve: (chart) => Array.from({ length: 12 }, (_, i) => ({ chart, number: i + 1 })),
    }),
    aspects: t.field({
      type: [AspectObject],
      description: 'Aspects among the bodies, ASC and MC, none between two nodes; orbs by type (wider with the Sun or Moon) unless the technique sets one.',
      resolve: (c) => c.aspects(),
    }),
    dignities: t.field({ type: DignitiesObject, description: 'Essential dignities of the seven classical planets.', resolve: (c) => c }),
    warnings: t.stringList({
      description: 'Time-zone gaps and folds, and the polar house fallback.',
      resolve: (c) => c.warnings(),
    }),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: svgField(t, 'western', 'The chart wheel as an SVG document (image/svg+xml), labels in lang, in theme, with layout.', natalChartSvg, true),
  }),
});

type NatalChartArgs = typeof NatalChartInput.$inferInput;

const natalChartOf = (input: NatalChartArgs): Chart =>
  natalChart({
    ...withZodiac(input),
    natalDatetime: input.datetime,
    natalLocation: input.location,
  });

builder.queryFields((t) =>
  withFormerNames(
    {
      westernNatalChart: t.field({
        type: NatalChartObject,
        description: 'The natal chart of a birth (POST /v1/astrology/natal-chart).',
        args: { input: t.arg({ type: NatalChartInput, required: true, description: 'The birth.' }) },
        resolve: (_root, { input }) => natalChartOf(input),
      }),
      westernNatalChartSvg: pictureField(
        t, NatalChartInput, 'western', 'Only the chart wheel as an SVG document (POST /v1/astrology/natal-chart/svg).',
        natalChartOf, natalChartSvg, true,
      ),
      westernNatalChartDemo: t.field({
        type: NatalChartObject,
        description: 'A fixed sample chart (Seoul, 1988-09-17 10:30), computed by the same code as westernNatalChart (GET /v1/astrology/natal-chart/demo).',
        resolve: () => new Chart(DEMO_CHART_INPUT),
      }),
    },
    { westernNatalChart: 'natalChart', westernNatalChartSvg: 'natalChartSvg', westernNatalChartDemo: 'natalChartDemo' },
  ),
);
