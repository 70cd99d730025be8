/**
 * Zi Wei Dou Shu (자미두수) as GraphQL types: palaces, stars with brightness and transformation,
 * ten-year periods, the annual view and the interpretive blocks, each resolved from the reading's
 * memoised parts (the main stars compute no periods, no patterns and no texts). Records over closed
 * sets (palaces, stages, relations) become lists of {name, …} in the record's order. The REST layer
 * builds the spec's Korean record (interface-spec §2.4) from these fields (src/rest/jami.ts).
 *
 * This file holds the input, the chart and the root fields; the types of each family are in
 * jami-palaces.ts (stars, palaces), jami-analysis.ts (periods, annual view, relations, scores),
 * jami-horoscope.ts (運限) and jami-flying-stars.ts (飛星), over the views of jami-views.ts.
 */
import { z } from 'zod';
import { GENDER_SPELLINGS, parseGender, type ZasiConvention } from '../core/jami/chart.js';
import { JAMI_DEFAULTS } from '../core/jami/defaults.js';
import { timeIndexOf } from '../core/jami/horoscope.js';
import { JamiReading } from '../core/jami/reading.js';
import { STAR_KINDS } from '../core/jami/types.js';
import type { SolarTime } from '../core/saju/birth-clock.js';
import { ELEMENT_LABELS } from '../core/saju/labels.js';
import { jamiSvg } from '../render/jami-svg.js';
import { birthdateText, birthTimeText, ganjiText, horoscopeDate, jamiGender, personName } from '../validation.js';
import { builder } from './builder.js';
import { BirthClockObject, ZasiEnum, birthTimeFields, clockOptions, hasBirthTimeOption, type BirthTimeArgs } from './birth-time.js';
import { AnnualObject, FortuneObject, PatternsObject, PeriodObject, RelationsObject, TwelveGodsObject } from './jami-analysis.js';
import { PalaceFlightsObject } from './jami-flying-stars.js';
import { HoroscopeObject, horoscopeOf } from './jami-horoscope.js';
import { BranchStarsObject, PalaceObject, StarBrightnessObject, StarObject, TransformationObject, UnplacedObject } from './jami-palaces.js';
import { EarthlyBranchEnum } from './saju-enums.js';
import { annualView, transformation, views } from './jami-views.js';
import { pictureField, svgField, textField } from './labels.js';

const JamiInput = builder.inputType('JamiInput', {
  description: 'A birth for a Zi Wei Dou Shu chart: name, date (solar, or Korean lunar with its leap flag), clock time in Korea and gender.',
  fields: (t) => ({
    name: t.string({ description: 'The person’s name (shown on the chart).', validate: { schema: personName } }),
    birthdate: t.string({ description: 'YYYY-MM-DD, solar unless isLunar (Korean calendar).', validate: { schema: birthdateText } }),
    isLunar: t.boolean({ required: false, defaultValue: JAMI_DEFAULTS.isLunar, description: 'Whether birthdate is a Korean lunar date.' }),
    isLeapMonth: t.boolean({ required: false, defaultValue: JAMI_DEFAULTS.isLeapMonth, description: 'With isLunar: the date is in the leap month.' }),
    birthTime: t.string({ description: 'HH:MM, clock time as given.', validate: { schema: birthTimeText } }),
    gender: t.string({ description: GENDER_SPELLINGS.join(', '), validate: { schema: jamiGender } }),
    zasi: t.field({
      type: ZasiEnum,
      required: false,
      defaultValue: JAMI_DEFAULTS.zasi,
      description: 'How a birth at 23:xx is read: SPLIT (default, iztro’s dayDivide forward: lunar day + 1 for the day-based stars), JASI (the next day’s 子 hour), MIDNIGHT (the same day’s 子 hour).',
    }),
    localMeanTimeLongitude: t.float({
      required: false,
      description: 'East longitude for local mean (or, with solarTime TRUE_SOLAR, true solar) time of the hour.',
      validate: { schema: z.number().min(-180).max(180) },
    }),
    ...birthTimeFields(t),
  }),
});

export interface JamiRequest {
  name: string;
  birthdate: string;
  isLunar?: boolean | null;
  isLeapMonth?: boolean | null;
  birthTime: string;
  gender: string;
  zasi?: ZasiConvention | null;
  solarTime?: SolarTime | null;
  localMeanTimeLongitude?: number | null;
  birthPlace?: BirthTimeArgs['birthPlace'];
}

/** The reading of a request; calendar failures are the core's domain errors. */
export function jamiReading(input: JamiRequest): JamiReading {
  return new JamiReading(input.name, {
    birthdate: input.birthdate,
    isLunar: input.isLunar ?? JAMI_DEFAULTS.isLunar,
    isLeapMonth: input.isLeapMonth ?? JAMI_DEFAULTS.isLeapMonth,
    birthTime: input.birthTime,
    gender: parseGender(input.gender)!,
    zasi: input.zasi ?? JAMI_DEFAULTS.zasi,
    // Without a birth-time option the hour is the clock as entered (docs/jami.md §1.1).
    clock: hasBirthTimeOption(input) ? clockOptions(input) : null,
  });
}

const JamiChartObject = builder.objectRef<JamiReading>('JamiChart').implement({
  description: 'A Zi Wei Dou Shu (자미두수) chart; every block is computed on first use.',
  fields: (t) => ({
    name: t.string({ description: 'The name given.', resolve: (r) => r.name }),
    calendarConversion: t.string({ description: 'How the birth date was converted between calendars.', resolve: (r) => r.chart.birthDate.conversion }),
    birthClock: t.field({
      type: BirthClockObject,
      nullable: true,
      description: 'The clock read when a birth-time option (solarTime, localMeanTimeLongitude, birthPlace) was given; null for the clock as entered.',
      resolve: (r) => r.chart.birthClock && { ...r.chart.birthClock, zasi: r.chart.zasi },
    }),
    naeum: t.string({ description: '납음오행 of the year pillar.', resolve: (r) => r.chart.naeum().name }),
    naeumElement: t.string({ description: 'The element of 납음오행 (목 화 토 금 수).', resolve: (r) => ELEMENT_LABELS[r.chart.naeum().element].ko }),
    bureau: t.int({ description: '국수 2–6 (水2 木3 金4 土5 火6); the first period starts at this age.', resolve: (r) => r.chart.palaces().bureau }),
    bureauName: t.string({ description: '오행국, e.g. 토오국.', resolve: (r) => r.chart.palaces().bureauName }),
    lifePalaceBranch: t.field({ type: EarthlyBranchEnum, description: '명궁’s branch.', resolve: (r) => r.chart.palaces().lifeBranch }),
    bodyPalaceBranch: t.field({ type: EarthlyBranchEnum, description: '신궁’s branch.', resolve: (r) => r.chart.palaces().bodyBranch }),
    palaces: t.field({ type: [PalaceObject], description: 'In order from 명궁.', resolve: (r) => views(r).palaces() }),
    stars: t.field({
      type: [StarObject],
      description: 'The placed stars in iztro’s order.',
      args: { kind: t.arg.string({ required: false, description: STAR_KINDS.join(', '), validate: { schema: z.enum(STAR_KINDS) } }) },
      resolve: (r, { kind }) => (kind ? views(r).stars().filter((s) => s.kind === kind) : views(r).stars()),
    }),
    unplacedStars: t.field({
      type: UnplacedObject,
      description: '순공 (both branches), 대모, 홍염 and 겁살, which are not placed stars.',
      resolve: (r) => r.chart.unplaced(),
    }),
    transformations: t.field({
      type: [TransformationObject],
      description: 'Birth-year 사화.',
      resolve: (r) => r.chart.sahwa().map((s) => transformation(s)),
    }),
    twelveGods: t.field({ type: TwelveGodsObject, description: '장생, 박사, 세전 and 장전 twelve-god cycles.', resolve: (r) => views(r).twelveGods() }),
    starsByBranch: t.field({
      type: [BranchStarsObject],
      description: '궁별_성_배치: every branch (子 ZI … 亥 HAI) with its stars.',
      resolve: (r) => views(r).starsByBranch(),
    }),
    brightness: t.field({
      type: [StarBrightnessObject],
      description: '성_밝기: every star with a brightness where it sits, in iztro’s order.',
      resolve: (r) => r.chart.brightness(),
    }),
    relations: t.field({ type: RelationsObject, description: '형충관계.', resolve: (r) => views(r).relations() }),
    periods: t.field({ type: [PeriodObject], description: '대한, in age order.', resolve: (r) => views(r).periods() }),
    annual: t.field({
      type: AnnualObject,
      description: '유년: the view of the year named by targetYearGanji.',
      args: {
        targetYearGanji: t.arg.string({
          required: true,
          description: 'A Korean stem-branch name such as 갑진: the nearest year of that name to 2026.',
          validate: { schema: ganjiText },
        }),
      },
      resolve: (r, { targetYearGanji }) => annualView(r, targetYearGanji),
    }),
    patterns: t.field({ type: PatternsObject, description: '격국.', resolve: (r) => views(r).patterns() }),
    fortune: t.field({ type: FortuneObject, description: '운세_평가.', resolve: (r) => views(r).fortune() }),
    fireBellRelation: textField(t, '화성영성관계: where 火星 and 鈴星 sit and how they meet.', (r, lang) => r.fireBellRelation(lang)),
    voidRelation: textField(t, '지공지겁관계: where 地空 and 地劫 sit and how they meet.', (r, lang) => r.voidRelation(lang)),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: svgField(t, 'korean', 'The chart as a 4 × 4 palace grid in an SVG document (image/svg+xml), labels in lang, in theme.', jamiSvg),
    zasi: t.field({ type: ZasiEnum, description: 'The 23:xx convention the chart was computed with (JamiInput.zasi).', resolve: (r) => r.chart.zasi }),
    horoscope: t.field({
      type: HoroscopeObject,
      description: '운한: the 대한, 소한, 유년, 유월, 유일 and 유시 of a date and clock time.',
      args: {
        date: t.arg.string({
          required: true,
          description: 'Solar date YYYY-MM-DD within the Korean calendar table (1899-02-10 … 2102-02-16).',
          validate: { schema: horoscopeDate },
        }),
        time: t.arg.string({
          required: false,
          description: 'HH:MM on the clock: its two-hour branch (23:xx read by the chart’s zasi); default 00:00 (子).',
          validate: { schema: birthTimeText },
        }),
      },
      resolve: (r, { date, time }) => horoscopeOf(r, date, time ? timeIndexOf(time) : JAMI_DEFAULTS.horoscopeTimeIndex),
    }),
    flyingStars: t.field({
      type: [PalaceFlightsObject],
      description: '궁간사화 (飛星): every palace’s stem’s four transformations and where they land (12 × 4), with the 자화, 명궁 … 부모궁.',
      resolve: (r) => views(r).flyingStars(),
    }),
  }),
});

builder.queryFields((t) => ({
  jamiChart: t.field({
    type: JamiChartObject,
    description: 'A Zi Wei Dou Shu chart (POST /v1/jami/analysis).',
    args: { input: t.arg({ type: JamiInput, required: true, description: 'The birth data.' }) },
    resolve: (_root, { input }) => jamiReading(input),
  }),
  jamiHoroscope: t.field({
    type: HoroscopeObject,
    description: '운한 of a birth alone: the 대한, 소한, 유년, 유월, 유일 and 유시 of a date and clock time (POST /v1/jami/horoscope; docs/jami.md §7).',
    args: {
      input: t.arg({ type: JamiInput, required: true, description: 'The birth data.' }),
      date: t.arg.string({
        required: true,
        description: 'Solar date YYYY-MM-DD within the Korean calendar table (1899-02-10 … 2102-02-16).',
        validate: { schema: horoscopeDate },
      }),
      time: t.arg.string({
        required: false,
        description: 'HH:MM on the clock: its two-hour branch (23:xx read by the chart’s zasi); default 00:00 (子).',
        validate: { schema: birthTimeText },
      }),
    },
    resolve: (_root, { input, date, time }) => horoscopeOf(jamiReading(input), date, time ? timeIndexOf(time) : JAMI_DEFAULTS.horoscopeTimeIndex),
  }),
  jamiSvg: pictureField(
    t, JamiInput, 'korean', 'Only the chart as an SVG document (POST /v1/jami/svg).', jamiReading, jamiSvg,
  ),
}));