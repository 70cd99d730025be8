/**
 * The jami chart's GraphQL views: the core's blocks as plain records whose properties are the
 * GraphQL fields (src/graphql/jami-*.ts). A field exposed under its own name has no resolver, and
 * graphql-jit reads it directly (a REST record reads ~2,000 leaves). Each view is built once per
 * reading (per request) from the reading's memoised blocks.
 */
import type { SahwaPosition } from '../core/jami/chart.js';
import type { BranchRelation } from '../core/jami/interpret.js';
import type { DaehanEntry, JamiReading } from '../core/jami/reading.js';
import { flyingStars, type PalaceFlights } from '../core/jami/flying-stars.js';
import { BRANCH_NAMES, PALACE_NAMES, type BranchName, type Mutagen, type StarPlacement } from '../core/jami/types.js';
import type { Lang } from '../core/labels.js';
import { lazy } from '../core/lazy.js';
import { BRANCHES, STEMS } from '../core/saju/ganzhi.js';

const ko = (branch: number) => BRANCHES[branch].korean;

/** 록 권 과 기: how the periods and years name a transformation (their `type`). */
const SHORT_MUTAGEN: Record<Mutagen, string> = { 화록: '록', 화권: '권', 화과: '과', 화기: '기' };

export interface StarView {
  star: StarPlacement;
  name: string;
  branch: BranchName;
  kind: string;
  brightness: string | null;
  transformation: string | null;
}

export interface NamedBranch {
  name: string;
  branch: string;
}

export interface TransformationView {
  type: string;
  star: string;
  branch: string;
  inField: boolean | null;
}

export interface PeriodView {
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
export interface PeriodTexts {
  of: (lang: Lang) => DaehanEntry['interpretation'];
}

export interface RelationView {
  name: string;
  branches: string[];
  occurs: boolean;
  palaces: string[];
}

export interface GroupView {
  name: string;
  branches: string[];
}

export interface PalaceView {
  name: string;
  branch: string;
  ganji: string;
  isBodyPalace: boolean;
  stars: StarView[];
}

/** Names (the keys of a record over a closed set) with their branches, in the record's order. */
export function namedBranches(record: Readonly<Record<string, string>>): NamedBranch[] {
  const list: NamedBranch[] = [];
  for (const name in record) list.push({ name, branch: record[name] });
  return list;
}

export const transformation = (s: SahwaPosition, type: string, inField: boolean | null = null): TransformationView =>
  ({ type, star: s.star, branch: s.branch, inField });

export class Views {
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
export function views(reading: JamiReading): Views {
  let v = VIEWS.get(reading);
  if (!v) VIEWS.set(reading, (v = new Views(reading)));
  return v;
}

/** The 유년 view of a year with the GraphQL field names; `topics(lang)` reads its texts in a language. */
export function annualView(r: JamiReading, targetYearGanji: string) {
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
export type AnnualView = ReturnType<typeof annualView>;
