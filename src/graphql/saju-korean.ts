/**
 * 궁합, 택일 and 신년운세 as root fields (docs/saju.md §12–§14): sajuCompatibility, sajuDateSelection and
 * sajuYearly. Each resolver reads its input into the core's request and returns the core's record.
 */
import { DateTime } from 'luxon';
import { z } from 'zod';
import { SAJU_ZONE } from '../core/saju/birth-clock.js';
import { compatibility, compatibilityTexts, type Compatibility } from '../core/saju/compatibility.js';
import { BRANCH_BOND_POINTS, STEM_BONDS, type BranchBond } from '../core/saju/compatibility-tables.js';
import { DATE_SELECTION_DEFAULTS, selectDates, type DateSelection, type SelectionDay, type SelectionReason } from '../core/saju/date-selection.js';
import { DIRECTIONS, OFFICERS, PURPOSES, PURPOSE_TERMS, REASON_LABELS, SPIRITS, WANDERING_YEAR } from '../core/saju/date-selection-tables.js';
import { REASON_LABELS_EN } from '../core/saju/texts-en.js';
import { yearlyReading, yearlyTexts, type YearlyReading } from '../core/saju/yearly.js';
import { LUCK_FIRST_YEAR, LUCK_LAST_YEAR } from '../core/saju/luck.js';
import { TEXT_LANG, type Lang } from '../core/lang.js';
import { builder } from './builder.js';
import { textLangArg, textListField, textField } from './labels.js';
import { MonthLuckObject, YearLuckObject } from './saju-luck.js';
import { BranchObject, PillarObject, SajuInput, StemObject, readingOf } from './saju.js';
import { FiveElementEnum } from './saju-enums.js';

const seoulYear = () => DateTime.now().setZone(SAJU_ZONE).year;
const yearArg = z.number().int().min(LUCK_FIRST_YEAR).max(LUCK_LAST_YEAR - 10);
const enumValues = <T extends string>(ids: readonly T[], describe: (id: T) => string) =>
  Object.fromEntries(ids.map((id) => [id.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(), { value: id, description: describe(id) }]));

// ── 궁합 ─────────────────────────────────────────────────────────────────────────────────────

const StemBondEnum = builder.enumType('SajuStemBond', {
  description: 'How the first person’s day stem stands to the second’s.',
  values: enumValues(STEM_BONDS, (id) => ({
    combination: '천간합 (五合): the two stems combine.',
    generates: 'The first produces the second (相生).',
    generatedBy: 'The second produces the first.',
    sameElement: 'The same element.',
    controls: 'The first controls the second (相剋).',
    controlledBy: 'The second controls the first.',
  })[id]),
});

const BRANCH_BOND_NAMES: Record<BranchBond, string> = {
  sixCombination: '육합 六合', halfCombination: '반합 半合', clash: '육충 六沖', punishment: '형 刑', selfPunishment: '자형 自刑',
  destruction: '육파 六破', harm: '육해 六害', resentment: '원진 怨嗔', ghostGate: '귀문 鬼門',
};
const BRANCH_BONDS: BranchBond[] = ['sixCombination', 'halfCombination', 'clash', 'punishment', 'selfPunishment', 'destruction', 'harm', 'resentment', 'ghostGate'];
const BranchBondEnum = builder.enumType('SajuBranchBond', {
  description: 'A relation between two branches of the two people (the classical pair tables, docs/saju.md §10.1; 귀문 §6.5).',
  values: enumValues(BRANCH_BONDS, (id) => `${BRANCH_BOND_NAMES[id]}; ${BRANCH_BOND_POINTS[id]} points between day branches, half between year branches.`),
});

const ComponentEnum = builder.enumType('SajuCompatibilityComponent', {
  description: 'A component of the compatibility score.',
  values: enumValues(['dayStems', 'dayBranches', 'yearBranches', 'usefulElements', 'daeun'] as const, (id) => ({
    dayStems: 'The two day stems.',
    dayBranches: 'Relations of the two day branches (full points).',
    yearBranches: 'Relations of the two year branches (half points).',
    usefulElements: 'The share of each chart in the other’s 용신 element.',
    daeun: 'Years of the ten in which the two 대운 combine (+1) or clash (−1).',
  })[id]),
});

const CompatibilityObject = builder.objectRef<Compatibility>('SajuCompatibility').implement({
  description: '궁합: the relations between two charts, each from its rule, and a score with its components; symmetric in the two people.',
  fields: (t) => ({
    score: t.exposeFloat('score', { description: '50 plus the components, within 0–100.' }),
    components: t.field({
      type: [builder.objectRef<{ id: string; points: number }>('SajuCompatibilityPoints').implement({
        description: 'One component of the score.',
        fields: (u) => ({
          id: u.field({ type: ComponentEnum, description: 'Which component.', resolve: (c) => c.id as never }),
          points: u.exposeFloat('points', { description: 'Its points.' }),
        }),
      })],
      description: 'The components the score adds up.',
      resolve: (c) => c.components,
    }),
    firstDayStem: t.field({ type: StemObject, description: 'The first person’s day stem.', resolve: (c) => c.dayStems.stems[0] }),
    secondDayStem: t.field({ type: StemObject, description: 'The second person’s day stem.', resolve: (c) => c.dayStems.stems[1] }),
    dayStemBond: t.field({ type: StemBondEnum, description: 'How the first day stem stands to the second.', resolve: (c) => c.dayStems.bond as never }),
    branchBonds: t.field({
      type: [builder.objectRef<Compatibility['branchBonds'][number]>('SajuBranchBondFound').implement({
        description: 'A relation between the two people’s day branches or year branches.',
        fields: (u) => ({
          pillar: u.exposeString('pillar', { description: 'day (the spouse palaces) or year (the families).' }),
          bond: u.field({ type: BranchBondEnum, description: 'The relation.', resolve: (b) => b.bond as never }),
          first: u.field({ type: BranchObject, description: 'The first person’s branch.', resolve: (b) => b.branches[0] }),
          second: u.field({ type: BranchObject, description: 'The second person’s branch.', resolve: (b) => b.branches[1] }),
          points: u.exposeFloat('points', { description: 'Its points (year branches at half).' }),
        }),
      })],
      description: 'Every relation of the day branches, then of the year branches.',
      resolve: (c) => c.branchBonds,
    }),
    usefulElements: t.field({
      type: [builder.objectRef<Compatibility['usefulElements'][number]>('SajuElementSupply').implement({
        description: 'How much of one chart is the other person’s 용신 element.',
        fields: (u) => ({
          person: u.exposeInt('person', { description: '0 for the first person’s 용신, 1 for the second’s.' }),
          useful: u.expose('useful', { type: FiveElementEnum, description: 'That 용신 element.' }),
          suppliedPercent: u.exposeFloat('suppliedPercent', { description: 'Percent of the other person’s chart in that element.' }),
          points: u.exposeInt('points', { description: '1 per 10 % supplied.' }),
        }),
      })],
      description: 'The first person’s 용신 as supplied by the second, and the other way round.',
      resolve: (c) => c.usefulElements,
    }),
    daeunYears: t.field({
      type: [builder.objectRef<Compatibility['daeunYears'][number]>('SajuDaeunYear').implement({
        description: 'The two 대운 in force in a year.',
        fields: (u) => ({
          year: u.exposeInt('year', { description: 'The year (from its 입춘).' }),
          first: u.field({ type: PillarObject, nullable: true, description: 'The first person’s 대운; null before the first cycle.', resolve: (y) => y.daeun[0] }),
          second: u.field({ type: PillarObject, nullable: true, description: 'The second person’s 대운.', resolve: (y) => y.daeun[1] }),
          harmony: u.exposeBoolean('harmony', { description: 'They combine (천간합, 육합 or 반합).' }),
          clash: u.exposeBoolean('clash', { description: 'They clash (천간충 or 육충).' }),
        }),
      })],
      description: 'The ten years from fromYear.',
      resolve: (c) => c.daeunYears,
    }),
    texts: textListField(t, 'Sentences written from these relations.', (c, lang) => compatibilityTexts(c, lang)),
  }),
});

const CompatibilityInput = builder.inputType('SajuCompatibilityInput', {
  description: 'Two people, and the first of the ten years their 대운 are compared over.',
  fields: (t) => ({
    first: t.field({ type: SajuInput, description: 'The first person.' }),
    second: t.field({ type: SajuInput, description: 'The second person.' }),
    fromYear: t.int({ required: false, description: 'First year of the 대운 comparison; default the current year (Seoul).', validate: { schema: yearArg } }),
  }),
});

// ── 택일 ─────────────────────────────────────────────────────────────────────────────────────

const PurposeEnum = builder.enumType('SajuSelectionPurpose', {
  description: 'What the day is chosen for; each stands for 協紀辨方書 用事 terms (docs/saju.md §13).',
  values: enumValues(PURPOSES, (id) => `${PURPOSE_TERMS[id].korean}: ${PURPOSE_TERMS[id].yi.join(', ')}.`),
});
const DirectionEnum = builder.enumType('SajuDirection', {
  description: 'A cardinal direction (of a move, 손, 三殺, 大將軍).',
  values: enumValues(DIRECTIONS, (id) => `${id}.`),
});
const OfficerEnum = builder.enumType('SajuDayOfficer', {
  description: '建除十二神: the officer of the day.',
  values: enumValues(OFFICERS.map((o) => o.id), (id) => { const o = OFFICERS.find((x) => x.id === id)!; return `${o.hanja} ${o.korean}${o.good ? ' (auspicious)' : ''}.`; }),
});
const SpiritEnum = builder.enumType('SajuDaySpirit', {
  description: '黃道·黑道 十二神: the spirit of the day.',
  values: enumValues(SPIRITS.map((s) => s.id), (id) => { const s = SPIRITS.find((x) => x.id === id)!; return `${s.hanja} ${s.korean} (${s.yellow ? '황도' : '흑도'}).`; }),
});
const SaenggiEnum = builder.enumType('SajuSaenggi', {
  description: '生氣福德: the star of the day for a person.',
  values: enumValues(WANDERING_YEAR.map((s) => s.id), (id) => { const s = WANDERING_YEAR.find((x) => x.id === id)!; return `${s.hanja} ${s.korean} (${s.points >= 0 ? '+' : ''}${s.points}).`; }),
});
const FactorEnum = builder.enumType('SajuSelectionFactor', {
  description: 'What a reason for or against a day rests on.',
  values: enumValues(Object.keys(REASON_LABELS), (id) => `${REASON_LABELS_EN[id]}.`),
});

const ReasonObject = builder.objectRef<SelectionReason>('SajuSelectionReason').implement({
  description: 'A reason for (positive points) or against (negative) a day.',
  fields: (t) => ({
    factor: t.field({ type: FactorEnum, description: 'What it rests on.', resolve: (r) => r.factor as never }),
    points: t.exposeInt('points', { description: 'Its points: the service’s weight of the factor (docs/saju.md, 택일).' }),
    person: t.exposeInt('person', { nullable: true, description: '0 or 1 for a person’s own reason; null for the day’s.' }),
    saenggi: t.field({ type: SaenggiEnum, nullable: true, description: 'The 生氣福德 star of a SAENGGI reason.', resolve: (r) => r.saenggi as never }),
    label: textField(t, 'What it says.', (r, lang: Lang) => (lang === 'en' ? REASON_LABELS_EN : REASON_LABELS)[r.factor]),
  }),
});

const PersonDayObject = builder.objectRef<SelectionDay['people'][number]>('SajuSelectionPersonDay').implement({
  description: 'A day read for one person.',
  fields: (t) => ({
    age: t.exposeInt('age', { description: 'Korean age by the lunar year, used for 生氣福德.' }),
    saenggi: t.field({ type: SaenggiEnum, description: 'The 生氣福德 star.', resolve: (p) => p.saenggi as never }),
    clashesDayBranch: t.exposeBoolean('clashesDayBranch', { description: 'The day’s branch clashes with the person’s day branch.' }),
    clashesYearBranch: t.exposeBoolean('clashesYearBranch', { description: 'The day’s branch clashes with the person’s year branch.' }),
  }),
});

const DayObject = builder.objectRef<SelectionDay>('SajuSelectionDay').implement({
  description: 'A civil date of the Korean standard clock with what speaks for and against it.',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'YYYY-MM-DD.' }),
    pillar: t.field({ type: PillarObject, description: 'The day pillar (일진).', resolve: (d) => d.pillar }),
    lunarDate: t.string({ description: 'The Korean lunar date, YYYY-MM-DD.', resolve: (d) => `${d.lunar.year}-${String(d.lunar.month).padStart(2, '0')}-${String(d.lunar.day).padStart(2, '0')}` }),
    lunarIsLeapMonth: t.boolean({ description: 'The lunar date is in a leap month.', resolve: (d) => d.lunar.isLeapMonth }),
    officer: t.field({ type: OfficerEnum, description: '建除十二神.', resolve: (d) => d.officer as never }),
    spirit: t.field({ type: SpiritEnum, description: '黃道·黑道 spirit.', resolve: (d) => d.spirit as never }),
    yellowPath: t.exposeBoolean('yellowPath', { description: 'A 황도일.' }),
    son: t.field({ type: DirectionEnum, nullable: true, description: 'The direction of 손; null on a 손 없는 날.', resolve: (d) => d.son as never }),
    monthBreak: t.exposeBoolean('monthBreak', { description: '月破.' }),
    yearBreak: t.exposeBoolean('yearBreak', { description: '歲破.' }),
    almanacYi: t.boolean({ description: '協紀辨方書 lists the purpose as 宜.', resolve: (d) => d.almanac.yi }),
    almanacJi: t.boolean({ description: '協紀辨方書 lists the purpose as 忌.', resolve: (d) => d.almanac.ji }),
    people: t.field({ type: [PersonDayObject], description: 'The day for each person.', resolve: (d) => d.people }),
    reasons: t.field({ type: [ReasonObject], description: 'The reasons, for and against.', resolve: (d) => d.reasons }),
    score: t.exposeInt('score', { description: 'The sum of the reasons’ points.' }),
  }),
});

const SelectionObject = builder.objectRef<DateSelection & { limit: number | null }>('SajuDateSelection').implement({
  description: '택일: the days of a span ranked for a purpose and one or two people.',
  fields: (t) => ({
    purpose: t.field({ type: PurposeEnum, description: 'The purpose.', resolve: (s) => s.purpose as never }),
    direction: t.field({ type: DirectionEnum, nullable: true, description: 'The direction of the move, if given.', resolve: (s) => s.direction as never }),
    years: t.field({
      type: [builder.objectRef<DateSelection['years'][number]>('SajuYearDirections').implement({
        description: 'The directions to avoid in a year (from its 입춘).',
        fields: (u) => ({
          year: u.exposeInt('year', { description: 'The year.' }),
          pillar: u.field({ type: PillarObject, description: 'Its pillar.', resolve: (y) => y.pillar }),
          threeKillings: u.field({ type: DirectionEnum, description: '三殺.', resolve: (y) => y.threeKillings as never }),
          greatGeneral: u.field({ type: DirectionEnum, description: '大將軍.', resolve: (y) => y.greatGeneral as never }),
        }),
      })],
      description: 'Each year the span touches.',
      resolve: (s) => s.years,
    }),
    days: t.field({ type: [DayObject], description: 'The days, best first (ties by date), at most `limit`.', resolve: (s) => (s.limit === null ? s.days : s.days.slice(0, s.limit)) }),
  }),
});

const SelectionInput = builder.inputType('SajuDateSelectionInput', {
  description: `A span of at most ${DATE_SELECTION_DEFAULTS.maxDays} days, a purpose and one or two people.`,
  fields: (t) => ({
    from: t.string({ description: 'First date, YYYY-MM-DD.' }),
    to: t.string({ description: 'Last date, YYYY-MM-DD (included).' }),
    purpose: t.field({ type: PurposeEnum, description: 'What the day is for.' }),
    people: t.field({ type: [SajuInput], description: 'One or two people.' }),
    direction: t.field({ type: DirectionEnum, required: false, description: 'For a move: the direction of the move (三殺, 大將軍, 손).' }),
    limit: t.int({ required: false, description: 'At most this many days in the answer (the best ones).', validate: { schema: z.number().int().min(1) } }),
  }),
});

// ── 신년운세 ─────────────────────────────────────────────────────────────────────────────────

const YearlyTextObject = builder.objectRef<{ domain: string; text: string; basis: string[] }>('SajuYearlyText').implement({
  description: 'A sentence of the yearly reading and the facts it rests on.',
  fields: (t) => ({
    domain: t.exposeString('domain', { description: 'overall, work, money, relationships or health.' }),
    text: t.exposeString('text', { description: 'The sentence.' }),
    basis: t.exposeStringList('basis', { description: 'Its facts, e.g. yearStem:편재, stage:제왕, interaction:육충.' }),
  }),
});

const YearlyObject = builder.objectRef<YearlyReading>('SajuYearly').implement({
  description: '신년운세: the year from its 입춘 and its twelve months read against the chart, with texts.',
  fields: (t) => ({
    year: t.field({ type: YearLuckObject, description: 'The year’s pillar, ten gods, 12운성, 대운 in force and interactions.', resolve: (r) => r.year }),
    months: t.field({ type: [MonthLuckObject], description: 'The twelve months from their 節.', resolve: (r) => r.months }),
    usefulElement: t.field({ type: FiveElementEnum, description: 'The chart’s 용신 (억부) element.', resolve: (r) => r.useful.useful }),
    yearElementRole: t.string({ description: 'useful, favorable, unfavorable or neutral: what the year stem’s element is to the chart.', resolve: (r) => r.yearElementRole }),
    texts: t.field({
      type: [YearlyTextObject],
      description: 'Overall, work, money, relationships and health, each with its basis.',
      args: { lang: textLangArg(t) },
      resolve: (r, { lang }) => yearlyTexts(r, lang ?? TEXT_LANG),
    }),
  }),
});

const YearlyInput = builder.inputType('SajuYearlyInput', {
  description: 'A birth and the year to read.',
  fields: (t) => ({
    person: t.field({ type: SajuInput, description: 'The birth.' }),
    year: t.int({ description: `The year, ${LUCK_FIRST_YEAR}–${LUCK_LAST_YEAR}.`, validate: { schema: z.number().int().min(LUCK_FIRST_YEAR).max(LUCK_LAST_YEAR) } }),
  }),
});

builder.queryFields((t) => ({
  sajuCompatibility: t.field({
    type: CompatibilityObject,
    description: '궁합 of two people (docs/saju.md §12).',
    args: { input: t.arg({ type: CompatibilityInput, required: true, description: 'The two people.' }) },
    resolve: (_root, { input }) => compatibility(readingOf(input.first).chart, readingOf(input.second).chart, input.fromYear ?? seoulYear()),
  }),
  sajuDateSelection: t.field({
    type: SelectionObject,
    description: '택일: the days of a span ranked for a purpose (docs/saju.md §13).',
    args: { input: t.arg({ type: SelectionInput, required: true, description: 'The span, purpose and people.' }) },
    resolve: (_root, { input }) => {
      const people = input.people.map((p) => {
        const r = readingOf(p);
        const pillars = r.chart.pillars();
        return { dayBranch: pillars.day.branch, yearBranch: pillars.year.branch, lunarBirthYear: r.birthDate.lunar.year, gender: p.gender };
      });
      return { ...selectDates({ from: input.from, to: input.to, purpose: input.purpose, people, direction: input.direction }), limit: input.limit ?? null };
    },
  }),
  sajuYearly: t.field({
    type: YearlyObject,
    description: '신년운세 of a birth for a year (docs/saju.md §14).',
    args: { input: t.arg({ type: YearlyInput, required: true, description: 'The birth and the year.' }) },
    resolve: (_root, { input }) => yearlyReading(readingOf(input.person).chart, input.year),
  }),
}));
