/**
 * The documented 200 bodies (spec §2, §4) and error bodies (§7) as zod schemas, for the OpenAPI
 * document only: nothing parses responses with them. Named records carry `.meta({ id })` and
 * become components; strict objects document every key (additionalProperties: false), so the
 * OpenAPI test fails when a response gains a key the document does not know. Open-ended maps
 * (by branch, star, point or period name) are records whose value shape is exact.
 *
 * A named schema is used as it is: `.meta()` on a copy (even `.optional().meta()`) makes the
 * generator inline it, so whatever describes an optional block goes in the block's own meta.
 */
import { z } from 'zod';
import { ASPECT_TYPES } from '../core/astro/aspects.js';
import { HOUSE_SYSTEMS } from '../core/astro/houses.js';
import {
  ANALYSIS_DEPTHS,
  ASPECTS,
  COMPATIBILITY_METHODS,
  RELATIONSHIP_TYPES,
  ASPECT_NATURES,
  POINT_CATEGORIES,
  POINT_TYPES,
  SYNASTRY_ASPECT_TYPES,
  THEMES,
  TIGHTNESS_BANDS,
} from '../core/astro/synastry-tables.js';
import { DIRECTION_TYPES } from '../core/astro/directions.js';
import { SIGNS } from '../core/astro/zodiac.js';
import { BRANCHES, ELEMENTS, STEMS } from '../core/saju/ganzhi.js';
import { HIDDEN_STEM_TYPES } from '../core/saju/tables.js';
import { SELF, TEN_GOD_NAMES } from '../core/saju/ten-gods.js';

const int = () => z.number().int();
const strings = () => z.array(z.string());
/** A map with open keys, described by what its keys are. */
const recordOf = <T extends z.ZodType>(keys: string, value: T) => z.record(z.string(), value).meta({ description: `Keyed by ${keys}` });
/** An object whose listed keys all have the same value schema. */
const fixedKeys = <T extends z.ZodType>(keys: readonly string[], value: T) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value])) as Record<string, T>);

const sign = z.enum(SIGNS.map((s) => s.en) as [string, ...string[]]).meta({ id: 'Sign', description: 'Zodiac sign, English' });
const houseSystem = z.enum(HOUSE_SYSTEMS).meta({ id: 'HouseSystem' });

// ── Envelope (§2.5) ──────────────────────────────────────────────────────────────────────────

const UsageInfo = z
  .strictObject({
    feature: z.string(),
    user: z.string().meta({ description: "The key's name" }),
    used: int(),
    limit: int(),
    remaining: int(),
  })
  .meta({ id: 'UsageInfo', description: 'Credits of the current period (month, or lifetime for free keys)' });

/** The astrology envelope {success, data, message, timestamp, usage_info} around `data`. */
const envelope = (id: string, data: z.ZodType) =>
  z
    .strictObject({
      success: z.literal(true),
      data,
      message: z.string(),
      timestamp: z.string().meta({ description: 'ISO 8601, UTC' }),
      usage_info: UsageInfo,
    })
    .meta({ id });

const warnings = strings().meta({ description: 'Time-zone gap/fold decisions and polar house fallbacks; usually empty' });

// ── Chart record (§2.5) ──────────────────────────────────────────────────────────────────────

const ChartLocation = z
  .strictObject({ latitude: z.number(), longitude: z.number(), elevation: z.number() })
  .meta({ id: 'ChartLocation' });

const ChartInfo = z
  .strictObject({
    name: z.string(),
    datetime: z.string().meta({ description: 'The local time used, with its UTC offset' }),
    location: ChartLocation,
    house_system: houseSystem,
    timezone: z.string(),
  })
  .meta({ id: 'ChartInfo' });

const ChartAngle = z
  .strictObject({ longitude: z.number(), sign, dms: z.string().meta({ example: "14° Virgo 05' 09''" }) })
  .meta({ id: 'ChartAngle' });

const ChartBody = z
  .strictObject({
    longitude: z.number(),
    latitude: z.number(),
    distance: z.number().nullable().meta({ description: 'AU; null for the nodes' }),
    sign,
    house: int(),
    retrograde: z.boolean(),
    dms: z.string(),
    speed: z.number().meta({ description: 'Degrees of longitude per day, negative when retrograde' }),
  })
  .meta({ id: 'ChartBody' });

const ChartHouse = z
  .strictObject({ cusp_longitude: z.number(), sign, bodies: strings().meta({ description: 'Body ids, and asc / mc' }) })
  .meta({ id: 'ChartHouse' });

const ChartAspect = z
  .strictObject({
    body1: z.string(),
    body2: z.string(),
    aspect_type: z.enum(ASPECT_TYPES),
    orb: z.number(),
    exact: z.boolean(),
    applying: z.boolean().nullable().meta({ description: 'null for angles and declination aspects' }),
  })
  .meta({ id: 'ChartAspect' });

const dignityName = z.string().nullable();
const Dignity = z
  .strictObject({
    essential_dignities: fixedKeys(['rulership', 'exaltation', 'triplicity', 'term', 'face', 'detriment', 'fall'], dignityName),
    is_peregrine: z.boolean(),
    classical_score: z.number(),
  })
  .meta({ id: 'Dignity' });

/** The chart without dignities: the return charts of solar-return. */
const chartFields = {
  chart_info: ChartInfo,
  angles: fixedKeys(['asc', 'mc', 'dsc', 'ic'], ChartAngle),
  bodies: recordOf('lowercase body id (sun … pluto, true_node; chiron, north_node, south_node with asteroids)', ChartBody),
  houses: recordOf('house_1 … house_12', ChartHouse),
  aspects: z.array(ChartAspect),
  warnings,
};

const ChartRecord = z
  .strictObject({ ...chartFields, dignities: recordOf('the seven classical planets', Dignity) })
  .meta({ id: 'ChartRecord' });

const ReturnChart = z.strictObject(chartFields).meta({
  id: 'ReturnChart',
  description:
    'A chart record without dignities; minor bodies use name_(number) ids, e.g. chiron_(2060). ' +
    'relocated_chart (with include_relocated) is the same instant at relocated_location.',
});

export const NatalChartResponse = envelope('NatalChartResponse', ChartRecord);

// ── Saju (§2.2) ──────────────────────────────────────────────────────────────────────────────

const stem = z.enum(STEMS.map((s) => s.hanja) as [string, ...string[]]);
const hanjaBranch = z.enum(BRANCHES.map((b) => b.hanja) as [string, ...string[]]);

const SajuPillars = z
  .strictObject({
    year_stem: stem,
    year_branch: hanjaBranch,
    month_stem: stem,
    month_branch: hanjaBranch,
    day_stem: stem,
    day_branch: hanjaBranch,
    hour_stem: stem.nullable().meta({ description: 'null without birth_time' }),
    hour_branch: hanjaBranch.nullable().meta({ description: 'null without birth_time' }),
  })
  .meta({ id: 'SajuPillars' });

const Daeun = z
  .strictObject({
    years: int().meta({ description: 'Years until the first luck cycle' }),
    start_date: z.string().meta({ description: 'YYYY-MM-DDTHH:MM:SS on the Seoul clock' }),
    is_forward: z.boolean(),
    daeun_list: z.array(z.strictObject({ age: int(), pillar: z.string() })),
  })
  .meta({ id: 'Daeun' });

const tenGod = z.enum(TEN_GOD_NAMES);
const TenGods = z
  .strictObject({
    Year_Stem: tenGod,
    Year_Branch: tenGod,
    Month_Stem: tenGod,
    Month_Branch: tenGod,
    Day_Stem: z.literal(SELF).meta({ description: 'The self' }),
    Day_Branch: tenGod,
    Hour_Stem: tenGod.nullable(),
    Hour_Branch: tenGod.nullable(),
  })
  .meta({ id: 'TenGods', description: 'Relative to the day stem; a branch counts as its 정기' });

const sajuBasicFields = { saju: SajuPillars, daeun: Daeun, ten_gods: TenGods };
export const SajuBasicResponse = z.strictObject(sajuBasicFields).meta({ id: 'SajuBasicResponse' });

const shinsalList = z.array(z.strictObject({ branch: z.string(), shinsal: z.string() }));
const starFields = { name: z.string(), korean_name: z.string(), reference: z.string(), location: strings(), meaning: z.string() };
const NobleStar = z.strictObject({ ...starFields, impact: z.string() }).meta({ id: 'NobleStar' });
const EvilStar = z.strictObject({ ...starFields, warning: z.string() }).meta({ id: 'EvilStar' });

const ComprehensiveShinsal = z
  .strictObject({
    twelve_stages: z.array(
      z.strictObject({ pillar: z.string(), stem: z.string(), branch: z.string(), stage: z.string(), energy: z.string() }),
    ),
    hidden_stems: recordOf('branch', z.array(z.strictObject({ stem, type: z.enum(HIDDEN_STEM_TYPES), days: int() }))),
    noble_stars: recordOf("the star's Korean name; only the stars present", z.array(NobleStar)),
    evil_stars: recordOf("the star's Korean name; only the stars present", z.array(EvilStar)),
    naeum_elements: z.array(
      z.strictObject({ pillar: z.string(), ganzi: z.string(), element: z.string(), meaning: z.string(), character: z.string() }),
    ),
    overall_assessment: z.strictObject({
      귀인_수: int(),
      신살_수: int(),
      주요_특징: strings(),
      주의사항: strings(),
      활용방안: strings(),
    }),
  })
  .meta({ id: 'ComprehensiveShinsal' });

export const SajuAnalysisResponse = z
  .strictObject({
    ...sajuBasicFields,
    five_elements: z.strictObject({
      strength: fixedKeys(['목', '화', '토', '금', '수'], z.number()).meta({ description: 'Percent of the total per element' }),
      day_element: z.enum(ELEMENTS as [string, ...string[]]),
      total_score: z.number(),
    }),
    shinsal: z.strictObject({ year_shinsal: shinsalList, day_shinsal: shinsalList }),
    comprehensive_shinsal: ComprehensiveShinsal,
  })
  .meta({ id: 'SajuAnalysisResponse' });

// ── Jami (§2.4) ──────────────────────────────────────────────────────────────────────────────
// The palace, star, stage and relation names come from the jami core's tables (closed sets); the
// record's own key names (the spec's) are written here and in src/rest/jami.ts, which must produce
// this schema's input type.
import {
  BOSHI_12, BRIGHT_STARS, CHANGSHENG_12, JIANGQIAN_12, MAJOR_STAR_NAMES, SUIQIAN_12, type StarName,
} from '../core/jami/tables.js';
import { FORTUNE_AREAS, SANHE, SANXING, LIUCHONG, LIUHE } from '../core/jami/interpret-tables.js';
import { BRANCH_NAMES, BRIGHTNESS_LEVELS, MUTAGENS, PALACE_NAMES } from '../core/jami/types.js';

/** The keys of a closed set, each with the same value schema. */
const eachKey = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) =>
  Object.fromEntries(keys.map((k) => [k, value])) as Record<K, T>;
const allKeys = <K extends string, T extends z.ZodType>(keys: readonly K[], value: T) => z.strictObject(eachKey(keys, value));
const names = <N extends string>(list: readonly { name: N }[]) => list.map((x) => x.name);

const branch = z.enum(BRANCH_NAMES);
const branches = z.array(branch);
const palaceName = z.enum(PALACE_NAMES);
/** 14정성 및 보좌성: the fourteen main stars, 좌보 and 우필. */
const MAIN_STARS = [...MAJOR_STAR_NAMES, '좌보', '우필'] as const satisfies readonly StarName[];
/** Stars the record gives as one branch each, in the spec's order around 대모, 항지 (함지) and 홍염. */
const SINGLE_BRANCH_STARS = [
  '삼태', '팔좌', '은광', '천귀', '태보', '봉고', '용지', '봉각', '천재', '천무', '해신(월)', '해신(년)', '월덕',
] as const satisfies readonly StarName[];
const MALEFIC_MINORS = ['음살', '비렴', '파쇄'] as const satisfies readonly StarName[];
/** Pairs (and 천주 alone) the record gives as branch lists, keyed by the stars' names run together. */
const BRANCH_LIST_STARS = ['천관천복', '천주', '홍란천희', '천곡천허', '고신과수', '겁살화개'] as const;
/** 록 권 과 기: the period and annual 사화 keys. */
const SAHWA_KEYS = ['록', '권', '과', '기'] as const;
const FORTUNE_KEYS = Object.values(FORTUNE_AREAS).map((a) => a.name);
const relation = z.strictObject({ 궁위: branches, 발생: z.boolean(), 관련궁: z.array(palaceName) });

const Daehan = z
  .strictObject({
    palace_branch: branch,
    age_range: z.string().meta({ example: '6 ~ 15' }),
    original_palace_name: palaceName,
    daehan_palaces_branches: allKeys(PALACE_NAMES, branch),
    daehan_sahwa: allKeys(SAHWA_KEYS, z.strictObject({ star: z.string(), palace: branch, is_jin: z.boolean() })),
    inner_palaces: branches,
    outer_palaces: branches,
    secondary_occurrence_palaces: branches,
    problem_palaces: branches,
    secondary_result_palaces: branches,
    대한_해석: allKeys(['주요_특징', '길운_요인', '주의사항', '중점_분야'], z.string()),
  })
  .meta({ id: 'Daehan' });

const JamiRecord = z
  .strictObject({
    납음오행: z.string(),
    국수: int().meta({ description: 'The bureau number 2–6' }),
    명궁: branch,
    십이궁: allKeys(PALACE_NAMES, z.string()).meta({ description: 'Palace name → stem-branch name' }),
    자미: branch,
    '14정성 및 보좌성': allKeys(MAIN_STARS, branch),
    문창문곡: branches,
    녹존타라경양: allKeys(['녹존', '타라', '경양'] satisfies StarName[], branch),
    천마: branch,
    화성영성지공지겁: allKeys(['화성', '영성', '지공', '지겁'] satisfies StarName[], branch),
    천월: branches.meta({ description: '[천괴, 천월(天鉞)]' }),
    화성영성관계: z.string(),
    지공지겁관계: z.string(),
    사화: allKeys(MUTAGENS, z.string()),
    천형천요천공: allKeys(['천형', '천요', '천공'] satisfies StarName[], branch),
    순공: branches,
    절공: branches,
    ...eachKey(SINGLE_BRANCH_STARS, branch),
    대모: branch,
    항지: branch.meta({ description: '함지 (咸池)' }),
    홍염: branch,
    ...eachKey(MALEFIC_MINORS, branch),
    ...eachKey(BRANCH_LIST_STARS, branches),
    천상천사: z.array(palaceName).meta({ description: 'Palace names of 天傷 and 天使' }),
    장생십이신: allKeys(CHANGSHENG_12, branch),
    박사십이신: allKeys(BOSHI_12, branch),
    세전십이신: allKeys(SUIQIAN_12, branch),
    장전십이신: allKeys(JIANGQIAN_12, branch),
    궁별_성_배치: allKeys(BRANCH_NAMES, strings()),
    성_밝기: z
      .strictObject(eachKey(BRIGHT_STARS, z.strictObject({ 위치: branch, 밝기: z.enum(BRIGHTNESS_LEVELS) }).optional()))
      .meta({ description: 'The stars with a brightness where they sit (경양 and 타라 have none on some branches)' }),
    형충관계: z.strictObject({
      삼형: allKeys(names(SANXING), relation),
      육충: allKeys(names(LIUCHONG), relation),
      삼합: allKeys(names(SANHE), branches),
      육합: allKeys(names(LIUHE), branches),
    }),
    격국: z.strictObject({
      주요격국: strings(),
      특수격국: z.strictObject({ 명칭: z.string(), 설명: z.string(), 길흉: z.string() }),
      보조격국: strings(),
    }),
    운세_평가: z.strictObject({
      전체_운: int(),
      세부: allKeys(FORTUNE_KEYS, int()),
      종합_평가: z.string(),
    }),
    대한: recordOf('stem-branch name of the ten-year period', Daehan),
    // The annual (유년) keys, present only with target_year_ganji.
    유년십이궁: z
      .array(z.strictObject({ ganji: z.string(), original_palace_name: palaceName, annual_palace_name: palaceName, branch }))
      .optional(),
    두군: branch.optional(),
    유년천괴천월: allKeys(['유괴', '유월'], branch).optional(),
    유년녹존타라경양: allKeys(['유록존', '유타라', '유경양'], branch).optional(),
    유년문창문곡: allKeys(['유창', '유곡'], branch).optional(),
    유년사화: allKeys(SAHWA_KEYS, z.strictObject({ star: z.string(), palace: branch })).optional(),
    유년천마: branch.optional(),
    유년이차발생궁: branches.optional(),
    유년문제궁위: branches.optional(),
    유년_주요사항: allKeys(['재물_기회', '감정_변화', '건강_주의', '직업_전환'], strings()).optional(),
  })
  .meta({
    id: 'JamiRecord',
    description: 'The result object under `success` (not a boolean); keys in the order of spec §2.4, the 유년 keys only with target_year_ganji',
  });

export const JamiResponse = z.strictObject({ success: JamiRecord }).meta({ id: 'JamiResponse' });

// ── Transits (§4.6) ──────────────────────────────────────────────────────────────────────────

const ChartMetadata = z
  .strictObject({
    calculation_type: z.enum(['NatalChart', 'TransitChart']),
    datetime_utc: z.string(),
    datetime_local: z.string().meta({ description: "Local time in the location's zone, with its offset" }),
    timezone_str: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    house_system: houseSystem,
    ephemeris_file: z.string(),
  })
  .meta({ id: 'ChartMetadata' });

const CelestialBody = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    type: z.string().meta({ description: 'Planet, Node, Angle, …' }),
    longitude_decimal: z.number(),
    latitude_decimal: z.number(),
    longitude_speed_decimal_per_day: z.number(),
    latitude_speed_decimal_per_day: z.number(),
    distance_au: z.number().nullable().meta({ description: 'null for true_node and the angles' }),
    declination_decimal: z.number(),
    is_retrograde: z.boolean(),
    sign_name: sign,
    sign_degree_decimal: z.number(),
    sign_longitude_dms: z.string(),
    house_number: int().meta({ description: 'The natal house the point is in' }),
    ra_hours: z.number(),
  })
  .meta({ id: 'CelestialBody' });

export const TransitsResponse = envelope(
  'TransitsResponse',
  z.strictObject({
    natal_chart_metadata: ChartMetadata,
    transit_chart_metadata: ChartMetadata,
    natal_celestial_bodies: z.array(CelestialBody),
    transit_celestial_bodies: z.array(CelestialBody),
    transit_aspects: z.array(
      z.strictObject({
        body1_id: z.string().meta({ description: 'Transiting body' }),
        body2_id: z.string().meta({ description: 'Natal body, asc or mc' }),
        aspect_type: z.string().meta({ description: 'Lowercase: conjunction, sextile, square, trine, quincunx, opposition' }),
        orb_decimal: z.number(),
        delta_decimal: z.number(),
        is_applying: z.boolean(),
        is_separating: z.boolean(),
        is_exact: z.boolean(),
      }),
    ),
    warnings,
  }),
);

// ── Progressions (§4.10) and solar return (§4.11) ────────────────────────────────────────────

export const ProgressionsResponse = envelope(
  'ProgressionsResponse',
  z.strictObject({
    natal_chart: ChartRecord,
    progressed_chart: z.strictObject({
      chart_info: ChartInfo,
      bodies: recordOf('lowercase body id, asc and mc', z.strictObject({ longitude: z.number(), sign, house: int(), dms: z.string() })),
      aspects: z.array(ChartAspect),
    }),
    progression_info: z.strictObject({
      progression_type: z.string(),
      natal_date: z.string(),
      target_date: z.string(),
      progression_method: z.string().meta({ description: 'How the chart was progressed, in words' }),
      calculation_date: z.string(),
    }),
    progression_aspects: z.strictObject({
      to_natal: z.array(z.strictObject({ body1: z.string(), body2: z.string(), aspect_type: z.enum(ASPECT_TYPES), orb: z.number() })),
    }),
    warnings,
  }),
);

/** The instant of a return; `body` is sun or moon. */
const returnInfoFields = (body: 'sun' | 'moon') => ({
  return_datetime: z.string(),
  return_datetime_utc: z.string(),
  julian_day_ut: z.number(),
  [`natal_${body}_longitude`]: z.number(),
  [`return_${body}_longitude`]: z.number(),
  [`${body}_longitude_difference_arcsec`]: z.number(),
  precision_seconds: z.number(),
});

export const SolarReturnResponse = envelope(
  'SolarReturnResponse',
  z.strictObject({
    natal_chart: ChartRecord,
    solar_return_chart: ReturnChart,
    solar_return_info: z.strictObject({
      return_year: int(),
      ...returnInfoFields('sun'),
      tolerance_minutes: z.number(),
      days_from_birthday: z.number(),
      return_location: ChartLocation.extend({ timezone: z.string() }),
    }),
    relocated_chart: ReturnChart.optional(),
    lunar_return: z
      .strictObject({
        return_info: z.strictObject({ ...returnInfoFields('moon'), days_after_solar_return: z.number() }),
        chart: ReturnChart,
      })
      .optional()
      .meta({ description: 'With include_lunar_return: the first lunar return after the solar return' }),
  }),
);

// ── Classical (§4.7–§4.9) ────────────────────────────────────────────────────────────────────

const period = { ruling_planet: z.string(), start_age: int(), end_age: int() };

export const FirdariaResponse = envelope(
  'FirdariaResponse',
  z.strictObject({
    firdaria_info: z.strictObject({
      gender: z.enum(['male', 'female']),
      current_age: int(),
      sequence_type: z.enum(['Male Diurnal', 'Female Nocturnal']),
    }),
    current_period: z.strictObject({
      ...period,
      years_into_period: z.number(),
      years_remaining: z.number(),
      planet_themes: strings(),
    }),
    all_periods: z.array(z.strictObject({ order: int(), ...period, duration_years: int(), is_current: z.boolean() })),
    interpretation: z.string(),
  }),
);

export const ProfectionsResponse = envelope(
  'ProfectionsResponse',
  z.strictObject({
    profection_info: z.strictObject({
      current_age: int(),
      profected_house_number: int(),
      profected_sign: sign,
      profection_ruler: z.string(),
      profected_cusp_longitude: z.number(),
    }),
    natal_chart_info: ChartInfo.extend({ ascendant: ChartAngle, midheaven: ChartAngle, warnings }),
    houses: recordOf(
      'house_1 … house_12',
      z.strictObject({ cusp_longitude: z.number(), sign, ruler: z.string(), is_profected: z.boolean() }),
    ),
    interpretation: z.strictObject({
      house_theme: z.string(),
      ruler_natal_sign: sign,
      ruler_natal_house: int(),
      summary: z.string(),
    }),
  }),
);

const directedPoints = recordOf(
  'Sun … Pluto, ASC, MC',
  z.strictObject({ natal_longitude: z.number(), directed_longitude: z.number(), arc: z.number(), sign }),
);

export const DirectionsResponse = envelope(
  'DirectionsResponse',
  z.strictObject({
    natal_chart: ChartRecord,
    direction_info: z.strictObject({
      method: z.string(),
      direction_type: z.enum(DIRECTION_TYPES),
      age: z.number(),
      natal_date: z.string(),
      calculation_date: z.string(),
      arc_per_year: z.number(),
    }),
    directed_points: directedPoints,
    converse_directed_points: directedPoints.optional().meta({ description: 'With direction_type both' }),
    active_directions: z.array(
      z.strictObject({
        directed_point: z.string(),
        natal_point: z.string(),
        aspect_type: z.string().meta({ description: 'Lowercase: conjunction, sextile, square, trine, opposition' }),
        arc: z.number(),
        orb: z.number(),
        direction: z.enum(['direct', 'converse']).optional().meta({ description: 'With direction_type both' }),
      }),
    ),
  }),
);

// ── Synastry (§4.12) ─────────────────────────────────────────────────────────────────────────

const SynastryPoint = z
  .strictObject({
    longitude: z.number(),
    latitude: z.number(),
    sign,
    sign_degree: z.number(),
    house: int(),
    type: z.enum(POINT_TYPES),
    category: z.enum(POINT_CATEGORIES),
    weight: z.number(),
    retrograde: z.boolean(),
    speed: z.number(),
    name_ko: z.string(),
    name_en: z.string(),
  })
  .meta({ id: 'SynastryPoint' });

const SynastryChart = z
  .strictObject({
    chart_info: z.strictObject({ name: z.string(), datetime: z.string(), house_system: z.string() }),
    bodies: recordOf('capitalised name (Sun … Pluto, True Node)', SynastryPoint),
    angles: recordOf('ASC, MC (and Vertex with include_vertex_points)', SynastryPoint),
    houses: recordOf(
      'house_1 … house_12',
      z.strictObject({ cusp_longitude: z.number(), sign, sign_degree: z.number(), bodies_in_house: strings() }),
    ),
  })
  .meta({ id: 'SynastryChart', description: 'Also composite_chart (the midpoint chart, with include_composite)' });

const SynastryAspect = z
  .strictObject({
    person1_point: z.string(),
    person2_point: z.string(),
    person1_point_ko: z.string(),
    person2_point_ko: z.string(),
    aspect_type: z.enum(SYNASTRY_ASPECT_TYPES),
    aspect_code: z.enum(ASPECTS.map((a) => a.code) as [string, ...string[]]),
    orb: z.number(),
    exact_angle: z.number(),
    aspect_nature: z.enum(ASPECT_NATURES),
    is_major: z.boolean(),
    is_from_person1: z.boolean(),
    aspect_weight: z.number(),
    tightness: z.enum(TIGHTNESS_BANDS.map((b) => b.band) as [string, ...string[]]),
    aspect_sign: sign,
    aspect_sign_ko: z.string(),
    sign_interpretation: z.string(),
    interpretation_key: z.string(),
  })
  .meta({ id: 'SynastryAspect' });

const overlayEntry = z.strictObject({
  house: int(),
  house_meaning: z.string(),
  house_meaning_ko: z.string(),
  longitude: z.number(),
  sign,
  point_ko: z.string(),
  overlay_interpretation: z.string(),
});

const HouseOverlay = z
  .strictObject({
    person1_in_person2_houses: recordOf('point name', overlayEntry),
    person2_in_person1_houses: recordOf('point name', overlayEntry),
    significant_overlays: z.array(
      z.strictObject({
        direction: z.enum(['person1_to_person2', 'person2_to_person1']),
        point: z.string(),
        point_ko: z.string(),
        house: int(),
        house_meaning: z.string(),
        significance: z.string(),
        interpretation: z.string(),
      }),
    ),
    overlay_summary: z.strictObject({
      total_overlays: int(),
      person1_activates_houses: z.array(int()),
      person2_activates_houses: z.array(int()),
    }),
  })
  .meta({ id: 'HouseOverlay', description: 'analysis_depth standard and above' });

const distribution = z.strictObject({
  elements: fixedKeys(['fire', 'earth', 'air', 'water'], z.number()),
  modalities: fixedKeys(['cardinal', 'fixed', 'mutable'], z.number()),
  dominant_element: z.string(),
  dominant_modality: z.string(),
  point_details: recordOf(
    'point name',
    z.strictObject({
      sign,
      sign_ko: z.string(),
      element: z.string(),
      element_ko: z.string(),
      modality: z.string(),
      modality_ko: z.string(),
      weight: z.number(),
    }),
  ),
});
const pairFields = {
  person1_dominant: z.string(),
  person2_dominant: z.string(),
  person1_dominant_ko: z.string(),
  person2_dominant_ko: z.string(),
  compatibility_score: z.number(),
  compatibility_type: z.string(),
  compatibility_description: z.string(),
};
const countFields = { person1_count: int(), person2_count: int(), total_count: int(), balance_score: z.number() };

const ElementModalityAnalysis = z
  .strictObject({
    person1_distribution: distribution,
    person2_distribution: distribution,
    element_compatibility: z.strictObject({
      ...pairFields,
      element_breakdown: z.array(z.strictObject({ element: z.string(), element_ko: z.string(), ...countFields })),
    }),
    modality_compatibility: z.strictObject({
      ...pairFields,
      modality_breakdown: z.array(z.strictObject({ modality: z.string(), modality_ko: z.string(), ...countFields })),
    }),
    temperament_analysis: z.string(),
  })
  .meta({ id: 'ElementModalityAnalysis', description: 'analysis_depth detailed and above' });

const CompatibilityAnalysis = z
  .strictObject({
    overall_score: int().meta({ description: '0–100' }),
    total_aspects: int(),
    major_aspects: int(),
    minor_aspects: int(),
    harmonious_aspects: int(),
    challenging_aspects: int(),
    neutral_aspects: int(),
    total_weight: z.number(),
    positive_weight: z.number(),
    challenging_weight: z.number(),
    aspect_breakdown: recordOf(
      'aspect type',
      z.strictObject({
        count: int(),
        total_weight: z.number(),
        average_orb: z.number(),
        nature: z.string(),
        average_weight: z.number(),
      }),
    ),
    strongest_aspects: z.array(SynastryAspect),
    relationship_strengths: strings(),
    relationship_challenges: strings(),
    compatibility_notes: z.string(),
  })
  .meta({ id: 'CompatibilityAnalysis' });

const HouseOverlayAnalysis = z
  .strictObject({
    key_insights: strings(),
    relationship_areas: fixedKeys(
      ['romance', 'communication', 'stability', 'growth', 'intimacy'],
      z.strictObject({ rating: z.string(), score: z.number(), factors: strings() }),
    ),
    overall_interpretation: z.string(),
    analysis_summary: z.strictObject({
      total_meaningful_overlays: int(),
      strongest_area: z.string(),
      relationship_focus: z.string(),
    }),
  })
  .meta({ id: 'HouseOverlayAnalysis', description: 'analysis_depth detailed and above' });

const RelationshipThemeSummary = z
  .strictObject({
    themes: fixedKeys(
      THEMES,
      z.strictObject({ score: z.number(), rating: z.string(), level: int(), description: z.string(), factors: strings() }),
    ),
    key_themes: strings(),
    overall_relationship_summary: z.string(),
  })
  .meta({ id: 'RelationshipThemeSummary', description: 'analysis_depth comprehensive' });

export const SynastryResponse = envelope(
  'SynastryResponse',
  z.strictObject({
    person1_chart: SynastryChart,
    person2_chart: SynastryChart,
    synastry_info: z.strictObject({
      person1_name: z.string(),
      person2_name: z.string(),
      person1_datetime: z.string(),
      person2_datetime: z.string(),
      relationship_type: z.enum(RELATIONSHIP_TYPES),
      analysis_depth: z.enum(ANALYSIS_DEPTHS),
      house_system: z.string(),
      orb_degrees: z.number(),
      minor_orb_degrees: z.number(),
      compatibility_method: z.enum(COMPATIBILITY_METHODS),
      calculation_date: z.string(),
    }),
    synastry_aspects: z.array(SynastryAspect).meta({ description: 'Sorted by aspect_weight, heaviest first' }),
    house_overlay: HouseOverlay.optional(),
    element_modality_analysis: ElementModalityAnalysis.optional(),
    compatibility_analysis: CompatibilityAnalysis,
    house_overlay_analysis: HouseOverlayAnalysis.optional(),
    relationship_theme_summary: RelationshipThemeSummary.optional(),
    composite_chart: SynastryChart.optional(),
  }),
);

// ── SVG and errors (§7) ──────────────────────────────────────────────────────────────────────

export const SvgDocument = z.string().meta({ id: 'SvgDocument', description: 'An SVG document' });

export const ErrorBodies = {
  detail: z.strictObject({ detail: z.string() }).meta({ id: 'DetailError', description: 'Saju and jami errors' }),
  object: z
    .strictObject({ success: z.literal(false), error: z.strictObject({ code: z.string(), message: z.string() }) })
    .meta({ id: 'ObjectError', description: 'natal-chart errors' }),
  flat: z
    .strictObject({
      success: z.literal(false),
      error: z.string(),
      error_code: int().meta({ description: 'The HTTP status' }),
      details: z.null(),
      timestamp: z.string().meta({ description: 'ISO 8601 without zone (UTC)' }),
    })
    .meta({ id: 'FlatError', description: 'Errors of transits, firdaria, profections, directions, progressions, solar-return, synastry' }),
} as const;
