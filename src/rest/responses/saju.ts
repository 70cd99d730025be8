/**
 * The saju records: saju/basic (pillars, 대운, ten gods, birth_clock) and saju/analysis.
 */
import { ZASI_CONVENTIONS } from '../../core/saju/pillars.js';
import { ZONE_SOURCES } from '../../core/saju/birth-clock.js';
import { z } from 'zod';
import { BRANCH_IDS, ELEMENTS, STEM_IDS } from '../../core/saju/ganzhi.js';
import { BRANCH_LABELS, ELEMENT_LABELS, HIDDEN_STEM_TYPE_LABELS, STEM_LABELS, elementOfKorean, tenGodText } from '../../core/saju/labels.js';
import { HIDDEN_STEM_TYPES } from '../../core/saju/tables.js';
import { SELF, TEN_GOD_NAMES } from '../../core/saju/ten-gods.js';
import { bool, fixedKeys, int, labelEnum, num, recordOf, ref, str, strings, fieldText } from './common.js';

// ── Saju ─────────────────────────────────────────────────────────────────────────────────────

export const stem = (description: string) => labelEnum(STEM_IDS, (id) => STEM_LABELS[id].hanja).meta({ description });
const hanjaBranch = (description: string) => labelEnum(BRANCH_IDS, (id) => BRANCH_LABELS[id].hanja).meta({ description });
export const NO_TIME = 'null without birth_time';

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
      .meta({ description: fieldText('Daeun.periods') }),
  })
  .meta({ id: 'Daeun', description: 'The ten-year luck periods (대운)' });

export const tenGod = (description: string) => labelEnum(TEN_GOD_NAMES, tenGodText).meta({ description });
const TenGods = z
  .strictObject({
    Year_Stem: tenGod('Ten god of the year stem'),
    Year_Branch: tenGod('Ten god of the year branch'),
    Month_Stem: tenGod('Ten god of the month stem'),
    Month_Branch: tenGod('Ten god of the month branch'),
    Day_Stem: z.literal(tenGodText(SELF)).meta({ description: 'The day stem itself: always 主 (the day master)' }),
    Day_Branch: tenGod('Ten god of the day branch'),
    Hour_Stem: tenGod(`Ten god of the hour stem; ${NO_TIME}`).nullable().meta({ description: `Ten god of the hour stem; ${NO_TIME}` }),
    Hour_Branch: tenGod(`Ten god of the hour branch; ${NO_TIME}`).nullable().meta({ description: `Ten god of the hour branch; ${NO_TIME}` }),
  })
  .meta({ id: 'TenGods', description: 'The ten gods (십신) relative to the day stem; a branch counts as its main hidden stem (정기)' });

/** The birth_clock block (src/rest/birth-time.ts, docs/saju.md §3.1): only with a birth-time option. */
const BirthClock = z
  .strictObject({
    instant_utc: str(fieldText('BirthClock.instantUtc')),
    timezone: str('The IANA zone birth_time was read on (Asia/Seoul unless birth_place says otherwise)'),
    timezone_source: z.enum(ZONE_SOURCES).meta({ description: 'korea (default), named (birth_place.timezone) or coordinates (found from birth_place)' }),
    clock_time: str(fieldText('BirthClock.clockTime')),
    daylight_saving_minutes: num('Daylight saving in the clock’s offset, minutes; removed for the day and hour'),
    standard_offset: str(fieldText('BirthClock.standardOffset')),
    solar_time: z.enum(['standard', 'local_mean', 'true_solar']).meta({ description: 'The clock of the day and hour' }),
    longitude: z.number().nullable().meta({ description: fieldText('BirthClock.longitude') }),
    local_mean_time_minutes: z.number().nullable().meta({ description: fieldText('BirthClock.localMeanTimeMinutes') }),
    equation_of_time_minutes: z.number().nullable().meta({ description: fieldText('BirthClock.equationOfTimeMinutes') }),
    day_hour_clock: str(fieldText('BirthClock.dayHourClock')),
    zasi: z.enum(ZASI_CONVENTIONS).meta({ description: fieldText('BirthClock.zasi') }),
    warnings: strings(fieldText('BirthClock.warnings')),
  })
  .meta({ id: 'BirthClock', description: 'The time actually used: instant, clock, corrections in minutes, convention and warnings' });
export const birthClockField = {
  birth_clock: ref(BirthClock, 'Only when a birth-time option (zasi, solar_time, longitude, birth_place) is given: the time actually used').optional(),
};

const sajuBasicFields = {
  saju: ref(SajuPillars, 'The four pillars'),
  daeun: ref(Daeun, fieldText('SajuChart.daeun')),
  ten_gods: ref(TenGods, fieldText('SajuChart.tenGods')),
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
  korean_name: str(fieldText('Star.koreanName')),
  reference: str(fieldText('Star.reference')),
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
          pillar: str(fieldText('NaeumElement.pillar')),
          stem: stem("The pillar's stem character"),
          branch: hanjaBranch("The pillar's branch character"),
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
          type: labelEnum(HIDDEN_STEM_TYPES, (id) => HIDDEN_STEM_TYPE_LABELS[id].ko).meta({ description: '여기 (residual), 중기 (middle) or 정기 (main)' }),
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
          pillar: str(fieldText('NaeumElement.pillar')),
          ganzi: str('The pillar, e.g. 戊辰'),
          element: str('납음, e.g. 해중금'),
          meaning: str('Hanja name, image and element, e.g. 大林木: 큰 숲의 나무, 목(木) 기운'),
          character: str('The character it suggests, in Korean'),
        }),
      )
      .meta({ description: fieldText('ComprehensiveShinsal.naeumElements') }),
    overall_assessment: z
      .strictObject({
        귀인_수: int('귀인 entries found'),
        신살_수: int(fieldText('OverallAssessment.shinsalCount')),
        주요_특징: strings('Day master, strength, elements and 귀인, in Korean sentences'),
        주의사항: strings('흉살 and element imbalances to watch, in Korean sentences'),
        활용방안: strings('How to balance the weakest element and use the strong ones, in Korean sentences'),
      })
      .meta({ description: 'Counts and Korean texts summing up the chart' }),
  })
  .meta({ id: 'ComprehensiveShinsal', description: '12운성, hidden stems, 귀인 and 흉살, 납음 and the assessment' });

export const SajuAnalysisResponse = z
  .strictObject({
    ...sajuBasicFields,
    five_elements: z
      .strictObject({
        strength: fixedKeys(ELEMENTS.map((e) => ELEMENT_LABELS[e].ko), (k) => num(`${k} (${ELEMENT_LABELS[elementOfKorean(k)].en.toLowerCase()}): percent of total_score`)).meta({
          description: "Each element's share of total_score, percent",
        }),
        day_element: labelEnum(ELEMENTS, (e) => ELEMENT_LABELS[e].ko).meta({ description: fieldText('FiveElements.dayElement') }),
        total_score: num(fieldText('FiveElements.totalScore')),
      })
      .meta({ description: fieldText('SajuAnalysis.fiveElements') }),
    shinsal: z
      .strictObject({ year_shinsal: shinsalList('year'), day_shinsal: shinsalList('day') })
      .meta({ description: fieldText('SajuAnalysis.shinsal') }),
    comprehensive_shinsal: ref(ComprehensiveShinsal, fieldText('SajuAnalysis.comprehensive')),
  })
  .meta({ id: 'SajuAnalysisResponse', description: 'Basic saju plus five elements, 12신살 and the comprehensive analysis (no envelope)' });
