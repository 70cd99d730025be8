/**
 * The saju sets' display names: one locale table per set, keyed by the cores' ids (ganzhi.ts,
 * tables.ts, ten-gods.ts). Korean is what the service's texts and the REST answers write; hanja as the
 * classical sources (docs/saju.md); English as in English BaZi literature (src/core/labels.ts gives the
 * sources of the English names). Nothing here decides a calculation.
 */
import {
  BRANCHES, BRANCH_IDS, ELEMENT_LABELS, STEMS, STEM_IDS, elementOfKorean,
  type BranchHanja, type BranchId, type BranchKo, type ElementKo, type StemHanja, type StemId, type StemKo,
} from './ganzhi.js';
import { isNobleStar, type EvilStarId, type HiddenType, type NobleStarId, type Shinsal, type Stage, type StarId } from './tables.js';
import type { SELF, TenGod } from './ten-gods.js';

/** A member's names: Korean, hanja and English. */
export interface SajuNames {
  ko: string;
  hanja: string;
  en: string;
}

/** A member's names typed as the set's own names (literal unions), so a REST enum built from them is exact. */
const byIndex = <Id extends string, Names extends SajuNames>(ids: readonly Id[], names: (i: number) => SajuNames) =>
  Object.fromEntries(ids.map((id, i) => [id, names(i)])) as Record<Id, Names>;

const STEM_EN = ['Jia', 'Yi', 'Bing', 'Ding', 'Wu', 'Ji', 'Geng', 'Xin', 'Ren', 'Gui'];
const BRANCH_EN = ['Zi', 'Chou', 'Yin', 'Mao', 'Chen', 'Si', 'Wu', 'Wei', 'Shen', 'You', 'Xu', 'Hai'];

/** Stems: the Korean reading and the character of STEMS; English as Pinyin. */
export const STEM_LABELS: Readonly<Record<StemId, { ko: StemKo; hanja: StemHanja; en: string }>> = byIndex(STEM_IDS, (i) => ({ ko: STEMS[i].korean, hanja: STEMS[i].hanja, en: STEM_EN[i] }));
/** Branches: the Korean reading and the character of BRANCHES; English as Pinyin. */
export const BRANCH_LABELS: Readonly<Record<BranchId, { ko: BranchKo; hanja: BranchHanja; en: string }>> = byIndex(BRANCH_IDS, (i) => ({ ko: BRANCHES[i].korean, hanja: BRANCHES[i].hanja, en: BRANCH_EN[i] }));

/** The elements' names live beside their ids (ganzhi.ts), where the tables written in Korean read them. */
export { ELEMENT_LABELS, elementOfKorean, type ElementKo };

/**
 * Ten gods (십신) and the day stem itself (ri_zhu, 日主). The day stem's hanja is the one-character
 * mark 主 that the REST answers write for it.
 */
export const TEN_GOD_LABELS = {
  bi_jian: { ko: '비견', hanja: '比肩', en: 'Companion' },
  jie_cai: { ko: '겁재', hanja: '劫財', en: 'Rob Wealth' },
  shi_shen: { ko: '식신', hanja: '食神', en: 'Eating God' },
  shang_guan: { ko: '상관', hanja: '傷官', en: 'Hurting Officer' },
  pian_cai: { ko: '편재', hanja: '偏財', en: 'Indirect Wealth' },
  zheng_cai: { ko: '정재', hanja: '正財', en: 'Direct Wealth' },
  pian_guan: { ko: '편관', hanja: '偏官', en: 'Seven Killings' },
  zheng_guan: { ko: '정관', hanja: '正官', en: 'Direct Officer' },
  pian_yin: { ko: '편인', hanja: '偏印', en: 'Indirect Resource' },
  zheng_yin: { ko: '정인', hanja: '正印', en: 'Direct Resource' },
  ri_zhu: { ko: '일간', hanja: '主', en: 'Day Master' },
} as const satisfies Record<TenGod | typeof SELF, SajuNames>;

/** A ten god as the answers write it (ten_gods of saju/basic): its Korean name, 主 for the day stem itself. */
export const tenGodText = (god: TenGod | typeof SELF) => (god === 'ri_zhu' ? TEN_GOD_LABELS[god].hanja : TEN_GOD_LABELS[god].ko);

/**
 * 12운성. `en` is the glossary's name (Growth, Bath, Crown Belt …); `chart` the shorter English name
 * the chart pictures print (Birth, Bath, Crown …), as the Four Pillars literature renders them.
 */
export const STAGE_LABELS = {
  chang_sheng: { ko: '장생', hanja: '長生', en: 'Growth', chart: 'Birth' },
  mu_yu: { ko: '목욕', hanja: '沐浴', en: 'Bath', chart: 'Bath' },
  guan_dai: { ko: '관대', hanja: '冠帶', en: 'Crown Belt', chart: 'Crown' },
  lin_guan: { ko: '건록', hanja: '建祿', en: 'Prosperity', chart: 'Office' },
  di_wang: { ko: '제왕', hanja: '帝旺', en: 'Peak', chart: 'Peak' },
  shuai: { ko: '쇠', hanja: '衰', en: 'Decline', chart: 'Decline' },
  bing: { ko: '병', hanja: '病', en: 'Sickness', chart: 'Sickness' },
  si: { ko: '사', hanja: '死', en: 'Death', chart: 'Death' },
  mu: { ko: '묘', hanja: '墓', en: 'Tomb', chart: 'Tomb' },
  jue: { ko: '절', hanja: '絶', en: 'Extinction', chart: 'Cut-off' },
  tai: { ko: '태', hanja: '胎', en: 'Conception', chart: 'Womb' },
  yang: { ko: '양', hanja: '養', en: 'Nurture', chart: 'Nurture' },
} as const satisfies Record<Stage, SajuNames & { chart: string }>;

/** 12신살: Korean as the reference data spells them; English renderings of the names (劫煞 Robbery Star …). */
export const SHINSAL_LABELS = {
  jie_sha: { ko: '겁살', hanja: '劫煞', en: 'Robbery Star' },
  zai_sha: { ko: '재살', hanja: '災煞', en: 'Disaster Star' },
  tian_sha: { ko: '천살', hanja: '天煞', en: 'Heavenly Calamity' },
  di_sha: { ko: '지살', hanja: '地煞', en: 'Earthly Star' },
  nian_sha: { ko: '년살', hanja: '年煞', en: 'Peach Blossom' },
  yue_sha: { ko: '월살', hanja: '月煞', en: 'Month Star' },
  wang_shen: { ko: '망신살', hanja: '亡神煞', en: 'Disgrace Star' },
  jiang_xing: { ko: '장성살', hanja: '將星煞', en: 'General Star' },
  pan_an: { ko: '반안살', hanja: '攀鞍煞', en: 'Saddle Star' },
  yi_ma: { ko: '역마살', hanja: '驛馬煞', en: 'Travelling Horse' },
  liu_hai: { ko: '육해살', hanja: '六害煞', en: 'Six Harms' },
  hua_gai: { ko: '화개살', hanja: '華蓋煞', en: 'Canopy Star' },
} as const satisfies Record<Shinsal, SajuNames>;

/** 지장간 types: 여기 (residual), 중기 (middle) and 정기 (main) qi. */
export const HIDDEN_STEM_TYPE_LABELS = {
  residual: { ko: '여기', hanja: '餘氣', en: 'Residual' },
  middle: { ko: '중기', hanja: '中氣', en: 'Middle' },
  main: { ko: '정기', hanja: '正氣', en: 'Main' },
} as const satisfies Record<HiddenType, SajuNames>;

/**
 * 귀인 (tables.ts NOBLE_STAR_IDS): Korean as the records key them; English as the usual renderings of
 * English BaZi literature (Nobleman → Heavenly Noble …).
 */
export const NOBLE_STAR_LABELS = {
  tian_yi_gui_ren: { ko: '천을귀인', hanja: '天乙貴人', en: 'Heavenly Noble' },
  tian_de_gui_ren: { ko: '천덕귀인', hanja: '天德貴人', en: 'Heavenly Virtue' },
  yue_de_gui_ren: { ko: '월덕귀인', hanja: '月德貴人', en: 'Monthly Virtue' },
  wen_chang_gui_ren: { ko: '문창귀인', hanja: '文昌貴人', en: 'Literary Star' },
  xue_tang_gui_ren: { ko: '학당귀인', hanja: '學堂貴人', en: 'Academy Star' },
  jian_lu: { ko: '건록', hanja: '建祿', en: 'Prosperity Star' },
  jin_yu_lu: { ko: '금여록', hanja: '金輿祿', en: 'Golden Carriage' },
  an_lu: { ko: '암록', hanja: '暗祿', en: 'Hidden Prosperity' },
  tai_ji_gui_ren: { ko: '태극귀인', hanja: '太極貴人', en: 'Supreme Ultimate Noble' },
} as const satisfies Record<NobleStarId, SajuNames>;

/** 흉살 (tables.ts EVIL_STAR_IDS): Korean as the records key them; English as English BaZi literature renders them. */
export const EVIL_STAR_LABELS = {
  yang_ren: { ko: '양인', hanja: '羊刃', en: 'Yang Blade' },
  bai_hu_da_sha: { ko: '백호대살', hanja: '白虎大殺', en: 'White Tiger' },
  kui_gang: { ko: '괴강', hanja: '魁罡', en: 'Kui Gang' },
  yuan_chen: { ko: '원진', hanja: '怨嗔', en: 'Resentment' },
  gui_men_guan_sha: { ko: '귀문관살', hanja: '鬼門關殺', en: 'Ghost Gate' },
  hong_yan: { ko: '홍염', hanja: '紅艶', en: 'Red Allure' },
  gu_chen: { ko: '고신살', hanja: '孤辰', en: 'Lonely Star' },
  gua_su: { ko: '과숙살', hanja: '寡宿', en: 'Solitary Star' },
  xuan_zhen: { ko: '현침살', hanja: '懸針', en: 'Hanging Needle' },
  kong_wang: { ko: '공망', hanja: '空亡', en: 'Void' },
} as const satisfies Record<EvilStarId, SajuNames>;

/** A 귀인's or 흉살's names. */
export const starNames = (id: StarId): SajuNames => (isNobleStar(id) ? NOBLE_STAR_LABELS[id] : EVIL_STAR_LABELS[id]);
