/**
 * The ten heavenly stems (天干) and twelve earthly branches (地支): characters, Korean readings,
 * five elements and polarity, and the sexagenary (60-cycle) arithmetic. Indices: 甲 = 0 … 癸 = 9,
 * 子 = 0 … 亥 = 11; cycle index 0 = 甲子, with stem = i mod 10 and branch = i mod 12.
 */

/** The five elements (五行) by id, in the generating order 木 → 火 → 土 → 金 → 水 (相生). */
export const ELEMENTS = ['wood', 'fire', 'earth', 'metal', 'water'] as const;
export type Element = (typeof ELEMENTS)[number];

/** The elements' names (the locale table of labels.ts for this set): Korean, hanja, English. */
export const ELEMENT_LABELS = {
  wood: { ko: '목', hanja: '木', en: 'Wood' },
  fire: { ko: '화', hanja: '火', en: 'Fire' },
  earth: { ko: '토', hanja: '土', en: 'Earth' },
  metal: { ko: '금', hanja: '金', en: 'Metal' },
  water: { ko: '수', hanja: '水', en: 'Water' },
} as const satisfies Record<Element, { ko: string; hanja: string; en: string }>;
/** 목 화 토 금 수: the Korean names, which the REST answers write. */
export type ElementKo = (typeof ELEMENT_LABELS)[Element]['ko'];

/** The element written in Korean (목 → wood), for tables written in Korean (tables.ts NAEUM). */
export function elementOfKorean(ko: string): Element {
  const e = ELEMENTS.find((id) => ELEMENT_LABELS[id].ko === ko);
  if (!e) throw new RangeError(`unknown element ${ko}`);
  return e;
}

/** Stem ids by index (Pinyin, as iztro's keys): 甲 jia … 癸 gui, for the API enums; the core works with indices. */
export const STEM_IDS = ['jia', 'yi', 'bing', 'ding', 'wu', 'ji', 'geng', 'xin', 'ren', 'gui'] as const;
export type StemId = (typeof STEM_IDS)[number];
/** Branch ids by index: 子 zi … 亥 hai. */
export const BRANCH_IDS = ['zi', 'chou', 'yin', 'mao', 'chen', 'si', 'wu', 'wei', 'shen', 'you', 'xu', 'hai'] as const;
export type BranchId = (typeof BRANCH_IDS)[number];

export interface Stem {
  hanja: string;
  korean: string;
  element: Element;
  /** 陽干 甲丙戊庚壬. */
  yang: boolean;
}

export interface Branch {
  hanja: string;
  korean: string;
  element: Element;
  /** 陽支 子寅辰午申戌. */
  yang: boolean;
  /** Zodiac animal in Korean (띠). */
  animal: string;
}

export const STEMS = [
  { hanja: '甲', korean: '갑', element: 'wood', yang: true },
  { hanja: '乙', korean: '을', element: 'wood', yang: false },
  { hanja: '丙', korean: '병', element: 'fire', yang: true },
  { hanja: '丁', korean: '정', element: 'fire', yang: false },
  { hanja: '戊', korean: '무', element: 'earth', yang: true },
  { hanja: '己', korean: '기', element: 'earth', yang: false },
  { hanja: '庚', korean: '경', element: 'metal', yang: true },
  { hanja: '辛', korean: '신', element: 'metal', yang: false },
  { hanja: '壬', korean: '임', element: 'water', yang: true },
  { hanja: '癸', korean: '계', element: 'water', yang: false },
] as const satisfies readonly Stem[];
/** The stems' characters and Korean readings, as literal types (what the REST records write). */
export type StemHanja = (typeof STEMS)[number]['hanja'];
export type StemKo = (typeof STEMS)[number]['korean'];

export const BRANCHES = [
  { hanja: '子', korean: '자', element: 'water', yang: true, animal: '쥐' },
  { hanja: '丑', korean: '축', element: 'earth', yang: false, animal: '소' },
  { hanja: '寅', korean: '인', element: 'wood', yang: true, animal: '호랑이' },
  { hanja: '卯', korean: '묘', element: 'wood', yang: false, animal: '토끼' },
  { hanja: '辰', korean: '진', element: 'earth', yang: true, animal: '용' },
  { hanja: '巳', korean: '사', element: 'fire', yang: false, animal: '뱀' },
  { hanja: '午', korean: '오', element: 'fire', yang: true, animal: '말' },
  { hanja: '未', korean: '미', element: 'earth', yang: false, animal: '양' },
  { hanja: '申', korean: '신', element: 'metal', yang: true, animal: '원숭이' },
  { hanja: '酉', korean: '유', element: 'metal', yang: false, animal: '닭' },
  { hanja: '戌', korean: '술', element: 'earth', yang: true, animal: '개' },
  { hanja: '亥', korean: '해', element: 'water', yang: false, animal: '돼지' },
] as const satisfies readonly Branch[];
export type BranchHanja = (typeof BRANCHES)[number]['hanja'];
export type BranchKo = (typeof BRANCHES)[number]['korean'];

/** A stem-branch pair as indices. */
export interface Pillar {
  stem: number;
  branch: number;
}

/** The four pillars of a birth (the eight characters). */
export interface FourPillars {
  year: Pillar;
  month: Pillar;
  day: Pillar;
  /** Null without a birth time. */
  hour: Pillar | null;
}

export const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The pillar at 60-cycle index i (0 = 甲子). */
export function pillarAt(index: number): Pillar {
  const i = mod(index, 60);
  return { stem: i % 10, branch: i % 12 };
}

/** 60-cycle index of a pillar; stem and branch must have the same parity. */
export function cycleIndex({ stem, branch }: Pillar): number {
  // i ≡ stem (mod 10) and i ≡ branch (mod 12): i = stem + 10k with 10k ≡ branch − stem (mod 12).
  for (let k = 0; k < 6; k++) if ((stem + 10 * k) % 12 === branch) return stem + 10 * k;
  throw new RangeError(`No sexagenary pillar has stem ${stem} and branch ${branch}`);
}

const indexOfHanja = (list: readonly { hanja: string }[], ch: string) => {
  const i = list.findIndex((x) => x.hanja === ch);
  if (i < 0) throw new RangeError(`unknown character ${ch}`);
  return i;
};
/** The index of a stem written in hanja (甲 → 0), for tables written as hanja. */
export const stemOfHanja = (ch: string) => indexOfHanja(STEMS, ch);
/** The index of a branch written in hanja (子 → 0). */
export const branchOfHanja = (ch: string) => indexOfHanja(BRANCHES, ch);

export const pillarHanja = (p: Pillar) => STEMS[p.stem].hanja + BRANCHES[p.branch].hanja;
export const pillarKorean = (p: Pillar) => STEMS[p.stem].korean + BRANCHES[p.branch].korean;
