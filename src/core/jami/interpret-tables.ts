/**
 * Rule and text tables for the interpretive jami blocks (interpret.ts): branch relations, star
 * classes, classic patterns (格局), the fortune scoring and the Korean texts. Branches and
 * stems are written in hanja as in docs/jami.md and parsed once here.
 */
import { BRANCHES } from '../saju/ganzhi.js';
import type { MajorStarId, StarId } from './tables.js';
import type { Brightness, Mutagen, PalaceId, StarKind } from './types.js';

/** Branch index of a hanja branch character. */
export const branch = (ch: string) => {
  const i = BRANCHES.findIndex((b) => b.hanja === ch);
  if (i < 0) throw new RangeError(`unknown branch ${ch}`);
  return i;
};
const branches = (s: string) => [...s].map(branch);

// ── 형충관계 (traditional branch relations) ──────────────────────────────────────────────────────

/** A named set of branches (indices). */
interface BranchSet {
  name: string;
  branches: number[];
}

/**
 * 三刑 (三命通會): 寅巳申 (寅刑巳, 巳刑申, 申刑寅), 丑戌未 (丑刑戌, 戌刑未, 未刑丑), 子卯 (子卯相刑) and the
 * 自刑 of 辰午酉亥, each of which punishes only itself. Listed under the names the service returns.
 * The classical sub-names (無恩之刑, 恃勢之刑) are assigned the other way round in many Korean
 * books, so the service does not use them.
 */
export const SANXING = [
  { name: '인사신 삼형', branches: branches('寅巳申') },
  { name: '축술미 삼형', branches: branches('丑戌未') },
  { name: '자묘 상형', branches: branches('子卯') },
  { name: '진진 자형', branches: branches('辰') },
  { name: '오오 자형', branches: branches('午') },
  { name: '유유 자형', branches: branches('酉') },
  { name: '해해 자형', branches: branches('亥') },
] as const satisfies readonly BranchSet[];

/** 六冲: each branch and the one opposite it, 子午 丑未 寅申 卯酉 辰戌 巳亥. */
export const LIUCHONG = [
  { name: '자오 충', branches: branches('子午') },
  { name: '축미 충', branches: branches('丑未') },
  { name: '인신 충', branches: branches('寅申') },
  { name: '묘유 충', branches: branches('卯酉') },
  { name: '진술 충', branches: branches('辰戌') },
  { name: '사해 충', branches: branches('巳亥') },
] as const satisfies readonly BranchSet[];

/** 三合局: 申子辰 水, 亥卯未 木, 寅午戌 火, 巳酉丑 金 (the middle branch is the element's 旺地). */
export const SANHE = [
  { name: '신자진 수국', branches: branches('申子辰') },
  { name: '해묘미 목국', branches: branches('亥卯未') },
  { name: '인오술 화국', branches: branches('寅午戌') },
  { name: '사유축 금국', branches: branches('巳酉丑') },
] as const satisfies readonly BranchSet[];

/** 六合: 子丑 土, 寅亥 木, 卯戌 火, 辰酉 金, 巳申 水, 午未 (太陽·太陰, 土). */
export const LIUHE = [
  { name: '자축 합토', branches: branches('子丑') },
  { name: '인해 합목', branches: branches('寅亥') },
  { name: '묘술 합화', branches: branches('卯戌') },
  { name: '진유 합금', branches: branches('辰酉') },
  { name: '사신 합수', branches: branches('巳申') },
  { name: '오미 합토', branches: branches('午未') },
] as const satisfies readonly BranchSet[];
export type PunishmentName = (typeof SANXING)[number]['name'];
export type ClashName = (typeof LIUCHONG)[number]['name'];
export type ThreeHarmonyName = (typeof SANHE)[number]['name'];
export type SixHarmonyName = (typeof LIUHE)[number]['name'];

// ── Star classes ─────────────────────────────────────────────────────────────────────────────

/** The six malefics (六煞) and the lucky helpers (六吉 with 祿存 and 天馬). */
export const MALEFICS = ['qingyang', 'tuoluo', 'huoxing', 'lingxing', 'dikong', 'dijie'] as const satisfies readonly StarId[];
export const HELPERS = ['zuofu', 'youbi', 'wenchang', 'wenqu', 'tiankui', 'tianyue', 'lucun', 'tianma'] as const satisfies readonly StarId[];

/**
 * Polarity of the non-major stars: +1 吉, −1 凶, absent = neutral. The helpers are 吉, the malefics
 * 凶; the minor stars follow their usual reading (天刑 刑傷, 天姚 桃花 trouble, 天哭·天虛 sorrow, 孤辰·寡宿
 * loneliness, 天月 illness …). 華蓋 is neutral.
 */
const LUCKY_MINORS = [
  'tianguan', 'tianfu_blessing', 'engguang', 'tiangui', 'santai', 'bazuo', 'taifu', 'fenggao', 'longchi', 'fengge', 'tiancai', 'tianshou', 'tianwu', 'jieshen',
  'nianjie', 'yuede', 'tiande', 'tianchu', 'hongluan', 'tianxi',
] as const satisfies readonly StarId[];
const UNLUCKY_MINORS = [
  'tianxing', 'tianyao', 'tianku', 'tianxu', 'guchen', 'guasu', 'posui', 'yinsha', 'feilian', 'xianchi', 'tiankong', 'xunkong', 'jielu', 'kongwang',
  'tianshang', 'tianshi', 'tianyue_moon',
] as const satisfies readonly StarId[];
export const STAR_POLARITY: Readonly<Partial<Record<StarId, 1 | -1>>> = Object.fromEntries([
  ...HELPERS.map((s) => [s, 1] as const),
  ...MALEFICS.map((s) => [s, -1] as const),
  ...LUCKY_MINORS.map((s) => [s, 1] as const),
  ...UNLUCKY_MINORS.map((s) => [s, -1] as const),
]);

/** 廟 and 旺 count as bright, 不 and 陷 as dim (used by the patterns and the texts). */
export const BRIGHT: readonly Brightness[] = ['miao', 'wang'];
export const DIM: readonly Brightness[] = ['bu', 'xian'];

/** The service's keyword for each of the 14 main stars (their classical nature), for the texts. */
export const MAJOR_KEYWORDS: Readonly<Record<MajorStarId, string>> = {
  ziwei: '주도력과 품위',
  tianji: '기획력과 변화 감각',
  taiyang: '명예와 베푸는 힘',
  wuqu: '재물 감각과 결단력',
  tiantong: '여유와 화합',
  lianzhen: '열정과 원칙',
  tianfu: '안정과 축적',
  taiyin: '섬세함과 내실',
  tanlang: '욕망과 사교성',
  jumen: '언변과 탐구심',
  tianxiang: '조정력과 신뢰',
  tianliang: '보호 본능과 원숙함',
  qisha: '추진력과 개척 정신',
  pojun: '변혁과 재편의 힘',
};

/** What each palace governs (theme) and the field to work on when it is activated (field). */
export const PALACE_TOPICS: Readonly<Record<PalaceId, { theme: string; field: string }>> = {
  soul: { theme: '자기 자신과 삶의 방향', field: '자기 계발' },
  siblings: { theme: '형제·동료와의 관계', field: '동료·형제 관계' },
  spouse: { theme: '배우자와 연애', field: '배우자·연애' },
  children: { theme: '자녀·후배와 창작', field: '자녀·후배·창작 활동' },
  wealth: { theme: '재물의 흐름', field: '수입·재테크' },
  health: { theme: '건강과 체력', field: '건강 관리' },
  surface: { theme: '이동과 대외 활동', field: '이동·해외·대외 활동' },
  friends: { theme: '친구·부하와 인맥', field: '인맥·팀워크' },
  career: { theme: '직업과 사회적 지위', field: '직업·경력' },
  property: { theme: '부동산과 가정 환경', field: '부동산·주거' },
  spirit: { theme: '정신적 여유와 취미', field: '취미·마음 관리' },
  parents: { theme: '부모·윗사람과 문서', field: '문서·학업·윗사람 관계' },
};

/** What each transformation does to the palace it enters (the service's wording). */
export const MUTAGEN_EFFECTS: Readonly<Record<Mutagen, string>> = {
  lu: '순조로운 흐름과 새 기회가 생깁니다',
  quan: '주도권과 실행력이 커집니다',
  ke: '평판과 귀인의 도움이 따릅니다',
  ji: '집착과 차질이 생기기 쉽습니다',
};

// ── 화성영성관계 / 지공지겁관계 ───────────────────────────────────────────────────────────────────

/**
 * How two stars relate by the number of palaces between them (0–6 either way): 同宮 (동궁), adjacent
 * (인접), 夾 (협: they flank the palace between them), 三合 (four apart), 對沖 (대충: opposite); 3 and 5
 * apart (원격) meet in no classical aspect. `{mid}` is the flanked palace (with its object particle).
 */
export const PAIR_ASPECTS: readonly { name: string; text: string }[] = [
  { name: '동궁', text: '한 궁에 함께 있어 두 기운이 겹쳐 강하게 작용합니다' },
  { name: '인접', text: '나란히 붙어 있어 서로 기운을 주고받습니다' },
  { name: '협', text: '{mid} 사이에 두고 양옆에서 협(夾)합니다' },
  { name: '원격', text: '세 칸 떨어져 직접 만나지 않으므로 영향이 분산됩니다' },
  { name: '삼합', text: '삼합 방위에서 서로 호응해 작용이 커집니다' },
  { name: '원격', text: '다섯 칸 떨어져 직접 만나지 않으므로 영향이 분산됩니다' },
  { name: '대충', text: '정면으로 마주 보며 서로 충(沖)합니다' },
];

/** The pairs and what they stand for when they touch 명궁's 삼방사정. */
export const STAR_PAIRS = {
  fireBell: { stars: ['huoxing', 'lingxing'], nature: '급한 성미와 돌발적인 변동' },
  void: { stars: ['dikong', 'dijie'], nature: '이상에 치우친 판단과 예기치 않은 손재' },
} as const satisfies Record<string, { stars: readonly [StarId, StarId]; nature: string }>;

// ── 격국 ────────────────────────────────────────────────────────────────────────────────────

/**
 * Where a clause's stars must sit, relative to 명궁 L: 'life' at L; 'trine' in
 * the two 三合 palaces L±4 (not L itself); 'sanfang' in 三方四正 {L, L+4, L+8, L+6}; 'together' all in
 * one palace of 三方四正; 'flank' one each side of 명궁 (L−1 and L+1, 夾命); or a fixed branch (hanja).
 */
export type Where = 'life' | 'trine' | 'sanfang' | 'together' | 'flank' | HanjaBranch;
/** A branch in hanja, as the rules write it. */
export type HanjaBranch = '子' | '丑' | '寅' | '卯' | '辰' | '巳' | '午' | '未' | '申' | '酉' | '戌' | '亥';

/**
 * A star token is a star name, a transformation (화록 화권 화과 화기 = the star carrying that
 * birth transformation) or alternatives joined by '|'. `light` requires 廟/旺 ('bright') or 不/陷
 * ('dim') for every star of the clause.
 */
export interface Clause {
  stars: string[];
  where: Where;
  light?: 'bright' | 'dim';
}

export interface PatternRule {
  name: string;
  /** 주요 = classic main patterns; 보조 = the supplementary 夾命 and 命無正曜 configurations. */
  tier: '주요' | '보조';
  verdict: '길' | '흉' | '길흉 혼재';
  /** Significance when choosing 특수격국 (the highest found wins; table order breaks ties). */
  rank: number;
  /** 명궁 must sit on one of these branches (hanja). */
  lifeOn?: string;
  /** 명궁 holds no main star (命無正曜). */
  emptyLife?: true;
  clauses: Clause[];
  meaning: string;
}

/**
 * Classic patterns as commonly summarised from 紫微斗數全書 (and 斗數骨髓賦), reduced to the star
 * positions the service can test. Where the books list extra refinements (e.g. 石中隱玉 prefers
 * 祿權科), the rule keeps the core configuration and the text names the actual stars.
 */
export const PATTERNS: readonly PatternRule[] = [
  {
    name: '군신경회격(君臣慶會格)', tier: '주요', verdict: '길', rank: 95,
    clauses: [{ stars: ['ziwei'], where: 'life' }, { stars: ['zuofu', 'youbi'], where: 'sanfang' }],
    meaning: '제왕성 자미가 명궁을 지키고 좌보·우필이 삼방사정에서 보필하니, 사람을 거느리고 큰일을 이끄는 귀격입니다.',
  },
  {
    name: '자부동궁격(紫府同宮格)', tier: '주요', verdict: '길', rank: 90,
    clauses: [{ stars: ['ziwei', 'tianfu'], where: 'life' }],
    meaning: '자미와 천부가 명궁에 함께 앉아 권위와 재고(財庫)를 겸하니, 안정 속에 지위와 재물을 함께 쌓는 격입니다.',
  },
  {
    name: '양타협기격(羊陀夾忌格)', tier: '주요', verdict: '흉', rank: 88,
    clauses: [{ stars: ['ji'], where: 'life' }, { stars: ['qingyang', 'tuoluo'], where: 'flank' }],
    meaning: '화기가 든 명궁을 경양·타라가 양옆에서 끼고 있어 일이 막히고 시비가 겹치기 쉬운 격이니, 무리한 확장을 피하고 차근차근 풀어가야 합니다.',
  },
  {
    name: '명주출해격(明珠出海格)', tier: '주요', verdict: '길', rank: 85, lifeOn: '未', emptyLife: true,
    clauses: [{ stars: ['taiyang'], where: '卯' }, { stars: ['taiyin'], where: '亥' }],
    meaning: '빈 미궁 명궁을 묘궁의 태양과 해궁의 태음이 함께 비추니, 바다에서 떠오르는 밝은 구슬처럼 늦게라도 크게 빛나는 귀격입니다.',
  },
  {
    name: '형수협인격(刑囚夾印格)', tier: '주요', verdict: '흉', rank: 82,
    clauses: [{ stars: ['lianzhen', 'tianxiang', 'qingyang'], where: 'life' }],
    meaning: '인성(印星) 천상이 수성(囚星) 염정과 형성(刑星) 경양 사이에 갇힌 격으로, 법적 분쟁과 구설을 조심하고 원칙을 지켜야 합니다.',
  },
  {
    name: '부상조원격(府相朝垣格)', tier: '주요', verdict: '길', rank: 80,
    clauses: [{ stars: ['tianfu', 'tianxiang'], where: 'trine' }],
    meaning: '천부와 천상이 삼합 방위에서 명궁을 향해 조공하니, 의식주가 넉넉하고 윗사람의 신임을 얻는 격입니다.',
  },
  {
    name: '극향리명격(極向離明格)', tier: '주요', verdict: '길', rank: 80, lifeOn: '午',
    clauses: [{ stars: ['ziwei'], where: 'life' }],
    meaning: '북극성 자미가 남쪽 오궁에서 밝게 빛나니, 품위와 통솔력으로 높은 자리에 오르는 격입니다.',
  },
  {
    name: '양량창록격(陽梁昌祿格)', tier: '주요', verdict: '길', rank: 78,
    clauses: [{ stars: ['taiyang', 'tianliang', 'wenchang', 'lucun|lu'], where: 'sanfang' }],
    meaning: '태양·천량·문창에 녹(祿)이 삼방사정에서 모이니, 시험과 학문으로 이름을 얻고 공직·전문직에서 빛나는 격입니다.',
  },
  {
    name: '삼기가회격(三奇嘉會格)', tier: '주요', verdict: '길', rank: 76,
    clauses: [{ stars: ['lu', 'quan', 'ke'], where: 'sanfang' }],
    meaning: '화록·화권·화과가 모두 명궁의 삼방사정에 모이니, 재물·권한·명예가 고루 따르는 격입니다.',
  },
  {
    name: '일월병명격(日月並明格)', tier: '주요', verdict: '길', rank: 75,
    clauses: [{ stars: ['taiyang', 'taiyin'], where: 'sanfang', light: 'bright' }],
    meaning: '밝은 태양과 태음이 함께 명궁을 비추니, 이름과 실속을 함께 얻고 안팎으로 인정받는 격입니다.',
  },
  {
    name: '일월반배격(日月反背格)', tier: '주요', verdict: '흉', rank: 74,
    clauses: [{ stars: ['taiyang', 'taiyin'], where: 'sanfang', light: 'dim' }],
    meaning: '어두운 태양과 태음이 명궁의 삼방사정에 드니, 애써도 빛을 보기 어려워 고향을 떠나 자수성가하는 편이 좋은 격입니다.',
  },
  {
    name: '화탐격(火貪格)', tier: '주요', verdict: '길', rank: 72,
    clauses: [{ stars: ['tanlang', 'huoxing'], where: 'together' }],
    meaning: '탐랑과 화성이 한 궁에서 명궁의 삼방사정에 드니, 뜻밖의 기회로 단번에 성취하는 폭발력이 있는 격입니다.',
  },
  {
    name: '녹마교치격(祿馬交馳格)', tier: '주요', verdict: '길', rank: 72,
    clauses: [{ stars: ['lucun|lu', 'tianma'], where: 'together' }],
    meaning: '녹(祿)과 천마가 한 궁에서 명궁의 삼방사정에 드니, 움직일수록 재물이 불어나는 격입니다.',
  },
  {
    name: '영탐격(鈴貪格)', tier: '주요', verdict: '길', rank: 70,
    clauses: [{ stars: ['tanlang', 'lingxing'], where: 'together' }],
    meaning: '탐랑과 영성이 한 궁에서 명궁의 삼방사정에 드니, 예상 밖의 계기로 두각을 나타내는 격입니다.',
  },
  {
    name: '석중은옥격(石中隱玉格)', tier: '주요', verdict: '길', rank: 70, lifeOn: '子午',
    clauses: [{ stars: ['jumen'], where: 'life' }],
    meaning: '자·오궁의 거문이 명궁을 지키니, 돌 속에 감춰진 옥처럼 실력을 갈고닦아 늦게 크게 드러나는 격입니다.',
  },
  {
    name: '기월동량격(機月同梁格)', tier: '주요', verdict: '길', rank: 70,
    clauses: [{ stars: ['tianji', 'taiyin', 'tiantong', 'tianliang'], where: 'sanfang' }],
    meaning: '천기·태음·천동·천량이 명궁의 삼방사정에 모이니, 조직 안에서 기획과 관리로 안정된 성과를 내는 격입니다.',
  },
  {
    name: '월랑천문격(月朗天門格)', tier: '주요', verdict: '길', rank: 68, lifeOn: '亥',
    clauses: [{ stars: ['taiyin'], where: 'life' }],
    meaning: '밤하늘의 문인 해궁에서 태음이 명궁을 밝히니, 재물과 덕망을 함께 얻는 격입니다.',
  },
  {
    name: '일조뇌문격(日照雷門格)', tier: '주요', verdict: '길', rank: 68, lifeOn: '卯',
    clauses: [{ stars: ['taiyang'], where: 'life' }],
    meaning: '떠오르는 태양이 묘궁 명궁을 비추니, 이른 나이에 두각을 나타내고 명예가 높아지는 격입니다.',
  },
  {
    name: '금찬광휘격(金燦光輝格)', tier: '주요', verdict: '길', rank: 68, lifeOn: '午',
    clauses: [{ stars: ['taiyang'], where: 'life' }],
    meaning: '한낮의 태양이 오궁 명궁에서 가장 밝게 빛나니, 부와 명예가 뚜렷한 격입니다.',
  },
  {
    name: '거기동림격(巨機同臨格)', tier: '주요', verdict: '길', rank: 67, lifeOn: '卯',
    clauses: [{ stars: ['jumen', 'tianji'], where: 'life' }],
    meaning: '거문과 천기가 묘궁 명궁에 함께 있어, 뛰어난 언변과 두뇌로 전문 분야에서 성공하는 격입니다.',
  },
  {
    name: '칠살조두격(七殺朝斗格)', tier: '주요', verdict: '길', rank: 66, lifeOn: '子午寅申',
    clauses: [{ stars: ['qisha'], where: 'life' }],
    meaning: '칠살이 자·오·인·신궁에서 명궁을 지키며 자미를 향하니, 강한 추진력으로 어려움을 뚫고 자리를 잡는 격입니다.',
  },
  {
    name: '영성입묘격(英星入廟格)', tier: '주요', verdict: '길', rank: 66, lifeOn: '子午',
    clauses: [{ stars: ['pojun'], where: 'life' }],
    meaning: '파군이 자·오궁에서 명궁을 지키니, 낡은 것을 허물고 새로 세우는 개척자로 크게 이루는 격입니다.',
  },
  {
    name: '살파랑격(殺破狼格)', tier: '주요', verdict: '길흉 혼재', rank: 65,
    clauses: [{ stars: ['qisha', 'pojun', 'tanlang'], where: 'sanfang' }],
    meaning: '칠살·파군·탐랑이 명궁의 삼방사정을 이루니, 변화와 도전 속에서 기회를 잡는 대신 기복도 큰 격입니다.',
  },
  {
    name: '문계문화격(文桂文華格)', tier: '주요', verdict: '길', rank: 64, lifeOn: '丑未',
    clauses: [{ stars: ['wenchang', 'wenqu'], where: 'life' }],
    meaning: '문창과 문곡이 축·미궁 명궁에 함께 있어, 글과 학문의 재능이 빼어난 격입니다.',
  },
  {
    name: '녹합원앙격(祿合鴛鴦格)', tier: '주요', verdict: '길', rank: 62,
    clauses: [{ stars: ['lucun', 'lu'], where: 'life' }],
    meaning: '녹존과 화록이 명궁에 함께 있어 재물 복이 겹치는 격입니다.',
  },
  {
    name: '마두대전격(馬頭帶箭格)', tier: '주요', verdict: '길흉 혼재', rank: 60, lifeOn: '午',
    clauses: [{ stars: ['qingyang'], where: 'life' }],
    meaning: '오궁 명궁의 경양이 말머리에 화살을 꽂은 형상이니, 험한 경쟁을 뚫고 무(武)로 이름을 떨치지만 다툼과 부상을 조심해야 하는 격입니다.',
  },
  {
    name: '일월협명격(日月夾命格)', tier: '보조', verdict: '길', rank: 52,
    clauses: [{ stars: ['taiyang', 'taiyin'], where: 'flank' }],
    meaning: '태양과 태음이 명궁을 양옆에서 감싸 안팎의 후원을 받는 구성입니다.',
  },
  {
    name: '좌우협명격(左右夾命格)', tier: '보조', verdict: '길', rank: 50,
    clauses: [{ stars: ['zuofu', 'youbi'], where: 'flank' }],
    meaning: '좌보와 우필이 명궁을 양옆에서 보좌해 주변의 도움을 잘 받는 구성입니다.',
  },
  {
    name: '창곡협명격(昌曲夾命格)', tier: '보조', verdict: '길', rank: 50,
    clauses: [{ stars: ['wenchang', 'wenqu'], where: 'flank' }],
    meaning: '문창과 문곡이 명궁을 양옆에서 감싸 학문과 문서 운이 따르는 구성입니다.',
  },
  {
    name: '괴월공명격(魁鉞拱命格)', tier: '보조', verdict: '길', rank: 48,
    clauses: [{ stars: ['tiankui', 'tianyue'], where: 'sanfang' }],
    meaning: '천괴와 천월이 명궁의 삼방사정에 들어 고비마다 귀인의 도움을 받는 구성입니다.',
  },
  {
    name: '화령협명격(火鈴夾命格)', tier: '보조', verdict: '흉', rank: 45,
    clauses: [{ stars: ['huoxing', 'lingxing'], where: 'flank' }],
    meaning: '화성과 영성이 명궁을 양옆에서 끼고 있어 성급함과 돌발 사고를 조심해야 하는 구성입니다.',
  },
  {
    name: '공겁협명격(空劫夾命格)', tier: '보조', verdict: '흉', rank: 45,
    clauses: [{ stars: ['dikong', 'dijie'], where: 'flank' }],
    meaning: '지공과 지겁이 명궁을 양옆에서 끼고 있어 재물의 허실과 계획의 차질을 조심해야 하는 구성입니다.',
  },
  {
    name: '명무정요격(命無正曜格)', tier: '보조', verdict: '길흉 혼재', rank: 20, emptyLife: true,
    clauses: [],
    meaning: '명궁에 주성이 없어 대궁의 별을 빌려 쓰니, 환경에 따라 모습을 바꾸는 적응력이 크지만 주관을 세우는 노력이 필요합니다.',
  },
];

/** 특수격국 when no pattern is found. */
export const FALLBACK_PATTERN = { name: '평격(平格)', verdict: '평' } as const;

// ── 운세_평가 scoring ────────────────────────────────────────────────────────────────────────

/**
 * The service's fortune scoring. A star's points = kind weight × its value + its transformation:
 * - a main star's value is its brightness (廟 1 … 陷 −0.6: a dim main star drags the palace down);
 * - another star's value is its polarity (STAR_POLARITY, ±1, neutral 0) plus a brightness shift
 *   (a bright helper helps more, a bright malefic harms less, as 擎羊入廟 is read);
 * - transformations add 록 +2.5, 권 +2, 과 +1.5, 기 −3.
 * A palace's points are the sum over its stars. An area's raw value is the weighted mean over its
 * focus palaces and their 삼방사정 (focus 1, opposite 0.5, each 三合 palace 0.3); the score is
 * 50 + 8 × raw, rounded and clamped to 0–100 (so an average palace of +2.5 points reads 70).
 * 전체_운 = the mean of 명궁's own score and the mean of the six areas.
 */
export const SCORING = {
  kindWeight: { major: 3, auxiliary: 2, minor: 0.5 } satisfies Record<StarKind, number>,
  majorBrightness: { miao: 1, wang: 0.8, de: 0.6, li: 0.3, ping: 0.1, bu: -0.3, xian: -0.6 } satisfies Record<Brightness, number>,
  brightnessShift: { miao: 0.5, wang: 0.4, de: 0.2, li: 0, ping: 0, bu: -0.2, xian: -0.4 } satisfies Record<Brightness, number>,
  mutagen: { lu: 2.5, quan: 2, ke: 1.5, ji: -3 } satisfies Record<Mutagen, number>,
  palaceWeight: { focus: 1, opposite: 0.5, trine: 0.3 },
  center: 50,
  perPoint: 8,
};

/**
 * The fortune areas with their Korean names (for the texts) and focus palaces (재물 = 재백 + 전택,
 * 학업 = 부모(文書) + 관록 …).
 */
export const FORTUNE_AREAS = {
  wealth: { name: '재물운', palaces: ['wealth', 'property'] },
  career: { name: '직업운', palaces: ['career', 'surface'] },
  love: { name: '감정운', palaces: ['spouse', 'spirit'] },
  health: { name: '건강운', palaces: ['health'] },
  relationships: { name: '대인운', palaces: ['friends', 'siblings'] },
  study: { name: '학업운', palaces: ['parents', 'career'] },
} as const satisfies Record<string, { name: string; palaces: readonly PalaceId[] }>;
export type FortuneArea = keyof typeof FORTUNE_AREAS;

/** Score bands for the summary (lowest score of each band). */
export const SCORE_LEVELS: readonly { min: number; word: string }[] = [
  { min: 80, word: '매우 좋음' },
  { min: 65, word: '좋음' },
  { min: 50, word: '보통' },
  { min: 35, word: '다소 약함' },
  { min: 0, word: '약함' },
];

// ── 대한 / 유년 ─────────────────────────────────────────────────────────────────────────────

/**
 * 六內宮 (我宮: 命 財 疾 田 官 福, the palaces of the self) and 六外宮 (他宮: 兄 夫 子 遷 友 父, the
 * palaces of other people), counted from the period's 명궁, as indices into PALACE_IDS.
 */
export const INNER_PALACES = [0, 4, 5, 9, 8, 10];
export const OUTER_PALACES = [1, 2, 3, 6, 7, 11];

/** The annual palace each 유년_주요사항 list reads, with its subject for the texts. */
export const ANNUAL_TOPICS = {
  wealthOpportunities: { palace: 'wealth', subject: '재물' },
  emotionalChanges: { palace: 'spouse', subject: '연애·부부 관계' },
  healthCautions: { palace: 'health', subject: '건강' },
  careerChanges: { palace: 'career', subject: '직업' },
} as const satisfies Record<string, { palace: PalaceId; subject: string }>;
export type AnnualTopic = keyof typeof ANNUAL_TOPICS;
