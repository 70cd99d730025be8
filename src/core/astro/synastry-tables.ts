/**
 * Synastry data: the points and their reference weights (interface-spec §4.12), the aspect table,
 * relationship-type weighting, elements and modalities, house meanings, the relationship areas and
 * themes, and the Korean text fragments the interpretations are assembled from. Everything that
 * decides a number or a text lives here as data; synastry.ts and synastry-texts.ts only apply it.
 */
import type { Lang } from '../lang.js';
import type { ChartBodyId } from './chart.js';

// ── Points ───────────────────────────────────────────────────────────────────────────────────

export const POINT_NAMES = [
  'Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto', 'True Node',
  'ASC', 'MC', 'Vertex',
] as const;
export type PointName = (typeof POINT_NAMES)[number];
export const POINT_TYPES = ['luminary', 'planet', 'node', 'angle'] as const;
export type PointType = (typeof POINT_TYPES)[number];
export const POINT_CATEGORIES = ['personal', 'social', 'transpersonal', 'point', 'angle'] as const;
export type PointCategory = (typeof POINT_CATEGORIES)[number];

export interface PointDef {
  name: PointName;
  /** Lower-case key for interpretation keys, e.g. true_node. */
  key: string;
  /** Position in POINT_NAMES: the conventional order (luminaries, planets by speed, node, angles). */
  order: number;
  ko: string;
  type: PointType;
  category: PointCategory;
  /** Reference weight 1–10 (spec §4.12; the Vertex, an extra, 5). */
  weight: number;
  /** The natal body it is read from; null for the angles. */
  body: ChartBodyId | null;
  /** What the point stands for, in Korean (used in every text about it). */
  meaningKo: string;
}

const point = (
  name: PointName, ko: string, type: PointType, category: PointCategory, weight: number, body: ChartBodyId | null, meaningKo: string,
): PointDef => ({
  name, key: name.toLowerCase().replace(/ /g, '_'), order: POINT_NAMES.indexOf(name), ko, type, category, weight, body, meaningKo,
});

export const BODY_POINTS: readonly PointDef[] = [
  point('Sun', '태양', 'luminary', 'personal', 10, 'sun', '정체성과 삶의 목적'),
  point('Moon', '달', 'luminary', 'personal', 10, 'moon', '감정과 안정 욕구'),
  point('Mercury', '수성', 'planet', 'personal', 8, 'mercury', '생각과 소통 방식'),
  point('Venus', '금성', 'planet', 'personal', 9, 'venus', '애정과 가치관'),
  point('Mars', '화성', 'planet', 'personal', 8, 'mars', '욕구와 행동력'),
  point('Jupiter', '목성', 'planet', 'social', 6, 'jupiter', '성장과 관대함'),
  point('Saturn', '토성', 'planet', 'social', 6, 'saturn', '책임감과 한계'),
  point('Uranus', '천왕성', 'planet', 'transpersonal', 4, 'uranus', '자유와 변화의 욕구'),
  point('Neptune', '해왕성', 'planet', 'transpersonal', 4, 'neptune', '이상과 영감'),
  point('Pluto', '명왕성', 'planet', 'transpersonal', 4, 'pluto', '깊은 변화를 일으키는 힘'),
  point('True Node', '노스노드', 'node', 'point', 5, 'true_node', '성장의 방향과 운명적 과제'),
];

export const ASC_POINT = point('ASC', '상승점', 'angle', 'angle', 8, null, '첫인상과 삶을 대하는 태도');
export const MC_POINT = point('MC', '중천점', 'angle', 'angle', 7, null, '사회적 목표와 평판');
/** Only with include_vertex_points. */
export const VERTEX_POINT = point('Vertex', '버텍스', 'angle', 'angle', 5, null, '운명적인 만남의 지점');

export const LUMINARIES: ReadonlySet<PointName> = new Set(['Sun', 'Moon']);
/** Points whose conjunction with a different point is 'neutral' rather than 'harmonious'. */
export const HARD_POINTS: ReadonlySet<PointName> = new Set(['Mars', 'Saturn', 'Uranus', 'Neptune', 'Pluto']);

// ── Aspects ──────────────────────────────────────────────────────────────────────────────────

export const ASPECT_NATURES = ['harmonious', 'challenging', 'neutral'] as const;
export type AspectNature = (typeof ASPECT_NATURES)[number];
export const SYNASTRY_ASPECT_TYPES = [
  'conjunction', 'opposition', 'trine', 'square', 'sextile',
  'quincunx', 'semisextile', 'semisquare', 'sesquiquadrate', 'quintile', 'biquintile',
] as const;
export type SynastryAspectType = (typeof SYNASTRY_ASPECT_TYPES)[number];

export interface AspectDef {
  type: SynastryAspectType;
  code: string;
  angle: number;
  major: boolean;
  /** Aspect factor of aspect_weight. */
  weight: number;
  /** null for the conjunction, whose nature depends on the points (HARD_POINTS). */
  nature: AspectNature | null;
  /** Contact value in the key-contact part of the score (conjunction: harmonious 1.0, neutral 0.8). */
  contact: number;
  ko: string;
  /** How the two points interact, Korean, ending a sentence. */
  dynamicKo: string;
}

export const ASPECTS: readonly AspectDef[] = [
  { type: 'conjunction', code: 'CNJ', angle: 0, major: true, weight: 1.0, nature: null, contact: 1.0, ko: '합', dynamicKo: '하나로 섞이며 서로를 강하게 증폭합니다' },
  { type: 'opposition', code: 'OPP', angle: 180, major: true, weight: 0.9, nature: 'challenging', contact: 0.6, ko: '오포지션', dynamicKo: '서로를 비추는 거울이 되어 강한 끌림과 긴장이 함께 나타납니다' },
  { type: 'trine', code: 'TRI', angle: 120, major: true, weight: 0.85, nature: 'harmonious', contact: 0.9, ko: '트라인', dynamicKo: '자연스럽게 어우러져 큰 노력 없이도 서로를 지지합니다' },
  { type: 'square', code: 'SQR', angle: 90, major: true, weight: 0.85, nature: 'challenging', contact: 0.45, ko: '스퀘어', dynamicKo: '마찰을 일으키며, 갈등을 통해 함께 성장하도록 밀어붙입니다' },
  { type: 'sextile', code: 'SXT', angle: 60, major: true, weight: 0.7, nature: 'harmonious', contact: 0.8, ko: '섹스타일', dynamicKo: '협력의 기회를 열어 주며, 의식적으로 살리면 좋은 결실을 맺습니다' },
  { type: 'quincunx', code: 'QCX', angle: 150, major: false, weight: 0.5, nature: 'challenging', contact: 0.25, ko: '퀸컹스', dynamicKo: '리듬이 어긋나 꾸준한 조율과 적응을 요구합니다' },
  { type: 'semisextile', code: 'SSX', angle: 30, major: false, weight: 0.35, nature: 'harmonious', contact: 0.4, ko: '세미섹스타일', dynamicKo: '은근하게 연결되어 작은 조정만으로도 서로에게 도움이 됩니다' },
  { type: 'semisquare', code: 'SSQ', angle: 45, major: false, weight: 0.4, nature: 'challenging', contact: 0.25, ko: '세미스퀘어', dynamicKo: '작은 긴장과 초조함을 일으켜 세심한 조율을 요구합니다' },
  { type: 'sesquiquadrate', code: 'SQQ', angle: 135, major: false, weight: 0.4, nature: 'challenging', contact: 0.25, ko: '세스퀴쿼드레이트', dynamicKo: '잠재된 긴장을 자극해 예상치 못한 마찰을 만들 수 있습니다' },
  { type: 'quintile', code: 'QNT', angle: 72, major: false, weight: 0.35, nature: 'harmonious', contact: 0.4, ko: '퀸타일', dynamicKo: '창의적인 자극을 주고받으며 독특한 재능을 끌어냅니다' },
  { type: 'biquintile', code: 'BQT', angle: 144, major: false, weight: 0.35, nature: 'harmonious', contact: 0.4, ko: '바이퀸타일', dynamicKo: '서로의 숨은 재능을 창의적으로 일깨웁니다' },
];

/** The conjunction of two different points when one is a hard point. */
export const NEUTRAL_CONJUNCTION_DYNAMIC_KO = '강하게 결합하여 자극과 압박이 함께 나타납니다';

/**
 * Tightness bands by orb in degrees (upper bounds inclusive): exact ≤ 1°, tight ≤ 3°, moderate ≤ 5°,
 * wide ≤ 8°, loose beyond (only with orb_degrees above 8).
 */
export const TIGHTNESS_BANDS = [
  { band: 'exact', maxOrb: 1 },
  { band: 'tight', maxOrb: 3 },
  { band: 'moderate', maxOrb: 5 },
  { band: 'wide', maxOrb: 8 },
  { band: 'loose', maxOrb: Infinity },
] as const;
export type Tightness = (typeof TIGHTNESS_BANDS)[number]['band'];

export const TIGHTNESS_KO: Record<Tightness, string> = {
  exact: '정확한', tight: '긴밀한', moderate: '적당한', wide: '느슨한', loose: '약한',
};

// ── Request vocabularies and defaults ────────────────────────────────────────────────────────

export const RELATIONSHIP_TYPES = ['romantic', 'friendship', 'business', 'family', 'general'] as const;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];
export const ANALYSIS_DEPTHS = ['basic', 'standard', 'detailed', 'comprehensive'] as const;
export type AnalysisDepth = (typeof ANALYSIS_DEPTHS)[number];
export const COMPATIBILITY_METHODS = ['simple', 'weighted', 'advanced'] as const;
export type CompatibilityMethod = (typeof COMPATIBILITY_METHODS)[number];

export const RELATIONSHIP_KO: Record<RelationshipType, string> = {
  romantic: '연인', friendship: '친구', business: '사업 파트너', family: '가족', general: '일반적인',
};

/**
 * Relationship weighting: a per-point factor; an aspect takes the mean of its two points' factors.
 * Points not listed weigh 1.0. 'general' weighs everything 1.0.
 */
export const RELATIONSHIP_POINT_FACTORS: Record<RelationshipType, Partial<Record<PointName, number>>> = {
  general: {},
  romantic: { Venus: 1.3, Mars: 1.3, Moon: 1.2, Sun: 1.1, ASC: 1.1, Pluto: 1.1 },
  friendship: { Mercury: 1.3, Jupiter: 1.3, Sun: 1.1, Moon: 1.1, Venus: 1.1, Uranus: 1.1 },
  business: { Saturn: 1.3, MC: 1.3, Mercury: 1.2, Jupiter: 1.2, Mars: 1.2, Sun: 1.1 },
  family: { Moon: 1.3, Sun: 1.2, Saturn: 1.2, Jupiter: 1.1, 'True Node': 1.1 },
};

/** The key points of each relationship type (the key-contact part of the score). */
export const KEY_POINTS: Record<RelationshipType, readonly PointName[]> = {
  general: ['Sun', 'Moon', 'Mercury', 'Venus', 'Mars', 'ASC'],
  romantic: ['Sun', 'Moon', 'Venus', 'Mars', 'ASC'],
  friendship: ['Sun', 'Moon', 'Mercury', 'Venus', 'Jupiter'],
  business: ['Sun', 'Mercury', 'Mars', 'Jupiter', 'Saturn', 'MC'],
  family: ['Sun', 'Moon', 'Jupiter', 'Saturn', 'ASC'],
};

/** Houses where an overlay of a weighty point (weight ≥ 8) is a significant overlay, by relationship type. */
export const SIGNIFICANT_HOUSES: Record<RelationshipType, readonly number[]> = {
  general: [1, 5, 7, 8],
  romantic: [1, 5, 7, 8],
  friendship: [1, 3, 5, 11],
  business: [2, 6, 7, 10],
  family: [1, 4, 7, 10],
};
export const SIGNIFICANT_MIN_WEIGHT = 8;

// ── Score bands ──────────────────────────────────────────────────────────────────────────────

/** Compatibility bands of spec §4.12 (lower bounds). */
export const SCORE_BANDS = [
  { band: 'very_high', min: 85, ko: '매우 높음' },
  { band: 'high', min: 70, ko: '높음' },
  { band: 'average', min: 55, ko: '보통' },
  { band: 'low', min: 40, ko: '낮음' },
  { band: 'very_low', min: 0, ko: '매우 낮음' },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['band'];

export function scoreBand(score: number): (typeof SCORE_BANDS)[number] {
  return SCORE_BANDS.find((b) => score >= b.min) ?? SCORE_BANDS[SCORE_BANDS.length - 1];
}

// ── Signs: elements and modalities ───────────────────────────────────────────────────────────

export const ELEMENTS = ['fire', 'earth', 'air', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];
export const MODALITIES = ['cardinal', 'fixed', 'mutable'] as const;
export type Modality = (typeof MODALITIES)[number];

export const ELEMENT_KO: Record<Element, string> = { fire: '불', earth: '흙', air: '공기', water: '물' };
export const MODALITY_KO: Record<Modality, string> = { cardinal: '활동궁', fixed: '고정궁', mutable: '변통궁' };

/** Aries 0 … Pisces 11: elements cycle fire, earth, air, water; modalities cardinal, fixed, mutable. */
export const signElement = (sign: number): Element => ELEMENTS[sign % 4];
export const signModality = (sign: number): Modality => MODALITIES[sign % 3];

/** How a sign colours a point's expression (Korean, "… 방식"). */
export const SIGN_STYLE_KO = [
  '직접적이고 열정적인 방식',
  '안정적이고 감각적인 방식',
  '호기심 많고 재치 있는 방식',
  '보살피고 감싸 주는 방식',
  '당당하고 따뜻한 방식',
  '세심하고 실용적인 방식',
  '조화롭고 배려하는 방식',
  '깊고 강렬한 방식',
  '낙관적이고 자유로운 방식',
  '신중하고 책임감 있는 방식',
  '독립적이고 독창적인 방식',
  '공감하고 헌신하는 방식',
] as const;

export const ELEMENT_TEMPERAMENT_KO: Record<Element, string> = {
  fire: '열정적이고 주도적인 기질',
  earth: '현실적이고 꾸준한 기질',
  air: '사교적이고 지적인 기질',
  water: '감성적이고 공감하는 기질',
};
export const MODALITY_TEMPERAMENT_KO: Record<Modality, string> = {
  cardinal: '먼저 시작하고 이끄는 성향',
  fixed: '한번 정하면 지켜 나가는 성향',
  mutable: '상황에 맞춰 유연하게 바꾸는 성향',
};

/** Element compatibility by the two dominant elements (unordered). */
export type ElementCompatibilityType = 'same' | 'supportive' | 'neutral' | 'challenging' | 'opposing';
export const ELEMENT_PAIR_TYPE = (a: Element, b: Element): Exclude<ElementCompatibilityType, 'neutral'> => {
  if (a === b) return 'same';
  const pair = new Set([a, b]);
  if ((pair.has('fire') && pair.has('air')) || (pair.has('earth') && pair.has('water'))) return 'supportive';
  if ((pair.has('fire') && pair.has('earth')) || (pair.has('air') && pair.has('water'))) return 'challenging';
  return 'opposing'; // fire–water, earth–air: no quality in common
};
export const ELEMENT_TYPE_SCORE: Record<ElementCompatibilityType, number> = {
  same: 85, supportive: 90, neutral: 65, challenging: 50, opposing: 40,
};
export const ELEMENT_TYPE_KO: Record<ElementCompatibilityType, string> = {
  same: '같은 원소가 우세해 서로의 기질을 쉽게 이해하지만, 같은 약점도 함께 가질 수 있습니다',
  supportive: '서로를 북돋우는 원소 조합으로, 상대의 에너지가 자신의 에너지를 살려 줍니다',
  neutral: '어느 한 원소가 뚜렷하게 우세하지 않아 상황에 따라 다양한 방식으로 어울립니다',
  challenging: '한 가지 성질만 공유하는 원소 조합으로, 속도와 방식의 차이를 조율해야 합니다',
  opposing: '성질이 정반대인 원소 조합으로, 강하게 끌리지만 서로를 이해하려는 노력이 필요합니다',
};

/** Modality compatibility by the two dominant modalities (unordered): the six combinations. */
export type ModalityCompatibilityType = 'competitive' | 'complementary' | 'supportive' | 'stable' | 'balancing' | 'flexible';
export const MODALITY_PAIR_TYPE = (a: Modality, b: Modality): ModalityCompatibilityType => {
  if (a === b) return a === 'cardinal' ? 'competitive' : a === 'fixed' ? 'stable' : 'flexible';
  const pair = new Set([a, b]);
  if (pair.has('cardinal') && pair.has('fixed')) return 'complementary';
  if (pair.has('cardinal') && pair.has('mutable')) return 'supportive';
  return 'balancing'; // fixed–mutable
};
export const MODALITY_TYPE_SCORE: Record<ModalityCompatibilityType, number> = {
  competitive: 55, complementary: 85, supportive: 80, stable: 70, balancing: 75, flexible: 75,
};
export const MODALITY_TYPE_KO: Record<ModalityCompatibilityType, string> = {
  competitive: '두 사람 모두 주도하려는 성향이 강해 추진력은 크지만 누가 이끌지를 두고 경쟁할 수 있습니다',
  complementary: '한 사람이 시작하고 다른 사람이 지켜 나가는 상호 보완적인 조합입니다',
  supportive: '한 사람이 방향을 정하면 다른 사람이 유연하게 맞춰 주는 협조적인 조합입니다',
  stable: '두 사람 모두 꾸준하고 끈기 있어 안정적이지만 변화에는 둘 다 느릴 수 있습니다',
  balancing: '꾸준함과 유연함이 만나 서로의 치우침을 균형 있게 잡아 줍니다',
  flexible: '두 사람 모두 적응력이 뛰어나 변화에 강하지만 결정을 미루기 쉽습니다',
};

// ── Houses ───────────────────────────────────────────────────────────────────────────────────

export const HOUSE_MEANINGS: readonly { en: string; ko: string; focusKo: string }[] = [
  { en: 'Self & Identity', ko: '자아와 정체성', focusKo: '자기표현과 존재감' },
  { en: 'Resources & Values', ko: '재물과 가치관', focusKo: '재정과 가치관' },
  { en: 'Communication & Learning', ko: '소통과 학습', focusKo: '일상의 대화와 배움' },
  { en: 'Home & Family', ko: '가정과 가족', focusKo: '가정과 정서적 뿌리' },
  { en: 'Romance & Creativity', ko: '연애와 창조성', focusKo: '연애, 즐거움과 창조성' },
  { en: 'Work & Health', ko: '일과 건강', focusKo: '일상 업무와 생활 습관' },
  { en: 'Partnership & Marriage', ko: '파트너십과 결혼', focusKo: '일대일 관계와 결혼' },
  { en: 'Intimacy & Transformation', ko: '친밀감과 변화', focusKo: '깊은 친밀감과 공유 자원' },
  { en: 'Philosophy & Travel', ko: '철학과 여행', focusKo: '신념, 여행과 배움의 확장' },
  { en: 'Career & Reputation', ko: '경력과 명예', focusKo: '경력과 사회적 위치' },
  { en: 'Friendship & Hopes', ko: '우정과 희망', focusKo: '우정과 공동의 꿈' },
  { en: 'Subconscious & Spirituality', ko: '무의식과 영성', focusKo: '내면, 치유와 숨은 영역' },
];

/** What an overlaying point brings to the house it falls in (Korean, completes "… 가져옵니다"). */
export const OVERLAY_EFFECT_KO: Record<PointName, string> = {
  Sun: '활력과 존재감',
  Moon: '정서적 친밀함과 편안함',
  Mercury: '대화와 아이디어',
  Venus: '애정과 즐거움',
  Mars: '열정과 자극',
  Jupiter: '확장과 행운',
  Saturn: '책임감과 구조(때로는 부담)',
  Uranus: '변화와 예기치 못한 자극',
  Neptune: '이상화와 영감(때로는 혼란)',
  Pluto: '강렬한 변화와 몰입',
  'True Node': '운명적인 성장의 과제',
  ASC: '직접적인 존재감과 첫인상의 영향',
  MC: '목표와 방향성',
  Vertex: '운명적인 만남의 느낌',
};

// ── Relationship areas (house overlay analysis) ─────────────────────────────────────────────

export const AREAS = ['romance', 'communication', 'stability', 'growth', 'intimacy'] as const;
export type Area = (typeof AREAS)[number];
export const AREA_KO: Record<Area, string> = {
  romance: '로맨스', communication: '소통', stability: '안정', growth: '성장', intimacy: '친밀감',
};
/** House relevance per area: an overlay adds point weight × relevance. */
export const AREA_HOUSES: Record<Area, Partial<Record<number, number>>> = {
  romance: { 5: 1, 7: 1, 1: 0.5 },
  communication: { 3: 1, 9: 0.5, 11: 0.5 },
  stability: { 4: 1, 10: 1, 2: 0.75, 6: 0.5 },
  growth: { 9: 1, 11: 1, 12: 0.5 },
  intimacy: { 8: 1, 12: 0.75, 4: 0.5 },
};
/** Area ratings by score (lower bounds); 0 is 해당 없음. */
export const AREA_RATINGS = [
  { min: 25, ko: '매우 강함' },
  { min: 18, ko: '강함' },
  { min: 8, ko: '보통' },
  { min: Number.MIN_VALUE, ko: '약함' },
  { min: 0, ko: '해당 없음' },
] as const;
export const AREA_FOCUS: Record<Area, string> = {
  romance: 'romantic_focus',
  communication: 'communication_focus',
  stability: 'stability_focus',
  growth: 'growth_focus',
  intimacy: 'intimacy_focus',
};
/** Balanced focus when the second area reaches this share of the strongest. */
export const BALANCED_SHARE = 0.9;
export const AREA_TEXT_KO: Record<Area, string> = {
  romance: '연애의 설렘과 즐거움, 서로를 향한 표현',
  communication: '대화, 생각의 교류와 함께 배우는 일',
  stability: '가정, 재정, 사회적 기반처럼 관계를 지탱하는 현실',
  growth: '함께 꿈꾸고 시야를 넓히는 성장',
  intimacy: '깊은 신뢰와 내면을 나누는 친밀함',
};

// ── Relationship themes ──────────────────────────────────────────────────────────────────────

export const THEMES = [
  'romance_chemistry', 'emotional_bond', 'communication', 'intellectual_connection',
  'physical_attraction', 'long_term_stability', 'spiritual_connection', 'growth_potential',
] as const;
export type Theme = (typeof THEMES)[number];

export interface ThemeDef {
  ko: string;
  /** Point pairs (unordered) whose aspects count for the theme. */
  pairs: readonly (readonly [PointName, PointName])[];
  /** Factor for challenging aspects of those pairs: negative = strain, positive = friction that still binds. */
  challengingFactor: number;
  /** Support that scores 63 (1 − 1/e); set so that random pairs score about 50 at the median. */
  scale: number;
  /** Overlays that count: point → houses. */
  overlays: Partial<Record<PointName, readonly number[]>>;
  /** Texts for high (level 4–5), middle (3) and low (1–2). */
  high: string;
  middle: string;
  low: string;
}

export const THEME_DEFS: Record<Theme, ThemeDef> = {
  romance_chemistry: {
    ko: '로맨스 케미스트리',
    pairs: [['Venus', 'Mars'], ['Sun', 'Venus'], ['Moon', 'Venus'], ['Venus', 'Venus'], ['Venus', 'ASC'], ['Sun', 'Moon'], ['Mars', 'ASC']],
    challengingFactor: 0.2,
    scale: 31,
    overlays: { Venus: [1, 5, 7], Mars: [5, 7], Sun: [5, 7], Moon: [5] },
    high: '서로에게 자연스럽게 끌리고 함께 있을 때 설렘이 오래 유지되는 관계입니다',
    middle: '호감은 분명하지만 설렘을 키우려면 서로의 애정 표현 방식을 알아 가는 시간이 필요합니다',
    low: '낭만적인 불꽃보다는 다른 유대가 중심이 되는 관계로, 애정 표현을 의식적으로 가꾸는 것이 좋습니다',
  },
  emotional_bond: {
    ko: '정서적 유대',
    pairs: [['Moon', 'Moon'], ['Sun', 'Moon'], ['Moon', 'Venus'], ['Moon', 'ASC'], ['Moon', 'Jupiter'], ['Moon', 'Saturn']],
    challengingFactor: -0.6,
    scale: 19,
    overlays: { Moon: [1, 4, 7, 8, 12], Sun: [4], Venus: [4] },
    high: '감정의 리듬이 잘 맞아 함께 있으면 편안하고 서로를 깊이 이해합니다',
    middle: '정서적으로 통하는 부분과 어긋나는 부분이 공존하므로, 감정을 말로 확인하는 습관이 도움이 됩니다',
    low: '감정을 느끼고 표현하는 방식이 달라 오해가 생기기 쉬우니, 서로의 정서적 필요를 분명히 전하는 것이 중요합니다',
  },
  communication: {
    ko: '소통',
    pairs: [['Mercury', 'Mercury'], ['Sun', 'Mercury'], ['Moon', 'Mercury'], ['Mercury', 'ASC'], ['Mercury', 'Venus']],
    challengingFactor: -0.5,
    scale: 16,
    overlays: { Mercury: [1, 3, 9, 11], Sun: [3], Moon: [3] },
    high: '대화가 잘 통하고 생각을 주고받는 것 자체가 즐거운 관계입니다',
    middle: '대체로 말이 통하지만 중요한 주제에서는 표현 방식의 차이를 확인하는 것이 좋습니다',
    low: '말하는 속도와 방식이 달라 오해가 생기기 쉬우므로, 천천히 듣고 확인하는 대화가 필요합니다',
  },
  intellectual_connection: {
    ko: '지적 교감',
    pairs: [['Mercury', 'Jupiter'], ['Mercury', 'Uranus'], ['Mercury', 'Mercury'], ['Sun', 'Jupiter'], ['Jupiter', 'Jupiter'], ['Mercury', 'Saturn']],
    challengingFactor: -0.3,
    scale: 13,
    overlays: { Mercury: [3, 9], Jupiter: [3, 9, 11], Uranus: [3, 9, 11] },
    high: '서로의 생각을 자극하고 함께 배우며 시야를 넓혀 가는 지적인 동반자입니다',
    middle: '관심사가 일부 겹쳐 함께 배울 거리가 있으며, 새로운 주제를 함께 찾으면 교감이 깊어집니다',
    low: '지적 관심사가 달라 대화의 폭이 좁을 수 있으니, 서로의 관심 분야에 호기심을 가져 보는 것이 좋습니다',
  },
  physical_attraction: {
    ko: '신체적 끌림',
    pairs: [['Venus', 'Mars'], ['Mars', 'Mars'], ['Mars', 'ASC'], ['Mars', 'Pluto'], ['Venus', 'Pluto'], ['Sun', 'Mars'], ['Moon', 'Mars']],
    challengingFactor: 0.4,
    scale: 24,
    overlays: { Mars: [1, 5, 8], Venus: [5, 8], Pluto: [1, 5, 8] },
    high: '강한 신체적 끌림과 에너지가 오가는 관계로, 열정이 관계를 움직이는 힘이 됩니다',
    middle: '적당한 끌림이 있으며, 함께 활동하며 에너지를 나눌수록 열정이 살아납니다',
    low: '신체적 끌림보다는 정서나 대화가 중심이 되는 관계입니다',
  },
  long_term_stability: {
    ko: '장기적 안정성',
    pairs: [['Saturn', 'Sun'], ['Saturn', 'Moon'], ['Saturn', 'Venus'], ['Saturn', 'ASC'], ['Jupiter', 'Saturn'], ['Sun', 'Moon'], ['Saturn', 'Saturn']],
    challengingFactor: -0.4,
    scale: 20,
    overlays: { Saturn: [4, 7, 10], Sun: [4, 7, 10], Moon: [4, 7], Jupiter: [4, 7] },
    high: '책임감과 신뢰를 바탕으로 시간이 지날수록 단단해지는 관계입니다',
    middle: '안정의 기반은 있으나 장기적인 약속과 역할을 분명히 할수록 관계가 튼튼해집니다',
    low: '관계를 오래 지탱할 구조가 약한 편이므로, 공동의 목표와 약속을 함께 세우는 것이 중요합니다',
  },
  spiritual_connection: {
    ko: '영적 연결',
    pairs: [['Neptune', 'Sun'], ['Neptune', 'Moon'], ['Neptune', 'Venus'], ['True Node', 'Sun'], ['True Node', 'Moon'], ['True Node', 'Venus'], ['Jupiter', 'Neptune'], ['Vertex', 'Sun'], ['Vertex', 'Moon']],
    challengingFactor: -0.3,
    scale: 16,
    overlays: { Neptune: [1, 5, 7, 12], 'True Node': [1, 7], Moon: [12], Sun: [12], Jupiter: [9, 12] },
    high: '말로 설명하기 어려운 깊은 인연을 느끼며, 서로에게 영감을 주는 관계입니다',
    middle: '서로에게서 의미와 영감을 발견하는 순간들이 있으며, 함께하는 가치가 그 연결을 키웁니다',
    low: '영적인 인연보다는 현실적인 교류가 중심인 관계입니다',
  },
  growth_potential: {
    ko: '성장 가능성',
    pairs: [['Jupiter', 'Sun'], ['Jupiter', 'Moon'], ['Jupiter', 'Venus'], ['Jupiter', 'Mercury'], ['True Node', 'Sun'], ['True Node', 'Moon'], ['True Node', 'ASC'], ['Pluto', 'Sun'], ['Pluto', 'Moon']],
    challengingFactor: 0.1,
    scale: 26,
    overlays: { Jupiter: [1, 5, 9, 11], 'True Node': [1, 5, 7, 9, 10], Sun: [9, 11] },
    high: '서로를 더 나은 방향으로 이끌며 함께 크게 성장할 수 있는 관계입니다',
    middle: '함께 배우고 자랄 여지가 있으며, 공동의 도전을 통해 성장 가능성이 커집니다',
    low: '서로의 성장을 자극하는 요소가 적은 편이므로, 새로운 경험을 함께 시도해 보는 것이 좋습니다',
  },
};

/** Theme ratings by score (lower bounds) with their level. */
export const THEME_RATINGS = [
  { min: 80, ko: '매우 높음', level: 5 },
  { min: 65, ko: '높음', level: 4 },
  { min: 45, ko: '보통', level: 3 },
  { min: 30, ko: '낮음', level: 2 },
  { min: 0, ko: '매우 낮음', level: 1 },
] as const;

// ── Strength and challenge phrases for pairs of points (unordered) ───────────────────────────

const pairKey = (a: PointName, b: PointName) => (POINT_NAMES.indexOf(a) <= POINT_NAMES.indexOf(b) ? `${a}|${b}` : `${b}|${a}`);
export { pairKey };

export const PAIR_STRENGTH_KO: Record<string, string> = {
  [pairKey('Sun', 'Moon')]: '의지와 감정이 자연스럽게 맞물려 관계의 기본 궁합이 좋습니다',
  [pairKey('Sun', 'Sun')]: '삶의 방향과 정체성에 대한 공감대가 큽니다',
  [pairKey('Moon', 'Moon')]: '감정의 리듬이 비슷해 함께 있으면 편안합니다',
  [pairKey('Venus', 'Mars')]: '이성적인 끌림과 로맨틱한 케미스트리가 강합니다',
  [pairKey('Venus', 'Venus')]: '취향과 애정 표현 방식이 잘 맞습니다',
  [pairKey('Moon', 'Venus')]: '다정함과 정서적 교감이 풍부합니다',
  [pairKey('Sun', 'Venus')]: '서로에게 호감과 애정을 쉽게 느낍니다',
  [pairKey('Mercury', 'Mercury')]: '생각의 흐름이 비슷해 대화가 잘 통합니다',
  [pairKey('Sun', 'Mercury')]: '서로의 생각을 잘 이해하고 지지합니다',
  [pairKey('Moon', 'Mercury')]: '감정을 말로 편하게 나눌 수 있습니다',
  [pairKey('Mars', 'Mars')]: '함께 움직일 때 에너지가 잘 맞습니다',
  [pairKey('Sun', 'Mars')]: '서로에게 활력과 추진력을 불어넣습니다',
  [pairKey('Sun', 'Jupiter')]: '서로의 가능성을 믿고 북돋워 줍니다',
  [pairKey('Moon', 'Jupiter')]: '정서적으로 너그럽고 따뜻하게 받아 줍니다',
  [pairKey('Venus', 'Jupiter')]: '함께하는 즐거움과 관대함이 큽니다',
  [pairKey('Sun', 'Saturn')]: '책임감 있는 신뢰가 관계를 오래 지탱합니다',
  [pairKey('Moon', 'Saturn')]: '정서적인 안정감과 든든함을 줍니다',
  [pairKey('Venus', 'Saturn')]: '애정이 시간이 지날수록 깊고 진지해집니다',
  [pairKey('Sun', 'ASC')]: '서로의 존재 자체에 끌리고 첫인상이 좋습니다',
  [pairKey('Moon', 'ASC')]: '상대 곁에서 자연스럽게 편안함을 느낍니다',
  [pairKey('Venus', 'ASC')]: '외모와 분위기에 대한 호감이 큽니다',
  [pairKey('ASC', 'ASC')]: '세상을 대하는 태도가 비슷해 쉽게 가까워집니다',
};

export const PAIR_CHALLENGE_KO: Record<string, string> = {
  [pairKey('Sun', 'Moon')]: '의지와 감정의 리듬이 어긋나 오해가 생기기 쉽습니다',
  [pairKey('Sun', 'Sun')]: '자존심과 주도권을 두고 부딪히기 쉽습니다',
  [pairKey('Moon', 'Moon')]: '감정적 필요가 달라 서운함이 쌓일 수 있습니다',
  [pairKey('Venus', 'Mars')]: '끌림이 강한 만큼 갈등도 격렬해질 수 있습니다',
  [pairKey('Mars', 'Mars')]: '경쟁심과 충돌이 잦을 수 있습니다',
  [pairKey('Mercury', 'Mercury')]: '생각과 말하는 방식의 차이로 논쟁이 생기기 쉽습니다',
  [pairKey('Sun', 'Saturn')]: '한쪽이 비판받거나 제약받는다고 느낄 수 있습니다',
  [pairKey('Moon', 'Saturn')]: '정서적으로 차갑거나 통제받는 느낌이 들 수 있습니다',
  [pairKey('Venus', 'Saturn')]: '애정 표현이 억눌리거나 부담스럽게 느껴질 수 있습니다',
  [pairKey('Sun', 'Mars')]: '의욕이 지나쳐 다툼으로 번지기 쉽습니다',
  [pairKey('Moon', 'Mars')]: '감정이 쉽게 자극받아 예민해질 수 있습니다',
  [pairKey('Venus', 'Venus')]: '취향과 가치관의 차이를 조율해야 합니다',
};

/** Challenge phrases by the heavier outer point, when no pair phrase exists. */
export const OUTER_CHALLENGE_KO: Partial<Record<PointName, string>> = {
  Saturn: '책임과 제약이 부담으로 느껴질 수 있습니다',
  Uranus: '예측하기 어려운 변화로 관계가 불안정해질 수 있습니다',
  Neptune: '상대를 이상화하거나 오해하기 쉽습니다',
  Pluto: '집착이나 주도권 다툼이 생길 수 있습니다',
  Mars: '성급함과 충돌이 생기기 쉽습니다',
};

/** Advice by relationship type, closing compatibility_notes. */
export const RELATIONSHIP_ADVICE_KO: Record<RelationshipType, string> = {
  romantic: '연인 관계에서는 조화로운 연결을 일상의 애정 표현으로 살리고, 긴장된 각은 솔직한 대화로 다루는 것이 좋습니다.',
  friendship: '친구 관계에서는 함께 나누는 관심사와 대화를 꾸준히 이어 가는 것이 우정을 키웁니다.',
  business: '사업 관계에서는 역할과 책임을 분명히 나누고, 서로의 강점을 목표에 맞게 배치하는 것이 좋습니다.',
  family: '가족 관계에서는 서로의 정서적 필요를 존중하고 기대를 말로 확인하는 것이 갈등을 줄입니다.',
  general: '관계의 성격에 맞게 조화로운 연결은 살리고 긴장된 부분은 서로의 차이를 이해하는 계기로 삼으세요.',
};

// ── English texts ────────────────────────────────────────────────────────────────────────────
//
// Written by hand from the Korean above (the same sense, in the words an English-speaking
// astrologer would use), not translated at run time. Every Korean table has its English twin;
// test/core/western-texts-en.test.ts fails when a Korean text has none.

/** Points by name in English texts (the node as astrologers name it, the angles in full). */
export const POINT_NAME_EN: Record<PointName, string> = {
  Sun: 'Sun', Moon: 'Moon', Mercury: 'Mercury', Venus: 'Venus', Mars: 'Mars', Jupiter: 'Jupiter', Saturn: 'Saturn',
  Uranus: 'Uranus', Neptune: 'Neptune', Pluto: 'Pluto', 'True Node': 'North Node', ASC: 'Ascendant', MC: 'Midheaven', Vertex: 'Vertex',
};

/** Points that take "the" in running text (the luminaries, the node, the angles). */
export const POINT_TAKES_THE: ReadonlySet<PointName> = new Set(['Sun', 'Moon', 'True Node', 'ASC', 'MC', 'Vertex']);

/** What each point stands for (meaningKo), as a noun phrase. */
export const POINT_MEANING_EN: Record<PointName, string> = {
  Sun: 'identity and purpose in life',
  Moon: 'feelings and need for security',
  Mercury: 'way of thinking and communicating',
  Venus: 'affections and values',
  Mars: 'desires and drive',
  Jupiter: 'growth and generosity',
  Saturn: 'sense of responsibility and limits',
  Uranus: 'need for freedom and change',
  Neptune: 'ideals and inspiration',
  Pluto: 'power of deep transformation',
  'True Node': 'direction of growth and destined task',
  ASC: 'first impression and approach to life',
  MC: 'goals in the world and reputation',
  Vertex: 'point of fated encounters',
};

/** The aspect in running text (lower case). */
export const ASPECT_NAME_EN: Record<SynastryAspectType, string> = {
  conjunction: 'conjunction', opposition: 'opposition', trine: 'trine', square: 'square', sextile: 'sextile',
  quincunx: 'quincunx', semisextile: 'semi-sextile', semisquare: 'semi-square', sesquiquadrate: 'sesquiquadrate',
  quintile: 'quintile', biquintile: 'biquintile',
};

/** How the two points interact (dynamicKo), completing "… and the two …". */
export const ASPECT_DYNAMIC_EN: Record<SynastryAspectType, string> = {
  conjunction: 'merge into one and strongly amplify each other',
  opposition: 'act as mirrors for each other, bringing strong attraction and tension at once',
  trine: 'blend naturally and support each other without much effort',
  square: 'rub against each other, pushing both to grow through conflict',
  sextile: 'open chances to cooperate that bear good fruit when consciously taken up',
  quincunx: 'move to different rhythms and call for steady adjustment and adaptation',
  semisextile: 'are subtly linked, so that small adjustments make them helpful to each other',
  semisquare: 'stir small tensions and restlessness that call for careful fine-tuning',
  sesquiquadrate: 'provoke hidden tension that can cause unexpected friction',
  quintile: 'exchange creative stimulation and draw out distinctive talents',
  biquintile: 'creatively awaken each other’s hidden talents',
};
/** The aspect between two named points, as astrologers write it: Venus trine Mars, Sun opposite Moon. */
export const ASPECT_LINK_EN: Record<SynastryAspectType, string> = {
  conjunction: 'conjunct', opposition: 'opposite', trine: 'trine', square: 'square', sextile: 'sextile',
  quincunx: 'quincunx', semisextile: 'semi-sextile', semisquare: 'semi-square', sesquiquadrate: 'sesquiquadrate',
  quintile: 'quintile', biquintile: 'biquintile',
};
export const NEUTRAL_CONJUNCTION_DYNAMIC_EN = 'bind together strongly, bringing stimulation and pressure at once';

export const TIGHTNESS_EN: Record<Tightness, string> = {
  exact: 'exact', tight: 'tight', moderate: 'moderate', wide: 'wide', loose: 'loose',
};

/** The relationship type as it qualifies "compatibility score". */
export const RELATIONSHIP_EN: Record<RelationshipType, string> = {
  romantic: 'romantic', friendship: 'friendship', business: 'business', family: 'family', general: 'overall',
};

export const SCORE_BAND_EN: Record<ScoreBand, string> = {
  very_high: 'very high', high: 'high', average: 'average', low: 'low', very_low: 'very low',
};

export const ELEMENT_EN: Record<Element, string> = { fire: 'fire', earth: 'earth', air: 'air', water: 'water' };
export const MODALITY_EN: Record<Modality, string> = { cardinal: 'cardinal', fixed: 'fixed', mutable: 'mutable' };

// ── Display names (the label fields): the Korean word, or the English one as a name (sentence case) ──

const asName = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
export const pointLabel = (point: PointDef, lang: Lang) => (lang === 'ko' ? point.ko : point.name);
export const elementLabel = (element: Element, lang: Lang) => (lang === 'ko' ? ELEMENT_KO[element] : asName(ELEMENT_EN[element]));
export const modalityLabel = (modality: Modality, lang: Lang) => (lang === 'ko' ? MODALITY_KO[modality] : asName(MODALITY_EN[modality]));
export const scoreBandLabel = (band: (typeof SCORE_BANDS)[number], lang: Lang) => (lang === 'ko' ? band.ko : asName(SCORE_BAND_EN[band.band]));
export const houseMeaningLabel = (house: number, lang: Lang) => HOUSE_MEANINGS[house - 1][lang];

/** How a sign colours a point's expression (SIGN_STYLE_KO), completing "in a … way". */
export const SIGN_STYLE_EN = [
  'direct and passionate',
  'steady and sensual',
  'curious and witty',
  'caring and protective',
  'confident and warm',
  'attentive and practical',
  'harmonious and considerate',
  'deep and intense',
  'optimistic and free-spirited',
  'careful and responsible',
  'independent and original',
  'empathetic and devoted',
] as const;

export const ELEMENT_TEMPERAMENT_EN: Record<Element, string> = {
  fire: 'passionate, take-charge temperament',
  earth: 'practical, steady temperament',
  air: 'sociable, intellectual temperament',
  water: 'sensitive, empathetic temperament',
};
export const MODALITY_TEMPERAMENT_EN: Record<Modality, string> = {
  cardinal: 'tendency to take the initiative and lead',
  fixed: 'tendency to hold to a course once it is set',
  mutable: 'tendency to adapt flexibly to circumstances',
};

export const ELEMENT_TYPE_EN: Record<ElementCompatibilityType, string> = {
  same: 'With the same element dominant, each easily understands the other’s temperament, but they may also share the same weaknesses',
  supportive: 'These elements feed each other: each one’s energy brings the other’s to life',
  neutral: 'With no single element clearly dominant, they get along in different ways as circumstances change',
  challenging: 'These elements share only one quality, so differences in pace and approach need to be reconciled',
  opposing: 'These elements are opposite in quality: the pull between them is strong, but understanding each other takes effort',
};

export const MODALITY_TYPE_EN: Record<ModalityCompatibilityType, string> = {
  competitive: 'Both have a strong urge to lead: there is plenty of drive, but they may compete over who takes the lead',
  complementary: 'One starts things and the other sees them through: a complementary combination',
  supportive: 'When one sets the direction, the other adapts flexibly: a cooperative combination',
  stable: 'Both are steady and persistent, which makes for stability, though both may be slow to change',
  balancing: 'Steadiness meets flexibility, and each evens out the other’s leanings',
  flexible: 'Both adapt easily and cope well with change, but decisions are easily put off',
};

/** The area of life an overlay works on (focusKo), by house 1–12. */
export const HOUSE_FOCUS_EN: readonly string[] = [
  'self-expression and presence',
  'finances and values',
  'everyday conversation and learning',
  'home and emotional roots',
  'romance, pleasure and creativity',
  'daily work and habits',
  'one-to-one relationships and marriage',
  'deep intimacy and shared resources',
  'beliefs, travel and wider learning',
  'career and social standing',
  'friendship and shared dreams',
  'the inner life, healing and what is hidden',
];

/** What an overlaying point brings to the house it falls in (OVERLAY_EFFECT_KO). */
export const OVERLAY_EFFECT_EN: Record<PointName, string> = {
  Sun: 'vitality and presence',
  Moon: 'emotional closeness and comfort',
  Mercury: 'conversation and ideas',
  Venus: 'affection and enjoyment',
  Mars: 'passion and stimulation',
  Jupiter: 'expansion and good fortune',
  Saturn: 'responsibility and structure (at times a burden)',
  Uranus: 'change and unexpected stimulation',
  Neptune: 'idealisation and inspiration (at times confusion)',
  Pluto: 'intense transformation and deep involvement',
  'True Node': 'a destined task of growth',
  ASC: 'a direct presence and the pull of first impressions',
  MC: 'goals and a sense of direction',
  Vertex: 'the sense of a fated meeting',
};

export const AREA_EN: Record<Area, string> = {
  romance: 'romance', communication: 'communication', stability: 'stability', growth: 'growth', intimacy: 'intimacy',
};
/** AREA_RATINGS in English, by the Korean rating. */
export const AREA_RATING_EN: Record<(typeof AREA_RATINGS)[number]['ko'], string> = {
  '매우 강함': 'very strong', 강함: 'strong', 보통: 'moderate', 약함: 'weak', '해당 없음': 'none',
};
export const AREA_TEXT_EN: Record<Area, string> = {
  romance: 'the thrill and joy of romance and expressing feelings for each other',
  communication: 'conversation, the exchange of ideas and learning together',
  stability: 'the practical foundations of home, money and social standing that keep a relationship going',
  growth: 'growing together by sharing dreams and widening horizons',
  intimacy: 'a closeness built on deep trust and a shared inner life',
};

/** Theme names and the high, middle and low texts (THEME_DEFS). */
export const THEME_TEXTS_EN: Record<Theme, { name: string; high: string; middle: string; low: string }> = {
  romance_chemistry: {
    name: 'Romantic chemistry',
    high: 'They are naturally drawn to each other, and the excitement of being together lasts',
    middle: 'The attraction is clear, but to let the spark grow they need time to learn how each shows affection',
    low: 'Bonds other than romantic sparks are at the centre of this relationship, so it helps to nurture expressions of affection consciously',
  },
  emotional_bond: {
    name: 'Emotional bond',
    high: 'Their emotional rhythms are in tune: being together feels easy and they understand each other deeply',
    middle: 'Emotional attunement and mismatch sit side by side, so a habit of putting feelings into words helps',
    low: 'They feel and show emotion differently, which easily leads to misunderstanding, so stating emotional needs clearly matters',
  },
  communication: {
    name: 'Communication',
    high: 'Conversation flows, and exchanging ideas is a pleasure in itself',
    middle: 'They mostly understand each other, but on important subjects it is worth checking for differences in how things are put',
    low: 'Their pace and style of speaking differ and misunderstandings come easily, so unhurried listening and checking back are needed',
  },
  intellectual_connection: {
    name: 'Intellectual connection',
    high: 'Intellectual companions who stimulate each other’s thinking, learn together and widen each other’s horizons',
    middle: 'Some interests overlap, so there is something to learn together, and finding new subjects together deepens the rapport',
    low: 'Their intellectual interests differ and conversation may stay narrow, so it helps to get curious about each other’s fields',
  },
  physical_attraction: {
    name: 'Physical attraction',
    high: 'Strong physical attraction and energy flow between them, and passion is what drives the relationship',
    middle: 'There is a fair degree of attraction, and the passion comes alive the more they share energy in doing things together',
    low: 'Feelings and conversation, rather than physical attraction, are at the centre of this relationship',
  },
  long_term_stability: {
    name: 'Long-term stability',
    high: 'Built on responsibility and trust, the relationship grows sturdier as time goes on',
    middle: 'There is a basis for stability, and the clearer the long-term commitments and roles, the stronger the relationship becomes',
    low: 'The structure that would carry the relationship over the years is rather weak, so setting shared goals and commitments together is important',
  },
  spiritual_connection: {
    name: 'Spiritual connection',
    high: 'They feel a deep bond that is hard to put into words, and inspire each other',
    middle: 'There are moments when each finds meaning and inspiration in the other, and shared values make that connection grow',
    low: 'Practical exchange, rather than a spiritual bond, is at the centre of this relationship',
  },
  growth_potential: {
    name: 'Growth potential',
    high: 'They lead each other in a better direction and can grow a great deal together',
    middle: 'There is room to learn and grow together, and facing challenges together raises that potential',
    low: 'Little in the relationship spurs either one’s growth, so it is worth trying new experiences together',
  },
};

/** THEME_RATINGS in English, by the Korean rating. */
export const THEME_RATING_EN: Record<(typeof THEME_RATINGS)[number]['ko'], string> = {
  '매우 높음': 'very high', 높음: 'high', 보통: 'moderate', 낮음: 'low', '매우 낮음': 'very low',
};

export const PAIR_STRENGTH_EN: Record<string, string> = {
  [pairKey('Sun', 'Moon')]: 'Will and feeling mesh naturally, giving the relationship a sound basic fit',
  [pairKey('Sun', 'Sun')]: 'They share a strong sense of where life is heading and who they are',
  [pairKey('Moon', 'Moon')]: 'Their emotional rhythms are alike, so being together feels comfortable',
  [pairKey('Venus', 'Mars')]: 'Romantic attraction and chemistry run strong',
  [pairKey('Venus', 'Venus')]: 'Their tastes and ways of showing affection match well',
  [pairKey('Moon', 'Venus')]: 'Tenderness and emotional closeness come in abundance',
  [pairKey('Sun', 'Venus')]: 'Liking and affection for each other come easily',
  [pairKey('Mercury', 'Mercury')]: 'Their minds work alike, so conversation flows',
  [pairKey('Sun', 'Mercury')]: 'Each understands and backs the other’s ideas',
  [pairKey('Moon', 'Mercury')]: 'Feelings can be talked about with ease',
  [pairKey('Mars', 'Mars')]: 'Their energies work well together when they act together',
  [pairKey('Sun', 'Mars')]: 'Each fires up the other’s vitality and drive',
  [pairKey('Sun', 'Jupiter')]: 'Each believes in the other’s potential and encourages it',
  [pairKey('Moon', 'Jupiter')]: 'Each receives the other with emotional generosity and warmth',
  [pairKey('Venus', 'Jupiter')]: 'There is great shared enjoyment and generosity',
  [pairKey('Sun', 'Saturn')]: 'Responsible trust carries the relationship over the long run',
  [pairKey('Moon', 'Saturn')]: 'It gives emotional security and a sense of being held',
  [pairKey('Venus', 'Saturn')]: 'Affection grows deeper and more serious with time',
  [pairKey('Sun', 'ASC')]: 'Each is drawn to who the other simply is, and first impressions are good',
  [pairKey('Moon', 'ASC')]: 'Each feels naturally at ease in the other’s company',
  [pairKey('Venus', 'ASC')]: 'Each is much taken with the other’s looks and manner',
  [pairKey('ASC', 'ASC')]: 'They meet the world in similar ways and grow close easily',
};

export const PAIR_CHALLENGE_EN: Record<string, string> = {
  [pairKey('Sun', 'Moon')]: 'Will and emotional rhythm fall out of step, and misunderstandings arise easily',
  [pairKey('Sun', 'Sun')]: 'Pride and the question of who leads can easily collide',
  [pairKey('Moon', 'Moon')]: 'Their emotional needs differ, and hurt feelings can build up',
  [pairKey('Venus', 'Mars')]: 'The attraction is strong, and conflicts can be just as fierce',
  [pairKey('Mars', 'Mars')]: 'Rivalry and clashes may be frequent',
  [pairKey('Mercury', 'Mercury')]: 'Differences in how they think and speak easily lead to arguments',
  [pairKey('Sun', 'Saturn')]: 'One of them may feel criticised or held back',
  [pairKey('Moon', 'Saturn')]: 'It may feel emotionally cold or controlling',
  [pairKey('Venus', 'Saturn')]: 'Affection may feel stifled or become a burden',
  [pairKey('Sun', 'Mars')]: 'Eagerness can go too far and easily turn into quarrels',
  [pairKey('Moon', 'Mars')]: 'Feelings are easily provoked, and both can become touchy',
  [pairKey('Venus', 'Venus')]: 'Differences in taste and values need to be worked out',
};

export const OUTER_CHALLENGE_EN: Partial<Record<PointName, string>> = {
  Saturn: 'Responsibility and restriction may come to feel like a burden',
  Uranus: 'Unpredictable changes may unsettle the relationship',
  Neptune: 'It is easy to idealise or misread each other',
  Pluto: 'Possessiveness or power struggles may arise',
  Mars: 'Impatience and clashes come easily',
};

export const RELATIONSHIP_ADVICE_EN: Record<RelationshipType, string> = {
  romantic: 'As lovers, bring the harmonious connections to life in everyday affection, and meet the tense aspects with honest conversation.',
  friendship: 'As friends, keeping up shared interests and conversation is what makes the friendship grow.',
  business: 'As business partners, divide roles and responsibilities clearly and put each other’s strengths where they serve the goals.',
  family: 'As family, respecting each other’s emotional needs and putting expectations into words reduces conflict.',
  general: 'In whatever form the relationship takes, make the most of the harmonious connections and treat the tense ones as a chance to understand your differences.',
};
