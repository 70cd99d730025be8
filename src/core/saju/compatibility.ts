/**
 * 궁합 (compatibility of two people, docs/saju.md §12): the relations between their charts, each with
 * the rule it rests on, and a score whose components are listed. Every component is symmetric: swapping
 * the two people gives the same score and mirrors the directed relations (생 ↔ 피생, 극 ↔ 피극).
 */
import { ELEMENTS, STEMS, mod, type Element, type Pillar } from './ganzhi.js';
import { fiveElements } from './analysis.js';
import { yearlyLuck } from './luck.js';
import type { SajuChart } from './pillars.js';
import { usefulGods } from './strength.js';
import { BRANCH_PAIRS, STEM_PAIRS } from './structure-tables.js';
import { GWIMUN } from './tables.js';
import {
  BRANCH_BOND_POINTS, BRANCH_BOND_TEXT, COMPATIBILITY_YEARS, DAEUN_YEAR_POINTS, STEM_BOND_POINTS, STEM_BOND_TEXT,
  USEFUL_ELEMENT_POINTS_PER_10_PERCENT, YEAR_BRANCH_FACTOR, type BranchBond, type StemBond,
} from './compatibility-tables.js';
import { BRANCH_BOND_TEXT_EN, STEM_BOND_TEXT_EN } from './texts-en.js';
import { ELEMENT_LABELS } from '../labels.js';
import { TEXT_LANG, type Lang } from '../lang.js';
import { josa } from '../korean.js';

export interface BranchBondFound {
  /** 'day' (the spouse palace) or 'year' (the families). */
  pillar: 'day' | 'year';
  bond: BranchBond;
  /** The two branches, first person's first. */
  branches: [number, number];
  points: number;
}

export interface ElementSupply {
  /** The person whose 용신 it is (0 or 1). */
  person: number;
  useful: Element;
  /** Percent of the other person's chart (five-element strength) in that element. */
  suppliedPercent: number;
  points: number;
}

export interface DaeunYear {
  year: number;
  /** The 대운 of each person in force at the year's 입춘; null before a first cycle. */
  daeun: [Pillar | null, Pillar | null];
  harmony: boolean;
  clash: boolean;
}

export interface ScoreComponent {
  id: 'dayStems' | 'dayBranches' | 'yearBranches' | 'usefulElements' | 'daeun';
  points: number;
}

export interface Compatibility {
  /** From the first person's day stem to the second's. */
  dayStems: { stems: [number, number]; bond: StemBond; points: number };
  branchBonds: BranchBondFound[];
  usefulElements: [ElementSupply, ElementSupply];
  daeunYears: DaeunYear[];
  components: ScoreComponent[];
  /** 50 plus the components, within 0–100. */
  score: number;
}

const stemBond = (a: number, b: number): StemBond => {
  if (STEM_PAIRS[a * 10 + b].some((r) => r.kind === 'stemCombination')) return 'combination';
  const d = mod(ELEMENTS.indexOf(STEMS[b].element) - ELEMENTS.indexOf(STEMS[a].element), 5);
  return (['sameElement', 'generates', 'controls', 'controlledBy', 'generatedBy'] as const)[d];
};

/** The branch relations of two branches: the pair tables, and 鬼門 (tables.ts GWIMUN). */
export function branchBonds(a: number, b: number): BranchBond[] {
  const bonds = BRANCH_PAIRS[a * 12 + b].map((r) => r.kind as BranchBond);
  if (GWIMUN.some(([x, y]) => (x === a && y === b) || (x === b && y === a))) bonds.push('ghostGate');
  return bonds;
}

function supply(person: number, useful: Element, other: SajuChart): ElementSupply {
  const suppliedPercent = fiveElements(other.pillars()).strength[useful];
  return { person, useful, suppliedPercent, points: Math.floor(suppliedPercent / 10) * USEFUL_ELEMENT_POINTS_PER_10_PERCENT };
}

function daeunBond(a: Pillar | null, b: Pillar | null): { harmony: boolean; clash: boolean } {
  if (!a || !b) return { harmony: false, clash: false };
  const kinds = [...STEM_PAIRS[a.stem * 10 + b.stem], ...BRANCH_PAIRS[a.branch * 12 + b.branch]].map((r) => r.kind);
  return {
    harmony: kinds.some((k) => k === 'stemCombination' || k === 'sixCombination' || k === 'halfCombination'),
    clash: kinds.some((k) => k === 'stemClash' || k === 'clash'),
  };
}

/** The compatibility of two charts over the ten years from `fromYear`. */
export function compatibility(first: SajuChart, second: SajuChart, fromYear: number): Compatibility {
  const [a, b] = [first.pillars(), second.pillars()];
  const bond = stemBond(a.day.stem, b.day.stem);
  const dayStems = { stems: [a.day.stem, b.day.stem] as [number, number], bond, points: STEM_BOND_POINTS[bond] };
  const branchBondsFound: BranchBondFound[] = [];
  for (const pillar of ['day', 'year'] as const) {
    const factor = pillar === 'day' ? 1 : YEAR_BRANCH_FACTOR;
    for (const found of branchBonds(a[pillar].branch, b[pillar].branch)) {
      branchBondsFound.push({ pillar, bond: found, branches: [a[pillar].branch, b[pillar].branch], points: BRANCH_BOND_POINTS[found] * factor });
    }
  }
  const usefulElements: [ElementSupply, ElementSupply] = [
    supply(0, usefulGods(a).useful, second),
    supply(1, usefulGods(b).useful, first),
  ];
  const to = fromYear + COMPATIBILITY_YEARS - 1;
  const [lucksA, lucksB] = [yearlyLuck(first, { from: fromYear, to }), yearlyLuck(second, { from: fromYear, to })];
  const daeunYears = lucksA.map((l, i): DaeunYear => {
    const pair: [Pillar | null, Pillar | null] = [l.daeun?.pillar ?? null, lucksB[i].daeun?.pillar ?? null];
    return { year: l.year, daeun: pair, ...daeunBond(pair[0], pair[1]) };
  });
  const sum = (xs: { points: number }[]) => xs.reduce((s, x) => s + x.points, 0);
  const components: ScoreComponent[] = [
    { id: 'dayStems', points: dayStems.points },
    { id: 'dayBranches', points: sum(branchBondsFound.filter((x) => x.pillar === 'day')) },
    { id: 'yearBranches', points: sum(branchBondsFound.filter((x) => x.pillar === 'year')) },
    { id: 'usefulElements', points: sum(usefulElements) },
    {
      id: 'daeun',
      points: daeunYears.reduce((s, y) => s + (y.harmony ? DAEUN_YEAR_POINTS.harmony : 0) + (y.clash ? DAEUN_YEAR_POINTS.clash : 0), 0),
    },
  ];
  const score = Math.max(0, Math.min(100, 50 + sum(components)));
  return { dayStems, branchBonds: branchBondsFound, usefulElements, daeunYears, components, score };
}

/** Sentences written from the facts: one per relation, the elements each supplies, the 대운 years. */
export function compatibilityTexts(c: Compatibility, lang: Lang = TEXT_LANG): string[] {
  const en = lang === 'en';
  const texts = [en ? STEM_BOND_TEXT_EN[c.dayStems.bond] : STEM_BOND_TEXT[c.dayStems.bond]];
  for (const x of c.branchBonds) {
    const where = x.pillar === 'day' ? (en ? 'The day branches (spouse palaces)' : '일지(배우자궁)는') : (en ? 'The year branches (families)' : '연지(집안)는');
    texts.push(en ? `${where}: ${BRANCH_BOND_TEXT_EN[x.bond]}.` : `${where} ${BRANCH_BOND_TEXT[x.bond]}.`);
  }
  for (const s of c.usefulElements) {
    const name = ELEMENT_LABELS[s.useful][lang];
    const who = en ? (s.person === 0 ? 'the first person' : 'the second person') : s.person === 0 ? '첫째 분' : '둘째 분';
    texts.push(en
      ? `The other person's chart holds ${s.suppliedPercent}% ${name}, the useful element of ${who}.`
      : `상대의 사주에 ${who}의 용신인 ${josa(name, '이/가')} ${s.suppliedPercent}% 있습니다.`);
  }
  const harmony = c.daeunYears.filter((y) => y.harmony).map((y) => y.year);
  const clash = c.daeunYears.filter((y) => y.clash).map((y) => y.year);
  if (harmony.length) texts.push(en ? `Your luck periods combine in ${harmony.join(', ')}.` : `${harmony.join(', ')}년에는 두 분의 대운이 합을 이룹니다.`);
  if (clash.length) texts.push(en ? `Your luck periods clash in ${clash.join(', ')}.` : `${clash.join(', ')}년에는 두 분의 대운이 충돌합니다.`);
  return texts;
}
