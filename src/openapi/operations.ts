/**
 * What the OpenAPI document says about each REST operation beyond its route (src/rest/routes.ts):
 * summary, description, tag, the 200 body's schema, a working request example, and the
 * operation's own failures. Keyed by `METHOD path`; every route needs an entry.
 *
 * Each failure pairs a request with the error it gets: the document shows both as named examples,
 * and test/openapi.test.ts sends each request and expects exactly that error.
 */
import { creditsFor } from '../access/plans.js';
import { EVENTS_DEFAULTS } from '../core/astro/events/defaults.js';
import { HOUSE_SYSTEMS } from '../core/astro/houses.js';
import { LUCK_FIRST_YEAR, LUCK_LAST_YEAR, LUCK_LIMITS } from '../core/saju/luck.js';
import { MAX_LUNATION_SPAN_YEARS } from '../core/astro/progressed-lunations.js';
import { TARGET_NOT_AFTER_NATAL } from '../core/astro/progressions.js';
import { ApiError } from '../errors.js';
import { GENDER_MESSAGE as JAMI_GENDER_MESSAGE } from '../graphql/jami.js';
import { GENDER_MESSAGE as FIRDARIA_GENDER_MESSAGE, ISOFORMAT_MESSAGE } from '../rest/classical.js';
import { TARGET_BOTH_MESSAGE, TARGET_MISSING_MESSAGE } from '../rest/errors.js';
import { DATETIME_FORMAT_MESSAGE, fieldErrorText } from '../validation.js';

export const TAGS = [
  { name: 'Saju', description: 'Korean four pillars (사주): pillars, 대운, ten gods, five elements, 신살' },
  { name: 'Jami', description: 'Zi Wei Dou Shu (자미두수): palaces, stars, transformations, 대한 and the annual view' },
  { name: 'Natal chart', description: 'Western natal chart: bodies, angles, houses, aspects, dignities' },
  { name: 'Predictive', description: 'Transits, secondary progressions, solar arc directions, the progressed lunation cycle, solar return' },
  { name: 'Classical', description: 'Firdaria, annual profections, primary directions' },
  { name: 'Relationship', description: 'Synastry' },
] as const;

export interface Failure {
  /** Names the request example and the error example. */
  summary: string;
  request: Record<string, unknown>;
  error: ApiError;
}

export interface OperationDoc {
  operationId: string;
  summary: string;
  description: string;
  tag: (typeof TAGS)[number]['name'];
  /** A valid request body (POST routes). */
  example?: Record<string, unknown>;
  failures?: Failure[];
}

// ── Example requests ─────────────────────────────────────────────────────────────────────────

const seoul = { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' };
const sajuInput = { name: '홍길동', birthdate: '1990-05-15', birth_time: '14:30', gender: 'M' };
const jamiInput = { input_data: sajuInput, target_year_ganji: '갑진' };
const natalInput = {
  datetime: '1990-05-15T14:30:00',
  location: seoul,
  house_system: 'PLACIDUS',
  name: 'Kim',
  include_asteroids: true,
};
const natal = { natal_datetime: '1990-05-15T14:30:00', natal_location: seoul, name: 'Kim' };

const fail = (summary: string, request: Record<string, unknown>, status: number, code: string, message: string): Failure => ({
  summary,
  request,
  error: new ApiError(status, code, message),
});
/** A flat-style field error. */
const fieldFail = (summary: string, request: Record<string, unknown>, field: string, reason: string) =>
  fail(summary, request, 400, 'INVALID_REQUEST', fieldErrorText({ path: [field], reason }));
const above = (max: string) => `ensure this value is less than or equal to ${max}`;

const sajuFailures = [
  fail('gender not M or F', { ...sajuInput, gender: 'X' }, 400, 'INVALID_GENDER', 'gender must be M or F'),
  fail(
    'lunar date that does not exist',
    { ...sajuInput, birthdate: '1990-03-01', is_lunar: true, is_leap_month: true },
    400,
    'INVALID_LUNAR_DATE',
    '음력 날짜를 양력으로 변환할 수 없습니다: 음력 1990년에는 윤3월이 없습니다',
  ),
];

const SAJU_DESCRIPTION =
  'birth_time is the clock time in Korea (Asia/Seoul history, daylight saving removed for the day and hour pillars). ' +
  'Lunar dates use the Korean (KASI) calendar 1900–2100. Without birth_time the hour fields are null. ' +
  'Responses are bare records (no envelope); usage is in the X-RateLimit headers.';

/** The two people of the synastry examples. */
const couple = {
  person1_datetime: '1990-05-15T14:30:00',
  person1_location: seoul,
  person1_name: '민수',
  person2_datetime: '1992-11-03T08:15:00',
  person2_location: { latitude: 35.1796, longitude: 129.0756, timezone: 'Asia/Seoul' },
  person2_name: '지은',
};

export const operations: Record<string, OperationDoc> = {
  'POST /v1/saju/basic': {
    operationId: 'sajuBasic',
    summary: 'Basic saju',
    description: `The four pillars, the ten-year luck cycles (대운) and the ten gods. ${SAJU_DESCRIPTION}`,
    tag: 'Saju',
    example: sajuInput,
    failures: sajuFailures,
  },
  'POST /v1/saju/analysis': {
    operationId: 'sajuAnalysis',
    summary: 'Full saju analysis',
    description: `Basic saju plus five elements, 12신살 and the comprehensive 신살 analysis. ${SAJU_DESCRIPTION}`,
    tag: 'Saju',
    example: sajuInput,
    failures: sajuFailures,
  },
  'POST /v1/saju/luck': {
    operationId: 'sajuLuck',
    summary: 'Saju luck timelines (세운, 월운, 일운)',
    description:
      'An addition beyond the reference interface. The saju body plus the ranges: `years` 세운 from `from_year` ' +
      `(default ${LUCK_LIMITS.defaultYears} from the current year on the Seoul clock, at most ${LUCK_LIMITS.maxYears}), each from its 입춘 to the next ` +
      '(2024 is 甲辰 from 입춘 2024-02-04 17:27 KST); with `month_year` the twelve 월운 of that saju year, each from its 節; ' +
      `with \`from_date\` \`days\` 일운 (default 1, at most ${LUCK_LIMITS.maxDays}). Each entry has its ten gods and 12운성 against the day master, ` +
      'the 대운 in force and its interactions with the natal pillars and that 대운. ' +
      'The 일운 add 1 credit per 183 days. ' +
      SAJU_DESCRIPTION,
    tag: 'Saju',
    example: { ...sajuInput, from_year: 2024, years: 3, month_year: 2024 },
    failures: [
      ...sajuFailures,
      fail('too many years', { ...sajuInput, years: 121 }, 400, 'INVALID_REQUEST', fieldErrorText({ path: ['years'], reason: above('120') })),
      fail(
        'years past the solar-term table',
        { ...sajuInput, from_year: 2100, years: 5 },
        400,
        'DATE_OUT_OF_RANGE',
        `지원하지 않는 날짜입니다: to must be a year in ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}, got 2104`,
      ),
      fail(
        'from_date that does not exist',
        { ...sajuInput, from_date: '2024-02-30' },
        400,
        'INVALID_DATE',
        '존재하지 않는 날짜입니다: from must be an existing date YYYY-MM-DD, got 2024-02-30',
      ),
    ],
  },
  'POST /v1/saju/structure': {
    operationId: 'sajuStructure',
    summary: 'Saju natal structure (강약, 용신, 격국)',
    description:
      'An addition beyond the reference interface. The saju body plus `useful_god_method` (eokbu, default, or johu): ' +
      'the relations among the four pillars (合, 沖, 刑, 破, 害, 원진), the strength of the day master (득령, 득지, 득세), ' +
      '용신, 희신 and 기신, the 격국 from the month branch, 태원, 명궁 and 신궁, and Korean sentences. ' +
      SAJU_DESCRIPTION,
    tag: 'Saju',
    example: { ...sajuInput, useful_god_method: 'johu' },
    failures: [
      ...sajuFailures,
      fail(
        'unknown useful_god_method',
        { ...sajuInput, useful_god_method: 'x' },
        400,
        'INVALID_REQUEST',
        fieldErrorText({ path: ['useful_god_method'], reason: "value is not a valid enumeration member; permitted: 'eokbu', 'johu'" }),
      ),
    ],
  },
  'POST /v1/jami/analysis': {
    operationId: 'jamiChart',
    summary: 'Jami analysis',
    description:
      'The Zi Wei Dou Shu chart under the key `success`, with Korean keys. ' +
      'With target_year_ganji (e.g. 갑진: the year of that name nearest to 2026) the annual (유년) keys are added. ' +
      'Missing required fields give 422 listing every missing one.',
    tag: 'Jami',
    example: jamiInput,
    failures: [
      fail(
        'required fields missing',
        { input_data: { name: '홍길동', birthdate: '1990-05-15' } },
        422,
        'MISSING_FIELDS',
        'Missing required fields: birth_time, gender',
      ),
      fail(
        'lunar date that does not exist',
        { input_data: { ...sajuInput, birthdate: '1990-03-01', is_lunar: true, is_leap_month: true } },
        400,
        'INVALID_LUNAR_DATE',
        'Invalid lunar date provided.',
      ),
      fail('unknown gender', { input_data: { ...sajuInput, gender: 'X' } }, 400, 'INVALID_GENDER', JAMI_GENDER_MESSAGE),
    ],
  },
  'POST /v1/jami/horoscope': {
    operationId: 'jamiHoroscope',
    summary: 'Jami horoscope (운한)',
    description:
      'An addition beyond the reference interface. The birth of jami/analysis (`input_data`) plus `date` (solar YYYY-MM-DD, required), ' +
      'optional `time` (HH:MM, default 00:00) and `zasi`: the six scopes of that date and hour, 대한, 소한, 유년, 유월, 유일 and 유시, ' +
      'each with its 명궁, twelve palaces and its stem’s 사화, and the moving stars (iztro 2.6.1 rules on the Korean lunar calendar). ' +
      'Missing required fields give 422 listing every missing one.',
    tag: 'Jami',
    example: { input_data: sajuInput, date: '2024-06-15', time: '10:30' },
    failures: [
      fail('required fields missing', { input_data: { name: '홍길동', birthdate: '1990-05-15' }, date: '2024-06-15' }, 422, 'MISSING_FIELDS', 'Missing required fields: birth_time, gender'),
      fail('date missing', { input_data: sajuInput }, 422, 'MISSING_FIELDS', 'Missing required fields: date'),
      fail('unknown gender', { input_data: { ...sajuInput, gender: 'X' }, date: '2024-06-15' }, 400, 'INVALID_GENDER', JAMI_GENDER_MESSAGE),
      fail(
        'malformed time',
        { input_data: sajuInput, date: '2024-06-15', time: '25:00' },
        400,
        'INVALID_REQUEST',
        fieldErrorText({ path: ['time'], reason: 'invalid time format, use HH:MM' }),
      ),
    ],
  },
  'POST /v1/astrology/natal-chart': {
    operationId: 'natalChart',
    summary: 'Natal chart',
    description:
      'The chart record in the envelope. A datetime without offset is wall-clock time in location.timezone ' +
      '(default UTC). House systems in any letter case; include_asteroids adds chiron, north_node (mean) and south_node.',
    tag: 'Natal chart',
    example: natalInput,
    failures: [
      fail('malformed datetime', { ...natalInput, datetime: '1990-13-01T00:00:00' }, 400, 'INVALID_DATETIME', DATETIME_FORMAT_MESSAGE),
      fail(
        'latitude out of range',
        { ...natalInput, location: { ...seoul, latitude: 91 } },
        400,
        'INVALID_LOCATION',
        'Latitude must be between -90 and 90',
      ),
      fail(
        'unknown house system',
        { ...natalInput, house_system: 'XX' },
        400,
        'INVALID_HOUSE_SYSTEM',
        `Unsupported house system. Supported: ${HOUSE_SYSTEMS.join(', ')}`,
      ),
    ],
  },
  'GET /v1/astrology/natal-chart/demo': {
    operationId: 'natalChartDemo',
    summary: 'Natal chart demo',
    description: 'A fixed sample chart, computed on each call: Seoul, 1988-09-17 10:30 local time (+10:00), Placidus, with asteroids.',
    tag: 'Natal chart',
  },
  'POST /v1/astrology/transits': {
    operationId: 'transits',
    summary: 'Transits',
    description:
      'Natal and transiting bodies and the aspects from the transiting bodies to the natal bodies, ASC and MC ' +
      '(default orb 3.0). transit_location defaults to the natal place.',
    tag: 'Predictive',
    example: { ...natal, transit_datetime: '2026-01-01T12:00:00', house_system: 'PLACIDUS', orb_degrees: 3.0 },
    failures: [
      fieldFail('orb_degrees above 10.0', { ...natal, transit_datetime: '2026-01-01T12:00:00', orb_degrees: 11 }, 'orb_degrees', above('10.0')),
      fieldFail(
        'malformed datetime',
        { ...natal, transit_datetime: '2026-01-01 noon' },
        'transit_datetime',
        DATETIME_FORMAT_MESSAGE,
      ),
    ],
  },
  'POST /v1/astrology/events': {
    operationId: 'events',
    summary: 'Events over a span',
    description:
      'An addition beyond the reference interface. Between start_date and end_date (at most ' + `${EVENTS_DEFAULTS.maxSpanYears}` + ' years, ' +
      `${EVENTS_DEFAULTS.maxMoonTransitYears} when the transits include the Moon; ` +
      `priced ${creditsFor('events')} credits per year begun): transits of the bodies to the natal bodies, ASC and MC with entry into orb, every exact ` +
      'pass (numbered, retrograde flagged) and exit; sign ingresses; retrograde and direct stations; new moons, quarters and full ' +
      'moons; solar and lunar eclipses (with visibility and contacts at location); returns of return_bodies to their natal ' +
      'longitudes. Instants come from root finding on the service’s ephemeris, to the second; include picks the kinds computed.',
    tag: 'Predictive',
    example: {
      ...natal,
      start_date: '2026-01-01',
      end_date: '2026-06-30',
      bodies: ['sun', 'mars', 'jupiter'],
      aspects: ['conjunction', 'square', 'opposition'],
      orb_degrees: 2.0,
      include: ['transits', 'ingresses', 'stations', 'lunar_phases', 'eclipses', 'returns'],
      return_bodies: ['sun', 'moon'],
      location: seoul,
    },
    failures: [
      fail(
        `span longer than ${EVENTS_DEFAULTS.maxSpanYears} years`,
        { ...natal, start_date: '2026-01-01', end_date: '2040-01-01' },
        400,
        'INVALID_REQUEST',
        `Invalid request data: The span is longer than ${EVENTS_DEFAULTS.maxSpanYears} years`,
      ),
      fail(
        'span ending before it starts',
        { ...natal, start_date: '2026-06-30', end_date: '2026-01-01' },
        400,
        'INVALID_REQUEST',
        'Invalid request data: The span ends (2026-01-01) before it starts (2026-06-30)',
      ),
      fieldFail('orb_degrees above 10.0', { ...natal, start_date: '2026-01-01', end_date: '2026-06-30', orb_degrees: 11 }, 'orb_degrees', above('10.0')),
    ],
  },
  'POST /v1/astrology/firdaria': {
    operationId: 'firdaria',
    summary: 'Firdaria',
    description: "The 74-year table: male → Male Diurnal, female → Female Nocturnal; major periods only.",
    tag: 'Classical',
    example: { ...natal, current_age: 35, gender: 'male' },
    failures: [
      fail(
        'age above 74',
        { ...natal, current_age: 80, gender: 'male' },
        400,
        'INVALID_REQUEST',
        'Invalid request data: Age 80 is beyond the Firdaria cycle. Firdaria covers ages 0-74 years.',
      ),
      fieldFail('unknown gender', { ...natal, current_age: 35, gender: 'x' }, 'gender', FIRDARIA_GENDER_MESSAGE),
      fail(
        'malformed datetime',
        { ...natal, natal_datetime: '1990-05-15', current_age: 35, gender: 'male' },
        400,
        'INVALID_REQUEST',
        ISOFORMAT_MESSAGE,
      ),
    ],
  },
  'POST /v1/astrology/profections': {
    operationId: 'annualProfection',
    summary: 'Annual profections',
    description: 'Profected house = age mod 12 + 1; the sign on that cusp in the requested house system and its traditional ruler.',
    tag: 'Classical',
    example: { ...natal, current_age: 35, house_system: 'PLACIDUS' },
    failures: [
      fieldFail('current_age above 120', { ...natal, current_age: 121 }, 'current_age', above('120')),
      fail('malformed datetime', { ...natal, natal_datetime: '1990-05-15', current_age: 35 }, 400, 'INVALID_REQUEST', ISOFORMAT_MESSAGE),
    ],
  },
  'POST /v1/astrology/directions': {
    operationId: 'primaryDirections',
    summary: 'Primary directions',
    description:
      'Zodiacal primary directions (β = 0) by ptolemy, placidus, regiomontanus or naibod. Exactly one of target_age and ' +
      'target_date. direction_type both adds converse_directed_points.',
    tag: 'Classical',
    example: { ...natal, target_age: 35.5, direction_method: 'ptolemy', direction_type: 'direct', key_rate: 1.0, orb_degrees: 1.0 },
    failures: [
      fail('neither target_age nor target_date', natal, 400, 'INVALID_REQUEST', TARGET_MISSING_MESSAGE),
      fail('both target_age and target_date', { ...natal, target_age: 30, target_date: '2020-05-15' }, 400, 'INVALID_REQUEST', TARGET_BOTH_MESSAGE),
      fieldFail('orb_degrees above 5.0', { ...natal, target_age: 30, orb_degrees: 6 }, 'orb_degrees', above('5.0')),
    ],
  },
  'POST /v1/astrology/progressions': {
    operationId: 'progressions',
    summary: 'Secondary progressions',
    description:
      'Day-for-a-year progressions from the exact birth instant; progressed ASC and MC by the solar arc in right ascension ' +
      '(default orb 2.0).',
    tag: 'Predictive',
    example: { ...natal, target_datetime: '2026-05-15T12:00:00', orb_degrees: 2.0 },
    failures: [
      fieldFail(
        'target before the birth',
        { ...natal, target_datetime: '1980-01-01T00:00:00' },
        'target_datetime',
        TARGET_NOT_AFTER_NATAL,
      ),
      fieldFail('orb_degrees above 10.0', { ...natal, target_datetime: '2026-05-15T12:00:00', orb_degrees: 11 }, 'orb_degrees', above('10.0')),
    ],
  },
  'POST /v1/astrology/solar-arc': {
    operationId: 'solarArc',
    summary: 'Solar arc directions',
    description:
      'An addition beyond the reference interface. Every natal point — the bodies, ASC, MC and the twelve cusps of house_system — ' +
      'moved forward by the solar arc: the progressed Sun (day for a year, as /progressions) less the natal Sun, or with ' +
      'arc_method naibod the mean 0°59′08.33″ a year; aspects_to_natal lists the directed bodies, ASC and MC within orb_degrees ' +
      '(default 1.0) of the natal ones. zodiac sidereal reads both Suns and every point less the ayanamsa.',
    tag: 'Predictive',
    example: { ...natal, target_datetime: '2026-05-15T12:00:00', orb_degrees: 1.0 },
    failures: [
      fieldFail('target before the birth', { ...natal, target_datetime: '1980-01-01T00:00:00' }, 'target_datetime', TARGET_NOT_AFTER_NATAL),
      fieldFail('orb_degrees above 5.0', { ...natal, target_datetime: '2026-05-15T12:00:00', orb_degrees: 6 }, 'orb_degrees', above('5.0')),
    ],
  },
  'POST /v1/astrology/progressed-lunations': {
    operationId: 'progressedLunations',
    summary: 'Progressed lunation cycle',
    description:
      'An addition beyond the reference interface. The progressed New Moon, First Quarter, Full Moon and Last Quarter between ' +
      'from_age and to_age (default 0–90, at most 120 years apart): the ephemeris instants after the birth where the Moon ' +
      'leads the Sun by 0°, 90°, 180°, 270°, each day standing for a year of life (365.24219 days). With target_datetime, ' +
      "current_phase gives Rudhyar's phase (new, crescent, first_quarter, gibbous, full, disseminating, last_quarter, balsamic), " +
      'where it began and ends, and the progressed New Moon that opened the cycle.',
    tag: 'Predictive',
    example: { ...natal, target_datetime: '2026-05-15T12:00:00', from_age: 0, to_age: 90 },
    failures: [
      fieldFail('target before the birth', { ...natal, target_datetime: '1980-01-01T00:00:00' }, 'target_datetime', TARGET_NOT_AFTER_NATAL),
      fail(
        'ages more than 120 years apart',
        { ...natal, from_age: 0, to_age: 150 },
        400,
        'INVALID_REQUEST',
        `Invalid request data: the age range spans 150 years, more than ${MAX_LUNATION_SPAN_YEARS}`,
      ),
    ],
  },
  'POST /v1/astrology/solar-return': {
    operationId: 'solarReturn',
    summary: 'Solar return',
    description:
      "The chart of the instant the Sun returns to its natal longitude in return_year. include_relocated adds the same " +
      'instant at relocated_location; include_lunar_return the first lunar return after it.',
    tag: 'Predictive',
    example: {
      ...natal,
      return_year: 2026,
      include_relocated: true,
      relocated_location: { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
      include_lunar_return: true,
    },
    failures: [
      fieldFail('return_year above 2100', { ...natal, return_year: 2200 }, 'return_year', above('2100')),
      fieldFail(
        'include_relocated without relocated_location',
        { ...natal, return_year: 2026, include_relocated: true },
        'relocated_location',
        'field required',
      ),
    ],
  },
  'POST /v1/astrology/synastry': {
    operationId: 'synastry',
    summary: 'Synastry',
    description:
      'Two charts, their aspects and compatibility. analysis_depth switches blocks: basic (charts, aspects, compatibility), ' +
      'standard (+ house_overlay), detailed (+ element_modality_analysis, house_overlay_analysis), comprehensive (default; ' +
      '+ relationship_theme_summary). include_composite adds composite_chart.',
    tag: 'Relationship',
    example: {
      ...couple,
      relationship_type: 'romantic',
      analysis_depth: 'comprehensive',
      include_composite: true,
    },
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
  },
  // The pictures: the sibling JSON operation's body plus `lang`.
  'POST /v1/astrology/natal-chart/svg': {
    operationId: 'natalChartSvg',
    summary: 'Natal chart as SVG',
    description: 'The natal chart wheel as an SVG document; the body of natal-chart plus lang (ko or en).',
    tag: 'Natal chart',
    example: { ...natalInput, lang: 'en' },
  },
  'POST /v1/saju/svg': {
    operationId: 'sajuSvg',
    summary: 'Saju as SVG',
    description: 'The four pillars as an SVG document; the body of saju/basic plus lang (ko or en).',
    tag: 'Saju',
    example: { ...sajuInput, lang: 'ko' },
  },
  'POST /v1/jami/svg': {
    operationId: 'jamiSvg',
    summary: 'Jami chart as SVG',
    description: 'The twelve palaces as an SVG document; the body of jami/analysis plus lang (ko or en).',
    tag: 'Jami',
    example: { ...jamiInput, lang: 'ko' },
    failures: [
      fail('required fields missing', { input_data: { name: '홍길동', birthdate: '1990-05-15' }, lang: 'ko' }, 422, 'MISSING_FIELDS', 'Missing required fields: birth_time, gender'),
    ],
  },
  'POST /v1/astrology/synastry/svg': {
    operationId: 'synastrySvg',
    summary: 'Synastry bi-wheel as SVG',
    description:
      'The synastry bi-wheel as an SVG document: person 1 inside with their houses, person 2 outside, the inter-aspects ' +
      'as lines coloured by aspect, a legend naming every aspect type and glyph. The body of synastry plus lang (ko or en; ' +
      'default en); include_minor_aspects, the orbs and include_vertex_points change the picture, the other options are ' +
      'checked as on synastry. Priced as the synastry plus one picture: 5 credits (synastry) + 2 (svg) = 7.',
    tag: 'Relationship',
    example: {
      ...couple,
      include_vertex_points: true,
      lang: 'ko',
    },
    failures: [
      fieldFail(
        'person2_datetime missing',
        { person1_datetime: '1990-05-15T14:30:00', person1_location: seoul, person2_location: seoul, lang: 'en' },
        'person2_datetime',
        'field required',
      ),
      fieldFail(
        'lang not ko or en',
        { person1_datetime: '1990-05-15T14:30:00', person1_location: seoul, person2_datetime: '1992-11-03T08:15:00', person2_location: seoul, lang: 'fr' },
        'lang',
        "value is not a valid enumeration member; permitted: 'ko', 'en'",
      ),
    ],
  },
};
