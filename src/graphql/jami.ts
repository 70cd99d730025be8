/**
 * Zi Wei Dou Shu (자미두수) as GraphQL types: palaces, stars with brightness and transformation,
 * ten-year periods, the annual view and the interpretive blocks, each resolved from the reading's
 * memoised parts (the main stars compute no periods, no patterns and no texts). Records over closed
 * sets (palaces, stages, relations) become lists of {name, …} in the record's order. The REST layer
 * builds the spec's Korean record (interface-spec §2.4) from these fields (src/rest/jami.ts).
 */
import { z } from 'zod';
import {
  InvalidTargetYearGanjiError, parseGender, yearOfGanji, type SahwaPosition, type StarBrightness, type UnplacedPositions,
} from '../core/jami/chart.js';
import type { BranchRelation } from '../core/jami/interpret.js';
import { JamiReading, type DaehanEntry } from '../core/jami/reading.js';
import {
  BRANCH_NAMES, MUTAGENS, PALACE_NAMES, STAR_KINDS, type BranchName, type Mutagen, type StarPlacement,
} from '../core/jami/types.js';
import { lazy } from '../core/lazy.js';
import { BRANCHES, STEMS } from '../core/saju/ganzhi.js';
import { palaceLabel, starLabel, type Lang } from '../core/labels.js';
import { jamiSvg } from '../render/jami-svg.js';
import { birthdateText, birthTimeText, coreCheck, personName } from '../validation.js';
import { builder } from './builder.js';
import { BirthClockObject, ZasiEnum, birthTimeFields, clockOptions, hasBirthTimeOption, type BirthTimeArgs } from './birth-time.js';
import type { SolarTime } from '../core/saju/birth-clock.js';
import { langField, pictureField, svgField } from './labels.js';
import { textField, textListField } from './classical.js';
import { PillarObject } from './saju.js';
import {
  MOVING_STARS, MOVING_STAR_NAMES, SCOPE_NAMES, horoscope, type DecadalView, type HoroscopeScope, type JamiHoroscope,
  type MinorView, type MovingStar, type MovingStars, type PillarView, type ScopeTransformation, type StarScope, type YearlyView,
} from '../core/jami/horoscope.js';
import {
  SELF_TRANSFORMATION_NAMES, flyingStars, type Flight, type PalaceFlights, type SelfTransformation, type SelfTransformationKind,
} from '../core/jami/flying-stars.js';
import type { ZasiConvention } from '../core/jami/chart.js';
import { solarToLunar } from '../core/time/korean-calendar.js';

/** The accepted spellings of gender (jami.md decision 6). */
export const GENDER_SPELLINGS = ['M', 'F', 'm', 'f', 'Male', 'Female', 'male', 'female', 'yang', 'yin'] as const;
export const GENDER_MESSAGE = `gender must be one of: ${GENDER_SPELLINGS.join(', ')}`;
export const jamiGender = z.string().refine((g) => parseGender(g) !== null, { message: GENDER_MESSAGE });
/** Korean stem-branch name of a year, e.g. 갑진. */
export const ganjiText = z.string().refine(
  (text) => {
    try {
      yearOfGanji(text);
      return true;
    } catch {
      return false;
    }
  },
  { message: 'target_year_ganji must be a Korean stem-branch name such as 갑진' },
);

const JamiInput = builder.inputType('JamiInput', {
  description: 'A birth for a Zi Wei Dou Shu chart: name, date (solar, or Korean lunar with its leap flag), clock time in Korea and gender.',
  fields: (t) => ({
    name: t.string({ description: 'The person’s name (shown on the chart).', validate: { schema: personName } }),
    birthdate: t.string({ description: 'YYYY-MM-DD, solar unless isLunar (Korean calendar).', validate: { schema: birthdateText } }),
    isLunar: t.boolean({ required: false, defaultValue: false, description: 'Whether birthdate is a Korean lunar date.' }),
    isLeapMonth: t.boolean({ required: false, defaultValue: false, description: 'With isLunar: the date is in the leap month.' }),
    birthTime: t.string({ description: 'HH:MM, clock time as given.', validate: { schema: birthTimeText } }),
    gender: t.string({ description: GENDER_SPELLINGS.join(', '), validate: { schema: jamiGender } }),
    zasi: t.field({
      type: ZasiEnum,
      required: false,
      defaultValue: 'split',
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
    isLunar: input.isLunar ?? false,
    isLeapMonth: input.isLeapMonth ?? false,
    birthTime: input.birthTime,
    gender: parseGender(input.gender)!,
    zasi: input.zasi ?? 'split',
    // Without a birth-time option the hour is the clock as entered (docs/jami.md §1.1).
    clock: hasBirthTimeOption(input) ? clockOptions(input) : null,
  });
}

const ko = (branch: number) => BRANCHES[branch].korean;

/** 록 권 과 기: how the periods and years name a transformation (their `type`). */
const SHORT_MUTAGEN: Record<Mutagen, string> = { 화록: '록', 화권: '권', 화과: '과', 화기: '기' };

// ── Views ────────────────────────────────────────────────────────────────────────────────────
// The core's blocks as plain records whose properties are the GraphQL fields: a field exposed under
// its own name has no resolver, and graphql-jit reads it directly (a REST record reads ~2,000
// leaves). Each view is built once per reading (per request) from the reading's memoised blocks.

interface StarView {
  star: StarPlacement;
  name: string;
  branch: BranchName;
  kind: string;
  brightness: string | null;
  transformation: string | null;
}

interface NamedBranch {
  name: string;
  branch: string;
}

interface TransformationView {
  type: string;
  star: string;
  branch: string;
  inField: boolean | null;
}

interface PeriodView {
  ganji: string;
  palaceBranch: string;
  ageRange: string;
  ageFrom: number;
  ageTo: number;
  originalPalaceName: string;
  palaces: NamedBranch[];
  transformations: TransformationView[];
  innerPalaces: string[];
  outerPalaces: string[];
  secondaryOccurrencePalaces: string[];
  problemPalaces: string[];
  secondaryResultPalaces: string[];
  interpretation: PeriodTexts;
}

/** 대한_해석 in a language (Korean by default): the reading's periods are computed once per language. */
interface PeriodTexts {
  of: (lang: Lang) => DaehanEntry['interpretation'];
}

interface RelationView {
  name: string;
  branches: string[];
  occurs: boolean;
  palaces: string[];
}

interface GroupView {
  name: string;
  branches: string[];
}

interface PalaceView {
  name: string;
  branch: string;
  ganji: string;
  isBodyPalace: boolean;
  stars: StarView[];
}

/** Names (the keys of a record over a closed set) with their branches, in the record's order. */
function namedBranches(record: Readonly<Record<string, string>>): NamedBranch[] {
  const list: NamedBranch[] = [];
  for (const name in record) list.push({ name, branch: record[name] });
  return list;
}

const transformation = (s: SahwaPosition, type: string, inField: boolean | null = null): TransformationView =>
  ({ type, star: s.star, branch: s.branch, inField });

class Views {
  constructor(private readonly r: JamiReading) {}

  readonly stars = lazy((): StarView[] =>
    this.r.chart.stars().map((star) => ({
      star, name: star.name, branch: BRANCH_NAMES[star.branch], kind: star.kind, brightness: star.brightness, transformation: star.mutagen,
    })));

  /** Branch → its stars' views (the core's starsByBranch, in its order). */
  readonly starsByBranch = lazy(() => {
    const lists = BRANCH_NAMES.map((): StarView[] => []);
    for (const view of this.stars()) lists[view.star.branch].push(view);
    return BRANCH_NAMES.map((branch, i) => ({ branch, stars: lists[i] }));
  });

  readonly palaces = lazy((): PalaceView[] => {
    const facts = this.r.chart.facts();
    const byBranch = this.starsByBranch();
    return facts.palaces.map((palace) => ({
      name: palace.name,
      branch: ko(palace.branch),
      ganji: STEMS[palace.stem].korean + ko(palace.branch),
      isBodyPalace: palace.branch === facts.bodyBranch,
      stars: byBranch[palace.branch].stars,
    }));
  });

  readonly periods = lazy((): PeriodView[] =>
    this.r.daehan().map((p, i) => ({
      ganji: p.ganji,
      palaceBranch: p.branch,
      ageRange: `${p.ageRange.from} ~ ${p.ageRange.to}`,
      ageFrom: p.ageRange.from,
      ageTo: p.ageRange.to,
      originalPalaceName: p.palace,
      palaces: namedBranches(p.palaces),
      transformations: p.transformations.map((s) => transformation(s, SHORT_MUTAGEN[s.mutagen], s.inField)),
      innerPalaces: p.innerPalaces,
      outerPalaces: p.outerPalaces,
      secondaryOccurrencePalaces: p.secondaryOccurrencePalaces,
      problemPalaces: p.problemPalaces,
      secondaryResultPalaces: p.secondaryResultPalaces,
      interpretation: { of: (lang) => (lang === 'ko' ? p.interpretation : this.r.daehan(lang)[i].interpretation) },
    })));

  readonly twelveGods = lazy(() => {
    const g = this.r.chart.twelveGods();
    return {
      changsheng: namedBranches(g.changsheng),
      boshi: namedBranches(g.boshi),
      suiqian: namedBranches(g.suiqian),
      jiangqian: namedBranches(g.jiangqian),
    };
  });

  readonly relations = lazy(() => {
    const r = this.r.relations();
    const relations = (record: Readonly<Record<string, BranchRelation>>): RelationView[] =>
      Object.keys(record).map((name) => ({ name, ...record[name] }));
    const groups = (record: Readonly<Record<string, string[]>>): GroupView[] =>
      Object.keys(record).map((name) => ({ name, branches: record[name] }));
    return {
      punishments: relations(r.punishments),
      clashes: relations(r.clashes),
      threeHarmonies: groups(r.threeHarmonies),
      sixHarmonies: groups(r.sixHarmonies),
    };
  });

  readonly fortune = lazy(() => {
    const { overall, areas } = this.r.fortune();
    // The summary is read per language from the reading (fortune(lang) is memoised there).
    return { overall, ...areas, reading: this.r };
  });

  readonly flyingStars = lazy((): PalaceFlights[] => {
    const record = flyingStars(this.r.chart.facts());
    return PALACE_NAMES.map((name) => record[name]);
  });

  readonly patterns = lazy(() => {
    // The names and the description are read per language from the reading; the verdict is the same in both.
    return { specialVerdict: this.r.patterns().special.verdict, reading: this.r };
  });
}

const VIEWS = new WeakMap<JamiReading, Views>();
function views(reading: JamiReading): Views {
  let v = VIEWS.get(reading);
  if (!v) VIEWS.set(reading, (v = new Views(reading)));
  return v;
}

/** The 유년 view of a year with the GraphQL field names; `topics(lang)` reads its texts in a language. */
function annualView(r: JamiReading, targetYearGanji: string) {
  const a = r.annual(targetYearGanji);
  const en = lazy(() => r.annual(targetYearGanji, 'en').topics);
  return {
    year: a.year,
    ganji: a.ganji,
    lifePalaceBranch: a.lifeBranch,
    palaces: a.palaces.map((p) => ({ ganji: p.ganji, originalPalaceName: p.palace, annualPalaceName: p.annualPalace, branch: p.branch })),
    doujun: a.doujun,
    kui: a.kui,
    yue: a.yue,
    lucun: a.lucun,
    tuoluo: a.tuoluo,
    qingyang: a.qingyang,
    wenchang: a.wenchang,
    wenqu: a.wenqu,
    tianma: a.tianma,
    hongluan: a.hongluan,
    tianxi: a.tianxi,
    jieshen: a.jieshen,
    transformations: a.transformations.map((s) => transformation(s, SHORT_MUTAGEN[s.mutagen])),
    period: a.period && { ganji: a.period.ganji, lifePalaceBranch: a.period.lifeBranch },
    minorPeriod: a.minorPeriod && { lifePalaceBranch: a.minorPeriod.lifeBranch, age: a.minorPeriod.age },
    secondaryOccurrencePalaces: a.secondaryOccurrencePalaces,
    problemPalaces: a.problemPalaces,
    topics: (lang: Lang) => (lang === 'en' ? en() : a.topics),
  };
}
type AnnualView = ReturnType<typeof annualView>;

// ── Types ────────────────────────────────────────────────────────────────────────────────────

const StarObject = builder.objectRef<StarView>('JamiStar').implement({
  description: 'A star: its palace branch, brightness (iztro 2.6.1 table) and birth-year transformation.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Korean name, e.g. 자미, 천월(天月).' }),
    label: langField(t, 'ko', 'The star by name (자미 / Zi Wei, English in Pinyin).', (s, lang) => starLabel(s.name, lang)),
    branch: t.exposeString('branch', { description: 'Korean branch name (자 … 해).' }),
    kind: t.exposeString('kind', { description: 'major, auxiliary or minor' }),
    brightness: t.exposeString('brightness', { nullable: true, description: '묘 왕 득 이 평 불 함' }),
    transformation: t.exposeString('transformation', { nullable: true, description: '화록 화권 화과 화기' }),
  }),
});

const PalaceObject = builder.objectRef<PalaceView>('JamiPalace').implement({
  description: 'A natal palace: its name, branch and stem-branch, and the stars in it.',
  fields: (t) => ({
    name: t.exposeString('name', { description: '명궁, 형제궁, …' }),
    label: langField(t, 'ko', 'The palace by name (명궁 / Life).', (p, lang) => palaceLabel(p.name, lang)),
    branch: t.exposeString('branch', { description: 'Korean branch name (자 … 해).' }),
    ganji: t.exposeString('ganji', { description: 'Palace stem-branch (五虎遁), e.g. 병술.' }),
    isBodyPalace: t.exposeBoolean('isBodyPalace', { description: 'Whether 신궁 (the body palace) falls here.' }),
    stars: t.expose('stars', { type: [StarObject], description: 'The stars in this palace, in iztro’s order.' }),
  }),
});

const TransformationObject = builder.objectRef<TransformationView>('JamiTransformation').implement({
  description: '사화: a transformation, the star it attaches to and that star’s branch.',
  fields: (t) => ({
    type: t.exposeString('type', { description: '화록 화권 화과 화기 (or 록 권 과 기 for periods and years)' }),
    star: t.exposeString('star', { description: 'The transformed star’s Korean name.' }),
    branch: t.exposeString('branch', { description: 'The transformed star’s branch (자 … 해).' }),
    inField: t.exposeBoolean('inField', {
      nullable: true,
      description: 'Periods only (is_jin): the star sits in the period palace’s 삼방사정.',
    }),
  }),
});

const NamedBranchObject = builder.objectRef<NamedBranch>('JamiNamedBranch').implement({
  description: 'A name (a palace, a stage of a twelve-god cycle) and the branch it falls on.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The Korean name, e.g. 명궁 or 장생.' }),
    branch: t.exposeString('branch', { description: 'Korean branch name (자 … 해).' }),
  }),
});

const DaehanInterpretationObject = builder.objectRef<PeriodTexts>('JamiPeriodInterpretation').implement({
  description: '대한_해석: the texts of a ten-year period.',
  fields: (t) => ({
    mainFeatures: textField(t, '주요_특징: the period palace and its stars.', (p, lang) => p.of(lang).mainFeatures),
    favorable: textField(t, '길운_요인: where the period’s 화록, 화권 and 화과 enter, and its helpers.', (p, lang) => p.of(lang).favorable),
    cautions: textField(t, '주의사항: where its 화기 enters and what it clashes, and its malefics.', (p, lang) => p.of(lang).cautions),
    focus: textField(t, '중점_분야: the fields to work on and the one to keep safe.', (p, lang) => p.of(lang).focus),
  }),
});

const PeriodObject = builder.objectRef<PeriodView>('JamiPeriod').implement({
  description: '대한: a ten-year period.',
  fields: (t) => ({
    ganji: t.exposeString('ganji', { description: 'The period palace’s stem-branch, e.g. 병술.' }),
    palaceBranch: t.exposeString('palaceBranch', { description: 'The period palace’s branch (자 … 해).' }),
    ageRange: t.exposeString('ageRange', { description: "'N ~ M' (虛歲)" }),
    ageFrom: t.exposeInt('ageFrom', { description: 'First age of the period (虛歲).' }),
    ageTo: t.exposeInt('ageTo', { description: 'Last age of the period (虛歲).' }),
    originalPalaceName: t.exposeString('originalPalaceName', { description: 'The natal palace the period stands on.' }),
    palaces: t.expose('palaces', {
      type: [NamedBranchObject],
      description: 'The twelve palaces counted from the period palace as 명궁, with their branches.',
    }),
    transformations: t.expose('transformations', {
      type: [TransformationObject],
      description: '사화 of the period palace’s stem (록 권 과 기), with inField.',
    }),
    innerPalaces: t.exposeStringList('innerPalaces', { description: '六內宮 (命財疾田官福) of the period, as branches.' }),
    outerPalaces: t.exposeStringList('outerPalaces', { description: '六外宮 (兄夫子遷友父) of the period, as branches.' }),
    secondaryOccurrencePalaces: t.exposeStringList('secondaryOccurrencePalaces', { description: 'Where the period’s 화록 and 화권 land.' }),
    problemPalaces: t.exposeStringList('problemPalaces', { description: 'Where the period’s 화기 lands and the palace it clashes.' }),
    secondaryResultPalaces: t.exposeStringList('secondaryResultPalaces', { description: 'The palaces opposite the occurrence palaces.' }),
    interpretation: t.expose('interpretation', { type: DaehanInterpretationObject, description: '대한_해석.' }),
  }),
});

const FortuneObject = builder.objectRef<ReturnType<Views['fortune']>>('JamiFortune').implement({
  description: 'Scores 0–100 from the stars, brightness and transformations of each area’s palaces.',
  fields: (t) => ({
    overall: t.exposeInt('overall', { description: '전체_운.' }),
    wealth: t.exposeInt('wealth', { description: '재물운 (재백궁, 전택궁).' }),
    career: t.exposeInt('career', { description: '직업운 (관록궁, 천이궁).' }),
    love: t.exposeInt('love', { description: '감정운 (부처궁, 복덕궁).' }),
    health: t.exposeInt('health', { description: '건강운 (질액궁).' }),
    relationships: t.exposeInt('relationships', { description: '대인운 (노복궁, 형제궁).' }),
    study: t.exposeInt('study', { description: '학업운 (부모궁, 관록궁).' }),
    summary: textField(t, '종합_평가: the strongest and weakest areas in words.', (f, lang) => f.reading.fortune(lang).summary),
  }),
});

const PatternsObject = builder.objectRef<ReturnType<Views['patterns']>>('JamiPatterns').implement({
  description: '격국: the classic patterns the chart forms.',
  fields: (t) => ({
    main: textListField(t, '주요격국: the classic patterns found.', (p, lang) => p.reading.patterns(lang).main),
    specialName: textField(t, '특수격국 name: the most significant pattern, or 평격(平格).', (p, lang) => p.reading.patterns(lang).special.name),
    specialDescription: textField(t, '특수격국 description, with the chart’s own stars.', (p, lang) => p.reading.patterns(lang).special.description),
    specialVerdict: t.exposeString('specialVerdict', { description: '특수격국 verdict: 길, 흉, 길흉 혼재 or 평 (the same values in either language).' }),
    auxiliary: textListField(t, '보조격국: the supplementary configurations found.', (p, lang) => p.reading.patterns(lang).auxiliary),
  }),
});

const BranchRelationObject = builder.objectRef<RelationView>('JamiBranchRelation').implement({
  description: 'A relation of branches (三刑 or 六冲) in this chart.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'E.g. 인사신 삼형, 자오 충.' }),
    branches: t.exposeStringList('branches', { description: '궁위: its branches.' }),
    occurs: t.exposeBoolean('occurs', { description: '발생: every palace holds a main star (a 自刑: a main star with one of 六煞).' }),
    palaces: t.exposeStringList('palaces', { description: '관련궁: the natal palaces on its branches.' }),
  }),
});

const BranchGroupObject = builder.objectRef<GroupView>('JamiBranchGroup').implement({
  description: 'A harmony of branches (三合 or 六合).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'E.g. 신자진 수국, 자축 합토.' }),
    branches: t.exposeStringList('branches', { description: 'Its branches.' }),
  }),
});

const RelationsObject = builder.objectRef<ReturnType<Views['relations']>>('JamiRelations').implement({
  description: '형충관계: the traditional branch relations, with whether each clash or punishment occurs in the chart.',
  fields: (t) => ({
    punishments: t.expose('punishments', { type: [BranchRelationObject], description: '삼형 (and the 自刑).' }),
    clashes: t.expose('clashes', { type: [BranchRelationObject], description: '육충.' }),
    threeHarmonies: t.expose('threeHarmonies', { type: [BranchGroupObject], description: '삼합.' }),
    sixHarmonies: t.expose('sixHarmonies', { type: [BranchGroupObject], description: '육합.' }),
  }),
});

const TwelveGodsObject = builder.objectRef<ReturnType<Views['twelveGods']>>('JamiTwelveGods').implement({
  description: 'The four twelve-god cycles: each stage with its branch, in cycle order.',
  fields: (t) => ({
    changsheng: t.expose('changsheng', { type: [NamedBranchObject], description: '장생십이신, from the bureau’s 長生 branch.' }),
    boshi: t.expose('boshi', { type: [NamedBranchObject], description: '박사십이신, from 祿存.' }),
    suiqian: t.expose('suiqian', { type: [NamedBranchObject], description: '세전십이신, from the year branch.' }),
    jiangqian: t.expose('jiangqian', { type: [NamedBranchObject], description: '장전십이신, from 將星.' }),
  }),
});

const UnplacedObject = builder.objectRef<UnplacedPositions>('JamiUnplacedStars').implement({
  description: 'Positions the spec names that iztro’s default school does not place as stars.',
  fields: (t) => ({
    xunkong: t.exposeStringList('xunkong', { description: '순공 (旬空): both void branches of the year’s 旬.' }),
    dahao: t.exposeString('dahao', { description: '대모 (大耗) by year branch.' }),
    hongyan: t.exposeString('hongyan', { description: '홍염 (紅艷) by year stem.' }),
    jiesha: t.exposeString('jiesha', { description: '겁살 (劫殺) by the year’s 三合.' }),
  }),
});

const BranchStarsObject = builder.objectRef<{ branch: string; stars: StarView[] }>('JamiBranchStars').implement({
  description: 'A branch and the stars on it.',
  fields: (t) => ({
    branch: t.exposeString('branch', { description: 'Korean branch name (자 … 해).' }),
    stars: t.expose('stars', { type: [StarObject], description: 'Its stars in iztro’s order.' }),
  }),
});

const StarBrightnessObject = builder.objectRef<StarBrightness>('JamiStarBrightness').implement({
  description: 'A star with a brightness where it sits.',
  fields: (t) => ({
    star: t.exposeString('star', { description: 'Korean star name.' }),
    branch: t.exposeString('branch', { description: 'Korean branch name (자 … 해).' }),
    brightness: t.exposeString('brightness', { description: '묘 왕 득 이 평 불 함' }),
  }),
});

const AnnualPalaceObject = builder.objectRef<AnnualView['palaces'][number]>('JamiAnnualPalace').implement({
  description: 'A palace of the 유년 view.',
  fields: (t) => ({
    ganji: t.exposeString('ganji', { description: 'The natal palace’s stem-branch.' }),
    originalPalaceName: t.exposeString('originalPalaceName', { description: 'The natal palace on this branch.' }),
    annualPalaceName: t.exposeString('annualPalaceName', { description: 'The palace it is in the target year.' }),
    branch: t.exposeString('branch', { description: 'Korean branch name (자 … 해).' }),
  }),
});

const AnnualPeriodObject = builder.objectRef<NonNullable<AnnualView['period']>>('JamiAnnualPeriod').implement({
  description: 'The 대한 (or, before the first, the 童限 palace) holding the year’s 虛歲.',
  fields: (t) => ({
    ganji: t.exposeString('ganji', { description: 'The palace’s stem-branch.' }),
    lifePalaceBranch: t.exposeString('lifePalaceBranch', { description: 'The palace’s branch, the period’s 명궁.' }),
  }),
});

const MinorPeriodObject = builder.objectRef<NonNullable<AnnualView['minorPeriod']>>('JamiMinorPeriod').implement({
  description: '소한 (小限) of the year.',
  fields: (t) => ({
    lifePalaceBranch: t.exposeString('lifePalaceBranch', { description: 'The 小限 명궁’s branch.' }),
    age: t.exposeInt('age', { description: '허세 (虛歲) in the target year.' }),
  }),
});

const AnnualObject = builder.objectRef<AnnualView>('JamiAnnual').implement({
  description: '유년: the view of one year.',
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The target year (the nearest year of that name to 2026).' }),
    ganji: t.exposeString('ganji', { description: 'The year’s stem-branch.' }),
    lifePalaceBranch: t.exposeString('lifePalaceBranch', { description: '流年命宮: the branch of the target year.' }),
    palaces: t.expose('palaces', { type: [AnnualPalaceObject], description: '유년십이궁, 寅 first.' }),
    doujun: t.exposeString('doujun', { description: '두군 (斗君)' }),
    kui: t.exposeString('kui', { description: '유괴 (流魁).' }),
    yue: t.exposeString('yue', { description: '유월 (流鉞).' }),
    lucun: t.exposeString('lucun', { description: '유록존 (流祿存).' }),
    tuoluo: t.exposeString('tuoluo', { description: '유타라 (流陀羅).' }),
    qingyang: t.exposeString('qingyang', { description: '유경양 (流擎羊).' }),
    wenchang: t.exposeString('wenchang', { description: '유창 (流昌).' }),
    wenqu: t.exposeString('wenqu', { description: '유곡 (流曲).' }),
    tianma: t.exposeString('tianma', { description: '유년천마 (流馬).' }),
    hongluan: t.exposeString('hongluan', { description: '유홍란 (流鸞).' }),
    tianxi: t.exposeString('tianxi', { description: '유천희 (流喜).' }),
    jieshen: t.exposeString('jieshen', { description: '유년해신 (流年解).' }),
    transformations: t.expose('transformations', { type: [TransformationObject], description: '유년사화: the year stem’s 사화 (록 권 과 기).' }),
    period: t.expose('period', { type: AnnualPeriodObject, nullable: true, description: 'The 대한 holding the year; null past the twelfth.' }),
    minorPeriod: t.expose('minorPeriod', { type: MinorPeriodObject, nullable: true, description: '소한; null before the birth year.' }),
    secondaryOccurrencePalaces: t.exposeStringList('secondaryOccurrencePalaces', { description: '유년이차발생궁: where the year’s 화록 and 화권 land.' }),
    problemPalaces: t.exposeStringList('problemPalaces', { description: '유년문제궁위: where the year’s 화기 lands and the palace it clashes.' }),
    wealthOpportunities: textListField(t, '재물_기회: the annual 재백궁.', (a, lang) => a.topics(lang).wealthOpportunities),
    emotionalChanges: textListField(t, '감정_변화: the annual 부처궁.', (a, lang) => a.topics(lang).emotionalChanges),
    healthCautions: textListField(t, '건강_주의: the annual 질액궁.', (a, lang) => a.topics(lang).healthCautions),
    careerChanges: textListField(t, '직업_전환: the annual 관록궁.', (a, lang) => a.topics(lang).careerChanges),
  }),
});

// ── Horoscope (運限) and flying stars (飛星) ──────────────────────────────────────────────────

const HoroscopeScopeEnum = builder.enumType('JamiHoroscopeScopeKind', {
  description: 'A scope of the horoscope (運限).',
  values: {
    DECADAL: { value: 'decadal', description: '대한 (大限): the ten-year period (童限 before the first).' },
    MINOR: { value: 'minor', description: '소한 (小限): the palace of the year of age.' },
    YEARLY: { value: 'yearly', description: '유년 (流年): the year.' },
    MONTHLY: { value: 'monthly', description: '유월 (流月): the lunar month.' },
    DAILY: { value: 'daily', description: '유일 (流日): the lunar day.' },
    HOURLY: { value: 'hourly', description: '유시 (流時): the two-hour period.' },
  } as const satisfies Record<string, { value: HoroscopeScope; description: string }>,
});

const ScopeTransformationObject = builder.objectRef<ScopeTransformation>('JamiScopeTransformation').implement({
  description: 'A transformation (사화) of a scope’s stem and the natal star it falls on.',
  fields: (t) => ({
    mutagen: t.exposeString('mutagen', { description: '화록, 화권, 화과 or 화기.' }),
    star: t.exposeString('star', { description: 'The transformed star’s Korean name.' }),
    branch: t.exposeString('branch', { description: 'The star’s branch (자 … 해).' }),
    natalPalace: t.exposeString('natalPalace', { description: 'The natal palace on that branch, e.g. 재백궁.' }),
    scopePalace: t.exposeString('scopePalace', { description: 'The scope’s palace on that branch (the palaces counted from the scope’s 명궁).' }),
  }),
});

interface MovingStarView {
  key: MovingStar;
  name: string;
  branch: BranchName;
}

const MovingStarObject = builder.objectRef<MovingStarView>('JamiMovingStar').implement({
  description: 'A moving star (流曜) of a scope and the branch it falls on.',
  fields: (t) => ({
    key: t.exposeString('key', { description: `The star’s key (iztro’s): ${MOVING_STARS.join(', ')}.` }),
    name: t.exposeString('name', { description: 'Korean name with the scope’s prefix (운 대한, 유 유년, 월, 일, 시), e.g. 유괴, 운록존.' }),
    branch: t.exposeString('branch', { description: 'Korean branch name (자 … 해).' }),
  }),
});

const movingStarList = (scope: StarScope, stars: MovingStars): MovingStarView[] =>
  MOVING_STARS.map((key) => ({ key, name: MOVING_STAR_NAMES[scope][key], branch: stars[key] }));

type AnyScopeView = DecadalView | MinorView | YearlyView | PillarView;

const HoroscopeScopeInterface = builder.interfaceRef<AnyScopeView>('JamiHoroscopeScope').implement({
  description: 'What every scope of the horoscope has: its 명궁, stem-branch, twelve palaces and its stem’s 사화.',
  fields: (t) => ({
    scope: t.field({ type: HoroscopeScopeEnum, description: 'Which scope.', resolve: (v) => v.scope }),
    name: t.string({ description: 'The scope’s Korean name: 대한, 소한, 유년, 유월, 유일 or 유시.', resolve: (v) => SCOPE_NAMES[v.scope] }),
    ganji: t.exposeString('ganji', { description: 'Its stem-branch in Korean: its palace’s for 대한 and 소한, else the year, month, day or hour pillar.' }),
    lifePalaceBranch: t.exposeString('branch', { description: 'The branch of the scope’s 명궁 (자 … 해), the palace it starts from.' }),
    natalPalace: t.exposeString('natalPalace', { description: 'The natal palace on that branch.' }),
    palaces: t.field({
      type: [NamedBranchObject],
      description: 'The scope’s twelve palaces counted from its 명궁 (명궁 … 부모궁), with their branches.',
      resolve: (v) => namedBranches(v.palaces),
    }),
    transformations: t.field({
      type: [ScopeTransformationObject],
      description: 'The scope stem’s 사화, 화록 … 화기, with where each star sits.',
      resolve: (v) => v.transformations,
    }),
  }),
});

const DecadalScopeObject = builder.objectRef<DecadalView>('JamiDecadalScope').implement({
  description: '대한 of the date: the ten-year period holding its 虛歲, or the 童限 palace before the first.',
  interfaces: [HoroscopeScopeInterface],
  isTypeOf: (v) => (v as AnyScopeView).scope === 'decadal',
  fields: (t) => ({
    childhood: t.exposeBoolean('childhood', { description: 'Before the first 대한: the 童限 palace of this 虛歲 (一命二財三疾厄, 四夫妻五福德, 六事業).' }),
    ageFrom: t.int({ description: 'First 虛歲 of the period (the age itself in childhood).', resolve: (v) => v.ageRange.from }),
    ageTo: t.int({ description: 'Last 虛歲 of the period (the age itself in childhood).', resolve: (v) => v.ageRange.to }),
    stars: t.field({ type: [MovingStarObject], description: 'The period’s moving stars (運魁 … 運喜).', resolve: (v) => movingStarList('decadal', v.stars) }),
  }),
});

const MinorScopeObject = builder.objectRef<MinorView>('JamiMinorScope').implement({
  description: '소한 of the date.',
  interfaces: [HoroscopeScopeInterface],
  isTypeOf: (v) => (v as AnyScopeView).scope === 'minor',
  fields: (t) => ({
    age: t.exposeInt('age', { description: '虛歲 in the date’s lunar year.' }),
  }),
});

const YearlyScopeObject = builder.objectRef<YearlyView>('JamiYearlyScope').implement({
  description: '유년 of the date’s lunar year.',
  interfaces: [HoroscopeScopeInterface],
  isTypeOf: (v) => (v as AnyScopeView).scope === 'yearly',
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The Korean lunar year.' }),
    stars: t.field({ type: [MovingStarObject], description: 'The year’s moving stars (流魁 … 流喜).', resolve: (v) => movingStarList('yearly', v.stars) }),
    jieshen: t.string({ description: '유년해신 (流年解): its branch.', resolve: (v) => v.stars.jieshen }),
    suiqian: t.field({ type: [NamedBranchObject], description: 'The year’s 세전십이신, 세건 first.', resolve: (v) => namedBranches(v.suiqian) }),
    jiangqian: t.field({ type: [NamedBranchObject], description: 'The year’s 장전십이신, 장성 first.', resolve: (v) => namedBranches(v.jiangqian) }),
  }),
});

const PillarScopeObject = builder.objectRef<PillarView>('JamiPillarScope').implement({
  description: '유월, 유일 or 유시: a scope named by the month, day or hour pillar.',
  interfaces: [HoroscopeScopeInterface],
  isTypeOf: (v) => ['monthly', 'daily', 'hourly'].includes((v as AnyScopeView).scope),
  fields: (t) => ({
    stars: t.field({
      type: [MovingStarObject],
      description: 'The scope’s moving stars (月, 日 or 時 prefix).',
      resolve: (v) => movingStarList(v.scope, v.stars),
    }),
  }),
});

const pad2 = (n: number) => String(n).padStart(2, '0');

const HoroscopeObject = builder.objectRef<JamiHoroscope>('JamiHoroscope').implement({
  description: 'The horoscope (運限) of a date and hour on the chart (iztro 2.6.1 rules on the Korean lunar calendar); each scope computed when selected.',
  fields: (t) => ({
    date: t.string({ description: 'The solar date asked for, YYYY-MM-DD.', resolve: (h) => h.target.date }),
    timeIndex: t.int({ description: 'The time index read: 0 = 子 00:00–00:59, 1 … 11 = 丑 … 亥, 12 = 23:00–23:59.', resolve: (h) => h.target.timeIndex }),
    zasi: t.field({ type: ZasiEnum, description: 'The chart’s 23:xx convention, which also reads time index 12.', resolve: (h) => h.target.zasi }),
    lunarDate: t.string({
      description: 'The Korean lunar date the palaces count from (the next day’s under JASI at 23:xx), YYYY-MM-DD.',
      resolve: ({ target: { lunar } }) => `${lunar.year}-${pad2(lunar.month)}-${pad2(lunar.day)}`,
    }),
    lunarIsLeapMonth: t.boolean({ description: 'That lunar date is in a leap month.', resolve: (h) => h.target.lunar.isLeapMonth }),
    age: t.int({ description: '虛歲: the lunar year minus the birth lunar year, plus 1.', resolve: (h) => h.target.age }),
    yearPillar: t.field({ type: PillarObject, description: 'The lunar year’s pillar.', resolve: (h) => h.target.year }),
    monthPillar: t.field({ type: PillarObject, description: 'The lunar month’s pillar (寅 for month 1, 五虎遁 stem), not the 節 month.', resolve: (h) => h.target.month }),
    dayPillar: t.field({ type: PillarObject, description: 'The day pillar (the next day’s at 23:xx under SPLIT).', resolve: (h) => h.target.day }),
    hourPillar: t.field({ type: PillarObject, description: 'The hour pillar of the time index.', resolve: (h) => h.target.hourPillar }),
    decadal: t.field({ type: DecadalScopeObject, nullable: true, description: '대한; null before birth and past the twelfth period.', resolve: (h) => h.decadal() }),
    minor: t.field({ type: MinorScopeObject, nullable: true, description: '소한; null before birth.', resolve: (h) => h.minor() }),
    yearly: t.field({ type: YearlyScopeObject, description: '유년.', resolve: (h) => h.yearly() }),
    monthly: t.field({ type: PillarScopeObject, description: '유월 (from 斗君).', resolve: (h) => h.monthly() }),
    daily: t.field({ type: PillarScopeObject, description: '유일.', resolve: (h) => h.daily() }),
    hourly: t.field({ type: PillarScopeObject, description: '유시.', resolve: (h) => h.hourly() }),
    birthClock: t.field({ type: BirthClockObject, nullable: true, description: 'The birth clock read when a birth-time option was given; null for the clock as entered.', resolve: (h) => h.chart.birthClock && { ...h.chart.birthClock, zasi: h.chart.zasi } }),
  }),
});

const SelfTransformationKindEnum = builder.enumType('JamiSelfTransformationKind', {
  description: 'The two kinds of 자화 of the flying-star (飛星) school.',
  values: {
    CENTRIFUGAL: { value: 'centrifugal', description: `${SELF_TRANSFORMATION_NAMES.centrifugal} (離心自化, ↓): the palace’s own stem transforms a star in it.` },
    CENTRIPETAL: { value: 'centripetal', description: `${SELF_TRANSFORMATION_NAMES.centripetal} (向心自化, ↑): the opposite palace’s stem transforms a star in it.` },
  } as const satisfies Record<string, { value: SelfTransformationKind; description: string }>,
});

const FlightObject = builder.objectRef<Flight & { mutagen: Mutagen }>('JamiFlight').implement({
  description: 'Where one transformation of a palace’s stem lands.',
  fields: (t) => ({
    mutagen: t.exposeString('mutagen', { description: '화록, 화권, 화과 or 화기.' }),
    star: t.exposeString('star', { description: 'The star the stem transforms.' }),
    branch: t.exposeString('branch', { description: 'The star’s branch (자 … 해).' }),
    palace: t.exposeString('palace', { description: 'The natal palace holding the star, where the transformation lands.' }),
  }),
});

const SelfTransformationObject = builder.objectRef<SelfTransformation>('JamiSelfTransformation').implement({
  description: '자화: a star of this palace transformed by this palace’s stem (離心) or the opposite palace’s (向心).',
  fields: (t) => ({
    kind: t.field({ type: SelfTransformationKindEnum, description: '離心 (centrifugal) or 向心 (centripetal).', resolve: (s) => s.kind }),
    name: t.string({ description: 'The kind’s Korean name: 이심자화 or 향심자화.', resolve: (s) => SELF_TRANSFORMATION_NAMES[s.kind] }),
    mutagen: t.exposeString('mutagen', { description: '화록, 화권, 화과 or 화기.' }),
    star: t.exposeString('star', { description: 'The transformed star of this palace.' }),
    by: t.exposeString('by', { description: 'The palace whose stem transforms it: this one (離心) or the opposite one (向心).' }),
  }),
});

const PalaceFlightsObject = builder.objectRef<PalaceFlights>('JamiPalaceFlights').implement({
  description: 'A palace’s flying stars (궁간사화): its stem’s four transformations and where they land, and its 자화.',
  fields: (t) => ({
    palace: t.exposeString('palace', { description: 'The natal palace, 명궁 … 부모궁.' }),
    branch: t.exposeString('branch', { description: 'Its branch (자 … 해).' }),
    ganji: t.exposeString('ganji', { description: 'Its stem-branch (五虎遁), e.g. 병술.' }),
    flights: t.field({
      type: [FlightObject],
      description: 'The stem’s 화록, 화권, 화과 and 화기, in that order.',
      resolve: (p) => MUTAGENS.map((mutagen) => ({ mutagen, ...p.flights[mutagen] })),
    }),
    selfTransformations: t.field({
      type: [SelfTransformationObject],
      description: '자화: 離心 first, then 向心, each 화록 … 화기; empty when none.',
      resolve: (p) => p.selfTransformations,
    }),
  }),
});

/** One horoscope per reading, date and time index: aliases of the same date share its scopes. */
const HOROSCOPES = new WeakMap<JamiReading, Map<string, JamiHoroscope>>();
function horoscopeOf(r: JamiReading, date: string, timeIndex: number): JamiHoroscope {
  let byKey = HOROSCOPES.get(r);
  if (!byKey) HOROSCOPES.set(r, (byKey = new Map<string, JamiHoroscope>()));
  const key = `${date}|${timeIndex}`;
  let h = byKey.get(key);
  if (!h) byKey.set(key, (h = horoscope(r.chart, date, timeIndex)));
  return h;
}

/** A solar date YYYY-MM-DD that exists and lies in the Korean calendar table (1899-02-10 … 2102-02-16). */
export const horoscopeDate = birthdateText.superRefine(
  coreCheck((text: string) => {
    const [y, m, d] = text.split('-').map(Number);
    solarToLunar(y, m, d);
  }),
);

/** The time index of a clock time HH:MM: 0 = 00:00–00:59 (子), 1 = 01:00–02:59 (丑) … 11 = 亥, 12 = 23:00–23:59. */
export function timeIndexOf(time: string): number {
  const hour = Number(time.slice(0, 2));
  return hour === 23 ? 12 : Math.floor((hour + 1) / 2);
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
    naeumElement: t.string({ description: 'The element of 납음오행 (목 화 토 금 수).', resolve: (r) => r.chart.naeum().element }),
    bureau: t.int({ description: '국수 2–6 (水2 木3 金4 土5 火6); the first period starts at this age.', resolve: (r) => r.chart.palaces().bureau }),
    bureauName: t.string({ description: '오행국, e.g. 토오국.', resolve: (r) => r.chart.palaces().bureauName }),
    lifePalaceBranch: t.string({ description: '명궁’s branch.', resolve: (r) => r.chart.palaces().lifeBranch }),
    bodyPalaceBranch: t.string({ description: '신궁’s branch.', resolve: (r) => r.chart.palaces().bodyBranch }),
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
      resolve: (r) => r.chart.sahwa().map((s) => transformation(s, s.mutagen)),
    }),
    twelveGods: t.field({ type: TwelveGodsObject, description: '장생, 박사, 세전 and 장전 twelve-god cycles.', resolve: (r) => views(r).twelveGods() }),
    starsByBranch: t.field({
      type: [BranchStarsObject],
      description: '궁별_성_배치: every branch (자 … 해) with its stars.',
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
    svg: svgField(t, 'ko', 'The chart as a 4 × 4 palace grid in an SVG document (image/svg+xml), labels in lang, in theme.', jamiSvg),
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
      resolve: (r, { date, time }) => horoscopeOf(r, date, time ? timeIndexOf(time) : 0),
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
    resolve: (_root, { input, date, time }) => horoscopeOf(jamiReading(input), date, time ? timeIndexOf(time) : 0),
  }),
  jamiSvg: pictureField(
    t, JamiInput, 'ko', 'Only the chart as an SVG document (POST /v1/jami/svg).', jamiReading, jamiSvg,
  ),
}));

export { InvalidTargetYearGanjiError };
