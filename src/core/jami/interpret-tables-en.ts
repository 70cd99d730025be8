/**
 * The English twins of the Korean texts of interpret-tables.ts, written from the Korean (not
 * translated at run time), with the same keys. Vocabulary (docs/jami.md § Languages): palaces as
 * "the Wealth Palace", stars by their Pinyin names (labels.ts), the transformations as Hua Lu, Hua
 * Quan, Hua Ke and Hua Ji, 三方四正 as "San Fang Si Zheng", 大限 as "decade", 流年 as "this year's".
 * Pattern names: an English rendering, then the Pinyin and the hanja of the classical name; the
 * three known in English by their Pinyin alone (Yang Liang Chang Lu, Ji Yue Tong Liang, Sha Po Lang)
 * are the Pinyin and the hanja.
 */
import type { MajorStarId } from './tables.js';
import type { Mutagen, PalaceId } from './types.js';
import type { AnnualTopic, FortuneArea } from './interpret-tables.js';

/** MAJOR_KEYWORDS in English: every one is a pair "A and B", so it takes a plural verb. */
export const MAJOR_KEYWORDS_EN: Readonly<Record<MajorStarId, string>> = {
  ziwei: 'leadership and dignity',
  tianji: 'planning and a feel for change',
  taiyang: 'honour and generosity',
  wuqu: 'a head for money and decisiveness',
  tiantong: 'ease and harmony',
  lianzhen: 'passion and principle',
  tianfu: 'stability and accumulation',
  taiyin: 'sensitivity and inner substance',
  tanlang: 'desire and sociability',
  jumen: 'eloquence and curiosity',
  tianxiang: 'mediation and trustworthiness',
  tianliang: 'protectiveness and maturity',
  qisha: 'drive and a pioneering spirit',
  pojun: 'reform and rebuilding',
};

/** PALACE_TOPICS in English: theme after "in", field after "put your effort into". */
export const PALACE_TOPICS_EN: Readonly<Record<PalaceId, { theme: string; field: string }>> = {
  soul: { theme: 'your own life and its direction', field: 'self-development' },
  siblings: { theme: 'relations with siblings and colleagues', field: 'relations with colleagues and siblings' },
  spouse: { theme: 'marriage and romance', field: 'your spouse and romance' },
  children: { theme: 'matters of children, juniors and creative work', field: 'children, juniors and creative work' },
  wealth: { theme: 'the flow of money', field: 'income and investment' },
  health: { theme: 'health and stamina', field: 'health care' },
  surface: { theme: 'travel and outside activities', field: 'travel, time abroad and outside activities' },
  friends: { theme: 'dealings with friends, subordinates and your wider network', field: 'networking and teamwork' },
  career: { theme: 'work and social standing', field: 'work and career' },
  property: { theme: 'property and the home', field: 'property and housing' },
  spirit: { theme: 'peace of mind and hobbies', field: 'hobbies and care of the mind' },
  parents: { theme: 'matters of parents, superiors and documents', field: 'documents, study and relations with superiors' },
};

/** MUTAGEN_EFFECTS in English: a clause after "in <theme>, …". */
export const MUTAGEN_EFFECTS_EN: Readonly<Record<Mutagen, string>> = {
  lu: 'things run smoothly and new opportunities arise',
  quan: 'your control and power to act grow',
  ke: 'your reputation rises and helpful people (gui ren) come to your aid',
  ji: 'fixation and setbacks come easily',
};

/** PAIR_ASPECTS in English, by the same distances: "The two stars are <name>: <text>." */
export const PAIR_ASPECTS_EN: readonly { name: string; text: string }[] = [
  { name: 'in the same palace', text: 'their forces overlap and act strongly' },
  { name: 'adjacent', text: 'side by side, they pass their influence back and forth' },
  { name: 'flanking a palace', text: 'they flank {mid} from either side (夾)' },
  { name: 'remote from each other', text: 'three palaces apart, they do not meet directly, so their influence is dispersed' },
  { name: 'in trine', text: 'from trine positions they answer each other, which strengthens their effect' },
  { name: 'remote from each other', text: 'five palaces apart, they do not meet directly, so their influence is dispersed' },
  { name: 'in opposition', text: 'they face each other head-on and clash (沖)' },
];

/** STAR_PAIRS' nature in English (a noun phrase). */
export const STAR_PAIRS_EN = {
  fireBell: { nature: 'a quick temper and sudden upheavals' },
  void: { nature: 'idealistic misjudgements and unexpected losses' },
} as const;

/** PATTERNS by their Korean name: the English name and meaning. */
export const PATTERNS_EN: Readonly<Record<string, { name: string; meaning: string }>> = {
  '군신경회격(君臣慶會格)': {
    name: 'Sovereign and Ministers Meet (Jun Chen Qing Hui, 君臣慶會格)',
    meaning: 'Zi Wei, the emperor star, holds the Life Palace while Zuo Fu and You Bi attend it from the San Fang Si Zheng: a noble pattern of one who leads people and carries great undertakings.',
  },
  '자부동궁격(紫府同宮格)': {
    name: 'Zi Wei and Tian Fu Together (Zi Fu Tong Gong, 紫府同宮格)',
    meaning: 'Zi Wei and Tian Fu sit together in the Life Palace, joining authority to a treasury of wealth: a pattern of building position and wealth together, in stability.',
  },
  '양타협기격(羊陀夾忌格)': {
    name: 'Qing Yang and Tuo Luo Flank Hua Ji (Yang Tuo Jia Ji, 羊陀夾忌格)',
    meaning: 'Qing Yang and Tuo Luo flank a Life Palace holding Hua Ji, so affairs stall and disputes pile up easily; avoid overreaching and untangle things step by step.',
  },
  '명주출해격(明珠出海格)': {
    name: 'Bright Pearl Rising from the Sea (Ming Zhu Chu Hai, 明珠出海格)',
    meaning: 'The empty Life Palace in Wei is lit at once by Tai Yang in Mao and Tai Yin in Hai: like a bright pearl rising from the sea, a noble pattern that shines greatly, even if late.',
  },
  '형수협인격(刑囚夾印格)': {
    name: 'Punishment and Prisoner Flank the Seal (Xing Qiu Jia Yin, 刑囚夾印格)',
    meaning: 'Tian Xiang, the seal star, is caught between Lian Zhen, the prisoner star, and Qing Yang, the punishment star: beware of lawsuits and gossip, and hold to your principles.',
  },
  '부상조원격(府相朝垣格)': {
    name: 'Tian Fu and Tian Xiang Pay Court (Fu Xiang Chao Yuan, 府相朝垣格)',
    meaning: 'Tian Fu and Tian Xiang face the Life Palace from its trines as if paying court: a pattern of ample food, clothing and shelter and of the trust of superiors.',
  },
  '극향리명격(極向離明格)': {
    name: 'The Pole Star Faces the Light (Ji Xiang Li Ming, 極向離明格)',
    meaning: 'Zi Wei, the Pole Star, shines brightly in Wu, the south: a pattern of rising to high office through dignity and leadership.',
  },
  '양량창록격(陽梁昌祿格)': {
    name: 'Yang Liang Chang Lu (陽梁昌祿格)',
    meaning: 'Tai Yang, Tian Liang and Wen Chang gather with Lu (祿) in the San Fang Si Zheng: a pattern of making a name through examinations and learning, and of shining in public service and the professions.',
  },
  '삼기가회격(三奇嘉會格)': {
    name: 'The Three Marvels Meet (San Qi Jia Hui, 三奇嘉會格)',
    meaning: 'Hua Lu, Hua Quan and Hua Ke all gather in the San Fang Si Zheng of the Life Palace: a pattern in which wealth, authority and honour come in equal measure.',
  },
  '일월병명격(日月並明格)': {
    name: 'Sun and Moon Shine Together (Ri Yue Bing Ming, 日月並明格)',
    meaning: 'A bright Tai Yang and Tai Yin light the Life Palace together: a pattern of gaining both name and substance, recognised by those near and far.',
  },
  '일월반배격(日月反背格)': {
    name: 'Sun and Moon Turn Their Backs (Ri Yue Fan Bei, 日月反背格)',
    meaning: 'A dim Tai Yang and Tai Yin fall in the San Fang Si Zheng of the Life Palace: even hard work struggles to see the light, so leaving home and making one’s own way is the better course.',
  },
  '화탐격(火貪格)': {
    name: 'Fire and Greed (Huo Tan, 火貪格)',
    meaning: 'Tan Lang and Huo Xing share a palace in the San Fang Si Zheng of the Life Palace: a pattern with the explosive power to succeed at one stroke through an unexpected opportunity.',
  },
  '녹마교치격(祿馬交馳格)': {
    name: 'Wealth and Horse Gallop Together (Lu Ma Jiao Chi, 祿馬交馳格)',
    meaning: 'Lu (祿) and Tian Ma share a palace in the San Fang Si Zheng of the Life Palace: a pattern in which wealth grows the more you move.',
  },
  '영탐격(鈴貪格)': {
    name: 'Bell and Greed (Ling Tan, 鈴貪格)',
    meaning: 'Tan Lang and Ling Xing share a palace in the San Fang Si Zheng of the Life Palace: a pattern of coming to the fore through an unforeseen turn of events.',
  },
  '석중은옥격(石中隱玉格)': {
    name: 'Jade Hidden in Stone (Shi Zhong Yin Yu, 石中隱玉格)',
    meaning: 'Ju Men holds the Life Palace in Zi or Wu: like jade hidden in stone, ability polished over the years comes to light late but on a large scale.',
  },
  '기월동량격(機月同梁格)': {
    name: 'Ji Yue Tong Liang (機月同梁格)',
    meaning: 'Tian Ji, Tai Yin, Tian Tong and Tian Liang gather in the San Fang Si Zheng of the Life Palace: a pattern of steady results through planning and administration within an organisation.',
  },
  '월랑천문격(月朗天門格)': {
    name: 'Bright Moon at the Gate of Heaven (Yue Lang Tian Men, 月朗天門格)',
    meaning: 'Tai Yin lights the Life Palace in Hai, the gate of the night sky: a pattern of gaining both wealth and a good name.',
  },
  '일조뇌문격(日照雷門格)': {
    name: 'Sun Shining on the Thunder Gate (Ri Zhao Lei Men, 日照雷門格)',
    meaning: 'Tai Yang, the rising sun, lights the Life Palace in Mao: a pattern of early distinction and growing honour.',
  },
  '금찬광휘격(金燦光輝格)': {
    name: 'Golden Radiance (Jin Can Guang Hui, 金燦光輝格)',
    meaning: 'Tai Yang, the noonday sun, shines at its brightest in the Life Palace in Wu: a pattern of wealth and honour plain to see.',
  },
  '거기동림격(巨機同臨格)': {
    name: 'Ju Men and Tian Ji Together (Ju Ji Tong Lin, 巨機同臨格)',
    meaning: 'Ju Men and Tian Ji sit together in the Life Palace in Mao: a pattern of success in a specialist field through eloquence and intellect.',
  },
  '칠살조두격(七殺朝斗格)': {
    name: 'Qi Sha Faces the Dipper (Qi Sha Chao Dou, 七殺朝斗格)',
    meaning: 'Qi Sha holds the Life Palace in Zi, Wu, Yin or Shen, facing Zi Wei: a pattern of breaking through hardship with strong drive and making one’s place.',
  },
  '영성입묘격(英星入廟格)': {
    name: 'Hero Star in the Temple (Ying Xing Ru Miao, 英星入廟格)',
    meaning: 'Po Jun holds the Life Palace in Zi or Wu: a pioneer who tears down the old and builds anew, and achieves much.',
  },
  '살파랑격(殺破狼格)': {
    name: 'Sha Po Lang (殺破狼格)',
    meaning: 'Qi Sha, Po Jun and Tan Lang make up the San Fang Si Zheng of the Life Palace: a pattern that seizes opportunities amid change and challenge, at the price of large ups and downs.',
  },
  '문계문화격(文桂文華格)': {
    name: 'Literary Cassia and Literary Splendour (Wen Gui Wen Hua, 文桂文華格)',
    meaning: 'Wen Chang and Wen Qu sit together in the Life Palace in Chou or Wei: a pattern of outstanding talent for writing and learning.',
  },
  '녹합원앙격(祿合鴛鴦格)': {
    name: 'Wealth Paired like Mandarin Ducks (Lu He Yuan Yang, 祿合鴛鴦格)',
    meaning: 'Lu Cun and Hua Lu sit together in the Life Palace: a pattern of doubled fortune in wealth.',
  },
  '마두대전격(馬頭帶箭格)': {
    name: 'Arrow in the Horse’s Head (Ma Tou Dai Jian, 馬頭帶箭格)',
    meaning: 'Qing Yang in the Life Palace in Wu is the image of an arrow lodged in a horse’s head: one who breaks through fierce competition and wins fame by martial means, but must beware of quarrels and injury.',
  },
  '일월협명격(日月夾命格)': {
    name: 'Sun and Moon Flank the Life Palace (Ri Yue Jia Ming, 日月夾命格)',
    meaning: 'Tai Yang and Tai Yin enfold the Life Palace from either side, bringing support from within and without.',
  },
  '좌우협명격(左右夾命格)': {
    name: 'Zuo Fu and You Bi Flank the Life Palace (Zuo You Jia Ming, 左右夾命格)',
    meaning: 'Zuo Fu and You Bi assist the Life Palace from either side, so help from those around comes readily.',
  },
  '창곡협명격(昌曲夾命格)': {
    name: 'Wen Chang and Wen Qu Flank the Life Palace (Chang Qu Jia Ming, 昌曲夾命格)',
    meaning: 'Wen Chang and Wen Qu enfold the Life Palace from either side, bringing good fortune in study and documents.',
  },
  '괴월공명격(魁鉞拱命格)': {
    name: 'Tian Kui and Tian Yue Guard the Life Palace (Kui Yue Gong Ming, 魁鉞拱命格)',
    meaning: 'Tian Kui and Tian Yue fall in the San Fang Si Zheng of the Life Palace, so helpful people appear at every turning point.',
  },
  '화령협명격(火鈴夾命格)': {
    name: 'Huo Xing and Ling Xing Flank the Life Palace (Huo Ling Jia Ming, 火鈴夾命格)',
    meaning: 'Huo Xing and Ling Xing flank the Life Palace from either side: beware of impatience and sudden accidents.',
  },
  '공겁협명격(空劫夾命格)': {
    name: 'Di Kong and Di Jie Flank the Life Palace (Kong Jie Jia Ming, 空劫夾命格)',
    meaning: 'Di Kong and Di Jie flank the Life Palace from either side: beware of money that proves hollow and of plans that go awry.',
  },
  '명무정요격(命無正曜格)': {
    name: 'No Main Star in the Life Palace (Ming Wu Zheng Yao, 命無正曜格)',
    meaning: 'The Life Palace holds no main star and borrows the stars of the opposite palace: a great ability to adapt to circumstances, but it takes effort to form firm views of one’s own.',
  },
};

/** FALLBACK_PATTERN's name in English (its verdict keeps the documented value 평). */
export const FALLBACK_PATTERN_EN = { name: 'Ordinary Pattern (Ping Ge, 平格)' } as const;

/** FORTUNE_AREAS' names in English, as the summary writes them ("The strongest area is …"). */
export const FORTUNE_AREAS_EN: Readonly<Record<FortuneArea, { name: string }>> = {
  wealth: { name: 'wealth' },
  career: { name: 'career' },
  love: { name: 'love and feelings' },
  health: { name: 'health' },
  relationships: { name: 'relations with others' },
  study: { name: 'study' },
};

/** SCORE_LEVELS' words in English, band by band. */
export const SCORE_LEVELS_EN: readonly { min: number; word: string }[] = [
  { min: 80, word: 'very good' },
  { min: 65, word: 'good' },
  { min: 50, word: 'average' },
  { min: 35, word: 'somewhat weak' },
  { min: 0, word: 'weak' },
];

/** ANNUAL_TOPICS' subjects in English (after "in …", and as a sentence's subject). */
export const ANNUAL_TOPICS_EN: Readonly<Record<AnnualTopic, { subject: string }>> = {
  wealthOpportunities: { subject: 'money matters' },
  emotionalChanges: { subject: 'love and marriage' },
  healthCautions: { subject: 'health' },
  careerChanges: { subject: 'work' },
};
