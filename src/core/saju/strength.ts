/**
 * The strength of the day master (신강/신약, docs/saju.md §10.2) and the 용신·희신·기신 chosen from
 * it or from the season (§10.3), with the reason in words. Tables: structure-tables.ts.
 */
import { assertNever } from '../assert.js';
import { josa } from '../korean.js';
import { BRANCHES, ELEMENTS, STEMS, mod, type Element, type FourPillars } from './ganzhi.js';
import { JOHU_BY_SEASON, STRENGTH_CATEGORIES, STRENGTH_WEIGHTS, type StrengthCategory } from './structure-tables.js';
import { HIDDEN_STEMS, TEN_GODS } from './tables.js';
import { branchLabel } from '../labels.js';
import { TEXT_LANG, type Lang } from '../lang.js';
import { ELEMENT_LABELS } from './labels.js';
import { SEASON_EN, TEN_GODS_EN } from './texts-en.js';
import { SAJU_DEFAULTS } from './defaults.js';

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

/**
 * The 억부 group: a strong day master is drained by 재성 when 인성 lends the strength, else by 관성;
 * a weak one is helped by 비겁 when 재성 weighs the most, else by 인성.
 */
const eokbuGroup = (rule: UsefulGodRule): TenGodGroup =>
  rule.strong ? (rule.driver === '인성' ? '재성' : '관성') : rule.driver === '재성' ? '비겁' : '인성';
const eokbuUseful = (day: Element, rule: UsefulGodRule) => elementOfGroup(day, eokbuGroup(rule));

/** Why this 용신, in Korean (default) or English. */
export function usefulGodReason(u: Pick<UsefulGods, 'useful' | 'rule'>, lang: Lang = TEXT_LANG): string {
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
    return `${r.season}(${month.hanja}월)에 태어나 ${u.useful === 'water' ? '더위를 식히는' : '추위를 녹이는'} ` +
      `${elementKo(u.useful)} 기운을 조후 용신으로 삼습니다.`;
  }
  const label = `${group}인 ${elementKo(u.useful)}`;
  const why = r.strong
    ? `일간이 강하고(${r.score}점) ${r.driver}이 힘을 주므로 ${r.driver === '인성' ? '인성을 누르는' : '비겁을 다스리는'} ${josa(label, '을/를')} 용신으로 삼습니다.`
    : `일간이 약하고(${r.score}점) ${josa(r.driver, '이/가')} 가장 무거우므로 일간을 돕는 ${josa(label, '을/를')} 용신으로 삼습니다.`;
  return r.fallback ? `봄·가을(${month.hanja}월)은 조후가 급하지 않아 억부로 봅니다: ${why}` : why;
}

/** 목(木). */
export const elementKo = (e: Element) => `${ELEMENT_LABELS[e].ko}(${ELEMENT_LABELS[e].hanja})`;
/** Wood (木). */
export const elementEn = (e: Element) => `${ELEMENT_LABELS[e].en} (${ELEMENT_LABELS[e].hanja})`;
/** "the Wealth group (재성)". */
const groupEn = (g: TenGodGroup) => `the ${TEN_GODS_EN[TEN_GODS.findIndex((t) => t.group === g)].name} group (${g})`;
