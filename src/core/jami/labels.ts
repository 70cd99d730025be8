/**
 * The jami sets' display names: one locale table per set, keyed by the core's ids (stars: tables.ts
 * STARS; palaces, brightness levels and transformations: names.ts). Korean is what the spec, the
 * service's texts and the REST answers write (docs/jami.md); hanja as the classical sources write the
 * names; English as src/core/labels.ts describes (palaces by their usual English renderings, stars in
 * Hanyu Pinyin without tone marks). Nothing here decides a calculation.
 */
import type { StarId } from './tables.js';
import type { Brightness, Mutagen, PalaceId } from './names.js';
import type { Lang } from '../lang.js';

/** A member's names: Korean, hanja and English. */
export interface JamiNames {
  ko: string;
  hanja: string;
  en: string;
}

/** Literal Korean names, so that the REST records keyed by them are typed. */
const names = <K extends string>(ko: K, hanja: string, en: string) => ({ ko, hanja, en });

/**
 * Stars in STARS order. Homophones told apart: 天府 tianfu (the main star) / 天福 tianfu_blessing,
 * 天鉞 tianyue (the auxiliary star) / 天月 tianyue_moon (the minor star by month); 解神 jieshen is the
 * month's 해신(월), 年解 nianjie the year's 해신(년).
 */
export const STAR_LABELS = {
  ziwei: names('자미', '紫微', 'Zi Wei'),
  tianji: names('천기', '天機', 'Tian Ji'),
  taiyang: names('태양', '太陽', 'Tai Yang'),
  wuqu: names('무곡', '武曲', 'Wu Qu'),
  tiantong: names('천동', '天同', 'Tian Tong'),
  lianzhen: names('염정', '廉貞', 'Lian Zhen'),
  tianfu: names('천부', '天府', 'Tian Fu'),
  taiyin: names('태음', '太陰', 'Tai Yin'),
  tanlang: names('탐랑', '貪狼', 'Tan Lang'),
  jumen: names('거문', '巨門', 'Ju Men'),
  tianxiang: names('천상', '天相', 'Tian Xiang'),
  tianliang: names('천량', '天梁', 'Tian Liang'),
  qisha: names('칠살', '七殺', 'Qi Sha'),
  pojun: names('파군', '破軍', 'Po Jun'),
  zuofu: names('좌보', '左輔', 'Zuo Fu'),
  youbi: names('우필', '右弼', 'You Bi'),
  wenchang: names('문창', '文昌', 'Wen Chang'),
  wenqu: names('문곡', '文曲', 'Wen Qu'),
  tiankui: names('천괴', '天魁', 'Tian Kui'),
  tianyue: names('천월', '天鉞', 'Tian Yue'),
  lucun: names('녹존', '祿存', 'Lu Cun'),
  tianma: names('천마', '天馬', 'Tian Ma'),
  dikong: names('지공', '地空', 'Di Kong'),
  dijie: names('지겁', '地劫', 'Di Jie'),
  huoxing: names('화성', '火星', 'Huo Xing'),
  lingxing: names('영성', '鈴星', 'Ling Xing'),
  qingyang: names('경양', '擎羊', 'Qing Yang'),
  tuoluo: names('타라', '陀羅', 'Tuo Luo'),
  hongluan: names('홍란', '紅鸞', 'Hong Luan'),
  tianxi: names('천희', '天喜', 'Tian Xi'),
  tianyao: names('천요', '天姚', 'Tian Yao'),
  xianchi: names('함지', '咸池', 'Xian Chi'),
  jieshen: names('해신(월)', '解神', 'Jie Shen (month)'),
  santai: names('삼태', '三台', 'San Tai'),
  bazuo: names('팔좌', '八座', 'Ba Zuo'),
  engguang: names('은광', '恩光', 'En Guang'),
  tiangui: names('천귀', '天貴', 'Tian Gui'),
  longchi: names('용지', '龍池', 'Long Chi'),
  fengge: names('봉각', '鳳閣', 'Feng Ge'),
  tiancai: names('천재', '天才', 'Tian Cai'),
  tianshou: names('천수', '天壽', 'Tian Shou'),
  taifu: names('태보', '台輔', 'Tai Fu'),
  fenggao: names('봉고', '封誥', 'Feng Gao'),
  tianwu: names('천무', '天巫', 'Tian Wu'),
  huagai: names('화개', '華蓋', 'Hua Gai'),
  tianguan: names('천관', '天官', 'Tian Guan'),
  tianfu_blessing: names('천복', '天福', 'Tian Fu (Blessing)'),
  tianchu: names('천주', '天廚', 'Tian Chu'),
  tianyue_moon: names('천월(天月)', '天月', 'Tian Yue (Moon)'),
  tiande: names('천덕', '天德', 'Tian De'),
  yuede: names('월덕', '月德', 'Yue De'),
  tiankong: names('천공', '天空', 'Tian Kong'),
  xunkong: names('순공', '旬空', 'Xun Kong'),
  jielu: names('절로', '截路', 'Jie Lu'),
  kongwang: names('공망', '空亡', 'Kong Wang'),
  guchen: names('고신', '孤辰', 'Gu Chen'),
  guasu: names('과수', '寡宿', 'Gua Su'),
  feilian: names('비렴', '蜚廉', 'Fei Lian'),
  posui: names('파쇄', '破碎', 'Po Sui'),
  tianxing: names('천형', '天刑', 'Tian Xing'),
  yinsha: names('음살', '陰煞', 'Yin Sha'),
  tianku: names('천곡', '天哭', 'Tian Ku'),
  tianxu: names('천허', '天虛', 'Tian Xu'),
  tianshi: names('천사', '天使', 'Tian Shi'),
  tianshang: names('천상(天傷)', '天傷', 'Tian Shang'),
  nianjie: names('해신(년)', '年解', 'Jie Shen (year)'),
} as const satisfies Readonly<Record<StarId, JamiNames>>;

/** Palaces, 명궁 … 부모궁 (PALACE_IDS order). */
export const PALACE_LABELS = {
  soul: names('명궁', '命宮', 'Life'),
  siblings: names('형제궁', '兄弟宮', 'Siblings'),
  spouse: names('부처궁', '夫妻宮', 'Spouse'),
  children: names('자녀궁', '子女宮', 'Children'),
  wealth: names('재백궁', '財帛宮', 'Wealth'),
  health: names('질액궁', '疾厄宮', 'Health'),
  surface: names('천이궁', '遷移宮', 'Travel'),
  friends: names('노복궁', '奴僕宮', 'Friends'),
  career: names('관록궁', '官祿宮', 'Career'),
  property: names('전택궁', '田宅宮', 'Property'),
  spirit: names('복덕궁', '福德宮', 'Fortune'),
  parents: names('부모궁', '父母宮', 'Parents'),
} as const satisfies Readonly<Record<PalaceId, JamiNames>>;

/** A name with the short form drawn beside a star on the chart picture. */
export interface MarkedNames extends JamiNames {
  short: { ko: string; en: string };
}

/** 묘廟 왕旺 득得 이利 평平 불不 함陷 (iztro 2.6.1): English in full and as a Pinyin initial. */
export const BRIGHTNESS_LABELS = {
  miao: { ...names('묘', '廟', 'Temple'), short: { ko: '묘', en: 'M' } },
  wang: { ...names('왕', '旺', 'Prosperous'), short: { ko: '왕', en: 'W' } },
  de: { ...names('득', '得', 'Gained'), short: { ko: '득', en: 'D' } },
  li: { ...names('이', '利', 'Beneficial'), short: { ko: '이', en: 'L' } },
  ping: { ...names('평', '平', 'Neutral'), short: { ko: '평', en: 'P' } },
  bu: { ...names('불', '不', 'Unfavourable'), short: { ko: '불', en: 'B' } },
  xian: { ...names('함', '陷', 'Fallen'), short: { ko: '함', en: 'X' } },
} as const satisfies Readonly<Record<Brightness, MarkedNames>>;

/**
 * 화록 화권 화과 화기: full names and the one-syllable marks (록 권 과 기) drawn beside a star, which
 * are also how the periods and years name a transformation.
 */
export const MUTAGEN_LABELS = {
  lu: { ...names('화록', '化祿', 'Hua Lu'), short: { ko: '록', en: 'Lu' } },
  quan: { ...names('화권', '化權', 'Hua Quan'), short: { ko: '권', en: 'Quan' } },
  ke: { ...names('화과', '化科', 'Hua Ke'), short: { ko: '과', en: 'Ke' } },
  ji: { ...names('화기', '化忌', 'Hua Ji'), short: { ko: '기', en: 'Ji' } },
} as const satisfies Readonly<Record<Mutagen, MarkedNames>>;

/** Korean label types (for the REST records keyed by them). */
export type StarKo = (typeof STAR_LABELS)[StarId]['ko'];
export type PalaceKo = (typeof PALACE_LABELS)[PalaceId]['ko'];
export type BrightnessKo = (typeof BRIGHTNESS_LABELS)[Brightness]['ko'];
export type MutagenKo = (typeof MUTAGEN_LABELS)[Mutagen]['ko'];

/** A star's, palace's, brightness level's or transformation's name in a language. */
export const starName = (id: StarId, lang: Lang) => STAR_LABELS[id][lang];
export const palaceName = (id: PalaceId, lang: Lang) => PALACE_LABELS[id][lang];
export const brightnessName = (id: Brightness, lang: Lang) => BRIGHTNESS_LABELS[id][lang];
export const mutagenName = (id: Mutagen, lang: Lang) => MUTAGEN_LABELS[id][lang];

/** The id of a Korean name in a label table (for rule tables written in Korean, parsed once). */
export function idOfKorean<Id extends string>(table: Readonly<Record<Id, JamiNames>>): (ko: string) => Id {
  const ids = new Map<string, Id>();
  for (const id of Object.keys(table) as Id[]) ids.set(table[id].ko, id);
  return (ko) => {
    const id = ids.get(ko);
    if (id === undefined) throw new RangeError(`unknown name ${ko}`);
    return id;
  };
}
