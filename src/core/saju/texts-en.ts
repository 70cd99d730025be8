/**
 * The English twins of the saju texts (tables.ts, structure-tables.ts, interactions.ts, strength.ts,
 * structure.ts): written text, reviewed for sense, not machine translation. Each *_EN table has the keys (or the length) of its
 * Korean table. Terms the records show in Korean (star names, 격국, 신강 …) keep the Korean in
 * parentheses after the English rendering, so a reader can match the text to the record's fields;
 * the chart's own characters (甲子, 大林木) stay as they are. British spelling, as the Western texts.
 *
 * Ten-god and element names are those of src/core/labels.ts (Companion … Direct Resource; Wood …
 * Water); the 귀인 and 흉살 names are in labels.ts (NOBLE_STAR_LABELS, EVIL_STAR_LABELS).
 */
import type { Element } from './ganzhi.js';
import type { RelationKind, StrengthCategory } from './structure-tables.js';
import type { EvilStarId, NobleStarId, Stage } from './tables.js';
import type { BranchBond, StemBond } from './compatibility-tables.js';

/** "a", "a and b", "a, b and c". */
export const listEn = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

// ── 십신 groups (tables.ts TEN_GODS, index-aligned) ──────────────────────────────────────────────

/** `name` renders the group; `trait` and `use` continue "…, so" sentences (see analysis.ts). */
export const TEN_GODS_EN = [
  {
    name: 'Peer', gods: 'Companion and Rob Wealth',
    trait: 'your own convictions and independence stand out clearly',
    use: 'make the most of it by leading work on your own or by joining forces with colleagues',
  },
  {
    name: 'Output', gods: 'Eating God and Hurting Officer',
    trait: 'you are expressive and gifted, with a strong drive to put your ideas out into the world',
    use: 'make the most of it in fields that show your talent, such as speaking, writing, crafts and creative work',
  },
  {
    name: 'Wealth', gods: 'Indirect Wealth and Direct Wealth',
    trait: 'you have a keen sense of reality and a notable knack for securing money and results',
    use: 'make the most of it in fields that deal with money, such as business, finance and sales',
  },
  {
    name: 'Officer', gods: 'Seven Killings and Direct Officer',
    trait: 'you have a strong sense of duty and discipline and tend to earn recognition within organisations',
    use: 'make the most of it in positions that carry responsibility and standing, such as organisations, public service and management',
  },
  {
    name: 'Resource', gods: 'Indirect Resource and Direct Resource',
    trait: 'you enjoy learning and reflection and readily accept the help of those around you',
    use: 'make the most of it in fields that build knowledge, such as scholarship, research, teaching and qualifications',
  },
] as const;

// ── 천간 and 오행 (tables.ts STEM_NATURES, ELEMENT_INFO) ──────────────────────────────────────────

/** The image of each day stem 甲…癸 and what stands out in it. */
export const STEM_NATURES_EN: readonly { image: string; trait: string }[] = [
  { image: 'a great tree growing straight and tall', trait: 'its upright drive and will to grow' },
  { image: 'grass and vines that spread gently', trait: 'its supple adaptability and tenacity' },
  { image: 'the sun that lights the world', trait: 'its bright, active passion' },
  { image: 'a candle that lights up the dark', trait: 'its attentive care for others and power of focus' },
  { image: 'a great, steady mountain', trait: 'the solid trust it inspires and its broad embrace' },
  { image: 'fields where the crops grow', trait: 'its practical diligence and nurturing care' },
  { image: 'hard rock and iron', trait: 'its firm decisiveness and loyalty' },
  { image: 'a finely cut jewel', trait: 'its refined sensibility and pride' },
  { image: 'a wide, deep sea', trait: 'its great ambition and wisdom' },
  { image: 'rain and dew that moisten all things', trait: 'its quiet wisdom and sensitivity' },
];

/** `direction` follows "by" ("by facing east"), `activity` "through", `excess` "slip into". */
export const ELEMENT_INFO_EN: Record<Element, { organs: string; color: string; direction: string; activity: string; excess: string }> = {
  wood: { organs: 'liver, gallbladder and muscles', color: 'green', direction: 'facing east', activity: 'walks in the woods and learning something new', excess: 'stubbornness and overreaching expansion' },
  fire: { organs: 'heart, small intestine and circulation', color: 'red', direction: 'facing south', activity: 'exercise in the sunshine and expressing yourself openly', excess: 'impatience and overheated emotions' },
  earth: { organs: 'spleen, stomach and digestion', color: 'yellow', direction: 'keeping to the centre', activity: 'regular meals and hobbies that keep you close to the soil', excess: 'stubbornness and a slowness to notice change' },
  metal: { organs: 'lungs, large intestine and airways', color: 'white', direction: 'facing west', activity: 'keeping things in order and setting yourself clear principles', excess: 'excessive coldness and cutting words' },
  water: { organs: 'kidneys, bladder and reproductive organs', color: 'black and navy', direction: 'facing north', activity: 'rest by the water, plenty of sleep and reading', excess: 'excessive worry and indecision' },
};

// ── 궁위 (tables.ts PALACES) ─────────────────────────────────────────────────────────────────

export const PALACES_EN = {
  year: { name: 'year', domain: 'family background and childhood' },
  month: { name: 'month', domain: 'parents, siblings and social life' },
  day: { name: 'day', domain: 'spouse and self' },
  hour: { name: 'hour', domain: 'children and later life' },
} as const;

// ── 12운성 (tables.ts STAGE_ENERGY) ──────────────────────────────────────────────────────────

export const STAGE_ENERGY_EN: Record<Stage, string> = {
  chang_sheng: 'the energy of being born and starting to grow — the power of beginnings and growth',
  mu_yu: 'energy first showing itself to the world — great curiosity and sensitivity, with frequent change',
  guan_dai: 'the energy of youth putting on its robe and hat — brimming with confidence and drive',
  lin_guan: 'the energy of a grown adult who stands on their own and earns a living — solid ability and self-reliance',
  di_wang: 'the stage where energy reaches its peak — strong drive and a will to take the lead',
  shuai: 'energy past its peak and growing seasoned — caution and experience',
  bing: 'the stage where energy subsides — a gentle considerateness; health and stamina need looking after',
  si: 'the stage where movement comes to rest — reflection and depth of mind',
  mu: 'the stage of gathering in and storing — the power to collect and keep',
  jue: 'the stage where the old energy is cut off — turning points and fresh starts, with frequent change',
  tai: 'the stage where a new energy is conceived — potential and plans',
  yang: 'the stage of being nurtured in the womb — the power to prepare and grow under protection',
};

// ── 귀인 and 흉살 (tables.ts NOBLE_STARS, EVIL_STARS) ──────────────────────────────────────────

/**
 * `impact` follows "In the <places>, …"; `use` follows "<star> in the <places>: …"; `meaning`
 * stands alone.
 */
export const NOBLE_STARS_EN: Record<NobleStarId, { meaning: string; impact: string; use: string }> = {
  tian_yi_gui_ren: {
    meaning: 'the foremost auspicious star: help from people of standing in difficult times',
    impact: 'you tend to receive unexpected help and support when times are hard',
    use: 'the harder things get, the more you should turn to someone you trust for help instead of struggling alone',
  },
  tian_de_gui_ren: {
    meaning: 'the virtue of heaven, a star that lessens disasters',
    impact: 'misfortune is lessened even when danger strikes, and the more virtue you build up, the greater your blessings',
    use: 'the more virtue you build up through service and good deeds, the stronger its protection grows',
  },
  yue_de_gui_ren: {
    meaning: 'the virtue of the moon, a star that gives a gentle nature and softens misfortune',
    impact: 'your gentle nature wins people’s goodwill, and misfortune is softened',
    use: 'taking on the role of a gentle mediator in conflicts earns you people’s trust',
  },
  wen_chang_gui_ren: {
    meaning: 'the star of learning, writing and a bright mind',
    impact: 'you readily show your talent in study, writing and examinations',
    use: 'put your energy into activities where knowledge earns recognition, such as writing, certificates and examinations',
  },
  xue_tang_gui_ren: {
    meaning: 'the seat of learning where the day master is born (장생): a star of scholarly talent',
    impact: 'you learn quickly and also show a gift for teaching',
    use: 'steady study and work in education or research become great assets',
  },
  jian_lu: {
    meaning: 'the seat where the day master earns its keep: a star of independence and a stable footing',
    impact: 'you readily find the strength to stand on your own and a stable footing in life',
    use: 'luck opens up when you build your own expertise and stand on your own instead of leaning on others',
  },
  jin_yu_lu: {
    meaning: 'the blessing of the golden carriage: a star of grace and of a good spouse and helpers',
    impact: 'you tend to lead a graceful life and to find a good spouse and good helpers',
    use: 'cherish the trust of those close to you, and their help becomes a great strength',
  },
  an_lu: {
    meaning: 'a blessing that arrives unseen: a star of hidden wealth and help',
    impact: 'wealth and help come to you quietly, out of sight',
    use: 'quiet, steady saving and care for your relationships bring blessings later on',
  },
  tai_ji_gui_ren: {
    meaning: 'a blessing that brings things to a good beginning and a good end: a star of philosophical and spiritual depth',
    impact: 'you tend to see through what you start and to gain spiritual depth',
    use: 'studies that deepen the inner life, such as meditation, philosophy and religion, suit you well',
  },
};

/** `warning` follows "In the <places>, …" and "<star> in the <places>: …"; `meaning` stands alone. */
export const EVIL_STARS_EN: Record<EvilStarId, { meaning: string; warning: string }> = {
  yang_ren: {
    meaning: 'the blade’s edge, where the day master’s energy has grown too strong',
    warning: 'your decisiveness is strong, so beware of quarrels, injuries and impulsive decisions',
  },
  bai_hu_da_sha: {
    meaning: 'the star of the white tiger: fierce energy and sudden accidents',
    warning: 'avoid rash actions and take care with accidents, surgery and blood-related illness',
  },
  kui_gang: {
    meaning: 'the commanding star: an extremely strong and brilliant temperament',
    warning: 'strong stubbornness can cause friction, so cultivate the flexibility to take a step back',
  },
  yuan_chen: {
    meaning: 'a relation between branches that breeds mutual dislike and resentment',
    warning: 'misunderstandings and discord arise easily in close relationships, so do not let feelings build up',
  },
  gui_men_guan_sha: {
    meaning: 'the star of the ghost gate: sensitive nerves and keen intuition',
    warning: 'your nerves are easily strained, so look after your stress levels and your sleep',
  },
  hong_yan: {
    meaning: 'the star of red allure: a charm that attracts others',
    warning: 'conduct yourself with care so as not to get caught up in romantic entanglements and gossip',
  },
  gu_chen: {
    meaning: 'the lonely star: a tendency to live apart from family or on your own',
    warning: 'put effort into your ties with family and friends so that loneliness does not deepen',
  },
  gua_su: {
    meaning: 'the star of living alone: a tendency for the bond with a spouse to weaken',
    warning: 'make a conscious effort to spend time with your spouse and family',
  },
  xuan_zhen: {
    meaning: 'the star of the hanging needle: sharp senses and a sharp tongue',
    warning: 'your words can turn sharp, so choose gentle ways of putting things, and be careful with sharp tools',
  },
  kong_wang: {
    meaning: 'the empty places of the day pillar’s ten-day cycle (旬): the palace they fall on loses strength',
    warning: 'matters of this place may yield less than you hope, so secure what is substantial first',
  },
};

// ── 납음 (tables.ts NAEUM, index-aligned) ──────────────────────────────────────────────────────

export const NAEUM_EN: readonly { image: string; character: string }[] = [
  { image: 'gold hidden in the sea', character: 'hidden potential that waits for its moment to shine: a late bloomer' },
  { image: 'fire in the furnace', character: 'passion and persistence that forge and create' },
  { image: 'the trees of a great forest', character: 'a generosity that shelters many people, and the power to lead' },
  { image: 'earth by the roadside', character: 'diligence and practicality that support many people' },
  { image: 'metal of the sword’s edge', character: 'sharp judgement and decisiveness' },
  { image: 'fire on the mountaintop', character: 'expressiveness that shines far, and a desire for renown' },
  { image: 'water of a mountain stream', character: 'a clear, delicate sensitivity and quiet wisdom' },
  { image: 'earth on the city wall', character: 'a sense of responsibility that guards and builds up' },
  { image: 'metal of white pewter', character: 'talent that shines brighter the more it is polished, and a neat pride' },
  { image: 'the willow', character: 'a suppleness that bends in the wind without breaking, and an easy way with people' },
  { image: 'water in a spring', character: 'ideas that never run dry, and steadiness' },
  { image: 'earth on the roof', character: 'a protective instinct for home and people' },
  { image: 'the fire of a thunderbolt', character: 'explosive force in the moment, and daring' },
  { image: 'pine and cypress', character: 'evergreen integrity and endurance' },
  { image: 'a long-flowing river', character: 'perseverance that looks far ahead, and a wide embrace' },
  { image: 'gold in the sand', character: 'an eye for hidden value, and hard work' },
  { image: 'fire at the foot of the mountain', character: 'a warm affection that lights up those nearby' },
  { image: 'trees on the plain', character: 'a simple, upright nature that grows straight and gets on well with people' },
  { image: 'earth on the wall', character: 'the stability of setting up a framework and keeping to it' },
  { image: 'thin gold leaf', character: 'a flair for splendour and refined adornment' },
  { image: 'a covered lamp', character: 'intellect and an inner light that brighten the dark' },
  { image: 'the Milky Way and the rain of heaven', character: 'broad ideals and a giving heart' },
  { image: 'earth of a great post station', character: 'a wide stage for activity and lively exchange' },
  { image: 'gold of hairpins and bracelets', character: 'a delicate sense of beauty and finely honed talent' },
  { image: 'the mulberry tree', character: 'a useful, practical knack for making a living' },
  { image: 'water of a great valley stream', character: 'an enterprising spirit and energy that flow with force' },
  { image: 'sandy earth', character: 'adaptability that changes with circumstances, and thoroughness' },
  { image: 'fire in the sky (the sun)', character: 'a bright, fair-minded and visible presence' },
  { image: 'the pomegranate tree', character: 'perseverance that bears rich fruit, and a distinctive personality' },
  { image: 'the great ocean', character: 'great ambition and a deep capacity to embrace others' },
];

// ── Structure (structure-tables.ts, interactions.ts, strength.ts, structure.ts) ────────────────

/** What each relation does; follows "… — " in the interaction sentence. */
export const RELATION_MEANING_EN: Record<RelationKind, string> = {
  stemCombination: 'they draw each other in and bind together',
  stemClash: 'they collide and create tension',
  sixCombination: 'they form a close bond and work together',
  threeCombination: 'they gather into one great energy',
  halfCombination: 'they form half of a Three Harmony and gather energy',
  directionalCombination: 'they unite into the energy of one season',
  clash: 'they clash head-on, so upheavals and moves come easily',
  punishment: 'they press on each other, so friction and disputes arise easily',
  selfPunishment: 'the same energy doubles up and tends to drive itself too hard',
  destruction: 'they tend to break what has been built',
  harm: 'they do each other harm, so relationships go wrong easily',
  resentment: 'they hold resentment and dislike for each other',
};

/**
 * Every relation name the service reports (structure-tables.ts: RELATION_NAMES, 무례지형, the partial
 * and complete 삼형), in English.
 */
export const RELATION_NAME_EN: Record<string, string> = {
  천간합: 'Stem Combination',
  천간충: 'Stem Clash',
  육합: 'Six Harmony',
  삼합: 'Three Harmony',
  반합: 'Half Harmony',
  방합: 'Directional Harmony',
  육충: 'Six Clash',
  형: 'Punishment',
  자형: 'Self-Punishment',
  육파: 'Six Destruction',
  육해: 'Six Harm',
  원진: 'Resentment',
  무례지형: 'Punishment of Rudeness',
  '지세지형(부분)': 'partial Punishment of Power',
  '무은지형(부분)': 'partial Punishment of Ingratitude',
  '삼형(지세지형)': 'Three Punishments of Power',
  '삼형(무은지형)': 'Three Punishments of Ingratitude',
};

/** 신강 … 극신약 (structure-tables.ts STRENGTH_CATEGORIES). */
export const STRENGTH_CATEGORY_EN: Record<StrengthCategory, string> = {
  극신강: 'very strong',
  신강: 'strong',
  중화: 'balanced',
  신약: 'weak',
  극신약: 'very weak',
};

/** 득령, 득지, 득세 as what the day master gains or lacks. */
export const SUPPORT_EN = {
  득령: 'the month’s support',
  득지: 'a root in the day branch',
  득세: 'the backing of the other characters',
} as const;

/** The 조후 seasons of structure-tables.ts JOHU_BY_SEASON, and what their 용신 does. */
export const SEASON_EN: Record<string, { name: string; remedy: string }> = {
  여름: { name: 'summer', remedy: 'cools the heat' },
  겨울: { name: 'winter', remedy: 'thaws the cold' },
};

/** 격국 names (structure.ts GOD_PATTERN and 월겁격). */
export const PATTERN_EN: Record<string, string> = {
  건록격: 'Established Prosperity structure',
  양인격: 'Yang Blade structure',
  월겁격: 'Month Rob Wealth structure',
  식신격: 'Eating God structure',
  상관격: 'Hurting Officer structure',
  편재격: 'Indirect Wealth structure',
  정재격: 'Direct Wealth structure',
  편관격: 'Seven Killings structure',
  정관격: 'Direct Officer structure',
  편인격: 'Indirect Resource structure',
  정인격: 'Direct Resource structure',
};

// ── 궁합 (compatibility-tables.ts) ────────────────────────────────────────────────────────────────

export const STEM_BOND_TEXT_EN: Record<StemBond, string> = {
  combination: 'Your day masters form a Stem Combination (천간합): you are drawn to each other and easily of one mind.',
  generates: 'One day master produces the other (相生): one of you tends to care, the other to draw strength.',
  generatedBy: 'One day master produces the other (相生): one of you tends to care, the other to draw strength.',
  sameElement: 'Your day masters share an element: alike in pace and outlook, you will each need to give way.',
  controls: 'One day master controls the other (相剋): tension over who leads comes easily.',
  controlledBy: 'One day master controls the other (相剋): tension over who leads comes easily.',
};

export const BRANCH_BOND_TEXT_EN: Record<BranchBond, string> = {
  sixCombination: 'a Six Harmony (육합) binds them, so affection runs deep and daily life fits',
  halfCombination: 'they form a Half Combination (반합) and pull in one direction',
  clash: 'they Clash (육충): friction and change come often, so respect each other’s space',
  punishment: 'a Punishment (형) between them makes words and rules a source of friction',
  selfPunishment: 'the same branch twice (자형): take care not to feed the same weakness together',
  destruction: 'a Destruction (육파) between them lets promises and plans slip',
  harm: 'a Harm (육해) between them lets small misunderstandings pile up',
  resentment: 'a Resentment (원진) between them breeds hurt without a clear cause',
  ghostGate: 'a Ghost Gate (귀문) between them lets nervousness pass from one to the other',
};

// ── 택일 reasons (date-selection-tables.ts REASON_LABELS) ─────────────────────────────────────────

export const REASON_LABELS_EN: Record<string, string> = {
  almanacYi: 'favoured (宜) for this purpose by the rules of the Xieji Bianfang Shu (協紀辨方書)',
  almanacJi: 'to be avoided (忌) for this purpose by the rules of the Xieji Bianfang Shu (協紀辨方書)',
  goodOfficer: 'an auspicious day officer (除 定 執 危 成 開)',
  badOfficer: 'an inauspicious day officer (建 滿 平 收 閉)',
  monthBreak: 'Month Breaker (월파): the day clashes with the month',
  yearBreak: 'Year Breaker (세파): the day clashes with the year',
  yellowPath: 'a Yellow Path day (황도일)',
  blackPath: 'a Black Path day (흑도일)',
  sonFree: 'a day without Son (손 없는 날)',
  sonDirection: 'Son (손) stands in the direction of the move',
  clashDayBranch: 'the day clashes with the person’s day branch',
  clashYearBranch: 'the day clashes with the person’s year branch (zodiac animal)',
  threeKillings: 'the move faces the year’s Three Killings (삼살)',
  greatGeneral: 'the move faces the year’s Great General (대장군)',
  saenggi: 'Saenggi Bokdeok (생기복덕)',
};
