/**
 * The jami chart's GraphQL views: the core's blocks as plain records whose properties are the
 * GraphQL fields (src/graphql/jami-*.ts). A field exposed under its own name has no resolver, and
 * graphql-jit reads it directly (a REST record reads ~2,000 leaves). Each view is built once per
 * reading (per request) from the reading's memoised blocks.
 */
import type { SahwaPosition } from '../core/jami/chart.js';
import type { BranchRelation } from '../core/jami/interpret.js';
import type { DaehanEntry, JamiReading } from '../core/jami/reading.js';
import { flyingStars, type SelfTransformation } from '../core/jami/flying-stars.js';
import { BRANCH_IDS, MUTAGENS, PALACE_IDS, type BranchId, type Brightness, type Mutagen, type PalaceId, type StarId, type StarPlacement } from '../core/jami/types.js';
import { PALACE_LABELS, STAR_LABELS } from '../core/jami/labels.js';
import { TEXT_LANG, type Lang } from '../core/lang.js';
import { lazy } from '../core/lazy.js';
import { pillarKorean } from '../core/saju/ganzhi.js';

const starKo = (id: StarId) => STAR_LABELS[id].ko;
const palaceKo = (id: PalaceId) => PALACE_LABELS[id].ko;

export interface StarView {
  star: StarPlacement;
  id: StarId;
  name: string;
  branch: BranchId;
  kind: string;
  brightness: Brightness | null;
  transformation: Mutagen | null;
}

/** A stage of a twelve-god cycle (its Korean name) and its branch. */
export interface NamedBranch {
  name: string;
  branch: BranchId;
}

/** A palace counted from a period's or scope's 명궁 and its branch. */
export interface PalaceBranch {
  palace: PalaceId;
  branch: BranchId;
}

export interface TransformationView {
  type: Mutagen;
  star: StarId;
  branch: BranchId;
  inField: boolean | null;
}

export interface PeriodView {
  ganji: string;
  palaceBranch: BranchId;
  ageRange: string;
  ageFrom: number;
  ageTo: number;
  originalPalace: PalaceId;
  palaces: PalaceBranch[];
  transformations: TransformationView[];
  innerPalaces: BranchId[];
  outerPalaces: BranchId[];
  secondaryOccurrencePalaces: BranchId[];
  problemPalaces: BranchId[];
  secondaryResultPalaces: BranchId[];
  interpretation: PeriodTexts;
}

/** 대한_해석 in a language (Korean by default): the reading's periods are computed once per language. */
export interface PeriodTexts {
  of: (lang: Lang) => DaehanEntry['interpretation'];
}

/** A palace's flying stars (PalaceFlights of the core), its four flights as a list in MUTAGENS order. */
export interface PalaceFlightsView {
  palace: PalaceId;
  branch: BranchId;
  ganji: string;
  flights: { mutagen: Mutagen; star: StarId; branch: BranchId; palace: PalaceId }[];
  selfTransformations: readonly SelfTransformation[];
}

export interface RelationView {
  name: string;
  branches: BranchId[];
  occurs: boolean;
  palaces: PalaceId[];
}

export interface GroupView {
  name: string;
  branches: BranchId[];
}

export interface PalaceView {
  id: PalaceId;
  name: string;
  branch: BranchId;
  ganji: string;
  isBodyPalace: boolean;
  stars: StarView[];
}

/** The stages of a twelve-god cycle (its record's keys) with their branches, in the record's order. */
export function namedBranches<K extends string>(record: Readonly<Record<K, BranchId>>): NamedBranch[] {
  const list: NamedBranch[] = [];
  for (const name in record) list.push({ name, branch: record[name] });
  return list;
}

/** A record palace → branch as a list, in the record's order (명궁 … 부모궁). */
export function palaceBranches(record: Readonly<Record<PalaceId, BranchId>>): PalaceBranch[] {
  return PALACE_IDS.map((palace) => ({ palace, branch: record[palace] }));
}

export const transformation = (s: SahwaPosition, inField: boolean | null = null): TransformationView =>
  ({ type: s.mutagen, star: s.star, branch: s.branch, inField });

export class Views {
  constructor(private readonly r: JamiReading) {}

  readonly stars = lazy((): StarView[] =>
    this.r.chart.stars().map((star) => ({
      star, id: star.id, name: starKo(star.id), branch: BRANCH_IDS[star.branch], kind: star.kind,
      brightness: star.brightness, transformation: star.mutagen,
    })));

  /** Branch → its stars' views (the core's starsByBranch, in its order). */
  readonly starsByBranch = lazy(() => {
    const lists = BRANCH_IDS.map((): StarView[] => []);
    for (const view of this.stars()) lists[view.star.branch].push(view);
    return BRANCH_IDS.map((branch, i) => ({ branch, stars: lists[i] }));
  });

  readonly palaces = lazy((): PalaceView[] => {
    const facts = this.r.chart.facts();
    const byBranch = this.starsByBranch();
    return facts.palaces.map((palace) => ({
      id: palace.id,
      name: palaceKo(palace.id),
      branch: BRANCH_IDS[palace.branch],
      ganji: pillarKorean({ stem: palace.stem, branch: palace.branch }),
      isBodyPalace: palace.branch === facts.bodyBranch,
      stars: byBranch[palace.branch].stars,
    }));
  });

  readonly periods = lazy((): PeriodView[] =>
    this.r.daehan(TEXT_LANG).map((p, i) => ({
      ganji: p.ganji,
      palaceBranch: p.branch,
      ageRange: `${p.ageRange.from} ~ ${p.ageRange.to}`,
      ageFrom: p.ageRange.from,
      ageTo: p.ageRange.to,
      originalPalace: p.palace,
      palaces: palaceBranches(p.palaces),
      transformations: p.transformations.map((s) => transformation(s, s.inField)),
      innerPalaces: p.innerPalaces,
      outerPalaces: p.outerPalaces,
      secondaryOccurrencePalaces: p.secondaryOccurrencePalaces,
      problemPalaces: p.problemPalaces,
      secondaryResultPalaces: p.secondaryResultPalaces,
      interpretation: { of: (lang) => this.r.daehan(lang)[i].interpretation },
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
    const groups = (record: Readonly<Record<string, BranchId[]>>): GroupView[] =>
      Object.keys(record).map((name) => ({ name, branches: record[name] }));
    return {
      punishments: relations(r.punishments),
      clashes: relations(r.clashes),
      threeHarmonies: groups(r.threeHarmonies),
      sixHarmonies: groups(r.sixHarmonies),
    };
  });

  readonly fortune = lazy(() => {
    const { overall, areas } = this.r.fortune(TEXT_LANG);
    // The summary is read per language from the reading (fortune(lang) is memoised there).
    return { overall, ...areas, reading: this.r };
  });

  /** The flying stars, palace by palace (the core's record in PALACE_IDS order). */
  readonly flyingStars = lazy((): PalaceFlightsView[] => {
    const record = flyingStars(this.r.chart.facts());
    return PALACE_IDS.map((id): PalaceFlightsView => {
      const p = record[id];
      return {
        palace: p.palace, branch: p.branch, ganji: p.ganji,
        flights: MUTAGENS.map((m) => ({ mutagen: m, star: p.flights[m].star, branch: p.flights[m].branch, palace: p.flights[m].palace })),
        selfTransformations: p.selfTransformations,
      };
    });
  });

  readonly patterns = lazy(() => {
    // The names and the description are read per language from the reading; the verdict is the same in both.
    return { specialVerdict: this.r.patterns(TEXT_LANG).special.verdict, reading: this.r };
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
  const a = r.annual(targetYearGanji, TEXT_LANG);
  const en = lazy(() => r.annual(targetYearGanji, 'en').topics);
  return {
    year: a.year,
    ganji: a.ganji,
    lifePalaceBranch: a.lifeBranch,
    palaces: a.palaces.map((p) => ({ ganji: p.ganji, originalPalace: p.palace, annualPalace: p.annualPalace, branch: p.branch })),
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
    transformations: a.transformations.map((s) => transformation(s)),
    period: a.period && { ganji: a.period.ganji, lifePalaceBranch: a.period.lifeBranch },
    minorPeriod: a.minorPeriod && { lifePalaceBranch: a.minorPeriod.lifeBranch, age: a.minorPeriod.age },
    secondaryOccurrencePalaces: a.secondaryOccurrencePalaces,
    problemPalaces: a.problemPalaces,
    topics: (lang: Lang) => (lang === 'en' ? en() : a.topics),
  };
}
export type AnnualView = ReturnType<typeof annualView>;
