/**
 * POST /v1/saju/basic and POST /v1/saju/analysis (spec §2.1, §2.2, §4.1, §4.2): request schema,
 * variables, and the reshaping into the documented records. Detail-style errors (§7).
 */
import { z } from 'zod';
import { ApiError } from '../errors.js';
import { birthDateCheck, birthdateText, birthTimeText, fieldErrorText, type FieldError, personName } from '../validation.js';

const SAJU_GENDERS = ['M', 'F'];
import {
  SajuAnalysisDocument,
  SajuBasicDocument,
  type SajuBasicQueryVariables,
  type SajuRecordFragment,
  type SajuAnalysisQuery,
  type StarRecordFragment,
} from './generated/operations.js';
import { SajuAnalysisResponse, SajuBasicResponse } from '../openapi/responses.js';
import { defineRoute, member, required } from './route.js';
import { HIDDEN_STEM_TYPES } from '../core/saju/tables.js';
import { SELF, TEN_GOD_NAMES } from '../core/saju/ten-gods.js';

const god = (name: string) => member(TEN_GOD_NAMES, name);

const GENDER_MESSAGE = 'gender must be M or F';

export const sajuBody = z
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
  })
  // A date the calendar tables cannot serve is refused here, before anything runs.
  .superRefine(birthDateCheck);
type SajuBody = z.infer<typeof sajuBody>;

const variables = (body: SajuBody): SajuBasicQueryVariables => ({
  input: {
    name: body.name,
    birthdate: body.birthdate,
    isLunar: body.is_lunar,
    isLeapMonth: body.is_leap_month,
    birthTime: body.birth_time,
    gender: body.gender as 'M' | 'F',
  },
});

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
      year_stem: year.stem.hanja,
      year_branch: year.branch.hanja,
      month_stem: month.stem.hanja,
      month_branch: month.branch.hanja,
      day_stem: day.stem.hanja,
      day_branch: day.branch.hanja,
      hour_stem: hour?.stem.hanja ?? null,
      hour_branch: hour?.branch.hanja ?? null,
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
      Day_Stem: member([SELF], t.dayStem),
      Day_Branch: god(t.dayBranch),
      Hour_Stem: t.hourStem === null ? null : god(t.hourStem),
      Hour_Branch: t.hourBranch === null ? null : god(t.hourBranch),
    },
  };
}

const star = ({ name, koreanName, reference, location, meaning }: StarRecordFragment) => ({
  name,
  korean_name: koreanName,
  reference,
  location,
  meaning,
});
const nobleStars = (groups: { type: string; stars: StarRecordFragment[] }[]) =>
  Object.fromEntries(groups.map((g) => [g.type, g.stars.map((s) => ({ ...star(s), impact: required(s.impact) }))]));
const evilStars = (groups: { type: string; stars: StarRecordFragment[] }[]) =>
  Object.fromEntries(groups.map((g) => [g.type, g.stars.map((s) => ({ ...star(s), warning: required(s.warning) }))]));

/** five_elements, shinsal and comprehensive_shinsal (spec §2.2). */
function analysisRecord(chart: SajuAnalysisQuery['sajuAnalysis']) {
  const { strength } = chart.fiveElements;
  const c = chart.comprehensive;
  const a = c.overallAssessment;
  return {
    ...basicRecord(chart),
    five_elements: {
      strength: { 목: strength.wood, 화: strength.fire, 토: strength.earth, 금: strength.metal, 수: strength.water },
      day_element: chart.fiveElements.dayElement,
      total_score: chart.fiveElements.totalScore,
    },
    shinsal: { year_shinsal: chart.shinsal.year, day_shinsal: chart.shinsal.day },
    comprehensive_shinsal: {
      twelve_stages: c.twelveStages,
      hidden_stems: Object.fromEntries(
        c.hiddenStems.map((h) => [h.branch, h.stems.map((s) => ({ ...s, type: member(HIDDEN_STEM_TYPES, s.type) }))]),
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

export const sajuBasicRoute = defineRoute({
  method: 'POST',
  path: '/v1/saju/basic',
  response: SajuBasicResponse,
  feature: 'saju-basic',
  style: 'detail',
  document: SajuBasicDocument,
  body: sajuBody,
  variables,
  shape: (data) => basicRecord(data.sajuBasic),
  invalidField: sajuFieldError,
});

export const sajuAnalysisRoute = defineRoute({
  method: 'POST',
  path: '/v1/saju/analysis',
  response: SajuAnalysisResponse,
  feature: 'saju-analysis',
  style: 'detail',
  document: SajuAnalysisDocument,
  body: sajuBody,
  variables,
  shape: (data) => analysisRecord(data.sajuAnalysis),
  invalidField: sajuFieldError,
});
