/**
 * The placement rules of a Zi Wei Dou Shu chart as data: iztro's default school (docs/jami.md
 * decision 2, §2–§4). Branch indices 子 = 0 … 亥 = 11, stem indices 甲 = 0 … 癸 = 9. A table "by year
 * stem" lists 甲 … 癸, "by year branch" 子 … 亥, "by month" months 1 … 12, and "by 三合" the year
 * branch mod 4: 申子辰, 巳酉丑, 寅午戌, 亥卯未.
 */
import { BRANCHES, mod, type Element } from '../saju/ganzhi.js';
import type { PalaceId, StarKind } from './names.js';

const BRANCH_INDEX: Record<string, number> = Object.fromEntries(BRANCHES.map((b, i) => [b.hanja, i]));
const { 丑, 寅, 卯, 辰, 巳, 午, 申, 酉, 戌, 亥 } = BRANCH_INDEX;

/** A row of branch characters as indices: at('寅卯') → [2, 3]. */
const at = (hanja: string) => [...hanja].map((c) => BRANCH_INDEX[c]);

// ── Palaces, bureau, 紫微 ─────────────────────────────────────────────────────────────────────

/** The palaces in iztro's listing order, 寅 first. */
export const FROM_YIN = at('寅卯辰巳午未申酉戌亥子丑');

/** 命宮 = 寅 + (m−1) − h; 身宮 = 寅 + (m−1) + h (§2.1). */
export const lifePalace = (m: number, h: number) => 寅 + (m - 1) - h;
export const bodyPalace = (m: number, h: number) => 寅 + (m - 1) + h;

/** 五虎遁 (§2.3): the 寅 palace's stem by year stem mod 5: 甲己 丙, 乙庚 戊, 丙辛 庚, 丁壬 壬, 戊癸 甲. */
const TIGER_STEM = [2, 4, 6, 8, 0];
/** A palace's stem: the 寅 stem, advancing with the branches from 寅 to 丑 (§2.3). */
export const palaceStem = (ys: number, branch: number) => (TIGER_STEM[ys % 5] + mod(branch - 寅, 12)) % 10;

export type Bureau = 2 | 3 | 4 | 5 | 6;
/** 五行局 (§2.4, decision 3): the nayin element of 명궁's stem-branch → 水2 木3 金4 土5 火6. */
export const BUREAU: Record<Element, Bureau> = { water: 2, wood: 3, metal: 4, earth: 5, fire: 6 };
export const BUREAU_NAMES: Record<Bureau, string> = { 2: '수이국', 3: '목삼국', 4: '금사국', 5: '토오국', 6: '화육국' };

/**
 * 紫微 (§2.5, 起紫微星訣 "局數除日數，商數宮前走"): the smallest x ≥ 0 with n | (d + x), q = (d + x)/n;
 * 紫微 = 寅 + (q−1) + x for even x, 寅 + (q−1) − x for odd x.
 */
export function ziweiPalace(day: number, bureau: Bureau): number {
  const x = (bureau - (day % bureau)) % bureau;
  const q = (day + x) / bureau;
  return 寅 + (q - 1) + (x % 2 === 0 ? x : -x);
}
/** 天府 mirrors 紫微 across the 寅–申 axis: 辰 − 紫微 (§2.6). */
export const tianfuPalace = (ziwei: number) => 辰 - ziwei;

// ── 四化 and brightness ──────────────────────────────────────────────────────────────────────

/** 四化 by stem (§2, iztro default): 化祿 lu, 化權 quan, 化科 ke, 化忌 ji. */
export const SAHWA: readonly (readonly [StarId, StarId, StarId, StarId])[] = [
  ['lianzhen', 'pojun', 'wuqu', 'taiyang'], // 甲
  ['tianji', 'tianliang', 'ziwei', 'taiyin'], // 乙
  ['tiantong', 'tianji', 'wenchang', 'lianzhen'], // 丙
  ['taiyin', 'tiantong', 'tianji', 'jumen'], // 丁
  ['tanlang', 'taiyin', 'youbi', 'tianji'], // 戊
  ['wuqu', 'tanlang', 'tianliang', 'wenqu'], // 己
  ['taiyang', 'wuqu', 'taiyin', 'tiantong'], // 庚
  ['jumen', 'taiyang', 'wenqu', 'wenchang'], // 辛
  ['tianliang', 'ziwei', 'zuofu', 'wuqu'], // 壬
  ['pojun', 'jumen', 'taiyin', 'tanlang'], // 癸
];

/** Brightness 子 … 亥 (§2, iztro 2.6.1; · = none), written with the Korean marks 묘 왕 득 이 평 불 함 as the spec does. */
export const BRIGHTNESS_ROWS = {
  ziwei: '평묘왕왕득왕묘묘왕왕득왕',
  tianji: '묘함득왕이평묘함득왕이평',
  taiyang: '함불왕묘왕왕왕득득평불함',
  wuqu: '왕묘득이묘평왕묘득이묘평',
  tiantong: '왕불이평평묘함불왕평평묘',
  lianzhen: '평이묘평이함평이묘평이함',
  tianfu: '묘묘묘득묘득왕묘득왕묘득',
  taiyin: '묘묘왕함함함불불이왕왕묘',
  tanlang: '왕묘평이묘함왕묘평이묘함',
  jumen: '왕불묘묘함왕왕불묘묘함왕',
  tianxiang: '묘묘묘함득득묘득묘함득득',
  tianliang: '묘왕묘묘묘함묘왕함득묘함',
  qisha: '왕묘묘왕묘평왕묘묘왕묘평',
  pojun: '묘왕득함왕평묘왕득함왕평',
  wenchang: '득묘함이득묘함이득묘함이',
  wenqu: '득묘평왕득묘함왕득묘함왕',
  huoxing: '함득묘이함득묘이함득묘이',
  lingxing: '함득묘이함득묘이함득묘이',
  qingyang: '함묘·함묘·함묘·함묘·',
  tuoluo: '·묘함·묘함·묘함·묘함',
} as const satisfies Partial<Record<StarId, string>>;
/** The stars that have a brightness table. */
export type BrightStarId = keyof typeof BRIGHTNESS_ROWS;
export const BRIGHT_STARS = Object.keys(BRIGHTNESS_ROWS) as BrightStarId[];


// ── Star tables ──────────────────────────────────────────────────────────────────────────────

/** 祿存 by year stem: 甲寅 乙卯 丙戊巳 丁己午 庚申 辛酉 壬亥 癸子 (§3). 擎羊 +1, 陀羅 −1. */
export const LUCUN = at('寅卯巳午巳午申酉亥子');
/** 天魁 / 天鉞 by year stem: 甲戊庚 丑未, 乙己 子申, 丙丁 亥酉, 辛 午寅, 壬癸 卯巳 (§3). */
export const TIANKUI = at('丑子亥亥丑子丑午卯卯');
export const TIANYUE = at('未申酉酉未申未寅巳巳');
/** 天馬 by 三合: 申子辰 寅, 巳酉丑 亥, 寅午戌 申, 亥卯未 巳 (§3). */
export const TIANMA = at('寅亥申巳');
/** 流昌 / 流曲 by year stem: 甲 巳酉, 乙 午申, 丙戊 申午, 丁己 酉巳, 庚 亥卯, 辛 子寅, 壬 寅子, 癸 卯亥 (§2.10). */
export const LIUCHANG = at('巳午申酉申酉亥子寅卯');
export const LIUQU = at('酉申午巳午巳卯寅子亥');
/** 火星 / 鈴星 start (子 hour) by 三合: 申子辰 寅戌, 巳酉丑 卯戌, 寅午戌 丑卯, 亥卯未 酉戌; both + h (§3). */
const HUOXING = at('寅卯丑酉');
const LINGXING = at('戌戌卯戌');
/** 咸池 by 三合: 申子辰 酉, 巳酉丑 午, 寅午戌 卯, 亥卯未 子 (§3). */
const XIANCHI = at('酉午卯子');
/** 華蓋 by 三合: 申子辰 辰, 巳酉丑 丑, 寅午戌 戌, 亥卯未 未 (§3). */
const HUAGAI = at('辰丑戌未');
/** 劫殺 by 三合: 申子辰 巳, 巳酉丑 寅, 寅午戌 亥, 亥卯未 申 (§3). */
export const JIESHA = at('巳寅亥申');
/** 天官 / 天福 / 天廚 by year stem (§3). */
const TIANGUAN = at('未辰巳寅卯酉亥酉戌午');
const TIANFU_BLESSING = at('酉申子亥卯寅午巳午巳');
const TIANCHU = at('巳午子巳午申寅午酉亥');
/** 截路 / 空亡 by year stem mod 5: 甲己 申酉, 乙庚 午未, 丙辛 辰巳, 丁壬 寅卯, 戊癸 子丑 (§3). */
export const JIELU = at('申午辰寅子');
export const KONGWANG = at('酉未巳卯丑');
/** 紅艷 by year stem: 甲午 乙申 丙寅 丁未 戊辰 己辰 庚戌 辛酉 壬子 癸申 (§3; not in iztro). */
export const HONGYAN = at('午申寅未辰辰戌酉子申');
/** 孤辰 / 寡宿 by year branch: 寅卯辰 巳丑, 巳午未 申辰, 申酉戌 亥未, 亥子丑 寅戌 (§3). */
const GUCHEN = at('寅寅巳巳巳申申申亥亥亥寅');
const GUASU = at('戌戌丑丑丑辰辰辰未未未戌');
/** 蜚廉 by year branch (§3). */
const FEILIAN = at('申酉戌巳午未寅卯辰亥子丑');
/** 破碎 by year branch mod 3: 子午卯酉 巳, 丑辰未戌 丑, 寅申巳亥 酉 (§3). */
const POSUI = at('巳丑酉');
/** 大耗 by year branch: the opposite branch, one step on (+1 yang, −1 yin years) (§3; placed only by zhongzhou). */
export const DAHAO = at('未午酉申亥戌丑子卯寅巳辰');
/** 天月 by month: 1戌 2巳 3辰 4寅 5未 6卯 7亥 8未 9寅 10午 11戌 12寅 (§3). */
const TIANYUE_MONTH = at('戌巳辰寅未卯亥未寅午戌寅');
/** 天巫 by (month − 1) mod 4: 1·5·9 巳, 2·6·10 申, 3·7·11 寅, 4·8·12 亥 (§3). */
const TIANWU = at('巳申寅亥');
/** 月解 by ⌊(month − 1)/2⌋: 1–2 申, 3–4 戌, 5–6 子, 7–8 寅, 9–10 辰, 11–12 午 (§3). */
const YUEJIE = at('申戌子寅辰午');
/** 陰煞 by (month − 1) mod 6: 1·7 寅, 2·8 子, 3·9 戌, 4·10 申, 5·11 午, 6·12 辰 (§3). */
const YINSHA = at('寅子戌申午辰');

/** 紅鸞 卯 − yb, 天喜 opposite (§3); also 流鸞/流喜 from the target year (§2.10). */
export const hongluan = (yb: number) => 卯 - yb;
/** 年解 戌 − yb (§3); also 流年解 (§2.10). */
export const nianjie = (yb: number) => 戌 - yb;
/** 斗君 (§2.11): from the target year's branch back (m−1) months, then forward h hours. */
export const doujun = (targetBranch: number, m: number, h: number) => targetBranch - (m - 1) + h;

/** 旬空 (§3): the two void branches of the year's 旬, (yb − ys + 10) and (yb − ys + 11). */
export const xunkong = (ys: number, yb: number) => [yb - ys + 10, yb - ys + 11];

/** The numbers a chart's placements are computed from (§2 notation; m, d after decision 5). */
export interface PlacementBasis {
  /** Year stem and branch (설-based year). */
  ys: number;
  yb: number;
  /** Lunar month 1–12 after the leap-month rule. */
  m: number;
  /** Lunar day for the day-based stars: + 1 at late 子, not wrapped. */
  d: number;
  /** Hour branch 0–11 (late 子 → 0). */
  h: number;
  /** 명궁 and 신궁 branches. */
  life: number;
  body: number;
  /** 紫微 and 天府 branches. */
  ziwei: number;
  tianfu: number;
}

interface StarRule {
  /** Pinyin id as iztro's star key (labels.ts STAR_LABELS gives the names). */
  id: string;
  kind: StarKind;
  /** Branch, before reduction mod 12. */
  at: (c: PlacementBasis) => number;
}

/**
 * The stars iztro's default algorithm places, in iztro's order (main stars by group, then
 * getMinorStar, then getAdjectiveStar), which is the order of each palace's list in 궁별_성_배치.
 */
export const STARS = [
  // 紫微 group backwards from 紫微 (紫微逆去天機星，隔一太陽武曲辰，連接天同空二宮，廉貞居處), §2.7
  { id: 'ziwei', kind: 'major', at: (c) => c.ziwei },
  { id: 'tianji', kind: 'major', at: (c) => c.ziwei - 1 },
  { id: 'taiyang', kind: 'major', at: (c) => c.ziwei - 3 },
  { id: 'wuqu', kind: 'major', at: (c) => c.ziwei - 4 },
  { id: 'tiantong', kind: 'major', at: (c) => c.ziwei - 5 },
  { id: 'lianzhen', kind: 'major', at: (c) => c.ziwei - 8 },
  // 天府 group forwards from 天府 (天府順行有太陰，貪狼巨門，天相天梁，七殺空三是破軍), §2.7
  { id: 'tianfu', kind: 'major', at: (c) => c.tianfu },
  { id: 'taiyin', kind: 'major', at: (c) => c.tianfu + 1 },
  { id: 'tanlang', kind: 'major', at: (c) => c.tianfu + 2 },
  { id: 'jumen', kind: 'major', at: (c) => c.tianfu + 3 },
  { id: 'tianxiang', kind: 'major', at: (c) => c.tianfu + 4 },
  { id: 'tianliang', kind: 'major', at: (c) => c.tianfu + 5 },
  { id: 'qisha', kind: 'major', at: (c) => c.tianfu + 6 },
  { id: 'pojun', kind: 'major', at: (c) => c.tianfu + 10 },
  // The fourteen auxiliary stars, §3
  { id: 'zuofu', kind: 'auxiliary', at: (c) => 辰 + (c.m - 1) }, // 左輔 辰 + (m−1)
  { id: 'youbi', kind: 'auxiliary', at: (c) => 戌 - (c.m - 1) }, // 右弼 戌 − (m−1)
  { id: 'wenchang', kind: 'auxiliary', at: (c) => 戌 - c.h }, // 文昌 戌 − h
  { id: 'wenqu', kind: 'auxiliary', at: (c) => 辰 + c.h }, // 文曲 辰 + h
  { id: 'tiankui', kind: 'auxiliary', at: (c) => TIANKUI[c.ys] },
  { id: 'tianyue', kind: 'auxiliary', at: (c) => TIANYUE[c.ys] }, // 天鉞
  { id: 'lucun', kind: 'auxiliary', at: (c) => LUCUN[c.ys] },
  { id: 'tianma', kind: 'auxiliary', at: (c) => TIANMA[c.yb % 4] },
  { id: 'dikong', kind: 'auxiliary', at: (c) => 亥 - c.h }, // 地空 亥 − h
  { id: 'dijie', kind: 'auxiliary', at: (c) => 亥 + c.h }, // 地劫 亥 + h
  { id: 'huoxing', kind: 'auxiliary', at: (c) => HUOXING[c.yb % 4] + c.h },
  { id: 'lingxing', kind: 'auxiliary', at: (c) => LINGXING[c.yb % 4] + c.h },
  { id: 'qingyang', kind: 'auxiliary', at: (c) => LUCUN[c.ys] + 1 }, // 擎羊 祿存 + 1
  { id: 'tuoluo', kind: 'auxiliary', at: (c) => LUCUN[c.ys] - 1 }, // 陀羅 祿存 − 1
  // Minor (adjective) stars, §3
  { id: 'hongluan', kind: 'minor', at: (c) => hongluan(c.yb) },
  { id: 'tianxi', kind: 'minor', at: (c) => hongluan(c.yb) + 6 },
  { id: 'tianyao', kind: 'minor', at: (c) => 丑 + (c.m - 1) }, // 天姚 丑 + (m−1)
  { id: 'xianchi', kind: 'minor', at: (c) => XIANCHI[c.yb % 4] },
  { id: 'jieshen', kind: 'minor', at: (c) => YUEJIE[(c.m - 1) >> 1] },
  { id: 'santai', kind: 'minor', at: (c) => 辰 + (c.m - 1) + (c.d - 1) }, // 三台 左輔 + (d−1)
  { id: 'bazuo', kind: 'minor', at: (c) => 戌 - (c.m - 1) - (c.d - 1) }, // 八座 右弼 − (d−1)
  { id: 'engguang', kind: 'minor', at: (c) => 戌 - c.h + (c.d - 1) - 1 }, // 恩光 文昌 + (d−1) − 1
  { id: 'tiangui', kind: 'minor', at: (c) => 辰 + c.h + (c.d - 1) - 1 }, // 天貴 文曲 + (d−1) − 1
  { id: 'longchi', kind: 'minor', at: (c) => 辰 + c.yb }, // 龍池 辰 + yb
  { id: 'fengge', kind: 'minor', at: (c) => 戌 - c.yb }, // 鳳閣 戌 − yb
  { id: 'tiancai', kind: 'minor', at: (c) => c.life + c.yb }, // 天才 명궁 + yb
  { id: 'tianshou', kind: 'minor', at: (c) => c.body + c.yb }, // 天壽 신궁 + yb
  { id: 'taifu', kind: 'minor', at: (c) => 午 + c.h }, // 台輔 午 + h
  { id: 'fenggao', kind: 'minor', at: (c) => 寅 + c.h }, // 封誥 寅 + h
  { id: 'tianwu', kind: 'minor', at: (c) => TIANWU[(c.m - 1) % 4] },
  { id: 'huagai', kind: 'minor', at: (c) => HUAGAI[c.yb % 4] },
  { id: 'tianguan', kind: 'minor', at: (c) => TIANGUAN[c.ys] },
  { id: 'tianfu_blessing', kind: 'minor', at: (c) => TIANFU_BLESSING[c.ys] },
  { id: 'tianchu', kind: 'minor', at: (c) => TIANCHU[c.ys] },
  { id: 'tianyue_moon', kind: 'minor', at: (c) => TIANYUE_MONTH[c.m - 1] },
  { id: 'tiande', kind: 'minor', at: (c) => 酉 + c.yb }, // 天德 酉 + yb
  { id: 'yuede', kind: 'minor', at: (c) => 巳 + c.yb }, // 月德 巳 + yb
  { id: 'tiankong', kind: 'minor', at: (c) => c.yb + 1 }, // 天空 yb + 1
  // iztro places one 旬空: the void branch with the year branch's parity
  { id: 'xunkong', kind: 'minor', at: (c) => xunkong(c.ys, c.yb)[c.yb % 2] },
  { id: 'jielu', kind: 'minor', at: (c) => JIELU[c.ys % 5] },
  { id: 'kongwang', kind: 'minor', at: (c) => KONGWANG[c.ys % 5] },
  { id: 'guchen', kind: 'minor', at: (c) => GUCHEN[c.yb] },
  { id: 'guasu', kind: 'minor', at: (c) => GUASU[c.yb] },
  { id: 'feilian', kind: 'minor', at: (c) => FEILIAN[c.yb] }, // 蜚廉
  { id: 'posui', kind: 'minor', at: (c) => POSUI[c.yb % 3] },
  { id: 'tianxing', kind: 'minor', at: (c) => 酉 + (c.m - 1) }, // 天刑 酉 + (m−1)
  { id: 'yinsha', kind: 'minor', at: (c) => YINSHA[(c.m - 1) % 6] },
  { id: 'tianku', kind: 'minor', at: (c) => 午 - c.yb }, // 天哭 午 − yb
  { id: 'tianxu', kind: 'minor', at: (c) => 午 + c.yb }, // 天虛 午 + yb
  { id: 'tianshi', kind: 'minor', at: (c) => c.life + 7 }, // 天使 질액궁
  { id: 'tianshang', kind: 'minor', at: (c) => c.life + 5 }, // 天傷 노복궁
  { id: 'nianjie', kind: 'minor', at: (c) => nianjie(c.yb) },
] as const satisfies readonly StarRule[];

export type StarId = (typeof STARS)[number]['id'];
/** The 14 main stars (主星). */
export type MajorStarId = Extract<(typeof STARS)[number], { kind: 'major' }>['id'];
/** Every placed star's id, in STARS order. */
export const STAR_IDS: readonly StarId[] = STARS.map((s) => s.id);
export const MAJOR_STAR_IDS = STARS.flatMap((s) => (s.kind === 'major' ? [s.id] : [])) as readonly MajorStarId[];
/** 14정성 및 보좌성 (the spec's record, §2.4): the fourteen main stars, then 左輔 and 右弼. */
export const MAIN_STARS = [...MAJOR_STAR_IDS, 'zuofu', 'youbi'] as const satisfies readonly StarId[];
export type MainStarId = (typeof MAIN_STARS)[number];
export const isMajor = (id: StarId): id is MajorStarId => (MAJOR_STAR_IDS as readonly StarId[]).includes(id);
export const STAR_INDEX = Object.fromEntries(STARS.map((s, i) => [s.id, i])) as Record<StarId, number>;

// ── Twelve-god cycles (§4) ───────────────────────────────────────────────────────────────────

/** 長生 start by bureau: 水2·土5 申, 木3 亥, 金4 巳, 火6 寅. 陽男陰女 forward, else backward. */
export const CHANGSHENG_START: Record<Bureau, number> = { 2: 申, 3: 亥, 4: 巳, 5: 申, 6: 寅 };
export const CHANGSHENG_12 = ['장생', '목욕', '관대', '임관', '제왕', '쇠', '병', '사', '묘', '절', '태', '양'] as const;
/** From 祿存; 陽男陰女 forward, else backward. 비렴 is 飛廉, 관부 官府. */
export const BOSHI_12 = ['박사', '역사', '청룡', '소모', '장군', '주서', '비렴', '희신', '병부', '대모', '복병', '관부'] as const;
/** From the year branch, forward. 관부 is 官符. */
export const SUIQIAN_12 = ['세건', '회기', '상문', '관색', '관부', '소모', '대모', '용덕', '백호', '천덕', '조객', '병부'] as const;
/** From 將星, forward. */
export const JIANGQIAN_12 = ['장성', '반안', '세역', '식신', '화개', '겁살', '재살', '천살', '지배', '함지', '월살', '망신'] as const;
export type ChangshengName = (typeof CHANGSHENG_12)[number];
export type BoshiName = (typeof BOSHI_12)[number];
export type SuiqianName = (typeof SUIQIAN_12)[number];
export type JiangqianName = (typeof JIANGQIAN_12)[number];
/** 將星 by 三合: 申子辰 子, 巳酉丑 酉, 寅午戌 午, 亥卯未 卯. */
export const JIANGXING = at('子酉午卯');

// ── Periods ──────────────────────────────────────────────────────────────────────────────────

/** 小限 at 虛歲 1 by 三合 (§2.9): 申子辰 戌, 巳酉丑 未, 寅午戌 辰, 亥卯未 丑; males forward, females backward. */
export const XIAOXIAN_START = at('戌未辰丑');
/** 童限 before the first 대한, by 虛歲 1–6 (一命二財三疾厄，四歲夫妻五福德，六歲事業), as iztro. */
export const CHILDHOOD_PALACES: readonly PalaceId[] = ['soul', 'wealth', 'health', 'spouse', 'spirit', 'career'];
