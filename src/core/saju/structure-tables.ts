/**
 * The tables of the natal structure and of the luck timelines (docs/saju.md §10): the stem and branch
 * relations (合, 沖, 刑, 破, 害, 怨嗔), the weights of the strength score, the 조후 seasons. Written in
 * hanja as the classical lists have them and parsed once here; every rule cites its list.
 */
import { BRANCHES, STEMS, branchOfHanja as branch, stemOfHanja as stem, type Element } from './ganzhi.js';
import { WONJIN } from './tables.js';


/** Every relation the service reports (§10.1). */
export const RELATION_KINDS = [
  'stemCombination', 'stemClash', 'sixCombination', 'threeCombination', 'halfCombination',
  'directionalCombination', 'clash', 'punishment', 'selfPunishment', 'destruction', 'harm', 'resentment',
] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** Korean and hanja names of each relation. */
export const RELATION_NAMES: Record<RelationKind, { korean: string; hanja: string }> = {
  stemCombination: { korean: '천간합', hanja: '天干合' },
  stemClash: { korean: '천간충', hanja: '天干沖' },
  sixCombination: { korean: '육합', hanja: '六合' },
  threeCombination: { korean: '삼합', hanja: '三合' },
  halfCombination: { korean: '반합', hanja: '半合' },
  directionalCombination: { korean: '방합', hanja: '方合' },
  clash: { korean: '육충', hanja: '六沖' },
  punishment: { korean: '형', hanja: '刑' },
  selfPunishment: { korean: '자형', hanja: '自刑' },
  destruction: { korean: '육파', hanja: '六破' },
  harm: { korean: '육해', hanja: '六害' },
  resentment: { korean: '원진', hanja: '怨嗔' },
};

/** A relation of a pair of characters (ordered as the lookup's arguments). */
export interface PairRelation {
  kind: RelationKind;
  /** Korean name as reported, e.g. 천간합, 육충, 삼형(부분), 무례지형. */
  name: string;
  /** The two characters in argument order, e.g. 甲己. */
  characters: string;
  /** The element the combination forms (천간합, 육합, 반합); null for the others. */
  element: Element | null;
}

/** A relation that needs three different branches (삼합, 방합, 삼형). */
export interface GroupRelation {
  kind: RelationKind;
  name: string;
  branches: readonly [number, number, number];
  characters: string;
  element: Element | null;
}

/** 天干五合: 甲己合化土 乙庚合化金 丙辛合化水 丁壬合化木 戊癸合化火. */
export const STEM_COMBINATIONS: readonly { stems: [number, number]; element: Element }[] = (
  [['甲己', 'earth'], ['乙庚', 'metal'], ['丙辛', 'water'], ['丁壬', 'wood'], ['戊癸', 'fire']] as const
).map(([s, element]) => ({ stems: [stem(s[0]), stem(s[1])], element }));

/** 天干沖 (四沖): 甲庚 乙辛 丙壬 丁癸 — the seventh stem of the same polarity; 戊己 (土, the centre) have none. */
export const STEM_CLASHES: readonly [number, number][] = '甲庚 乙辛 丙壬 丁癸'.split(' ').map((s) => [stem(s[0]), stem(s[1])]);

/** 地支六合: 子丑合土 寅亥合木 卯戌合火 辰酉合金 巳申合水 午未合火 (午未 is also given as 土 in some lists). */
export const SIX_COMBINATIONS: readonly { branches: [number, number]; element: Element }[] = (
  [['子丑', 'earth'], ['寅亥', 'wood'], ['卯戌', 'fire'], ['辰酉', 'metal'], ['巳申', 'water'], ['午未', 'fire']] as const
).map(([b, element]) => ({ branches: [branch(b[0]), branch(b[1])], element }));

/** 地支三合 (生地·旺地·墓地): 申子辰 水局, 寅午戌 火局, 巳酉丑 金局, 亥卯未 木局; the middle one is the 旺地. */
export const THREE_COMBINATIONS: readonly { branches: [number, number, number]; element: Element }[] = (
  [['申子辰', 'water'], ['寅午戌', 'fire'], ['巳酉丑', 'metal'], ['亥卯未', 'wood']] as const
).map(([b, element]) => ({ branches: [branch(b[0]), branch(b[1]), branch(b[2])], element }));

/** 地支方合 (the seasons): 寅卯辰 東方木, 巳午未 南方火, 申酉戌 西方金, 亥子丑 北方水. */
export const DIRECTIONAL_COMBINATIONS: readonly { branches: [number, number, number]; element: Element }[] = (
  [['寅卯辰', 'wood'], ['巳午未', 'fire'], ['申酉戌', 'metal'], ['亥子丑', 'water']] as const
).map(([b, element]) => ({ branches: [branch(b[0]), branch(b[1]), branch(b[2])], element }));

/** 地支六沖: 子午 丑未 寅申 卯酉 辰戌 巳亥 (the opposite branch, six apart). */
export const CLASHES: readonly [number, number][] = '子午 丑未 寅申 卯酉 辰戌 巳亥'.split(' ').map((s) => [branch(s[0]), branch(s[1])]);

/** 三刑: 寅巳申 持勢之刑 (지세지형), 丑戌未 無恩之刑 (무은지형); 子卯 無禮之刑 (무례지형) is a pair. */
export const PUNISHMENT_GROUPS: readonly { branches: [number, number, number]; name: string }[] = [
  { branches: [branch('寅'), branch('巳'), branch('申')], name: '지세지형' },
  { branches: [branch('丑'), branch('戌'), branch('未')], name: '무은지형' },
];
export const RUDE_PUNISHMENT: [number, number] = [branch('子'), branch('卯')];

/** 自刑: 辰辰 午午 酉酉 亥亥. */
export const SELF_PUNISHMENT: readonly number[] = [...'辰午酉亥'].map(branch);

/** 地支六破: 子酉 丑辰 寅亥 卯午 巳申 未戌. */
export const DESTRUCTIONS: readonly [number, number][] = '子酉 丑辰 寅亥 卯午 巳申 未戌'.split(' ').map((s) => [branch(s[0]), branch(s[1])]);

/** 地支六害 (穿): 子未 丑午 寅巳 卯辰 申亥 酉戌. */
export const HARMS: readonly [number, number][] = '子未 丑午 寅巳 卯辰 申亥 酉戌'.split(' ').map((s) => [branch(s[0]), branch(s[1])]);

/** 怨嗔 (tables.ts WONJIN, §6.5): 子未 丑午 寅酉 卯申 辰亥 巳戌. */
export const RESENTMENTS: readonly [number, number][] = WONJIN.map(([a, b]) => [a, b]);

const hasPair = (pairs: readonly (readonly number[])[], a: number, b: number) =>
  pairs.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** The relations of stems a and b (a ≠ b; the same stem twice has none). */
function stemRelations(a: number, b: number): PairRelation[] {
  const characters = STEMS[a].hanja + STEMS[b].hanja;
  const out: PairRelation[] = [];
  const comb = STEM_COMBINATIONS.find(({ stems: [x, y] }) => (x === a && y === b) || (x === b && y === a));
  if (comb) out.push({ kind: 'stemCombination', name: RELATION_NAMES.stemCombination.korean, characters, element: comb.element });
  if (hasPair(STEM_CLASHES, a, b)) out.push({ kind: 'stemClash', name: RELATION_NAMES.stemClash.korean, characters, element: null });
  return out;
}

/**
 * The pair relations of branches a and b: 육합, 반합 (two of a 三合 including its 旺地), 육충, 형 (子卯,
 * or two of 寅巳申 / 丑戌未, named 삼형(부분)), 자형 (a = b), 육파, 육해, 원진.
 */
function branchRelations(a: number, b: number): PairRelation[] {
  const characters = BRANCHES[a].hanja + BRANCHES[b].hanja;
  const out: PairRelation[] = [];
  const add = (kind: RelationKind, element: Element | null = null, name = RELATION_NAMES[kind].korean) =>
    out.push({ kind, name, characters, element });
  if (a === b) {
    if (SELF_PUNISHMENT.includes(a)) add('selfPunishment');
    return out;
  }
  const six = SIX_COMBINATIONS.find(({ branches: [x, y] }) => (x === a && y === b) || (x === b && y === a));
  if (six) add('sixCombination', six.element);
  const three = THREE_COMBINATIONS.find(({ branches: g }) => g.includes(a) && g.includes(b) && (a === g[1] || b === g[1]));
  if (three) add('halfCombination', three.element);
  if (hasPair(CLASHES, a, b)) add('clash');
  if (hasPair([RUDE_PUNISHMENT], a, b)) add('punishment', null, '무례지형');
  const group = PUNISHMENT_GROUPS.find(({ branches: g }) => g.includes(a) && g.includes(b));
  if (group) add('punishment', null, `${group.name}(부분)`);
  if (hasPair(DESTRUCTIONS, a, b)) add('destruction');
  if (hasPair(HARMS, a, b)) add('harm');
  if (hasPair(RESENTMENTS, a, b)) add('resentment');
  return out;
}

/** Stem pair relations, index a·10 + b, built once (100 entries). */
export const STEM_PAIRS: readonly (readonly PairRelation[])[] = Array.from({ length: 100 }, (_, i) =>
  Math.floor(i / 10) === i % 10 ? [] : stemRelations(Math.floor(i / 10), i % 10),
);
/** Branch pair relations, index a·12 + b, built once (144 entries). */
export const BRANCH_PAIRS: readonly (readonly PairRelation[])[] = Array.from({ length: 144 }, (_, i) =>
  branchRelations(Math.floor(i / 12), i % 12),
);

const groupChars = (g: readonly number[]) => g.map((b) => BRANCHES[b].hanja).join('');

/** The three-branch relations: 삼합 (4), 방합 (4), 삼형 (2). */
export const GROUPS: readonly GroupRelation[] = [
  ...THREE_COMBINATIONS.map((g) => ({
    kind: 'threeCombination' as const, name: RELATION_NAMES.threeCombination.korean, branches: g.branches,
    characters: groupChars(g.branches), element: g.element,
  })),
  ...DIRECTIONAL_COMBINATIONS.map((g) => ({
    kind: 'directionalCombination' as const, name: RELATION_NAMES.directionalCombination.korean, branches: g.branches,
    characters: groupChars(g.branches), element: g.element,
  })),
  ...PUNISHMENT_GROUPS.map((g) => ({
    kind: 'punishment' as const, name: `삼형(${g.name})`, branches: g.branches, characters: groupChars(g.branches), element: null,
  })),
];

/** The pair kind a complete group of this kind makes redundant between its own branches. */
export function pairKindWithin(kind: RelationKind): RelationKind | null {
  switch (kind) {
    case 'threeCombination':
      return 'halfCombination';
    case 'punishment':
      return 'punishment';
    case 'directionalCombination':
    case 'stemCombination':
    case 'stemClash':
    case 'sixCombination':
    case 'halfCombination':
    case 'clash':
    case 'selfPunishment':
    case 'destruction':
    case 'harm':
    case 'resentment':
      return null;
  }
}

// ── Strength (§10.2) ─────────────────────────────────────────────────────────────────────────────

/**
 * Weights of the positions in the strength score (the day stem itself is not counted): 득령 is the
 * month branch (30), 득지 the day branch (15), 득세 the other five characters (55), nearer to the day
 * stem weighing more. Sum 100; without an hour pillar the score is taken over the 76 that remain.
 */
export const STRENGTH_WEIGHTS = {
  monthBranch: 30,
  dayBranch: 15,
  monthStem: 12,
  hourStem: 12,
  hourBranch: 12,
  yearStem: 9,
  yearBranch: 10,
} as const;

/** Score thresholds (0–100, lower bounds) of the five categories, strongest first. */
export const STRENGTH_CATEGORIES = [
  { category: '극신강', min: 75 },
  { category: '신강', min: 55 },
  { category: '중화', min: 45 },
  { category: '신약', min: 25 },
  { category: '극신약', min: -Infinity },
] as const;
export type StrengthCategory = (typeof STRENGTH_CATEGORIES)[number]['category'];

/** 조후 (調候, 寒暖): summer months 巳午未 need 水, winter months 亥子丑 need 火; spring and autumn fall back to 억부. */
export const JOHU_BY_SEASON: readonly { branches: number[]; useful: Element; season: string }[] = [
  { branches: [...'巳午未'].map(branch), useful: 'water', season: '여름' },
  { branches: [...'亥子丑'].map(branch), useful: 'fire', season: '겨울' },
];
