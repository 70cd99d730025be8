/**
 * The natal structure of a saju (docs/saju.md §10): the interactions among the four pillars, the
 * strength of the day master (신강/신약), 용신·희신·기신, 격국, and 태원·명궁·신궁, with Korean texts
 * for the chart. Every block is computed on first use. Tables: structure-tables.ts.
 */
import { assertNever } from '../assert.js';
import { josa } from '../korean.js';
import { lazy } from '../lazy.js';
import { BRANCHES, ELEMENTS, STEMS, mod, pillarHanja, type Element, type FourPillars, type Pillar } from './ganzhi.js';
import {
  BRANCH_PAIRS, GROUPS, JOHU_BY_SEASON, STEM_PAIRS, STRENGTH_CATEGORIES, STRENGTH_WEIGHTS, pairKindWithin,
  type RelationKind, type StrengthCategory,
} from './structure-tables.js';
import { HIDDEN_STEMS, PALACES, TEN_GODS } from './tables.js';
import { tenGod, type TenGod } from './ten-gods.js';
import { SAJU_DEFAULTS } from './defaults.js';
import { ELEMENT_LABELS, TEN_GOD_LABELS, branchLabel, stemLabel, type Lang } from '../labels.js';
import {
  PALACES_EN, PATTERN_EN, RELATION_MEANING_EN, RELATION_NAME_EN, SEASON_EN, STRENGTH_CATEGORY_EN, SUPPORT_EN, TEN_GODS_EN, listEn,
} from './texts-en.js';

// ── Interactions (§10.1) ─────────────────────────────────────────────────────────────────────────

/** A natal pillar, the 대운 in force, or the luck entry (세운, 월운, 일운) being read. */
export type Place = 'year' | 'month' | 'day' | 'hour' | 'daeun' | 'luck';

export interface Interaction {
  kind: RelationKind;
  /** Korean name: 천간합, 육충, 삼형(지세지형), 지세지형(부분) … */
  name: string;
  part: 'stem' | 'branch';
  /** The characters in the order of `places`, e.g. 甲己 or 申子辰. */
  characters: string;
  /** Where the characters stand (a three-branch relation lists every place holding one of them). */
  places: Place[];
  /** The element a combination forms; null for clashes, punishments, 파, 해, 원진. */
  element: Element | null;
  /**
   * 천간합 only: whether it transforms (合化). In the natal chart: the two stems stand side by side,
   * the month branch is of the combination's element, and neither stem has a second partner. Against
   * a luck entry only the month-branch condition applies. Null for every other kind.
   */
  transforms: boolean | null;
}

/** A stem or a branch at a place. */
export interface Slot {
  place: Place;
  value: number;
}

const NATAL_PLACES = ['year', 'month', 'day', 'hour'] as const;
const ADJACENT = new Set(['year|month', 'month|day', 'day|hour', 'month|year', 'day|month', 'hour|day']);

/** The natal stems and branches as slots, year → hour (hour left out without a birth time). */
export function natalSlots(p: FourPillars): { stems: Slot[]; branches: Slot[] } {
  const stems: Slot[] = [];
  const branches: Slot[] = [];
  for (const place of NATAL_PLACES) {
    const pillar = p[place];
    if (!pillar) continue;
    stems.push({ place, value: pillar.stem });
    branches.push({ place, value: pillar.branch });
  }
  return { stems, branches };
}

export interface InteractionOptions {
  /** Only the relations that involve this place (a luck entry). */
  focus?: Place;
  /** The natal month branch, which decides 合化. */
  monthBranch: number;
  /** 'natal': adjacency, 月令 and no rival partner; 'luck': 月令 only. */
  transformRule: 'natal' | 'luck';
}

/**
 * Every relation among the slots: stem pairs (천간합, 천간충), branch pairs (육합, 반합, 육충, 형, 자형, 파,
 * 해, 원진) and complete three-branch groups (삼합, 방합, 삼형). A complete 삼합 or 삼형 replaces the
 * 반합 or 형 between its own branches. Stems first, then the groups, then the branch pairs.
 */
export function findInteractions(stems: readonly Slot[], branches: readonly Slot[], o: InteractionOptions): Interaction[] {
  const out: Interaction[] = [];
  const focus = o.focus;
  for (let i = 0; i < stems.length; i++) {
    for (let j = i + 1; j < stems.length; j++) {
      const a = stems[i];
      const b = stems[j];
      if (focus && a.place !== focus && b.place !== focus) continue;
      const rels = STEM_PAIRS[a.value * 10 + b.value];
      for (let k = 0; k < rels.length; k++) {
        const r = rels[k];
        let transforms: boolean | null = null;
        if (r.kind === 'stemCombination') {
          transforms = BRANCHES[o.monthBranch].element === r.element;
          if (o.transformRule === 'natal') {
            transforms &&= ADJACENT.has(`${a.place}|${b.place}`) && count(stems, a.value) === 1 && count(stems, b.value) === 1;
          }
        }
        out.push({ kind: r.kind, name: r.name, part: 'stem', characters: r.characters, places: [a.place, b.place], element: r.element, transforms });
      }
    }
  }
  // Complete groups, and the pairs they make redundant.
  let covered: { kind: RelationKind; branches: readonly number[] }[] | null = null;
  for (let g = 0; g < GROUPS.length; g++) {
    const group = GROUPS[g];
    const [x, y, z] = group.branches;
    let mask = 0;
    let focusIn = !focus;
    for (const s of branches) {
      const bit = s.value === x ? 1 : s.value === y ? 2 : s.value === z ? 4 : 0;
      if (bit) {
        mask |= bit;
        if (s.place === focus) focusIn = true;
      }
    }
    if (mask !== 7 || !focusIn) continue;
    const places: Place[] = [];
    let characters = '';
    for (const s of branches) {
      if (s.value === x || s.value === y || s.value === z) {
        places.push(s.place);
        characters += BRANCHES[s.value].hanja;
      }
    }
    out.push({ kind: group.kind, name: group.name, part: 'branch', characters, places, element: group.element, transforms: null });
    const within = pairKindWithin(group.kind);
    if (within) (covered ??= []).push({ kind: within, branches: group.branches });
  }
  for (let i = 0; i < branches.length; i++) {
    for (let j = i + 1; j < branches.length; j++) {
      const a = branches[i];
      const b = branches[j];
      if (focus && a.place !== focus && b.place !== focus) continue;
      const rels = BRANCH_PAIRS[a.value * 12 + b.value];
      for (let k = 0; k < rels.length; k++) {
        const r = rels[k];
        if (covered?.some((c) => c.kind === r.kind && c.branches.includes(a.value) && c.branches.includes(b.value))) continue;
        out.push({ kind: r.kind, name: r.name, part: 'branch', characters: r.characters, places: [a.place, b.place], element: r.element, transforms: null });
      }
    }
  }
  return out;
}

function count(slots: readonly Slot[], value: number): number {
  let n = 0;
  for (const s of slots) if (s.value === value) n++;
  return n;
}

/** All interactions among the four natal pillars. */
export function natalInteractions(p: FourPillars): Interaction[] {
  const { stems, branches } = natalSlots(p);
  return findInteractions(stems, branches, { monthBranch: p.month.branch, transformRule: 'natal' });
}

// ── Strength (§10.2) ─────────────────────────────────────────────────────────────────────────────

/** 비겁 식상 재성 관성 인성: the ten-god group of an element for a day stem. */
export type TenGodGroup = (typeof TEN_GODS)[number]['group'];
const groupOf = (dayElement: Element, e: Element): TenGodGroup =>
  TEN_GODS[mod(ELEMENTS.indexOf(e) - ELEMENTS.indexOf(dayElement), 5)].group;
const elementOfGroup = (dayElement: Element, g: TenGodGroup): Element =>
  ELEMENTS[mod(ELEMENTS.indexOf(dayElement) + TEN_GODS.findIndex((t) => t.group === g), 5)];
/** The element that produces e (相生) and the one that controls it (相剋). */
const producerOf = (e: Element) => ELEMENTS[mod(ELEMENTS.indexOf(e) - 1, 5)];
const controllerOf = (e: Element) => ELEMENTS[mod(ELEMENTS.indexOf(e) - 2, 5)];

export interface Strength {
  /** 0–100: the weighted share of the characters that support the day master (비겁 and 인성). */
  score: number;
  category: StrengthCategory;
  /** 득령: the month branch supports the day master (half or more of its 지장간 days). */
  deukryeong: boolean;
  /** 득지: the day branch supports the day master. */
  deukji: boolean;
  /** 득세: the other stems and branches give half or more of their weight in support. */
  deukse: boolean;
  /** Weighted points of each ten-god group (same weights; branches split by their 지장간 days). */
  groups: Record<TenGodGroup, number>;
}

type WeightKey = keyof typeof STRENGTH_WEIGHTS;

/** Each weighted character: the stem's element, or the branch's 지장간 elements with day fractions. */
function weightedCharacters(p: FourPillars): { key: WeightKey; parts: { element: Element; share: number }[] }[] {
  const stemPart = (s: number) => [{ element: STEMS[s].element, share: 1 }];
  const branchPart = (b: number) => HIDDEN_STEMS[b].map((h) => ({ element: STEMS[h.stem].element, share: h.days / 30 }));
  const out: { key: WeightKey; parts: { element: Element; share: number }[] }[] = [
    { key: 'yearStem', parts: stemPart(p.year.stem) },
    { key: 'yearBranch', parts: branchPart(p.year.branch) },
    { key: 'monthStem', parts: stemPart(p.month.stem) },
    { key: 'monthBranch', parts: branchPart(p.month.branch) },
    { key: 'dayBranch', parts: branchPart(p.day.branch) },
  ];
  if (p.hour) out.push({ key: 'hourStem', parts: stemPart(p.hour.stem) }, { key: 'hourBranch', parts: branchPart(p.hour.branch) });
  return out;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function strength(p: FourPillars): Strength {
  const day = STEMS[p.day.stem].element;
  const groups: Record<TenGodGroup, number> = { 비겁: 0, 식상: 0, 재성: 0, 관성: 0, 인성: 0 };
  let available = 0;
  let rest = 0;
  let restSupport = 0;
  const support: Partial<Record<WeightKey, number>> = {};
  for (const { key, parts } of weightedCharacters(p)) {
    const w = STRENGTH_WEIGHTS[key];
    available += w;
    let s = 0;
    for (const part of parts) {
      const g = groupOf(day, part.element);
      groups[g] += w * part.share;
      if (g === '비겁' || g === '인성') s += part.share;
    }
    support[key] = s;
    if (key !== 'monthBranch' && key !== 'dayBranch') {
      rest += w;
      restSupport += w * s;
    }
  }
  const total = groups.비겁 + groups.인성;
  const score = round1((100 * total) / available);
  const category = STRENGTH_CATEGORIES.find((c) => score >= c.min)!.category;
  for (const g of Object.keys(groups) as TenGodGroup[]) groups[g] = round1(groups[g]);
  return {
    score,
    category,
    deukryeong: support.monthBranch! >= 0.5,
    deukji: support.dayBranch! >= 0.5,
    deukse: restSupport >= rest / 2,
    groups,
  };
}

// ── 용신 (§10.3) ─────────────────────────────────────────────────────────────────────────────────

export const USEFUL_GOD_METHODS = ['eokbu', 'johu'] as const;
export type UsefulGodMethod = (typeof USEFUL_GOD_METHODS)[number];

export interface UsefulGods {
  /** The method asked for; 'johu' falls back to 억부 in spring and autumn months (`applied`). */
  method: UsefulGodMethod;
  applied: UsefulGodMethod;
  /** 용신. */
  useful: Element;
  usefulGroup: TenGodGroup;
  /** 희신: the element that produces the 용신. */
  favorable: Element;
  /** 기신: the element that controls the 용신. */
  unfavorable: Element;
  /** Why, in Korean (usefulGodReason gives it in either language). */
  reason: string;
  /** What decided it. */
  rule: UsefulGodRule;
}

/** The facts the 용신 was chosen on, from which its reason is written. */
export interface UsefulGodRule {
  monthBranch: number;
  /** 조후 applied: its season (여름, 겨울); null when 억부 decided. */
  season: string | null;
  /** 조후 was asked for, but a spring or autumn month fell back to 억부. */
  fallback: boolean;
  /** 억부: the strength score, whether the day master is strong (≥ 50), and the group that lends it
   *  strength (strong: 인성 or 비겁) or weighs the most (weak: 식상, 재성 or 관성). */
  score: number;
  strong: boolean;
  driver: TenGodGroup;
}

/**
 * 억부 (抑扶): a strong day master (score ≥ 50) is drained — by 재성 when 인성 outweighs 비겁 (財剋印),
 * else by 관성 (官制比劫); a weak one is helped — by 비겁 when 재성 is the heaviest of 식상·재성·관성
 * (財多身弱), else by 인성 (殺印相生, 印制食傷). 조후 (調候): 巳午未 months take 水, 亥子丑 months 火.
 */
export function usefulGods(p: FourPillars, method: UsefulGodMethod = SAJU_DEFAULTS.usefulGodMethod, s: Strength = strength(p)): UsefulGods {
  const day = STEMS[p.day.stem].element;
  const g = s.groups;
  const finish = (applied: UsefulGodMethod, useful: Element, rule: UsefulGodRule): UsefulGods => {
    const u = { method, applied, useful, usefulGroup: groupOf(day, useful), favorable: producerOf(useful), unfavorable: controllerOf(useful), reason: '', rule };
    u.reason = usefulGodReason(u);
    return u;
  };
  const eokbuRule = (fallback: boolean): UsefulGodRule => {
    const strong = s.score >= 50;
    const driver = strong ? (g.인성 > g.비겁 ? '인성' : '비겁') : (['식상', '재성', '관성'] as const).reduce((a, b) => (g[b] > g[a] ? b : a));
    return { monthBranch: p.month.branch, season: null, fallback, score: s.score, strong, driver };
  };
  switch (method) {
    case 'johu': {
      const season = JOHU_BY_SEASON.find((x) => x.branches.includes(p.month.branch));
      if (season) return finish('johu', season.useful, { ...eokbuRule(false), season: season.season });
      const rule = eokbuRule(true);
      return finish('eokbu', eokbuUseful(day, rule), rule);
    }
    case 'eokbu': {
      const rule = eokbuRule(false);
      return finish('eokbu', eokbuUseful(day, rule), rule);
    }
    default:
      return assertNever(method);
  }
}

const ELEMENT_HANJA: Record<Element, string> = { 목: '木', 화: '火', 토: '土', 금: '金', 수: '水' };

/**
 * The 억부 group: a strong day master is drained by 재성 when 인성 lends the strength, else by 관성;
 * a weak one is helped by 비겁 when 재성 weighs the most, else by 인성.
 */
const eokbuGroup = (rule: UsefulGodRule): TenGodGroup =>
  rule.strong ? (rule.driver === '인성' ? '재성' : '관성') : rule.driver === '재성' ? '비겁' : '인성';
const eokbuUseful = (day: Element, rule: UsefulGodRule) => elementOfGroup(day, eokbuGroup(rule));

/** Why this 용신, in Korean (default) or English. */
export function usefulGodReason(u: Pick<UsefulGods, 'useful' | 'rule'>, lang: Lang = 'ko'): string {
  const r = u.rule;
  const month = BRANCHES[r.monthBranch];
  const group = eokbuGroup(r);
  if (lang === 'en') {
    const monthEn = `${branchLabel(r.monthBranch, 'en')} (${month.hanja})`;
    if (r.season) {
      const season = SEASON_EN[r.season];
      return `Born in ${season.name} (a ${monthEn} month), the chart takes ${elementEn(u.useful)}, which ${season.remedy}, ` +
        'as its climate-balancing useful element (조후 용신).';
    }
    const label = `${elementEn(u.useful)} of ${groupEn(group)}`;
    const why = r.strong
      ? `The day master is strong (${r.score} points) and draws its strength from ${groupEn(r.driver)}, so ${label}, ` +
        `which ${r.driver === '인성' ? 'holds the Resource group back' : 'keeps the Peer group in check'}, is taken as the useful element.`
      : `The day master is weak (${r.score} points) and ${groupEn(r.driver)} weighs the most, so ${label}, ` +
        'which supports the day master, is taken as the useful element.';
    return r.fallback
      ? `In spring and autumn (a ${monthEn} month) balancing the climate (조후) is not pressing, so the chart is read by ` +
        `restraining and supporting (억부): ${why.charAt(0).toLowerCase()}${why.slice(1)}`
      : why;
  }
  if (r.season) {
    return `${r.season}(${month.hanja}월)에 태어나 ${u.useful === '수' ? '더위를 식히는' : '추위를 녹이는'} ` +
      `${u.useful}(${ELEMENT_HANJA[u.useful]}) 기운을 조후 용신으로 삼습니다.`;
  }
  const label = `${group}인 ${u.useful}(${ELEMENT_HANJA[u.useful]})`;
  const why = r.strong
    ? `일간이 강하고(${r.score}점) ${r.driver}이 힘을 주므로 ${r.driver === '인성' ? '인성을 누르는' : '비겁을 다스리는'} ${josa(label, '을/를')} 용신으로 삼습니다.`
    : `일간이 약하고(${r.score}점) ${josa(r.driver, '이/가')} 가장 무거우므로 일간을 돕는 ${josa(label, '을/를')} 용신으로 삼습니다.`;
  return r.fallback ? `봄·가을(${month.hanja}월)은 조후가 급하지 않아 억부로 봅니다: ${why}` : why;
}

/** Wood (木). */
const elementEn = (e: Element) => `${ELEMENT_LABELS[e].en} (${ELEMENT_LABELS[e].hanja})`;
/** "the Wealth group (재성)". */
const groupEn = (g: TenGodGroup) => `the ${TEN_GODS_EN[TEN_GODS.findIndex((t) => t.group === g)].name} group (${g})`;

// ── 격국 (§10.4) ─────────────────────────────────────────────────────────────────────────────────

export interface Pattern {
  /** e.g. 정관격, 건록격, 양인격, 월겁격. */
  name: string;
  /** The ten god the pattern is named after (비견/겁재 for 건록격·양인격·월겁격). */
  tenGod: TenGod;
  /** The 지장간 stem of the month branch that decides it. */
  stem: number;
  /** How it was chosen: the 정기 as such (건록·양인), a 투출 stem, or the 정기 without 투출. */
  basis: 'rokin' | 'revealed' | 'mainQi';
  /** The stem positions where it shows (투출), empty for the others. */
  revealedAt: ('year' | 'month' | 'hour')[];
}

export const GOD_PATTERN: Record<TenGod, string> = {
  비견: '건록격', 겁재: '양인격', 식신: '식신격', 상관: '상관격', 편재: '편재격',
  정재: '정재격', 편관: '편관격', 정관: '정관격', 편인: '편인격', 정인: '정인격',
};

/**
 * 격국 from the month branch (子平眞詮's 月令 rule): a month branch whose 정기 is 비견 gives 건록격, 겁재
 * gives 양인격 (yang day stem) or 월겁격 (yin); otherwise the first of the branch's 지장간, in the order
 * 정기 → 중기 → 여기, that shows among the year, month and hour stems (투출) and is not 비겁 names the
 * pattern; with none showing, the 정기 does.
 */
export function pattern(p: FourPillars): Pattern {
  const d = p.day.stem;
  const hidden = HIDDEN_STEMS[p.month.branch];
  const main = hidden[hidden.length - 1].stem;
  const mainGod = tenGod(d, main);
  if (mainGod === '비견' || mainGod === '겁재') {
    const name = mainGod === '비견' ? '건록격' : STEMS[d].yang ? '양인격' : '월겁격';
    return { name, tenGod: mainGod, stem: main, basis: 'rokin', revealedAt: [] };
  }
  const stems: { place: 'year' | 'month' | 'hour'; stem: number }[] = [
    { place: 'year', stem: p.year.stem },
    { place: 'month', stem: p.month.stem },
    ...(p.hour ? [{ place: 'hour' as const, stem: p.hour.stem }] : []),
  ];
  for (const h of [...hidden].reverse()) {
    const god = tenGod(d, h.stem);
    if (god === '비견' || god === '겁재') continue;
    const at = stems.filter((s) => s.stem === h.stem).map((s) => s.place);
    if (at.length) return { name: GOD_PATTERN[god], tenGod: god, stem: h.stem, basis: 'revealed', revealedAt: at };
  }
  return { name: GOD_PATTERN[mainGod], tenGod: mainGod, stem: main, basis: 'mainQi', revealedAt: [] };
}

// ── 태원, 명궁, 신궁 (§10.5) ─────────────────────────────────────────────────────────────────────

/** 五虎遁: the stem of the 寅 branch in a year of this stem. */
const TIGER_STEM = [2, 4, 6, 8, 0];
const tigerStem = (yearStem: number, branch: number) => (TIGER_STEM[yearStem % 5] + mod(branch - 2, 12)) % 10;

/** 태원 (胎元): the month stem one on, the month branch three on (月干進一, 月支進三). */
export function taewon(p: FourPillars): Pillar {
  return { stem: (p.month.stem + 1) % 10, branch: (p.month.branch + 3) % 12 };
}

/**
 * 명궁 (命宮): 子 takes the first (寅) month and the months run backward to the birth month; the birth
 * hour is set on that branch and the hours run forward to 卯 (卯上安命). Branch = 5 − month branch − hour
 * branch (mod 12, 子 = 0); stem by 五虎遁 from the year stem. Null without a birth time.
 */
export function myeonggung(p: FourPillars): Pillar | null {
  if (!p.hour) return null;
  const branch = mod(5 - p.month.branch - p.hour.branch, 12);
  return { stem: tigerStem(p.year.stem, branch), branch };
}

/** 신궁 (身宮): the same count run on to 酉 instead of 卯 (酉上安身): branch = 11 − month − hour (mod 12). */
export function singung(p: FourPillars): Pillar | null {
  if (!p.hour) return null;
  const branch = mod(11 - p.month.branch - p.hour.branch, 12);
  return { stem: tigerStem(p.year.stem, branch), branch };
}

// ── Korean texts ─────────────────────────────────────────────────────────────────────────────────

const PLACE_NAMES: Record<Place, string> = { year: '년', month: '월', day: '일', hour: '시', daeun: '대운', luck: '운' };

/** 월간, 일지, 대운 …: a place with the part (간/지) for a natal pillar. */
export function placeLabel(place: Place, part: 'stem' | 'branch'): string {
  switch (place) {
    case 'year':
    case 'month':
    case 'day':
    case 'hour':
      return PLACE_NAMES[place] + (part === 'stem' ? '간' : '지');
    case 'daeun':
    case 'luck':
      return PLACE_NAMES[place] + (part === 'stem' ? ' 천간' : ' 지지');
    default:
      return assertNever(place);
  }
}

/** What each relation does (the English: texts-en.ts RELATION_MEANING_EN). */
export const RELATION_MEANING: Record<RelationKind, string> = {
  stemCombination: '서로 끌어당겨 묶입니다',
  stemClash: '서로 부딪쳐 긴장이 생깁니다',
  sixCombination: '가깝게 맺어져 협력합니다',
  threeCombination: '한 기운으로 크게 모입니다',
  halfCombination: '절반의 국을 이루어 기운이 모입니다',
  directionalCombination: '한 계절의 기운으로 뭉칩니다',
  clash: '정면으로 부딪쳐 변동과 이동이 생기기 쉽습니다',
  punishment: '서로 다그쳐 마찰과 시비가 생기기 쉽습니다',
  selfPunishment: '같은 기운이 겹쳐 스스로를 몰아세우기 쉽습니다',
  destruction: '맺은 것을 깨뜨리는 작용이 있습니다',
  harm: '서로 해를 끼쳐 관계가 틀어지기 쉽습니다',
  resentment: '서로 원망하고 미워하는 기운이 있습니다',
};

/** "the month stem (parents, siblings and social life)", "the stem of the ten-year cycle (대운)". */
function placeEn(place: Place, part: 'stem' | 'branch'): string {
  switch (place) {
    case 'year':
    case 'month':
    case 'day':
    case 'hour':
      return `the ${PALACES_EN[place].name} ${part} (${PALACES_EN[place].domain})`;
    case 'daeun':
      return `the ${part} of the ten-year cycle (대운)`;
    case 'luck':
      return `the ${part} of this period`;
    default:
      return assertNever(place);
  }
}

/** One sentence for an interaction (natal, or of a luck entry), in Korean (default) or English. */
export function interactionText(x: Interaction, lang: Lang = 'ko'): string {
  if (lang === 'en') {
    const element = x.element ? ` of ${elementEn(x.element)}` : '';
    const transform = x.transforms === null ? ''
      : x.transforms ? ' With the month branch on its side (월령), the pair transforms (합화).' : ' The stems combine but do not transform.';
    return `${x.characters} in ${listEn(x.places.map((pl) => placeEn(pl, x.part)))}: ` +
      `${RELATION_NAME_EN[x.name]} (${x.name})${element} — ${RELATION_MEANING_EN[x.kind]}.${transform}`;
  }
  const where = x.places.map((pl) => {
    const label = placeLabel(pl, x.part);
    switch (pl) {
      case 'year':
      case 'month':
      case 'day':
      case 'hour':
        return `${label}(${PALACES[pl].domain})`;
      case 'daeun':
      case 'luck':
        return label;
      default:
        return assertNever(pl);
    }
  }).join('·');
  const element = x.element ? `, ${x.element}(${ELEMENT_HANJA[x.element]})` : '';
  const transform = x.transforms === null ? '' : x.transforms ? ' 월령을 얻어 합화합니다.' : ' 합하되 화하지는 않습니다.';
  return `${where}의 ${x.characters} ${x.name}${element}: ${RELATION_MEANING[x.kind]}.${transform}`;
}

// ── The structure of a chart ─────────────────────────────────────────────────────────────────────

export interface Palaces {
  taewon: Pillar;
  myeonggung: Pillar | null;
  singung: Pillar | null;
}

export interface StructureOptions {
  /** 용신 method; default 억부. */
  usefulGodMethod?: UsefulGodMethod;
}

/** The natal structure of four pillars; each block is computed when first asked for. */
export class SajuStructure {
  constructor(
    readonly pillars: FourPillars,
    readonly options: StructureOptions = {},
  ) {}

  readonly interactions = lazy(() => natalInteractions(this.pillars));
  readonly strength = lazy(() => strength(this.pillars));
  readonly usefulGods = lazy(() => usefulGods(this.pillars, this.options.usefulGodMethod, this.strength()));
  readonly pattern = lazy(() => pattern(this.pillars));
  readonly palaces = lazy((): Palaces => ({
    taewon: taewon(this.pillars),
    myeonggung: myeonggung(this.pillars),
    singung: singung(this.pillars),
  }));

  private readonly textsByLang = { ko: lazy(() => this.write('ko')), en: lazy(() => this.write('en')) };

  /** Sentences about this chart: strength, 격국, 용신, the palaces, then each interaction; Korean by default. */
  readonly texts = (lang: Lang = 'ko'): string[] => this.textsByLang[lang]();

  private write(lang: Lang): string[] {
    const s = this.strength();
    const xs = this.interactions();
    const supports = (['득령', '득지', '득세'] as const).map((name, i) => ({ name, got: [s.deukryeong, s.deukji, s.deukse][i] }));
    const got = supports.filter((x) => x.got).map((x) => x.name);
    const missed = supports.filter((x) => !x.got).map((x) => x.name);
    const texts = lang === 'en' ? this.headEn(got, missed) : this.headKo(got, missed);
    if (!xs.length) {
      texts.push(lang === 'en'
        ? 'There are no combinations, clashes, punishments, destructions, harms or resentments among the four pillars, so the structure is fairly simple.'
        : '네 기둥 사이에 합·충·형·파·해·원진이 없어 구조가 비교적 단순합니다.');
    }
    for (const x of xs) texts.push(interactionText(x, lang));
    return texts;
  }

  private headKo(got: string[], missed: string[]): string[] {
    const p = this.pillars;
    const day = STEMS[p.day.stem];
    const s = this.strength();
    const u = this.usefulGods();
    const pt = this.pattern();
    const pal = this.palaces();
    const gains =
      (got.length ? `${got.join('·')}하였${missed.length ? '고' : '으며'}` : '') +
      (got.length && missed.length ? ' ' : '') +
      (missed.length ? `${missed.join('·')}하지 못하여` : '');
    const month = BRANCHES[p.month.branch];
    const patternStem = `${STEMS[pt.stem].korean}(${STEMS[pt.stem].hanja}, ${pt.tenGod})`;
    return [
      `일간 ${josa(`${day.korean}${day.element}(${day.hanja}${ELEMENT_HANJA[day.element]})`, '은/는')} ` +
        `${month.korean}(${month.hanja})월에 태어나 ${gains} 강약 점수 ${s.score}점으로 ${s.category}입니다.`,
      `월지 ${month.korean}(${month.hanja})의 ` +
        (pt.basis === 'revealed'
          ? `${josa(patternStem, '이/가')} ${pt.revealedAt.map((pl) => placeLabel(pl, 'stem')).join('·')}에 투출하여`
          : pt.basis === 'rokin' ? `정기 ${josa(patternStem, '이/가')} 일간과 같은 오행이어서` : `정기 ${josa(patternStem, '을/를')} 기준으로`) +
        ` ${pt.name}입니다.`,
      `용신 ${u.useful}(${ELEMENT_HANJA[u.useful]}), 희신 ${u.favorable}(${ELEMENT_HANJA[u.favorable]}), ` +
        `기신 ${u.unfavorable}(${ELEMENT_HANJA[u.unfavorable]}). ${u.reason}`,
      `태원 ${pillarHanja(pal.taewon)}` +
        (pal.myeonggung && pal.singung ? `, 명궁 ${pillarHanja(pal.myeonggung)}, 신궁 ${pillarHanja(pal.singung)}입니다.` : '입니다 (출생 시각이 없어 명궁·신궁은 정하지 않습니다).'),
    ];
  }

  /** The same four sentences in English (texts-en.ts). */
  private headEn(got: string[], missed: string[]): string[] {
    const p = this.pillars;
    const day = STEMS[p.day.stem];
    const s = this.strength();
    const u = this.usefulGods();
    const pt = this.pattern();
    const pal = this.palaces();
    const support = (names: string[]) => listEn(names.map((n) => `${SUPPORT_EN[n as keyof typeof SUPPORT_EN]} (${n})`));
    const gains =
      (got.length ? `gains ${support(got)}` : '') + (got.length && missed.length ? ' but ' : '') + (missed.length ? `lacks ${support(missed)}` : '');
    const month = `${branchLabel(p.month.branch, 'en')} (${BRANCHES[p.month.branch].hanja})`;
    const patternStem = `${stemLabel(pt.stem, 'en')} (${STEMS[pt.stem].hanja}, ${TEN_GOD_LABELS[pt.tenGod].en})`;
    const patternName = `the ${PATTERN_EN[pt.name]} (${pt.name})`;
    return [
      `The day master ${stemLabel(p.day.stem, 'en')} ${ELEMENT_LABELS[day.element].en} (${day.hanja}${ELEMENT_HANJA[day.element]}), ` +
        `born in a ${month} month, ${gains}; with a strength score of ${s.score} it is ${STRENGTH_CATEGORY_EN[s.category]} (${s.category}).`,
      pt.basis === 'revealed'
        ? `${patternStem}, hidden in the month branch ${month}, shows (투출) in the ` +
          `${listEn(pt.revealedAt.map((pl) => `${PALACES_EN[pl].name} stem`))}, so the chart follows ${patternName}.`
        : pt.basis === 'rokin'
          ? `The main energy (정기) of the month branch ${month}, ${patternStem}, shares the day master’s element, so the chart follows ${patternName}.`
          : `Taking the main energy (정기) of the month branch ${month}, ${patternStem}, as its basis, the chart follows ${patternName}.`,
      `Useful element (용신): ${elementEn(u.useful)}; favourable element (희신): ${elementEn(u.favorable)}; ` +
        `unfavourable element (기신): ${elementEn(u.unfavorable)}. ${usefulGodReason(u, 'en')}`,
      `Conception pillar (태원): ${pillarHanja(pal.taewon)}` +
        (pal.myeonggung && pal.singung
          ? `; Life palace (명궁): ${pillarHanja(pal.myeonggung)}; Body palace (신궁): ${pillarHanja(pal.singung)}.`
          : '. Without a birth time, the Life palace (명궁) and Body palace (신궁) are not set.'),
    ];
  }
}
