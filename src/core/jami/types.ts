/**
 * The facts of a Zi Wei Dou Shu (자미두수) chart that the interpretive rules read: palaces, stars
 * with brightness and transformation, the bureau. The placement code (chart.ts) produces them;
 * relations, patterns and scores (interpret*.ts) consume them. Branch indices: 子 = 0 … 亥 = 11;
 * stem indices: 甲 = 0 … 癸 = 9. Names of palaces, stars and branches are Korean values (the
 * domain's vocabulary); the keys of the objects the core returns are English or these closed sets.
 */
import type { StarName } from './tables.js';

export type { StarName };

export const PALACE_NAMES = [
  '명궁', '형제궁', '부처궁', '자녀궁', '재백궁', '질액궁', '천이궁', '노복궁', '관록궁', '전택궁', '복덕궁', '부모궁',
] as const;
export type PalaceName = (typeof PALACE_NAMES)[number];

/** The twelve branches by their Korean names, 子 = 자 … 亥 = 해 (BRANCHES of saju/ganzhi.ts). */
export const BRANCH_NAMES = ['자', '축', '인', '묘', '진', '사', '오', '미', '신', '유', '술', '해'] as const;
export type BranchName = (typeof BRANCH_NAMES)[number];

/** 묘廟 왕旺 득得 이利 평平 불不 함陷 (iztro 2.6.1). */
export const BRIGHTNESS_LEVELS = ['묘', '왕', '득', '이', '평', '불', '함'] as const;
export type Brightness = (typeof BRIGHTNESS_LEVELS)[number];

export const MUTAGENS = ['화록', '화권', '화과', '화기'] as const;
export type Mutagen = (typeof MUTAGENS)[number];

export const STAR_KINDS = ['major', 'auxiliary', 'minor'] as const;
export type StarKind = (typeof STAR_KINDS)[number];

export interface StarPlacement {
  /** Korean name as the spec writes it, e.g. 자미, 좌보, 천월(天月). */
  name: StarName;
  branch: number;
  kind: StarKind;
  /** Null where the table has none. */
  brightness: Brightness | null;
  /** Birth-year transformation of this star, if any. */
  mutagen: Mutagen | null;
}

export interface Palace {
  name: PalaceName;
  branch: number;
  stem: number;
}

export interface JamiFacts {
  gender: 'M' | 'F';
  /** Year pillar of the 설-based lunar year. */
  yearStem: number;
  yearBranch: number;
  /** 陽男陰女 run forward (대한, twelve-god cycles). */
  forward: boolean;
  /** 국수 2–6 (水2 木3 金4 土5 火6). */
  bureau: 2 | 3 | 4 | 5 | 6;
  lifeBranch: number;
  bodyBranch: number;
  /** The twelve palaces in order from 명궁 (명궁, 형제궁, …, 부모궁). */
  palaces: Palace[];
  stars: StarPlacement[];
  /** Birth-year 사화: transformation → star name. */
  sahwa: Record<Mutagen, StarName>;
}
