/**
 * The facts of a Zi Wei Dou Shu (자미두수) chart that the interpretive rules read: palaces, stars
 * with brightness and transformation, the bureau. The placement code (chart.ts) produces them;
 * relations, patterns and scores (interpret*.ts) consume them. Branch indices: 子 = 0 … 亥 = 11;
 * stem indices: 甲 = 0 … 癸 = 9.
 */

export const PALACE_NAMES = [
  '명궁', '형제궁', '부처궁', '자녀궁', '재백궁', '질액궁', '천이궁', '노복궁', '관록궁', '전택궁', '복덕궁', '부모궁',
] as const;
export type PalaceName = (typeof PALACE_NAMES)[number];

/** 묘廟 왕旺 득得 이利 평平 불不 함陷 (iztro 2.6.1). */
export type Brightness = '묘' | '왕' | '득' | '이' | '평' | '불' | '함';

export const MUTAGENS = ['화록', '화권', '화과', '화기'] as const;
export type Mutagen = (typeof MUTAGENS)[number];

export type StarKind = 'major' | 'auxiliary' | 'minor';

export interface StarPlacement {
  /** Korean name as the spec writes it, e.g. 자미, 좌보, 천월(天月). */
  name: string;
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
  sahwa: Record<Mutagen, string>;
}
