/**
 * The synastry record, in the envelope: both charts, aspects, overlays and the analyses by depth.
 */
import { z } from 'zod';
import { HOUSE_SYSTEMS } from '../../core/astro/houses.js';
import {
  ANALYSIS_DEPTHS, ASPECTS, COMPATIBILITY_METHODS, RELATIONSHIP_TYPES, ASPECT_NATURES, POINT_CATEGORIES, POINT_TYPES, SYNASTRY_ASPECT_TYPES, THEMES, TIGHTNESS_BANDS,
} from '../../core/astro/synastry-tables.js';
import { bool, envelope, fixedKeys, int, labelEnum, num, recordOf, ref, sign, str, strings, fieldText } from './common.js';

// ── Synastry ─────────────────────────────────────────────────────────────────────────────────

const SynastryPoint = z
  .strictObject({
    longitude: num(fieldText('Body.longitude')),
    latitude: num(fieldText('SynastryPoint.latitude')),
    sign: ref(sign, 'Sign of the longitude'),
    sign_degree: num(fieldText('ChartPoint.degreeInSign')),
    house: int('House 1–12 in its own chart'),
    type: z.enum(POINT_TYPES).meta({ description: 'luminary, planet, node or angle' }),
    category: z.enum(POINT_CATEGORIES).meta({ description: 'personal, social, transpersonal, point or angle' }),
    weight: num('Reference weight: Sun, Moon 10; Venus 9; Mercury, Mars, ASC 8; MC 7; Jupiter, Saturn 6; True Node, Vertex 5; Uranus, Neptune, Pluto 4'),
    retrograde: bool('True when the speed is negative'),
    speed: num(fieldText('SynastryPoint.speed')),
    name_ko: str('Korean name, e.g. 태양'),
    name_en: str('English name (the same as the key)'),
  })
  .meta({ id: 'SynastryPoint', description: 'A body or angle of a synastry chart' });

const SynastryChart = z
  .strictObject({
    chart_info: z
      .strictObject({
        name: str('The name given, or Person 1 / Person 2 (composite: both names)'),
        datetime: str('Local time with its UTC offset (composite: the mean UT instant of the two births)'),
        house_system: z.string().meta({ description: 'House system as used', enum: [...HOUSE_SYSTEMS] }),
      })
      .meta({ description: 'Name, time and house system' }),
    bodies: recordOf('capitalised name (Sun … Pluto, True Node)', SynastryPoint, 'The bodies'),
    angles: recordOf('ASC, MC (and Vertex with include_vertex_points)', SynastryPoint, 'The angles'),
    houses: recordOf(
      'house_1 … house_12',
      z.strictObject({
        cusp_longitude: num(fieldText('SynastryHouse.cuspLongitude')),
        sign: ref(sign, 'Sign of the cusp'),
        sign_degree: num(fieldText('SynastryHouse.degreeInSign')),
        bodies_in_house: strings(fieldText('SynastryHouse.bodies')),
      }),
      'The twelve houses',
    ),
  })
  .meta({ id: 'SynastryChart', description: "A person's chart (or the composite midpoint chart) in a synastry" });

const SynastryAspect = z
  .strictObject({
    person1_point: str("Person 1's point, e.g. Venus, True Node, ASC"),
    person2_point: str("Person 2's point"),
    person1_point_ko: str("Person 1's point in Korean, e.g. 금성"),
    person2_point_ko: str("Person 2's point in Korean"),
    aspect_type: z.enum(SYNASTRY_ASPECT_TYPES).meta({ description: 'The aspect type' }),
    aspect_code: labelEnum(ASPECTS, (a) => a.code).meta({
      description: fieldText('SynastryAspect.code'),
    }),
    orb: num(fieldText('SynastryAspect.orb')),
    exact_angle: num(fieldText('SynastryAspect.exactAngle')),
    aspect_nature: z.enum(ASPECT_NATURES).meta({ description: 'harmonious, challenging or neutral' }),
    is_major: bool(fieldText('SynastryAspect.isMajor')),
    is_from_person1: bool(fieldText('SynastryAspect.isFromPerson1')),
    aspect_weight: num('10 × w1·w2/100 × aspect factor × (1 − ½·orb/allowed orb) × relationship factor × emphasis'),
    tightness: labelEnum(TIGHTNESS_BANDS, (b) => b.band).meta({
      description: 'Band of the orb: exact ≤ 1°, tight ≤ 3°, moderate ≤ 5°, wide ≤ 8°, loose beyond',
    }),
    aspect_sign: ref(sign, fieldText('SynastryAspect.sign')),
    aspect_sign_ko: str('That sign in Korean'),
    sign_interpretation: str('What the aspect means for the pair, in Korean'),
    interpretation_key: str(fieldText('SynastryAspect.interpretationKey')),
  })
  .meta({ id: 'SynastryAspect', description: "An aspect between a point of person 1's chart and one of person 2's" });

const overlayEntry = z.strictObject({
  house: int("The other person's house 1–12 it falls in"),
  house_meaning: str('What the house stands for, e.g. Partnership & Marriage'),
  house_meaning_ko: str('The same in Korean, e.g. 파트너십과 결혼'),
  longitude: num(fieldText('HouseOverlayEntry.longitude')),
  sign: ref(sign, 'Sign of the point'),
  point_ko: str('The point in Korean'),
  overlay_interpretation: str('What the overlay brings, in Korean'),
});

const HouseOverlay = z
  .strictObject({
    person1_in_person2_houses: recordOf('point name, e.g. Venus, ASC', overlayEntry, "Person 1's points in person 2's houses"),
    person2_in_person1_houses: recordOf('point name, e.g. Venus, ASC', overlayEntry, "Person 2's points in person 1's houses"),
    significant_overlays: z
      .array(
        z.strictObject({
          direction: z.enum(['person1_to_person2', 'person2_to_person1']).meta({ description: fieldText('SignificantOverlay.direction') }),
          point: str('The point placed'),
          point_ko: str('The point in Korean'),
          house: int("The other person's house 1–12"),
          house_meaning: str('What the house stands for'),
          significance: str('Always high'),
          interpretation: str('What the overlay means for the pair, in Korean'),
        }),
      )
      .meta({ description: 'The significant overlays of both directions (weight ≥ 8 in a key house of the relationship type)' }),
    overlay_summary: z
      .strictObject({
        total_overlays: int(fieldText('OverlaySummary.totalOverlays')),
        person1_activates_houses: z.array(int('A house number')).meta({ description: "Person 2's houses holding a point of person 1, ascending" }),
        person2_activates_houses: z.array(int('A house number')).meta({ description: "Person 1's houses holding a point of person 2, ascending" }),
      })
      .meta({ description: 'Counts' }),
  })
  .meta({ id: 'HouseOverlay', description: "Each person's points in the other's houses" });

/** Elements and modalities of the signs, as the synastry writes them. */
const ELEMENTS_EN = ['fire', 'earth', 'air', 'water'] as const;
const MODALITIES_EN = ['cardinal', 'fixed', 'mutable'] as const;

const distribution = (person: string) =>
  z
    .strictObject({
      elements: fixedKeys(ELEMENTS_EN, (e) => num(`Points in ${e} signs`)).meta({ description: 'Points per element' }),
      modalities: fixedKeys(MODALITIES_EN, (m) => num(`Points in ${m} signs`)).meta({ description: 'Points per modality' }),
      dominant_element: z.string().meta({ description: fieldText('ElementModalityDistribution.dominantElement'), enum: [...ELEMENTS_EN] }),
      dominant_modality: z.string().meta({ description: fieldText('ElementModalityDistribution.dominantModality'), enum: [...MODALITIES_EN] }),
      point_details: recordOf(
        'point name, e.g. Sun, ASC',
        z.strictObject({
          sign: ref(sign, 'Its sign'),
          sign_ko: str('Its sign in Korean'),
          element: z.string().meta({ description: 'Element of the sign', enum: [...ELEMENTS_EN] }),
          element_ko: str('The element in Korean, e.g. 불'),
          modality: z.string().meta({ description: fieldText('PointDetail.modality'), enum: [...MODALITIES_EN] }),
          modality_ko: str('The modality in Korean, e.g. 활동궁'),
          weight: num("The point's reference weight, used to break ties"),
        }),
        'Each counted point',
      ),
    })
    .meta({ description: `${person}'s counts` });
const pairFields = (what: 'element' | 'modality') => ({
  person1_dominant: z.string().meta({ description: `Person 1's dominant ${what}`, enum: [...(what === 'element' ? ELEMENTS_EN : MODALITIES_EN)] }),
  person2_dominant: z.string().meta({ description: `Person 2's dominant ${what}`, enum: [...(what === 'element' ? ELEMENTS_EN : MODALITIES_EN)] }),
  person1_dominant_ko: str(`Person 1's dominant ${what} in Korean`),
  person2_dominant_ko: str(`Person 2's dominant ${what} in Korean`),
  compatibility_score: num(`${what === 'element' ? 'Element' : 'Modality'} compatibility 0–100`),
  compatibility_type: str(`How the dominant ${what}s combine, lowercase`),
  compatibility_description: str('The combination in Korean'),
});
const countFields = {
  person1_count: int("Person 1's points in it"),
  person2_count: int("Person 2's points in it"),
  total_count: int('Both together'),
  balance_score: num(fieldText('ElementBalance.balanceScore')),
};

const ElementModalityAnalysis = z
  .strictObject({
    person1_distribution: distribution('Person 1'),
    person2_distribution: distribution('Person 2'),
    element_compatibility: z
      .strictObject({
        ...pairFields('element'),
        element_breakdown: z
          .array(
            z.strictObject({
              element: z.string().meta({ description: 'The element', enum: [...ELEMENTS_EN] }),
              element_ko: str('The element in Korean'),
              ...countFields,
            }),
          )
          .meta({ description: 'Counts per element' }),
      })
      .meta({ description: fieldText('ElementModalityAnalysis.elementCompatibility') }),
    modality_compatibility: z
      .strictObject({
        ...pairFields('modality'),
        modality_breakdown: z
          .array(
            z.strictObject({
              modality: z.string().meta({ description: 'The modality', enum: [...MODALITIES_EN] }),
              modality_ko: str('The modality in Korean'),
              ...countFields,
            }),
          )
          .meta({ description: 'Counts per modality' }),
      })
      .meta({ description: fieldText('ElementModalityAnalysis.modalityCompatibility') }),
    temperament_analysis: str('The two temperaments in Korean'),
  })
  .meta({ id: 'ElementModalityAnalysis', description: 'Elements and modalities of the two charts compared' });

const CompatibilityAnalysis = z
  .strictObject({
    overall_score: int('The overall score 0–100'),
    total_aspects: int('Inter-aspects found'),
    major_aspects: int('Of them, major'),
    minor_aspects: int('Of them, minor'),
    harmonious_aspects: int('Of them, harmonious'),
    challenging_aspects: int(fieldText('CompatibilityAnalysis.challengingAspects')),
    neutral_aspects: int('Of them, neutral'),
    total_weight: num(fieldText('CompatibilityAnalysis.totalWeight')),
    positive_weight: num("Sum of the harmonious aspects' weights"),
    challenging_weight: num("Sum of the challenging aspects' weights"),
    aspect_breakdown: recordOf(
      'aspect type, lowercase',
      z.strictObject({
        count: int(fieldText('AspectTypeStats.count')),
        total_weight: num(fieldText('AspectTypeStats.totalWeight')),
        average_orb: num(fieldText('AspectTypeStats.averageOrb')),
        nature: str('harmonious, challenging or neutral (conjunctions: neutral)'),
        average_weight: num('Mean weight, 0.01'),
      }),
      fieldText('CompatibilityAnalysis.aspectBreakdown'),
    ),
    strongest_aspects: z.array(SynastryAspect).meta({ description: 'The five heaviest aspects' }),
    relationship_strengths: strings('Strengths of the relationship, in Korean'),
    relationship_challenges: strings('Challenges of the relationship, in Korean'),
    compatibility_notes: str('A note on the score, in Korean'),
  })
  .meta({ id: 'CompatibilityAnalysis', description: 'Compatibility of two charts: the overall score, aspect counts and weights, strengths and challenges' });

const RELATIONSHIP_AREAS = ['romance', 'communication', 'stability', 'growth', 'intimacy'] as const;
const HouseOverlayAnalysis = z
  .strictObject({
    key_insights: strings('At most 8 insights, in Korean'),
    relationship_areas: fixedKeys(RELATIONSHIP_AREAS, (area) =>
      z
        .strictObject({
          rating: str(fieldText('RelationshipAreaScore.rating')),
          score: num("Σ point weight × house relevance over both directions / the area's relevance sum, one decimal"),
          factors: strings(fieldText('RelationshipAreaScore.factors')),
        })
        .meta({ description: `The ${area} area` }),
    ).meta({ description: 'Score of each life area' }),
    overall_interpretation: str('The overlays as a whole, in Korean'),
    analysis_summary: z
      .strictObject({
        total_meaningful_overlays: int(fieldText('OverlayAnalysisSummary.totalMeaningfulOverlays')),
        strongest_area: z.string().meta({ description: fieldText('OverlayAnalysisSummary.strongestArea'), enum: [...RELATIONSHIP_AREAS] }),
        relationship_focus: str('The focus of the relationship, lowercase: balanced_focus when the second area reaches 90% of the strongest'),
      })
      .meta({ description: fieldText('HouseOverlayAnalysis.summary') }),
  })
  .meta({ id: 'HouseOverlayAnalysis', description: 'The house overlays read by life area' });

const RelationshipThemeSummary = z
  .strictObject({
    themes: fixedKeys(THEMES, (theme) =>
      z
        .strictObject({
          score: num('0–100, one decimal'),
          rating: str(fieldText('ThemeScore.rating')),
          level: int('1–5, 5 highest'),
          description: str('The theme for this pair, in Korean'),
          factors: strings(fieldText('ThemeScore.factors')),
        })
        .meta({ description: `The ${theme.replaceAll('_', ' ')} theme` }),
    ).meta({ description: "Every theme's score" }),
    key_themes: z
      .array(z.string().meta({ enum: [...THEMES] }))
      .meta({ description: fieldText('RelationshipThemeSummary.keyThemes') }),
    overall_relationship_summary: str('The relationship in Korean'),
  })
  .meta({ id: 'RelationshipThemeSummary', description: fieldText('Synastry.themes') });

export const SynastryResponse = envelope(
  'SynastryResponse',
  z
    .strictObject({
      person1_chart: ref(SynastryChart, "Person 1's chart"),
      person2_chart: ref(SynastryChart, "Person 2's chart"),
      synastry_info: z
        .strictObject({
          person1_name: str("Person 1's name (default Person 1)"),
          person2_name: str("Person 2's name (default Person 2)"),
          person1_datetime: str("Person 1's birth, local time with its UTC offset"),
          person2_datetime: str("Person 2's birth, local time with its UTC offset"),
          relationship_type: z.enum(RELATIONSHIP_TYPES).meta({ description: 'The relationship type used' }),
          analysis_depth: z.enum(ANALYSIS_DEPTHS).meta({ description: 'The analysis depth asked for' }),
          house_system: z.string().meta({ description: 'House system used', enum: [...HOUSE_SYSTEMS] }),
          orb_degrees: num(fieldText('SynastryInfo.orbDegrees')),
          minor_orb_degrees: num(fieldText('SynastryInfo.minorOrbDegrees')),
          compatibility_method: z.enum(COMPATIBILITY_METHODS).meta({ description: 'The compatibility method used' }),
          calculation_date: str('When the synastry was computed, ISO 8601 UTC'),
        })
        .meta({ description: 'People and options' }),
      synastry_aspects: z.array(SynastryAspect).meta({ description: 'The inter-aspects, sorted by aspect_weight, heaviest first' }),
      house_overlay: ref(HouseOverlay, "With analysis_depth standard and above: each person's points in the other's houses").optional(),
      element_modality_analysis: ref(ElementModalityAnalysis, 'With analysis_depth detailed and above: elements and modalities compared').optional(),
      compatibility_analysis: ref(CompatibilityAnalysis, fieldText('Synastry.compatibility')),
      house_overlay_analysis: ref(HouseOverlayAnalysis, 'With analysis_depth detailed and above: the overlays read by life area').optional(),
      relationship_theme_summary: ref(RelationshipThemeSummary, 'With analysis_depth comprehensive: the relationship themes').optional(),
      composite_chart: ref(SynastryChart, 'With include_composite: the midpoint composite chart').optional(),
    })
    .meta({ description: 'The two charts, their aspects and the blocks of the analysis depth' }),
  'Synastry in the envelope',
);
