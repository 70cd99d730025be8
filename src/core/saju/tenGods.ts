/** Ten gods (십신) of the eight characters relative to the day stem (saju.md §5). */
import { ELEMENTS, STEMS, mod } from './ganzhi.js';
import { HIDDEN_STEMS, TEN_GODS } from './tables.js';
import type { FourPillars } from './pillars.js';

/** 비견 … 정인: the names of the ten gods (tables.ts TEN_GODS, saju.md §5). */
export type TenGod = (typeof TEN_GODS)[number]['gods'][number];
/** The Day_Stem marker: the self. */
export const SELF = '主';

/** A branch counts as its 정기, the last of its 지장간 (saju.md §5 and §6.1). */
const mainStem = (branch: number) => HIDDEN_STEMS[branch][HIDDEN_STEMS[branch].length - 1].stem;

/**
 * The ten god of a stem for a day stem (both indices): by the steps from the day stem's element to the
 * stem's along 木→火→土→金→水, the first name for the same polarity, the second for the other.
 */
export function tenGod(dayStem: number, stem: number): TenGod {
  const [self, other] = [STEMS[dayStem], STEMS[stem]];
  const step = mod(ELEMENTS.indexOf(other.element) - ELEMENTS.indexOf(self.element), 5);
  return TEN_GODS[step].gods[self.yang === other.yang ? 0 : 1];
}

/** The ten god of a branch: that of its 정기. */
export const branchTenGod = (dayStem: number, branch: number) => tenGod(dayStem, mainStem(branch));

/** The spec's keys (interface-spec §2.2); hour fields are null without a birth time. */
export interface TenGods {
  Year_Stem: TenGod;
  Year_Branch: TenGod;
  Month_Stem: TenGod;
  Month_Branch: TenGod;
  Day_Stem: typeof SELF;
  Day_Branch: TenGod;
  Hour_Stem: TenGod | null;
  Hour_Branch: TenGod | null;
}

export function tenGods({ year, month, day, hour }: FourPillars): TenGods {
  const d = day.stem;
  return {
    Year_Stem: tenGod(d, year.stem),
    Year_Branch: branchTenGod(d, year.branch),
    Month_Stem: tenGod(d, month.stem),
    Month_Branch: branchTenGod(d, month.branch),
    Day_Stem: SELF,
    Day_Branch: branchTenGod(d, day.branch),
    Hour_Stem: hour && tenGod(d, hour.stem),
    Hour_Branch: hour && branchTenGod(d, hour.branch),
  };
}
