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
  type ChartPoint,
  type Distribution,
  type Overlay,
  type PersonChart,
  type PointDetail,
  type SynastryAspect,
  type ThemeScore,
} from '../core/astro/synastry.js';
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
import { langField, signLabelField } from './labels.js';
import { HouseSystemEnum, LocationInput, NatalChartObject, SignEnum } from './natal.js';

/** A GraphQL enum whose keys are the upper-case forms of the API's lower-case values. */
function lowerCaseEnum<T extends string>(name: string, values: readonly T[], description?: string) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v }])) as Record<string, { value: T }>,
  });
}

const RelationshipTypeEnum = lowerCaseEnum('RelationshipType', RELATIONSHIP_TYPES, 'Weights aspects for the kind of relationship.');
const AnalysisDepthEnum = lowerCaseEnum('AnalysisDepth', ANALYSIS_DEPTHS);
const CompatibilityMethodEnum = lowerCaseEnum('CompatibilityMethod', COMPATIBILITY_METHODS);
const SynastryAspectTypeEnum = lowerCaseEnum('SynastryAspectType', SYNASTRY_ASPECT_TYPES);
const AspectNatureEnum = lowerCaseEnum('AspectNature', ['harmonious', 'challenging', 'neutral'] as const);
const TightnessEnum = lowerCaseEnum('Tightness', TIGHTNESS_BANDS.map((b) => b.band), 'Orb ≤ 1° exact, ≤ 3° tight, ≤ 5° moderate, ≤ 8° wide, beyond loose.');
const PointTypeEnum = lowerCaseEnum('PointType', ['luminary', 'planet', 'node', 'angle'] as const);
const PointCategoryEnum = lowerCaseEnum('PointCategory', ['personal', 'social', 'transpersonal', 'point', 'angle'] as const);
const ElementEnum = lowerCaseEnum('Element', ELEMENTS);
const ModalityEnum = lowerCaseEnum('Modality', MODALITIES);
const ElementCompatibilityTypeEnum = lowerCaseEnum('ElementCompatibilityType', ['same', 'supportive', 'neutral', 'challenging', 'opposing'] as const);
const ModalityCompatibilityTypeEnum = lowerCaseEnum(
  'ModalityCompatibilityType',
  ['competitive', 'complementary', 'supportive', 'stable', 'balancing', 'flexible'] as const,
);
const ScoreBandEnum = lowerCaseEnum('ScoreBand', SCORE_BANDS.map((b) => b.band), '85–100 very high, 70–84 high, 55–69 average, 40–54 low, 0–39 very low.');
const OverlayDirectionEnum = lowerCaseEnum('OverlayDirection', ['person1_to_person2', 'person2_to_person1'] as const);
const RelationshipAreaEnum = lowerCaseEnum('RelationshipArea', AREAS);
const RelationshipFocusEnum = lowerCaseEnum('RelationshipFocus', [
  'romantic_focus', 'communication_focus', 'stability_focus', 'growth_focus', 'intimacy_focus', 'balanced_focus',
] as const);
const RelationshipThemeEnum = lowerCaseEnum('RelationshipTheme', THEMES);

// ── Input ────────────────────────────────────────────────────────────────────────────────────

const SynastryPersonInput = builder.inputType('SynastryPersonInput', {
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
  fields: (t) => ({
    person1: t.field({ type: SynastryPersonInput }),
    person2: t.field({ type: SynastryPersonInput }),
    relationshipType: t.field({ type: RelationshipTypeEnum, required: false, defaultValue: D.relationshipType }),
    analysisDepth: t.field({
      type: AnalysisDepthEnum,
      required: false,
      defaultValue: D.analysisDepth,
      description: 'Echoed in info; it decides the REST blocks. GraphQL clients select the blocks they want.',
    }),
    houseSystem: t.field({ type: HouseSystemEnum, required: false, defaultValue: D.houseSystem }),
    orbDegrees: t.float({
      required: false,
      defaultValue: D.orbDegrees,
      description: 'Orb of the major aspects, 2.0–15.0°.',
      validate: { schema: boundedNumber('2.0', '15.0') },
    }),
    minorOrbDegrees: t.float({
      required: false,
      defaultValue: D.minorOrbDegrees,
      description: 'Orb of the minor aspects, 1.0–8.0°.',
      validate: { schema: boundedNumber('1.0', '8.0') },
    }),
    includeMinorAspects: t.boolean({
      required: false,
      defaultValue: D.includeMinorAspects,
      description: 'Adds quincunx, semisextile, semisquare, sesquiquadrate, quintile and biquintile.',
    }),
    compatibilityMethod: t.field({ type: CompatibilityMethodEnum, required: false, defaultValue: D.compatibilityMethod }),
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
  }),
});

type SynastryArgs = typeof SynastryInput.$inferInput;

/** The core synastry of a request; bad dates or zones fail here, in the root field. */
function synastryOf(input: SynastryArgs): Synastry {
  const synastry = new Synastry(input);
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
    nameEn: t.exposeString('nameEn'),
    nameKo: t.exposeString('nameKo'),
    label: langField(t, 'en', 'The point by name (태양 / Sun).', (v, lang) => bodyLabel(v.key, lang)),
    longitude: t.exposeFloat('longitude'),
    latitude: t.exposeFloat('latitude', { description: '0 for the angles.' }),
    sign: t.expose('sign', { type: SignEnum }),
    signLabel: signLabelField(t, (v) => v.sign),
    signKo: t.exposeString('signKo'),
    signDegree: t.exposeFloat('signDegree', { description: '0–30.' }),
    house: t.exposeInt('house', { description: 'House in its own chart.' }),
    type: t.expose('type', { type: PointTypeEnum }),
    category: t.expose('category', { type: PointCategoryEnum }),
    weight: t.exposeInt('weight', {
      description: 'Sun, Moon 10; Venus 9; Mercury, Mars, ASC 8; MC 7; Jupiter, Saturn 6; True Node, Vertex 5; Uranus, Neptune, Pluto 4.',
    }),
    retrograde: t.exposeBoolean('retrograde'),
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
  fields: (t) => ({
    number: t.exposeInt('number'),
    cuspLongitude: t.exposeFloat('cuspLongitude'),
    sign: t.expose('sign', { type: SignEnum }),
    signLabel: signLabelField(t, (h) => h.sign),
    signDegree: t.exposeFloat('signDegree'),
    bodiesInHouse: t.exposeStringList('bodiesInHouse', { description: 'Names of the bodies in the house.' }),
  }),
});

const SynastryChartInfoObject = builder.objectRef<PersonChart>('SynastryChartInfo').implement({
  fields: (t) => ({
    name: t.string({ resolve: (c) => c.name }),
    datetime: t.string({ description: 'Local time with the UTC offset applied.', resolve: (c) => c.chart.time().localIso }),
    timezone: t.string({ resolve: (c) => c.chart.input.location.timezone }),
    houseSystem: t.field({ type: HouseSystemEnum, resolve: (c) => c.chart.input.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, description: 'After the polar fallback.', resolve: (c) => c.chart.houses().used }),
  }),
});

const SynastryChartObject = builder.objectRef<PersonChart>('SynastryChart').implement({
  description: 'One person of the pair.',
  fields: (t) => ({
    info: t.field({ type: SynastryChartInfoObject, resolve: (c) => c }),
    bodies: t.field({ type: [SynastryPointObject], resolve: (c) => pointViews(c.bodies()) }),
    angles: t.field({ type: [SynastryPointObject], description: 'ASC and MC (and the Vertex when asked for).', resolve: (c) => pointViews(c.angles()) }),
    houses: t.field({ type: [SynastryHouseObject], resolve: (c) => houseViews(c) }),
    natal: t.field({ type: NatalChartObject, description: 'The full natal chart of this person.', resolve: (c) => c.chart }),
    warnings: t.stringList({ resolve: (c) => c.chart.warnings() }),
  }),
});

const CompositeChartInfoObject = builder.objectRef<CompositeChart>('CompositeChartInfo').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    datetime: t.string({
      description: 'The mean UT instant of the two births (a midpoint chart has no moment of its own).',
      resolve: (c) => new Date(Math.round(c.meanUtcMs)).toISOString().slice(0, 19) + 'Z',
    }),
    houseSystem: t.field({ type: HouseSystemEnum, resolve: (c) => c.houseSystem }),
    houseSystemUsed: t.field({ type: HouseSystemEnum, resolve: (c) => c.houses.used }),
    latitude: t.float({ description: 'Mean geographic latitude of the houses.', resolve: (c) => c.latitude }),
    obliquity: t.float({ description: 'True obliquity at the mean instant.', resolve: (c) => c.obliquity }),
    armc: t.float({ description: 'Right ascension of the composite MC (midpoint of the MCs).', resolve: (c) => c.armc }),
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
    '(midpoint of the MCs) at the mean latitude with the obliquity of the mean instant.',
  fields: (t) => ({
    info: t.field({ type: CompositeChartInfoObject, resolve: (c) => c }),
    bodies: t.field({ type: [SynastryPointObject], resolve: (c) => pointViews(c.bodies) }),
    angles: t.field({ type: [SynastryPointObject], resolve: (c) => pointViews(c.angles) }),
    houses: t.field({ type: [SynastryHouseObject], resolve: (c) => houseViews(compositeView(c)) }),
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
    person1Point: t.exposeString('person1Point'),
    person2Point: t.exposeString('person2Point'),
    person1PointKo: t.exposeString('person1PointKo'),
    person2PointKo: t.exposeString('person2PointKo'),
    type: t.expose('type', { type: SynastryAspectTypeEnum }),
    label: langField(t, 'en', 'The aspect type by name (트라인 / Trine).', (v, lang) => aspectLabel(v.type, lang)),
    code: t.exposeString('code', { description: 'CNJ, SXT, SQR, TRI, OPP; minors QCX, SSX, SSQ, SQQ, QNT, BQT.' }),
    orb: t.exposeFloat('orb', { description: 'Degrees, rounded to 0.01.' }),
    exactAngle: t.exposeFloat('exactAngle'),
    allowedOrb: t.exposeFloat('allowedOrb'),
    nature: t.expose('nature', { type: AspectNatureEnum }),
    isMajor: t.exposeBoolean('isMajor'),
    isFromPerson1: t.exposeBoolean('isFromPerson1', {
      description: "Person 1's point acts: it comes first in the point order (Sun … Pluto, node, angles), or for the same point lies behind in the zodiac.",
    }),
    weight: t.exposeFloat('weight', {
      description: '10 × w1·w2/100 × aspect factor × (1 − ½·orb/allowed) × relationship factor × emphasis.',
    }),
    tightness: t.expose('tightness', { type: TightnessEnum }),
    sign: t.expose('sign', { type: SignEnum, description: 'Sign of the acting point.' }),
    signLabel: signLabelField(t, (v) => v.sign),
    signKo: t.exposeString('signKo'),
    signInterpretation: t.string({ resolve: (v) => texts.aspectInterpretation(v.synastry, v.aspect) }),
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
    direction: t.expose('direction', { type: OverlayDirectionEnum }),
    point: t.exposeString('point'),
    pointKo: t.exposeString('pointKo'),
    house: t.exposeInt('house'),
    houseMeaning: t.exposeString('houseMeaning'),
    houseMeaningKo: t.exposeString('houseMeaningKo'),
    longitude: t.exposeFloat('longitude'),
    sign: t.expose('sign', { type: SignEnum }),
    signLabel: signLabelField(t, (v) => v.sign),
    significant: t.exposeBoolean('significant'),
    interpretation: t.string({ resolve: (v) => texts.overlayInterpretation(v.overlay) }),
  }),
});

const SignificantOverlayObject = builder.objectRef<OverlayView>('SignificantOverlay').implement({
  description: 'A point of weight ≥ 8 in a key house of the relationship type.',
  fields: (t) => ({
    direction: t.expose('direction', { type: OverlayDirectionEnum }),
    point: t.exposeString('point'),
    pointKo: t.exposeString('pointKo'),
    house: t.exposeInt('house'),
    houseMeaning: t.exposeString('houseMeaning'),
    significance: t.string({ description: 'Always high.', resolve: () => 'high' }),
    interpretation: t.string({ resolve: (v) => texts.significantOverlayInterpretation(v.overlay) }),
  }),
});

const OverlaySummaryObject = builder.objectRef<Synastry>('OverlaySummary').implement({
  fields: (t) => ({
    totalOverlays: t.int({
      description: 'Entries in both directions.',
      resolve: (s) => s.overlays().person1InPerson2.length + s.overlays().person2InPerson1.length,
    }),
    person1ActivatesHouses: t.intList({ resolve: (s) => s.activatedHouses('person1_to_person2') }),
    person2ActivatesHouses: t.intList({ resolve: (s) => s.activatedHouses('person2_to_person1') }),
  }),
});

const HouseOverlayObject = builder.objectRef<Synastry>('HouseOverlay').implement({
  fields: (t) => ({
    person1InPerson2Houses: t.field({ type: [OverlayObject], resolve: (s) => overlayViews(s.overlays().person1InPerson2) }),
    person2InPerson1Houses: t.field({ type: [OverlayObject], resolve: (s) => overlayViews(s.overlays().person2InPerson1) }),
    significantOverlays: t.field({ type: [SignificantOverlayObject], resolve: (s) => overlayViews(s.significantOverlays()) }),
    summary: t.field({ type: OverlaySummaryObject, resolve: (s) => s }),
  }),
});

// ── Elements and modalities ──────────────────────────────────────────────────────────────────

const ElementCountsObject = builder.objectRef<Record<Element, number>>('ElementCounts').implement({
  fields: (t) => Object.fromEntries(ELEMENTS.map((e) => [e, t.int({ resolve: (c) => c[e] })])),
});

const ModalityCountsObject = builder.objectRef<Record<Modality, number>>('ModalityCounts').implement({
  fields: (t) => Object.fromEntries(MODALITIES.map((m) => [m, t.int({ resolve: (c) => c[m] })])),
});

const PointDetailObject = builder.objectRef<PointDetail>('PointDetail').implement({
  fields: (t) => ({
    point: t.string({ resolve: (d) => d.point.def.name }),
    pointKo: t.string({ resolve: (d) => d.point.def.ko }),
    sign: t.field({ type: SignEnum, resolve: (d) => SIGNS[d.sign].en }),
    signLabel: signLabelField(t, (d) => SIGNS[d.sign].en),
    signKo: t.string({ resolve: (d) => SIGNS[d.sign].ko }),
    element: t.field({ type: ElementEnum, resolve: (d) => d.element }),
    elementKo: t.string({ resolve: (d) => ELEMENT_KO[d.element] }),
    modality: t.field({ type: ModalityEnum, resolve: (d) => d.modality }),
    modalityKo: t.string({ resolve: (d) => MODALITY_KO[d.modality] }),
    weight: t.int({ resolve: (d) => d.point.def.weight }),
  }),
});

const DistributionObject = builder.objectRef<Distribution>('ElementModalityDistribution').implement({
  description: 'Counts over the ten planets and the ASC; ties broken by point weights.',
  fields: (t) => ({
    elements: t.field({ type: ElementCountsObject, resolve: (d) => d.elements }),
    modalities: t.field({ type: ModalityCountsObject, resolve: (d) => d.modalities }),
    dominantElement: t.field({ type: ElementEnum, resolve: (d) => d.dominantElement }),
    dominantModality: t.field({ type: ModalityEnum, resolve: (d) => d.dominantModality }),
    pointDetails: t.field({ type: [PointDetailObject], resolve: (d) => d.details }),
  }),
});

const ElementBalanceObject = builder.objectRef<BreakdownRow<Element>>('ElementBalance').implement({
  fields: (t) => ({
    element: t.field({ type: ElementEnum, resolve: (r) => r.key }),
    elementKo: t.string({ resolve: (r) => ELEMENT_KO[r.key] }),
    person1Count: t.exposeInt('person1Count'),
    person2Count: t.exposeInt('person2Count'),
    totalCount: t.exposeInt('totalCount'),
    balanceScore: t.exposeFloat('balanceScore', { description: '1 − |c1 − c2|/(c1 + c2); 1 when both are 0.' }),
  }),
});

const ModalityBalanceObject = builder.objectRef<BreakdownRow<Modality>>('ModalityBalance').implement({
  fields: (t) => ({
    modality: t.field({ type: ModalityEnum, resolve: (r) => r.key }),
    modalityKo: t.string({ resolve: (r) => MODALITY_KO[r.key] }),
    person1Count: t.exposeInt('person1Count'),
    person2Count: t.exposeInt('person2Count'),
    totalCount: t.exposeInt('totalCount'),
    balanceScore: t.exposeFloat('balanceScore'),
  }),
});

const ElementCompatibilityObject = builder.objectRef<Synastry>('ElementCompatibility').implement({
  description: 'score = round(0.7 × type score + 30 × share overlap); type scores same 85, supportive 90, neutral 65, challenging 50, opposing 40.',
  fields: (t) => ({
    person1Dominant: t.field({ type: ElementEnum, resolve: (s) => s.elementCompatibility().person1Dominant }),
    person2Dominant: t.field({ type: ElementEnum, resolve: (s) => s.elementCompatibility().person2Dominant }),
    person1DominantKo: t.string({ resolve: (s) => ELEMENT_KO[s.elementCompatibility().person1Dominant] }),
    person2DominantKo: t.string({ resolve: (s) => ELEMENT_KO[s.elementCompatibility().person2Dominant] }),
    score: t.int({ resolve: (s) => s.elementCompatibility().score }),
    type: t.field({ type: ElementCompatibilityTypeEnum, resolve: (s) => s.elementCompatibility().type }),
    description: t.string({ resolve: (s) => texts.elementDescription(s) }),
    breakdown: t.field({ type: [ElementBalanceObject], resolve: (s) => s.elementCompatibility().breakdown }),
  }),
});

const ModalityCompatibilityObject = builder.objectRef<Synastry>('ModalityCompatibility').implement({
  description:
    'score = round(0.7 × type score + 30 × share overlap); competitive 55, complementary 85, supportive 80, stable 70, balancing 75, flexible 75.',
  fields: (t) => ({
    person1Dominant: t.field({ type: ModalityEnum, resolve: (s) => s.modalityCompatibility().person1Dominant }),
    person2Dominant: t.field({ type: ModalityEnum, resolve: (s) => s.modalityCompatibility().person2Dominant }),
    person1DominantKo: t.string({ resolve: (s) => MODALITY_KO[s.modalityCompatibility().person1Dominant] }),
    person2DominantKo: t.string({ resolve: (s) => MODALITY_KO[s.modalityCompatibility().person2Dominant] }),
    score: t.int({ resolve: (s) => s.modalityCompatibility().score }),
    type: t.field({ type: ModalityCompatibilityTypeEnum, resolve: (s) => s.modalityCompatibility().type }),
    description: t.string({ resolve: (s) => texts.modalityDescription(s) }),
    breakdown: t.field({ type: [ModalityBalanceObject], resolve: (s) => s.modalityCompatibility().breakdown }),
  }),
});

const ElementModalityObject = builder.objectRef<Synastry>('ElementModalityAnalysis').implement({
  fields: (t) => ({
    person1Distribution: t.field({ type: DistributionObject, resolve: (s) => s.distribution1() }),
    person2Distribution: t.field({ type: DistributionObject, resolve: (s) => s.distribution2() }),
    elementCompatibility: t.field({ type: ElementCompatibilityObject, resolve: (s) => s }),
    modalityCompatibility: t.field({ type: ModalityCompatibilityObject, resolve: (s) => s }),
    temperamentAnalysis: t.string({ resolve: (s) => texts.temperamentAnalysis(s) }),
  }),
});

// ── Compatibility ────────────────────────────────────────────────────────────────────────────

const AspectTypeStatsObject = builder.objectRef<AspectTypeStats>('AspectTypeStats').implement({
  fields: (t) => ({
    type: t.field({ type: SynastryAspectTypeEnum, resolve: (r) => r.type }),
    count: t.exposeInt('count'),
    totalWeight: t.exposeFloat('totalWeight'),
    averageOrb: t.exposeFloat('averageOrb'),
    nature: t.field({ type: AspectNatureEnum, description: 'Conjunctions: neutral (theirs depends on the points).', resolve: (r) => r.nature }),
    averageWeight: t.exposeFloat('averageWeight'),
  }),
});

const CompatibilityObject = builder.objectRef<Synastry>('CompatibilityAnalysis').implement({
  description:
    'overall_score = round(100 × raw^0.8), raw = ¼·harmony + ¾·connection (advanced: 0.8 × that + 0.2 × element and modality scores / 200).',
  fields: (t) => {
    const c = (s: Synastry) => s.compatibility();
    return {
      overallScore: t.int({ description: '0–100.', resolve: (s) => c(s).overallScore }),
      band: t.field({ type: ScoreBandEnum, resolve: (s) => c(s).band.band }),
      bandKo: t.string({ resolve: (s) => c(s).band.ko }),
      method: t.field({ type: CompatibilityMethodEnum, resolve: (s) => c(s).method }),
      harmony: t.float({ description: '(positive + ½·neutral) / total weight (simple: counts); 0–1.', resolve: (s) => c(s).harmony }),
      connection: t.float({ description: 'Key-point contacts weighted by tightness; 0–1.', resolve: (s) => c(s).connection }),
      totalAspects: t.int({ resolve: (s) => c(s).totalAspects }),
      majorAspects: t.int({ resolve: (s) => c(s).majorAspects }),
      minorAspects: t.int({ resolve: (s) => c(s).minorAspects }),
      harmoniousAspects: t.int({ resolve: (s) => c(s).harmoniousAspects }),
      challengingAspects: t.int({ resolve: (s) => c(s).challengingAspects }),
      neutralAspects: t.int({ resolve: (s) => c(s).neutralAspects }),
      totalWeight: t.float({ resolve: (s) => c(s).totalWeight }),
      positiveWeight: t.float({ resolve: (s) => c(s).positiveWeight }),
      challengingWeight: t.float({ resolve: (s) => c(s).challengingWeight }),
      neutralWeight: t.float({ resolve: (s) => c(s).neutralWeight }),
      aspectBreakdown: t.field({ type: [AspectTypeStatsObject], resolve: (s) => c(s).breakdown }),
      strongestAspects: t.field({ type: [SynastryAspectObject], resolve: (s) => aspectViews(s, c(s).strongest) }),
      strengths: t.stringList({ resolve: (s) => texts.relationshipStrengths(s) }),
      challenges: t.stringList({ resolve: (s) => texts.relationshipChallenges(s) }),
      notes: t.string({ resolve: (s) => texts.compatibilityNotes(s) }),
    };
  },
});

// ── House overlay analysis ───────────────────────────────────────────────────────────────────

const AreaScoreObject = builder.objectRef<AreaScore>('RelationshipAreaScore').implement({
  fields: (t) => ({
    area: t.field({ type: RelationshipAreaEnum, resolve: (a) => a.area }),
    rating: t.exposeString('rating', { description: '매우 강함 ≥ 25, 강함 ≥ 18, 보통 ≥ 8, 약함 > 0, 해당 없음.' }),
    score: t.exposeFloat('score'),
    factors: t.exposeStringList('factors', { description: 'Up to 3, body-house (+weight).' }),
  }),
});

const AreasObject = builder.objectRef<Synastry>('RelationshipAreas').implement({
  fields: (t) =>
    Object.fromEntries(
      AREAS.map((area: Area) => [area, t.field({ type: AreaScoreObject, resolve: (s) => s.areas().areas.find((a) => a.area === area)! })]),
    ),
});

const OverlayAnalysisSummaryObject = builder.objectRef<Synastry>('OverlayAnalysisSummary').implement({
  fields: (t) => ({
    totalMeaningfulOverlays: t.int({ description: 'Overlays adding ≥ 6 to some area.', resolve: (s) => s.areas().meaningfulOverlays }),
    strongestArea: t.field({ type: RelationshipAreaEnum, resolve: (s) => s.areas().strongest.area }),
    relationshipFocus: t.field({
      type: RelationshipFocusEnum,
      description: 'balanced_focus when the second area reaches 90% of the strongest.',
      resolve: (s) => s.areas().focus as never,
    }),
  }),
});

const HouseOverlayAnalysisObject = builder.objectRef<Synastry>('HouseOverlayAnalysis').implement({
  fields: (t) => ({
    keyInsights: t.stringList({ description: 'At most 8.', resolve: (s) => texts.houseOverlayInsights(s) }),
    areas: t.field({ type: AreasObject, resolve: (s) => s }),
    overallInterpretation: t.string({ resolve: (s) => texts.houseOverlayInterpretation(s) }),
    summary: t.field({ type: OverlayAnalysisSummaryObject, resolve: (s) => s }),
  }),
});

// ── Relationship themes ──────────────────────────────────────────────────────────────────────

const ThemeScoreObject = builder.objectRef<ThemeScore>('ThemeScore').implement({
  fields: (t) => ({
    theme: t.field({ type: RelationshipThemeEnum, resolve: (s) => s.theme }),
    score: t.exposeFloat('score', { description: '0–100, one decimal.' }),
    rating: t.exposeString('rating', { description: '매우 높음 ≥ 80, 높음 ≥ 65, 보통 ≥ 45, 낮음 ≥ 30, 매우 낮음.' }),
    level: t.exposeInt('level', { description: '1–5, 5 highest.' }),
    description: t.string({ resolve: (s) => texts.themeDescription(s) }),
    factors: t.exposeStringList('factors', { description: 'Up to 3, the largest contributions.' }),
    support: t.exposeFloat('support'),
    strain: t.exposeFloat('strain'),
  }),
});

const camel = (id: string) => id.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

const ThemesObject = builder.objectRef<Synastry>('RelationshipThemes').implement({
  fields: (t) =>
    Object.fromEntries(
      THEMES.map((theme: Theme) => [
        camel(theme),
        t.field({ type: ThemeScoreObject, resolve: (s) => s.themes().find((x) => x.theme === theme)! }),
      ]),
    ),
});

const ThemeSummaryObject = builder.objectRef<Synastry>('RelationshipThemeSummary').implement({
  fields: (t) => ({
    themes: t.field({ type: ThemesObject, resolve: (s) => s }),
    keyThemes: t.field({
      type: [RelationshipThemeEnum],
      description: 'Themes at level 4–5, best first, at most 4 (the single best one when none is).',
      resolve: (s) => s.keyThemes().map((x) => x.theme),
    }),
    summary: t.string({ resolve: (s) => texts.relationshipSummary(s) }),
  }),
});

// ── The synastry ─────────────────────────────────────────────────────────────────────────────

const SynastryInfoObject = builder.objectRef<Synastry>('SynastryInfo').implement({
  fields: (t) => ({
    person1Name: t.string({ resolve: (s) => s.person1.name }),
    person2Name: t.string({ resolve: (s) => s.person2.name }),
    person1Datetime: t.string({ resolve: (s) => s.person1.chart.time().localIso }),
    person2Datetime: t.string({ resolve: (s) => s.person2.chart.time().localIso }),
    relationshipType: t.field({ type: RelationshipTypeEnum, resolve: (s) => s.input.relationshipType }),
    analysisDepth: t.field({ type: AnalysisDepthEnum, resolve: (s) => s.input.analysisDepth }),
    houseSystem: t.field({ type: HouseSystemEnum, resolve: (s) => s.input.houseSystem }),
    orbDegrees: t.float({ resolve: (s) => s.input.orbDegrees }),
    minorOrbDegrees: t.float({ resolve: (s) => s.input.minorOrbDegrees }),
    includeMinorAspects: t.boolean({ resolve: (s) => s.input.includeMinorAspects }),
    compatibilityMethod: t.field({ type: CompatibilityMethodEnum, resolve: (s) => s.input.compatibilityMethod }),
    emphasisLuminaries: t.boolean({ resolve: (s) => s.input.emphasisLuminaries }),
    emphasisPersonalPlanets: t.boolean({ resolve: (s) => s.input.emphasisPersonalPlanets }),
    includeVertexPoints: t.boolean({ resolve: (s) => s.input.includeVertexPoints }),
    calculationDate: t.string({ description: 'When the synastry was computed (ISO 8601, UTC).', resolve: (s) => s.calculatedAt.toISOString() }),
  }),
});

const SynastryObject = builder.objectRef<Synastry>('Synastry').implement({
  description: 'Two natal charts compared (POST /v1/astrology/synastry).',
  fields: (t) => ({
    info: t.field({ type: SynastryInfoObject, resolve: (s) => s }),
    person1: t.field({ type: SynastryChartObject, resolve: (s) => s.person1 }),
    person2: t.field({ type: SynastryChartObject, resolve: (s) => s.person2 }),
    aspects: t.field({ type: [SynastryAspectObject], description: 'Heaviest first.', resolve: (s) => aspectViews(s, s.aspects()) }),
    houseOverlay: t.field({ type: HouseOverlayObject, resolve: (s) => s }),
    elementModality: t.field({ type: ElementModalityObject, resolve: (s) => s }),
    compatibility: t.field({ type: CompatibilityObject, resolve: (s) => s }),
    houseOverlayAnalysis: t.field({ type: HouseOverlayAnalysisObject, resolve: (s) => s }),
    themes: t.field({ type: ThemeSummaryObject, resolve: (s) => s }),
    composite: t.field({
      type: CompositeChartObject,
      resolve: (s) => s.composite(),
    }),
    davison: t.field({
      type: NatalChartObject,
      description: 'The chart of the mean UT instant at the great-circle midpoint of the two places.',
      resolve: (s) => s.davison(),
    }),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: langField(t, 'en', 'The bi-wheel (person 1 inside, person 2 outside, inter-aspects) as an SVG document (image/svg+xml), labels in lang.', (s, lang) => synastrySvg(s, lang)),
  }),
});

builder.queryFields((t) => ({
  synastry: t.field({
    type: SynastryObject,
    args: { input: t.arg({ type: SynastryInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const synastry = synastryOf(input);
      return synastry;
    },
  }),
}));
