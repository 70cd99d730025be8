/**
 * Synastry as GraphQL types: the pair, their inter-aspects, house overlays and each analysis block,
 * plus the midpoint composite and the Davison chart. Every field resolves from the lazily memoised
 * core Synastry, so a query for the overall score computes the two charts and their aspects only:
 * no text, no overlay analysis, no composite.
 */
import type { CompositeChart } from '../core/astro/composite.js';
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import {
  aspectSignIndex,
  interpretationKey,
  round2,
  Synastry,
  type AreaScore,
  type AspectTypeStats,
  type BreakdownRow,
  type Distribution,
  type Overlay,
  type PointDetail,
  type SynastryAspect,
  type ThemeScore,
} from '../core/astro/synastry.js';
import type { ChartPoint, PersonChart } from '../core/astro/synastry-points.js';
import {
  ANALYSIS_DEPTHS,
  AREAS,
  COMPATIBILITY_METHODS,
  ELEMENT_KO,
  ELEMENTS,
  HOUSE_MEANINGS,
  MODALITIES,
  MODALITY_KO,
  RELATIONSHIP_TYPES,
  SCORE_BANDS,
  SYNASTRY_ASPECT_TYPES,
  THEMES,
  TIGHTNESS_BANDS,
  type Area,
  type Element,
  type Modality,
  type Theme,
} from '../core/astro/synastry-tables.js';
import * as texts from '../core/astro/synastry-texts.js';
import { degreeInSign, SIGNS, signIndex, signOf, type SignName } from '../core/astro/zodiac.js';
import { aspectLabel, bodyLabel } from '../core/labels.js';
import { synastrySvg } from '../render/synastry-svg.js';
import { boundedNumber, isoDateTime, personName } from '../validation.js';
import { builder } from './builder.js';
import { langField, signLabelField, svgField } from './labels.js';
import { textField, textListField } from './classical.js';
import { HouseSystemEnum, LocationInput, NatalChartObject, SignEnum, pointsInputField, withZodiac, zodiacInputFields } from './natal.js';

/** A GraphQL enum whose keys are the upper-case forms of the API's lower-case values, each described. */
function lowerCaseEnum<T extends string>(name: string, values: readonly T[], description: string, valueText: Record<T, string>) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v, description: valueText[v] }])),
  });
}

const RelationshipTypeEnum = lowerCaseEnum('RelationshipType', RELATIONSHIP_TYPES, 'Weights aspects for the kind of relationship.', {
  romantic: 'Lovers: Venus and Mars ×1.3, Moon ×1.2, Sun, ASC and Pluto ×1.1.',
  friendship: 'Friends: Mercury and Jupiter ×1.3, Sun, Moon, Venus and Uranus ×1.1.',
  business: 'Business partners: Saturn and MC ×1.3, Mercury, Jupiter and Mars ×1.2, Sun ×1.1.',
  family: 'Family: Moon ×1.3, Sun and Saturn ×1.2, Jupiter and True Node ×1.1.',
  general: 'Default: every point weighs 1.0.',
});
const AnalysisDepthEnum = lowerCaseEnum('AnalysisDepth', ANALYSIS_DEPTHS, 'Which blocks the REST answer carries (GraphQL selects its own).', {
  basic: 'Charts, aspects and compatibility.',
  standard: 'Basic plus the house overlays.',
  detailed: 'Standard plus elements and modalities and the house overlay analysis.',
  comprehensive: 'Default: detailed plus the relationship themes.',
});
const CompatibilityMethodEnum = lowerCaseEnum('CompatibilityMethod', COMPATIBILITY_METHODS, 'How the overall compatibility score is computed.', {
  simple: 'Aspect counts instead of weights, key contacts unweighted.',
  weighted: 'Default: aspect weights; key contacts weighted by point weight.',
  advanced: 'Weighted, then 80 % of it plus 20 % of the element and modality scores.',
});
const SynastryAspectTypeEnum = lowerCaseEnum('SynastryAspectType', SYNASTRY_ASPECT_TYPES, 'An aspect type of synastry: five majors and six minors.', {
  conjunction: '0°, major (code CNJ).',
  opposition: '180°, major (OPP).',
  trine: '120°, major (TRI).',
  square: '90°, major (SQR).',
  sextile: '60°, major (SXT).',
  quincunx: '150°, minor (QCX).',
  semisextile: '30°, minor (SSX).',
  semisquare: '45°, minor (SSQ).',
  sesquiquadrate: '135°, minor (SQQ).',
  quintile: '72°, minor (QNT).',
  biquintile: '144°, minor (BQT).',
});
const AspectNatureEnum = lowerCaseEnum('AspectNature', ['harmonious', 'challenging', 'neutral'] as const, 'Whether an aspect eases or strains.', {
  harmonious: 'Trine, sextile, semisextile, quintile, biquintile; a conjunction of the same point or without Mars … Pluto.',
  challenging: 'Opposition, square, quincunx, semisquare, sesquiquadrate.',
  neutral: 'A conjunction of two different points, one of them Mars, Saturn, Uranus, Neptune or Pluto.',
});
const TightnessEnum = lowerCaseEnum('Tightness', TIGHTNESS_BANDS.map((b) => b.band), 'Orb ≤ 1° exact, ≤ 3° tight, ≤ 5° moderate, ≤ 8° wide, beyond loose.', {
  exact: 'Orb ≤ 1°.',
  tight: 'Orb ≤ 3°.',
  moderate: 'Orb ≤ 5°.',
  wide: 'Orb ≤ 8°.',
  loose: 'Orb above 8° (only with orbDegrees above 8).',
});
const PointTypeEnum = lowerCaseEnum('PointType', ['luminary', 'planet', 'node', 'angle'] as const, 'What kind of point it is.', {
  luminary: 'The Sun or the Moon.',
  planet: 'Mercury … Pluto.',
  node: 'The true node.',
  angle: 'ASC, MC or Vertex.',
});
const PointCategoryEnum = lowerCaseEnum('PointCategory', ['personal', 'social', 'transpersonal', 'point', 'angle'] as const, 'The point’s group.', {
  personal: 'Sun, Moon, Mercury, Venus, Mars.',
  social: 'Jupiter, Saturn.',
  transpersonal: 'Uranus, Neptune, Pluto.',
  point: 'The true node.',
  angle: 'ASC, MC or Vertex.',
});
const ElementEnum = lowerCaseEnum('Element', ELEMENTS, 'Element (triplicity) of a sign.', {
  fire: 'Aries, Leo, Sagittarius (불).',
  earth: 'Taurus, Virgo, Capricorn (흙).',
  air: 'Gemini, Libra, Aquarius (공기).',
  water: 'Cancer, Scorpio, Pisces (물).',
});
const ModalityEnum = lowerCaseEnum('Modality', MODALITIES, 'Modality (quadruplicity) of a sign.', {
  cardinal: 'Aries, Cancer, Libra, Capricorn (활동궁).',
  fixed: 'Taurus, Leo, Scorpio, Aquarius (고정궁).',
  mutable: 'Gemini, Virgo, Sagittarius, Pisces (변통궁).',
});
const ElementCompatibilityTypeEnum = lowerCaseEnum(
  'ElementCompatibilityType',
  ['same', 'supportive', 'neutral', 'challenging', 'opposing'] as const,
  'How the two dominant elements combine.',
  {
    same: 'The same element (type score 85).',
    supportive: 'Fire with air, or earth with water (90).',
    neutral: 'No clearly dominant element (65).',
    challenging: 'Fire with earth, or air with water (50).',
    opposing: 'Fire with water, or earth with air (40).',
  },
);
const ModalityCompatibilityTypeEnum = lowerCaseEnum(
  'ModalityCompatibilityType',
  ['competitive', 'complementary', 'supportive', 'stable', 'balancing', 'flexible'] as const,
  'How the two dominant modalities combine.',
  {
    competitive: 'Both cardinal (type score 55).',
    complementary: 'Cardinal with fixed (85).',
    supportive: 'Cardinal with mutable (80).',
    stable: 'Both fixed (70).',
    balancing: 'Fixed with mutable (75).',
    flexible: 'Both mutable (75).',
  },
);
const ScoreBandEnum = lowerCaseEnum('ScoreBand', SCORE_BANDS.map((b) => b.band), '85–100 very high, 70–84 high, 55–69 average, 40–54 low, 0–39 very low.', {
  very_high: '85–100 (매우 높음).',
  high: '70–84 (높음).',
  average: '55–69 (보통).',
  low: '40–54 (낮음).',
  very_low: '0–39 (매우 낮음).',
});
const OverlayDirectionEnum = lowerCaseEnum('OverlayDirection', ['person1_to_person2', 'person2_to_person1'] as const, 'Whose point falls in whose houses.', {
  person1_to_person2: 'A point of person 1 in person 2’s houses.',
  person2_to_person1: 'A point of person 2 in person 1’s houses.',
});
const RelationshipAreaEnum = lowerCaseEnum('RelationshipArea', AREAS, 'A life area scored from the house overlays.', {
  romance: 'Houses 5 and 7 (house 1 half).',
  communication: 'House 3 (houses 9 and 11 half).',
  stability: 'Houses 4 and 10 (house 2 ¾, house 6 half).',
  growth: 'Houses 9 and 11 (house 12 half).',
  intimacy: 'House 8 (house 12 ¾, house 4 half).',
});
const RelationshipFocusEnum = lowerCaseEnum(
  'RelationshipFocus',
  ['romantic_focus', 'communication_focus', 'stability_focus', 'growth_focus', 'intimacy_focus', 'balanced_focus'] as const,
  'The area the overlays stress most.',
  {
    romantic_focus: 'Romance is the strongest area.',
    communication_focus: 'Communication is the strongest area.',
    stability_focus: 'Stability is the strongest area.',
    growth_focus: 'Growth is the strongest area.',
    intimacy_focus: 'Intimacy is the strongest area.',
    balanced_focus: 'The second area reaches 90 % of the strongest.',
  },
);
const RelationshipThemeEnum = lowerCaseEnum('RelationshipTheme', THEMES, 'A theme of the relationship scored from aspects and overlays.', {
  romance_chemistry: '로맨스 케미스트리: Venus–Mars, Venus with the lights and ASC, Sun–Moon; Venus and Mars in houses 5 and 7.',
  emotional_bond: '정서적 유대: Moon contacts; the Moon in houses 1, 4, 7, 8 and 12.',
  communication: '소통: Mercury contacts; Mercury in houses 1, 3, 9 and 11.',
  intellectual_connection: '지적 교감: Mercury, Jupiter and Uranus contacts; in houses 3, 9 and 11.',
  physical_attraction: '신체적 끌림: Mars, Venus and Pluto contacts; in houses 1, 5 and 8.',
  long_term_stability: '장기적 안정성: Saturn contacts and Sun–Moon; in houses 4, 7 and 10.',
  spiritual_connection: '영적 연결: Neptune, node and Vertex contacts with the lights and Venus.',
  growth_potential: '성장 가능성: Jupiter, node and Pluto contacts; Jupiter and the node in houses 1, 5, 9 and 11.',
});

// ── Input ────────────────────────────────────────────────────────────────────────────────────

const SynastryPersonInput = builder.inputType('SynastryPersonInput', {
  description: 'One person of the pair: name, birth time and place.',
  fields: (t) => ({
    name: t.string({ required: false, description: 'Default: Person 1 / Person 2.', validate: { schema: personName } }),
    datetime: t.string({
      description: 'Local wall-clock time YYYY-MM-DDTHH:MM:SS in location.timezone, or with an explicit offset.',
      validate: { schema: isoDateTime },
    }),
    location: t.field({ type: LocationInput, description: 'The zone is detected from the coordinates when omitted.' }),
  }),
});

const D = ASTRO_DEFAULTS.synastry;

const SynastryInput = builder.inputType('SynastryInput', {
  description: 'Two births and how to compare them.',
  fields: (t) => ({
    person1: t.field({ type: SynastryPersonInput, description: 'The first person.' }),
    person2: t.field({ type: SynastryPersonInput, description: 'The second person.' }),
    relationshipType: t.field({ type: RelationshipTypeEnum, required: false, defaultValue: D.relationshipType, description: 'Kind of relationship (default GENERAL).' }),
    analysisDepth: t.field({
      type: AnalysisDepthEnum,
      required: false,
      defaultValue: D.analysisDepth,
      description: 'Echoed in info; it decides the REST blocks. GraphQL clients select the blocks they want.',
    }),
    houseSystem: t.field({ type: HouseSystemEnum, required: false, defaultValue: D.houseSystem, description: 'House system of both charts (default PLACIDUS).' }),
    orbDegrees: t.float({
      required: false,
      defaultValue: D.orbDegrees,
      description: 'Orb of the major aspects, 2.0–15.0° (default 8).',
      validate: { schema: boundedNumber('2.0', '15.0') },
    }),
    minorOrbDegrees: t.float({
      required: false,
      defaultValue: D.minorOrbDegrees,
      description: 'Orb of the minor aspects, 1.0–8.0° (default 2).',
      validate: { schema: boundedNumber('1.0', '8.0') },
    }),
    includeMinorAspects: t.boolean({
      required: false,
      defaultValue: D.includeMinorAspects,
      description: 'Adds quincunx, semisextile, semisquare, sesquiquadrate, quintile and biquintile.',
    }),
    compatibilityMethod: t.field({ type: CompatibilityMethodEnum, required: false, defaultValue: D.compatibilityMethod, description: 'How the overall score is computed (default WEIGHTED).' }),
    emphasisLuminaries: t.boolean({ required: false, defaultValue: D.emphasisLuminaries, description: 'Aspect weight ×1.25 per Sun or Moon.' }),
    emphasisPersonalPlanets: t.boolean({
      required: false,
      defaultValue: D.emphasisPersonalPlanets,
      description: 'Aspect weight ×1.1 per personal point (Sun, Moon, Mercury, Venus, Mars).',
    }),
    includeVertexPoints: t.boolean({
      required: false,
      defaultValue: D.includeVertexPoints,
      description: 'Adds each Vertex to the angles, aspects and overlays.',
    }),
    ...zodiacInputFields(t),
    ...pointsInputField(
      t,
      'Extra points (Lilith, Ceres … Vesta) listed in each person’s full natal chart (person1.natal, person2.natal) and in davison (bodies.all, houses, aspects); ' +
        'the synastry points, inter-aspects, overlays, scores and composite keep their fixed set. None when absent.',
    ),
  }),
});

type SynastryArgs = typeof SynastryInput.$inferInput;

/** The core synastry of a request; bad dates or zones fail here, in the root field. */
function synastryOf(input: SynastryArgs): Synastry {
  const synastry = new Synastry(withZodiac(input));
  synastry.resolveTimes();
  return synastry;
}

// ── Charts ───────────────────────────────────────────────────────────────────────────────────

/**
 * A point as a plain record whose properties are the fields: exposed fields have no resolver, and
 * graphql-jit reads them directly (a full synastry has thousands of leaf fields).
 */
interface PointView {
  /** The point's id in src/core/labels.ts (sun, true_node, asc, vertex …). */
  key: string;
  name: string;
  nameEn: string;
  nameKo: string;
  longitude: number;
  latitude: number;
  sign: SignName;
  signKo: string;
  signDegree: number;
  house: number;
  type: ChartPoint['def']['type'];
  category: ChartPoint['def']['category'];
  weight: number;
  retrograde: boolean;
  speed: number;
}

function pointView(p: ChartPoint): PointView {
  const sign = SIGNS[signIndex(p.lon)];
  return {
    key: p.def.key,
    name: p.def.name,
    nameEn: p.def.name,
    nameKo: p.def.ko,
    longitude: p.lon,
    latitude: p.lat,
    sign: sign.en,
    signKo: sign.ko,
    signDegree: degreeInSign(p.lon),
    house: p.house,
    type: p.def.type,
    category: p.def.category,
    weight: p.def.weight,
    retrograde: p.retrograde,
    speed: p.speed,
  };
}
const pointViews = (list: readonly ChartPoint[]) => list.map(pointView);

const SynastryPointObject = builder.objectRef<PointView>('SynastryPoint').implement({
  description: 'A body or angle of a chart with its synastry classification and reference weight.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Capitalised name, e.g. Sun, True Node, ASC.' }),
    nameEn: t.exposeString('nameEn', { description: 'English name (same as name).' }),
    nameKo: t.exposeString('nameKo', { description: 'Korean name, e.g. 태양.' }),
    label: langField(t, 'en', 'The point by name (태양 / Sun).', (v, lang) => bodyLabel(v.key, lang)),
    longitude: t.exposeFloat('longitude', { description: 'Ecliptic longitude, degrees 0–360.' }),
    latitude: t.exposeFloat('latitude', { description: 'Ecliptic latitude, degrees; 0 for the angles.' }),
    sign: t.expose('sign', { type: SignEnum, description: 'Tropical sign of the longitude.' }),
    signLabel: signLabelField(t, (v) => v.sign),
    signKo: t.exposeString('signKo', { description: 'The sign in Korean, e.g. 양자리.' }),
    signDegree: t.exposeFloat('signDegree', { description: '0–30.' }),
    house: t.exposeInt('house', { description: 'House in its own chart.' }),
    type: t.expose('type', { type: PointTypeEnum, description: 'Luminary, planet, node or angle.' }),
    category: t.expose('category', { type: PointCategoryEnum, description: 'Personal, social, transpersonal, point or angle.' }),
    weight: t.exposeInt('weight', {
      description: 'Sun, Moon 10; Venus 9; Mercury, Mars, ASC 8; MC 7; Jupiter, Saturn 6; True Node, Vertex 5; Uranus, Neptune, Pluto 4.',
    }),
    retrograde: t.exposeBoolean('retrograde', { description: 'True when speed is negative.' }),
    speed: t.exposeFloat('speed', { description: 'Degrees per day (angles: from the diurnal rotation).' }),
  }),
});

/** What the chart types need: the person charts and the composite both provide it. */
interface PointChartView {
  bodies(): ChartPoint[];
  angles(): ChartPoint[];
  cusps(): number[];
  bodiesByHouse(): string[][];
}

interface HouseView {
  number: number;
  cuspLongitude: number;
  sign: SignName;
  signDegree: number;
  bodiesInHouse: string[];
}

function houseViews(chart: PointChartView): HouseView[] {
  const cusps = chart.cusps();
  const bodies = chart.bodiesByHouse();
  return cusps.map((cusp, i) => ({ number: i + 1, cuspLongitude: cusp, sign: signOf(cusp), signDegree: degreeInSign(cusp), bodiesInHouse: bodies[i] }));
}

const SynastryHouseObject = builder.objectRef<HouseView>('SynastryHouse').implement({
  description: 'A house of a person’s chart or of the composite.',
  fields: (t) => ({
    number: t.exposeInt('number', { description: 'House number 1–12.' }),
    cuspLongitude: t.exposeFloat('cuspLongitude', { description: 'Ecliptic longitude of the cusp, degrees 0–360.' }),
    sign: t.expose('sign', { type: SignEnum, description: 'Sign of the cusp.' }),
    signLabel: signLabelField(t, (h) => h.sign),
    signDegree: t.exposeFloat('signDegree', { description: 'Degrees of the cusp within its sign, 0–30.' }),
    bodiesInHouse: t.exposeStringList('bodiesInHouse', { description: 'Names of the bodies in the house.' }),
  }),
});

const SynastryChartInfoObject = builder.objectRef<PersonChart>('SynastryChartInfo').implement({
  description: 'Name, time and houses of one person’s chart.',
  fields: (t) => ({
    name: t.string({ description: 'The name given, or Person 1 / Person 2.', resolve: (c) => c.name }),
    datetime: t.string({ description: 'Local time with the UTC offset applied.', resolve: (c) => c.chart.time().localIso }),
    timezone: t.string({ description: 'IANA zone of the birth place.', resolve: (c) => c.chart.input.location.timezone }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As requested.', resolve: (c) => c.chart.input.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, description: 'After the polar fallback.', resolve: (c) => c.chart.houses().used }),
  }),
});

const SynastryChartObject = builder.objectRef<PersonChart>('SynastryChart').implement({
  description: 'One person of the pair.',
  fields: (t) => ({
    info: t.field({ type: SynastryChartInfoObject, description: 'Name, time and houses.', resolve: (c) => c }),
    bodies: t.field({ type: [SynastryPointObject], description: 'Sun … Pluto and the true node.', resolve: (c) => pointViews(c.bodies()) }),
    angles: t.field({ type: [SynastryPointObject], description: 'ASC and MC (and the Vertex when asked for).', resolve: (c) => pointViews(c.angles()) }),
    houses: t.field({ type: [SynastryHouseObject], description: 'The twelve houses, 1 to 12.', resolve: (c) => houseViews(c) }),
    natal: t.field({ type: NatalChartObject, description: 'The full natal chart of this person.', resolve: (c) => c.chart }),
    warnings: t.stringList({ description: 'Time-zone gaps and folds, and the polar house fallback.', resolve: (c) => c.chart.warnings() }),
  }),
});

const CompositeChartInfoObject = builder.objectRef<CompositeChart>('CompositeChartInfo').implement({
  description: 'How the composite chart was built.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The two names, e.g. Person 1 & Person 2 Composite.' }),
    datetime: t.string({
      description: 'The mean UT instant of the two births (a midpoint chart has no moment of its own).',
      resolve: (c) => new Date(Math.round(c.meanUtcMs)).toISOString().slice(0, 19) + 'Z',
    }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As requested.', resolve: (c) => c.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, description: 'After the polar fallback.', resolve: (c) => c.houses.used }),
    latitude: t.float({ description: 'Mean geographic latitude used for the houses, degrees.', resolve: (c) => c.latitude }),
    obliquity: t.float({ description: 'True obliquity of the ecliptic at the mean instant, degrees.', resolve: (c) => c.obliquity }),
    armc: t.float({ description: 'Right ascension of the composite MC (midpoint of the MCs), degrees 0–360.', resolve: (c) => c.armc }),
  }),
});

const compositeView = (c: CompositeChart): PointChartView => ({
  bodies: () => c.bodies,
  angles: () => c.angles,
  cusps: () => c.houses.cusps,
  bodiesByHouse: () => c.bodiesByHouse,
});

const CompositeChartObject = builder.objectRef<CompositeChart>('CompositeChart').implement({
  description:
    'Midpoint composite: near midpoints (exactly 180° apart: the smaller longitude); houses from the composite MC ' +
    '(midpoint of the MCs) at the mean latitude with the obliquity of the mean instant. Sidereal: midpoints of the sidereal ' +
    'longitudes, cusps less the ayanamsa of the mean instant.',
  fields: (t) => ({
    info: t.field({ type: CompositeChartInfoObject, description: 'How the composite was built.', resolve: (c) => c }),
    bodies: t.field({ type: [SynastryPointObject], description: 'Midpoints of the two people’s bodies.', resolve: (c) => pointViews(c.bodies) }),
    angles: t.field({ type: [SynastryPointObject], description: 'The composite ASC and MC (and Vertex when asked for).', resolve: (c) => pointViews(c.angles) }),
    houses: t.field({ type: [SynastryHouseObject], description: 'The twelve composite houses.', resolve: (c) => houseViews(compositeView(c)) }),
  }),
});

// ── Aspects ──────────────────────────────────────────────────────────────────────────────────

/** An aspect as a plain record (see PointView); the texts are resolved from `synastry` and `aspect` on demand. */
interface AspectView {
  synastry: Synastry;
  aspect: SynastryAspect;
  person1Point: string;
  person2Point: string;
  person1PointKo: string;
  person2PointKo: string;
  type: SynastryAspect['def']['type'];
  code: string;
  orb: number;
  exactAngle: number;
  allowedOrb: number;
  nature: SynastryAspect['nature'];
  isMajor: boolean;
  isFromPerson1: boolean;
  weight: number;
  tightness: SynastryAspect['tightness'];
  sign: SignName;
  signKo: string;
  interpretationKey: string;
}

function aspectViews(synastry: Synastry, list: readonly SynastryAspect[]): AspectView[] {
  return list.map((aspect) => {
    const sign = SIGNS[aspectSignIndex(aspect)];
    return {
      synastry,
      aspect,
      person1Point: aspect.p1.def.name,
      person2Point: aspect.p2.def.name,
      person1PointKo: aspect.p1.def.ko,
      person2PointKo: aspect.p2.def.ko,
      type: aspect.def.type,
      code: aspect.def.code,
      orb: round2(aspect.orb),
      exactAngle: aspect.def.angle,
      allowedOrb: aspect.allowedOrb,
      nature: aspect.nature,
      isMajor: aspect.def.major,
      isFromPerson1: aspect.fromPerson1,
      weight: aspect.weight,
      tightness: aspect.tightness,
      sign: sign.en,
      signKo: sign.ko,
      interpretationKey: interpretationKey(aspect),
    };
  });
}

const SynastryAspectObject = builder.objectRef<AspectView>('SynastryAspect').implement({
  description: 'An aspect between a point of person 1 and a point of person 2.',
  fields: (t) => ({
    person1Point: t.exposeString('person1Point', { description: 'Person 1’s point, e.g. Venus, True Node, ASC.' }),
    person2Point: t.exposeString('person2Point', { description: 'Person 2’s point.' }),
    person1PointKo: t.exposeString('person1PointKo', { description: 'Person 1’s point in Korean, e.g. 금성.' }),
    person2PointKo: t.exposeString('person2PointKo', { description: 'Person 2’s point in Korean.' }),
    type: t.expose('type', { type: SynastryAspectTypeEnum, description: 'The aspect type.' }),
    label: langField(t, 'en', 'The aspect type by name (트라인 / Trine).', (v, lang) => aspectLabel(v.type, lang)),
    code: t.exposeString('code', { description: 'CNJ, SXT, SQR, TRI, OPP; minors QCX, SSX, SSQ, SQQ, QNT, BQT.' }),
    orb: t.exposeFloat('orb', { description: 'Degrees, rounded to 0.01.' }),
    exactAngle: t.exposeFloat('exactAngle', { description: 'The exact angle of the type, degrees.' }),
    allowedOrb: t.exposeFloat('allowedOrb', { description: 'The orb allowed for this aspect, degrees (orbDegrees or minorOrbDegrees).' }),
    nature: t.expose('nature', { type: AspectNatureEnum, description: 'Harmonious, challenging or neutral.' }),
    isMajor: t.exposeBoolean('isMajor', { description: 'One of the five major types.' }),
    isFromPerson1: t.exposeBoolean('isFromPerson1', {
      description: "Person 1's point acts: it comes first in the point order (Sun … Pluto, node, angles), or for the same point lies behind in the zodiac.",
    }),
    weight: t.exposeFloat('weight', {
      description: '10 × w1·w2/100 × aspect factor × (1 − ½·orb/allowed) × relationship factor × emphasis.',
    }),
    tightness: t.expose('tightness', { type: TightnessEnum, description: 'Band of the orb.' }),
    sign: t.expose('sign', { type: SignEnum, description: 'Sign of the acting point.' }),
    signLabel: signLabelField(t, (v) => v.sign),
    signKo: t.exposeString('signKo', { description: 'That sign in Korean.' }),
    signInterpretation: textField(t, 'What the aspect means for the pair.', (v, lang) => texts.aspectInterpretation(v.synastry, v.aspect, lang)),
    interpretationKey: t.exposeString('interpretationKey', { description: 'acting point _ aspect _ other point, e.g. venus_trine_mars.' }),
  }),
});

// ── House overlays ───────────────────────────────────────────────────────────────────────────

interface OverlayView {
  overlay: Overlay;
  direction: Overlay['direction'];
  point: string;
  pointKo: string;
  house: number;
  houseMeaning: string;
  houseMeaningKo: string;
  longitude: number;
  sign: SignName;
  significant: boolean;
}

function overlayViews(list: readonly Overlay[]): OverlayView[] {
  return list.map((overlay) => {
    const meaning = HOUSE_MEANINGS[overlay.house - 1];
    return {
      overlay,
      direction: overlay.direction,
      point: overlay.point.def.name,
      pointKo: overlay.point.def.ko,
      house: overlay.house,
      houseMeaning: meaning.en,
      houseMeaningKo: meaning.ko,
      longitude: overlay.point.lon,
      sign: signOf(overlay.point.lon),
      significant: overlay.significant,
    };
  });
}

const OverlayObject = builder.objectRef<OverlayView>('HouseOverlayEntry').implement({
  description: "A point of one person in the other person's houses.",
  fields: (t) => ({
    direction: t.expose('direction', { type: OverlayDirectionEnum, description: 'Whose point in whose houses.' }),
    point: t.exposeString('point', { description: 'The point placed, e.g. Venus, ASC.' }),
    pointKo: t.exposeString('pointKo', { description: 'The point in Korean.' }),
    house: t.exposeInt('house', { description: 'The other person’s house 1–12 it falls in.' }),
    houseMeaning: t.exposeString('houseMeaning', { description: 'What the house stands for, e.g. Partnership & Marriage.' }),
    houseMeaningKo: t.exposeString('houseMeaningKo', { description: 'The same in Korean, e.g. 파트너십과 결혼.' }),
    longitude: t.exposeFloat('longitude', { description: 'Ecliptic longitude of the point, degrees 0–360.' }),
    sign: t.expose('sign', { type: SignEnum, description: 'Sign of the point.' }),
    signLabel: signLabelField(t, (v) => v.sign),
    significant: t.exposeBoolean('significant', { description: 'Weight ≥ 8 in a key house of the relationship type.' }),
    interpretation: textField(t, 'What the overlay brings.', (v, lang) => texts.overlayInterpretation(v.overlay, lang)),
  }),
});

const SignificantOverlayObject = builder.objectRef<OverlayView>('SignificantOverlay').implement({
  description: 'A point of weight ≥ 8 in a key house of the relationship type.',
  fields: (t) => ({
    direction: t.expose('direction', { type: OverlayDirectionEnum, description: 'Whose point in whose houses.' }),
    point: t.exposeString('point', { description: 'The point placed.' }),
    pointKo: t.exposeString('pointKo', { description: 'The point in Korean.' }),
    house: t.exposeInt('house', { description: 'The other person’s house 1–12.' }),
    houseMeaning: t.exposeString('houseMeaning', { description: 'What the house stands for.' }),
    significance: t.string({ description: 'Always high.', resolve: () => 'high' }),
    interpretation: textField(t, 'What the overlay means for the pair.', (v, lang) => texts.significantOverlayInterpretation(v.overlay, lang)),
  }),
});

const OverlaySummaryObject = builder.objectRef<Synastry>('OverlaySummary').implement({
  description: 'Counts of the house overlays.',
  fields: (t) => ({
    totalOverlays: t.int({
      description: 'Entries in both directions.',
      resolve: (s) => s.overlays().person1InPerson2.length + s.overlays().person2InPerson1.length,
    }),
    person1ActivatesHouses: t.intList({ description: 'Person 2’s houses holding a point of person 1, ascending.', resolve: (s) => s.activatedHouses('person1_to_person2') }),
    person2ActivatesHouses: t.intList({ description: 'Person 1’s houses holding a point of person 2, ascending.', resolve: (s) => s.activatedHouses('person2_to_person1') }),
  }),
});

const HouseOverlayObject = builder.objectRef<Synastry>('HouseOverlay').implement({
  description: 'Each person’s points in the other person’s houses.',
  fields: (t) => ({
    person1InPerson2Houses: t.field({ type: [OverlayObject], description: 'Person 1’s points in person 2’s houses.', resolve: (s) => overlayViews(s.overlays().person1InPerson2) }),
    person2InPerson1Houses: t.field({ type: [OverlayObject], description: 'Person 2’s points in person 1’s houses.', resolve: (s) => overlayViews(s.overlays().person2InPerson1) }),
    significantOverlays: t.field({ type: [SignificantOverlayObject], description: 'The significant ones of both directions.', resolve: (s) => overlayViews(s.significantOverlays()) }),
    summary: t.field({ type: OverlaySummaryObject, description: 'Counts.', resolve: (s) => s }),
  }),
});

// ── Elements and modalities ──────────────────────────────────────────────────────────────────

const ElementCountsObject = builder.objectRef<Record<Element, number>>('ElementCounts').implement({
  description: 'Points per element.',
  fields: (t) => Object.fromEntries(ELEMENTS.map((e) => [e, t.int({ description: `Points in ${e} signs.`, resolve: (c) => c[e] })])),
});

const ModalityCountsObject = builder.objectRef<Record<Modality, number>>('ModalityCounts').implement({
  description: 'Points per modality.',
  fields: (t) => Object.fromEntries(MODALITIES.map((m) => [m, t.int({ description: `Points in ${m} signs.`, resolve: (c) => c[m] })])),
});

const PointDetailObject = builder.objectRef<PointDetail>('PointDetail').implement({
  description: 'One counted point with its sign, element and modality.',
  fields: (t) => ({
    point: t.string({ description: 'The point, e.g. Sun, ASC.', resolve: (d) => d.point.def.name }),
    pointKo: t.string({ description: 'The point in Korean.', resolve: (d) => d.point.def.ko }),
    sign: t.field({ type: SignEnum, description: 'Its sign.', resolve: (d) => SIGNS[d.sign].en }),
    signLabel: signLabelField(t, (d) => SIGNS[d.sign].en),
    signKo: t.string({ description: 'Its sign in Korean.', resolve: (d) => SIGNS[d.sign].ko }),
    element: t.field({ type: ElementEnum, description: 'Element of the sign.', resolve: (d) => d.element }),
    elementKo: t.string({ description: 'The element in Korean, e.g. 불.', resolve: (d) => ELEMENT_KO[d.element] }),
    modality: t.field({ type: ModalityEnum, description: 'Modality of the sign.', resolve: (d) => d.modality }),
    modalityKo: t.string({ description: 'The modality in Korean, e.g. 활동궁.', resolve: (d) => MODALITY_KO[d.modality] }),
    weight: t.int({ description: 'The point’s reference weight, used to break ties.', resolve: (d) => d.point.def.weight }),
  }),
});

const DistributionObject = builder.objectRef<Distribution>('ElementModalityDistribution').implement({
  description: 'Counts over the ten planets and the ASC; ties broken by point weights.',
  fields: (t) => ({
    elements: t.field({ type: ElementCountsObject, description: 'Points per element.', resolve: (d) => d.elements }),
    modalities: t.field({ type: ModalityCountsObject, description: 'Points per modality.', resolve: (d) => d.modalities }),
    dominantElement: t.field({ type: ElementEnum, description: 'The element with most points.', resolve: (d) => d.dominantElement }),
    dominantModality: t.field({ type: ModalityEnum, description: 'The modality with most points.', resolve: (d) => d.dominantModality }),
    pointDetails: t.field({ type: [PointDetailObject], description: 'Each counted point.', resolve: (d) => d.details }),
  }),
});

const ElementBalanceObject = builder.objectRef<BreakdownRow<Element>>('ElementBalance').implement({
  description: 'One element’s counts in the two charts.',
  fields: (t) => ({
    element: t.field({ type: ElementEnum, description: 'The element.', resolve: (r) => r.key }),
    elementKo: t.string({ description: 'The element in Korean.', resolve: (r) => ELEMENT_KO[r.key] }),
    person1Count: t.exposeInt('person1Count', { description: 'Person 1’s points in it.' }),
    person2Count: t.exposeInt('person2Count', { description: 'Person 2’s points in it.' }),
    totalCount: t.exposeInt('totalCount', { description: 'Both together.' }),
    balanceScore: t.exposeFloat('balanceScore', { description: '1 − |c1 − c2|/(c1 + c2); 1 when both are 0.' }),
  }),
});

const ModalityBalanceObject = builder.objectRef<BreakdownRow<Modality>>('ModalityBalance').implement({
  description: 'One modality’s counts in the two charts.',
  fields: (t) => ({
    modality: t.field({ type: ModalityEnum, description: 'The modality.', resolve: (r) => r.key }),
    modalityKo: t.string({ description: 'The modality in Korean.', resolve: (r) => MODALITY_KO[r.key] }),
    person1Count: t.exposeInt('person1Count', { description: 'Person 1’s points in it.' }),
    person2Count: t.exposeInt('person2Count', { description: 'Person 2’s points in it.' }),
    totalCount: t.exposeInt('totalCount', { description: 'Both together.' }),
    balanceScore: t.exposeFloat('balanceScore', { description: '1 − |c1 − c2|/(c1 + c2); 1 when both are 0.' }),
  }),
});

const ElementCompatibilityObject = builder.objectRef<Synastry>('ElementCompatibility').implement({
  description: 'score = round(0.7 × type score + 30 × share overlap); type scores same 85, supportive 90, neutral 65, challenging 50, opposing 40.',
  fields: (t) => ({
    person1Dominant: t.field({ type: ElementEnum, description: 'Person 1’s dominant element.', resolve: (s) => s.elementCompatibility().person1Dominant }),
    person2Dominant: t.field({ type: ElementEnum, description: 'Person 2’s dominant element.', resolve: (s) => s.elementCompatibility().person2Dominant }),
    person1DominantKo: t.string({ description: 'Person 1’s dominant element in Korean.', resolve: (s) => ELEMENT_KO[s.elementCompatibility().person1Dominant] }),
    person2DominantKo: t.string({ description: 'Person 2’s dominant element in Korean.', resolve: (s) => ELEMENT_KO[s.elementCompatibility().person2Dominant] }),
    score: t.int({ description: 'Element compatibility 0–100.', resolve: (s) => s.elementCompatibility().score }),
    type: t.field({ type: ElementCompatibilityTypeEnum, description: 'How the dominant elements combine.', resolve: (s) => s.elementCompatibility().type }),
    description: textField(t, 'The combination of dominant elements.', (s, lang) => texts.elementDescription(s, lang)),
    breakdown: t.field({ type: [ElementBalanceObject], description: 'Counts per element.', resolve: (s) => s.elementCompatibility().breakdown }),
  }),
});

const ModalityCompatibilityObject = builder.objectRef<Synastry>('ModalityCompatibility').implement({
  description:
    'score = round(0.7 × type score + 30 × share overlap); competitive 55, complementary 85, supportive 80, stable 70, balancing 75, flexible 75.',
  fields: (t) => ({
    person1Dominant: t.field({ type: ModalityEnum, description: 'Person 1’s dominant modality.', resolve: (s) => s.modalityCompatibility().person1Dominant }),
    person2Dominant: t.field({ type: ModalityEnum, description: 'Person 2’s dominant modality.', resolve: (s) => s.modalityCompatibility().person2Dominant }),
    person1DominantKo: t.string({ description: 'Person 1’s dominant modality in Korean.', resolve: (s) => MODALITY_KO[s.modalityCompatibility().person1Dominant] }),
    person2DominantKo: t.string({ description: 'Person 2’s dominant modality in Korean.', resolve: (s) => MODALITY_KO[s.modalityCompatibility().person2Dominant] }),
    score: t.int({ description: 'Modality compatibility 0–100.', resolve: (s) => s.modalityCompatibility().score }),
    type: t.field({ type: ModalityCompatibilityTypeEnum, description: 'How the dominant modalities combine.', resolve: (s) => s.modalityCompatibility().type }),
    description: textField(t, 'The combination of dominant modalities.', (s, lang) => texts.modalityDescription(s, lang)),
    breakdown: t.field({ type: [ModalityBalanceObject], description: 'Counts per modality.', resolve: (s) => s.modalityCompatibility().breakdown }),
  }),
});

const ElementModalityObject = builder.objectRef<Synastry>('ElementModalityAnalysis').implement({
  description: 'Elements and modalities of the two charts compared.',
  fields: (t) => ({
    person1Distribution: t.field({ type: DistributionObject, description: 'Person 1’s counts.', resolve: (s) => s.distribution1() }),
    person2Distribution: t.field({ type: DistributionObject, description: 'Person 2’s counts.', resolve: (s) => s.distribution2() }),
    elementCompatibility: t.field({ type: ElementCompatibilityObject, description: 'The dominant elements compared.', resolve: (s) => s }),
    modalityCompatibility: t.field({ type: ModalityCompatibilityObject, description: 'The dominant modalities compared.', resolve: (s) => s }),
    temperamentAnalysis: textField(t, 'The two temperaments.', (s, lang) => texts.temperamentAnalysis(s, lang)),
  }),
});

// ── Compatibility ────────────────────────────────────────────────────────────────────────────

const AspectTypeStatsObject = builder.objectRef<AspectTypeStats>('AspectTypeStats').implement({
  description: 'The inter-aspects of one type.',
  fields: (t) => ({
    type: t.field({ type: SynastryAspectTypeEnum, description: 'The aspect type.', resolve: (r) => r.type }),
    count: t.exposeInt('count', { description: 'Aspects of this type.' }),
    totalWeight: t.exposeFloat('totalWeight', { description: 'Sum of their weights, 0.01.' }),
    averageOrb: t.exposeFloat('averageOrb', { description: 'Mean orb, degrees, 0.01.' }),
    nature: t.field({ type: AspectNatureEnum, description: 'Conjunctions: neutral (theirs depends on the points).', resolve: (r) => r.nature }),
    averageWeight: t.exposeFloat('averageWeight', { description: 'Mean weight, 0.01.' }),
  }),
});

const CompatibilityObject = builder.objectRef<Synastry>('CompatibilityAnalysis').implement({
  description:
    'overall_score = round(100 × raw^0.8), raw = ¼·harmony + ¾·connection (advanced: 0.8 × that + 0.2 × element and modality scores / 200).',
  fields: (t) => {
    const c = (s: Synastry) => s.compatibility();
    return {
      overallScore: t.int({ description: '0–100.', resolve: (s) => c(s).overallScore }),
      band: t.field({ type: ScoreBandEnum, description: 'Band of overallScore.', resolve: (s) => c(s).band.band }),
      bandKo: t.string({ description: 'The band in Korean, e.g. 높음.', resolve: (s) => c(s).band.ko }),
      method: t.field({ type: CompatibilityMethodEnum, description: 'The method used.', resolve: (s) => c(s).method }),
      harmony: t.float({ description: '(positive + ½·neutral) / total weight (simple: counts); 0–1.', resolve: (s) => c(s).harmony }),
      connection: t.float({ description: 'Key-point contacts weighted by tightness; 0–1.', resolve: (s) => c(s).connection }),
      totalAspects: t.int({ description: 'Inter-aspects found.', resolve: (s) => c(s).totalAspects }),
      majorAspects: t.int({ description: 'Of them, major.', resolve: (s) => c(s).majorAspects }),
      minorAspects: t.int({ description: 'Of them, minor.', resolve: (s) => c(s).minorAspects }),
      harmoniousAspects: t.int({ description: 'Of them, harmonious.', resolve: (s) => c(s).harmoniousAspects }),
      challengingAspects: t.int({ description: 'Of them, challenging.', resolve: (s) => c(s).challengingAspects }),
      neutralAspects: t.int({ description: 'Of them, neutral.', resolve: (s) => c(s).neutralAspects }),
      totalWeight: t.float({ description: 'Sum of all aspect weights.', resolve: (s) => c(s).totalWeight }),
      positiveWeight: t.float({ description: 'Sum of the harmonious aspects’ weights.', resolve: (s) => c(s).positiveWeight }),
      challengingWeight: t.float({ description: 'Sum of the challenging aspects’ weights.', resolve: (s) => c(s).challengingWeight }),
      neutralWeight: t.float({ description: 'Sum of the neutral aspects’ weights.', resolve: (s) => c(s).neutralWeight }),
      aspectBreakdown: t.field({ type: [AspectTypeStatsObject], description: 'Statistics per aspect type found.', resolve: (s) => c(s).breakdown }),
      strongestAspects: t.field({ type: [SynastryAspectObject], description: 'The five heaviest aspects.', resolve: (s) => aspectViews(s, c(s).strongest) }),
      strengths: textListField(t, 'Strengths of the relationship.', (s, lang) => texts.relationshipStrengths(s, lang)),
      challenges: textListField(t, 'Challenges of the relationship.', (s, lang) => texts.relationshipChallenges(s, lang)),
      notes: textField(t, 'A note on the score.', (s, lang) => texts.compatibilityNotes(s, lang)),
    };
  },
});

// ── House overlay analysis ───────────────────────────────────────────────────────────────────

const AreaScoreObject = builder.objectRef<AreaScore>('RelationshipAreaScore').implement({
  description: 'How strongly the house overlays of both directions touch one life area.',
  fields: (t) => ({
    area: t.field({ type: RelationshipAreaEnum, description: 'The area.', resolve: (a) => a.area }),
    rating: t.exposeString('rating', { description: '매우 강함 ≥ 25, 강함 ≥ 18, 보통 ≥ 8, 약함 > 0, 해당 없음.' }),
    score: t.exposeFloat('score', { description: 'Σ point weight × house relevance over both directions / the area’s relevance sum, one decimal.' }),
    factors: t.exposeStringList('factors', { description: 'Up to 3, body-house (+weight).' }),
  }),
});

const AreasObject = builder.objectRef<Synastry>('RelationshipAreas').implement({
  description: 'The five life areas scored.',
  fields: (t) =>
    Object.fromEntries(
      AREAS.map((area: Area) => [area, t.field({ type: AreaScoreObject, description: `The ${area} area.`, resolve: (s) => s.areas().areas.find((a) => a.area === area)! })]),
    ),
});

const OverlayAnalysisSummaryObject = builder.objectRef<Synastry>('OverlayAnalysisSummary').implement({
  description: 'What the house overlays stress.',
  fields: (t) => ({
    totalMeaningfulOverlays: t.int({ description: 'Overlays adding ≥ 6 to some area.', resolve: (s) => s.areas().meaningfulOverlays }),
    strongestArea: t.field({ type: RelationshipAreaEnum, description: 'The area with the highest score.', resolve: (s) => s.areas().strongest.area }),
    relationshipFocus: t.field({
      type: RelationshipFocusEnum,
      description: 'balanced_focus when the second area reaches 90% of the strongest.',
      resolve: (s) => s.areas().focus as never,
    }),
  }),
});

const HouseOverlayAnalysisObject = builder.objectRef<Synastry>('HouseOverlayAnalysis').implement({
  description: 'The house overlays read by life area.',
  fields: (t) => ({
    keyInsights: textListField(t, 'At most 8.', (s, lang) => texts.houseOverlayInsights(s, lang)),
    areas: t.field({ type: AreasObject, description: 'Score of each area.', resolve: (s) => s }),
    overallInterpretation: textField(t, 'The overlays as a whole.', (s, lang) => texts.houseOverlayInterpretation(s, lang)),
    summary: t.field({ type: OverlayAnalysisSummaryObject, description: 'Strongest area and focus.', resolve: (s) => s }),
  }),
});

// ── Relationship themes ──────────────────────────────────────────────────────────────────────

const ThemeScoreObject = builder.objectRef<ThemeScore>('ThemeScore').implement({
  description: 'One theme scored: 100 × (1 − e^(−support/scale)) × e^(−strain/30).',
  fields: (t) => ({
    theme: t.field({ type: RelationshipThemeEnum, description: 'The theme.', resolve: (s) => s.theme }),
    score: t.exposeFloat('score', { description: '0–100, one decimal.' }),
    rating: t.exposeString('rating', { description: '매우 높음 ≥ 80, 높음 ≥ 65, 보통 ≥ 45, 낮음 ≥ 30, 매우 낮음.' }),
    level: t.exposeInt('level', { description: '1–5, 5 highest.' }),
    description: textField(t, 'The theme for this pair.', (s, lang) => texts.themeDescription(s, lang)),
    factors: t.exposeStringList('factors', { description: 'Up to 3, the largest contributions.' }),
    support: t.exposeFloat('support', { description: 'Sum of the positive contributions (aspects and overlays), 0.01.' }),
    strain: t.exposeFloat('strain', { description: 'Sum of the negative contributions, as a positive number, 0.01.' }),
  }),
});

const camel = (id: string) => id.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

const ThemesObject = builder.objectRef<Synastry>('RelationshipThemes').implement({
  description: 'The eight relationship themes scored.',
  fields: (t) =>
    Object.fromEntries(
      THEMES.map((theme: Theme) => [
        camel(theme),
        t.field({ type: ThemeScoreObject, description: `The ${theme.replace(/_/g, ' ')} theme.`, resolve: (s) => s.themes().find((x) => x.theme === theme)! }),
      ]),
    ),
});

const ThemeSummaryObject = builder.objectRef<Synastry>('RelationshipThemeSummary').implement({
  description: 'The relationship themes and the key ones.',
  fields: (t) => ({
    themes: t.field({ type: ThemesObject, description: 'Every theme’s score.', resolve: (s) => s }),
    keyThemes: t.field({
      type: [RelationshipThemeEnum],
      description: 'Themes at level 4–5, best first, at most 4 (the single best one when none is).',
      resolve: (s) => s.keyThemes().map((x) => x.theme),
    }),
    summary: textField(t, 'The relationship in a few sentences.', (s, lang) => texts.relationshipSummary(s, lang)),
  }),
});

// ── The synastry ─────────────────────────────────────────────────────────────────────────────

const SynastryInfoObject = builder.objectRef<Synastry>('SynastryInfo').implement({
  description: 'The two people and the options used, defaults filled in.',
  fields: (t) => ({
    person1Name: t.string({ description: 'Person 1’s name (default Person 1).', resolve: (s) => s.person1.name }),
    person2Name: t.string({ description: 'Person 2’s name (default Person 2).', resolve: (s) => s.person2.name }),
    person1Datetime: t.string({ description: 'Person 1’s birth, local time with its UTC offset.', resolve: (s) => s.person1.chart.time().localIso }),
    person2Datetime: t.string({ description: 'Person 2’s birth, local time with its UTC offset.', resolve: (s) => s.person2.chart.time().localIso }),
    relationshipType: t.field({ type: RelationshipTypeEnum, description: 'As used.', resolve: (s) => s.input.relationshipType }),
    analysisDepth: t.field({ type: AnalysisDepthEnum, description: 'As given.', resolve: (s) => s.input.analysisDepth }),
    houseSystem: t.field({ type: HouseSystemEnum, description: 'As used.', resolve: (s) => s.input.houseSystem }),
    orbDegrees: t.float({ description: 'Orb of the major aspects, degrees.', resolve: (s) => s.input.orbDegrees }),
    minorOrbDegrees: t.float({ description: 'Orb of the minor aspects, degrees.', resolve: (s) => s.input.minorOrbDegrees }),
    includeMinorAspects: t.boolean({ description: 'Minor aspects were included.', resolve: (s) => s.input.includeMinorAspects }),
    compatibilityMethod: t.field({ type: CompatibilityMethodEnum, description: 'As used.', resolve: (s) => s.input.compatibilityMethod }),
    emphasisLuminaries: t.boolean({ description: 'Sun and Moon aspects weighted ×1.25.', resolve: (s) => s.input.emphasisLuminaries }),
    emphasisPersonalPlanets: t.boolean({ description: 'Personal-point aspects weighted ×1.1.', resolve: (s) => s.input.emphasisPersonalPlanets }),
    includeVertexPoints: t.boolean({ description: 'The Vertex was included.', resolve: (s) => s.input.includeVertexPoints }),
    calculationDate: t.string({ description: 'When the synastry was computed (ISO 8601, UTC).', resolve: (s) => s.calculatedAt.toISOString() }),
  }),
});

const SynastryObject = builder.objectRef<Synastry>('Synastry').implement({
  description: 'Two natal charts compared (POST /v1/astrology/synastry).',
  fields: (t) => ({
    info: t.field({ type: SynastryInfoObject, description: 'People and options.', resolve: (s) => s }),
    person1: t.field({ type: SynastryChartObject, description: 'Person 1’s chart.', resolve: (s) => s.person1 }),
    person2: t.field({ type: SynastryChartObject, description: 'Person 2’s chart.', resolve: (s) => s.person2 }),
    aspects: t.field({ type: [SynastryAspectObject], description: 'Heaviest first.', resolve: (s) => aspectViews(s, s.aspects()) }),
    houseOverlay: t.field({ type: HouseOverlayObject, description: 'Each person’s points in the other’s houses.', resolve: (s) => s }),
    elementModality: t.field({ type: ElementModalityObject, description: 'Elements and modalities compared.', resolve: (s) => s }),
    compatibility: t.field({ type: CompatibilityObject, description: 'The overall compatibility score and its parts.', resolve: (s) => s }),
    houseOverlayAnalysis: t.field({ type: HouseOverlayAnalysisObject, description: 'The overlays read by life area.', resolve: (s) => s }),
    themes: t.field({ type: ThemeSummaryObject, description: 'The relationship themes.', resolve: (s) => s }),
    composite: t.field({
      type: CompositeChartObject,
      description: 'The midpoint composite chart.',
      resolve: (s) => s.composite(),
    }),
    davison: t.field({
      type: NatalChartObject,
      description: 'The chart of the mean UT instant at the great-circle midpoint of the two places.',
      resolve: (s) => s.davison(),
    }),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: svgField(t, 'en', 'The bi-wheel (person 1 inside, person 2 outside, inter-aspects) as an SVG document (image/svg+xml), labels in lang, in theme, with layout.', synastrySvg, true),
  }),
});

builder.queryFields((t) => ({
  synastry: t.field({
    type: SynastryObject,
    description: 'Two charts compared: aspects, overlays, scores, composite and Davison (POST /v1/astrology/synastry).',
    args: { input: t.arg({ type: SynastryInput, required: true, description: 'The two births and the options.' }) },
    resolve: (_root, { input }) => synastryOf(input),
  }),
}));
