/**
 * The analysis blocks of SajuAnalysis: five elements, 12신살, 12운성, hidden stems, stars, 납음 and
 * the overall assessment.
 */
import { evilWarning, naeumTexts, nobleImpact, stageEnergy, starMeaning, type EvilStar, type NobleStar } from '../core/saju/analysis.js';
import type { SajuReading } from '../core/saju/reading.js';
import { builder } from './builder.js';
import { langField, nullableTextField, textField, textListField } from './labels.js';
import { replacedBy } from './renames.js';
import { EarthlyBranchEnum, FiveElementEnum, HeavenlyStemEnum, HiddenStemTypeEnum, LifeStageEnum, SajuEvilStarEnum, SajuNobleStarEnum, TwelveShinsalEnum } from './saju-enums.js';
import { BRANCH_IDS, STEM_IDS, type Element } from '../core/saju/ganzhi.js';
import { starNames } from '../core/saju/labels.js';
import { EVIL_STAR_IDS, NOBLE_STAR_IDS, type EvilStarId, type HiddenType, type NobleStarId, type Shinsal, type StarId } from '../core/saju/tables.js';

// ── Analysis blocks ──────────────────────────────────────────────────────────────────────────

const ElementStrengthObject = builder.objectRef<Record<Element, number>>('ElementStrength').implement({
  description: 'Percent of the total, one decimal (목 wood, 화 fire, 토 earth, 금 metal, 수 water).',
  fields: (t) => ({
    wood: t.float({ description: '목 (wood), percent.', resolve: (s) => s.wood }),
    fire: t.float({ description: '화 (fire), percent.', resolve: (s) => s.fire }),
    earth: t.float({ description: '토 (earth), percent.', resolve: (s) => s.earth }),
    metal: t.float({ description: '금 (metal), percent.', resolve: (s) => s.metal }),
    water: t.float({ description: '수 (water), percent.', resolve: (s) => s.water }),
  }),
});

export const FiveElementsObject = builder.objectRef<SajuReading>('FiveElements').implement({
  description: 'Five-element (오행) balance: stems 1.0 each; branches 1.0 split by their hidden stems’ days; the month branch doubled.',
  fields: (t) => ({
    strength: t.field({ type: ElementStrengthObject, description: 'Each element’s share of totalScore, percent.', resolve: (r) => r.fiveElements().strength }),
    dayElement: t.field({ type: FiveElementEnum, description: 'Element of the day stem (the day master).', resolve: (r) => r.fiveElements().dayElement }),
    totalScore: t.float({ description: 'Points counted: 9 with a birth time (8 characters, month branch twice), 7 without.', resolve: (r) => r.fiveElements().totalScore }),
  }),
});

const BranchShinsalObject = builder.objectRef<{ branch: number; shinsal: Shinsal }>('BranchShinsal').implement({
  description: 'One branch with its 12신살 (one of the twelve spirits).',
  fields: (t) => ({
    branch: t.field({ type: EarthlyBranchEnum, description: 'The branch, ZI (子) … HAI (亥).', resolve: (s) => BRANCH_IDS[s.branch] }),
    shinsal: t.expose('shinsal', { type: TwelveShinsalEnum, description: 'Its 12신살, e.g. YI_MA (역마살).' }),
  }),
});

export const ShinsalObject = builder.objectRef<SajuReading>('Shinsal').implement({
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
    stem: t.field({ type: HeavenlyStemEnum, description: 'The pillar’s stem, JIA (甲) … GUI (癸).', resolve: (s) => STEM_IDS[s.stem] }),
    branch: t.field({ type: EarthlyBranchEnum, description: 'The pillar’s branch, ZI (子) … HAI (亥).', resolve: (s) => BRANCH_IDS[s.branch] }),
    stage: t.expose('stage', { type: LifeStageEnum, description: 'The stage, CHANG_SHENG (장생) … YANG (양).' }),
    energy: textField(t, 'What the stage means.', (s, lang) => stageEnergy(s.stage, lang)),
  }),
});

interface HiddenStemRow {
  /** Index of STEMS. */
  stem: number;
  type: HiddenType;
  days: number;
}

const HiddenStemObject = builder.objectRef<HiddenStemRow>('HiddenStem').implement({
  description: 'A hidden stem (지장간) of a branch.',
  fields: (t) => ({
    stem: t.field({ type: HeavenlyStemEnum, description: 'The stem, JIA (甲) … GUI (癸).', resolve: (h) => STEM_IDS[h.stem] }),
    type: t.expose('type', { type: HiddenStemTypeEnum, description: 'RESIDUAL (여기), MIDDLE (중기) or MAIN (정기).' }),
    days: t.exposeInt('days', { description: 'Its days of the branch’s 30-day month.' }),
  }),
});

const BranchHiddenStemsObject = builder.objectRef<{ branch: number; stems: HiddenStemRow[] }>('BranchHiddenStems').implement({
  description: 'The hidden stems (지장간) of one branch of the chart.',
  fields: (t) => ({
    branch: t.field({ type: EarthlyBranchEnum, description: 'The branch, ZI (子) … HAI (亥).', resolve: (b) => BRANCH_IDS[b.branch] }),
    stems: t.field({ type: [HiddenStemObject], description: 'Its hidden stems, 여기 first, 정기 last.', resolve: (b) => b.stems }),
  }),
});

type AnyStar = NobleStar | EvilStar;

/**
 * A star found and a group of them are interfaces, so that the 귀인 and the 흉살 each carry their own
 * enum as `id` (SajuNobleStar, SajuEvilStar) while queries and fragments on Star and StarGroup still work.
 */
const StarInterface = builder.interfaceRef<AnyStar>('Star').implement({
  description: 'A 귀인 or 흉살 found in the chart.',
  fields: (t) => ({
    label: langField(t, 'korean', 'The star by name (천을귀인 / Heavenly Noble, 양인 / Yang Blade).', (s, lang) => starNames(s.id)[lang]),
    name: t.string({ description: 'Hanja name.', resolve: (s) => starNames(s.id).hanja }),
    koreanName: t.string({ description: 'Korean name, e.g. 천을귀인.', resolve: (s) => starNames(s.id).ko }),
    reference: t.exposeString('reference', { description: 'What it was looked up from, e.g. 일간 甲.' }),
    location: t.stringList({ description: 'Positions, e.g. 월지, 일주.', resolve: (s) => s.location }),
    meaning: textField(t, 'What the star stands for.', (s, lang) => starMeaning(s, lang)),
    impact: nullableTextField(t, 'What it brings where it sits; 귀인 only, else null.', (s, lang) => ('impact' in s ? nobleImpact(s, lang) : null)),
    warning: nullableTextField(t, 'What to watch where it sits; 흉살 only, else null.', (s, lang) => ('warning' in s ? evilWarning(s, lang) : null)),
  }),
});

const NobleStarObject = builder.objectRef<NobleStar>('SajuNobleStarOccurrence').implement({
  description: 'A 귀인 (auspicious star) found in the chart.',
  interfaces: [StarInterface],
  isTypeOf: (s) => typeof s === 'object' && s !== null && 'impact' in s,
  fields: (t) => ({
    id: t.expose('id', { type: SajuNobleStarEnum, description: 'The star, e.g. TIAN_YI_GUI_REN (천을귀인).' }),
  }),
});

const EvilStarObject = builder.objectRef<EvilStar>('SajuEvilStarOccurrence').implement({
  description: 'A 흉살 (inauspicious star) found in the chart.',
  interfaces: [StarInterface],
  isTypeOf: (s) => typeof s === 'object' && s !== null && 'warning' in s,
  fields: (t) => ({
    id: t.expose('id', { type: SajuEvilStarEnum, description: 'The star, e.g. YANG_REN (양인).' }),
  }),
});

interface Group<Id extends StarId, Star extends AnyStar> {
  id: Id;
  stars: Star[];
}

const StarGroupInterface = builder.interfaceRef<Group<StarId, AnyStar>>('StarGroup').implement({
  description: 'One kind of star found in the chart, with each occurrence.',
  fields: (t) => ({
    label: langField(t, 'korean', 'The star by name (천을귀인 / Heavenly Noble, 양인 / Yang Blade).', (g, lang) => starNames(g.id)[lang]),
    type: t.string({ description: 'Korean star name, e.g. 천을귀인.', ...replacedBy('id and label(lang)', ['id', 'label']), resolve: (g) => starNames(g.id).ko }),
    stars: t.field({ type: [StarInterface], description: 'Each occurrence, by what it was looked up from.', resolve: (g) => g.stars }),
  }),
});

const NobleStarGroupObject = builder.objectRef<Group<NobleStarId, NobleStar>>('SajuNobleStarGroup').implement({
  description: 'One 귀인 found in the chart, with each occurrence.',
  interfaces: [StarGroupInterface],
  isTypeOf: (g) => typeof g === 'object' && g !== null && 'stars' in g && Array.isArray(g.stars) && g.stars.some((s) => 'impact' in s),
  fields: (t) => ({
    id: t.expose('id', { type: SajuNobleStarEnum, description: 'The star, e.g. TIAN_YI_GUI_REN (천을귀인).' }),
    stars: t.field({ type: [NobleStarObject], description: 'Each occurrence, by what it was looked up from.', resolve: (g) => g.stars }),
  }),
});

const EvilStarGroupObject = builder.objectRef<Group<EvilStarId, EvilStar>>('SajuEvilStarGroup').implement({
  description: 'One 흉살 found in the chart, with each occurrence.',
  interfaces: [StarGroupInterface],
  isTypeOf: (g) => typeof g === 'object' && g !== null && 'stars' in g && Array.isArray(g.stars) && g.stars.some((s) => 'warning' in s),
  fields: (t) => ({
    id: t.expose('id', { type: SajuEvilStarEnum, description: 'The star, e.g. YANG_REN (양인).' }),
    stars: t.field({ type: [EvilStarObject], description: 'Each occurrence, by what it was looked up from.', resolve: (g) => g.stars }),
  }),
});

/** The stars found, one group per star, in the order of their ids. */
const starGroups = <Id extends StarId, Star extends AnyStar>(ids: readonly Id[], found: Partial<Record<Id, Star[]>>): Group<Id, Star>[] =>
  ids.flatMap((id) => (found[id] ? [{ id, stars: found[id] }] : []));

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

export const ComprehensiveObject = builder.objectRef<SajuReading>('ComprehensiveShinsal').implement({
  description: 'The detailed analysis: 12운성, hidden stems, 귀인, 흉살, 납음 and an overall assessment.',
  fields: (t) => ({
    twelveStages: t.field({ type: [TwelveStageObject], description: 'The day stem’s stage on each pillar’s branch, year to hour.', resolve: (r) => r.twelveStages() }),
    hiddenStems: t.field({
      type: [BranchHiddenStemsObject],
      description: 'Hidden stems of each branch of the chart, year to hour (a branch appearing twice is listed once).',
      resolve: (r) => r.hiddenStems(),
    }),
    nobleStars: t.field({ type: [NobleStarGroupObject], description: 'The 귀인 (auspicious stars) present, e.g. 천을귀인, 문창귀인.', resolve: (r) => starGroups(NOBLE_STAR_IDS, r.nobleStars()) }),
    evilStars: t.field({ type: [EvilStarGroupObject], description: 'The 흉살 (inauspicious stars) present, e.g. 양인, 공망.', resolve: (r) => starGroups(EVIL_STAR_IDS, r.evilStars()) }),
    naeumElements: t.field({ type: [NaeumObject], description: 'The 납음 of each pillar, year to hour.', resolve: (r) => r.naeumElements() }),
    overallAssessment: t.field({ type: AssessmentObject, description: 'Counts and texts summing up the chart.', resolve: (r) => r }),
  }),
});
