/**
 * The 宜/忌 of a purpose on a day by the rules of 協紀辨方書 (1741), not by its printed 月表: the day's
 * 建除 officer (卷十 用事宜忌 of the twelve officers), the spirits (神煞) of the month and season that fall
 * on the day (卷四–卷六 give where each falls, 卷十 what each favours or forbids), the 宜忌等第 of 卷十一
 * (how strong the bad spirits are beside the good ones, and whether a 德 is present), and the few
 * special notes of 卷十一 that touch these purposes. Only spirits that follow the month, the season and
 * the day pillar count, as in the 月表 (year spirits, lunar days and the days before 分至啓閉 are left
 * out). docs/saju.md §13.3 gives the agreement with the printed 月表 and the reasons for the rest.
 *
 * Branch and stem characters as ganzhi.ts orders them; month tables are indexed by the month branch
 * (子 = 0 … 亥 = 11), season tables spring (寅卯辰), summer, autumn, winter.
 */
import type { Purpose } from './date-selection-tables.js';

export const BRANCH_CHARS = '子丑寅卯辰巳午未申酉戌亥';
export const STEM_CHARS = '甲乙丙丁戊己庚辛壬癸';

/**
 * Where a spirit falls: `month` a character per month branch ('·' none), `season` a set of
 * characters or pillars per season, `fixed` the same days all year. `on` is what of the day it names.
 */
export type Placement =
  | { by: 'month'; on: 'branch' | 'stem'; days: string }
  | { by: 'monthPillar'; days: readonly string[] }
  | { by: 'season'; on: 'branch' | 'stem' | 'pillar'; days: readonly [string, string, string, string] }
  | { by: 'fixed'; on: 'branch' | 'pillar'; days: string }
  | { by: 'threeHarmony' }
  /** 不將: the day stem among the month's `stems`, the day branch one of the five after the month's 月厭. */
  | { by: 'noGeneral'; stems: readonly string[] };

export interface DaySpirit {
  hanja: string;
  placement: Placement;
  /** Purposes it favours (宜) and forbids (忌), from its entry in 卷十. */
  yi: readonly Purpose[];
  ji: readonly Purpose[];
}

const ALL: readonly Purpose[] = ['wedding', 'moving', 'opening', 'contract', 'travel', 'surgery'];
const m = (on: 'branch' | 'stem', days: string): Placement => ({ by: 'month', on, days });
const s = (on: 'branch' | 'stem' | 'pillar', ...days: [string, string, string, string]): Placement => ({ by: 'season', on, days });

/**
 * The spirits with a 宜 or 忌 among the purposes, or needed by the 宜忌等第 (相日 官日 守日 月建).
 * Placements: 卷四 (月德 天德 月恩 四相 時德 天赦 天願 …), 卷五 (王日 官日 守日 相日 民日, 驛馬 天馬 …),
 * 卷六 (月煞 月刑 月厭 劫煞 災煞 大時 天吏 四廢 五墓 往亡 …).
 */
export const DAY_SPIRITS: readonly DaySpirit[] = [
  // 吉神
  { hanja: '月德', placement: m('stem', '壬庚丙甲壬庚丙甲壬庚丙甲'), yi: ['wedding', 'moving', 'travel', 'surgery'], ji: [] },
  { hanja: '月德合', placement: m('stem', '丁乙辛己丁乙辛己丁乙辛己'), yi: ['wedding', 'moving', 'travel', 'surgery'], ji: [] },
  // 天德 of the 仲 months is a trigram (乾 坤 艮 巽), not a day.
  { hanja: '天德', placement: m('stem', '·庚丁·壬辛·甲癸·丙乙'), yi: ['wedding', 'moving', 'travel', 'surgery'], ji: [] },
  { hanja: '天德合', placement: m('stem', '·乙壬·丁丙·己戊·辛庚'), yi: ['wedding', 'moving', 'travel', 'surgery'], ji: [] },
  // 天赦 favours what the 德 favour (卷十), not 開市 or 立券交易; 卷十一 only spares those from their 忌 (TRADE_PARDONERS).
  { hanja: '天赦', placement: { by: 'monthPillar', days: ['甲子', '甲子', '戊寅', '戊寅', '戊寅', '甲午', '甲午', '甲午', '戊申', '戊申', '戊申', '甲子'] }, yi: ['wedding', 'moving', 'travel', 'surgery'], ji: [] },
  // 天願 (卷四): 正月乙亥 二月甲戌 三月乙酉 四月丙申 五月丁未 六月戊午 七月己巳 八月庚辰 九月辛卯 十月壬寅 十一月癸丑 十二月甲子.
  { hanja: '天願', placement: { by: 'monthPillar', days: ['癸丑', '甲子', '乙亥', '甲戌', '乙酉', '丙申', '丁未', '戊午', '己巳', '庚辰', '辛卯', '壬寅'] }, yi: ['wedding', 'moving', 'opening', 'contract', 'travel'], ji: [] },
  { hanja: '月恩', placement: m('stem', '甲辛丙丁庚己戊辛壬癸庚乙'), yi: ['moving', 'travel', 'surgery'], ji: [] },
  { hanja: '四相', placement: s('stem', '丙丁', '戊己', '壬癸', '甲乙'), yi: ['moving', 'travel', 'surgery'], ji: [] },
  { hanja: '時德', placement: s('branch', '午', '辰', '子', '寅'), yi: ['moving', 'travel', 'surgery'], ji: [] },
  { hanja: '三合', placement: { by: 'threeHarmony' }, yi: ['wedding', 'contract'], ji: [] },
  { hanja: '六合', placement: m('branch', '丑子亥戌酉申未午巳辰卯寅'), yi: ['wedding', 'contract'], ji: [] },
  { hanja: '五合', placement: { by: 'fixed', on: 'branch', days: '寅卯' }, yi: ['contract'], ji: [] },
  { hanja: '五富', placement: m('branch', '巳申亥寅巳申亥寅巳申亥寅'), yi: ['opening', 'contract'], ji: [] },
  { hanja: '王日', placement: s('branch', '寅', '巳', '申', '亥'), yi: ['travel'], ji: [] },
  { hanja: '官日', placement: s('branch', '卯', '午', '酉', '子'), yi: [], ji: [] },
  // 守日 as the 月表 places it, the season's 墓 (春辰 夏未 秋戌 冬丑): 卷十一's grade rule "卯酉月 月害 遇守日、除日"
  // needs 守日 on the 月害 day (辰 in 卯, 戌 in 酉); 曆例's 春酉 … never meets it.
  { hanja: '守日', placement: s('branch', '辰', '未', '戌', '丑'), yi: [], ji: [] },
  { hanja: '相日', placement: s('branch', '巳', '申', '亥', '寅'), yi: [], ji: [] },
  { hanja: '民日', placement: s('branch', '午', '酉', '子', '卯'), yi: ['moving', 'opening', 'contract'], ji: [] },
  // 不將 (卷四 陰陽不將, 卷十 宜嫁娶): neither the 陽將 on the day stem nor the 陰將 on its branch. The branches free of
  // the 陰將 are the five after the 月厭 (the 陰建). The stems free of the 陽將, by month 子 … 亥, are as the 月表's
  // 不將 rows show them (read off those rows, not derived): 戊 in 巳–戌, 己 in 亥–辰, and four of 甲乙丙丁庚辛壬癸
  // stepping back a month at a time, the 孟 months keeping the month before's.
  {
    hanja: '不將',
    placement: { by: 'noGeneral', stems: ['丁己庚辛壬', '丙丁己庚辛', '丙丁己庚辛', '乙丙丁己庚', '甲乙丙丁己', '甲乙丙丁戊', '癸甲乙丙戊', '壬癸甲乙戊', '壬癸甲乙戊', '辛壬癸甲戊', '庚辛壬癸戊', '己庚辛壬癸'] },
    yi: ['wedding'],
    ji: [],
  },
  { hanja: '天喜', placement: m('branch', '申酉戌亥子丑寅卯辰巳午未'), yi: ['wedding', 'travel'], ji: [] },
  { hanja: '天醫', placement: m('branch', '亥子丑寅卯辰巳午未申酉戌'), yi: ['surgery'], ji: [] },
  { hanja: '天巫', placement: m('branch', '寅卯辰巳午未申酉戌亥子丑'), yi: ['surgery'], ji: [] },
  { hanja: '天后', placement: m('branch', '寅亥申巳寅亥申巳寅亥申巳'), yi: ['surgery'], ji: [] },
  { hanja: '解神', placement: m('branch', '午午申申戌戌子子寅寅辰辰'), yi: ['surgery'], ji: [] },
  { hanja: '除神', placement: { by: 'fixed', on: 'branch', days: '申酉' }, yi: ['surgery'], ji: [] },
  { hanja: '天馬', placement: m('branch', '寅辰午申戌子寅辰午申戌子'), yi: ['moving', 'travel'], ji: [] },
  { hanja: '驛馬', placement: m('branch', '寅亥申巳寅亥申巳寅亥申巳'), yi: ['moving', 'travel'], ji: [] },
  { hanja: '吉期', placement: m('branch', '丑寅卯辰巳午未申酉戌亥子'), yi: ['travel'], ji: [] },
  // 凶神
  { hanja: '月建', placement: m('branch', BRANCH_CHARS), yi: [], ji: ['surgery'] },
  { hanja: '月破', placement: m('branch', '午未申酉戌亥子丑寅卯辰巳'), yi: [], ji: ['wedding', 'moving', 'opening', 'contract', 'travel'] },
  { hanja: '月煞', placement: m('branch', '未辰丑戌未辰丑戌未辰丑戌'), yi: [], ji: ALL },
  { hanja: '月刑', placement: m('branch', '卯戌巳子辰申午丑寅酉未亥'), yi: [], ji: ALL },
  { hanja: '月厭', placement: m('branch', '子亥戌酉申未午巳辰卯寅丑'), yi: [], ji: ALL },
  { hanja: '月害', placement: m('branch', '未午巳辰卯寅丑子亥戌酉申'), yi: [], ji: ['wedding', 'opening', 'contract', 'surgery'] },
  { hanja: '災煞', placement: m('branch', '午卯子酉午卯子酉午卯子酉'), yi: [], ji: ALL },
  { hanja: '劫煞', placement: m('branch', '巳寅亥申巳寅亥申巳寅亥申'), yi: [], ji: ALL },
  { hanja: '大時', placement: m('branch', '酉午卯子酉午卯子酉午卯子'), yi: [], ji: ALL },
  { hanja: '天吏', placement: m('branch', '卯子酉午卯子酉午卯子酉午'), yi: [], ji: ALL },
  { hanja: '四廢', placement: s('pillar', '庚申辛酉', '壬子癸亥', '甲寅乙卯', '丁巳丙午'), yi: [], ji: ALL },
  { hanja: '五墓', placement: { by: 'monthPillar', days: ['壬辰', '戊辰', '乙未', '乙未', '戊辰', '丙戌', '丙戌', '戊辰', '辛丑', '辛丑', '戊辰', '壬辰'] }, yi: [], ji: ALL },
  { hanja: '往亡', placement: m('branch', '戌丑寅巳申亥卯午酉子辰未'), yi: [], ji: ['wedding', 'moving', 'travel', 'surgery'] },
  { hanja: '死神', placement: m('branch', '卯辰巳午未申酉戌亥子丑寅'), yi: [], ji: ['surgery'] },
  { hanja: '死氣', placement: m('branch', '辰巳午未申酉戌亥子丑寅卯'), yi: [], ji: ['surgery'] },
  { hanja: '天瘟', placement: m('branch', '丑卯未戌辰寅午子酉申巳亥'), yi: [], ji: ['surgery'] },
  { hanja: '遊禍', placement: m('branch', '亥申巳寅亥申巳寅亥申巳寅'), yi: [], ji: ['surgery'] },
  { hanja: '血忌', placement: m('branch', '午子丑未寅申卯酉辰戌巳亥'), yi: [], ji: ['surgery'] },
  { hanja: '血支', placement: m('branch', '亥子丑寅卯辰巳午未申酉戌'), yi: [], ji: ['surgery'] },
  // 卷六: the month's 大耗 is the day opposite the 月建 (the 月破 day), 小耗 the day before it; 九空 正月辰, going
  // back through the four 季 (辰 丑 戌 未).
  { hanja: '大耗', placement: m('branch', '午未申酉戌亥子丑寅卯辰巳'), yi: [], ji: ['opening', 'contract'] },
  { hanja: '小耗', placement: m('branch', '巳午未申酉戌亥子丑寅卯辰'), yi: [], ji: ['opening', 'contract'] },
  { hanja: '九空', placement: m('branch', '戌未辰丑戌未辰丑戌未辰丑'), yi: [], ji: ['opening', 'contract'] },
  { hanja: '四耗', placement: s('pillar', '壬子', '乙卯', '戊午', '辛酉'), yi: [], ji: ['opening', 'contract'] },
  { hanja: '四窮', placement: s('pillar', '乙亥', '丁亥', '辛亥', '癸亥'), yi: [], ji: ['wedding', 'opening', 'contract'] },
  { hanja: '四忌', placement: s('pillar', '甲子', '丙子', '庚子', '壬子'), yi: [], ji: ['wedding'] },
  { hanja: '五離', placement: { by: 'fixed', on: 'branch', days: '申酉' }, yi: [], ji: ['contract'] },
  { hanja: '八專', placement: { by: 'fixed', on: 'pillar', days: '丁未己未庚申甲寅癸丑' }, yi: [], ji: ['wedding'] },
  { hanja: '厭對', placement: m('branch', '午巳辰卯寅丑子亥戌酉申未'), yi: [], ji: ['wedding'] },
  { hanja: '咸池', placement: m('branch', '酉午卯子酉午卯子酉午卯子'), yi: [], ji: ['wedding'] },
  { hanja: '重喪', placement: m('stem', '癸己甲乙己丙丁己庚辛己壬'), yi: [], ji: ['wedding'] },
  { hanja: '重復', placement: m('stem', '癸己庚辛己壬癸戊甲乙己壬'), yi: [], ji: ['wedding'] },
  { hanja: '天轉', placement: s('pillar', '乙卯', '丙午', '辛酉', '壬子'), yi: [], ji: ['wedding', 'moving'] },
  { hanja: '地轉', placement: s('pillar', '辛卯', '戊午', '癸酉', '丙子'), yi: [], ji: ['wedding', 'moving'] },
  // 歸忌 (卷六, 廣聖曆): "其日忌遠行、歸家、移徙、娶婦".
  { hanja: '歸忌', placement: m('branch', '寅子丑寅子丑寅子丑寅子丑'), yi: [], ji: ['wedding', 'moving', 'travel'] },
  { hanja: '天賊', placement: m('branch', '卯寅丑子亥戌酉申未午巳辰'), yi: [], ji: ['travel'] },
  { hanja: '五鬼', placement: m('branch', '未戌午寅辰酉卯申丑巳子亥'), yi: [], ji: ['travel'] },
];

/**
 * 卷十 建除十二神 用事: what each officer favours and forbids among the purposes, 建 … 閉 in order
 * (平, 收 and 閉 forbid most things; 滿 forbids 求醫療病).
 */
export const OFFICER_YIJI: readonly { yi: readonly Purpose[]; ji: readonly Purpose[] }[] = [
  { yi: ['travel'], ji: [] }, // 建
  { yi: ['surgery'], ji: [] }, // 除
  { yi: ['opening', 'contract'], ji: ['surgery'] }, // 滿
  { yi: [], ji: ALL }, // 平
  { yi: [], ji: [] }, // 定
  { yi: [], ji: [] }, // 執
  { yi: ['surgery'], ji: [] }, // 破
  { yi: [], ji: [] }, // 危
  { yi: ['moving', 'opening'], ji: [] }, // 成
  { yi: [], ji: ALL }, // 收
  { yi: ['moving', 'opening', 'travel', 'surgery'], ji: [] }, // 開
  { yi: [], ji: ['wedding', 'moving', 'opening', 'travel', 'surgery'] }, // 閉
];

/** 卷十一 日干支 notes: 巳日 forbids 出行, 未日 求醫療病, 亥日 嫁娶. */
export const BRANCH_JI: Readonly<Record<string, Purpose>> = { 巳: 'travel', 未: 'surgery', 亥: 'wedding' };

/**
 * 卷十一 宜忌等第: a bad spirit (or officer, written 平日 …) with a companion, in the months listed,
 * sets the day's grade 0 (上) … 5 (下下); the highest grade found counts.
 */
export const GRADE_RULES: readonly { bad: string; months: string; with: readonly string[]; grade: number }[] = [
  { bad: '平日', months: '亥', with: ['相日', '時德', '六合'], grade: 0 },
  { bad: '平日', months: '巳', with: ['相日', '六合', '月刑'], grade: 1 },
  { bad: '平日', months: '申', with: ['相日', '月害'], grade: 2 },
  { bad: '平日', months: '寅', with: ['相日', '月害', '月刑'], grade: 3 },
  { bad: '平日', months: '卯午酉', with: ['天吏'], grade: 3 },
  { bad: '平日', months: '辰戌丑未', with: ['月煞'], grade: 4 },
  { bad: '平日', months: '子', with: ['天吏', '月刑'], grade: 4 },
  { bad: '收日', months: '寅申', with: ['六合', '劫煞'], grade: 0 },
  { bad: '收日', months: '巳亥', with: ['劫煞'], grade: 2 },
  { bad: '收日', months: '辰未', with: ['月害'], grade: 2 },
  { bad: '收日', months: '子午酉', with: ['大時'], grade: 3 },
  { bad: '收日', months: '丑戌', with: ['月刑'], grade: 3 },
  { bad: '收日', months: '卯', with: ['大時'], grade: 4 },
  { bad: '閉日', months: '子午卯酉', with: ['王日'], grade: 3 },
  { bad: '閉日', months: '辰戌丑未', with: ['官日', '天吏'], grade: 3 },
  { bad: '閉日', months: '寅申巳亥', with: ['月煞'], grade: 4 },
  { bad: '劫煞', months: '寅申', with: ['六合'], grade: 0 },
  { bad: '劫煞', months: '辰戌丑未', with: ['除日', '相日'], grade: 1 },
  { bad: '劫煞', months: '巳亥', with: ['月害'], grade: 2 },
  { bad: '劫煞', months: '子午卯酉', with: ['執日'], grade: 3 },
  { bad: '災煞', months: '寅申巳亥', with: ['開日'], grade: 1 },
  { bad: '災煞', months: '辰戌丑未', with: ['滿日', '民日'], grade: 2 },
  { bad: '災煞', months: '子午', with: ['月破'], grade: 4 },
  { bad: '災煞', months: '卯酉', with: ['月破', '月厭'], grade: 5 },
  { bad: '月煞', months: '卯酉', with: ['六合', '危日'], grade: 1 },
  { bad: '月煞', months: '子午', with: ['月害', '危日'], grade: 3 },
  { bad: '月刑', months: '巳', with: ['平日', '六合', '相日'], grade: 1 },
  { bad: '月刑', months: '寅', with: ['相日', '月害', '平日'], grade: 3 },
  { bad: '月刑', months: '辰酉亥', with: ['建日'], grade: 3 },
  { bad: '月刑', months: '子', with: ['平日', '天吏'], grade: 4 },
  { bad: '月刑', months: '卯', with: ['收日', '大時'], grade: 4 },
  { bad: '月刑', months: '未申', with: ['月破'], grade: 4 },
  { bad: '月刑', months: '午', with: ['月建', '月厭'], grade: 4 },
  { bad: '月害', months: '卯酉', with: ['守日', '除日'], grade: 2 },
  { bad: '月害', months: '丑未', with: ['執日', '大時'], grade: 2 },
  { bad: '月害', months: '巳亥', with: ['劫煞'], grade: 2 },
  { bad: '月害', months: '申', with: ['相日', '平日'], grade: 2 },
  { bad: '月害', months: '子午', with: ['月煞'], grade: 3 },
  { bad: '月害', months: '辰戌', with: ['官日', '閉日', '天吏'], grade: 3 },
  { bad: '月害', months: '寅', with: ['相日', '平日', '月刑'], grade: 3 },
  { bad: '月厭', months: '寅申', with: ['成日'], grade: 2 },
  { bad: '月厭', months: '丑未', with: ['開日'], grade: 2 },
  { bad: '月厭', months: '辰戌', with: ['定日'], grade: 3 },
  { bad: '月厭', months: '巳亥', with: ['滿日'], grade: 3 },
  { bad: '月厭', months: '子', with: ['月建'], grade: 4 },
  { bad: '月厭', months: '午', with: ['月建', '月刑'], grade: 4 },
  { bad: '月厭', months: '卯酉', with: ['月破', '災煞'], grade: 5 },
  { bad: '大時', months: '寅申巳亥', with: ['除日', '官日'], grade: 0 },
  { bad: '大時', months: '辰戌', with: ['執日', '六合'], grade: 0 },
  { bad: '大時', months: '丑未', with: ['執日', '月害'], grade: 2 },
  { bad: '大時', months: '子午酉', with: ['收日'], grade: 3 },
  { bad: '大時', months: '卯', with: ['收日', '月刑'], grade: 4 },
  { bad: '天吏', months: '寅申巳亥', with: ['危日'], grade: 2 },
  { bad: '天吏', months: '辰戌丑未', with: ['閉日'], grade: 3 },
  { bad: '天吏', months: '卯午酉', with: ['平日'], grade: 3 },
  { bad: '天吏', months: '子', with: ['平日', '月刑'], grade: 4 },
];

/** The four 德 of 卷十一 (遇德): with one, a grade 1–4 day leans one step towards its 宜. */
export const VIRTUES = ['月德', '月德合', '天德', '天德合'] as const;
/**
 * 卷十一: "凡德合、赦願、月恩、四相、時德等日，不注忌 … 開市、立券、交易 …" unless the day follows its 忌
 * (從忌不從宜).
 */
export const TRADE_PARDONERS = ['月德合', '天德合', '天赦', '天願', '月恩', '四相', '時德'] as const;
export const TRADE_PURPOSES: readonly Purpose[] = ['opening', 'contract'];
