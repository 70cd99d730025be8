/**
 * The closed sets of a Zi Wei Dou Shu chart's vocabulary as neutral ids (iztro's keys without their
 * Palace suffix, in pinyin): palaces, brightness levels, transformations and star kinds. The set of
 * stars is the star table's (StarId in tables.ts); the display names are in labels.ts. Branches are
 * saju's (BRANCH_IDS), named by saju/labels.ts.
 */

/** 명궁 soul, 형제궁 siblings, 부처궁 spouse, 자녀궁 children, 재백궁 wealth, 질액궁 health, 천이궁 surface,
 * 노복궁 friends, 관록궁 career, 전택궁 property, 복덕궁 spirit, 부모궁 parents: the order counted from 명궁. */
export const PALACE_IDS = [
  'soul', 'siblings', 'spouse', 'children', 'wealth', 'health', 'surface', 'friends', 'career', 'property', 'spirit', 'parents',
] as const;
export type PalaceId = (typeof PALACE_IDS)[number];

/** The twelve branches are saju's ids, 子 zi … 亥 hai (BRANCH_IDS of saju/ganzhi.ts; their names in saju/labels.ts). */
export { BRANCH_IDS, type BranchId } from '../saju/ganzhi.js';

/** 廟 miao, 旺 wang, 得 de, 利 li, 平 ping, 不 bu, 陷 xian (iztro 2.6.1), brightest first. */
export const BRIGHTNESS_LEVELS = ['miao', 'wang', 'de', 'li', 'ping', 'bu', 'xian'] as const;
export type Brightness = (typeof BRIGHTNESS_LEVELS)[number];

/** 化祿 lu, 化權 quan, 化科 ke, 化忌 ji, in the order of the 四化 tables. */
export const MUTAGENS = ['lu', 'quan', 'ke', 'ji'] as const;
export type Mutagen = (typeof MUTAGENS)[number];

export const STAR_KINDS = ['major', 'auxiliary', 'minor'] as const;
export type StarKind = (typeof STAR_KINDS)[number];
