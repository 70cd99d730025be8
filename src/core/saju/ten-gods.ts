/** Ten gods (십신) of the eight characters relative to the day stem (docs/saju.md §5). */
import { ELEMENTS, STEMS, mod, type FourPillars } from './ganzhi.js';
import { HIDDEN_STEMS, TEN_GODS } from './tables.js';

/** bi_jian … zheng_yin: the ten gods by id (tables.ts TEN_GODS, docs/saju.md §5; labels.ts TEN_GOD_LABELS). */
export type TenGod = (typeof TEN_GODS)[number]['gods'][number];
/** The dayStem marker: the self (日主; labels.ts writes it 主). */
export const SELF = 'ri_zhu';

/** A branch counts as its 정기, the last of its 지장간 (docs/saju.md §5 and §6.1). */
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

/** The ten god of each of the eight characters; hour fields are null without a birth time. */
/** The eight characters, in the order year stem … hour branch. */
export const TEN_GOD_POSITIONS = [
  'yearStem', 'yearBranch', 'monthStem', 'monthBranch', 'dayStem', 'dayBranch', 'hourStem', 'hourBranch',
] as const;
export type TenGodPosition = (typeof TEN_GOD_POSITIONS)[number];

/** Every ten god, bi_jian (비견) … zheng_yin (정인). */
export const TEN_GOD_NAMES: readonly TenGod[] = TEN_GODS.flatMap((g) => g.gods);

export interface TenGods extends Record<TenGodPosition, TenGod | typeof SELF | null> {
  yearStem: TenGod;
  yearBranch: TenGod;
  monthStem: TenGod;
  monthBranch: TenGod;
  dayStem: typeof SELF;
  dayBranch: TenGod;
  hourStem: TenGod | null;
  hourBranch: TenGod | null;
}

export function tenGods({ year, month, day, hour }: FourPillars): TenGods {
  const d = day.stem;
  return {
    yearStem: tenGod(d, year.stem),
    yearBranch: branchTenGod(d, year.branch),
    monthStem: tenGod(d, month.stem),
    monthBranch: branchTenGod(d, month.branch),
    dayStem: SELF,
    dayBranch: branchTenGod(d, day.branch),
    hourStem: hour && tenGod(d, hour.stem),
    hourBranch: hour && branchTenGod(d, hour.branch),
  };
}
