/**
 * POST /v1/astrology/synastry (spec §4.12, category Relationship): request schema, variables (the
 * blocks of analysis_depth and include_composite become @include switches of the document), and the
 * reshaping of the GraphQL result into the documented record. Flat-style errors (§7).
 */
import { z } from 'zod';
import type { UsageInfo } from '../access/context.js';
import { ASTRO_DEFAULTS } from '../core/astro/defaults.js';
import { depthIncludes } from '../core/astro/synastry.js';
import { ANALYSIS_DEPTHS, COMPATIBILITY_METHODS, RELATIONSHIP_TYPES } from '../core/astro/synastry-tables.js';
import { boundedNumber, caselessEnum, isoDateTime, locationFields, personName } from '../validation.js';
import {
  SynastryDocument,
  type AnalysisDepth,
  type CompatibilityMethod,
  type RelationshipType,
  type SynastryAspectRecordFragment,
  type SynastryChartRecordFragment,
  type SynastryHouseRecordFragment,
  type SynastryPointRecordFragment,
  type SynastryQuery,
  type SynastryQueryVariables,
} from './generated/operations.js';
import { textLang, textLangField } from './classical.js';
import { SynastryResponse } from './responses.js';
import { above, defineRoute, envelope, fieldFail, lower, type RequestInfo } from './route.js';
import { operationByName } from '../operations/index.js';
import { seoul } from '../operations/examples.js';
import { titleCase, zodiacFields, zodiacVariables } from './natal.js';

/** The house systems of spec §2.5 for the operations other than natal-chart. */
export const SYNASTRY_HOUSE_SYSTEMS = ['PLACIDUS', 'WHOLE_SIGN', 'EQUAL', 'KOCH', 'CAMPANUS'] as const;


const location = z.object(locationFields);

export const synastryBody = z.object({
  person1_datetime: isoDateTime.meta({ description: 'Birth time of the first person: wall-clock time in person1_location’s zone, or with an offset' }),
  person1_location: location.meta({ description: 'Birth place of the first person' }),
  person1_name: personName.nullish().meta({ description: 'Name of the first person, at most 100 characters; default Person 1' }),
  person2_datetime: isoDateTime.meta({ description: 'Birth time of the second person: wall-clock time in person2_location’s zone, or with an offset' }),
  person2_location: location.meta({ description: 'Birth place of the second person' }),
  person2_name: personName.nullish().meta({ description: 'Name of the second person, at most 100 characters; default Person 2' }),
  relationship_type: caselessEnum(RELATIONSHIP_TYPES, 'lower')
    .nullish()
    .meta({ description: `Kind of relationship: ${RELATIONSHIP_TYPES.join(', ')}; default general; any letter case is accepted` }),
  analysis_depth: caselessEnum(ANALYSIS_DEPTHS, 'lower')
    .nullish()
    .meta({ description: `Which blocks the answer has: ${ANALYSIS_DEPTHS.join(', ')}; default comprehensive; any letter case is accepted` }),
  house_system: caselessEnum(SYNASTRY_HOUSE_SYSTEMS, 'upper')
    .nullish()
    .meta({ description: `House system of both charts: ${SYNASTRY_HOUSE_SYSTEMS.join(', ')}; default PLACIDUS; any letter case is accepted` }),
  ...zodiacFields,
  orb_degrees: boundedNumber('2.0', '15.0').nullish().meta({ description: 'Orb of the major aspects, 2.0–15.0 degrees; default 8.0' }),
  minor_orb_degrees: boundedNumber('1.0', '8.0').nullish().meta({ description: 'Orb of the minor aspects, 1.0–8.0 degrees; default 2.0' }),
  include_minor_aspects: z.boolean().nullish().meta({ description: 'Adds quincunx, semisextile, semisquare, sesquiquadrate, quintile and biquintile; default false' }),
  include_composite: z.boolean().nullish().meta({ description: 'Adds composite_chart, the midpoint chart; default false' }),
  compatibility_method: caselessEnum(COMPATIBILITY_METHODS, 'lower')
    .nullish()
    .meta({ description: `How the overall score is computed: ${COMPATIBILITY_METHODS.join(', ')}; default weighted; any letter case is accepted` }),
  emphasis_luminaries: z.boolean().nullish().meta({ description: 'Aspect weight ×1.25 per Sun or Moon; default false' }),
  // Sent by the spec's request example without being in its parameter list.
  include_midpoint_analysis: z.boolean().nullish().meta({ description: 'Accepted and ignored (the answer is the same)' }),
  include_vertex_points: z.boolean().nullish().meta({ description: 'Adds each Vertex to the angles, aspects and overlays; default false' }),
  emphasis_personal_planets: z.boolean().nullish().meta({ description: 'Aspect weight ×1.1 per personal point (Sun, Moon, Mercury, Venus, Mars); default false' }),
  lang: textLangField,
});
type SynastryBody = z.infer<typeof synastryBody>;

/** The body as GraphQL variables: what the client sent, renamed; GraphQL and the core fill in the rest. */
function variables(body: SynastryBody, request?: RequestInfo): SynastryQueryVariables {
  const person = (datetime: string, location: SynastryBody['person1_location'], name?: string | null) => ({ name, datetime, location });
  // The blocks of the answer follow the depth (§4.12), so the route needs it before the query runs.
  const depth = body.analysis_depth ?? ASTRO_DEFAULTS.synastry.analysisDepth;
  return {
    input: {
      person1: person(body.person1_datetime, body.person1_location, body.person1_name),
      person2: person(body.person2_datetime, body.person2_location, body.person2_name),
      relationshipType: body.relationship_type?.toUpperCase() as RelationshipType | undefined,
      analysisDepth: depth.toUpperCase() as AnalysisDepth,
      houseSystem: body.house_system,
      ...zodiacVariables(body),
      orbDegrees: body.orb_degrees,
      minorOrbDegrees: body.minor_orb_degrees,
      includeMinorAspects: body.include_minor_aspects,
      compatibilityMethod: body.compatibility_method?.toUpperCase() as CompatibilityMethod | undefined,
      emphasisLuminaries: body.emphasis_luminaries,
      emphasisPersonalPlanets: body.emphasis_personal_planets,
      includeVertexPoints: body.include_vertex_points,
    },
    withOverlay: depthIncludes(depth, 'standard'),
    detailed: depthIncludes(depth, 'detailed'),
    comprehensive: depthIncludes(depth, 'comprehensive'),
    withComposite: body.include_composite ?? false,
    lang: textLang(body.lang, request),
  };
}

// ── Shaping (spec §4.12) ─────────────────────────────────────────────────────────────────────

const byName = <T extends { name: string }, R>(list: readonly T[], f: (x: T) => R) =>
  Object.fromEntries(list.map((x) => [x.name, f(x)]));
const byKey = <T, R>(list: readonly T[], key: (x: T) => string, f: (x: T) => R) =>
  Object.fromEntries(list.map((x) => [key(x), f(x)]));

const pointRecord = (p: SynastryPointRecordFragment) => ({
  longitude: p.longitude,
  latitude: p.latitude,
  sign: titleCase(p.sign),
  sign_degree: p.degreeInSign,
  house: p.house,
  type: lower(p.type),
  category: lower(p.category),
  weight: p.weight,
  retrograde: p.retrograde,
  speed: p.speed,
  name_ko: p.labelKo,
  name_en: p.name,
});

const houseRecord = (h: SynastryHouseRecordFragment) => ({
  cusp_longitude: h.cuspLongitude,
  sign: titleCase(h.sign),
  sign_degree: h.degreeInSign,
  bodies_in_house: h.bodies,
});

function personChartRecord(c: Omit<SynastryChartRecordFragment, ' $fragmentName'>) {
  return {
    chart_info: { name: c.info.name, datetime: c.info.datetime, house_system: c.info.houseSystem },
    bodies: byName(c.bodies, pointRecord),
    angles: byName(c.angles, pointRecord),
    houses: byKey(c.houses, (h) => `house_${h.number}`, houseRecord),
  };
}

const aspectRecord = (a: SynastryAspectRecordFragment) => ({
  person1_point: a.person1Point,
  person2_point: a.person2Point,
  person1_point_ko: a.person1PointKo,
  person2_point_ko: a.person2PointKo,
  aspect_type: lower(a.type),
  aspect_code: a.code,
  orb: a.orb,
  exact_angle: a.exactAngle,
  aspect_nature: lower(a.nature),
  is_major: a.isMajor,
  is_from_person1: a.isFromPerson1,
  aspect_weight: a.weight,
  tightness: lower(a.tightness),
  aspect_sign: titleCase(a.sign),
  aspect_sign_ko: a.signLabelKo,
  sign_interpretation: a.signInterpretation,
  interpretation_key: a.interpretationKey,
});

type Result = SynastryQuery['westernSynastry'];

function houseOverlay(o: NonNullable<Result['houseOverlay']>) {
  const entries = (list: typeof o.person1InPerson2Houses) =>
    byKey(list, (e) => e.point, (e) => ({
      house: e.house,
      house_meaning: e.houseMeaning,
      house_meaning_ko: e.houseMeaningKo,
      longitude: e.longitude,
      sign: titleCase(e.sign),
      point_ko: e.pointKo,
      overlay_interpretation: e.interpretation,
    }));
  return {
    person1_in_person2_houses: entries(o.person1InPerson2Houses),
    person2_in_person1_houses: entries(o.person2InPerson1Houses),
    significant_overlays: o.significantOverlays.map((s) => ({
      direction: lower(s.direction),
      point: s.point,
      point_ko: s.pointKo,
      house: s.house,
      house_meaning: s.houseMeaning,
      significance: s.significance,
      interpretation: s.interpretation,
    })),
    overlay_summary: {
      total_overlays: o.summary.totalOverlays,
      person1_activates_houses: o.summary.person1ActivatesHouses,
      person2_activates_houses: o.summary.person2ActivatesHouses,
    },
  };
}

function elementModality(e: NonNullable<Result['elementModality']>) {
  const distribution = (d: typeof e.person1Distribution) => ({
    elements: { fire: d.elements.fire, earth: d.elements.earth, air: d.elements.air, water: d.elements.water },
    modalities: { cardinal: d.modalities.cardinal, fixed: d.modalities.fixed, mutable: d.modalities.mutable },
    dominant_element: lower(d.dominantElement),
    dominant_modality: lower(d.dominantModality),
    point_details: byKey(d.pointDetails, (p) => p.point, (p) => ({
      sign: titleCase(p.sign),
      sign_ko: p.signLabelKo,
      element: lower(p.element),
      element_ko: p.elementKo,
      modality: lower(p.modality),
      modality_ko: p.modalityKo,
      weight: p.weight,
    })),
  });
  const pair = (c: typeof e.elementCompatibility | typeof e.modalityCompatibility) => ({
    person1_dominant: lower(c.person1Dominant),
    person2_dominant: lower(c.person2Dominant),
    person1_dominant_ko: c.person1DominantKo,
    person2_dominant_ko: c.person2DominantKo,
    compatibility_score: c.score,
    compatibility_type: lower(c.type),
    compatibility_description: c.description,
  });
  const counts = (r: { person1Count: number; person2Count: number; totalCount: number; balanceScore: number }) => ({
    person1_count: r.person1Count,
    person2_count: r.person2Count,
    total_count: r.totalCount,
    balance_score: r.balanceScore,
  });
  return {
    person1_distribution: distribution(e.person1Distribution),
    person2_distribution: distribution(e.person2Distribution),
    element_compatibility: {
      ...pair(e.elementCompatibility),
      element_breakdown: e.elementCompatibility.breakdown.map((r) => ({ element: lower(r.element), element_ko: r.elementKo, ...counts(r) })),
    },
    modality_compatibility: {
      ...pair(e.modalityCompatibility),
      modality_breakdown: e.modalityCompatibility.breakdown.map((r) => ({ modality: lower(r.modality), modality_ko: r.modalityKo, ...counts(r) })),
    },
    temperament_analysis: e.temperamentAnalysis,
  };
}

function compatibility(c: Result['compatibility'], aspects: ReturnType<typeof aspectRecord>[]) {
  return {
    overall_score: c.overallScore,
    total_aspects: c.totalAspects,
    major_aspects: c.majorAspects,
    minor_aspects: c.minorAspects,
    harmonious_aspects: c.harmoniousAspects,
    challenging_aspects: c.challengingAspects,
    neutral_aspects: c.neutralAspects,
    total_weight: c.totalWeight,
    positive_weight: c.positiveWeight,
    challenging_weight: c.challengingWeight,
    aspect_breakdown: byKey(c.aspectBreakdown, (r) => lower(r.type), (r) => ({
      count: r.count,
      total_weight: r.totalWeight,
      average_orb: r.averageOrb,
      nature: lower(r.nature),
      average_weight: r.averageWeight,
    })),
    // synastry_aspects are sorted by aspect_weight descending: the strongest five are its head.
    strongest_aspects: aspects.slice(0, 5),
    relationship_strengths: c.strengths,
    relationship_challenges: c.challenges,
    compatibility_notes: c.notes,
  };
}

function houseOverlayAnalysis(h: NonNullable<Result['houseOverlayAnalysis']>) {
  return {
    key_insights: h.keyInsights,
    relationship_areas: h.areas,
    overall_interpretation: h.overallInterpretation,
    analysis_summary: {
      total_meaningful_overlays: h.summary.totalMeaningfulOverlays,
      strongest_area: lower(h.summary.strongestArea),
      relationship_focus: lower(h.summary.relationshipFocus),
    },
  };
}

function themeSummary(t: NonNullable<Result['themes']>) {
  const x = t.themes;
  return {
    themes: {
      romance_chemistry: x.romanceChemistry,
      emotional_bond: x.emotionalBond,
      communication: x.communication,
      intellectual_connection: x.intellectualConnection,
      physical_attraction: x.physicalAttraction,
      long_term_stability: x.longTermStability,
      spiritual_connection: x.spiritualConnection,
      growth_potential: x.growthPotential,
    },
    key_themes: t.keyThemes.map(lower),
    overall_relationship_summary: t.summary,
  };
}

/** The data object of spec §4.12, blocks in the spec's order; absent blocks are left out. */
export function synastryRecord(s: Result) {
  const aspects = s.aspects.map(aspectRecord);
  const i = s.info;
  return {
    person1_chart: personChartRecord(s.person1),
    person2_chart: personChartRecord(s.person2),
    synastry_info: {
      person1_name: i.person1Name,
      person2_name: i.person2Name,
      person1_datetime: i.person1Datetime,
      person2_datetime: i.person2Datetime,
      relationship_type: lower(i.relationshipType),
      analysis_depth: lower(i.analysisDepth),
      house_system: i.houseSystem,
      orb_degrees: i.orbDegrees,
      minor_orb_degrees: i.minorOrbDegrees,
      compatibility_method: lower(i.compatibilityMethod),
      calculation_date: i.calculationDate,
    },
    synastry_aspects: aspects,
    ...(s.houseOverlay && { house_overlay: houseOverlay(s.houseOverlay) }),
    ...(s.elementModality && { element_modality_analysis: elementModality(s.elementModality) }),
    compatibility_analysis: compatibility(s.compatibility, aspects),
    ...(s.houseOverlayAnalysis && { house_overlay_analysis: houseOverlayAnalysis(s.houseOverlayAnalysis) }),
    ...(s.themes && { relationship_theme_summary: themeSummary(s.themes) }),
    ...(s.composite && { composite_chart: personChartRecord(s.composite) }),
  };
}

const MESSAGE = 'Synastry analysis completed successfully';

export const synastryRoute = defineRoute({
  operation: operationByName.synastry,
  failures: [
    fieldFail(
      'orb_degrees above 15.0',
      { person1_datetime: '1990-05-15T14:30:00', person1_location: seoul, person2_datetime: '1992-11-03T08:15:00', person2_location: seoul, orb_degrees: 16 },
      'orb_degrees',
      above('15.0'),
    ),
    fieldFail(
      'person2_datetime missing',
      { person1_datetime: '1990-05-15T14:30:00', person1_location: seoul, person2_location: seoul },
      'person2_datetime',
      'field required',
    ),
  ],
  response: SynastryResponse,
  document: SynastryDocument,
  body: synastryBody,
  variables,
  shape: (data, usage: UsageInfo) => envelope(synastryRecord(data.westernSynastry), MESSAGE, usage),
});

