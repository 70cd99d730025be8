/**
 * POST /v1/saju/basic and POST /v1/saju/analysis (spec §2.1, §2.2, §4.1, §4.2): request schema,
 * variables, and the reshaping into the documented records. Detail-style errors (§7).
 */
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { birthDateCheck, boundedNumber, birthdateText, birthTimeText, fieldErrorText, type FieldError, personName } from '../validation.js';

const SAJU_GENDERS = ['M', 'F'];
import {
  SajuAnalysisDocument,
  SajuBasicDocument,
  SajuLuckDocument,
  SajuStructureDocument,
  type SajuLuckQuery,
  type SajuLuckEntryRecordFragment,
  type SajuStructureQuery,
  type SajuBasicQueryVariables,
  type SajuRecordFragment,
  type SajuAnalysisQuery,
  type StarRecordFragment,
  type BirthClockRecordFragment,
} from './generated/operations.js';
import { SajuAnalysisResponse, SajuBasicResponse, SajuLuckResponse, SajuStructureResponse } from './responses.js';
import { above, defineRoute, fail, lower, type RequestInfo, required } from './route.js';
import { birthClockRecord, birthTimeBodyFields, birthTimeInput, hasBirthTimeOption } from './birth-time.js';
import { operationByName } from '../operations/index.js';
import { sajuInput } from '../operations/examples.js';
import { textLang, textLangField } from './classical.js';
import { BRANCH_LABELS, ELEMENT_LABELS, EVIL_STAR_LABELS, HIDDEN_STEM_TYPE_LABELS, NOBLE_STAR_LABELS, SHINSAL_LABELS, STAGE_LABELS, STEM_LABELS, tenGodText } from '../core/saju/labels.js';
import type { EarthlyBranch, FiveElement, HeavenlyStem, LifeStage, TenGod, TwelveShinsal } from './generated/operations.js';
import { LUCK_FIRST_YEAR, LUCK_LAST_YEAR, LUCK_LIMITS } from '../core/saju/luck.js';
import { SAJU_ZONE } from '../core/saju/birth-clock.js';
import { USEFUL_GOD_METHODS, type UsefulGodMethod } from '../core/saju/strength.js';
import { DateTime } from 'luxon';

// The saju enums written as the records document them, from the locale tables (src/core/saju/labels.ts).
const god = (value: TenGod) => tenGodText(lower(value));
const element = (value: FiveElement) => ELEMENT_LABELS[lower(value)].ko;
const stage = (value: LifeStage) => STAGE_LABELS[lower(value)].ko;
/** A branch as the answers write it: its character (子 … 亥). */
const branch = (value: EarthlyBranch) => BRANCH_LABELS[lower(value)].hanja;
const stemHanja = (value: HeavenlyStem) => STEM_LABELS[lower(value)].hanja;
const shinsal = (list: { branch: EarthlyBranch; shinsal: TwelveShinsal }[]) =>
  list.map((s) => ({ branch: branch(s.branch), shinsal: SHINSAL_LABELS[lower(s.shinsal)].ko }));

const GENDER_MESSAGE = 'gender must be M or F';

/** The fields of a saju birth, which the luck and structure bodies extend. */
const sajuFields = z
  .object({
    name: personName.meta({ description: 'The person’s name, at most 100 characters' }),
    birthdate: birthdateText.meta({ description: 'Birth date YYYY-MM-DD: solar (1899-02-10 … 2102-02-16), or Korean lunar (1900–2100) with is_lunar' }),
    is_lunar: z.boolean().optional().meta({ description: 'birthdate is a Korean (KASI) lunar date; default false' }),
    is_leap_month: z.boolean().optional().meta({ description: 'With is_lunar: the date is in the leap month; default false' }),
    birth_time: birthTimeText.nullish().meta({ description: 'HH:MM, 24-hour, on the Korean clock (Asia/Seoul history); omit or null when unknown (the hour pillar is then null)' }),
    gender: z
      .string()
      .refine((g) => g === 'M' || g === 'F', { message: GENDER_MESSAGE })
      .meta({ description: 'M or F (upper case): decides the direction of the 대운', enum: SAJU_GENDERS }),
    ...birthTimeBodyFields,
    daeun_count: z.enum(['exact', 'day_hour']).optional().meta({
      description: 'How the 대운 start is counted: exact (default: to the minute, 4320 min = 1 year) or day_hour (calendar days and 時辰, lunar-javascript sect 1)',
    }),
  });
// A date the calendar tables cannot serve is refused here, before anything runs.
export const sajuBody = sajuFields.superRefine(birthDateCheck);
type SajuBody = z.infer<typeof sajuBody>;

/**
 * The routes with interpretive texts (analysis, luck, structure) take `lang` (ko or en, else
 * Accept-Language, else ko); basic has no texts, and saju/svg adds its own `lang` for the labels.
 */
const withTextLang = { lang: textLangField };
export const sajuAnalysisBody = sajuFields.extend(withTextLang).superRefine(birthDateCheck);

export const variables = (body: SajuBody): SajuBasicQueryVariables => ({
  input: {
    name: body.name,
    birthdate: body.birthdate,
    isLunar: body.is_lunar,
    isLeapMonth: body.is_leap_month,
    birthTime: body.birth_time,
    gender: body.gender,
    ...birthTimeInput(body),
    ...(body.daeun_count ? { daeunCount: body.daeun_count === 'day_hour' ? ('DAY_HOUR' as const) : ('EXACT' as const) } : {}),
  },
  // The birth_clock block only with an option, so that documented answers do not change.
  withBirthClock: hasBirthTimeOption(body) || body.daeun_count !== undefined,
});
/** birth_clock when the operation asked for it. */
const withClock = (c: { birthClock?: BirthClockRecordFragment | null }) => (c.birthClock ? { birth_clock: birthClockRecord(c.birthClock) } : {});

/** The spec's gender text; the field-error text for everything else. */
function sajuFieldError(error: FieldError): ApiError {
  if (error.path[0] === 'gender' && error.reason === GENDER_MESSAGE) return new ApiError(400, 'INVALID_GENDER', GENDER_MESSAGE);
  return new ApiError(400, 'INVALID_REQUEST', fieldErrorText(error));
}

/** saju, daeun and ten_gods (spec §2.2). */
function basicRecord(chart: SajuRecordFragment) {
  const { year, month, day, hour } = chart.pillars;
  const t = chart.tenGods;
  return {
    saju: {
      year_stem: stemHanja(year.stem.id),
      year_branch: branch(year.branch.id),
      month_stem: stemHanja(month.stem.id),
      month_branch: branch(month.branch.id),
      day_stem: stemHanja(day.stem.id),
      day_branch: branch(day.branch.id),
      hour_stem: hour ? stemHanja(hour.stem.id) : null,
      hour_branch: hour ? branch(hour.branch.id) : null,
    },
    daeun: {
      years: chart.daeun.years,
      start_date: chart.daeun.startDate,
      is_forward: chart.daeun.isForward,
      daeun_list: chart.daeun.periods.map((p) => ({ age: p.age, pillar: p.pillar.hanja })),
    },
    ten_gods: {
      Year_Stem: god(t.yearStem),
      Year_Branch: god(t.yearBranch),
      Month_Stem: god(t.monthStem),
      Month_Branch: god(t.monthBranch),
      Day_Stem: god(t.dayStem),
      Day_Branch: god(t.dayBranch),
      Hour_Stem: t.hourStem === null ? null : god(t.hourStem),
      Hour_Branch: t.hourBranch === null ? null : god(t.hourBranch),
    },
    ...withClock(chart),
  };
}

const star = ({ name, koreanName, reference, location, meaning }: StarRecordFragment) => ({
  name,
  korean_name: koreanName,
  reference,
  location,
  meaning,
});
type Comprehensive = SajuAnalysisQuery['sajuAnalysis']['comprehensive'];
/** noble_stars and evil_stars are keyed by the stars' Korean names (labels.ts). */
const nobleStars = (groups: Comprehensive['nobleStars']) =>
  Object.fromEntries(groups.map((g) => [NOBLE_STAR_LABELS[lower(g.id)].ko, g.stars.map((s) => ({ ...star(s), impact: required(s.impact) }))]));
const evilStars = (groups: Comprehensive['evilStars']) =>
  Object.fromEntries(groups.map((g) => [EVIL_STAR_LABELS[lower(g.id)].ko, g.stars.map((s) => ({ ...star(s), warning: required(s.warning) }))]));

/** five_elements, shinsal and comprehensive_shinsal (spec §2.2). */
function analysisRecord(chart: SajuAnalysisQuery['sajuAnalysis']) {
  const { strength } = chart.fiveElements;
  const c = chart.comprehensive;
  const a = c.overallAssessment;
  return {
    ...basicRecord(chart),
    five_elements: {
      strength: {
        [ELEMENT_LABELS.wood.ko]: strength.wood,
        [ELEMENT_LABELS.fire.ko]: strength.fire,
        [ELEMENT_LABELS.earth.ko]: strength.earth,
        [ELEMENT_LABELS.metal.ko]: strength.metal,
        [ELEMENT_LABELS.water.ko]: strength.water,
      },
      day_element: element(chart.fiveElements.dayElement),
      total_score: chart.fiveElements.totalScore,
    },
    shinsal: { year_shinsal: shinsal(chart.shinsal.year), day_shinsal: shinsal(chart.shinsal.day) },
    comprehensive_shinsal: {
      twelve_stages: c.twelveStages.map((s) => ({ pillar: s.pillar, stem: stemHanja(s.stem), branch: branch(s.branch), stage: stage(s.stage), energy: s.energy })),
      hidden_stems: Object.fromEntries(
        c.hiddenStems.map((h) => [branch(h.branch), h.stems.map((s) => ({ stem: stemHanja(s.stem), type: HIDDEN_STEM_TYPE_LABELS[lower(s.type)].ko, days: s.days }))] as const),
      ),
      noble_stars: nobleStars(c.nobleStars),
      evil_stars: evilStars(c.evilStars),
      naeum_elements: c.naeumElements,
      overall_assessment: {
        귀인_수: a.nobleCount,
        신살_수: a.shinsalCount,
        주요_특징: a.mainFeatures,
        주의사항: a.cautions,
        활용방안: a.applications,
      },
    },
  };
}

/** The failures every saju body can meet. */
const sajuFailures = [
  fail('gender not M or F', { ...sajuInput, gender: 'X' }, 400, 'INVALID_GENDER', GENDER_MESSAGE),
  fail(
    'lunar date that does not exist',
    { ...sajuInput, birthdate: '1990-03-01', is_lunar: true, is_leap_month: true },
    400,
    'INVALID_LUNAR_DATE',
    '음력 날짜를 양력으로 변환할 수 없습니다: 음력 1990년에는 윤3월이 없습니다',
  ),
];

export const sajuBasicRoute = defineRoute({
  operation: operationByName.sajuBasic,
  failures: sajuFailures,
  response: SajuBasicResponse,
  document: SajuBasicDocument,
  body: sajuBody,
  variables,
  shape: (data) => basicRecord(data.sajuBasic),
  invalidField: sajuFieldError,
});

export const sajuAnalysisRoute = defineRoute({
  operation: operationByName.sajuAnalysis,
  failures: sajuFailures,
  response: SajuAnalysisResponse,
  document: SajuAnalysisDocument,
  body: sajuAnalysisBody,
  variables: (body: z.infer<typeof sajuAnalysisBody>, request?: RequestInfo) => ({ ...variables(body), lang: textLang(body.lang, request) }),
  shape: (data) => analysisRecord(data.sajuAnalysis),
  invalidField: sajuFieldError,
});

// ── Luck timelines and structure (additions beyond the reference interface) ────────────────────

const luckYear = (what: string) =>
  boundedNumber(String(LUCK_FIRST_YEAR), String(LUCK_LAST_YEAR), { int: true }).optional().meta({ description: what });

export const sajuLuckBody = sajuFields
  .extend({
    from_year: luckYear(`First year of the 세운, ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}; default the current year on the Seoul clock`),
    years: boundedNumber('1', String(LUCK_LIMITS.maxYears), { int: true })
      .optional()
      .meta({ description: `Number of 세운 years from from_year, 1–${LUCK_LIMITS.maxYears}; default ${LUCK_LIMITS.defaultYears}` }),
    month_year: luckYear(`Adds the twelve 월운 of the saju year that 입춘 of this year starts (寅 … 丑), ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}; omitted: no months`),
    from_date: birthdateText.optional().meta({ description: 'Adds the 일운 from this date on, YYYY-MM-DD (an existing date); omitted: no days' }),
    days: boundedNumber('1', String(LUCK_LIMITS.maxDays), { int: true })
      .optional()
      .meta({ description: `With from_date: number of 일운 days, 1–${LUCK_LIMITS.maxDays}; default 1. Each 183 days add 1 credit` }),
    ...withTextLang,
  })
  .superRefine(birthDateCheck);
type SajuLuckBody = z.infer<typeof sajuLuckBody>;

export const sajuStructureBody = sajuFields
  .extend({
    useful_god_method: z
      .enum(USEFUL_GOD_METHODS)
      .optional()
      .meta({ description: 'How the 용신 is chosen: eokbu (억부, default: drain a strong day master, help a weak one) or johu (조후: 水 for a summer month, 火 for a winter one, 억부 in spring and autumn)' }),
    ...withTextLang,
  })
  .superRefine(birthDateCheck);


const interaction = (x: SajuStructureQuery['sajuStructure']['interactions'][number]) => ({
  name: x.name,
  part: lower(x.part),
  characters: x.characters,
  places: x.places.map(lower),
  element: x.element && element(x.element),
  transforms: x.transforms,
  text: x.text,
});

const luckEntry = (e: SajuLuckEntryRecordFragment) => ({
  pillar: e.pillar.hanja,
  pillar_korean: e.pillar.korean,
  start: e.start,
  end: e.end,
  stem_ten_god: god(e.stemTenGod),
  branch_ten_god: god(e.branchTenGod),
  stage: stage(e.stage),
  daeun: e.daeun && { index: e.daeun.index, age: e.daeun.age, pillar: e.daeun.pillar.hanja, start: e.daeun.start },
  interactions: e.interactions.map(interaction),
});

function luckRecord(luck: SajuLuckQuery['sajuLuck']) {
  return {
    ...withClock(luck),
    years: luck.years.map((y) => ({ year: y.year, ...luckEntry(y) })),
    ...(luck.months ? { months: luck.months.map((m) => ({ year: m.year, month: m.month, jie: m.jie, ...luckEntry(m) })) } : {}),
    ...(luck.days ? { days: luck.days.map((d) => ({ date: d.date, ...luckEntry(d) })) } : {}),
  };
}

export const sajuLuckRoute = defineRoute({
  operation: operationByName.sajuLuck,
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
  response: SajuLuckResponse,
  document: SajuLuckDocument,
  body: sajuLuckBody,
  variables: (body: SajuLuckBody, request?: RequestInfo) => ({
    ...variables(body),
    lang: textLang(body.lang, request),
    fromYear: body.from_year ?? DateTime.now().setZone(SAJU_ZONE).year,
    years: body.years ?? LUCK_LIMITS.defaultYears,
    // The skipped blocks' required arguments still need values.
    monthYear: body.month_year ?? LUCK_FIRST_YEAR,
    withMonths: body.month_year !== undefined,
    fromDate: body.from_date ?? '',
    days: body.days ?? LUCK_LIMITS.defaultDays,
    withDays: body.from_date !== undefined,
  }),
  shape: (data) => luckRecord(data.sajuLuck),
  invalidField: sajuFieldError,
});

function structureRecord(s: SajuStructureQuery['sajuStructure']) {
  const g = s.strength.groups;
  const u = s.usefulGods;
  return {
    interactions: s.interactions.map(interaction),
    strength: {
      score: s.strength.score,
      category: s.strength.category,
      deukryeong: s.strength.deukryeong,
      deukji: s.strength.deukji,
      deukse: s.strength.deukse,
      groups: { 비겁: g.companion, 식상: g.output, 재성: g.wealth, 관성: g.officer, 인성: g.resource },
    },
    useful_gods: {
      method: lower(u.method),
      applied: lower(u.applied),
      useful: element(u.useful),
      useful_group: u.usefulGroup,
      favorable: element(u.favorable),
      unfavorable: element(u.unfavorable),
      reason: u.reason,
    },
    pattern: {
      name: s.pattern.name,
      ten_god: god(s.pattern.tenGod),
      stem: stemHanja(s.pattern.stem.id),
      basis: lower(s.pattern.basis),
      revealed_at: s.pattern.revealedAt.map(lower),
    },
    taewon: s.taewon.hanja,
    myeonggung: s.myeonggung?.hanja ?? null,
    singung: s.singung?.hanja ?? null,
    texts: s.texts,
    ...withClock(s),
  };
}

export const sajuStructureRoute = defineRoute({
  operation: operationByName.sajuStructure,
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
  response: SajuStructureResponse,
  document: SajuStructureDocument,
  body: sajuStructureBody,
  variables: (body: z.infer<typeof sajuStructureBody>, request?: RequestInfo) => ({
    ...variables(body),
    lang: textLang(body.lang, request),
    // Absent: the argument's default (SAJU_DEFAULTS.usefulGodMethod).
    usefulGodMethod: body.useful_god_method?.toUpperCase() as Uppercase<UsefulGodMethod> | undefined,
  }),
  shape: (data) => structureRecord(data.sajuStructure),
  invalidField: sajuFieldError,
});
