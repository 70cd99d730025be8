/**
 * Saju (four pillars) as GraphQL types. `sajuBasic` and `sajuAnalysis` share the chart fields through
 * the SajuChart interface; the analysis blocks exist only on SajuAnalysis, which is priced as the
 * analysis operation. Every field resolves from the reading's memoised parts: the four pillars alone
 * compute no 대운, no 신살 and no text.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { BRANCHES, STEMS, pillarHanja, pillarKorean, type Pillar } from '../core/saju/ganzhi.js';
import {
  evilWarning, naeumTexts, nobleImpact, stageEnergy, starMeaning, type EvilStar, type NobleStar, type StarEntry,
} from '../core/saju/analysis.js';
import { TEN_GOD_POSITIONS, type TenGodPosition } from '../core/saju/ten-gods.js';
import { SAJU_DEFAULTS, sajuReading, type SajuReading } from '../core/saju/reading.js';
import {
  LUCK_FIRST_YEAR, LUCK_LAST_YEAR, LUCK_LIMITS, LuckRangeError, dailyLuck, monthlyLuck, yearlyLuck,
  type DayLuck, type DaeunInForce, type LuckEntry, type MonthLuck, type YearLuck,
} from '../core/saju/luck.js';
import {
  SajuStructure, interactionText, usefulGodReason, type Interaction, type Pattern, type Place, type Strength, type UsefulGodMethod, type UsefulGods,
} from '../core/saju/structure.js';
import { RELATION_NAMES, type RelationKind } from '../core/saju/structure-tables.js';
import { utcIso } from '../core/time/local-time.js';
import { SAJU_ZONE } from '../core/saju/birth-clock.js';
import { tenGodLabel, type Lang } from '../core/labels.js';
import { sajuSvg } from '../render/saju-svg.js';
import { birthdateText, birthTimeText, personName } from '../validation.js';
import { builder } from './builder.js';
import { LangEnum, pictureField, nullableLangField, svgField } from './labels.js';
import { textField, textListField } from './classical.js';
import { BirthClockObject, DaeunCountEnum, ZasiEnum, birthPlace, birthTimeFields } from './birth-time.js';

type Types = typeof builder.$inferSchemaTypes;
type Fields<Parent> = PothosSchemaTypes.FieldBuilder<Types, Parent, 'Object' | 'Interface'>;

/** A nullable interpretive String with a `lang` argument (default KO), as classical.ts textField. */
function nullableTextField<Parent>(t: Fields<Parent>, description: string, resolve: (parent: Parent, lang: Lang) => string | null) {
  return t.string({
    nullable: true,
    description: `${description} In Korean by default; lang: EN gives the English text (written, not machine-translated).`,
    args: { lang: t.arg({ type: LangEnum, required: false, defaultValue: 'ko', description: 'Language of the text (default KO).' }) },
    resolve: (parent: Parent, { lang }: { lang?: Lang | null }) => resolve(parent, lang ?? 'ko'),
  });
}

const GenderEnum = builder.enumType('Gender', {
  description: 'Sex of the person: with the year stem’s polarity it decides whether the 대운 run forward or backward.',
  values: { M: { value: 'M', description: 'Male.' }, F: { value: 'F', description: 'Female.' } } as const,
});

export const SajuInput = builder.inputType('SajuInput', {
  description: 'A Korean birth: date (solar or Korean lunar), clock time if known, and gender.',
  fields: (t) => ({
    name: t.string({ description: 'The person’s name (at most 100 characters), echoed in the chart.', validate: { schema: personName } }),
    birthdate: t.string({ description: 'YYYY-MM-DD, solar unless isLunar.', validate: { schema: birthdateText } }),
    isLunar: t.boolean({ required: false, defaultValue: SAJU_DEFAULTS.isLunar, description: 'Korean (KASI) lunar calendar, years 1900–2100.' }),
    isLeapMonth: t.boolean({ required: false, defaultValue: SAJU_DEFAULTS.isLeapMonth, description: 'The lunar month is the leap month.' }),
    birthTime: t.string({
      required: false,
      description: 'HH:MM on the Korean clock (Asia/Seoul history: +08:30 eras, DST). Omit when unknown.',
      validate: { schema: birthTimeText },
    }),
    gender: t.field({ type: GenderEnum, description: 'M or F: decides the direction of the 대운.' }),
    zasi: t.field({ type: ZasiEnum, required: false, defaultValue: SAJU_DEFAULTS.zasi, description: 'How a birth at 23:xx is read.' }),
    localMeanTimeLongitude: t.float({
      required: false,
      description: 'East longitude of the birthplace: corrects day and hour pillars to local mean time (off when omitted).',
      validate: { schema: z.number().min(-180).max(180) },
    }),
    ...birthTimeFields(t),
    daeunCount: t.field({ type: DaeunCountEnum, required: false, description: 'How the 대운 start is counted; default EXACT (to the minute).' }),
  }),
});

/** The core request of a SajuInput: the birth-time options read once, here. */
export function sajuRequest(input: typeof SajuInput.$inferInput) {
  return { ...input, place: birthPlace(input), solarTime: input.solarTime ?? null, daeunCount: input.daeunCount ?? null };
}
export const readingOf = (input: typeof SajuInput.$inferInput) => sajuReading(sajuRequest(input));

// ── Stems, branches, pillars ─────────────────────────────────────────────────────────────────

export const StemObject = builder.objectRef<number>('Stem').implement({
  description: 'A heavenly stem (天干).',
  fields: (t) => ({
    hanja: t.string({ description: 'The stem character, 甲 … 癸.', resolve: (i) => STEMS[i].hanja }),
    korean: t.string({ description: 'Its Korean reading, 갑 … 계.', resolve: (i) => STEMS[i].korean }),
    element: t.string({ description: 'Its element in Korean: 목 wood, 화 fire, 토 earth, 금 metal or 수 water.', resolve: (i) => STEMS[i].element }),
    yang: t.boolean({ description: 'True for the yang stems 甲 丙 戊 庚 壬, false for the yin ones.', resolve: (i) => STEMS[i].yang }),
  }),
});

export const BranchObject = builder.objectRef<number>('Branch').implement({
  description: 'An earthly branch (地支).',
  fields: (t) => ({
    hanja: t.string({ description: 'The branch character, 子 … 亥.', resolve: (i) => BRANCHES[i].hanja }),
    korean: t.string({ description: 'Its Korean reading, 자 … 해.', resolve: (i) => BRANCHES[i].korean }),
    element: t.string({ description: 'Its element in Korean: 목 wood, 화 fire, 토 earth, 금 metal or 수 water.', resolve: (i) => BRANCHES[i].element }),
    yang: t.boolean({ description: 'True for the yang branches 子 寅 辰 午 申 戌.', resolve: (i) => BRANCHES[i].yang }),
    animal: t.string({ description: 'Its zodiac animal (띠) in Korean, e.g. 쥐 for 子.', resolve: (i) => BRANCHES[i].animal }),
  }),
});

export const PillarObject = builder.objectRef<Pillar>('Pillar').implement({
  description: 'A stem-branch pair (干支).',
  fields: (t) => ({
    hanja: t.string({ description: 'e.g. 甲子', resolve: pillarHanja }),
    korean: t.string({ description: 'e.g. 갑자', resolve: pillarKorean }),
    stem: t.field({ type: StemObject, description: 'The heavenly stem (upper character).', resolve: (p) => p.stem }),
    branch: t.field({ type: BranchObject, description: 'The earthly branch (lower character).', resolve: (p) => p.branch }),
  }),
});

const PillarsObject = builder.objectRef<SajuReading>('FourPillars').implement({
  description: 'The four pillars (사주) of year, month, day and hour; the eight characters of the chart.',
  fields: (t) => ({
    year: t.field({ type: PillarObject, description: 'From the last 입춘 (start of spring, Sun at 315°) before the birth.', resolve: (r) => r.chart.pillars().year }),
    month: t.field({ type: PillarObject, description: 'Branch from the 節 (month-opening solar term) in force; stem from the year stem (五虎遁).', resolve: (r) => r.chart.pillars().month }),
    day: t.field({
      type: PillarObject,
      description: 'From the civil date on the standard-time clock (local mean time if asked); 23:xx births follow zasi.',
      resolve: (r) => r.chart.pillars().day,
    }),
    hour: t.field({
      type: PillarObject,
      nullable: true,
      description: 'From the two-hour slot of the clock (子 = 23:00–00:59); null without a birth time.',
      resolve: (r) => r.chart.pillars().hour,
    }),
  }),
});

// ── 대운 ─────────────────────────────────────────────────────────────────────────────────────

const DaeunPeriodObject = builder.objectRef<{ age: number; pillar: Pillar }>('DaeunPeriod').implement({
  description: 'One 대운: a ten-year luck period and its pillar.',
  fields: (t) => ({
    age: t.exposeInt('age', { description: 'Age in years at which the period starts: the 대운수 plus 10 per earlier period.' }),
    pillar: t.field({ type: PillarObject, description: 'The period’s pillar: the month pillar stepped forward or backward in the 60-cycle.', resolve: (p) => p.pillar }),
  }),
});

const DaeunObject = builder.objectRef<SajuReading>('Daeun').implement({
  description: '대운 (ten-year luck periods): direction, start and pillars; 3 days from birth to the 節 count as 1 year, to the minute.',
  fields: (t) => ({
    isForward: t.boolean({
      description: 'True when the periods run forward (yang year stem and male, or yin and female), counted to the next 節.',
      resolve: (r) => r.chart.daeun().isForward,
    }),
    years: t.int({ description: '대운수: age of the first period = round(days to the 節 / 3), at least 1.', resolve: (r) => r.chart.daeun().years }),
    startDate: t.string({ description: 'Start of the first period: birth + the exact offset, Seoul clock YYYY-MM-DDTHH:MM:SS without zone.', resolve: (r) => r.chart.daeun().startDate }),
    offsetYears: t.int({ description: 'Years from birth to the first period (3 days to the 節 = 1 year).', resolve: (r) => r.chart.daeun().offset.years }),
    offsetMonths: t.int({ description: 'Months after offsetYears, 0–11 (6 hours to the 節 = 1 month).', resolve: (r) => r.chart.daeun().offset.months }),
    offsetDays: t.int({ description: 'Days after offsetMonths, 0–29 (12 minutes to the 節 = 1 day).', resolve: (r) => r.chart.daeun().offset.days }),
    offsetHours: t.int({ description: 'Hours after offsetDays, 0–22 (1 minute to the 節 = 2 hours).', resolve: (r) => r.chart.daeun().offset.hours }),
    jieName: t.string({ description: 'The 節 counted to (next when forward, previous when backward), Korean name, e.g. 한로.', resolve: (r) => r.chart.daeun().jie.name }),
    jieUtc: t.string({ description: 'Instant of that 節, UTC ISO 8601.', resolve: (r) => new Date(r.chart.daeun().jie.utcMs).toISOString() }),
    count: t.field({ type: DaeunCountEnum, description: 'How the start was counted (SajuInput.daeunCount).', resolve: (r) => r.chart.daeun().count }),
    periods: t.field({ type: [DaeunPeriodObject], description: 'The ten periods in order, ten years each.', resolve: (r) => r.chart.daeun().list }),
  }),
});

// ── Ten gods ─────────────────────────────────────────────────────────────────────────────────


/** The description of a ten-god field: which character it names, and how. */
function tenGodText(field: TenGodPosition): string {
  const [pillar, part] = field.split(/(?=[A-Z])/);
  if (field === 'dayStem') return 'The day stem itself: always 主 (the day master)';
  return `Ten god (십신, e.g. 정재) of the ${pillar} ${part.toLowerCase()}` + (part === 'Branch' ? ', by its main hidden stem (정기)' : '');
}

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
          field.startsWith('hour')
            ? t.string({ nullable: true, description: `${tenGodText(field)}; null without a birth time.`, resolve: (r) => god(r, field) })
            : t.string({ description: `${tenGodText(field)}.`, resolve: (r) => god(r, field)! }),
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
      calendarConversion: t.string({ description: 'The date conversion in Korean, e.g. 양력 1988-09-17 = 음력 1988년 8월 7일.', resolve: (r) => r.birthDate.conversion }),
      solarDate: t.string({ description: 'The solar (Gregorian) birth date, YYYY-MM-DD.', resolve: (r) => r.birthDate.solar }),
      lunarDate: t.string({
        description: 'Korean lunar date, e.g. 2012-03-01 (with isLeapMonth).',
        resolve: (r) => {
          const { year, month, day } = r.birthDate.lunar;
          return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
        },
      }),
      lunarIsLeapMonth: t.boolean({ description: 'The Korean lunar date falls in a leap month (윤달).', resolve: (r) => r.birthDate.lunar.isLeapMonth }),
      instantUtc: t.string({ description: 'The birth instant, UTC ISO 8601 (12:00 Seoul clock when the time is unknown).', resolve: (r) => p(r).instantUtc }),
      clockTime: t.string({ description: 'The Korean clock reading used, with its UTC offset (moved forward in a clock gap).', resolve: (r) => p(r).clockTime }),
      clockOffsetMinutes: t.float({ description: 'UTC offset of the clock at the birth, minutes east (600 for +10:00 with daylight saving).', resolve: (r) => p(r).clockOffsetMinutes }),
      standardOffsetMinutes: t.float({ description: 'The standard-time part of that offset, minutes (540 for +09:00, 510 for +08:30).', resolve: (r) => p(r).standardOffsetMinutes }),
      daylightSavingMinutes: t.float({ description: 'Daylight saving in the clock offset, minutes; 0 when none. The pillars ignore it.', resolve: (r) => p(r).dstMinutes }),
      localMeanTimeMinutes: t.float({
        nullable: true,
        description: 'Local mean time minus standard time, minutes (4 per degree from the zone meridian); null without localMeanTimeLongitude.',
        resolve: (r) => p(r).lmtMinutes,
      }),
      pillarClock: t.string({ description: 'The standard-time (or local mean time) clock that decides the day and hour pillars, YYYY-MM-DDTHH:MM:SS.', resolve: (r) => p(r).pillarClock }),
      monthJieName: t.string({ description: 'The 節 that starts the month pillar, Korean name, e.g. 백로.', resolve: (r) => p(r).monthJie.name }),
      monthJieUtc: t.string({ description: 'Instant of that 節, UTC ISO 8601.', resolve: (r) => p(r).monthJie.utc }),
      zasi: t.field({ type: ZasiEnum, description: 'The 23:xx convention applied.', resolve: (r) => p(r).zasi }),
      notes: t.stringList({ description: 'Explanations of the clock: daylight saving, +08:30 standard time, local mean time, unknown birth time.', resolve: (r) => p(r).notes }),
      warnings: t.stringList({ description: 'Clock gaps (time moved forward) and folds (earlier offset used) of the birth time.', resolve: (r) => p(r).warnings }),
    };
  },
});

// ── Analysis blocks ──────────────────────────────────────────────────────────────────────────

const ElementStrengthObject = builder.objectRef<Record<'목' | '화' | '토' | '금' | '수', number>>('ElementStrength').implement({
  description: 'Percent of the total, one decimal (목 wood, 화 fire, 토 earth, 금 metal, 수 water).',
  fields: (t) => ({
    wood: t.float({ description: '목 (wood), percent.', resolve: (s) => s.목 }),
    fire: t.float({ description: '화 (fire), percent.', resolve: (s) => s.화 }),
    earth: t.float({ description: '토 (earth), percent.', resolve: (s) => s.토 }),
    metal: t.float({ description: '금 (metal), percent.', resolve: (s) => s.금 }),
    water: t.float({ description: '수 (water), percent.', resolve: (s) => s.수 }),
  }),
});

const FiveElementsObject = builder.objectRef<SajuReading>('FiveElements').implement({
  description: 'Five-element (오행) balance: stems 1.0 each; branches 1.0 split by their hidden stems’ days; the month branch doubled.',
  fields: (t) => ({
    strength: t.field({ type: ElementStrengthObject, description: 'Each element’s share of totalScore, percent.', resolve: (r) => r.fiveElements().strength }),
    dayElement: t.string({ description: 'Element of the day stem (the day master) in Korean: 목 화 토 금 수.', resolve: (r) => r.fiveElements().dayElement }),
    totalScore: t.float({ description: 'Points counted: 9 with a birth time (8 characters, month branch twice), 7 without.', resolve: (r) => r.fiveElements().totalScore }),
  }),
});

const BranchShinsalObject = builder.objectRef<{ branch: string; shinsal: string }>('BranchShinsal').implement({
  description: 'One branch with its 12신살 (one of the twelve spirits).',
  fields: (t) => ({
    branch: t.exposeString('branch', { description: 'The branch, 子 … 亥.' }),
    shinsal: t.exposeString('shinsal', { description: 'Its 12신살, e.g. 역마살.' }),
  }),
});

const ShinsalObject = builder.objectRef<SajuReading>('Shinsal').implement({
  description: '12신살 of every branch, from the year branch and from the day branch (三合 groups).',
  fields: (t) => ({
    year: t.field({ type: [BranchShinsalObject], description: 'The twelve branches 子 … 亥, 12신살 counted from the year branch.', resolve: (r) => r.yearShinsal() }),
    day: t.field({ type: [BranchShinsalObject], description: 'The twelve branches 子 … 亥, 12신살 counted from the day branch.', resolve: (r) => r.dayShinsal() }),
  }),
});

const TwelveStageObject = builder.objectRef<ReturnType<SajuReading['twelveStages']>[number]>('TwelveStage').implement({
  description: 'The day stem’s 12운성 (twelve life stages) on one pillar’s branch.',
  fields: (t) => ({
    pillar: t.exposeString('pillar', { description: 'year, month, day or hour.' }),
    stem: t.exposeString('stem', { description: 'The pillar’s stem character.' }),
    branch: t.exposeString('branch', { description: 'The pillar’s branch character.' }),
    stage: t.exposeString('stage', { description: '장생, 목욕, 관대, 건록, 제왕, 쇠, 병, 사, 묘, 절, 태 or 양.' }),
    energy: textField(t, 'What the stage means.', (s, lang) => stageEnergy(s.stage, lang)),
  }),
});

interface HiddenStemRow {
  stem: string;
  type: string;
  days: number;
}

const HiddenStemObject = builder.objectRef<HiddenStemRow>('HiddenStem').implement({
  description: 'A hidden stem (지장간) of a branch.',
  fields: (t) => ({
    stem: t.exposeString('stem', { description: 'The stem character.' }),
    type: t.exposeString('type', { description: '여기 (residual), 중기 (middle) or 정기 (main).' }),
    days: t.exposeInt('days', { description: 'Its days of the branch’s 30-day month.' }),
  }),
});

const BranchHiddenStemsObject = builder.objectRef<{ branch: string; stems: HiddenStemRow[] }>('BranchHiddenStems').implement({
  description: 'The hidden stems (지장간) of one branch of the chart.',
  fields: (t) => ({
    branch: t.exposeString('branch', { description: 'The branch character.' }),
    stems: t.field({ type: [HiddenStemObject], description: 'Its hidden stems, 여기 first, 정기 last.', resolve: (b) => b.stems }),
  }),
});

type AnyStar = StarEntry & { impact?: string; warning?: string };

const StarObject = builder.objectRef<AnyStar>('Star').implement({
  description: 'A 귀인 or 흉살 found in the chart.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Hanja name.' }),
    koreanName: t.string({ description: 'Korean name, e.g. 천을귀인.', resolve: (s) => s.koreanName }),
    reference: t.exposeString('reference', { description: 'What it was looked up from, e.g. 일간 甲.' }),
    location: t.stringList({ description: 'Positions, e.g. 월지, 일주.', resolve: (s) => s.location }),
    meaning: textField(t, 'What the star stands for.', (s, lang) => starMeaning(s, lang)),
    impact: nullableTextField(t, 'What it brings where it sits; 귀인 only, else null.', (s, lang) => (s.impact === undefined ? null : nobleImpact(s, lang))),
    warning: nullableTextField(t, 'What to watch where it sits; 흉살 only, else null.', (s, lang) => (s.warning === undefined ? null : evilWarning(s, lang))),
  }),
});

const StarGroupObject = builder.objectRef<{ type: string; stars: AnyStar[] }>('StarGroup').implement({
  description: 'One kind of star found in the chart, with each occurrence.',
  fields: (t) => ({
    type: t.exposeString('type', { description: 'Korean star name, e.g. 천을귀인.' }),
    stars: t.field({ type: [StarObject], description: 'Each occurrence, by what it was looked up from.', resolve: (g) => g.stars }),
  }),
});

const starGroups = (found: Partial<Record<string, (NobleStar | EvilStar)[]>>) =>
  Object.entries(found).map(([type, stars]) => ({ type, stars: stars as AnyStar[] }));

const NaeumObject = builder.objectRef<ReturnType<SajuReading['naeumElements']>[number]>('NaeumElement').implement({
  description: 'The 납음 (納音五行, sound element) of one pillar.',
  fields: (t) => ({
    pillar: t.exposeString('pillar', { description: 'year, month, day or hour.' }),
    ganzi: t.exposeString('ganzi', { description: 'The pillar, e.g. 戊辰.' }),
    element: t.exposeString('element', { description: '납음, e.g. 해중금.' }),
    meaning: textField(t, 'Hanja name, image and element, e.g. 大林木: 큰 숲의 나무, 목(木) 기운 (EN: 大林木: the trees of a great forest, Wood (木) energy).', (n, lang) => naeumTexts(n.element, lang).meaning),
    character: textField(t, 'The character it suggests.', (n, lang) => naeumTexts(n.element, lang).character),
  }),
});

const AssessmentObject = builder.objectRef<SajuReading>('OverallAssessment').implement({
  description: 'Counts of the stars found and texts written from this chart.',
  fields: (t) => ({
    nobleCount: t.int({ description: '귀인 entries found.', resolve: (r) => r.assessment().nobleCount }),
    shinsalCount: t.int({ description: '흉살 entries found (the 12신살 are not counted).', resolve: (r) => r.assessment().shinsalCount }),
    mainFeatures: textListField(t, 'Day master, strength, elements and 귀인, in sentences.', (r, lang) => r.assessment(lang).mainFeatures),
    cautions: textListField(t, '흉살 and element imbalances to watch, in sentences.', (r, lang) => r.assessment(lang).cautions),
    applications: textListField(t, 'How to balance the weakest element and use the strong ones, in sentences.', (r, lang) => r.assessment(lang).applications),
  }),
});

const ComprehensiveObject = builder.objectRef<SajuReading>('ComprehensiveShinsal').implement({
  description: 'The detailed analysis: 12운성, hidden stems, 귀인, 흉살, 납음 and an overall assessment.',
  fields: (t) => ({
    twelveStages: t.field({ type: [TwelveStageObject], description: 'The day stem’s stage on each pillar’s branch, year to hour.', resolve: (r) => r.twelveStages() }),
    hiddenStems: t.field({
      type: [BranchHiddenStemsObject],
      description: 'Hidden stems of each branch of the chart, year to hour (a branch appearing twice is listed once).',
      resolve: (r) => Object.entries(r.hiddenStems()).map(([branch, stems]) => ({ branch, stems })),
    }),
    nobleStars: t.field({ type: [StarGroupObject], description: 'The 귀인 (auspicious stars) present, e.g. 천을귀인, 문창귀인.', resolve: (r) => starGroups(r.nobleStars()) }),
    evilStars: t.field({ type: [StarGroupObject], description: 'The 흉살 (inauspicious stars) present, e.g. 양인, 공망.', resolve: (r) => starGroups(r.evilStars()) }),
    naeumElements: t.field({ type: [NaeumObject], description: 'The 납음 of each pillar, year to hour.', resolve: (r) => r.naeumElements() }),
    overallAssessment: t.field({ type: AssessmentObject, description: 'Counts and texts summing up the chart.', resolve: (r) => r }),
  }),
});

// ── Natal structure (docs/saju.md §10) ───────────────────────────────────────────────────────

const RelationKindEnum = builder.enumType('SajuRelationKind', {
  description: 'The kind of a stem or branch relation (docs/saju.md §10.1).',
  values: {
    STEM_COMBINATION: { value: 'stemCombination', description: `${RELATION_NAMES.stemCombination.korean} (${RELATION_NAMES.stemCombination.hanja}): two stems combine, e.g. 甲己 → 토.` },
    STEM_CLASH: { value: 'stemClash', description: `${RELATION_NAMES.stemClash.korean} (${RELATION_NAMES.stemClash.hanja}): two stems of the same polarity clash, e.g. 甲庚.` },
    SIX_COMBINATION: { value: 'sixCombination', description: `${RELATION_NAMES.sixCombination.korean} (${RELATION_NAMES.sixCombination.hanja}): a pair of branches combines, e.g. 子丑 → 토.` },
    THREE_COMBINATION: { value: 'threeCombination', description: `${RELATION_NAMES.threeCombination.korean} (${RELATION_NAMES.threeCombination.hanja}): the three branches of an element’s 生·旺·墓, e.g. 申子辰 수.` },
    HALF_COMBINATION: { value: 'halfCombination', description: `${RELATION_NAMES.halfCombination.korean} (${RELATION_NAMES.halfCombination.hanja}): two branches of a 삼합, one of them its 旺地, e.g. 申子.` },
    DIRECTIONAL_COMBINATION: { value: 'directionalCombination', description: `${RELATION_NAMES.directionalCombination.korean} (${RELATION_NAMES.directionalCombination.hanja}): the three branches of a season, e.g. 寅卯辰 목.` },
    CLASH: { value: 'clash', description: `${RELATION_NAMES.clash.korean} (${RELATION_NAMES.clash.hanja}): opposite branches clash, e.g. 子午.` },
    PUNISHMENT: { value: 'punishment', description: `${RELATION_NAMES.punishment.korean} (${RELATION_NAMES.punishment.hanja}): a punishment, 삼형 (寅巳申, 丑戌未), part of one, or 子卯.` },
    SELF_PUNISHMENT: { value: 'selfPunishment', description: `${RELATION_NAMES.selfPunishment.korean} (${RELATION_NAMES.selfPunishment.hanja}): the same branch twice, 辰 午 酉 or 亥.` },
    DESTRUCTION: { value: 'destruction', description: `${RELATION_NAMES.destruction.korean} (${RELATION_NAMES.destruction.hanja}): a destruction pair, e.g. 子酉.` },
    HARM: { value: 'harm', description: `${RELATION_NAMES.harm.korean} (${RELATION_NAMES.harm.hanja}): a harm pair, e.g. 子未.` },
    RESENTMENT: { value: 'resentment', description: `${RELATION_NAMES.resentment.korean} (${RELATION_NAMES.resentment.hanja}): a resentment pair, e.g. 子未, 寅酉.` },
  } as const satisfies Record<string, { value: RelationKind; description: string }>,
});

const PlaceEnum = builder.enumType('SajuPlace', {
  description: 'Where a character of a relation stands: a natal pillar, the 대운 in force, or the luck entry being read.',
  values: {
    YEAR: { value: 'year', description: 'The year pillar (년주).' },
    MONTH: { value: 'month', description: 'The month pillar (월주).' },
    DAY: { value: 'day', description: 'The day pillar (일주).' },
    HOUR: { value: 'hour', description: 'The hour pillar (시주).' },
    DAEUN: { value: 'daeun', description: 'The 대운 in force at the start of a luck entry.' },
    LUCK: { value: 'luck', description: 'The luck entry itself (a 세운, 월운 or 일운 pillar).' },
  } as const satisfies Record<string, { value: Place; description: string }>,
});

const PartEnum = builder.enumType('SajuPillarPart', {
  description: 'Which half of the pillars a relation is between.',
  values: {
    STEM: { value: 'stem', description: 'Heavenly stems (천간).' },
    BRANCH: { value: 'branch', description: 'Earthly branches (지지).' },
  } as const,
});

const UsefulGodMethodEnum = builder.enumType('SajuUsefulGodMethod', {
  description: 'How the 용신 is chosen (docs/saju.md §10.3).',
  values: {
    EOKBU: { value: 'eokbu', description: '억부 (抑扶, default): drain a strong day master, help a weak one.' },
    JOHU: { value: 'johu', description: '조후 (調候): 水 for a summer month (巳午未), 火 for a winter one (亥子丑); 억부 in spring and autumn.' },
  } as const satisfies Record<string, { value: UsefulGodMethod; description: string }>,
});

const PatternBasisEnum = builder.enumType('SajuPatternBasis', {
  description: 'How the 격국 was chosen from the month branch (docs/saju.md §10.4).',
  values: {
    ROKIN: { value: 'rokin', description: 'The month branch’s 정기 is the day master’s 비견 or 겁재: 건록격, 양인격 or 월겁격.' },
    REVEALED: { value: 'revealed', description: 'A hidden stem of the month branch shows (투출) among the year, month and hour stems.' },
    MAIN_QI: { value: 'mainQi', description: 'None shows: the month branch’s 정기 names the pattern.' },
  } as const satisfies Record<string, { value: Pattern['basis']; description: string }>,
});

const InteractionObject = builder.objectRef<Interaction>('SajuInteraction').implement({
  description: 'A relation (合, 沖, 刑, 破, 害, 怨嗔) between stems or branches of the chart, its 대운 or a luck entry.',
  fields: (t) => ({
    kind: t.field({ type: RelationKindEnum, description: 'The kind of relation.', resolve: (x) => x.kind }),
    name: t.exposeString('name', { description: 'Korean name as reported, e.g. 천간합, 육충, 삼형(지세지형), 지세지형(부분).' }),
    part: t.field({ type: PartEnum, description: 'Between stems or between branches.', resolve: (x) => x.part }),
    characters: t.exposeString('characters', { description: 'The characters in the order of places, e.g. 甲己 or 申子辰.' }),
    places: t.field({
      type: [PlaceEnum],
      description: 'Where the characters stand (a three-branch relation lists every place holding one of them).',
      resolve: (x) => x.places,
    }),
    element: t.string({
      nullable: true,
      description: 'The element a combination forms in Korean (목 화 토 금 수); null for clashes, punishments, 파, 해 and 원진.',
      resolve: (x) => x.element,
    }),
    transforms: t.boolean({
      nullable: true,
      description: '천간합 only: whether it transforms (合化; natal: adjacent, month branch of its element, no rival; luck: the month branch only). Null otherwise.',
      resolve: (x) => x.transforms,
    }),
    text: textField(t, 'One sentence naming the places, the characters, the relation and its element.', (x, lang) => interactionText(x, lang)),
  }),
});

const TenGodGroupPointsObject = builder.objectRef<Strength['groups']>('SajuTenGodGroupPoints').implement({
  description: 'Weighted points of each ten-god group (the strength weights; branches split by their 지장간 days).',
  fields: (t) => ({
    companion: t.float({ description: '비겁 (比劫): the day master’s own element.', resolve: (g) => g.비겁 }),
    output: t.float({ description: '식상 (食傷): the element the day master produces.', resolve: (g) => g.식상 }),
    wealth: t.float({ description: '재성 (財星): the element the day master controls.', resolve: (g) => g.재성 }),
    officer: t.float({ description: '관성 (官星): the element that controls the day master.', resolve: (g) => g.관성 }),
    resource: t.float({ description: '인성 (印星): the element that produces the day master.', resolve: (g) => g.인성 }),
  }),
});

const StrengthObject = builder.objectRef<Strength>('SajuStrength').implement({
  description: 'Strength of the day master (신강/신약, docs/saju.md §10.2).',
  fields: (t) => ({
    score: t.exposeFloat('score', { description: '0–100, one decimal: the weighted share of the characters supporting the day master (비겁 and 인성).' }),
    category: t.exposeString('category', { description: '극신강 (≥ 75), 신강 (≥ 55), 중화 (≥ 45), 신약 (≥ 25) or 극신약.' }),
    deukryeong: t.exposeBoolean('deukryeong', { description: '득령: the month branch supports the day master (half or more of its 지장간 days).' }),
    deukji: t.exposeBoolean('deukji', { description: '득지: the day branch supports the day master.' }),
    deukse: t.exposeBoolean('deukse', { description: '득세: the other stems and branches give half or more of their weight in support.' }),
    groups: t.field({ type: TenGodGroupPointsObject, description: 'Weighted points of each ten-god group.', resolve: (s) => s.groups }),
  }),
});

const UsefulGodsObject = builder.objectRef<UsefulGods>('SajuUsefulGods').implement({
  description: '용신 (useful element), 희신 (favourable) and 기신 (unfavourable), docs/saju.md §10.3.',
  fields: (t) => ({
    method: t.field({ type: UsefulGodMethodEnum, description: 'The method asked for.', resolve: (u) => u.method }),
    applied: t.field({ type: UsefulGodMethodEnum, description: 'The method applied: 조후 falls back to 억부 in spring and autumn months.', resolve: (u) => u.applied }),
    useful: t.exposeString('useful', { description: '용신, an element in Korean (목 화 토 금 수).' }),
    usefulGroup: t.exposeString('usefulGroup', { description: 'The ten-god group of the 용신 for this day master: 비겁, 식상, 재성, 관성 or 인성.' }),
    favorable: t.exposeString('favorable', { description: '희신: the element that produces the 용신.' }),
    unfavorable: t.exposeString('unfavorable', { description: '기신: the element that controls the 용신.' }),
    reason: textField(t, 'Why, in a sentence.', (u, lang) => usefulGodReason(u, lang)),
  }),
});

const PatternObject = builder.objectRef<Pattern>('SajuPattern').implement({
  description: '격국 from the month branch (子平眞詮’s 月令 rule, docs/saju.md §10.4); special patterns are not detected.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'e.g. 정관격, 건록격, 양인격, 월겁격.' }),
    tenGod: t.exposeString('tenGod', { description: 'The ten god it is named after (비견/겁재 for 건록격, 양인격, 월겁격).' }),
    stem: t.field({ type: StemObject, description: 'The 지장간 stem of the month branch that decides it.', resolve: (p) => p.stem }),
    basis: t.field({ type: PatternBasisEnum, description: 'How it was chosen.', resolve: (p) => p.basis }),
    revealedAt: t.field({
      type: [PlaceEnum],
      description: 'The stem positions (year, month, hour) where the deciding stem shows; empty unless basis is REVEALED.',
      resolve: (p) => p.revealedAt,
    }),
  }),
});

const StructureObject = builder.objectRef<SajuStructure>('SajuStructure').implement({
  description: 'The natal structure (docs/saju.md §10): interactions, strength, 용신, 격국, 태원·명궁·신궁 and texts; each block computed on first use.',
  fields: (t) => ({
    interactions: t.field({
      type: [InteractionObject],
      description: 'Relations among the four pillars: stem pairs, then three-branch groups, then branch pairs.',
      resolve: (s) => s.interactions(),
    }),
    strength: t.field({ type: StrengthObject, description: 'Strength of the day master.', resolve: (s) => s.strength() }),
    usefulGods: t.field({ type: UsefulGodsObject, description: '용신, 희신 and 기신 by the method asked for.', resolve: (s) => s.usefulGods() }),
    pattern: t.field({ type: PatternObject, description: '격국.', resolve: (s) => s.pattern() }),
    taewon: t.field({ type: PillarObject, description: '태원 (胎元): the month stem one on, the month branch three on.', resolve: (s) => s.palaces().taewon }),
    myeonggung: t.field({
      type: PillarObject,
      nullable: true,
      description: '명궁 (命宮, 卯上安命): branch = 5 − month branch − hour branch (mod 12), stem by 五虎遁; null without a birth time.',
      resolve: (s) => s.palaces().myeonggung,
    }),
    singung: t.field({
      type: PillarObject,
      nullable: true,
      description: '신궁 (身宮, 酉上安身): branch = 11 − month branch − hour branch (mod 12), stem by 五虎遁; null without a birth time.',
      resolve: (s) => s.palaces().singung,
    }),
    texts: textListField(t, 'Sentences: strength, 격국, 용신, the palaces, then one per interaction.', (s, lang) => s.texts(lang)),
    birthClock: t.field({ type: BirthClockObject, description: 'The time actually used (zone, corrections, the clock of the day and hour).', resolve: (s) => { const r = STRUCTURE_READINGS.get(s)!; return { ...r.chart.clock(), zasi: r.chart.zasi }; } }),
  }),
});

/** One SajuStructure per reading and 용신 method, so every field of a request shares its blocks. */
const STRUCTURES = new WeakMap<SajuReading, Map<UsefulGodMethod, SajuStructure>>();
const STRUCTURE_READINGS = new WeakMap<SajuStructure, SajuReading>();
function structureOf(r: SajuReading, method: UsefulGodMethod): SajuStructure {
  let byMethod = STRUCTURES.get(r);
  if (!byMethod) STRUCTURES.set(r, (byMethod = new Map<UsefulGodMethod, SajuStructure>()));
  let s = byMethod.get(method);
  if (!s) byMethod.set(method, (s = new SajuStructure(r.chart.pillars(), { usefulGodMethod: method })));
  STRUCTURE_READINGS.set(s, r);
  return s;
}

// ── Luck timelines (docs/saju.md §11) ────────────────────────────────────────────────────────

const DaeunInForceObject = builder.objectRef<DaeunInForce>('SajuDaeunInForce').implement({
  description: 'The 대운 cycle in force at the start of a luck entry.',
  fields: (t) => ({
    index: t.exposeInt('index', { description: '0 for the first cycle of daeun.periods.' }),
    age: t.exposeInt('age', { description: 'Age at which the cycle starts.' }),
    pillar: t.field({ type: PillarObject, description: 'The cycle’s pillar.', resolve: (d) => d.pillar }),
    start: t.string({ description: 'Start of the cycle (the 대운 start plus 10 years per earlier cycle, Seoul clock), UTC ISO 8601.', resolve: (d) => utcIso(d.startUtcMs) }),
  }),
});

const LuckPeriodInterface = builder.interfaceRef<LuckEntry>('SajuLuckPeriod').implement({
  description: 'A 세운, 월운 or 일운 entry: its pillar, span, ten gods, 12운성, the 대운 in force and its interactions.',
  fields: (t) => ({
    pillar: t.field({ type: PillarObject, description: 'The entry’s pillar.', resolve: (e) => e.pillar }),
    start: t.exposeString('start', { description: 'Start instant, UTC ISO 8601 to the second.' }),
    end: t.string({ description: 'End instant (exclusive; the next entry’s start), UTC ISO 8601 to the second.', resolve: (e) => utcIso(e.endUtcMs) }),
    stemTenGod: t.string({ description: 'Ten god of the entry’s stem against the natal day stem, e.g. 편재.', resolve: (e) => e.tenGods.stem }),
    branchTenGod: t.string({ description: 'Ten god of the entry’s branch (by its 정기) against the natal day stem.', resolve: (e) => e.tenGods.branch }),
    stage: t.string({ description: '12운성 of the natal day stem on the entry’s branch: 장생 … 양.', resolve: (e) => e.stage }),
    daeun: t.field({
      type: DaeunInForceObject,
      nullable: true,
      description: 'The 대운 in force at the start; null before the first cycle.',
      resolve: (e) => e.daeun,
    }),
    interactions: t.field({
      type: [InteractionObject],
      description: 'Relations of the entry (place LUCK) with the natal pillars and the 대운 in force; relations without the entry are not listed.',
      resolve: (e) => e.interactions,
    }),
  }),
});

export const YearLuckObject = builder.objectRef<YearLuck>('SajuYearLuck').implement({
  description: '세운: the pillar of a year, from its 입춘 to the next.',
  interfaces: [LuckPeriodInterface],
  isTypeOf: (e) => typeof e === 'object' && e !== null && 'year' in e && !('month' in e),
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The Gregorian year whose 입춘 starts it.' }),
  }),
});

export const MonthLuckObject = builder.objectRef<MonthLuck>('SajuMonthLuck').implement({
  description: '월운: a month pillar, from its 節 to the next.',
  interfaces: [LuckPeriodInterface],
  isTypeOf: (e) => typeof e === 'object' && e !== null && 'month' in e,
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The year whose 입춘 starts the saju year holding the month.' }),
    month: t.exposeInt('month', { description: '1 = 寅 month (from 입춘) … 12 = 丑 month (from 소한 of the next calendar year).' }),
    jie: t.exposeString('jie', { description: 'The 節 that starts it, Korean name, e.g. 경칩.' }),
  }),
});

const DayLuckObject = builder.objectRef<DayLuck>('SajuDayLuck').implement({
  description: '일운: the day pillar of a civil date, 00:00–24:00 of the Korean standard clock.',
  interfaces: [LuckPeriodInterface],
  isTypeOf: (e) => typeof e === 'object' && e !== null && 'date' in e,
  fields: (t) => ({
    date: t.exposeString('date', { description: 'The civil date, YYYY-MM-DD.' }),
  }),
});

/** Timelines computed once per reading and range (aliases of the same range share them). */
const TIMELINES = new WeakMap<SajuReading, Map<string, LuckEntry[]>>();
function timeline<T extends LuckEntry>(r: SajuReading, key: string, compute: () => T[]): T[] {
  let byKey = TIMELINES.get(r);
  if (!byKey) TIMELINES.set(r, (byKey = new Map<string, LuckEntry[]>()));
  let list = byKey.get(key);
  if (!list) byKey.set(key, (list = compute()));
  return list as T[];
}

const seoulYear = () => DateTime.now().setZone(SAJU_ZONE).year;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const positiveCount = z.number().int().min(1, { message: 'ensure this value is greater than or equal to 1' });

const LuckObject = builder.objectRef<SajuReading>('SajuLuck').implement({
  description: 'Luck timelines (docs/saju.md §11): 세운, 월운 and 일운 read against this chart; each range computed when selected.',
  fields: (t) => ({
    birthClock: t.field({ type: BirthClockObject, description: 'The time actually used for the chart (zone, corrections, the clock of the day and hour).', resolve: (r) => ({ ...r.chart.clock(), zasi: r.chart.zasi }) }),
    years: t.field({
      type: [YearLuckObject],
      description: `세운: one entry per year from 입춘 to 입춘 (years ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}, at most ${LUCK_LIMITS.maxYears}).`,
      args: {
        from: t.arg.int({ required: false, description: 'First year; default the current year on the Seoul clock.' }),
        count: t.arg.int({
          required: false,
          defaultValue: LUCK_LIMITS.defaultYears,
          description: `Number of years, 1–${LUCK_LIMITS.maxYears} (more: LUCK_RANGE_TOO_LONG).`,
          validate: { schema: positiveCount },
        }),
      },
      resolve: (r, args) => {
        const count = args.count ?? LUCK_LIMITS.defaultYears;
        if (count > LUCK_LIMITS.maxYears) {
          throw new LuckRangeError('LUCK_RANGE_TOO_LONG', `At most ${LUCK_LIMITS.maxYears} years of 세운, asked for ${count}`);
        }
        const from = args.from ?? seoulYear();
        return timeline(r, `y${from}:${count}`, () => yearlyLuck(r.chart, { from, to: from + count - 1 }));
      },
    }),
    months: t.field({
      type: [MonthLuckObject],
      description: '월운: the twelve months of the saju year that 입춘 of `year` starts, 寅 … 丑.',
      args: { year: t.arg.int({ required: true, description: `The year whose 입춘 starts them, ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}.` }) },
      resolve: (r, { year }) => timeline(r, `m${year}`, () => monthlyLuck(r.chart, year)),
    }),
    days: t.field({
      type: [DayLuckObject],
      description: `일운: the day pillar of each date from \`from\` on (at most ${LUCK_LIMITS.maxDays} days).`,
      args: {
        from: t.arg.string({ required: true, description: 'First date, YYYY-MM-DD (an existing date, else INVALID_DATE).' }),
        count: t.arg.int({
          required: false,
          defaultValue: LUCK_LIMITS.defaultDays,
          description: `Number of days, 1–${LUCK_LIMITS.maxDays} (more: LUCK_RANGE_TOO_LONG).`,
          validate: { schema: positiveCount },
        }),
      },
      resolve: (r, args) => {
        const count = args.count ?? LUCK_LIMITS.defaultDays;
        if (count > LUCK_LIMITS.maxDays) {
          throw new LuckRangeError('LUCK_RANGE_TOO_LONG', `At most ${LUCK_LIMITS.maxDays} days of 일운, asked for ${count}`);
        }
        const m = YMD.exec(args.from);
        // A malformed `from` is the core's INVALID_DATE: it is checked before `to`.
        const to = m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3] + count - 1)).toISOString().slice(0, 10) : args.from;
        return timeline(r, `d${args.from}:${count}`, () => dailyLuck(r.chart, args.from, to));
      },
    }),
  }),
});

// ── The chart types and root fields ──────────────────────────────────────────────────────────

const SajuChartInterface = builder.interfaceRef<SajuReading>('SajuChart').implement({
  description: 'A saju (four pillars) chart: pillars, 대운, ten gods and how they were computed.',
  fields: (t) => ({
    name: t.string({ description: 'The name given in the input.', resolve: (r) => r.name }),
    pillars: t.field({ type: PillarsObject, description: 'The four pillars.', resolve: (r) => r }),
    daeun: t.field({ type: DaeunObject, description: 'The ten-year luck periods.', resolve: (r) => r }),
    tenGods: t.field({ type: TenGodsObject, description: 'The ten gods of the eight characters.', resolve: (r) => r }),
    provenance: t.field({ type: SajuProvenanceObject, description: 'Calendar conversion, clock and conventions used.', resolve: (r) => r }),
    birthClock: t.field({ type: BirthClockObject, description: 'The time actually used (zone, corrections, the clock of the day and hour).', resolve: (r) => ({ ...r.chart.clock(), zasi: r.chart.zasi }) }),
    // Each selection draws a picture: priced as svg in src/graphql/cost.ts.
    svg: svgField(t, 'ko', 'The four pillars, 12운성, 대운 and the five elements as an SVG document (image/svg+xml), labels in lang, in theme.', sajuSvg),
  }),
});

const SajuBasicObject = builder.objectRef<SajuReading>('SajuBasic').implement({
  description: 'The chart of sajuBasic: pillars, 대운 and ten gods.',
  interfaces: [SajuChartInterface],
  isTypeOf: () => true,
});

const SajuAnalysisObject = builder.objectRef<SajuReading>('SajuAnalysis').implement({
  description: 'The chart of sajuAnalysis: the basic chart with five elements, 12신살 and the detailed analysis.',
  interfaces: [SajuChartInterface],
  isTypeOf: () => true,
  fields: (t) => ({
    fiveElements: t.field({ type: FiveElementsObject, description: 'The five-element (오행) balance.', resolve: (r) => r }),
    shinsal: t.field({ type: ShinsalObject, description: 'The 12신살 from the year and the day branch.', resolve: (r) => r }),
    comprehensive: t.field({ type: ComprehensiveObject, description: '12운성, hidden stems, stars, 납음 and the assessment.', resolve: (r) => r }),
    structure: t.field({
      type: StructureObject,
      description: 'The natal structure: interactions, strength, 용신, 격국, 태원·명궁·신궁 and texts (docs/saju.md §10).',
      args: {
        usefulGodMethod: t.arg({
          type: UsefulGodMethodEnum,
          required: false,
          defaultValue: SAJU_DEFAULTS.usefulGodMethod,
          description: 'How the 용신 is chosen; default EOKBU.',
        }),
      },
      resolve: (r, { usefulGodMethod }) => structureOf(r, usefulGodMethod ?? SAJU_DEFAULTS.usefulGodMethod),
    }),
    luck: t.field({ type: LuckObject, description: '세운, 월운 and 일운 timelines read against this chart (docs/saju.md §11).', resolve: (r) => r }),
  }),
});

builder.queryFields((t) => ({
  sajuBasic: t.field({
    type: SajuBasicObject,
    description: 'Four pillars, 대운 and ten gods (POST /v1/saju/basic).',
    args: { input: t.arg({ type: SajuInput, required: true, description: 'The birth.' }) },
    resolve: (_root, { input }) => readingOf(input),
  }),
  sajuSvg: pictureField(
    t, SajuInput, 'ko', 'Only the four pillars as an SVG document (POST /v1/saju/svg).', readingOf, sajuSvg,
  ),
  sajuLuck: t.field({
    type: LuckObject,
    description: '세운, 월운 and 일운 of a birth alone, without the analysis blocks (POST /v1/saju/luck; docs/saju.md §11).',
    args: { input: t.arg({ type: SajuInput, required: true, description: 'The birth.' }) },
    resolve: (_root, { input }) => readingOf(input),
  }),
  sajuStructure: t.field({
    type: StructureObject,
    description: 'The natal structure alone: interactions, strength, 용신, 격국, 태원·명궁·신궁 and texts (POST /v1/saju/structure; docs/saju.md §10).',
    args: {
      input: t.arg({ type: SajuInput, required: true, description: 'The birth.' }),
      usefulGodMethod: t.arg({
        type: UsefulGodMethodEnum,
        required: false,
        defaultValue: SAJU_DEFAULTS.usefulGodMethod,
        description: 'How the 용신 is chosen; default EOKBU.',
      }),
    },
    resolve: (_root, { input, usefulGodMethod }) => structureOf(readingOf(input), usefulGodMethod ?? SAJU_DEFAULTS.usefulGodMethod),
  }),
  sajuAnalysis: t.field({
    type: SajuAnalysisObject,
    description: 'The basic chart with five elements, 신살 and the comprehensive analysis (POST /v1/saju/analysis).',
    args: { input: t.arg({ type: SajuInput, required: true, description: 'The birth.' }) },
    resolve: (_root, { input }) => readingOf(input),
  }),
}));
