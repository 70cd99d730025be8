/**
 * Saju (four pillars) as GraphQL types: the input (SajuInput, read once by readingOf), stems,
 * branches and pillars, 대운, ten gods and provenance. The chart types and root fields are in
 * saju-chart.ts, the analysis blocks in saju-analysis.ts, the natal structure in saju-structure.ts
 * and the luck timelines in saju-luck.ts.
 */
import { z } from 'zod';
import { BRANCHES, BRANCH_IDS, STEMS, STEM_IDS, pillarHanja, pillarKorean, type Pillar } from '../core/saju/ganzhi.js';
import { TEN_GOD_POSITIONS, type TenGodPosition } from '../core/saju/ten-gods.js';
import { SAJU_DEFAULTS, sajuReading, type SajuReading } from '../core/saju/reading.js';
import { tenGodLabel } from '../core/labels.js';
import { birthdateText, birthTimeText, personName } from '../validation.js';
import { builder } from './builder.js';
import { nullableLangField } from './labels.js';
import { DaeunCountEnum, ZasiEnum, birthPlace, birthTimeFields } from './birth-time.js';
import { EarthlyBranchEnum, FiveElementEnum, HeavenlyStemEnum, TenGodEnum } from './saju-enums.js';

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
    id: t.field({ type: HeavenlyStemEnum, description: 'The stem, JIA (甲) … GUI (癸).', resolve: (i) => STEM_IDS[i] }),
    hanja: t.string({ description: 'The stem character, 甲 … 癸.', resolve: (i) => STEMS[i].hanja }),
    korean: t.string({ description: 'Its Korean reading, 갑 … 계.', resolve: (i) => STEMS[i].korean }),
    element: t.field({ type: FiveElementEnum, description: 'Its element: WOOD (목), FIRE (화), EARTH (토), METAL (금) or WATER (수).', resolve: (i) => STEMS[i].element }),
    yang: t.boolean({ description: 'True for the yang stems 甲 丙 戊 庚 壬, false for the yin ones.', resolve: (i) => STEMS[i].yang }),
  }),
});

export const BranchObject = builder.objectRef<number>('Branch').implement({
  description: 'An earthly branch (地支).',
  fields: (t) => ({
    id: t.field({ type: EarthlyBranchEnum, description: 'The branch, ZI (子) … HAI (亥).', resolve: (i) => BRANCH_IDS[i] }),
    hanja: t.string({ description: 'The branch character, 子 … 亥.', resolve: (i) => BRANCHES[i].hanja }),
    korean: t.string({ description: 'Its Korean reading, 자 … 해.', resolve: (i) => BRANCHES[i].korean }),
    element: t.field({ type: FiveElementEnum, description: 'Its element: WOOD (목), FIRE (화), EARTH (토), METAL (금) or WATER (수).', resolve: (i) => BRANCHES[i].element }),
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

export const PillarsObject = builder.objectRef<SajuReading>('FourPillars').implement({
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

export const DaeunObject = builder.objectRef<SajuReading>('Daeun').implement({
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
  if (field === 'dayStem') return 'The day stem itself: always RI_ZHU (日主, the day master)';
  return `Ten god (십신, e.g. ZHENG_CAI 정재) of the ${pillar} ${part.toLowerCase()}` + (part === 'Branch' ? ', by its main hidden stem (정기)' : '');
}

export const TenGodsObject = builder.objectRef<SajuReading>('TenGods').implement({
  description:
    'Ten gods relative to the day stem (RI_ZHU); branches by their 정기. Hour fields null without a time. ' +
    'Each <field>Label(lang) names the same ten god (편재 / Indirect Wealth; 主 → 일간 / Day Master).',
  fields: (t) => {
    const god = (r: SajuReading, field: TenGodPosition) => r.chart.tenGods()[field];
    return {
      ...Object.fromEntries(
        TEN_GOD_POSITIONS.map((field) => [
          field,
          // Hour fields are null without a birth time.
          field.startsWith('hour')
            ? t.field({ type: TenGodEnum, nullable: true, description: `${tenGodText(field)}; null without a birth time.`, resolve: (r) => god(r, field) })
            : t.field({ type: TenGodEnum, description: `${tenGodText(field)}.`, resolve: (r) => god(r, field)! }),
        ]),
      ),
      ...Object.fromEntries(
        TEN_GOD_POSITIONS.map((field) => [
          `${field}Label`,
          nullableLangField(t, 'korean', `The ten god of ${field} by name, null like ${field}.`, (r, lang) => {
            const name = god(r, field);
            return name === null ? null : tenGodLabel(name, lang);
          }),
        ]),
      ),
    };
  },
});

// ── Provenance ───────────────────────────────────────────────────────────────────────────────

export const SajuProvenanceObject = builder.objectRef<SajuReading>('SajuProvenance').implement({
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
