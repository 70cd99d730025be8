/** The saju operations (four pillars). */
import { LUCK_LIMITS } from '../core/saju/luck.js';
import { DATE_SELECTION_DEFAULTS } from '../core/saju/date-selection.js';
import { sajuInput, sajuPartner } from './examples.js';
import { feature, operation } from './types.js';

const SAJU_DESCRIPTION =
  'birth_time is the clock time in Korea (Asia/Seoul history, daylight saving removed for the day and hour pillars). ' +
  'Lunar dates use the Korean (KASI) calendar 1900–2100. Without birth_time the hour fields are null. ' +
  'Responses are bare records (no envelope); usage is in the X-RateLimit headers.';

const detail = (path: string) => ({ method: 'POST', path, style: 'detail' }) as const;

export const SAJU_LUCK = feature('saju-luck', 2);

/** Days of a 택일 span covered by one credit: a year for two people is ≈ 1 ms of core (npm run bench). */
export const SELECTION_DAYS_PER_CREDIT = 92;

/** 92-day parts of a 택일 span begun, 1 … 4; an unreadable or over-long span is priced as the longest. */
function selectionPartsBegun(input: unknown): number {
  const { from, to } = (input ?? {}) as { from?: unknown; to?: unknown };
  const days = (Date.parse(String(to)) - Date.parse(String(from))) / 86_400_000 + 1;
  const span = Number.isFinite(days) && days >= 1 ? Math.min(days, DATE_SELECTION_DEFAULTS.maxDays) : DATE_SELECTION_DEFAULTS.maxDays;
  return Math.ceil(span / SELECTION_DAYS_PER_CREDIT);
}

const SAJU_DATE_SELECTION = feature('saju-date-selection', 1);
/** A pillar of these answers is its hanja and Korean reading: GraphQL has its stem and branch objects beside them. */
const PILLARS_AS_TEXT = ['Pillar.stem', 'Pillar.branch'];
/** A stem or branch of these answers is written by its hanja, which its GraphQL id repeats. */
const SAJU_REST_OMITS = [...PILLARS_AS_TEXT, 'Stem.id', 'Branch.id'];
/** A saju body as the derived routes document it: enum values (gender) in lower case. */
const derivedPerson = (p: typeof sajuInput) => ({ ...p, gender: p.gender.toLowerCase() });
const GRAPHQL_SHAPE =
  'The body is the GraphQL root field’s `input` with snake_case keys (a person: a saju body whose local mean time longitude is ' +
  '`local_mean_time_longitude`), plus `lang`; the answer is its data with snake_case keys and enum values in lower case.';

export const sajuOperations = [
  operation({
    name: 'sajuBasic',
    feature: feature('saju-basic', 1),
    rest: detail('/v1/saju/basic'),
    contract: true,
    tag: 'Saju',
    summary: 'Basic saju',
    description: `The four pillars, the ten-year luck cycles (대운) and the ten gods. ${SAJU_DESCRIPTION}`,
    example: sajuInput,
  }),
  operation({
    name: 'sajuAnalysis',
    feature: feature('saju-analysis', 2),
    rest: detail('/v1/saju/analysis'),
    contract: true,
    tag: 'Saju',
    summary: 'Full saju analysis',
    description: `Basic saju plus five elements, 12신살 and the comprehensive 신살 analysis. ${SAJU_DESCRIPTION}`,
    example: sajuInput,
  }),
  operation({
    name: 'sajuLuck',
    feature: SAJU_LUCK,
    rest: detail('/v1/saju/luck'),
    contract: false,
    tag: 'Saju',
    summary: 'Saju luck timelines (세운, 월운, 일운)',
    description:
      'An addition beyond the reference interface. The saju body plus the ranges: `years` 세운 from `from_year` ' +
      `(default ${LUCK_LIMITS.defaultYears} from the current year on the Seoul clock, at most ${LUCK_LIMITS.maxYears}), each from its 입춘 to the next ` +
      '(2024 is 甲辰 from 입춘 2024-02-04 17:27 KST); with `month_year` the twelve 월운 of that saju year, each from its 節; ' +
      `with \`from_date\` \`days\` 일운 (default 1, at most ${LUCK_LIMITS.maxDays}). Each entry has its ten gods and 12운성 against the day master, ` +
      'the 대운 in force and its interactions with the natal pillars and that 대운. ' +
      'The 일운 add 1 credit per 183 days. ' +
      SAJU_DESCRIPTION,
    example: { ...sajuInput, from_year: 2024, years: 3, month_year: 2024 },
  }),
  operation({
    name: 'sajuStructure',
    feature: feature('saju-structure', 2),
    rest: detail('/v1/saju/structure'),
    contract: false,
    tag: 'Saju',
    summary: 'Saju natal structure (강약, 용신, 격국)',
    description:
      'An addition beyond the reference interface. The saju body plus `useful_god_method` (eokbu, default, or johu): ' +
      'the relations among the four pillars (合, 沖, 刑, 破, 害, 원진), the strength of the day master (득령, 득지, 득세), ' +
      '용신, 희신 and 기신, the 격국 from the month branch, 태원, 명궁 and 신궁, and Korean sentences. ' +
      SAJU_DESCRIPTION,
    example: { ...sajuInput, useful_god_method: 'johu' },
  }),
  operation({
    name: 'sajuCompatibility',
    answer: 'graphql',
    restOmits: SAJU_REST_OMITS,
    restTextLang: true,
    // Two charts, their structures and ten years of 대운: priced against saju-analysis as synastry is
    // against natal-chart, and paid like synastry.
    feature: feature('saju-compatibility', 5, { free: false }),
    rest: detail('/v1/saju/compatibility'),
    contract: false,
    tag: 'Saju',
    summary: 'Saju compatibility (궁합)',
    description:
      'An addition beyond the reference interface. Two births (`first`, `second`, each a saju body) and `from_year`: ' +
      'the day stems (合, 生, 剋), the day and year branches (육합, 반합, 충, 형, 파, 해, 원진, 귀문), the share of each chart in the other’s 용신 element, ' +
      'the two 대운 over ten years, a score of 0–100 with its components, and texts. Symmetric: swapping the people gives the same score. ' +
      GRAPHQL_SHAPE,
    example: { first: derivedPerson(sajuInput), second: derivedPerson(sajuPartner), from_year: 2026 },
  }),
  operation({
    name: 'sajuDateSelection',
    answer: 'graphql',
    restOmits: SAJU_REST_OMITS,
    restTextLang: true,
    feature: SAJU_DATE_SELECTION,
    credits: ({ input }) => SAJU_DATE_SELECTION.credits * selectionPartsBegun(input),
    costNote: `1 credit per ${SELECTION_DAYS_PER_CREDIT} days of the span begun (at most ${DATE_SELECTION_DEFAULTS.maxDays} days)`,
    rest: detail('/v1/saju/date-selection'),
    contract: false,
    tag: 'Saju',
    summary: 'Saju date selection (택일)',
    description:
      `An addition beyond the reference interface. A span \`from\`–\`to\` (at most ${DATE_SELECTION_DEFAULTS.maxDays} days), a \`purpose\` ` +
      '(wedding, moving, opening, contract, travel, surgery), one or two `people` (saju bodies) and, for a move, its `direction`: every day ranked, ' +
      'with its 建除 officer, 黃道/黑道 spirit, 손, 月破/歲破, clashes with each person, 三殺 and 大將軍, 生氣福德 and the purpose’s 宜/忌 of 協紀辨方書, ' +
      'each reason with its points. ' +
      GRAPHQL_SHAPE,
    example: { from: '2026-03-01', to: '2026-05-31', purpose: 'moving', direction: 'south', people: [derivedPerson(sajuInput), derivedPerson(sajuPartner)], limit: 10 },
  }),
  operation({
    name: 'sajuYearly',
    answer: 'graphql',
    restOmits: SAJU_REST_OMITS,
    restTextLang: true,
    feature: feature('saju-yearly', 2),
    rest: detail('/v1/saju/yearly'),
    contract: false,
    tag: 'Saju',
    summary: 'Saju yearly reading (신년운세)',
    description:
      'An addition beyond the reference interface. A birth (`person`, a saju body) and a `year`: the year’s pillar from 입춘 and its twelve months ' +
      'from their 節, each with ten gods, 12운성, the 대운 in force and interactions, and texts (overall, work, money, relationships, health) ' +
      'each with the facts it rests on. ' +
      GRAPHQL_SHAPE,
    example: { person: derivedPerson(sajuInput), year: 2026 },
  }),
] as const;
