/**
 * POST /v1/jami/analysis (spec §2.3, §2.4, §4.3): the request, the variables and the result, which
 * the spec wraps as {"success": <record>}: the spec's Korean keys, in its order, built here from the
 * chart's typed GraphQL blocks. Detail-style errors (§7): missing required fields → 422
 * "Missing required fields: …", everything else 400.
 */
import { z } from 'zod';
import { ZASI_CONVENTIONS } from '../core/saju/pillars.js';
import { GENDER_SPELLINGS } from '../core/jami/chart.js';
import { ApiError } from '../errors.js';
import {
  birthDateCheck, birthdateText, birthTimeText, fieldErrorText, ganjiText, GENDER_MESSAGE, horoscopeDate, jamiGender, type FieldError, personName,
} from '../validation.js';
import {
  JamiAnalysisDocument,
  JamiHoroscopeDocument,
  type JamiHoroscopeQuery,
  type JamiScopeRecordFragment,
  type JamiAnalysisQueryVariables,
  type JamiAnnualRecordFragment,
  type JamiBranchRelationRecordFragment,
  type JamiNamedBranchRecordFragment,
  type EarthlyBranch,
  type JamiPalaceId,
  type JamiPeriodRecordFragment,
  type JamiMutagen,
  type JamiRecordFragment,
  type JamiStarId,
} from './generated/operations.js';
import { JamiHoroscopeResponse, JamiResponse } from './responses.js';
import { defineRoute, lower, member, required, fail } from './route.js';
import { operationByName } from '../operations/index.js';
import { sajuInput } from '../operations/examples.js';
import { textLang, textLangField } from './classical.js';
import { birthClockRecord, birthTimeBodyFields, birthTimeInput, hasBirthTimeOption } from './birth-time.js';
import {
  BOSHI_12, CHANGSHENG_12, JIANGQIAN_12, MAIN_STARS, SUIQIAN_12, type StarId,
} from '../core/jami/tables.js';
import { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS, type BrightnessKo, type PalaceKo, type StarKo } from '../core/jami/labels.js';
import { MALEFIC_MINORS, SINGLE_BRANCH_STARS, branchKo } from './responses/jami.js';
import { SANHE, SANXING, LIUCHONG, LIUHE } from '../core/jami/interpret-tables.js';
import { BRANCH_IDS, MUTAGENS } from '../core/jami/types.js';
import type { BranchKo } from '../core/saju/ganzhi.js';

const REQUIRED = ['name', 'birthdate', 'birth_time', 'gender'] as const;
const MISSING = 'Missing required fields: ';

/** Required fields are checked together so that the 422 can list every missing one. */
const inputData = z
  .object({
    name: personName.optional().meta({ description: 'The person’s name, at most 100 characters (required)' }),
    birthdate: birthdateText.optional().meta({ description: 'Birth date YYYY-MM-DD, solar unless is_lunar (required)' }),
    is_lunar: z.boolean().optional().meta({ description: 'birthdate is a Korean lunar date; default false' }),
    is_leap_month: z.boolean().optional().meta({ description: 'With is_lunar: the date is in the leap month; default false' }),
    birth_time: birthTimeText.optional().meta({ description: 'Birth time HH:MM, 24-hour, clock time as given (required)' }),
    gender: jamiGender.optional().meta({
      description: `Gender, in one of these spellings: ${GENDER_SPELLINGS.join(', ')} (yang = male, yin = female; required)`,
      enum: [...GENDER_SPELLINGS],
    }),
  })
  .superRefine((data, ctx) => {
    const missing = REQUIRED.filter((field) => data[field] === undefined || data[field] === null);
    if (missing.length) ctx.addIssue({ code: 'custom', message: MISSING + missing.join(', ') });
    // A date the calendar table cannot serve is refused here, before anything runs.
    else birthDateCheck(data, ctx);
  });

export const jamiBody = z
  .object({
    input_data: inputData
      .optional()
      .meta({ description: 'The birth (required); fields missing from it are listed together in a 422' }),
    target_year_ganji: ganjiText.nullish().meta({
      description: 'Korean stem-branch name of a year, e.g. 갑진 (the year of that name nearest to 2026): adds the annual (유년) keys',
      example: '갑진',
    }),
  })
  .superRefine((body, ctx) => {
    if (!body.input_data) ctx.addIssue({ code: 'custom', message: `${MISSING}input_data`, path: ['input_data'] });
  });
/**
 * /analysis adds the language of its texts (the picture route extends jamiBody with its own lang of
 * labels) and the birth-time options (docs/jami.md §1.1).
 */
const jamiAnalysisBody = jamiBody.safeExtend({ lang: textLangField, ...birthTimeBodyFields });
type JamiBody = z.infer<typeof jamiAnalysisBody>;

function jamiFieldError(error: FieldError): ApiError {
  if (error.reason.startsWith(MISSING)) return new ApiError(422, 'MISSING_FIELDS', error.reason);
  if (error.reason === GENDER_MESSAGE) return new ApiError(400, 'INVALID_GENDER', GENDER_MESSAGE);
  return new ApiError(400, 'INVALID_REQUEST', fieldErrorText(error));
}

// ── The record of spec §2.4 ───────────────────────────────────────────────────────────────────

type JamiRecord = z.input<typeof JamiResponse>['success'];

/** A GraphQL branch or palace as the record names it: 자 … 해 (saju's branch labels), 명궁 … 부모궁 (labels.ts). */
const branch = (value: EarthlyBranch) => branchKo(lower(value));
const branches = (values: readonly EarthlyBranch[]) => values.map(branch);
const palace = (value: JamiPalaceId): PalaceKo => PALACE_LABELS[lower(value)].ko;
const MUTAGEN_NAMES = MUTAGENS.map((m) => MUTAGEN_LABELS[m].ko);
/** A GraphQL transformation as the record names it: 화록 … 화기 (the chart's), or 록 … 기 (periods and years: `short`). */
const mutagenKo = (type: JamiMutagen) => MUTAGEN_LABELS[lower(type)].ko;
const shortMutagenKo = (type: JamiMutagen) => MUTAGEN_LABELS[lower(type)].short.ko;
const starKo = (id: JamiStarId) => STAR_LABELS[lower(id)].ko;
const names = <N extends string>(list: readonly { name: N }[]) => list.map((x) => x.name);
const PUNISHMENTS = names(SANXING);
const CLASHES = names(LIUCHONG);
const THREE_HARMONIES = names(SANHE);
const SIX_HARMONIES = names(LIUHE);

/**
 * A record over a closed set of keys from a list in its order (the core's table order, which the
 * spec's keys follow); every key must be there once.
 */
function keyed<K extends string, T, V>(keys: readonly K[], list: readonly T[], key: (x: T) => string, value: (x: T) => V): Record<K, V> {
  const record = {} as Record<K, V>;
  for (const x of list) record[member(keys, key(x))] = value(x);
  if (list.length !== keys.length || Object.keys(record).length !== keys.length) throw new Error(`Expected the keys ${keys.join(', ')}`);
  return record;
}

const nameToBranch = <K extends string>(keys: readonly K[], list: readonly JamiNamedBranchRecordFragment[]) =>
  keyed(keys, list, (x) => x.name, (x) => branch(x.branch));

/** The palaces counted from a period's 명궁 → their branches, keyed by the palaces' Korean names. */
function palaceBranches(list: readonly { palace: JamiPalaceId; branch: EarthlyBranch }[]) {
  const record = {} as Record<PalaceKo, BranchKo>;
  for (const x of list) record[palace(x.palace)] = branch(x.branch);
  return record;
}

/** 록 권 과 기: the period and annual 사화 keys (the GraphQL `type` of their transformations). */
const SAHWA_KEYS = ['록', '권', '과', '기'] as const;

function jamiRecord(c: JamiRecordFragment, annual: JamiAnnualRecordFragment | null | undefined): JamiRecord {
  const at = new Map(c.stars.map((s) => [lower(s.id), branch(s.branch)]));
  const star = (id: StarId) => required(at.get(id));
  /** Stars → their branches, keyed by the stars' Korean names (labels.ts). */
  const stars = <S extends StarId>(list: readonly S[]) => {
    const record = {} as Record<(typeof STAR_LABELS)[S]['ko'], BranchKo>;
    for (const id of list) {
      const name: (typeof STAR_LABELS)[S]['ko'] = STAR_LABELS[id].ko;
      record[name] = star(id);
    }
    return record;
  };
  const palaceOn = new Map(c.palaces.map((p) => [branch(p.branch), palace(p.id)]));
  const ganji = {} as Record<PalaceKo, string>;
  for (const p of c.palaces) ganji[palace(p.id)] = p.ganji;
  const u = c.unplacedStars;
  const g = c.twelveGods;
  const relation = (r: JamiBranchRelationRecordFragment) => ({ 궁위: branches(r.branches), 발생: r.occurs, 관련궁: r.palaces.map(palace) });
  const f = c.fortune;
  const record: JamiRecord = {
    납음오행: c.naeum,
    국수: c.bureau,
    명궁: branch(c.lifePalaceBranch),
    십이궁: ganji,
    자미: star('ziwei'),
    '14정성 및 보좌성': stars(MAIN_STARS),
    문창문곡: [star('wenchang'), star('wenqu')],
    녹존타라경양: stars(['lucun', 'tuoluo', 'qingyang']),
    천마: star('tianma'),
    화성영성지공지겁: stars(['huoxing', 'lingxing', 'dikong', 'dijie']),
    천월: [star('tiankui'), star('tianyue')],
    화성영성관계: c.fireBellRelation,
    지공지겁관계: c.voidRelation,
    사화: keyed(MUTAGEN_NAMES, c.transformations, (t) => mutagenKo(t.type), (t) => starKo(t.star)),
    천형천요천공: stars(['tianxing', 'tianyao', 'tiankong']),
    순공: branches(u.xunkong),
    절공: [star('jielu'), star('kongwang')],
    ...stars(SINGLE_BRANCH_STARS),
    대모: branch(u.dahao),
    항지: star('xianchi'),
    홍염: branch(u.hongyan),
    ...stars(MALEFIC_MINORS),
    천관천복: [star('tianguan'), star('tianfu_blessing')],
    천주: [star('tianchu')],
    홍란천희: [star('hongluan'), star('tianxi')],
    천곡천허: [star('tianku'), star('tianxu')],
    고신과수: [star('guchen'), star('guasu')],
    겁살화개: [branch(u.jiesha), star('huagai')],
    천상천사: [required(palaceOn.get(star('tianshang'))), required(palaceOn.get(star('tianshi')))],
    장생십이신: nameToBranch(CHANGSHENG_12, g.changsheng),
    박사십이신: nameToBranch(BOSHI_12, g.boshi),
    세전십이신: nameToBranch(SUIQIAN_12, g.suiqian),
    장전십이신: nameToBranch(JIANGQIAN_12, g.jiangqian),
    궁별_성_배치: starsByBranch(c.stars),
    성_밝기: brightStars(c.stars),
    형충관계: {
      삼형: keyed(PUNISHMENTS, c.relations.punishments, (r) => r.name, relation),
      육충: keyed(CLASHES, c.relations.clashes, (r) => r.name, relation),
      삼합: keyed(THREE_HARMONIES, c.relations.threeHarmonies, (r) => r.name, (r) => branches(r.branches)),
      육합: keyed(SIX_HARMONIES, c.relations.sixHarmonies, (r) => r.name, (r) => branches(r.branches)),
    },
    격국: {
      주요격국: c.patterns.main,
      특수격국: { 명칭: c.patterns.specialName, 설명: c.patterns.specialDescription, 길흉: c.patterns.specialVerdict },
      보조격국: c.patterns.auxiliary,
    },
    운세_평가: {
      전체_운: f.overall,
      세부: { 재물운: f.wealth, 직업운: f.career, 감정운: f.love, 건강운: f.health, 대인운: f.relationships, 학업운: f.study },
      종합_평가: f.summary,
    },
    대한: Object.fromEntries(c.periods.map((p) => [p.ganji, period(p)])),
  };
  return annual ? Object.assign(record, annualRecord(annual)) : record;
}

/** 궁별_성_배치: branch → its stars in iztro's order, a birth-year transformation written as 거문(화록). */
function starsByBranch(stars: JamiRecordFragment['stars']): Record<BranchKo, string[]> {
  const record = {} as Record<BranchKo, string[]>;
  for (const b of BRANCH_IDS) record[branchKo(b)] = [];
  for (const s of stars) {
    const name = starKo(s.id);
    record[branch(s.branch)].push(s.transformation ? `${name}(${mutagenKo(s.transformation)})` : name);
  }
  return record;
}

/** 성_밝기: each star with a brightness where it sits → {위치, 밝기}, in iztro's order. */
function brightStars(stars: JamiRecordFragment['stars']) {
  const record: Partial<Record<StarKo, { 위치: BranchKo; 밝기: BrightnessKo }>> = {};
  for (const s of stars) {
    if (s.brightness) record[starKo(s.id)] = { 위치: branch(s.branch), 밝기: BRIGHTNESS_LABELS[lower(s.brightness)].ko };
  }
  return record;
}

/** A 대한 of the record. */
function period(p: JamiPeriodRecordFragment) {
  const i = p.interpretation;
  return {
    palace_branch: branch(p.palaceBranch),
    age_range: p.ageRange,
    original_palace_name: palace(p.originalPalace),
    daehan_palaces_branches: palaceBranches(p.palaces),
    daehan_sahwa: keyed(SAHWA_KEYS, p.transformations, (t) => shortMutagenKo(t.type), (t) =>
      ({ star: starKo(t.star), palace: branch(t.branch), is_jin: required(t.inField) })),
    inner_palaces: branches(p.innerPalaces),
    outer_palaces: branches(p.outerPalaces),
    secondary_occurrence_palaces: branches(p.secondaryOccurrencePalaces),
    problem_palaces: branches(p.problemPalaces),
    secondary_result_palaces: branches(p.secondaryResultPalaces),
    대한_해석: { 주요_특징: i.mainFeatures, 길운_요인: i.favorable, 주의사항: i.cautions, 중점_분야: i.focus },
  };
}

/** The 유년 keys of the record (with target_year_ganji). */
function annualRecord(a: JamiAnnualRecordFragment) {
  return {
    유년십이궁: a.palaces.map((p) => ({
      ganji: p.ganji,
      original_palace_name: palace(p.originalPalace),
      annual_palace_name: palace(p.annualPalace),
      branch: branch(p.branch),
    })),
    두군: branch(a.doujun),
    유년천괴천월: { 유괴: branch(a.kui), 유월: branch(a.yue) },
    유년녹존타라경양: { 유록존: branch(a.lucun), 유타라: branch(a.tuoluo), 유경양: branch(a.qingyang) },
    유년문창문곡: { 유창: branch(a.wenchang), 유곡: branch(a.wenqu) },
    유년사화: keyed(SAHWA_KEYS, a.transformations, (t) => shortMutagenKo(t.type), (t) => ({ star: starKo(t.star), palace: branch(t.branch) })),
    유년천마: branch(a.tianma),
    유년이차발생궁: branches(a.secondaryOccurrencePalaces),
    유년문제궁위: branches(a.problemPalaces),
    유년_주요사항: {
      재물_기회: a.wealthOpportunities,
      감정_변화: a.emotionalChanges,
      건강_주의: a.healthCautions,
      직업_전환: a.careerChanges,
    },
  };
}

/** The birth of a jami body as GraphQL's JamiInput: what the client sent (required fields are checked by the body schema). */
function jamiInput(d: NonNullable<JamiBody['input_data']>) {
  return {
    name: d.name!,
    birthdate: d.birthdate!,
    isLunar: d.is_lunar,
    isLeapMonth: d.is_leap_month,
    birthTime: d.birth_time!,
    gender: d.gender!,
  };
}

export const jamiAnalysisRoute = defineRoute({
  operation: operationByName.jamiChart,
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
    fail('unknown gender', { input_data: { ...sajuInput, gender: 'X' } }, 400, 'INVALID_GENDER', GENDER_MESSAGE),
  ],
  response: JamiResponse,
  document: JamiAnalysisDocument,
  body: jamiAnalysisBody,
  variables: (body: z.infer<typeof jamiAnalysisBody>, request): JamiAnalysisQueryVariables => {
    const { input_data, target_year_ganji, lang } = body;
    return {
      input: { ...jamiInput(input_data!), ...birthTimeInput(body) },
      // The birth_clock block only with an option, so that documented answers do not change.
      withBirthClock: hasBirthTimeOption(body),
      lang: textLang(lang, request),
      // Without a target year the annual view is skipped (its argument keeps the document's default).
      ...(target_year_ganji ? { targetYearGanji: target_year_ganji } : {}),
      withAnnual: Boolean(target_year_ganji),
    };
  },
  shape: ({ jamiChart }) => ({
    success: jamiRecord(jamiChart, jamiChart.annual),
    ...(jamiChart.birthClock ? { birth_clock: birthClockRecord(jamiChart.birthClock) } : {}),
  }),
  invalidField: jamiFieldError,
});

// ── POST /v1/jami/horoscope (an addition beyond the reference interface) ──────────────────────


export const jamiHoroscopeBody = z
  .object({
    input_data: inputData
      .optional()
      .meta({ description: 'The birth (required); fields missing from it are listed together in a 422' }),
    date: horoscopeDate.optional().meta({ description: 'Solar date YYYY-MM-DD of the horoscope, 1899-02-10 … 2102-02-16 (required)', example: '2024-06-15' }),
    time: birthTimeText.optional().meta({ description: 'HH:MM on the clock: its two-hour branch decides the 유시; default 00:00 (子)' }),
    ...birthTimeBodyFields,
    zasi: z.enum(ZASI_CONVENTIONS).optional().meta({
      description: 'How 23:00–23:59 is read, for the birth and for time: split (default: the day stays, the hour is the next day’s 子), jasi (the day changes at 23:00) or midnight (the same day’s 子)',
    }),
  })
  .superRefine((body, ctx) => {
    const missing = (['input_data', 'date'] as const).filter((field) => body[field] === undefined);
    if (missing.length) ctx.addIssue({ code: 'custom', message: MISSING + missing.join(', '), path: [missing[0]] });
  });
type JamiHoroscopeBody = z.infer<typeof jamiHoroscopeBody>;

type Horoscope = JamiHoroscopeQuery['jamiHoroscope'];
const scope = (v: JamiScopeRecordFragment) => ({
  name: v.name,
  ganji: v.ganji,
  life_palace_branch: branch(v.lifePalaceBranch),
  natal_palace: palace(v.natalPalace),
  palaces: v.palaces.map((p) => ({ name: palace(p.palace), branch: branch(p.branch) })),
  transformations: v.transformations.map((t) => ({
    mutagen: mutagenKo(t.mutagen),
    star: starKo(t.star),
    branch: branch(t.branch),
    natal_palace: palace(t.natalPalace),
    scope_palace: palace(t.scopePalace),
  })),
});
const movingStars = (stars: readonly { name: string; branch: EarthlyBranch }[]) => Object.fromEntries(stars.map((s) => [s.name, branch(s.branch)]));

function horoscopeRecord(h: Horoscope) {
  const d = h.decadal;
  return {
    date: h.date,
    time_index: h.timeIndex,
    zasi: lower(h.zasi),
    lunar_date: h.lunarDate,
    lunar_is_leap_month: h.lunarIsLeapMonth,
    age: h.age,
    year_pillar: h.yearPillar.hanja,
    month_pillar: h.monthPillar.hanja,
    day_pillar: h.dayPillar.hanja,
    hour_pillar: h.hourPillar.hanja,
    decadal: d && { ...scope(d), childhood: d.childhood, age_from: d.ageFrom, age_to: d.ageTo, stars: movingStars(d.stars) },
    minor: h.minor && { ...scope(h.minor), age: h.minor.age },
    yearly: { ...scope(h.yearly), year: h.yearly.year, stars: movingStars(h.yearly.stars), jieshen: branch(h.yearly.jieshen) },
    monthly: { ...scope(h.monthly), stars: movingStars(h.monthly.stars) },
    daily: { ...scope(h.daily), stars: movingStars(h.daily.stars) },
    hourly: { ...scope(h.hourly), stars: movingStars(h.hourly.stars) },
    ...(h.birthClock ? { birth_clock: birthClockRecord(h.birthClock) } : {}),
  };
}

export const jamiHoroscopeRoute = defineRoute({
  operation: operationByName.jamiHoroscope,
  failures: [
    fail('required fields missing', { input_data: { name: '홍길동', birthdate: '1990-05-15' }, date: '2024-06-15' }, 422, 'MISSING_FIELDS', 'Missing required fields: birth_time, gender'),
    fail('date missing', { input_data: sajuInput }, 422, 'MISSING_FIELDS', 'Missing required fields: date'),
    fail('unknown gender', { input_data: { ...sajuInput, gender: 'X' }, date: '2024-06-15' }, 400, 'INVALID_GENDER', GENDER_MESSAGE),
    fail(
      'malformed time',
      { input_data: sajuInput, date: '2024-06-15', time: '25:00' },
      400,
      'INVALID_REQUEST',
      fieldErrorText({ path: ['time'], reason: 'invalid time format, use HH:MM' }),
    ),
  ],
  response: JamiHoroscopeResponse,
  document: JamiHoroscopeDocument,
  body: jamiHoroscopeBody,
  variables: (body: JamiHoroscopeBody) => ({
    input: { ...jamiInput(body.input_data!), ...birthTimeInput(body) },
    date: body.date!,
    ...(body.time ? { time: body.time } : {}),
    // The birth_clock block only with an option, so that documented answers do not change.
    withBirthClock: hasBirthTimeOption(body),
  }),
  shape: ({ jamiHoroscope }) => horoscopeRecord(jamiHoroscope),
  invalidField: jamiFieldError,
});

