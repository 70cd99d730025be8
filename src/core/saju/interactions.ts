/**
 * The interactions of a saju (docs/saju.md §10.1): combinations, clashes, punishments, 파, 해 and
 * 원진 among stems and branches, of the natal pillars or of a luck entry, and their sentences.
 * Tables: structure-tables.ts.
 */
import { assertNever } from '../assert.js';
import { BRANCHES, type Element, type FourPillars } from './ganzhi.js';
import { BRANCH_PAIRS, GROUPS, STEM_PAIRS, pairKindWithin, type RelationKind } from './structure-tables.js';
import { PALACES } from './tables.js';
import { TEXT_LANG, type Lang } from '../lang.js';
import { PALACES_EN, RELATION_MEANING_EN, RELATION_NAME_EN, listEn } from './texts-en.js';
import { elementEn, elementKo } from './strength.js';

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
export function interactionText(x: Interaction, lang: Lang = TEXT_LANG): string {
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
  const element = x.element ? `, ${elementKo(x.element)}` : '';
  const transform = x.transforms === null ? '' : x.transforms ? ' 월령을 얻어 합화합니다.' : ' 합하되 화하지는 않습니다.';
  return `${where}의 ${x.characters} ${x.name}${element}: ${RELATION_MEANING[x.kind]}.${transform}`;
}
