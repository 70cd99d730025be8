/**
 * The documented 200 bodies and error bodies as zod schemas, for the OpenAPI document only: nothing
 * parses responses with them. Named records carry `.meta({ id })` and become components; strict
 * objects document every key (additionalProperties: false), so the OpenAPI test fails when a
 * response gains a key the document does not know. Open-ended maps (by branch, star, point or
 * period name) are records whose value shape is exact. Every property has a description (the
 * document's test counts them): what it is, its unit and range.
 *
 * A named schema is used as it is, or through `ref(schema, description)` where the use needs its
 * own description: `.meta()` on a copy (even `.optional().meta()`) would make the generator inline
 * it. Whatever describes an optional block goes in the block's own meta.
 */
import { ZASI_CONVENTIONS } from '../core/saju/pillars.js';
import { ZONE_SOURCES } from '../core/saju/birth-clock.js';
import { zodToOpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
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
import { DIRECTION_METHODS, DIRECTION_TYPES } from '../core/astro/directions.js';
import { SIGNS } from '../core/astro/zodiac.js';
import { LUNAR_QUARTERS, type LunarQuarter } from '../core/astro/lunar-phases.js';
import { BRANCHES, ELEMENTS, STEMS } from '../core/saju/ganzhi.js';
import { HIDDEN_STEM_TYPES } from '../core/saju/tables.js';
import { SELF, TEN_GOD_NAMES } from '../core/saju/ten-gods.js';
import { USEFUL_GOD_METHODS } from '../core/saju/structure.js';

// ── Described values ─────────────────────────────────────────────────────────────────────────

const int = (description: string) => z.number().int().meta({ description });
const num = (description: string) => z.number().meta({ description });
const str = (description: string) => z.string().meta({ description });
const bool = (description: string) => z.boolean().meta({ description });
const strings = (description: string) => z.array(z.string()).meta({ description });
/** A map with open keys, described by what its keys are. */
const recordOf = <T extends z.ZodType>(keys: string, value: T, what?: string) =>
  z.record(z.string(), value).meta({ description: `${what ? `${what}, keyed` : 'Keyed'} by ${keys}` });
/** An object whose listed keys all have the value schema `value(key)` (each with its own description). */
const fixedKeys = <K extends string, T extends z.ZodType>(keys: readonly K[], value: (key: K) => T) =>
  z.strictObject(Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, T>);

/**
 * The named schemas used through `ref`: the document generates each of them first, so that its
 * component keeps its own description rather than that of a use.
 */
export const referencedComponents = new Set<z.ZodType>();

/**
 * A named schema (a component) where it is used, with what it is there: in the document a `$ref`
 * with this description beside it. The copy carries the component's id for the generator only.
 */
function ref<T extends z.ZodType>(schema: T, description: string): T {
  const id = schema.meta()?.id;
  if (!id) throw new Error('ref() takes a named schema (meta id)');
  const copy = new (schema.constructor as new (def: unknown) => T)(schema._zod.def);
  zodToOpenAPIRegistry.add(copy, { _internal: { refId: id }, description });
  referencedComponents.add(schema);
  return copy;
}

const DMS = "The longitude as DD° Sign MM' SS'', rounded to the second";

const sign = z.enum(SIGNS.map((s) => s.en) as [string, ...string[]]).meta({ id: 'Sign', description: 'Tropical zodiac sign, English' });
const houseSystem = z.enum(HOUSE_SYSTEMS).meta({ id: 'HouseSystem', description: 'House system (as requested)' });

// ── Envelope ─────────────────────────────────────────────────────────────────────────────────

const UsageInfo = z
  .strictObject({
    feature: str('The feature this request was charged as, e.g. natal-chart'),
    user: str("The key's name"),
    used: int('Credits used in the period, this request included'),
    limit: int("Credits of the period (the key's plan, or its own credit limit)"),
    remaining: int('Credits left in the period: limit − used'),
  })
  .meta({ id: 'UsageInfo', description: 'Credits of the current period (month, or lifetime for free keys)' });

/** The astrology envelope {success, data, message, timestamp, usage_info} around `data`. */
export const envelope = <Data extends z.ZodType>(id: string, data: Data, description: string) =>
  z
    .strictObject({
      success: z.literal(true).meta({ description: 'Always true in a 200 answer' }),
      data,
      message: str('What was calculated, in words'),
      timestamp: str('When the answer was made, ISO 8601 UTC'),
      usage_info: ref(UsageInfo, "The key's credits after this request"),
    })
    .meta({ id, description });

const warnings = strings('Time-zone gap/fold decisions and polar house fallbacks; usually empty');

// ── Chart record ─────────────────────────────────────────────────────────────────────────────

const ChartLocation = z
  .strictObject({
    latitude: num('Geographic latitude, degrees, north positive'),
    longitude: num('Geographic longitude, degrees, east positive'),
    elevation: num('Metres above sea level (0 when not given)'),
  })
  .meta({ id: 'ChartLocation', description: 'The place of the chart' });

const ChartInfo = z
  .strictObject({
    name: str("The chart's name (default Natal Chart)"),
    datetime: str('The local time used, ISO 8601 with its UTC offset (moved forward in a clock gap)'),
    location: ref(ChartLocation, 'The place'),
    house_system: ref(houseSystem, 'House system as requested (above the polar circle Placidus and Koch fall back to Porphyry, see warnings)'),
    timezone: str('IANA zone of the local time (given, or found from the coordinates)'),
  })
  .meta({ id: 'ChartInfo', description: 'Time, place and house system of the chart' });

const ChartAngle = z
  .strictObject({
    longitude: num('Ecliptic longitude, degrees 0–360'),
    sign: ref(sign, 'Sign of the longitude'),
    dms: z.string().meta({ description: DMS, example: "14° Virgo 05' 09''" }),
  })
  .meta({ id: 'ChartAngle', description: 'An angle of the chart: where it falls on the ecliptic' });

const ChartBody = z
  .strictObject({
    longitude: num('Ecliptic longitude, degrees 0–360 (apparent geocentric, true equinox of date)'),
    latitude: num('Ecliptic latitude, degrees'),
    distance: z.number().nullable().meta({ description: 'Distance from the Earth, AU; null for the nodes' }),
    sign: ref(sign, 'Sign of the longitude'),
    house: int('The house 1–12 it falls in'),
    retrograde: bool('True when the longitude speed is negative'),
    dms: str(DMS),
    speed: num('Degrees of longitude per day, negative when retrograde'),
  })
  .meta({ id: 'ChartBody', description: 'A body of the chart' });

const ChartHouse = z
  .strictObject({
    cusp_longitude: num('Ecliptic longitude of the cusp (where the house begins), degrees 0–360'),
    sign: ref(sign, 'Sign of the cusp'),
    bodies: strings('Ids of the bodies in this house, and asc / mc where they fall in it'),
  })
  .meta({ id: 'ChartHouse', description: 'A house of the chart' });

const ChartAspect = z
  .strictObject({
    body1: str('Id of the first point (earlier in body order), e.g. sun'),
    body2: str('Id of the second point, e.g. asc'),
    aspect_type: z.enum(ASPECT_TYPES).meta({ description: 'The aspect type' }),
    orb: num('|separation − exact angle|, degrees'),
    exact: bool("Orb below 10′"),
    applying: z.boolean().nullable().meta({ description: 'The orb is shrinking (from the relative speeds); null for angles and declination aspects' }),
  })
  .meta({ id: 'ChartAspect', description: 'An aspect between two points of the chart' });

const ESSENTIAL_DIGNITIES = {
  rulership: 'Ruler (domicile lord) of the sign, e.g. Mars',
  exaltation: 'Planet exalted in the sign; null for signs without one',
  triplicity: "Dorothean triplicity lord of the chart's sect (day or night)",
  term: 'Lord of the Egyptian term (bound) at the degree',
  face: 'Lord of the Chaldean face (decan), 10° each',
  detriment: 'Planet in detriment in the sign (ruler of the opposite sign)',
  fall: 'Planet in fall in the sign; null for signs without one',
} as const;
const Dignity = z
  .strictObject({
    essential_dignities: fixedKeys(Object.keys(ESSENTIAL_DIGNITIES) as (keyof typeof ESSENTIAL_DIGNITIES)[], (k) =>
      z.string().nullable().meta({ description: ESSENTIAL_DIGNITIES[k] }),
    ).meta({ description: "Who holds each dignity at the planet's degree" }),
    is_peregrine: bool('Holds none of rulership, exaltation, triplicity, term and face itself'),
    classical_score: num('Domicile +5, exaltation +4, triplicity +3, term +2, face +1, detriment −5, fall −4, peregrine −5'),
  })
  .meta({ id: 'Dignity', description: "A classical planet's essential dignities" });

const ANGLES = {
  asc: 'Ascendant: the ecliptic rising on the eastern horizon',
  mc: 'Midheaven: the ecliptic on the upper meridian',
  dsc: 'Descendant: opposite the ASC',
  ic: 'Imum coeli: opposite the MC',
} as const;

/** The chart without dignities: the return charts of solar-return. */
const chartFields = {
  chart_info: ref(ChartInfo, 'Time, place and house system'),
  angles: fixedKeys(Object.keys(ANGLES) as (keyof typeof ANGLES)[], (k) => ref(ChartAngle, ANGLES[k])).meta({
    description: 'ASC, MC, DSC and IC',
  }),
  bodies: recordOf(
    'lowercase body id (sun … pluto, true_node; chiron, north_node, south_node with asteroids; mean_lilith, true_lilith, ceres, pallas, juno, vesta when named in points)',
    ChartBody,
    'The bodies',
  ),
  houses: recordOf('house_1 … house_12', ChartHouse, 'The twelve houses'),
  aspects: z.array(ChartAspect).meta({
    description: 'Aspects among the bodies, ASC and MC (none between two nodes); orbs by type, wider with the Sun or Moon',
  }),
  warnings,
};

const ChartRecord = z
  .strictObject({
    ...chartFields,
    dignities: recordOf('the seven classical planets (sun … saturn)', Dignity, 'Essential dignities'),
  })
  .meta({ id: 'ChartRecord', description: 'A natal chart: time and place, angles, bodies, houses, aspects and dignities' });

const ReturnChart = z.strictObject(chartFields).meta({
  id: 'ReturnChart',
  description: 'A chart record without dignities; minor bodies use name_(number) ids, e.g. chiron_(2060)',
});

export const NatalChartResponse = envelope('NatalChartResponse', ref(ChartRecord, 'The natal chart'), 'The natal chart in the envelope');

// ── Saju ─────────────────────────────────────────────────────────────────────────────────────

const stem = (description: string) => z.enum(STEMS.map((s) => s.hanja) as [string, ...string[]]).meta({ description });
const hanjaBranch = (description: string) => z.enum(BRANCHES.map((b) => b.hanja) as [string, ...string[]]).meta({ description });
const NO_TIME = 'null without birth_time';

const SajuPillars = z
  .strictObject({
    year_stem: stem('Heavenly stem of the year pillar (from the last 입춘 before the birth)'),
    year_branch: hanjaBranch('Earthly branch of the year pillar'),
    month_stem: stem('Heavenly stem of the month pillar (from the year stem, 五虎遁)'),
    month_branch: hanjaBranch('Earthly branch of the month pillar (from the 節 in force)'),
    day_stem: stem('Heavenly stem of the day pillar: the day master'),
    day_branch: hanjaBranch('Earthly branch of the day pillar'),
    hour_stem: stem(`Heavenly stem of the hour pillar; ${NO_TIME}`).nullable().meta({ description: `Heavenly stem of the hour pillar; ${NO_TIME}` }),
    hour_branch: hanjaBranch(`Earthly branch of the hour pillar (two-hour slot, 子 = 23:00–00:59); ${NO_TIME}`)
      .nullable()
      .meta({ description: `Earthly branch of the hour pillar (two-hour slot, 子 = 23:00–00:59); ${NO_TIME}` }),
  })
  .meta({ id: 'SajuPillars', description: 'The four pillars as hanja stems and branches' });

const Daeun = z
  .strictObject({
    years: int('대운수: age of the first luck period = round(days to the 節 / 3), at least 1'),
    start_date: str('Start of the first period: birth + the exact offset, YYYY-MM-DDTHH:MM:SS on the Seoul clock, without zone'),
    is_forward: bool('The periods run forward (yang year stem and male, or yin and female)'),
    daeun_list: z
      .array(
        z.strictObject({
          age: int('Age in years at which the period starts: years plus 10 per earlier period'),
          pillar: str("The period's pillar in hanja, e.g. 甲子"),
        }),
      )
      .meta({ description: 'The ten periods in order, ten years each' }),
  })
  .meta({ id: 'Daeun', description: 'The ten-year luck periods (대운)' });

const tenGod = (description: string) => z.enum(TEN_GOD_NAMES).meta({ description });
const TenGods = z
  .strictObject({
    Year_Stem: tenGod('Ten god of the year stem'),
    Year_Branch: tenGod('Ten god of the year branch'),
    Month_Stem: tenGod('Ten god of the month stem'),
    Month_Branch: tenGod('Ten god of the month branch'),
    Day_Stem: z.literal(SELF).meta({ description: 'The day stem itself: always 主 (the day master)' }),
    Day_Branch: tenGod('Ten god of the day branch'),
    Hour_Stem: tenGod(`Ten god of the hour stem; ${NO_TIME}`).nullable().meta({ description: `Ten god of the hour stem; ${NO_TIME}` }),
    Hour_Branch: tenGod(`Ten god of the hour branch; ${NO_TIME}`).nullable().meta({ description: `Ten god of the hour branch; ${NO_TIME}` }),
  })
  .meta({ id: 'TenGods', description: 'The ten gods (십신) relative to the day stem; a branch counts as its main hidden stem (정기)' });

/** The birth_clock block (src/rest/birth-time.ts, docs/saju.md §3.1): only with a birth-time option. */
const BirthClock = z
  .strictObject({
    instant_utc: str('The birth instant, UTC ISO 8601'),
    timezone: str('The IANA zone birth_time was read on (Asia/Seoul unless birth_place says otherwise)'),
    timezone_source: z.enum(ZONE_SOURCES).meta({ description: 'korea (default), named (birth_place.timezone) or coordinates (found from birth_place)' }),
    clock_time: str('The clock reading with its UTC offset (moved forward in a clock gap)'),
    daylight_saving_minutes: num('Daylight saving in the clock’s offset, minutes; removed for the day and hour'),
    standard_offset: str('The zone’s standard offset, ±HH:MM'),
    solar_time: z.enum(['standard', 'local_mean', 'true_solar']).meta({ description: 'The clock of the day and hour' }),
    longitude: z.number().nullable().meta({ description: 'Longitude of local mean or true solar time; null for standard time' }),
    local_mean_time_minutes: z.number().nullable().meta({ description: 'Local mean time minus standard time, minutes; null for standard time' }),
    equation_of_time_minutes: z.number().nullable().meta({ description: 'The equation of time added for true solar time, minutes; null otherwise' }),
    day_hour_clock: str('The clock that decides the day and hour, YYYY-MM-DDTHH:MM:SS'),
    zasi: z.enum(ZASI_CONVENTIONS).meta({ description: 'The 23:00 convention applied' }),
    warnings: strings('Clock gaps (time moved forward) and folds (the earlier offset used)'),
  })
  .meta({ id: 'BirthClock', description: 'The time actually used: instant, clock, corrections in minutes, convention and warnings' });
const birthClockField = {
  birth_clock: ref(BirthClock, 'Only when a birth-time option (zasi, solar_time, longitude, birth_place) is given: the time actually used').optional(),
};

const sajuBasicFields = {
  saju: ref(SajuPillars, 'The four pillars'),
  daeun: ref(Daeun, 'The ten-year luck periods'),
  ten_gods: ref(TenGods, 'The ten gods of the eight characters'),
  ...birthClockField,
};
export const SajuBasicResponse = z
  .strictObject(sajuBasicFields)
  .meta({ id: 'SajuBasicResponse', description: 'The four pillars, the luck periods and the ten gods (no envelope)' });

const shinsalList = (from: string) =>
  z
    .array(
      z.strictObject({
        branch: str('The branch, 子 … 亥'),
        shinsal: str('Its 12신살, e.g. 역마살'),
      }),
    )
    .meta({ description: `The twelve branches 子 … 亥 with the 12신살 counted from the ${from} branch` });
const starFields = {
  name: str('Hanja name'),
  korean_name: str('Korean name, e.g. 천을귀인'),
  reference: str('What it was looked up from, e.g. 일간 甲'),
  location: strings('Where it sits, e.g. 월지, 일주'),
  meaning: str('What the star stands for, in Korean'),
};
const NobleStar = z
  .strictObject({ ...starFields, impact: str('What it brings where it sits, in Korean') })
  .meta({ id: 'NobleStar', description: 'An occurrence of a 귀인 (auspicious star)' });
const EvilStar = z
  .strictObject({ ...starFields, warning: str('What to watch where it sits, in Korean') })
  .meta({ id: 'EvilStar', description: 'An occurrence of a 흉살 (inauspicious star)' });

const ComprehensiveShinsal = z
  .strictObject({
    twelve_stages: z
      .array(
        z.strictObject({
          pillar: str('year, month, day or hour'),
          stem: str("The pillar's stem character"),
          branch: str("The pillar's branch character"),
          stage: str('장생, 목욕, 관대, 건록, 제왕, 쇠, 병, 사, 묘, 절, 태 or 양'),
          energy: str('What the stage means, in Korean'),
        }),
      )
      .meta({ description: "The day stem's twelve-stage (12운성) on each pillar's branch, year to hour" }),
    hidden_stems: recordOf(
      'branch character (a branch appearing twice is listed once)',
      z.array(
        z.strictObject({
          stem: stem('The hidden stem'),
          type: z.enum(HIDDEN_STEM_TYPES).meta({ description: '여기 (residual), 중기 (middle) or 정기 (main)' }),
          days: int("Its days of the branch's 30-day month"),
        }),
      ),
      'Hidden stems of each branch of the chart, 여기 first, 정기 last',
    ),
    noble_stars: recordOf("the star's Korean name; only the stars present", z.array(NobleStar), 'The 귀인 (auspicious stars) present'),
    evil_stars: recordOf("the star's Korean name; only the stars present", z.array(EvilStar), 'The 흉살 (inauspicious stars) present'),
    naeum_elements: z
      .array(
        z.strictObject({
          pillar: str('year, month, day or hour'),
          ganzi: str('The pillar, e.g. 戊辰'),
          element: str('납음, e.g. 해중금'),
          meaning: str('Hanja name, image and element, e.g. 大林木: 큰 숲의 나무, 목(木) 기운'),
          character: str('The character it suggests, in Korean'),
        }),
      )
      .meta({ description: 'The 납음 of each pillar, year to hour' }),
    overall_assessment: z
      .strictObject({
        귀인_수: int('귀인 entries found'),
        신살_수: int('흉살 entries found (the 12신살 are not counted)'),
        주요_특징: strings('Day master, strength, elements and 귀인, in Korean sentences'),
        주의사항: strings('흉살 and element imbalances to watch, in Korean sentences'),
        활용방안: strings('How to balance the weakest element and use the strong ones, in Korean sentences'),
      })
      .meta({ description: 'Counts and Korean texts summing up the chart' }),
  })
  .meta({ id: 'ComprehensiveShinsal', description: '12운성, hidden stems, 귀인 and 흉살, 납음 and the assessment' });

const ELEMENT_NAMES = { 목: 'wood', 화: 'fire', 토: 'earth', 금: 'metal', 수: 'water' } as const;
export const SajuAnalysisResponse = z
  .strictObject({
    ...sajuBasicFields,
    five_elements: z
      .strictObject({
        strength: fixedKeys(['목', '화', '토', '금', '수'] as const, (k) => num(`${k} (${ELEMENT_NAMES[k]}): percent of total_score`)).meta({
          description: "Each element's share of total_score, percent",
        }),
        day_element: z.enum(ELEMENTS as [string, ...string[]]).meta({ description: 'Element of the day stem (the day master): 목 화 토 금 수' }),
        total_score: num('Points counted: 9 with a birth time (8 characters, month branch twice), 7 without'),
      })
      .meta({ description: 'The five-element (오행) balance' }),
    shinsal: z
      .strictObject({ year_shinsal: shinsalList('year'), day_shinsal: shinsalList('day') })
      .meta({ description: 'The 12신살 from the year and the day branch' }),
    comprehensive_shinsal: ref(ComprehensiveShinsal, '12운성, hidden stems, stars, 납음 and the assessment'),
  })
  .meta({ id: 'SajuAnalysisResponse', description: 'Basic saju plus five elements, 12신살 and the comprehensive analysis (no envelope)' });

// ── Jami ─────────────────────────────────────────────────────────────────────────────────────
// The palace, star, stage and relation names come from the jami core's tables (closed sets); the
// record's own key names are written here and in src/rest/jami.ts, which must produce this
// schema's input type.
import {
  BOSHI_12, BRIGHT_STARS, CHANGSHENG_12, JIANGQIAN_12, MAIN_STARS, SUIQIAN_12, type StarName,
} from '../core/jami/tables.js';
import { FORTUNE_AREAS, SANHE, SANXING, LIUCHONG, LIUHE } from '../core/jami/interpret-tables.js';
import { BRANCH_NAMES, BRIGHTNESS_LEVELS, MUTAGENS, PALACE_NAMES } from '../core/jami/types.js';

/** The keys of a closed set, each with the value schema `value(key)`. */
const eachKey = <K extends string, T extends z.ZodType>(keys: readonly K[], value: (key: K) => T) =>
  Object.fromEntries(keys.map((k) => [k, value(k)])) as Record<K, T>;
const allKeys = <K extends string, T extends z.ZodType>(keys: readonly K[], value: (key: K) => T) => z.strictObject(eachKey(keys, value));
const names = <N extends string>(list: readonly { name: N }[]) => list.map((x) => x.name);

const BRANCH_TEXT = 'Korean branch name (자 … 해)';
const branch = (description: string) => z.enum(BRANCH_NAMES).meta({ description: `${description}: ${BRANCH_TEXT}` });
const branches = (description: string) => z.array(z.enum(BRANCH_NAMES)).meta({ description: `${description}, as Korean branch names (자 … 해)` });
const palaceName = (description: string) => z.enum(PALACE_NAMES).meta({ description });
/** Stars the record gives as one branch each, in the record's order around 대모, 항지 (함지) and 홍염. */
const SINGLE_BRANCH_STARS = [
  '삼태', '팔좌', '은광', '천귀', '태보', '봉고', '용지', '봉각', '천재', '천무', '해신(월)', '해신(년)', '월덕',
] as const satisfies readonly StarName[];
const MALEFIC_MINORS = ['음살', '비렴', '파쇄'] as const satisfies readonly StarName[];
/** Pairs (and 천주 alone) the record gives as branch lists, keyed by the stars' names run together. */
const BRANCH_LIST_STARS = {
  천관천복: '[천관, 천복]',
  천주: '[천주]',
  홍란천희: '[홍란, 천희]',
  천곡천허: '[천곡, 천허]',
  고신과수: '[고신, 과수]',
  겁살화개: '[겁살 (劫殺, by the year’s 三合), 화개]',
} as const;
/** 록 권 과 기: the period and annual 사화 keys. */
const SAHWA_KEYS = ['록', '권', '과', '기'] as const;
const SAHWA_NAMES = { 록: '화록', 권: '화권', 과: '화과', 기: '화기' } as const;
const FORTUNE_KEYS = Object.values(FORTUNE_AREAS).map((a) => a.name);
const FORTUNE_PALACES = Object.fromEntries(Object.values(FORTUNE_AREAS).map((a) => [a.name, a.palaces.join(', ')]));
/** The annual areas (유년_주요사항) and the annual palace each is read from. */
const ANNUAL_AREAS = { 재물_기회: '재백궁', 감정_변화: '부처궁', 건강_주의: '질액궁', 직업_전환: '관록궁' } as const;
const relation = z.strictObject({
  궁위: branches('Its branches'),
  발생: bool('Whether it occurs: every palace on its branches holds a main star (for a 自刑, a main star with one of 六煞)'),
  관련궁: z.array(z.enum(PALACE_NAMES)).meta({ description: 'The natal palaces on its branches' }),
});

const Daehan = z
  .strictObject({
    palace_branch: branch("The period palace's branch (the period's 명궁)"),
    age_range: z.string().meta({ description: "Ages of the period 'N ~ M', counted in 虛歲", example: '6 ~ 15' }),
    original_palace_name: palaceName('The natal palace the period stands on'),
    daehan_palaces_branches: allKeys(PALACE_NAMES, (p) => branch(`Branch of the period's ${p}`)).meta({
      description: 'The twelve palaces counted from the period palace as 명궁, with their branches',
    }),
    daehan_sahwa: allKeys(SAHWA_KEYS, (k) =>
      z
        .strictObject({
          star: str(`The star that becomes ${SAHWA_NAMES[k]}`),
          palace: branch("That star's branch"),
          is_jin: bool("The star sits in the period palace's 삼방사정"),
        })
        .meta({ description: `${SAHWA_NAMES[k]} of the period palace's stem` }),
    ).meta({ description: "사화 of the period palace's stem (록 권 과 기)" }),
    inner_palaces: branches('六內宮 (命財疾田官福) of the period'),
    outer_palaces: branches('六外宮 (兄夫子遷友父) of the period'),
    secondary_occurrence_palaces: branches("Where the period's 화록 and 화권 land"),
    problem_palaces: branches("Where the period's 화기 lands and the palace it clashes"),
    secondary_result_palaces: branches('The palaces opposite the occurrence palaces'),
    대한_해석: z
      .strictObject({
        주요_특징: str('The period palace and its stars, in Korean'),
        길운_요인: str("Where the period's 화록, 화권 and 화과 enter, and its helpers, in Korean"),
        주의사항: str('Where its 화기 enters and what it clashes, and its malefics, in Korean'),
        중점_분야: str('The fields to work on and the one to keep safe, in Korean'),
      })
      .meta({ description: 'The period read in Korean' }),
  })
  .meta({ id: 'Daehan', description: 'A ten-year period (대한)' });

const JamiRecord = z
  .strictObject({
    납음오행: str('납음오행 of the year pillar'),
    국수: int('The bureau number 2–6 (水2 木3 金4 土5 火6); the first 대한 starts at this age'),
    명궁: branch('Branch of the life palace (명궁)'),
    십이궁: allKeys(PALACE_NAMES, (p) => str(`Stem-branch of ${p} (五虎遁), e.g. 병술`)).meta({ description: 'Palace name → its stem-branch' }),
    자미: branch('Branch of 자미 (紫微)'),
    '14정성 및 보좌성': allKeys(MAIN_STARS, (s) => branch(`Branch of ${s}`)).meta({
      description: 'The fourteen main stars, 좌보 and 우필 → their branches',
    }),
    문창문곡: branches('[문창, 문곡]'),
    녹존타라경양: allKeys(['녹존', '타라', '경양'] satisfies StarName[], (s) => branch(`Branch of ${s}`)).meta({
      description: '녹존, 타라 and 경양 → their branches',
    }),
    천마: branch('Branch of 천마'),
    화성영성지공지겁: allKeys(['화성', '영성', '지공', '지겁'] satisfies StarName[], (s) => branch(`Branch of ${s}`)).meta({
      description: '화성, 영성, 지공 and 지겁 → their branches',
    }),
    천월: branches('[천괴, 천월(天鉞)]'),
    화성영성관계: str('Where 화성 and 영성 sit, how they relate and what that means, in Korean'),
    지공지겁관계: str('Where 지공 and 지겁 sit, how they relate and what that means, in Korean'),
    사화: allKeys(MUTAGENS, (m) => str(`The star that becomes ${m} by the birth-year stem`)).meta({ description: 'Birth-year 사화' }),
    천형천요천공: allKeys(['천형', '천요', '천공'] satisfies StarName[], (s) => branch(`Branch of ${s}`)).meta({
      description: '천형, 천요 and 천공 → their branches',
    }),
    순공: branches("순공 (旬空): both void branches of the year's 旬"),
    절공: branches('[절로, 공망]'),
    ...eachKey(SINGLE_BRANCH_STARS, (s) => branch(`Branch of ${s}`)),
    대모: branch('대모 (大耗), by the year branch'),
    항지: branch('Branch of 함지 (咸池)'),
    홍염: branch('홍염 (紅艷), by the year stem'),
    ...eachKey(MALEFIC_MINORS, (s) => branch(`Branch of ${s}`)),
    ...eachKey(Object.keys(BRANCH_LIST_STARS) as (keyof typeof BRANCH_LIST_STARS)[], (k) => branches(BRANCH_LIST_STARS[k])),
    천상천사: z.array(z.enum(PALACE_NAMES)).meta({ description: 'Palace names of 천상 (天傷) and 천사 (天使)' }),
    장생십이신: allKeys(CHANGSHENG_12, (g) => branch(`Branch of ${g}`)).meta({ description: "장생십이신, from the bureau's 長生 branch" }),
    박사십이신: allKeys(BOSHI_12, (g) => branch(`Branch of ${g}`)).meta({ description: '박사십이신, from 祿存' }),
    세전십이신: allKeys(SUIQIAN_12, (g) => branch(`Branch of ${g}`)).meta({ description: '세전십이신, from the year branch' }),
    장전십이신: allKeys(JIANGQIAN_12, (g) => branch(`Branch of ${g}`)).meta({ description: '장전십이신, from 將星' }),
    궁별_성_배치: allKeys(BRANCH_NAMES, (b) => strings(`The stars on ${b}, a birth-year transformation written as 거문(화록)`)).meta({
      description: 'Every branch with its stars',
    }),
    성_밝기: z
      .strictObject(
        eachKey(BRIGHT_STARS, (s) =>
          z
            .strictObject({
              위치: branch(`Branch of ${s}`),
              밝기: z.enum(BRIGHTNESS_LEVELS).meta({ description: 'Brightness there: 묘 왕 득 이 평 불 함' }),
            })
            .optional()
            .meta({ description: `Where ${s} sits and its brightness there (absent where it has none)` }),
        ),
      )
      .meta({ description: 'The stars with a brightness where they sit (경양 and 타라 have none on some branches)' }),
    형충관계: z
      .strictObject({
        삼형: allKeys(names(SANXING), (n) => relation.meta({ description: `${n} (삼형)` })).meta({ description: '삼형 (and the 自刑)' }),
        육충: allKeys(names(LIUCHONG), (n) => relation.meta({ description: `${n} (육충)` })).meta({ description: '육충' }),
        삼합: allKeys(names(SANHE), (n) => branches(`${n}: its branches`)).meta({ description: '삼합' }),
        육합: allKeys(names(LIUHE), (n) => branches(`${n}: its branches`)).meta({ description: '육합' }),
      })
      .meta({ description: 'Punishments, clashes and harmonies among the branches' }),
    격국: z
      .strictObject({
        주요격국: strings('The classic patterns found'),
        특수격국: z
          .strictObject({
            명칭: str('Name of the most significant pattern, or 평격(平格)'),
            설명: str("Its description, with the chart's own stars, in Korean"),
            길흉: str('Its verdict: 길, 흉, 길흉 혼재 or 평'),
          })
          .meta({ description: 'The most significant pattern' }),
        보조격국: strings('The supplementary configurations found'),
      })
      .meta({ description: 'Patterns (격국)' }),
    운세_평가: z
      .strictObject({
        전체_운: int('Overall score 0–100'),
        세부: allKeys(FORTUNE_KEYS, (k) => int(`${k} 0–100 (${FORTUNE_PALACES[k]})`)).meta({ description: 'Score per area, from its palaces' }),
        종합_평가: str('The strongest and weakest areas in words, in Korean'),
      })
      .meta({ description: 'Fortune scores' }),
    대한: recordOf('stem-branch name of the ten-year period', Daehan, 'The ten-year periods (대한) in age order'),
    // The annual (유년) keys, present only with target_year_ganji.
    유년십이궁: z
      .array(
        z.strictObject({
          ganji: str("The natal palace's stem-branch"),
          original_palace_name: palaceName('The natal palace on this branch'),
          annual_palace_name: palaceName('The palace it is in the target year'),
          branch: branch('The branch'),
        }),
      )
      .optional()
      .meta({ description: 'With target_year_ganji: the annual palaces, 인 first' }),
    두군: branch('With target_year_ganji: 두군 (斗君)').optional(),
    유년천괴천월: allKeys(['유괴', '유월'], (k) => branch(`Branch of ${k}`))
      .optional()
      .meta({ description: 'With target_year_ganji: the annual 천괴 and 천월' }),
    유년녹존타라경양: allKeys(['유록존', '유타라', '유경양'], (k) => branch(`Branch of ${k}`))
      .optional()
      .meta({ description: 'With target_year_ganji: the annual 녹존, 타라 and 경양' }),
    유년문창문곡: allKeys(['유창', '유곡'], (k) => branch(`Branch of ${k}`))
      .optional()
      .meta({ description: 'With target_year_ganji: the annual 문창 and 문곡' }),
    유년사화: allKeys(SAHWA_KEYS, (k) =>
      z
        .strictObject({ star: str(`The star that becomes ${SAHWA_NAMES[k]}`), palace: branch("That star's branch") })
        .meta({ description: `${SAHWA_NAMES[k]} of the year stem` }),
    )
      .optional()
      .meta({ description: "With target_year_ganji: the year stem's 사화 (록 권 과 기)" }),
    유년천마: branch('With target_year_ganji: the annual 천마').optional(),
    유년이차발생궁: branches("With target_year_ganji: where the year's 화록 and 화권 land").optional(),
    유년문제궁위: branches("With target_year_ganji: where the year's 화기 lands and the palace it clashes").optional(),
    유년_주요사항: allKeys(Object.keys(ANNUAL_AREAS) as (keyof typeof ANNUAL_AREAS)[], (k) =>
      strings(`${k}: from the annual ${ANNUAL_AREAS[k]}, in Korean`),
    )
      .optional()
      .meta({ description: 'With target_year_ganji: what the year holds, by area' }),
  })
  .meta({
    id: 'JamiRecord',
    description: 'The Zi Wei Dou Shu chart: the result object under `success` (not a boolean); the 유년 keys only with target_year_ganji',
  });

export const JamiResponse = z
  .strictObject({ success: ref(JamiRecord, 'The chart (an object, not a boolean)'), ...birthClockField })
  .meta({ id: 'JamiResponse', description: 'The jami chart under the key success (no envelope)' });

// ── Saju luck and structure, jami horoscope (additions beyond the reference interface) ───────

const PLACES = ['year', 'month', 'day', 'hour', 'daeun', 'luck'] as const;
const SajuInteraction = z
  .strictObject({
    name: str('Korean name of the relation, e.g. 천간합, 육충, 삼합, 삼형(지세지형), 원진'),
    part: z.enum(['stem', 'branch']).meta({ description: 'Between stems (stem) or between branches (branch)' }),
    characters: str('The characters in the order of places, e.g. 甲己 or 申子辰'),
    places: z
      .array(z.enum(PLACES))
      .meta({ description: 'Where the characters stand: year, month, day, hour (natal pillars), daeun (the 대운 in force) or luck (the entry itself)' }),
    element: z.string().nullable().meta({ description: 'The element a combination forms (목 화 토 금 수); null for clashes, punishments, 파, 해 and 원진' }),
    transforms: z.boolean().nullable().meta({ description: '천간합 only: whether it transforms (合化); null for every other relation' }),
    text: str('One Korean sentence naming the places, the characters, the relation and its element'),
  })
  .meta({ id: 'SajuInteraction', description: 'A relation (合, 沖, 刑, 破, 害, 怨嗔) between stems or branches' });

const luckEntryFields = {
  pillar: str('The entry’s pillar in hanja, e.g. 甲辰'),
  pillar_korean: str('The same pillar in Korean, e.g. 갑진'),
  start: str('Start instant, UTC ISO 8601 to the second'),
  end: str('End instant (exclusive: the next entry’s start), UTC ISO 8601 to the second'),
  stem_ten_god: tenGod('Ten god of the entry’s stem against the natal day stem'),
  branch_ten_god: tenGod('Ten god of the entry’s branch (by its 정기) against the natal day stem'),
  stage: str('12운성 of the natal day stem on the entry’s branch: 장생 … 양'),
  daeun: z
    .strictObject({
      index: int('0 for the first cycle of the 대운 list'),
      age: int('Age at which the cycle starts'),
      pillar: str('The cycle’s pillar in hanja'),
      start: str('Start of the cycle, UTC ISO 8601'),
    })
    .nullable()
    .meta({ description: 'The 대운 cycle in force at the start; null before the first cycle' }),
  interactions: z
    .array(ref(SajuInteraction, 'A relation of the entry'))
    .meta({ description: 'Relations of the entry (place luck) with the natal pillars and the 대운 in force' }),
};

export const SajuLuckResponse = z
  .strictObject({
    ...birthClockField,
    years: z
      .array(z.strictObject({ year: int('The Gregorian year whose 입춘 starts the 세운'), ...luckEntryFields }))
      .meta({ description: '세운: one entry per year, from 입춘 to the next 입춘' }),
    months: z
      .array(
        z.strictObject({
          year: int('The year whose 입춘 starts the saju year holding the month'),
          month: int('1 = 寅 month (from 입춘) … 12 = 丑 month (from 소한 of the next calendar year)'),
          jie: str('The 節 that starts it, Korean name, e.g. 경칩'),
          ...luckEntryFields,
        }),
      )
      .optional()
      .meta({ description: 'With month_year: 월운, the twelve month pillars of that saju year, each from its 節' }),
    days: z
      .array(z.strictObject({ date: str('The civil date, YYYY-MM-DD'), ...luckEntryFields }))
      .optional()
      .meta({ description: 'With from_date: 일운, the day pillar of each date, 00:00–24:00 of the Korean standard clock' }),
  })
  .meta({ id: 'SajuLuckResponse', description: '세운, and when asked 월운 and 일운, read against the birth chart (no envelope)' });

const GROUPS = { 비겁: 'the day master’s own element', 식상: 'the element it produces', 재성: 'the element it controls', 관성: 'the element that controls it', 인성: 'the element that produces it' } as const;
const usefulGodMethod = (description: string) => z.enum(USEFUL_GOD_METHODS).meta({ description });

export const SajuStructureResponse = z
  .strictObject({
    interactions: z
      .array(ref(SajuInteraction, 'A relation among the four pillars'))
      .meta({ description: 'Relations among the four pillars: stem pairs, then three-branch groups, then branch pairs' }),
    strength: z
      .strictObject({
        score: num('0–100, one decimal: the weighted share of the characters supporting the day master (비겁 and 인성)'),
        category: str('극신강 (≥ 75), 신강 (≥ 55), 중화 (≥ 45), 신약 (≥ 25) or 극신약'),
        deukryeong: bool('득령: the month branch supports the day master'),
        deukji: bool('득지: the day branch supports the day master'),
        deukse: bool('득세: the other stems and branches give half or more of their weight in support'),
        groups: fixedKeys(Object.keys(GROUPS) as (keyof typeof GROUPS)[], (k) => num(`Weighted points of ${k}: ${GROUPS[k]}`)).meta({
          description: 'Weighted points of each ten-god group',
        }),
      })
      .meta({ description: 'Strength of the day master (신강/신약)' }),
    useful_gods: z
      .strictObject({
        method: usefulGodMethod('The method asked for'),
        applied: usefulGodMethod('The method applied: johu falls back to eokbu in spring and autumn months'),
        useful: str('용신, an element in Korean (목 화 토 금 수)'),
        useful_group: str('The ten-god group of the 용신: 비겁, 식상, 재성, 관성 or 인성'),
        favorable: str('희신: the element that produces the 용신'),
        unfavorable: str('기신: the element that controls the 용신'),
        reason: str('Why, in a Korean sentence'),
      })
      .meta({ description: '용신, 희신 and 기신' }),
    pattern: z
      .strictObject({
        name: str('격국, e.g. 정관격, 건록격, 양인격, 월겁격'),
        ten_god: str('The ten god it is named after'),
        stem: stem('The 지장간 stem of the month branch that decides it'),
        basis: z
          .enum(['rokin', 'revealed', 'main_qi'])
          .meta({ description: 'rokin: the month branch’s 정기 is 비견 or 겁재; revealed: a hidden stem shows among the stems; main_qi: the 정기 names it' }),
        revealed_at: z.array(z.enum(PLACES)).meta({ description: 'The stem positions (year, month, hour) where the deciding stem shows; empty unless basis is revealed' }),
      })
      .meta({ description: '격국 from the month branch (子平眞詮’s 月令 rule); special patterns are not detected' }),
    taewon: str('태원 (胎元): the month stem one on, the month branch three on, in hanja'),
    myeonggung: z.string().nullable().meta({ description: `명궁 (命宮) pillar in hanja; ${NO_TIME}` }),
    singung: z.string().nullable().meta({ description: `신궁 (身宮) pillar in hanja; ${NO_TIME}` }),
    texts: strings('Korean sentences: strength, 격국, 용신, the palaces, then one per interaction'),
    ...birthClockField,
  })
  .meta({ id: 'SajuStructureResponse', description: 'The natal structure of the four pillars (no envelope)' });

const ScopeTransformation = z
  .strictObject({
    mutagen: str('화록, 화권, 화과 or 화기'),
    star: str('The transformed star’s Korean name'),
    branch: branch('The star’s branch'),
    natal_palace: palaceName('The natal palace on that branch'),
    scope_palace: palaceName('The scope’s palace on that branch'),
  })
  .meta({ id: 'JamiScopeTransformation', description: 'A transformation (사화) of a scope’s stem and the natal star it falls on' });

const scopeFields = {
  name: str('The scope’s Korean name: 대한, 소한, 유년, 유월, 유일 or 유시'),
  ganji: str('Its stem-branch in Korean: its palace’s for 대한 and 소한, else the year, month, day or hour pillar'),
  life_palace_branch: branch('The branch of the scope’s 명궁'),
  natal_palace: palaceName('The natal palace on that branch'),
  palaces: z
    .array(z.strictObject({ name: palaceName('The scope’s palace'), branch: branch('Its branch') }))
    .meta({ description: 'The scope’s twelve palaces counted from its 명궁 (명궁 … 부모궁)' }),
  transformations: z.array(ref(ScopeTransformation, 'A transformation of the scope’s stem')).meta({ description: 'The scope stem’s 사화, 화록 … 화기' }),
};
const movingStars = (which: string) =>
  recordOf('the star’s Korean name with the scope’s prefix, e.g. 유괴, 운록존', branch('Its branch'), `${which}’s moving stars (流曜)`);

export const JamiHoroscopeResponse = z
  .strictObject({
    date: str('The solar date asked for, YYYY-MM-DD'),
    time_index: int('The time index read: 0 = 子 00:00–00:59, 1 … 11 = 丑 … 亥, 12 = 23:00–23:59'),
    zasi: z.enum(ZASI_CONVENTIONS).meta({ description: 'The 23:xx convention (the chart’s, which also reads time index 12)' }),
    lunar_date: str('The Korean lunar date the palaces count from, YYYY-MM-DD'),
    lunar_is_leap_month: bool('That lunar date is in a leap month'),
    age: int('虛歲: the lunar year minus the birth lunar year, plus 1'),
    year_pillar: str('The lunar year’s pillar in hanja'),
    month_pillar: str('The lunar month’s pillar in hanja (寅 for month 1), not the 節 month'),
    day_pillar: str('The day pillar in hanja'),
    hour_pillar: str('The hour pillar of the time index in hanja'),
    decadal: z
      .strictObject({
        ...scopeFields,
        childhood: bool('Before the first 대한: the 童限 palace of this 虛歲'),
        age_from: int('First 虛歲 of the period'),
        age_to: int('Last 虛歲 of the period'),
        stars: movingStars('The period'),
      })
      .nullable()
      .meta({ description: '대한 (大限); null before birth and past the twelfth period' }),
    minor: z
      .strictObject({ ...scopeFields, age: int('虛歲 in the date’s lunar year') })
      .nullable()
      .meta({ description: '소한 (小限); null before birth' }),
    yearly: z
      .strictObject({
        ...scopeFields,
        year: int('The Korean lunar year'),
        stars: movingStars('The year'),
        jieshen: branch('유년해신 (流年解)'),
      })
      .meta({ description: '유년 (流年)' }),
    monthly: z.strictObject({ ...scopeFields, stars: movingStars('The month') }).meta({ description: '유월 (流月, from 斗君)' }),
    daily: z.strictObject({ ...scopeFields, stars: movingStars('The day') }).meta({ description: '유일 (流日)' }),
    hourly: z.strictObject({ ...scopeFields, stars: movingStars('The hour') }).meta({ description: '유시 (流時)' }),
    ...birthClockField,
  })
  .meta({ id: 'JamiHoroscopeResponse', description: 'The horoscope (運限) of a date and hour on the chart: six scopes (no envelope)' });

// ── Transits ─────────────────────────────────────────────────────────────────────────────────

const ChartMetadata = z
  .strictObject({
    calculation_type: z.enum(['NatalChart', 'TransitChart']).meta({ description: 'Which chart: NatalChart or TransitChart' }),
    datetime_utc: str('The instant, UTC ISO 8601'),
    datetime_local: str("The instant as wall-clock time in the location's zone, with its UTC offset"),
    timezone_str: str('IANA zone of the place'),
    latitude: num('Geographic latitude, degrees, north positive'),
    longitude: num('Geographic longitude, degrees, east positive'),
    house_system: ref(houseSystem, 'House system as requested'),
    ephemeris_file: str('The ephemeris the positions come from'),
  })
  .meta({ id: 'ChartMetadata', description: 'Time, place and houses of a chart' });

const CelestialBody = z
  .strictObject({
    id: str('Lowercase id: sun … pluto, true_node, the extra points asked for in points (mean_lilith, true_lilith, ceres, pallas, juno, vesta), asc, mc'),
    name: str('English name, e.g. Sun, True Node, Ascendant, Midheaven'),
    type: z.string().meta({ description: 'Kind of point (Lilith is a Node, Ceres … Vesta are Asteroids)', enum: ['Planet', 'Asteroid', 'Node', 'Angle'] }),
    longitude_decimal: num('Ecliptic longitude, degrees 0–360'),
    latitude_decimal: num('Ecliptic latitude, degrees (0 for the angles)'),
    longitude_speed_decimal_per_day: num('Degrees of longitude per day'),
    latitude_speed_decimal_per_day: num('Degrees of latitude per day'),
    distance_au: z.number().nullable().meta({ description: 'Distance from the Earth, AU; null for true_node and the angles' }),
    declination_decimal: num('Degrees north (+) or south (−) of the celestial equator'),
    is_retrograde: bool('True when the longitude speed is negative'),
    sign_name: ref(sign, 'Sign of the longitude'),
    sign_degree_decimal: num('Degrees within the sign, 0–30'),
    sign_longitude_dms: str(DMS),
    house_number: int('The natal house 1–12 the point is in (for a transiting point: the natal house it transits)'),
    ra_hours: num('Right ascension, hours 0–24'),
  })
  .meta({ id: 'CelestialBody', description: 'A body or angle of a chart' });

export const TransitsResponse = envelope(
  'TransitsResponse',
  z
    .strictObject({
      natal_chart_metadata: ref(ChartMetadata, 'Time, place and houses of the natal chart'),
      transit_chart_metadata: ref(ChartMetadata, 'Time, place and houses of the transit chart'),
      natal_celestial_bodies: z.array(CelestialBody).meta({ description: 'Natal bodies, ASC and MC, in natal houses' }),
      transit_celestial_bodies: z
        .array(CelestialBody)
        .meta({ description: 'Transiting bodies, and the ASC and MC at the transit place; house_number is the natal house they transit' }),
      transit_aspects: z
        .array(
          z.strictObject({
            body1_id: str('Id of the transiting body, e.g. mars'),
            body2_id: str('Id of the natal point: a body, asc or mc'),
            aspect_type: z.string().meta({ description: 'The aspect type', enum: ['conjunction', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] }),
            orb_decimal: num('|separation − exact angle|, degrees, at most orb_degrees'),
            delta_decimal: num('Actual angular distance between the points, degrees 0–180'),
            is_applying: bool('The orb is shrinking (false when a speed is unknown)'),
            is_separating: bool('The orb is growing (false when a speed is unknown); both false when stationary'),
            is_exact: bool('Orb below 10′'),
          }),
        )
        .meta({ description: 'Transiting bodies to natal bodies, ASC and MC within orb_degrees' }),
      warnings,
    })
    .meta({ description: 'The natal and transit charts and the aspects between them' }),
  'Transits in the envelope',
);

// ── Progressions and solar return ────────────────────────────────────────────────────────────

export const ProgressionsResponse = envelope(
  'ProgressionsResponse',
  z
    .strictObject({
      natal_chart: ref(ChartRecord, 'The natal chart'),
      progressed_chart: z
        .strictObject({
          chart_info: ref(ChartInfo, "The progressed chart's name, instant (UTC), target place, house system and the target place's zone"),
          bodies: recordOf(
            'lowercase body id, asc and mc',
            z.strictObject({
              longitude: num('Progressed ecliptic longitude, degrees 0–360'),
              sign: ref(sign, 'Sign of the progressed longitude'),
              house: int('The progressed house 1–12 it falls in'),
              dms: str(DMS),
            }),
            'Progressed bodies, ASC and MC',
          ),
          aspects: z.array(ChartAspect).meta({ description: 'Aspects among the progressed points within orb_degrees (empty with include_aspects false)' }),
        })
        .meta({ description: 'The progressed chart: the day-for-a-year positions and houses from the progressed RAMC' }),
      progression_info: z
        .strictObject({
          progression_type: z.string().meta({ description: 'The kind of progression (always secondary)', enum: ['secondary'] }),
          natal_date: str("The birth instant in the birth place's zone, ISO 8601 with offset"),
          target_date: str("The target instant in the target place's zone, ISO 8601 with offset"),
          progression_method: z.string().meta({ description: 'How the chart was progressed, in words' }),
          calculation_date: str('When this calculation was made, UTC ISO 8601'),
        })
        .meta({ description: 'Method and dates' }),
      progression_aspects: z
        .strictObject({
          to_natal: z
            .array(
              z.strictObject({
                body1: str('Id of the progressed point, e.g. mars'),
                body2: str('Id of the natal point, e.g. sun or asc'),
                aspect_type: z.enum(ASPECT_TYPES).meta({ description: 'Conjunction, Sextile, Square, Trine, Quincunx or Opposition' }),
                orb: num('|separation − exact angle|, degrees, at most orb_degrees'),
              }),
            )
            .meta({ description: 'Progressed points to natal points within orb_degrees (empty with include_aspects false)' }),
        })
        .meta({ description: 'Aspects of the progressed chart to the natal chart' }),
      warnings,
    })
    .meta({ description: 'The natal chart, the progressed chart and their aspects' }),
  'Secondary progressions in the envelope',
);

/** The instant of a return; `body` is sun or moon. */
const returnInfoFields = (body: 'sun' | 'moon') => {
  const name = body === 'sun' ? 'Sun' : 'Moon';
  return {
    return_datetime: str("The return instant with the UTC offset of the chart's zone"),
    return_datetime_utc: str('The return instant, UTC ISO 8601'),
    julian_day_ut: num('Julian day of the return instant, Universal Time'),
    [`natal_${body}_longitude`]: num(`The ${name}'s natal ecliptic longitude, degrees 0–360`),
    [`return_${body}_longitude`]: num(`The ${name}'s apparent ecliptic longitude at the return instant, degrees 0–360`),
    [`${body}_longitude_difference_arcsec`]: num('Return longitude − natal longitude, arcseconds (signed)'),
    precision_seconds: num('Size of the last Newton step, seconds: a bound on the error of the instant'),
  };
};

export const SolarReturnResponse = envelope(
  'SolarReturnResponse',
  z
    .strictObject({
      natal_chart: ref(ChartRecord, 'The natal chart'),
      solar_return_chart: ref(ReturnChart, 'The return chart at the return location, with chiron and the mean nodes'),
      solar_return_info: z
        .strictObject({
          return_year: int('The year asked for'),
          ...returnInfoFields('sun'),
          tolerance_minutes: num('The accuracy asked for, minutes'),
          days_from_birthday: num("Return instant minus the birthday (the birth's UTC date and time) in the return year, days"),
          return_location: ChartLocation.extend({ timezone: str("IANA zone of the return chart") }).meta({
            description: 'The place of the return chart',
          }),
        })
        .meta({ description: "The Sun's return instant" }),
      relocated_chart: ref(ReturnChart, 'With include_relocated: the same instant at relocated_location').optional(),
      lunar_return: z
        .strictObject({
          return_info: z
            .strictObject({
              ...returnInfoFields('moon'),
              days_after_solar_return: num('Days from the solar return to the lunar return (under about 27.3)'),
            })
            .meta({ description: "The Moon's return instant" }),
          chart: ref(ReturnChart, 'The lunar return chart at the return location'),
        })
        .optional()
        .meta({ description: 'With include_lunar_return: the first lunar return after the solar return' }),
    })
    .meta({ description: 'The natal chart, the solar return chart and its instant' }),
  'The solar return in the envelope',
);

// ── Classical ────────────────────────────────────────────────────────────────────────────────

const period = {
  ruling_planet: str('Lord of the period: Sun … Saturn, North Node or South Node'),
  start_age: int('Age in years at which it starts (birthday to birthday)'),
  end_age: int('Age in years at which it ends (exclusive)'),
};

export const FirdariaResponse = envelope(
  'FirdariaResponse',
  z
    .strictObject({
      firdaria_info: z
        .strictObject({
          gender: z.enum(['male', 'female']).meta({ description: 'The gender read' }),
          current_age: int('The age read, years'),
          sequence_type: z.enum(['Male Diurnal', 'Female Nocturnal']).meta({ description: 'The sequence used: male → Male Diurnal, female → Female Nocturnal' }),
        })
        .meta({ description: 'What was read' }),
      current_period: z
        .strictObject({
          ...period,
          years_into_period: num('Years since the period began'),
          years_remaining: num('Years until the period ends'),
          planet_themes: strings('Themes of the lord, in Korean'),
        })
        .meta({ description: 'The period containing current_age' }),
      all_periods: z
        .array(
          z.strictObject({
            order: int('1-based position in the sequence'),
            ...period,
            duration_years: int('Its length in years'),
            is_current: bool('current_age falls in it'),
          }),
        )
        .meta({ description: 'The whole 74-year sequence, ages from birth' }),
      interpretation: str('The current period in Korean'),
    })
    .meta({ description: 'The firdaria periods and the current one' }),
  'Firdaria in the envelope',
);

export const ProfectionsResponse = envelope(
  'ProfectionsResponse',
  z
    .strictObject({
      profection_info: z
        .strictObject({
          current_age: int('The age profected, whole years'),
          profected_house_number: int('(current_age mod 12) + 1'),
          profected_sign: ref(sign, "Sign of the profected house's cusp"),
          profection_ruler: str('Lord of the year: the traditional ruler of that sign'),
          profected_cusp_longitude: num("Ecliptic longitude of the profected house's cusp, degrees 0–360"),
        })
        .meta({ description: 'The profected house, its sign and the lord of the year' }),
      natal_chart_info: ChartInfo.extend({
        ascendant: ref(ChartAngle, 'The natal ascendant'),
        midheaven: ref(ChartAngle, 'The natal midheaven'),
        warnings,
      }).meta({ description: 'Time, place and house system of the natal chart, its ASC and MC' }),
      houses: recordOf(
        'house_1 … house_12',
        z.strictObject({
          cusp_longitude: num('Ecliptic longitude of the cusp, degrees 0–360'),
          sign: ref(sign, 'Sign of the cusp'),
          ruler: str('Traditional ruler of the sign'),
          is_profected: bool('This is the house of the year'),
        }),
        'The twelve natal houses',
      ),
      interpretation: z
        .strictObject({
          house_theme: str('Topics of the profected house, in Korean'),
          ruler_natal_sign: ref(sign, "The lord of the year's natal sign"),
          ruler_natal_house: int('Its natal house 1–12'),
          summary: str('The year in Korean'),
        })
        .meta({ description: 'The year read' }),
    })
    .meta({ description: 'The profection of the age, the natal houses and the reading' }),
  'Annual profections in the envelope',
);

const directedPoints = (description: string) =>
  recordOf(
    'Sun … Pluto, ASC, MC',
    z.strictObject({
      natal_longitude: num('Natal ecliptic longitude, degrees 0–360'),
      directed_longitude: num('Directed ecliptic longitude, degrees 0–360'),
      arc: num('age × key, degrees, positive for both directions'),
      sign: ref(sign, 'Sign of the directed longitude'),
    }),
    description,
  );

export const DirectionsResponse = envelope(
  'DirectionsResponse',
  z
    .strictObject({
      natal_chart: ref(ChartRecord, 'The natal chart'),
      direction_info: z
        .strictObject({
          method: z.string().meta({ description: 'The method used', enum: [...DIRECTION_METHODS] }),
          direction_type: z.enum(DIRECTION_TYPES).meta({ description: 'direct, converse or both' }),
          age: num('The age directed to, years (target_age, or from target_date)'),
          natal_date: str('The birth, local time with its UTC offset'),
          calculation_date: str('When this was calculated, UTC'),
          arc_per_year: num('The key in degrees per year'),
        })
        .meta({ description: 'Method, key and dates' }),
      directed_points: directedPoints('The points directed by the arc (converse positions for direction_type converse)'),
      converse_directed_points: directedPoints('With direction_type both: the converse positions').optional(),
      active_directions: z
        .array(
          z.strictObject({
            directed_point: str('The directed point (significator): Sun … Pluto, ASC, MC'),
            natal_point: str('Lowercase id of the natal point (promissor), e.g. venus'),
            aspect_type: z.string().meta({ description: 'The aspect directed', enum: ['conjunction', 'sextile', 'square', 'trine', 'opposition'] }),
            arc: num('The arc of direction, degrees'),
            orb: num("Distance of the directed longitude from the aspect point, degrees"),
            direction: z.enum(['direct', 'converse']).optional().meta({ description: 'With direction_type both: which the direction is' }),
          }),
        )
        .meta({ description: 'Natal aspect points within orb_degrees of a directed point, tightest first; empty with include_aspects false' }),
    })
    .meta({ description: 'The natal chart, the directed points and the active directions' }),
  'Primary directions in the envelope',
);

// ── Synastry ─────────────────────────────────────────────────────────────────────────────────

const SynastryPoint = z
  .strictObject({
    longitude: num('Ecliptic longitude, degrees 0–360'),
    latitude: num('Ecliptic latitude, degrees; 0 for the angles'),
    sign: ref(sign, 'Sign of the longitude'),
    sign_degree: num('Degrees within the sign, 0–30'),
    house: int('House 1–12 in its own chart'),
    type: z.enum(POINT_TYPES).meta({ description: 'luminary, planet, node or angle' }),
    category: z.enum(POINT_CATEGORIES).meta({ description: 'personal, social, transpersonal, point or angle' }),
    weight: num('Reference weight: Sun, Moon 10; Venus 9; Mercury, Mars, ASC 8; MC 7; Jupiter, Saturn 6; True Node, Vertex 5; Uranus, Neptune, Pluto 4'),
    retrograde: bool('True when the speed is negative'),
    speed: num('Degrees per day (angles: from the diurnal rotation)'),
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
        cusp_longitude: num('Ecliptic longitude of the cusp, degrees 0–360'),
        sign: ref(sign, 'Sign of the cusp'),
        sign_degree: num('Degrees of the cusp within its sign, 0–30'),
        bodies_in_house: strings('Names of the bodies in the house'),
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
    aspect_code: z.enum(ASPECTS.map((a) => a.code) as [string, ...string[]]).meta({
      description: 'CNJ, SXT, SQR, TRI, OPP; minors QCX, SSX, SSQ, SQQ, QNT, BQT',
    }),
    orb: num('Degrees, rounded to 0.01'),
    exact_angle: num('The exact angle of the type, degrees'),
    aspect_nature: z.enum(ASPECT_NATURES).meta({ description: 'harmonious, challenging or neutral' }),
    is_major: bool('One of the five major types'),
    is_from_person1: bool("Person 1's point acts: it comes first in the point order (Sun … Pluto, node, angles), or for the same point lies behind in the zodiac"),
    aspect_weight: num('10 × w1·w2/100 × aspect factor × (1 − ½·orb/allowed orb) × relationship factor × emphasis'),
    tightness: z.enum(TIGHTNESS_BANDS.map((b) => b.band) as [string, ...string[]]).meta({
      description: 'Band of the orb: exact ≤ 1°, tight ≤ 3°, moderate ≤ 5°, wide ≤ 8°, loose beyond',
    }),
    aspect_sign: ref(sign, 'Sign of the acting point'),
    aspect_sign_ko: str('That sign in Korean'),
    sign_interpretation: str('What the aspect means for the pair, in Korean'),
    interpretation_key: str('acting point _ aspect _ other point, e.g. venus_trine_mars'),
  })
  .meta({ id: 'SynastryAspect', description: "An aspect between a point of person 1's chart and one of person 2's" });

const overlayEntry = z.strictObject({
  house: int("The other person's house 1–12 it falls in"),
  house_meaning: str('What the house stands for, e.g. Partnership & Marriage'),
  house_meaning_ko: str('The same in Korean, e.g. 파트너십과 결혼'),
  longitude: num('Ecliptic longitude of the point, degrees 0–360'),
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
          direction: z.enum(['person1_to_person2', 'person2_to_person1']).meta({ description: "Whose point in whose houses" }),
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
        total_overlays: int('Entries in both directions'),
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
      dominant_element: z.string().meta({ description: 'The element with most points', enum: [...ELEMENTS_EN] }),
      dominant_modality: z.string().meta({ description: 'The modality with most points', enum: [...MODALITIES_EN] }),
      point_details: recordOf(
        'point name, e.g. Sun, ASC',
        z.strictObject({
          sign: ref(sign, 'Its sign'),
          sign_ko: str('Its sign in Korean'),
          element: z.string().meta({ description: 'Element of the sign', enum: [...ELEMENTS_EN] }),
          element_ko: str('The element in Korean, e.g. 불'),
          modality: z.string().meta({ description: 'Modality of the sign', enum: [...MODALITIES_EN] }),
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
  balance_score: num('1 − |c1 − c2|/(c1 + c2); 1 when both are 0'),
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
      .meta({ description: 'The dominant elements compared' }),
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
      .meta({ description: 'The dominant modalities compared' }),
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
    challenging_aspects: int('Of them, challenging'),
    neutral_aspects: int('Of them, neutral'),
    total_weight: num('Sum of all aspect weights'),
    positive_weight: num("Sum of the harmonious aspects' weights"),
    challenging_weight: num("Sum of the challenging aspects' weights"),
    aspect_breakdown: recordOf(
      'aspect type, lowercase',
      z.strictObject({
        count: int('Aspects of this type'),
        total_weight: num('Sum of their weights, 0.01'),
        average_orb: num('Mean orb, degrees, 0.01'),
        nature: str('harmonious, challenging or neutral (conjunctions: neutral)'),
        average_weight: num('Mean weight, 0.01'),
      }),
      'Statistics per aspect type found',
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
          rating: str('매우 강함 ≥ 25, 강함 ≥ 18, 보통 ≥ 8, 약함 > 0, 해당 없음'),
          score: num("Σ point weight × house relevance over both directions / the area's relevance sum, one decimal"),
          factors: strings('Up to 3, body-house (+weight)'),
        })
        .meta({ description: `The ${area} area` }),
    ).meta({ description: 'Score of each life area' }),
    overall_interpretation: str('The overlays as a whole, in Korean'),
    analysis_summary: z
      .strictObject({
        total_meaningful_overlays: int('Overlays adding ≥ 6 to some area'),
        strongest_area: z.string().meta({ description: 'The area with the highest score', enum: [...RELATIONSHIP_AREAS] }),
        relationship_focus: str('The focus of the relationship, lowercase: balanced_focus when the second area reaches 90% of the strongest'),
      })
      .meta({ description: 'Strongest area and focus' }),
  })
  .meta({ id: 'HouseOverlayAnalysis', description: 'The house overlays read by life area' });

const RelationshipThemeSummary = z
  .strictObject({
    themes: fixedKeys(THEMES, (theme) =>
      z
        .strictObject({
          score: num('0–100, one decimal'),
          rating: str('매우 높음 ≥ 80, 높음 ≥ 65, 보통 ≥ 45, 낮음 ≥ 30, 매우 낮음'),
          level: int('1–5, 5 highest'),
          description: str('The theme for this pair, in Korean'),
          factors: strings('Up to 3, the largest contributions'),
        })
        .meta({ description: `The ${theme.replaceAll('_', ' ')} theme` }),
    ).meta({ description: "Every theme's score" }),
    key_themes: z
      .array(z.string().meta({ enum: [...THEMES] }))
      .meta({ description: 'Themes at level 4–5, best first, at most 4 (the single best one when none is)' }),
    overall_relationship_summary: str('The relationship in Korean'),
  })
  .meta({ id: 'RelationshipThemeSummary', description: 'The relationship themes' });

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
          orb_degrees: num('Orb of the major aspects, degrees'),
          minor_orb_degrees: num('Orb of the minor aspects, degrees'),
          compatibility_method: z.enum(COMPATIBILITY_METHODS).meta({ description: 'The compatibility method used' }),
          calculation_date: str('When the synastry was computed, ISO 8601 UTC'),
        })
        .meta({ description: 'People and options' }),
      synastry_aspects: z.array(SynastryAspect).meta({ description: 'The inter-aspects, sorted by aspect_weight, heaviest first' }),
      house_overlay: ref(HouseOverlay, "With analysis_depth standard and above: each person's points in the other's houses").optional(),
      element_modality_analysis: ref(ElementModalityAnalysis, 'With analysis_depth detailed and above: elements and modalities compared').optional(),
      compatibility_analysis: ref(CompatibilityAnalysis, 'The overall compatibility score and its parts'),
      house_overlay_analysis: ref(HouseOverlayAnalysis, 'With analysis_depth detailed and above: the overlays read by life area').optional(),
      relationship_theme_summary: ref(RelationshipThemeSummary, 'With analysis_depth comprehensive: the relationship themes').optional(),
      composite_chart: ref(SynastryChart, 'With include_composite: the midpoint composite chart').optional(),
    })
    .meta({ description: 'The two charts, their aspects and the blocks of the analysis depth' }),
  'Synastry in the envelope',
);

// ── Solar arc and progressed lunations (additions) ─────────────────────────────────────────────

export const SolarArcResponse = envelope(
  'SolarArcResponse',
  z
    .strictObject({
      natal_chart: ref(ChartRecord, 'The natal chart'),
      solar_arc_info: z
        .strictObject({
          method: z.string().meta({ description: 'The arc used: true_solar_arc or naibod', enum: ['true_solar_arc', 'naibod'] }),
          arc_degrees: num('The arc of the method, degrees'),
          arc_dms: str("The arc as D° MM' SS''"),
          true_arc_degrees: num('Progressed Sun − natal Sun (day for a year), degrees'),
          naibod_arc_degrees: num('age × 0°59′08.33″ (Naibod), degrees'),
          age_years: num('Tropical years from birth to target = days of progression'),
          natal_date: str("The birth instant in the birth place's zone, ISO 8601 with offset"),
          target_date: str("The target instant in the birth place's zone, ISO 8601 with offset"),
          progressed_datetime: str('The progressed instant whose Sun gives the true arc, UTC ISO 8601'),
          orb_degrees: num('The orb of aspects_to_natal, degrees'),
        })
        .meta({ description: 'The arc, its method and the dates' }),
      directed_points: recordOf(
        'lowercase body id, asc and mc',
        z.strictObject({
          natal_longitude: num('Natal ecliptic longitude, degrees 0–360'),
          longitude: num('Directed longitude: natal + arc, degrees 0–360'),
          sign: ref(sign, 'Sign of the directed longitude'),
          dms: str(DMS),
          natal_house: int('The natal house 1–12 the directed point falls in'),
        }),
        'Natal bodies, ASC and MC moved forward by the arc',
      ),
      directed_house_cusps: z
        .array(
          z.strictObject({
            house: int('House number 1–12'),
            natal_longitude: num('The natal cusp, degrees 0–360'),
            longitude: num('The directed cusp: natal + arc, degrees 0–360'),
            sign: ref(sign, 'Sign of the directed cusp'),
            dms: str(DMS),
          }),
        )
        .meta({ description: 'The twelve natal house cusps moved forward by the arc' }),
      aspects_to_natal: z
        .array(
          z.strictObject({
            directed_point: str('Id of the directed point, e.g. mars'),
            natal_point: str('Id of the natal point, e.g. sun or asc'),
            aspect_type: z.enum(ASPECT_TYPES).meta({ description: 'Conjunction, Sextile, Square, Trine, Quincunx or Opposition' }),
            orb: num('|separation − exact angle|, degrees, at most orb_degrees'),
            is_applying: bool('The orb shrinks as the arc grows'),
            is_exact: bool('Orb below 0.1°'),
          }),
        )
        .meta({ description: 'Directed bodies, ASC and MC to the natal ones within orb_degrees' }),
      warnings,
    })
    .meta({ description: 'The natal chart, the arc, the directed points and cusps, and their aspects to the natal chart' }),
  'Solar arc directions in the envelope',
);

const QUARTERS = LUNAR_QUARTERS.map((q) => q.phase) as [LunarQuarter, ...LunarQuarter[]];
const PHASES = ['new', 'crescent', 'first_quarter', 'gibbous', 'full', 'disseminating', 'last_quarter', 'balsamic'] as const;

const ProgressedMoment = z
  .strictObject({
    age_years: num('Age in tropical years = days of ephemeris after the birth (negative before it)'),
    date: str("The date of the life, birth + age × 365.24219 days, in the birth place's zone, ISO 8601 with offset"),
    progressed_datetime: str('The ephemeris (progressed) instant, UTC ISO 8601'),
    moon_longitude: num("The progressed Moon's longitude there, degrees 0–360"),
    moon_sign: ref(sign, 'Sign of the progressed Moon there'),
  })
  .meta({ id: 'ProgressedMoment', description: 'A moment of the progressed cycle: the age, the date of the life and the ephemeris instant' });

export const ProgressedLunationsResponse = envelope(
  'ProgressedLunationsResponse',
  z
    .strictObject({
      lunation_info: z
        .strictObject({
          natal_date: str("The birth instant in the birth place's zone, ISO 8601 with offset"),
          from_age: num('First age of the list, years'),
          to_age: num('Last age of the list, years'),
          method: str('How the quarters are found, in words'),
        })
        .meta({ description: 'The birth, the ages and the method' }),
      lunations: z
        .array(
          z.strictObject({
            phase: z.enum(QUARTERS).meta({ description: 'new, first_quarter, full or last_quarter' }),
            elongation: num('The elongation that defines it: 0, 90, 180 or 270 degrees'),
            age_years: num('Age in tropical years = days of ephemeris after the birth'),
            date: str("The date of the life in the birth place's zone, ISO 8601 with offset"),
            date_utc: str('The date of the life, UTC ISO 8601'),
            progressed_datetime: str('The ephemeris instant where Moon − Sun equals the elongation, UTC ISO 8601'),
            moon_longitude: num("The progressed Moon's longitude there, degrees 0–360"),
            moon_sign: ref(sign, 'Sign of the progressed Moon there'),
            moon_dms: str(DMS),
          }),
        )
        .meta({ description: 'The progressed quarters from from_age to to_age, in order' }),
      current_phase: z
        .strictObject({
          phase: z.enum(PHASES).meta({ description: "Rudhyar's phase: each 45° of elongation from new (0°–45°) to balsamic (315°–360°)" }),
          elongation: num('Progressed Moon − progressed Sun at the target, degrees 0–360'),
          age_years: num('Age at the target, tropical years'),
          target_date: str("The target instant in the birth place's zone, ISO 8601 with offset"),
          phase_start: ref(ProgressedMoment, 'Where this phase began'),
          phase_end: ref(ProgressedMoment, 'Where the next phase begins'),
          lunation_start: ref(ProgressedMoment, 'The progressed New Moon that opened the cycle in force (before the birth for a prenatal one)'),
        })
        .nullable()
        .meta({ description: 'The phase at target_datetime; null without target_datetime' }),
      warnings,
    })
    .meta({ description: 'The progressed quarters over the ages and the phase at the target' }),
  'The progressed lunation cycle in the envelope',
);

// ── Events over a span (addition) ───────────────────────────────────────────────────────────

const EVENT_INSTANT = 'The instant, UTC ISO 8601 to the second';
const EVENT_JD = 'The instant as a Julian day (UT), unrounded';
const EVENT_LON = 'Ecliptic longitude, degrees 0–360, in the requested zodiac';
const eventBody = (description: string) =>
  z.string().meta({ description, enum: ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node', 'chiron'] });
const eclipseKind = (description: string) => z.string().meta({ description, enum: ['total', 'annular', 'partial', 'penumbral'] });
const eventList = <T extends z.ZodType>(item: T, description: string) => z.array(item).nullable().meta({ description: `${description}; null when include leaves the kind out` });

export const EventsResponse = envelope(
  'EventsResponse',
  z
    .strictObject({
      search_info: z
        .strictObject({
          start: str('Start of the span, UTC ISO 8601'),
          end: str('End of the span, UTC ISO 8601'),
          zodiac: z.string().meta({ description: 'The zodiac of every longitude and sign', enum: ['TROPICAL', 'SIDEREAL'] }),
          ayanamsa: z.string().nullable().meta({ description: 'The ayanamsa of the sidereal zodiac; null when tropical' }),
        })
        .meta({ description: 'The span and the zodiac' }),
      transits: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          phase: z.string().meta({ description: 'entry: comes within orb_degrees; exact: the separation equals the angle; exit: leaves the orb', enum: ['entry', 'exact', 'exit'] }),
          transiting_body: eventBody('The transiting body'),
          natal_point: str('The natal point: a body id (sun … pluto, true_node), asc or mc'),
          aspect_type: z.string().meta({ description: 'The aspect type', enum: ['conjunction', 'sextile', 'square', 'trine', 'quincunx', 'opposition'] }),
          aspect_angle: num('The aspect’s angle, degrees'),
          transit_longitude: num(`The transiting body. ${EVENT_LON}`),
          transit_sign: ref(sign, 'Sign of the transiting body'),
          natal_longitude: num(`The natal point. ${EVENT_LON}`),
          exact_pass: z.number().int().nullable().meta({ description: 'Exact passes: 1, 2, 3 … within one visit of the orb (a retrograde loop makes three); null for entry and exit' }),
          is_retrograde: bool('The transiting body moves backwards at the moment'),
        }),
        'Transits to the natal bodies, ASC and MC, sorted by time',
      ),
      ingresses: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          body: eventBody('The body'),
          from_sign: ref(sign, 'The sign it leaves'),
          to_sign: ref(sign, 'The sign it enters'),
          longitude: num('The cusp crossed, degrees (0, 30, … 330)'),
          is_retrograde: bool('A retrograde ingress, back into the previous sign'),
        }),
        'Sign ingresses, sorted by time',
      ),
      stations: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          body: eventBody('The body'),
          station: z.string().meta({ description: 'retrograde: turns backwards; direct: turns forwards', enum: ['retrograde', 'direct'] }),
          longitude: num(EVENT_LON),
          sign: ref(sign, 'Sign of the station'),
        }),
        'Retrograde and direct stations, sorted by time',
      ),
      lunar_phases: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          phase: z.enum(QUARTERS).meta({ description: 'new, first_quarter, full or last_quarter' }),
          elongation: num('Moon − Sun in longitude, degrees: 0, 90, 180 or 270'),
          moon_longitude: num(`The Moon. ${EVENT_LON}`),
          sun_longitude: num(`The Sun. ${EVENT_LON}`),
          moon_sign: ref(sign, 'Sign of the Moon'),
        }),
        'New moons, quarters and full moons, sorted by time',
      ),
      eclipses: eventList(
        z.strictObject({
          datetime_utc: str(`The peak. ${EVENT_INSTANT}`),
          julian_day_ut: num(EVENT_JD),
          eclipsed_body: z.string().meta({ description: 'sun: a solar eclipse; moon: a lunar eclipse', enum: ['sun', 'moon'] }),
          eclipse_type: eclipseKind('How deep: total, annular or partial (solar), total, partial or penumbral (lunar)'),
          obscuration: z.number().nullable().meta({ description: 'Solar: fraction of the Sun covered at greatest eclipse (central eclipses, else null); lunar: fraction of the Moon in the umbra at the peak' }),
          greatest_latitude: z.number().nullable().meta({ description: 'Where a central solar eclipse is greatest, degrees north; else null' }),
          greatest_longitude: z.number().nullable().meta({ description: 'Where a central solar eclipse is greatest, degrees east; else null' }),
          local: z
            .strictObject({
              is_visible: bool('Some part of the eclipse happens with the body above the horizon'),
              eclipse_type: eclipseKind('The eclipse at the place (a total solar eclipse is partial outside its path); null when the place sees no solar eclipse').nullable(),
              obscuration: z.number().nullable().meta({ description: 'Solar: fraction of the Sun covered at the local peak; null for lunar eclipses' }),
              contacts: z
                .array(
                  z.strictObject({
                    contact: z.string().meta({
                      description: 'Which contact',
                      enum: ['penumbral_begin', 'partial_begin', 'total_begin', 'peak', 'total_end', 'partial_end', 'penumbral_end'],
                    }),
                    datetime_utc: str(EVENT_INSTANT),
                    altitude: num('Altitude of the Sun (solar) or Moon (lunar), degrees; below 0 it is not seen'),
                  }),
                )
                .meta({ description: 'The contacts in time order' }),
            })
            .nullable()
            .meta({ description: 'The eclipse seen from location; null without location' }),
        }),
        'Solar and lunar eclipses (astronomy-engine), sorted by time',
      ),
      returns: eventList(
        z.strictObject({
          datetime_utc: str(EVENT_INSTANT),
          julian_day_ut: num(EVENT_JD),
          body: eventBody('The returning body'),
          longitude: num(`The natal longitude. ${EVENT_LON}`),
          pass: int('The crossing within one return: 1, or 2 and 3 across a retrograde loop'),
          is_retrograde: bool('The crossing is made moving backwards'),
        }),
        'Returns of return_bodies to their natal longitudes, sorted by time',
      ),
      warnings,
    })
    .meta({ description: 'The events of the span, each kind sorted by time' }),
  'Events over a span in the envelope',
);

// ── SVG and errors ───────────────────────────────────────────────────────────────────────────

export const SvgDocument = z.string().meta({ id: 'SvgDocument', description: 'An SVG document' });
export const PngImage = z.string().meta({ id: 'PngImage', description: 'The same picture as a PNG image at twice its size', format: 'binary' });

export const ErrorBodies = {
  detail: z
    .strictObject({ detail: str('What went wrong, in words (the 401s: the bare code)') })
    .meta({ id: 'DetailError', description: 'Error body of the saju and jami operations' }),
  object: z
    .strictObject({
      success: z.literal(false).meta({ description: 'Always false in an error' }),
      error: z
        .strictObject({
          code: str('Machine-readable error code, e.g. INVALID_DATETIME'),
          message: str('What went wrong, in words'),
        })
        .meta({ description: 'The error' }),
    })
    .meta({ id: 'ObjectError', description: 'Error body of the natal-chart operations' }),
  flat: z
    .strictObject({
      success: z.literal(false).meta({ description: 'Always false in an error' }),
      error: str('What went wrong, in words'),
      error_code: int('The HTTP status'),
      details: z.null().meta({ description: 'Always null' }),
      timestamp: str('When the answer was made, ISO 8601 without zone (UTC)'),
    })
    .meta({ id: 'FlatError', description: 'Error body of transits, events, firdaria, profections, directions, progressions, solar-return, solar-arc, progressed-lunations and synastry' }),
} as const;
