/**
 * The closed sets of the synastry as GraphQL enums: upper-case keys over the API's lower-case
 * values, each described.
 */
import {
  ANALYSIS_DEPTHS, AREAS, COMPATIBILITY_METHODS, ELEMENTS, MODALITIES, RELATIONSHIP_TYPES, SCORE_BANDS, SYNASTRY_ASPECT_TYPES, THEMES, TIGHTNESS_BANDS,
} from '../core/astro/synastry-tables.js';
import { builder } from './builder.js';

/** A GraphQL enum whose keys are the upper-case forms of the API's lower-case values, each described. */
function lowerCaseEnum<T extends string>(name: string, values: readonly T[], description: string, valueText: Record<T, string>) {
  return builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((v) => [v.toUpperCase(), { value: v, description: valueText[v] }])),
  });
}

export const RelationshipTypeEnum = lowerCaseEnum('RelationshipType', RELATIONSHIP_TYPES, 'Weights aspects for the kind of relationship.', {
  romantic: 'Lovers: Venus and Mars ×1.3, Moon ×1.2, Sun, ASC and Pluto ×1.1.',
  friendship: 'Friends: Mercury and Jupiter ×1.3, Sun, Moon, Venus and Uranus ×1.1.',
  business: 'Business partners: Saturn and MC ×1.3, Mercury, Jupiter and Mars ×1.2, Sun ×1.1.',
  family: 'Family: Moon ×1.3, Sun and Saturn ×1.2, Jupiter and True Node ×1.1.',
  general: 'Default: every point weighs 1.0.',
});
export const AnalysisDepthEnum = lowerCaseEnum('AnalysisDepth', ANALYSIS_DEPTHS, 'Which blocks the REST answer carries (GraphQL selects its own).', {
  basic: 'Charts, aspects and compatibility.',
  standard: 'Basic plus the house overlays.',
  detailed: 'Standard plus elements and modalities and the house overlay analysis.',
  comprehensive: 'Default: detailed plus the relationship themes.',
});
export const CompatibilityMethodEnum = lowerCaseEnum('CompatibilityMethod', COMPATIBILITY_METHODS, 'How the overall compatibility score is computed.', {
  simple: 'Aspect counts instead of weights, key contacts unweighted.',
  weighted: 'Default: aspect weights; key contacts weighted by point weight.',
  advanced: 'Weighted, then 80 % of it plus 20 % of the element and modality scores.',
});
export const SynastryAspectTypeEnum = lowerCaseEnum('SynastryAspectType', SYNASTRY_ASPECT_TYPES, 'An aspect type of synastry: five majors and six minors.', {
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
export const AspectNatureEnum = lowerCaseEnum('AspectNature', ['harmonious', 'challenging', 'neutral'] as const, 'Whether an aspect eases or strains.', {
  harmonious: 'Trine, sextile, semisextile, quintile, biquintile; a conjunction of the same point or without Mars … Pluto.',
  challenging: 'Opposition, square, quincunx, semisquare, sesquiquadrate.',
  neutral: 'A conjunction of two different points, one of them Mars, Saturn, Uranus, Neptune or Pluto.',
});
export const TightnessEnum = lowerCaseEnum('Tightness', TIGHTNESS_BANDS.map((b) => b.band), 'Orb ≤ 1° exact, ≤ 3° tight, ≤ 5° moderate, ≤ 8° wide, beyond loose.', {
  exact: 'Orb ≤ 1°.',
  tight: 'Orb ≤ 3°.',
  moderate: 'Orb ≤ 5°.',
  wide: 'Orb ≤ 8°.',
  loose: 'Orb above 8° (only with orbDegrees above 8).',
});
export const PointTypeEnum = lowerCaseEnum('PointType', ['luminary', 'planet', 'node', 'angle'] as const, 'What kind of point it is.', {
  luminary: 'The Sun or the Moon.',
  planet: 'Mercury … Pluto.',
  node: 'The true node.',
  angle: 'ASC, MC or Vertex.',
});
export const PointCategoryEnum = lowerCaseEnum('PointCategory', ['personal', 'social', 'transpersonal', 'point', 'angle'] as const, 'The point’s group.', {
  personal: 'Sun, Moon, Mercury, Venus, Mars.',
  social: 'Jupiter, Saturn.',
  transpersonal: 'Uranus, Neptune, Pluto.',
  point: 'The true node.',
  angle: 'ASC, MC or Vertex.',
});
export const ElementEnum = lowerCaseEnum('Element', ELEMENTS, 'Element (triplicity) of a sign.', {
  fire: 'Aries, Leo, Sagittarius (불).',
  earth: 'Taurus, Virgo, Capricorn (흙).',
  air: 'Gemini, Libra, Aquarius (공기).',
  water: 'Cancer, Scorpio, Pisces (물).',
});
export const ModalityEnum = lowerCaseEnum('Modality', MODALITIES, 'Modality (quadruplicity) of a sign.', {
  cardinal: 'Aries, Cancer, Libra, Capricorn (활동궁).',
  fixed: 'Taurus, Leo, Scorpio, Aquarius (고정궁).',
  mutable: 'Gemini, Virgo, Sagittarius, Pisces (변통궁).',
});
export const ElementCompatibilityTypeEnum = lowerCaseEnum(
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
export const ModalityCompatibilityTypeEnum = lowerCaseEnum(
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
export const ScoreBandEnum = lowerCaseEnum('ScoreBand', SCORE_BANDS.map((b) => b.band), '85–100 very high, 70–84 high, 55–69 average, 40–54 low, 0–39 very low.', {
  very_high: '85–100 (매우 높음).',
  high: '70–84 (높음).',
  average: '55–69 (보통).',
  low: '40–54 (낮음).',
  very_low: '0–39 (매우 낮음).',
});
export const OverlayDirectionEnum = lowerCaseEnum('OverlayDirection', ['person1_to_person2', 'person2_to_person1'] as const, 'Whose point falls in whose houses.', {
  person1_to_person2: 'A point of person 1 in person 2’s houses.',
  person2_to_person1: 'A point of person 2 in person 1’s houses.',
});
export const RelationshipAreaEnum = lowerCaseEnum('RelationshipArea', AREAS, 'A life area scored from the house overlays.', {
  romance: 'Houses 5 and 7 (house 1 half).',
  communication: 'House 3 (houses 9 and 11 half).',
  stability: 'Houses 4 and 10 (house 2 ¾, house 6 half).',
  growth: 'Houses 9 and 11 (house 12 half).',
  intimacy: 'House 8 (house 12 ¾, house 4 half).',
});
export const RelationshipFocusEnum = lowerCaseEnum(
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
export const RelationshipThemeEnum = lowerCaseEnum('RelationshipTheme', THEMES, 'A theme of the relationship scored from aspects and overlays.', {
  romance_chemistry: '로맨스 케미스트리: Venus–Mars, Venus with the lights and ASC, Sun–Moon; Venus and Mars in houses 5 and 7.',
  emotional_bond: '정서적 유대: Moon contacts; the Moon in houses 1, 4, 7, 8 and 12.',
  communication: '소통: Mercury contacts; Mercury in houses 1, 3, 9 and 11.',
  intellectual_connection: '지적 교감: Mercury, Jupiter and Uranus contacts; in houses 3, 9 and 11.',
  physical_attraction: '신체적 끌림: Mars, Venus and Pluto contacts; in houses 1, 5 and 8.',
  long_term_stability: '장기적 안정성: Saturn contacts and Sun–Moon; in houses 4, 7 and 10.',
  spiritual_connection: '영적 연결: Neptune, node and Vertex contacts with the lights and Venus.',
  growth_potential: '성장 가능성: Jupiter, node and Pluto contacts; Jupiter and the node in houses 1, 5, 9 and 11.',
});
