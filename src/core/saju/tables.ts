/**
 * Saju lookup tables (docs/saju.md §5–§7) and the service's Korean texts for them.
 * Stems and branches are indices into STEMS / BRANCHES (ganzhi.ts); the tables are written in hanja
 * as in docs/saju.md and parsed once here.
 */
import { STEMS, branchOfHanja as branch, elementOfKorean, stemOfHanja as stem, type Element, type Pillar } from './ganzhi.js';

const branches = (s: string) => [...s].map(branch);
const ganzi = (s: string): Pillar => ({ stem: stem(s[0]), branch: branch(s[1]) });

// ── 십신 ───────────────────────────────────────────────────────────────────────────────────────

/**
 * Ten gods (§5), indexed by the steps from the day stem's element to the target's along 木→火→土→金→水:
 * 0 same, 1 the day stem produces it, 2 controls it, 3 it controls the day stem, 4 it produces the day stem.
 * `gods` = [same polarity, different polarity], by id (labels.ts TEN_GOD_LABELS: 비견 … 정인); `trait` and `use` are the service's texts for a chart
 * in which that group is the strongest element.
 */
export const TEN_GODS = [
  { group: '비겁', gods: ['bi_jian', 'jie_cai'], trait: '자기 주관과 독립심이 뚜렷합니다', use: '혼자 이끄는 일이나 동료와 힘을 모으는 협업에서 강점을 살리세요' },
  { group: '식상', gods: ['shi_shen', 'shang_guan'], trait: '표현력과 재주가 풍부하고 생각을 밖으로 드러내는 힘이 큽니다', use: '말·글·기술·창작처럼 재능을 드러내는 분야에서 강점을 살리세요' },
  { group: '재성', gods: ['pian_cai', 'zheng_cai'], trait: '현실 감각이 좋고 재물과 결과를 챙기는 능력이 돋보입니다', use: '사업·재무·영업처럼 재물을 다루는 분야에서 강점을 살리세요' },
  { group: '관성', gods: ['pian_guan', 'zheng_guan'], trait: '책임감과 규율 의식이 강하고 조직 안에서 인정받기 쉽습니다', use: '조직·공직·관리직처럼 책임과 명예가 따르는 자리에서 강점을 살리세요' },
  { group: '인성', gods: ['pian_yin', 'zheng_yin'], trait: '배움과 사색을 즐기고 주변의 도움을 잘 받아들입니다', use: '학문·연구·교육·자격처럼 지식을 쌓는 분야에서 강점을 살리세요' },
] as const;

// ── 천간·오행 ─────────────────────────────────────────────────────────────────────────────────

/** The traditional image of each day stem 甲…癸 (the service's wording). */
export const STEM_NATURES: readonly { image: string; trait: string }[] = [
  { image: '곧게 뻗는 큰 나무', trait: '곧은 추진력과 성장 욕구' },
  { image: '부드럽게 뻗는 풀과 덩굴', trait: '유연한 적응력과 끈기' },
  { image: '세상을 비추는 태양', trait: '밝고 적극적인 열정' },
  { image: '어둠을 밝히는 촛불', trait: '섬세한 배려와 집중력' },
  { image: '듬직한 큰 산', trait: '묵직한 신뢰감과 포용력' },
  { image: '곡식을 기르는 논밭', trait: '실속 있는 성실함과 보살핌' },
  { image: '단단한 바위와 무쇠', trait: '강한 결단력과 의리' },
  { image: '잘 다듬어진 보석', trait: '섬세한 감각과 자존심' },
  { image: '넓고 깊은 바다', trait: '큰 포부와 지혜' },
  { image: '만물을 적시는 비와 이슬', trait: '조용한 지혜와 감수성' },
];

/**
 * Five elements (§7): the traditional correspondences (organs, colour, direction) and the service's
 * texts for an excess and for making up a lack.
 */
interface ElementInfo {
  organs: string;
  color: string;
  direction: string;
  activity: string;
  excess: string;
}
export const ELEMENT_INFO: Record<Element, ElementInfo> = {
  wood: { organs: '간·담과 근육', color: '초록', direction: '동쪽', activity: '숲길 산책과 새로운 배움', excess: '고집과 무리한 확장' },
  fire: { organs: '심장·소장과 혈액순환', color: '빨강', direction: '남쪽', activity: '햇볕 아래 운동과 적극적인 표현', excess: '성급함과 감정의 과열' },
  earth: { organs: '비장·위장과 소화기', color: '노랑', direction: '중앙', activity: '규칙적인 식사와 흙을 가까이하는 취미', excess: '고집과 변화에 대한 둔감함' },
  metal: { organs: '폐·대장과 호흡기', color: '흰색', direction: '서쪽', activity: '정리 정돈과 원칙을 세우는 습관', excess: '지나친 냉정함과 날카로운 말' },
  water: { organs: '신장·방광과 생식기', color: '검정·남색', direction: '북쪽', activity: '물가 휴식과 충분한 수면, 독서', excess: '지나친 걱정과 우유부단함' },
};

// ── 궁위 ─────────────────────────────────────────────────────────────────────────────────────

/** The pillars as palaces (궁위): Korean prefix (년간, 월지, 일주 …) and the traditional domain of life. */
export const PALACES = {
  year: { name: '년', domain: '집안·유년기' },
  month: { name: '월', domain: '부모형제·사회생활' },
  day: { name: '일', domain: '배우자·자기 자신' },
  hour: { name: '시', domain: '자녀·말년' },
} as const;

// ── 지장간 ───────────────────────────────────────────────────────────────────────────────────

/** 여기 (residual), 중기 (middle), 정기 (main) qi of a branch, by id (labels.ts HIDDEN_STEM_TYPE_LABELS). */
export const HIDDEN_STEM_TYPES = ['residual', 'middle', 'main'] as const;
export type HiddenType = (typeof HIDDEN_STEM_TYPES)[number];
export interface HiddenStem {
  stem: number;
  type: HiddenType;
  days: number;
}

/**
 * 지장간 (月律分野, §6.1), branches 子…亥, in the order 여기 → 중기 → 정기; the days of each branch sum
 * to 30. 子卯酉 have no 중기. 申's 여기 is 戊7 (the notes' table; some schools use 己7).
 */
export const HIDDEN_STEMS: readonly (readonly HiddenStem[])[] = [
  '壬10 癸20', '癸9 辛3 己18', '戊7 丙7 甲16', '甲10 乙20', '乙9 癸3 戊18', '戊7 庚7 丙16',
  '丙10 己9 丁11', '丁9 乙3 己18', '戊7 壬7 庚16', '庚10 辛20', '辛9 丁3 戊18', '戊7 甲7 壬16',
].map((row) => {
  const parts = row.split(' ');
  const types: HiddenType[] = parts.length === 2 ? ['residual', 'main'] : ['residual', 'middle', 'main'];
  return parts.map((p, i) => ({ stem: stem(p[0]), type: types[i], days: Number(p.slice(1)) }));
});

// ── 12운성 ───────────────────────────────────────────────────────────────────────────────────

/** 12운성 by id (Pinyin of 長生 沐浴 冠帶 臨官 帝旺 衰 病 死 墓 絶 胎 養; labels.ts STAGE_LABELS: 장생 … 양). */
export const STAGES = ['chang_sheng', 'mu_yu', 'guan_dai', 'lin_guan', 'di_wang', 'shuai', 'bing', 'si', 'mu', 'jue', 'tai', 'yang'] as const;
export type Stage = (typeof STAGES)[number];

/**
 * 12운성 (§6.2): the 장생 branch of each stem 甲…癸; yang stems run forward through the branches, yin
 * stems backward. 戊 follows 丙 and 己 follows 丁 (火土同宮).
 */
export const CHANGSAENG = branches('亥午寅酉寅酉巳子申卯');

/** The service's short description of each stage's energy. */
export const STAGE_ENERGY: Record<Stage, string> = {
  chang_sheng: '새로 태어나 자라기 시작하는 기운 — 시작과 성장의 힘',
  mu_yu: '처음 세상에 드러나는 기운 — 호기심과 감수성이 크고 변화가 잦음',
  guan_dai: '옷과 갓을 갖추는 청년의 기운 — 자신감과 의욕이 넘침',
  lin_guan: '자립해 녹을 받는 장년의 기운 — 안정된 실력과 자립심',
  di_wang: '기운이 정점에 이른 단계 — 강한 추진력과 주도성',
  shuai: '정점을 지나 노련해지는 기운 — 신중함과 경험',
  bing: '기운이 가라앉는 단계 — 섬세한 배려심, 체력 관리가 필요함',
  si: '움직임이 멈추는 단계 — 사색과 정신적 깊이',
  mu: '거두어 저장하는 단계 — 모으고 지키는 힘',
  jue: '이전 기운이 끊기는 단계 — 전환과 새 출발, 변동이 잦음',
  tai: '새 기운이 잉태되는 단계 — 가능성과 구상',
  yang: '품 안에서 길러지는 단계 — 보호 속에 준비하고 키워 가는 힘',
};

// ── 12신살, 三合 ─────────────────────────────────────────────────────────────────────────────

/**
 * 12신살 in table order (§6.3) by id: Pinyin of 劫煞 災煞 天煞 地煞 年煞 月煞 亡神 將星 攀鞍 驛馬 六害 華蓋
 * (labels.ts SHINSAL_LABELS: 겁살 … 화개살, as the reference data spells them).
 */
export const SHINSAL_NAMES = [
  'jie_sha', 'zai_sha', 'tian_sha', 'di_sha', 'nian_sha', 'yue_sha', 'wang_shen', 'jiang_xing', 'pan_an', 'yi_ma', 'liu_hai', 'hua_gai',
] as const;
export type Shinsal = (typeof SHINSAL_NAMES)[number];

/**
 * 三合 groups: the 겁살 branch of the group (§6.3 — the 12신살 follow it branch by branch in
 * SHINSAL_NAMES order) and the group's 월덕귀인 stem (§6.4).
 */
export const SAMHAP: readonly { branches: number[]; geopsal: number; woldeok: number }[] = [
  { branches: branches('申子辰'), geopsal: branch('巳'), woldeok: stem('壬') },
  { branches: branches('寅午戌'), geopsal: branch('亥'), woldeok: stem('丙') },
  { branches: branches('巳酉丑'), geopsal: branch('寅'), woldeok: stem('庚') },
  { branches: branches('亥卯未'), geopsal: branch('申'), woldeok: stem('甲') },
];

// ── 귀인 ─────────────────────────────────────────────────────────────────────────────────────

/**
 * 귀인 by id, in the order the service lists them (strongest first): Pinyin of 天乙貴人 天德貴人 月德貴人
 * 文昌貴人 學堂貴人 建祿 金輿祿 暗祿 太極貴人 (labels.ts NOBLE_STAR_LABELS). 建祿 jian_lu is the star; the
 * 12운성 stage 臨官 that the notes also call 건록 is STAGES' lin_guan.
 */
export const NOBLE_STAR_IDS = [
  'tian_yi_gui_ren', 'tian_de_gui_ren', 'yue_de_gui_ren', 'wen_chang_gui_ren', 'xue_tang_gui_ren', 'jian_lu', 'jin_yu_lu', 'an_lu', 'tai_ji_gui_ren',
] as const;
export type NobleStarId = (typeof NOBLE_STAR_IDS)[number];

/**
 * 귀인 by day stem 甲…癸 (§6.4): the branches where each star sits. Looked up from the day stem only
 * (the year-stem variant is not used). 학당귀인 (= 장생) and 건록 are read from the 12운성 table.
 */
export const NOBLES_BY_DAY_STEM = {
  tian_yi_gui_ren: ['丑未', '子申', '亥酉', '亥酉', '丑未', '子申', '丑未', '寅午', '巳卯', '巳卯'].map(branches),
  wen_chang_gui_ren: [...'巳午申酉申酉亥子寅卯'].map(branches),
  jin_yu_lu: [...'辰巳未申未申戌亥丑寅'].map(branches),
  an_lu: [...'亥戌申未申未巳辰寅丑'].map(branches),
  tai_ji_gui_ren: ['子午', '子午', '卯酉', '卯酉', '辰戌丑未', '辰戌丑未', '寅亥', '寅亥', '巳申', '巳申'].map(branches),
} satisfies Partial<Record<NobleStarId, number[][]>>;

/** 천덕귀인 by month branch 子…亥 (§6.4): a stem or a branch to look for in the chart. */
export const CHEONDEOK: readonly ({ stem: number } | { branch: number })[] = [...'巳庚丁申壬辛亥甲癸寅丙乙'].map((ch) =>
  STEMS.some((s) => s.hanja === ch) ? { stem: stem(ch) } : { branch: branch(ch) },
);

/** The 귀인 (§6.4) texts of the service, by id (labels.ts NOBLE_STAR_LABELS: 천을귀인 … 태극귀인). */
export const NOBLE_STARS: Record<NobleStarId, { meaning: string; impact: string; use: string }> = {
  tian_yi_gui_ren: {
    meaning: '으뜸가는 길신으로, 어려울 때 귀한 사람의 도움을 받는 별',
    impact: '어려울 때 뜻밖의 도움과 후원을 받기 쉽습니다',
    use: '어려울수록 혼자 해결하려 하지 말고 믿을 만한 사람에게 도움을 청하세요',
  },
  tian_de_gui_ren: {
    meaning: '하늘의 덕으로 재난을 덜어 주는 별',
    impact: '위험이 닥쳐도 흉이 줄어들고, 덕을 쌓을수록 복이 커집니다',
    use: '봉사와 선행으로 덕을 쌓을수록 보호의 힘이 커집니다',
  },
  yue_de_gui_ren: {
    meaning: '달의 덕으로 성품을 온화하게 하고 흉을 누그러뜨리는 별',
    impact: '온화한 성품으로 인심을 얻고 흉한 일이 누그러집니다',
    use: '부드러운 태도로 갈등을 중재하는 역할을 맡으면 신망을 얻습니다',
  },
  wen_chang_gui_ren: {
    meaning: '학문과 문장, 총명함의 별',
    impact: '공부와 글, 시험에서 재능을 발휘하기 쉽습니다',
    use: '글쓰기·자격증·시험처럼 지식을 인정받는 활동에 힘을 실으세요',
  },
  xue_tang_gui_ren: {
    meaning: '일간이 장생하는 배움의 자리로, 학문적 재능의 별',
    impact: '배우는 속도가 빠르고 가르치는 일에도 소질을 보입니다',
    use: '꾸준한 학습과 교육·연구 활동이 큰 자산이 됩니다',
  },
  jian_lu: {
    meaning: '일간이 녹을 얻는 자리로, 자립과 안정된 기반의 별',
    impact: '스스로 일어서는 힘과 안정된 생활 기반을 갖추기 쉽습니다',
    use: '남에게 기대기보다 자기 전문성을 키워 자립할 때 운이 열립니다',
  },
  jin_yu_lu: {
    meaning: '황금 수레의 녹으로, 품위와 좋은 배우자·조력자의 별',
    impact: '품위 있는 생활과 좋은 배우자·조력자를 얻기 쉽습니다',
    use: '가까운 사람과의 신뢰를 소중히 하면 그 도움이 큰 힘이 됩니다',
  },
  an_lu: {
    meaning: '드러나지 않게 들어오는 녹으로, 숨은 재물과 도움의 별',
    impact: '드러나지 않게 들어오는 재물과 도움이 있습니다',
    use: '눈에 띄지 않는 꾸준한 저축과 인연 관리가 뒷날의 복이 됩니다',
  },
  tai_ji_gui_ren: {
    meaning: '시작과 끝을 잘 맺게 하는 복으로, 철학·종교적 깊이의 별',
    impact: '한 번 시작한 일을 끝까지 이루고 정신적 깊이를 얻기 쉽습니다',
    use: '명상·철학·종교처럼 내면을 깊게 하는 공부가 잘 맞습니다',
  },
};

// ── 흉살 ─────────────────────────────────────────────────────────────────────────────────────

/**
 * 흉살 by id, in the order the service lists them (strongest first): Pinyin of 羊刃 白虎大殺 魁罡 怨嗔
 * 鬼門關殺 紅艶 孤辰 寡宿 懸針 空亡 (labels.ts EVIL_STAR_LABELS). 고신살, 과숙살 and 현침살 carry 살 in
 * Korean only: their hanja (孤辰, 寡宿, 懸針) have no 殺, so neither do their ids.
 */
export const EVIL_STAR_IDS = ['yang_ren', 'bai_hu_da_sha', 'kui_gang', 'yuan_chen', 'gui_men_guan_sha', 'hong_yan', 'gu_chen', 'gua_su', 'xuan_zhen', 'kong_wang'] as const;
export type EvilStarId = (typeof EVIL_STAR_IDS)[number];
/** A 귀인 or a 흉살: the two id sets share no id. */
export type StarId = NobleStarId | EvilStarId;
export const isNobleStar = (id: StarId): id is NobleStarId => Object.hasOwn(NOBLE_STARS, id);

/** 백호대살 (§6.5): these pillars. */
export const BAEKHO = '甲辰 乙未 丙戌 丁丑 戊辰 壬戌 癸丑'.split(' ').map(ganzi);
/** 괴강 (§6.5) on the day pillar: 庚辰 庚戌 壬辰 壬戌 and 戊戌 (戊辰 is not counted). */
export const GOEGANG = '庚辰 庚戌 壬辰 壬戌 戊戌'.split(' ').map(ganzi);
/** 원진 pairs (§6.5). */
export const WONJIN = '子未 丑午 寅酉 卯申 辰亥 巳戌'.split(' ').map(branches);
/** 귀문관살 pairs (§6.5, the notes' list of the several variants). */
export const GWIMUN = '子酉 丑午 寅未 卯申 辰亥 巳戌'.split(' ').map(branches);
/** 홍염 by day stem 甲…癸 (§6.5; 乙 at 午, not 申). */
export const HONGYEOM = branches('午午寅未辰辰戌酉子申');
/** 고신/과숙 by the year branch's 方合 (§6.5). */
export const GOSIN_GWASUK: readonly { branches: number[]; gosin: number; gwasuk: number }[] = [
  { branches: branches('亥子丑'), gosin: branch('寅'), gwasuk: branch('戌') },
  { branches: branches('寅卯辰'), gosin: branch('巳'), gwasuk: branch('丑') },
  { branches: branches('巳午未'), gosin: branch('申'), gwasuk: branch('辰') },
  { branches: branches('申酉戌'), gosin: branch('亥'), gwasuk: branch('未') },
];
/** 현침 (§6.5): the stems 甲 辛 and the branches 申 卯 午. */
export const HYEONCHIM = { stems: [stem('甲'), stem('辛')], branches: branches('申卯午') };

/** The 흉살 (§6.5) texts of the service, by id (labels.ts EVIL_STAR_LABELS: 양인 … 공망). */
export const EVIL_STARS: Record<EvilStarId, { meaning: string; warning: string }> = {
  yang_ren: {
    meaning: '일간의 기운이 지나치게 강해진 칼날의 자리',
    warning: '결단력이 강한 만큼 다툼·부상·충동적인 결정에 주의하세요',
  },
  bai_hu_da_sha: {
    meaning: '흰 호랑이의 살로, 강한 기운과 돌발적인 사고를 뜻함',
    warning: '급한 행동을 삼가고 사고·수술·혈액 관련 질환에 주의하세요',
  },
  kui_gang: {
    meaning: '우두머리 별로, 극단적으로 강하고 총명한 기질',
    warning: '강한 고집이 마찰을 부를 수 있으니 한발 물러서는 유연함을 기르세요',
  },
  yuan_chen: {
    meaning: '서로 미워하고 원망하게 되는 지지의 관계',
    warning: '가까운 사이일수록 오해와 불화가 생기기 쉬우니 감정을 쌓아 두지 마세요',
  },
  gui_men_guan_sha: {
    meaning: '귀신 문의 살로, 예민한 신경과 뛰어난 직관',
    warning: '신경이 예민해지기 쉬우니 스트레스와 수면을 잘 관리하세요',
  },
  hong_yan: {
    meaning: '붉은 요염함의 살로, 이성을 끄는 매력',
    warning: '이성 관계와 구설에 휘말리지 않도록 처신에 주의하세요',
  },
  gu_chen: {
    meaning: '외로운 별로, 가족과 떨어지거나 홀로 지내기 쉬움',
    warning: '외로움이 깊어지지 않도록 가족·친구와의 관계에 공을 들이세요',
  },
  gua_su: {
    meaning: '홀로 지내는 별로, 배우자와의 인연이 약해지기 쉬움',
    warning: '배우자·가족과 함께하는 시간을 의식적으로 만드세요',
  },
  xuan_zhen: {
    meaning: '매달린 바늘의 살로, 날카로운 감각과 말',
    warning: '말이 날카로워지기 쉬우니 표현을 부드럽게 하고 날카로운 도구를 조심하세요',
  },
  kong_wang: {
    meaning: '일주의 旬에서 비어 있는 자리로, 그 궁의 힘이 약해짐',
    warning: '해당 자리의 일은 기대보다 결과가 약할 수 있으니 실속을 먼저 챙기세요',
  },
};

// ── 납음 ─────────────────────────────────────────────────────────────────────────────────────

export interface Naeum {
  /** Korean name, e.g. 해중금. */
  name: string;
  hanja: string;
  /** Its element: the last syllable of the name. */
  element: Element;
  /** What the name depicts. */
  image: string;
  /** The service's short character description. */
  character: string;
}

/** 납음 (§6.6), one per consecutive pair of the 60-cycle from 甲子乙丑. */
export const NAEUM: readonly Naeum[] = (
  [
    ['해중금', '海中金', '바다 속에 잠긴 금', '드러나지 않은 잠재력을 품고 때를 기다려 빛나는 대기만성형'],
    ['노중화', '爐中火', '화로 속의 불', '무언가를 단련하고 만들어 내는 열정과 집념'],
    ['대림목', '大林木', '큰 숲의 나무', '많은 사람을 품는 너그러움과 이끄는 힘'],
    ['노방토', '路傍土', '길가의 흙', '많은 사람을 받쳐 주는 성실함과 실용성'],
    ['검봉금', '劍鋒金', '칼날의 금', '날카로운 판단력과 결단력'],
    ['산두화', '山頭火', '산머리의 불', '멀리까지 비추는 표현력과 명예욕'],
    ['간하수', '澗下水', '산골짜기 시냇물', '맑고 섬세한 감수성과 조용한 지혜'],
    ['성두토', '城頭土', '성벽 위의 흙', '지키고 쌓아 올리는 책임감'],
    ['백랍금', '白蠟金', '흰 납의 금', '다듬어 갈수록 빛나는 재능과 깔끔한 자존심'],
    ['양류목', '楊柳木', '버드나무', '바람에 휘어도 꺾이지 않는 유연함과 친화력'],
    ['천중수', '泉中水', '샘 속의 물', '마르지 않는 아이디어와 꾸준함'],
    ['옥상토', '屋上土', '지붕 위의 흙', '가정과 사람을 지키는 보호 본능'],
    ['벽력화', '霹靂火', '벼락불', '순간의 폭발력과 과감함'],
    ['송백목', '松柏木', '소나무와 잣나무', '사철 푸른 절개와 인내'],
    ['장류수', '長流水', '길게 흐르는 강물', '멀리 내다보는 끈기와 포용'],
    ['사중금', '沙中金', '모래 속의 금', '숨은 가치를 가려내는 안목과 노력'],
    ['산하화', '山下火', '산 아래의 불', '가까운 사람을 따뜻하게 비추는 정'],
    ['평지목', '平地木', '평지의 나무', '소박하고 곧게 자라며 사람들과 어울리는 성품'],
    ['벽상토', '壁上土', '벽 위의 흙', '틀을 세우고 지키는 안정감'],
    ['금박금', '金箔金', '얇게 편 금박', '화려한 감각과 세련된 꾸밈'],
    ['복등화', '覆燈火', '덮개 씌운 등불', '어둠을 밝히는 지성과 정신적 빛'],
    ['천하수', '天河水', '하늘의 은하수와 비', '넓은 이상과 베푸는 마음'],
    ['대역토', '大驛土', '큰 역참의 흙', '넓은 활동 무대와 활발한 교류'],
    ['차천금', '釵釧金', '비녀와 팔찌의 금', '섬세한 미적 감각과 귀하게 다듬어진 재주'],
    ['상자목', '桑柘木', '뽕나무', '쓸모 있고 실속 있는 생활력'],
    ['대계수', '大溪水', '큰 계곡물', '힘차게 흐르는 진취성과 활동력'],
    ['사중토', '沙中土', '모래 섞인 흙', '상황에 맞춰 변하는 적응력과 꼼꼼함'],
    ['천상화', '天上火', '하늘의 불(태양)', '밝고 공명정대하며 드러나는 존재감'],
    ['석류목', '石榴木', '석류나무', '알찬 결실을 맺는 끈기와 독특한 개성'],
    ['대해수', '大海水', '큰 바다', '큰 포부와 깊은 포용력'],
  ] as const
).map(([name, hanja, image, character]) => ({ name, hanja, element: elementOfKorean(name.at(-1)!), image, character }));
