/**
 * The closed sets of a Zi Wei Dou Shu chart's vocabulary (Korean values, the domain's names):
 * palaces, branches, brightness levels, transformations and star kinds. The set of stars is the
 * star table's (StarName in tables.ts).
 */
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
