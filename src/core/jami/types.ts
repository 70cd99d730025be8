/**
 * The facts of a Zi Wei Dou Shu (자미두수) chart that the interpretive rules read: palaces, stars
 * with brightness and transformation, the bureau. The placement code (chart.ts) produces them;
 * relations, patterns and scores (interpret*.ts) consume them. Branch indices: 子 = 0 … 亥 = 11;
 * stem indices: 甲 = 0 … 癸 = 9. Stars, palaces, brightness levels and transformations are neutral ids
 * (names.ts, tables.ts; their names in labels.ts); where a branch is not an index it is saju's id
 * (zi … hai, BRANCH_IDS; its names in saju/labels.ts).
 */
import type { StarId } from './tables.js';
import type { Brightness, Mutagen, PalaceId, StarKind } from './names.js';

// The chart's vocabulary is imported from here with its facts: the closed sets of names.ts and the
// star table's ids (tables.ts, which reads names.ts).
export * from './names.js';
export type { StarId };

export interface StarPlacement {
  /** The star's id, e.g. ziwei, zuofu, tianyue_moon (labels.ts names it). */
  id: StarId;
  branch: number;
  kind: StarKind;
  /** Null where the table has none. */
  brightness: Brightness | null;
  /** Birth-year transformation of this star, if any. */
  mutagen: Mutagen | null;
}

export interface Palace {
  id: PalaceId;
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
  /** The twelve palaces in order from 명궁 (soul, siblings, …, parents). */
  palaces: Palace[];
  stars: StarPlacement[];
  /** Birth-year 사화: transformation → star. */
  sahwa: Record<Mutagen, StarId>;
}
