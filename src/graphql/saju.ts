/**
 * Saju (four pillars) as GraphQL types. `sajuBasic` and `sajuAnalysis` share the chart fields through
 * the SajuChart interface; the analysis blocks exist only on SajuAnalysis, which is priced as the
 * analysis operation. Every field resolves from the reading's memoised parts: the four pillars alone
 * compute no 대운, no 신살 and no text.
 */
import { z } from 'zod';
import { BRANCHES, STEMS, pillarHanja, pillarKorean, type Pillar } from '../core/saju/ganzhi.js';
import type { EvilStar, NobleStar, StarEntry } from '../core/saju/analysis.js';
import { TEN_GOD_POSITIONS, type TenGodPosition } from '../core/saju/ten-gods.js';
import { SAJU_DEFAULTS, sajuReading, type SajuReading } from '../core/saju/reading.js';
import { tenGodLabel } from '../core/labels.js';
import { sajuSvg } from '../render/saju-svg.js';
import { birthdateText, birthTimeText, personName } from '../validation.js';
import { builder } from './builder.js';
import { langField, pictureField, nullableLangField } from './labels.js';

const GenderEnum = builder.enumType('Gender', { values: { M: { value: 'M' }, F: { value: 'F' } } as const });

const ZasiEnum = builder.enumType('ZasiConvention', {
  description: 'Births at 23:00–23:59 (saju.md decision 4).',
  values: {
    SPLIT: { value: 'split', description: '야자시 (default): the day stays, the hour is the next day’s 子 (癸酉日 23:30 → 甲子時).' },
    JASI: { value: 'jasi', description: 'The day changes at 23:00 (甲戌日 甲子時).' },
    MIDNIGHT: { value: 'midnight', description: 'The same day’s 子 stem (癸酉日 → 壬子時).' },
  } as const,
});

const SajuInput = builder.inputType('SajuInput', {
  fields: (t) => ({
    name: t.string({ validate: { schema: personName } }),
    birthdate: t.string({ description: 'YYYY-MM-DD, solar unless isLunar.', validate: { schema: birthdateText } }),
    isLunar: t.boolean({ required: false, defaultValue: SAJU_DEFAULTS.isLunar, description: 'Korean (KASI) lunar calendar, years 1900–2100.' }),
    isLeapMonth: t.boolean({ required: false, defaultValue: SAJU_DEFAULTS.isLeapMonth, description: 'The lunar month is the leap month.' }),
    birthTime: t.string({
      required: false,
      description: 'HH:MM on the Korean clock (Asia/Seoul history: +08:30 eras, DST). Omit when unknown.',
      validate: { schema: birthTimeText },
    }),
    gender: t.field({ type: GenderEnum }),
    zasi: t.field({ type: ZasiEnum, required: false, defaultValue: SAJU_DEFAULTS.zasi, description: 'How a birth at 23:xx is read.' }),
    localMeanTimeLongitude: t.float({
      required: false,
      description: 'East longitude of the birthplace: corrects day and hour pillars to local mean time (off when omitted).',
      validate: { schema: z.number().min(-180).max(180) },
    }),
  }),
});

// ── Stems, branches, pillars ─────────────────────────────────────────────────────────────────

const StemObject = builder.objectRef<number>('Stem').implement({
  description: 'A heavenly stem (天干).',
  fields: (t) => ({
    hanja: t.string({ resolve: (i) => STEMS[i].hanja }),
    korean: t.string({ resolve: (i) => STEMS[i].korean }),
    element: t.string({ description: '목 화 토 금 수', resolve: (i) => STEMS[i].element }),
    yang: t.boolean({ resolve: (i) => STEMS[i].yang }),
  }),
});

const BranchObject = builder.objectRef<number>('Branch').implement({
  description: 'An earthly branch (地支).',
  fields: (t) => ({
    hanja: t.string({ resolve: (i) => BRANCHES[i].hanja }),
    korean: t.string({ resolve: (i) => BRANCHES[i].korean }),
    element: t.string({ resolve: (i) => BRANCHES[i].element }),
    yang: t.boolean({ resolve: (i) => BRANCHES[i].yang }),
    animal: t.string({ resolve: (i) => BRANCHES[i].animal }),
  }),
});

export const PillarObject = builder.objectRef<Pillar>('Pillar').implement({
  description: 'A stem-branch pair (干支).',
  fields: (t) => ({
    hanja: t.string({ description: 'e.g. 甲子', resolve: pillarHanja }),
    korean: t.string({ description: 'e.g. 갑자', resolve: pillarKorean }),
    stem: t.field({ type: StemObject, resolve: (p) => p.stem }),
    branch: t.field({ type: BranchObject, resolve: (p) => p.branch }),
  }),
});

const PillarsObject = builder.objectRef<SajuReading>('FourPillars').implement({
  fields: (t) => ({
    year: t.field({ type: PillarObject, description: 'From the last 입춘.', resolve: (r) => r.chart.pillars().year }),
    month: t.field({ type: PillarObject, description: 'From the 節 in force (五虎遁).', resolve: (r) => r.chart.pillars().month }),
    day: t.field({ type: PillarObject, resolve: (r) => r.chart.pillars().day }),
    hour: t.field({
      type: PillarObject,
      nullable: true,
      description: 'Null without a birth time.',
      resolve: (r) => r.chart.pillars().hour,
    }),
  }),
});

// ── 대운 ─────────────────────────────────────────────────────────────────────────────────────

const DaeunPeriodObject = builder.objectRef<{ age: number; pillar: Pillar }>('DaeunPeriod').implement({
  fields: (t) => ({
    age: t.exposeInt('age'),
    pillar: t.field({ type: PillarObject, resolve: (p) => p.pillar }),
  }),
});

const DaeunObject = builder.objectRef<SajuReading>('Daeun').implement({
  description: '대운: 3 days to the 節 = 1 year, counted to the minute (saju.md decision 5).',
  fields: (t) => ({
    isForward: t.boolean({ resolve: (r) => r.chart.daeun().isForward }),
    years: t.int({ description: '대운수 = round(days / 3), at least 1.', resolve: (r) => r.chart.daeun().years }),
    startDate: t.string({ description: 'Seoul clock, no zone.', resolve: (r) => r.chart.daeun().startDate }),
    offsetYears: t.int({ resolve: (r) => r.chart.daeun().offset.years }),
    offsetMonths: t.int({ resolve: (r) => r.chart.daeun().offset.months }),
    offsetDays: t.int({ resolve: (r) => r.chart.daeun().offset.days }),
    offsetHours: t.int({ resolve: (r) => r.chart.daeun().offset.hours }),
    jieName: t.string({ description: 'The 節 counted to.', resolve: (r) => r.chart.daeun().jie.name }),
    jieUtc: t.string({ resolve: (r) => new Date(r.chart.daeun().jie.utcMs).toISOString() }),
    periods: t.field({ type: [DaeunPeriodObject], resolve: (r) => r.chart.daeun().list }),
  }),
});

// ── Ten gods ─────────────────────────────────────────────────────────────────────────────────


const TenGodsObject = builder.objectRef<SajuReading>('TenGods').implement({
  description:
    'Ten gods relative to the day stem (主); branches by their 정기. Hour fields null without a time. ' +
    'Each <field>Label(lang) names the same ten god (편재 / Indirect Wealth; 主 → 일간 / Day Master).',
  fields: (t) => {
    const god = (r: SajuReading, field: TenGodPosition) => r.chart.tenGods()[field];
    return {
      ...Object.fromEntries(
        TEN_GOD_POSITIONS.map((field) => [
          field,
          // Hour fields are null without a birth time.
          field.startsWith('hour') ? t.string({ nullable: true, resolve: (r) => god(r, field) }) : t.string({ resolve: (r) => god(r, field)! }),
        ]),
      ),
      ...Object.fromEntries(
        TEN_GOD_POSITIONS.map((field) => [
          `${field}Label`,
          nullableLangField(t, 'ko', `The ten god of ${field} by name, null like ${field}.`, (r, lang) => {
            const name = god(r, field);
            return name === null ? null : tenGodLabel(name, lang);
          }),
        ]),
      ),
    };
  },
});

// ── Provenance ───────────────────────────────────────────────────────────────────────────────

const SajuProvenanceObject = builder.objectRef<SajuReading>('SajuProvenance').implement({
  description: 'How the chart was computed: calendar conversion, clock, 節 and conventions.',
  fields: (t) => {
    const p = (r: SajuReading) => r.chart.provenance();
    return {
      calendarConversion: t.string({ resolve: (r) => r.birthDate.conversion }),
      solarDate: t.string({ resolve: (r) => r.birthDate.solar }),
      lunarDate: t.string({
        description: 'Korean lunar date, e.g. 2012-03-01 (with isLeapMonth).',
        resolve: (r) => {
          const { year, month, day } = r.birthDate.lunar;
          return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        },
      }),
      lunarIsLeapMonth: t.boolean({ resolve: (r) => r.birthDate.lunar.isLeapMonth }),
      instantUtc: t.string({ description: 'The birth instant (12:00 Seoul when the time is unknown).', resolve: (r) => p(r).instantUtc }),
      clockTime: t.string({ description: 'The Korean clock reading with its UTC offset.', resolve: (r) => p(r).clockTime }),
      clockOffsetMinutes: t.float({ resolve: (r) => p(r).clockOffsetMinutes }),
      standardOffsetMinutes: t.float({ resolve: (r) => p(r).standardOffsetMinutes }),
      daylightSavingMinutes: t.float({ resolve: (r) => p(r).dstMinutes }),
      localMeanTimeMinutes: t.float({ nullable: true, resolve: (r) => p(r).lmtMinutes }),
      pillarClock: t.string({ description: 'The standard (or local mean) clock of the day and hour pillars.', resolve: (r) => p(r).pillarClock }),
      monthJieName: t.string({ resolve: (r) => p(r).monthJie.name }),
      monthJieUtc: t.string({ resolve: (r) => p(r).monthJie.utc }),
      zasi: t.field({ type: ZasiEnum, resolve: (r) => p(r).zasi }),
      notes: t.stringList({ resolve: (r) => p(r).notes }),
      warnings: t.stringList({ resolve: (r) => p(r).warnings }),
    };
  },
});

// ── Analysis blocks ──────────────────────────────────────────────────────────────────────────

const ElementStrengthObject = builder.objectRef<Record<'목' | '화' | '토' | '금' | '수', number>>('ElementStrength').implement({
  description: 'Percent of the total, one decimal (목 wood, 화 fire, 토 earth, 금 metal, 수 water).',
  fields: (t) => ({
    wood: t.float({ resolve: (s) => s.목 }),
    fire: t.float({ resolve: (s) => s.화 }),
    earth: t.float({ resolve: (s) => s.토 }),
    metal: t.float({ resolve: (s) => s.금 }),
    water: t.float({ resolve: (s) => s.수 }),
  }),
});

const FiveElementsObject = builder.objectRef<SajuReading>('FiveElements').implement({
  description: 'Stems 1.0 each; branches 1.0 split by 지장간 days; the month branch doubled (saju.md decision 7).',
  fields: (t) => ({
    strength: t.field({ type: ElementStrengthObject, resolve: (r) => r.fiveElements().strength }),
    dayElement: t.string({ resolve: (r) => r.fiveElements().dayElement }),
    totalScore: t.float({ resolve: (r) => r.fiveElements().totalScore }),
  }),
});

const BranchShinsalObject = builder.objectRef<{ branch: string; shinsal: string }>('BranchShinsal').implement({
  fields: (t) => ({ branch: t.exposeString('branch'), shinsal: t.exposeString('shinsal') }),
});

const ShinsalObject = builder.objectRef<SajuReading>('Shinsal').implement({
  description: '12신살 of every branch, from the year branch and from the day branch (三合 groups).',
  fields: (t) => ({
    year: t.field({ type: [BranchShinsalObject], resolve: (r) => r.yearShinsal() }),
    day: t.field({ type: [BranchShinsalObject], resolve: (r) => r.dayShinsal() }),
  }),
});

const TwelveStageObject = builder.objectRef<ReturnType<SajuReading['twelveStages']>[number]>('TwelveStage').implement({
  description: 'The day stem’s 12운성 on each pillar’s branch.',
  fields: (t) => ({
    pillar: t.exposeString('pillar'),
    stem: t.exposeString('stem'),
    branch: t.exposeString('branch'),
    stage: t.exposeString('stage'),
    energy: t.exposeString('energy'),
  }),
});

interface HiddenStemRow {
  stem: string;
  type: string;
  days: number;
}

const HiddenStemObject = builder.objectRef<HiddenStemRow>('HiddenStem').implement({
  fields: (t) => ({
    stem: t.exposeString('stem'),
    type: t.exposeString('type', { description: '여기, 중기 or 정기' }),
    days: t.exposeInt('days'),
  }),
});

const BranchHiddenStemsObject = builder.objectRef<{ branch: string; stems: HiddenStemRow[] }>('BranchHiddenStems').implement({
  fields: (t) => ({
    branch: t.exposeString('branch'),
    stems: t.field({ type: [HiddenStemObject], resolve: (b) => b.stems }),
  }),
});

type AnyStar = StarEntry & { impact?: string; warning?: string };

const StarObject = builder.objectRef<AnyStar>('Star').implement({
  description: 'A 귀인 or 흉살 found in the chart.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Hanja name.' }),
    koreanName: t.string({ resolve: (s) => s.koreanName }),
    reference: t.exposeString('reference', { description: 'What it was looked up from, e.g. 일간 甲.' }),
    location: t.stringList({ description: 'Positions, e.g. 월지, 일주.', resolve: (s) => s.location }),
    meaning: t.exposeString('meaning'),
    impact: t.string({ nullable: true, description: '귀인 only.', resolve: (s) => s.impact ?? null }),
    warning: t.string({ nullable: true, description: '흉살 only.', resolve: (s) => s.warning ?? null }),
  }),
});

const StarGroupObject = builder.objectRef<{ type: string; stars: AnyStar[] }>('StarGroup').implement({
  fields: (t) => ({
    type: t.exposeString('type', { description: 'Korean star name, e.g. 천을귀인.' }),
    stars: t.field({ type: [StarObject], resolve: (g) => g.stars }),
  }),
});

const starGroups = (found: Partial<Record<string, (NobleStar | EvilStar)[]>>) =>
  Object.entries(found).map(([type, stars]) => ({ type, stars: stars as AnyStar[] }));

const NaeumObject = builder.objectRef<ReturnType<SajuReading['naeumElements']>[number]>('NaeumElement').implement({
  fields: (t) => ({
    pillar: t.exposeString('pillar'),
    ganzi: t.exposeString('ganzi'),
    element: t.exposeString('element', { description: '납음, e.g. 해중금.' }),
    meaning: t.exposeString('meaning'),
    character: t.exposeString('character'),
  }),
});

const AssessmentObject = builder.objectRef<SajuReading>('OverallAssessment').implement({
  description: 'Counts of the stars found and texts written from this chart.',
  fields: (t) => ({
    nobleCount: t.int({ resolve: (r) => r.assessment().nobleCount }),
    shinsalCount: t.int({ resolve: (r) => r.assessment().shinsalCount }),
    mainFeatures: t.stringList({ resolve: (r) => r.assessment().mainFeatures }),
    cautions: t.stringList({ resolve: (r) => r.assessment().cautions }),
    applications: t.stringList({ resolve: (r) => r.assessment().applications }),
  }),
});

const ComprehensiveObject = builder.objectRef<SajuReading>('ComprehensiveShinsal').implement({
  fields: (t) => ({
    twelveStages: t.field({ type: [TwelveStageObject], resolve: (r) => r.twelveStages() }),
    hiddenStems: t.field({
      type: [BranchHiddenStemsObject],
      resolve: (r) => Object.entries(r.hiddenStems()).map(([branch, stems]) => ({ branch, stems })),
    }),
    nobleStars: t.field({ type: [StarGroupObject], resolve: (r) => starGroups(r.nobleStars()) }),
    evilStars: t.field({ type: [StarGroupObject], resolve: (r) => starGroups(r.evilStars()) }),
    naeumElements: t.field({ type: [NaeumObject], resolve: (r) => r.naeumElements() }),
    overallAssessment: t.field({ type: AssessmentObject, resolve: (r) => r }),
  }),
});

// ── The chart types and root fields ──────────────────────────────────────────────────────────

const SajuChartInterface = builder.interfaceRef<SajuReading>('SajuChart').implement({
  fields: (t) => ({
    name: t.string({ resolve: (r) => r.name }),
    pillars: t.field({ type: PillarsObject, resolve: (r) => r }),
    daeun: t.field({ type: DaeunObject, resolve: (r) => r }),
    tenGods: t.field({ type: TenGodsObject, resolve: (r) => r }),
    provenance: t.field({ type: SajuProvenanceObject, resolve: (r) => r }),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: langField(t, 'ko', 'The four pillars and the five elements as an SVG document (image/svg+xml), labels in lang.', (r, lang) => sajuSvg(r, lang)),
  }),
});

const SajuBasicObject = builder.objectRef<SajuReading>('SajuBasic').implement({
  interfaces: [SajuChartInterface],
  isTypeOf: () => true,
});

const SajuAnalysisObject = builder.objectRef<SajuReading>('SajuAnalysis').implement({
  interfaces: [SajuChartInterface],
  isTypeOf: () => true,
  fields: (t) => ({
    fiveElements: t.field({ type: FiveElementsObject, resolve: (r) => r }),
    shinsal: t.field({ type: ShinsalObject, resolve: (r) => r }),
    comprehensive: t.field({ type: ComprehensiveObject, resolve: (r) => r }),
  }),
});

builder.queryFields((t) => ({
  sajuBasic: t.field({
    type: SajuBasicObject,
    description: 'Four pillars, 대운 and ten gods (POST /v1/saju/basic).',
    args: { input: t.arg({ type: SajuInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const reading = sajuReading(input);
      return reading;
    },
  }),
  sajuSvg: pictureField(
    t, SajuInput, 'ko', 'Only the four pillars as an SVG document (POST /v1/saju/svg).', sajuReading, sajuSvg,
  ),
  sajuAnalysis: t.field({
    type: SajuAnalysisObject,
    description: 'The basic chart with five elements, 신살 and the comprehensive analysis (POST /v1/saju/analysis).',
    args: { input: t.arg({ type: SajuInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const reading = sajuReading(input);
      return reading;
    },
  }),
}));
