/**
 * 궁합 (compatibility) points and texts (docs/saju.md §12). The relations themselves are the classical
 * pair tables of structure-tables.ts (五合, 六合, 半合, 六沖, 刑, 破, 害, 怨嗔) and tables.ts (鬼門);
 * the points are the service's own, stated here in full.
 */
import type { RelationKind } from './structure-tables.js';

/** How the two day stems stand: 五合, 相生 (either way), the same element, or 相剋 (either way). */
export const STEM_BONDS = ['combination', 'generates', 'generatedBy', 'sameElement', 'controls', 'controlledBy'] as const;
export type StemBond = (typeof STEM_BONDS)[number];

export const STEM_BOND_POINTS: Record<StemBond, number> = {
  combination: 10,
  generates: 5,
  generatedBy: 5,
  sameElement: 2,
  controls: -5,
  controlledBy: -5,
};

/** Branch relations between the two people's day (full points) and year branches (half points). */
export type BranchBond = Exclude<RelationKind, 'stemCombination' | 'stemClash' | 'threeCombination' | 'directionalCombination'> | 'ghostGate';
export const BRANCH_BOND_POINTS: Record<BranchBond, number> = {
  sixCombination: 10,
  halfCombination: 6,
  clash: -10,
  punishment: -6,
  selfPunishment: -3,
  destruction: -4,
  harm: -4,
  resentment: -6,
  ghostGate: -4,
};
export const YEAR_BRANCH_FACTOR = 0.5;

/** Per 10 % of a person's chart in the other's 용신 element: 1 point (each way). */
export const USEFUL_ELEMENT_POINTS_PER_10_PERCENT = 1;
/** Per year of the ten in which the two 대운 combine (천간합, 육합, 반합) or clash (천간충, 육충). */
export const DAEUN_YEAR_POINTS = { harmony: 1, clash: -1 } as const;
export const COMPATIBILITY_YEARS = 10;

export const STEM_BOND_TEXT: Record<StemBond, string> = {
  combination: '두 분의 일간이 천간합을 이루어 서로 끌리고 한마음이 되기 쉽습니다.',
  generates: '한 분의 일간이 다른 분의 일간을 생(生)해 주어, 한쪽이 돌보고 다른 쪽이 힘을 얻는 관계입니다.',
  generatedBy: '한 분의 일간이 다른 분의 일간을 생(生)해 주어, 한쪽이 돌보고 다른 쪽이 힘을 얻는 관계입니다.',
  sameElement: '두 분의 일간이 같은 오행이라 생각과 속도가 비슷하지만 서로 양보가 필요합니다.',
  controls: '한 분의 일간이 다른 분의 일간을 극(剋)하여, 주도권을 두고 긴장이 생기기 쉽습니다.',
  controlledBy: '한 분의 일간이 다른 분의 일간을 극(剋)하여, 주도권을 두고 긴장이 생기기 쉽습니다.',
};

export const BRANCH_BOND_TEXT: Record<BranchBond, string> = {
  sixCombination: '육합으로 묶여 정이 깊고 생활이 잘 맞습니다',
  halfCombination: '반합을 이루어 함께 한 방향으로 힘을 모읍니다',
  clash: '육충이라 부딪힘과 변동이 잦으니 서로의 공간을 존중해야 합니다',
  punishment: '형(刑)이 있어 말과 규칙 문제로 마찰이 생기기 쉽습니다',
  selfPunishment: '같은 지지의 자형이라 같은 약점을 함께 키우지 않도록 주의해야 합니다',
  destruction: '육파라 약속과 계획이 어긋나기 쉽습니다',
  harm: '육해라 작은 오해가 쌓이지 않도록 해야 합니다',
  resentment: '원진이라 이유 없이 서운함이 생기기 쉽습니다',
  ghostGate: '귀문이라 예민함이 서로에게 번지기 쉽습니다',
};
