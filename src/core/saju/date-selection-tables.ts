/**
 * The tables of 택일 (date selection, docs/saju.md §13), each with its source. Branch and stem indices
 * as ganzhi.ts (子 = 0, 甲 = 0). Korean labels here; English ones in texts-en.ts.
 */

/**
 * The purposes a day is chosen for, and the 用事 terms that stand for each in an almanac's 宜 / 忌 lists
 * (as lunar-javascript's 月表 writes them, for the comparison of docs/saju.md §13.3).
 */
export const PURPOSE_TERMS = {
  wedding: { yi: ['嫁娶'], ji: ['嫁娶'], korean: '결혼' },
  moving: { yi: ['移徙', '入宅'], ji: ['移徙', '入宅'], korean: '이사' },
  opening: { yi: ['開市'], ji: ['開市'], korean: '개업' },
  contract: { yi: ['立券', '交易'], ji: ['立券', '交易'], korean: '계약' },
  travel: { yi: ['出行'], ji: ['出行'], korean: '여행' },
  surgery: { yi: ['求醫', '療病'], ji: ['求醫', '療病', '針灸'], korean: '수술·치료' },
} as const;
export type Purpose = keyof typeof PURPOSE_TERMS;
export const PURPOSES = Object.keys(PURPOSE_TERMS) as Purpose[];

/**
 * 建除十二神: the officer of a day is (day branch − month branch) mod 12 counted from 建 (淮南子 天文訓
 * "寅為建，卯為除 …" for the 寅 month; 協紀辨方書 卷四). `good` follows the verse "建滿平收黑，除危定執黃，
 * 成開皆可用，閉破不相當".
 */
export const OFFICERS = [
  { id: 'establish', hanja: '建', korean: '건', good: false },
  { id: 'remove', hanja: '除', korean: '제', good: true },
  { id: 'full', hanja: '滿', korean: '만', good: false },
  { id: 'balance', hanja: '平', korean: '평', good: false },
  { id: 'stable', hanja: '定', korean: '정', good: true },
  { id: 'initiate', hanja: '執', korean: '집', good: true },
  { id: 'destruction', hanja: '破', korean: '파', good: false },
  { id: 'danger', hanja: '危', korean: '위', good: true },
  { id: 'success', hanja: '成', korean: '성', good: true },
  { id: 'receive', hanja: '收', korean: '수', good: false },
  { id: 'open', hanja: '開', korean: '개', good: true },
  { id: 'close', hanja: '閉', korean: '폐', good: false },
] as const;
export type OfficerId = (typeof OFFICERS)[number]['id'];

/**
 * 黃道·黑道 十二神 in their order, 青龍 first; `yellow` marks the six 黃道 (青龍 明堂 金匱 天德 玉堂 司命).
 * 協紀辨方書 卷四 / 通書.
 */
export const SPIRITS = [
  { id: 'azureDragon', hanja: '青龍', korean: '청룡', yellow: true },
  { id: 'brightHall', hanja: '明堂', korean: '명당', yellow: true },
  { id: 'heavenlyPunishment', hanja: '天刑', korean: '천형', yellow: false },
  { id: 'vermilionBird', hanja: '朱雀', korean: '주작', yellow: false },
  { id: 'goldenCoffer', hanja: '金匱', korean: '금궤', yellow: true },
  { id: 'heavenlyVirtue', hanja: '天德', korean: '천덕', yellow: true },
  { id: 'whiteTiger', hanja: '白虎', korean: '백호', yellow: false },
  { id: 'jadeHall', hanja: '玉堂', korean: '옥당', yellow: true },
  { id: 'heavenlyPrison', hanja: '天牢', korean: '천뢰', yellow: false },
  { id: 'blackTortoise', hanja: '玄武', korean: '현무', yellow: false },
  { id: 'lifeGovernor', hanja: '司命', korean: '사명', yellow: true },
  { id: 'hookedArray', hanja: '勾陳', korean: '구진', yellow: false },
] as const;
export type SpiritId = (typeof SPIRITS)[number]['id'];

/** The branch of 青龍's day by month branch: "寅申需加子，卯酉却在寅，辰戌龍位上，巳亥午中尋，子午臨申地，丑未戌上行". */
export const AZURE_DRAGON_DAY = [8, 10, 0, 2, 4, 6, 8, 10, 0, 2, 4, 6] as const;

export const DIRECTIONS = ['north', 'east', 'south', 'west'] as const;
export type Direction = (typeof DIRECTIONS)[number];
export const DIRECTION_KOREAN: Record<Direction, string> = { north: '북쪽', east: '동쪽', south: '남쪽', west: '서쪽' };

/**
 * 손 (太白殺): by the Korean lunar day, days 1–2 east, 3–4 south, 5–6 west, 7–8 north, 9–10 nowhere
 * (손 없는 날: lunar days 9, 10, 19, 20, 29, 30), the cycle of ten repeating through the month.
 */
export const SON_BY_LUNAR_DAY: readonly (Direction | null)[] = ['east', 'east', 'south', 'south', 'west', 'west', 'north', 'north', null, null];

/**
 * 三殺 of a year, by its branch's 三合 group: the direction facing the group's 旺 (協紀辨方書 卷三 三煞:
 * 申子辰 煞在南 巳午未, 寅午戌 北 亥子丑, 巳酉丑 東 寅卯辰, 亥卯未 西 申酉戌). Indexed by branch.
 */
export const THREE_KILLINGS: readonly Direction[] = [
  'south', 'east', 'north', 'west', 'south', 'east', 'north', 'west', 'south', 'east', 'north', 'west',
];

/**
 * 大將軍 of a year, by its branch's 方合 season: 亥子丑 年 在酉 (west), 寅卯辰 在子 (north), 巳午未 在卯
 * (east), 申酉戌 在午 (south) (協紀辨方書 卷三 大將軍). Indexed by branch.
 */
export const GREAT_GENERAL: readonly Direction[] = [
  'west', 'west', 'north', 'north', 'north', 'east', 'east', 'east', 'south', 'south', 'south', 'west',
];

/**
 * 生氣福德 (the 遊年 method). Trigrams as three lines, bottom first, 1 = yang: 乾 111, 兌 110 … A person's
 * trigram comes from the Korean age: men start at 離 at age 1 and go round the later-heaven ring 離 坤 兌
 * 乾 坎 艮 震 巽; women start at 坎 and go the other way 坎 乾 兌 坤 離 巽 震 艮. The day's trigram is its
 * branch's place in that ring (子 坎, 丑寅 艮, 卯 震, 辰巳 巽, 午 離, 未申 坤, 酉 兌, 戌亥 乾).
 */
export const TRIGRAMS = {
  qian: { hanja: '乾', lines: 0b111 },
  dui: { hanja: '兌', lines: 0b011 },
  li: { hanja: '離', lines: 0b101 },
  zhen: { hanja: '震', lines: 0b001 },
  xun: { hanja: '巽', lines: 0b110 },
  kan: { hanja: '坎', lines: 0b010 },
  gen: { hanja: '艮', lines: 0b100 },
  kun: { hanja: '坤', lines: 0b000 },
} as const;
export type Trigram = keyof typeof TRIGRAMS;
export const MALE_AGE_RING: readonly Trigram[] = ['li', 'kun', 'dui', 'qian', 'kan', 'gen', 'zhen', 'xun'];
export const FEMALE_AGE_RING: readonly Trigram[] = ['kan', 'qian', 'dui', 'kun', 'li', 'xun', 'zhen', 'gen'];
export const BRANCH_TRIGRAM: readonly Trigram[] = ['kan', 'gen', 'gen', 'zhen', 'xun', 'xun', 'li', 'kun', 'kun', 'dui', 'qian', 'qian'];

/**
 * The 遊年 verse "一上生氣，二中天醫，三下絶體，四中遊魂，五上禍害，六中福德，七下絶命，八中歸魂": from the
 * person's trigram, change the upper, middle, lower … line in turn; the k-th trigram reached is the
 * k-th star. Line bit: lower = 1, middle = 2, upper = 4 (with `lines` read bottom-first as bits 0–2).
 */
export const WANDERING_YEAR = [
  { id: 'saenggi', hanja: '生氣', korean: '생기', flip: 4, points: 2 },
  { id: 'cheonui', hanja: '天醫', korean: '천의', flip: 2, points: 2 },
  { id: 'jeolche', hanja: '絶體', korean: '절체', flip: 1, points: 0 },
  { id: 'yuhon', hanja: '遊魂', korean: '유혼', flip: 2, points: 0 },
  { id: 'hwahae', hanja: '禍害', korean: '화해', flip: 4, points: -3 },
  { id: 'bokdeok', hanja: '福德', korean: '복덕', flip: 2, points: 2 },
  { id: 'jeolmyeong', hanja: '絶命', korean: '절명', flip: 1, points: -3 },
  { id: 'gwihon', hanja: '歸魂', korean: '귀혼', flip: 2, points: 0 },
] as const;
export type SaenggiId = (typeof WANDERING_YEAR)[number]['id'];

/** Points of each reason (the service's weights, docs/saju.md §13.2). */
export const SELECTION_POINTS = {
  almanacYi: 3,
  almanacJi: -5,
  goodOfficer: 1,
  badOfficer: -1,
  monthBreak: -10,
  yearBreak: -3,
  yellowPath: 2,
  blackPath: -1,
  sonFree: 2,
  sonDirection: -3,
  clashDayBranch: -3,
  clashYearBranch: -2,
  threeKillings: -4,
  greatGeneral: -3,
} as const;

/** The purposes for which 손 (and 손 없는 날) and the directions of the year count. */
export const SON_PURPOSES: readonly Purpose[] = ['wedding', 'moving', 'opening'];
export const DIRECTION_PURPOSES: readonly Purpose[] = ['moving'];

/** What each reason says, in Korean (English in texts-en.ts). */
export const REASON_LABELS: Record<string, string> = {
  almanacYi: '협기변방서의 용사 규칙으로 이 일에 마땅한 날(宜)',
  almanacJi: '협기변방서의 용사 규칙으로 이 일을 꺼리는 날(忌)',
  goodOfficer: '건제십이신이 길한 날(除·定·執·危·成·開)',
  badOfficer: '건제십이신이 흉한 날(建·滿·平·收·閉)',
  monthBreak: '월파(月破): 일진이 월건과 충',
  yearBreak: '세파(歲破): 일진이 태세와 충',
  yellowPath: '황도일',
  blackPath: '흑도일',
  sonFree: '손 없는 날',
  sonDirection: '가려는 방향에 손이 있는 날',
  clashDayBranch: '일진이 본인의 일지와 충',
  clashYearBranch: '일진이 본인의 띠(연지)와 충',
  threeKillings: '가려는 방향이 올해의 삼살 방위',
  greatGeneral: '가려는 방향이 올해의 대장군 방위',
  saenggi: '생기복덕',
};
