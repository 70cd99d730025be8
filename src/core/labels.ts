/**
 * Display names in Korean and English, in one place, for the chart renderers (src/render/) and any
 * later presentation layer. Nothing here decides a calculation; the ids are the cores' own ids.
 *
 * Sources and choices:
 * - Zodiac signs: SIGNS of src/core/astro/zodiac.ts (imported, not copied).
 * - Planets and points: the standard Korean astronomical names (태양, 달, 수성 … 명왕성 as in the
 *   표준국어대사전); the points as the service already writes them in synastry-tables.ts
 *   (노스노드, 상승점, 중천점, 버텍스); 카이런 for Chiron (the usual Korean transliteration).
 *   Glyphs: the Unicode astrological symbols (U+2609 ☉ … U+2647 ♇, U+260A ☊, U+260B ☋, U+26B7 ⚷);
 *   the mean node is ☊ₘ (U+2098 subscript m) beside the true node's ☊; the angles are ASC, MC, DSC, IC.
 * - Aspects: the service's own Korean vocabulary (ASPECTS[].ko of synastry-tables.ts: 합, 오포지션,
 *   트라인, 스퀘어, 섹스타일, 퀸컹스 …), i.e. the transliterations used by Korean astrology practice
 *   and by the API texts, so a chart and its API text say the same word. The Sino-Korean degree
 *   names (충 180°, 삼분 120°, 사분 90°, 육분 60°) are given as `koAlt` for reference only.
 *   Parallel 패럴렐 and Contra-Parallel 콘트라패럴렐 follow the same transliteration rule.
 * - Zi Wei Dou Shu palaces and stars (their table: jami/labels.ts, by the ids of jami/names.ts and
 *   jami/tables.ts): Korean is the native name as the spec writes it. English palace names are the usual English renderings (Life,
 *   Siblings, Spouse …); English star names are the Hanyu Pinyin of the Chinese name (紫微 Zi Wei,
 *   天機 Tian Ji …) without tone marks. Homophones are told apart by a gloss: 天府 Tian Fu / 天福
 *   Tian Fu (Blessing), 天鉞 Tian Yue / 天月 Tian Yue (Moon), 天相 Tian Xiang / 天傷 Tian Shang.
 * - Ten gods (십신): the English names common in English BaZi literature (Companion, Rob Wealth,
 *   Eating God, Hurting Officer, Indirect/Direct Wealth, Seven Killings, Direct Officer,
 *   Indirect/Direct Resource).
 * - Stems and branches: Korean readings from STEMS/BRANCHES of saju/ganzhi.ts; English as Pinyin.
 */
import { assertNever } from './assert.js';
import type { ChartBodyId } from './astro/chart.js';
import { ASPECT_TYPES, type AspectType } from './astro/aspects.js';
import { ASPECTS as SYNASTRY_ASPECTS } from './astro/synastry-tables.js';
import { SIGNS } from './astro/zodiac.js';
import type { HOUSE_SYSTEMS } from './astro/houses.js';
import type { Stage } from './saju/tables.js';
import type { Brightness, Mutagen, PalaceId } from './jami/types.js';
import type { StarId } from './jami/tables.js';
import { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS } from './jami/labels.js';
import { BRANCHES, BRANCH_IDS, STEMS, STEM_IDS, type Element } from './saju/ganzhi.js';
import { BRANCH_LABELS, ELEMENT_LABELS, SHINSAL_LABELS, STAGE_LABELS, STEM_LABELS, TEN_GOD_LABELS } from './saju/labels.js';

import type { Lang } from './lang.js';
export type { Lang } from './lang.js';

/** A display name in both languages. */
export interface Names {
  ko: string;
  en: string;
}

const pick = (names: Names | undefined, lang: Lang, fallback: string) => (names ? names[lang] : fallback);

// ── Zodiac ───────────────────────────────────────────────────────────────────────────────────

/** ♈ … ♓ with U+FE0E (text presentation, so no emoji rendering). */
export const SIGN_GLYPHS: readonly string[] = Array.from({ length: 12 }, (_, i) => String.fromCodePoint(0x2648 + i) + '\uFE0E');

/** Sign 0 = Aries … 11 = Pisces. */
export function signLabel(index: number, lang: Lang): string {
  return SIGNS[((index % 12) + 12) % 12][lang];
}

// ── Planets and points ───────────────────────────────────────────────────────────────────────

export interface BodyNames extends Names {
  /** Symbol drawn on a wheel (a short text for the angles). */
  glyph: string;
  /** Short form for tight spaces. */
  short: Names;
}

const body = (ko: string, en: string, glyph: string, shortKo = ko, shortEn = en): BodyNames => ({
  ko, en, glyph, short: { ko: shortKo, en: shortEn },
});

/** Ids as the cores use them: natal ChartBodyId, the angles, and the synastry vertex. */
export const BODY_NAMES: Readonly<Record<ChartBodyId | 'asc' | 'mc' | 'dsc' | 'ic' | 'vertex', BodyNames>> = {
  sun: body('태양', 'Sun', '☉'),
  moon: body('달', 'Moon', '☽'),
  mercury: body('수성', 'Mercury', '☿'),
  venus: body('금성', 'Venus', '♀'),
  mars: body('화성', 'Mars', '♂'),
  jupiter: body('목성', 'Jupiter', '♃'),
  saturn: body('토성', 'Saturn', '♄'),
  uranus: body('천왕성', 'Uranus', '♅'),
  neptune: body('해왕성', 'Neptune', '♆'),
  pluto: body('명왕성', 'Pluto', '♇'),
  true_node: body('노스노드', 'True Node', '☊', '노드', 'Node'),
  chiron: body('카이런', 'Chiron', '⚷'),
  // The mean node: ☊ with a subscript m (U+2098, in DejaVu Sans as ☊ is), so it never reads as the true node.
  north_node: body('노스노드(평균)', 'Mean North Node', '☊ₘ', '평균노드', 'Mean Node'),
  south_node: body('사우스노드', 'South Node', '☋', '사우스노드', 'S. Node'),
  asc: body('상승점', 'Ascendant', 'ASC', '상승점', 'ASC'),
  mc: body('중천점', 'Midheaven', 'MC', '중천점', 'MC'),
  dsc: body('하강점', 'Descendant', 'DSC', '하강점', 'DSC'),
  ic: body('천저', 'Imum Coeli', 'IC', '천저', 'IC'),
  vertex: body('버텍스', 'Vertex', 'Vx'),
  // Points by name only (EXTRA_POINTS): their standard symbols (in DejaVu Sans, U+26B3–U+26B8); the
  // mean Lilith with ₘ as the mean node.
  mean_lilith: body('릴리스(평균)', 'Mean Lilith', '⚸ₘ', '평균릴리스', 'Mean Lilith'),
  true_lilith: body('릴리스(진)', 'True Lilith', '⚸', '진릴리스', 'True Lilith'),
  ceres: body('세레스', 'Ceres', '⚳'),
  pallas: body('팔라스', 'Pallas', '⚴'),
  juno: body('주노', 'Juno', '⚵'),
  vesta: body('베스타', 'Vesta', '⚶'),
};

const bodyNames = (id: string): BodyNames | undefined => (BODY_NAMES as Readonly<Record<string, BodyNames>>)[id];

/** A body's or point's name; an id the table does not know stands for itself. */
export function bodyLabel(id: string, lang: Lang): string {
  return pick(bodyNames(id), lang, id);
}

export function bodyGlyph(id: string): string {
  return bodyNames(id)?.glyph ?? id.slice(0, 2);
}

// ── House systems ────────────────────────────────────────────────────────────────────────────

/**
 * House systems by the cores' ids (houses.ts). They are named after people and places (Placidus,
 * Regiomontanus …), so Korean writes the same proper names; only the descriptive ones are translated.
 */
const HOUSE_SYSTEM_NAMES: Readonly<Record<string, Names>> = {
  PLACIDUS: { ko: 'Placidus', en: 'Placidus' },
  KOCH: { ko: 'Koch', en: 'Koch' },
  CAMPANUS: { ko: 'Campanus', en: 'Campanus' },
  REGIOMONTANUS: { ko: 'Regiomontanus', en: 'Regiomontanus' },
  EQUAL: { ko: '이퀄', en: 'Equal' },
  WHOLE_SIGN: { ko: '홀 사인', en: 'Whole Sign' },
  PORPHYRY: { ko: 'Porphyry', en: 'Porphyry' },
  ALCABITIUS: { ko: 'Alcabitius', en: 'Alcabitius' },
  TOPOCENTRIC: { ko: 'Topocentric', en: 'Topocentric' },
  MORINUS: { ko: 'Morinus', en: 'Morinus' },
};

/** PLACIDUS → Placidus, WHOLE_SIGN → Whole Sign / 홀 사인; an id the table does not know is title-cased. */
export function houseSystemLabel(id: string, lang: Lang): string {
  return pick(HOUSE_SYSTEM_NAMES[id], lang, id.toLowerCase().replace(/(^|_)(\w)/g, (_, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase()));
}

// ── Aspects ──────────────────────────────────────────────────────────────────────────────────

export interface AspectNames extends Names {
  /** Sino-Korean degree name, where one is in use (reference only). */
  koAlt?: string;
  glyph: string;
}

const synastryKo = (type: string) => SYNASTRY_ASPECTS.find((a) => a.type === type.toLowerCase())?.ko;

const ASPECT_EXTRA: Record<AspectType, { glyph: string; ko?: string; koAlt?: string }> = {
  Conjunction: { glyph: '☌', koAlt: '합' },
  Opposition: { glyph: '☍', koAlt: '충' },
  Trine: { glyph: '△', koAlt: '삼분' },
  Square: { glyph: '□', koAlt: '사분' },
  // ⚹ ⚺ ⚻ ⚼ (U+26B9–U+26BC) are not in DejaVu Sans, the pictures' font: the shapes they are drawn
  // after, ✶ ⊻ ⊼ and □ with ∠, which it has.
  Sextile: { glyph: '✶', koAlt: '육분' },
  Quincunx: { glyph: '⊼' },
  Semisextile: { glyph: '⊻' },
  Semisquare: { glyph: '∠' },
  Sesquiquadrate: { glyph: '□∠' },
  Quintile: { glyph: 'Q' },
  Biquintile: { glyph: 'bQ' },
  Parallel: { glyph: '∥', ko: '패럴렐' },
  'Contra-Parallel': { glyph: '#', ko: '콘트라패럴렐' },
};

/** Keyed by the natal API's names (Conjunction … Contra-Parallel). */
export const ASPECT_NAMES: Readonly<Record<AspectType, AspectNames>> = Object.fromEntries(
  ASPECT_TYPES.map((type) => {
    const extra = ASPECT_EXTRA[type];
    const ko = extra.ko ?? synastryKo(type) ?? type;
    return [type, { ko, en: type, glyph: extra.glyph, ...(extra.koAlt ? { koAlt: extra.koAlt } : {}) }];
  }),
) as Record<AspectType, AspectNames>;

/** Accepts either spelling: 'Trine' (natal) or 'trine' (synastry). */
export function aspectLabel(type: string, lang: Lang): string {
  const key = ASPECT_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
  return pick(key && ASPECT_NAMES[key], lang, type);
}

/** House systems (houses.ts HOUSE_SYSTEMS): Korean transliterations as Korean astrology writes them. */
export const HOUSE_SYSTEM_LABELS: Readonly<Record<(typeof HOUSE_SYSTEMS)[number], Names>> = {
  PLACIDUS: { ko: '플라시더스', en: 'Placidus' },
  KOCH: { ko: '코흐', en: 'Koch' },
  CAMPANUS: { ko: '캄파누스', en: 'Campanus' },
  REGIOMONTANUS: { ko: '레지오몬타누스', en: 'Regiomontanus' },
  EQUAL: { ko: '이퀄', en: 'Equal' },
  WHOLE_SIGN: { ko: '홀 사인', en: 'Whole Sign' },
  PORPHYRY: { ko: '포르피리', en: 'Porphyry' },
  ALCABITIUS: { ko: '알카비티우스', en: 'Alcabitius' },
  TOPOCENTRIC: { ko: '토포센트릭', en: 'Topocentric' },
  MORINUS: { ko: '모리누스', en: 'Morinus' },
};

// ── Zi Wei Dou Shu ───────────────────────────────────────────────────────────────────────────

/** The jami sets' locale tables live in jami/labels.ts, keyed by the jami ids. */
export { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS };

/** A palace's name by id (soul → 명궁 / Life); an id the table does not know stands for itself. */
export function palaceLabel(id: string, lang: Lang): string {
  return pick(Object.hasOwn(PALACE_LABELS, id) ? PALACE_LABELS[id as PalaceId] : undefined, lang, id);
}

/** A star's name by id (ziwei → 자미 / Zi Wei); an id the table does not know stands for itself. */
export function starLabel(id: string, lang: Lang): string {
  return pick(Object.hasOwn(STAR_LABELS, id) ? STAR_LABELS[id as StarId] : undefined, lang, id);
}

export function brightnessLabel(b: Brightness, lang: Lang, short = false): string {
  const names = BRIGHTNESS_LABELS[b];
  return short ? names.short[lang] : names[lang];
}

export function mutagenLabel(m: Mutagen, lang: Lang, short = false): string {
  const names = MUTAGEN_LABELS[m];
  return short ? names.short[lang] : names[lang];
}

/** 국수 2–6 (수이국 …): five-element bureau. */
export const BUREAU_LABELS: Readonly<Record<2 | 3 | 4 | 5 | 6, Names>> = {
  2: { ko: '수이국', en: 'Water 2' },
  3: { ko: '목삼국', en: 'Wood 3' },
  4: { ko: '금사국', en: 'Metal 4' },
  5: { ko: '토오국', en: 'Earth 5' },
  6: { ko: '화육국', en: 'Fire 6' },
};

// ── Saju ─────────────────────────────────────────────────────────────────────────────────────

/** The saju sets' locale tables live in saju/labels.ts, keyed by the saju ids. */
export { ELEMENT_LABELS, SHINSAL_LABELS, STAGE_LABELS, TEN_GOD_LABELS };

const koToId = <Id extends string>(table: Readonly<Record<Id, Names>>) => {
  const ids = new Map<string, Id>();
  for (const id of Object.keys(table) as Id[]) ids.set(id, id).set(table[id].ko, id);
  return (text: string) => ids.get(text);
};
const tenGodOf = koToId(TEN_GOD_LABELS);

/** A ten god's name by id (bi_jian, ri_zhu) or by its Korean name (비견); an unknown name stands for itself. */
export function tenGodLabel(name: string, lang: Lang): string {
  const id = name === TEN_GOD_LABELS.ri_zhu.hanja ? 'ri_zhu' : tenGodOf(name);
  return pick(id && TEN_GOD_LABELS[id], lang, name);
}

export function elementLabel(e: Element, lang: Lang): string {
  return ELEMENT_LABELS[e][lang];
}

/** Stem index 0 = 甲 … 9 = 癸: Korean reading or Pinyin. */
export function stemLabel(index: number, lang: Lang): string {
  return STEM_LABELS[STEM_IDS[index]][lang];
}

/** Branch index 0 = 子 … 11 = 亥: Korean reading or Pinyin. */
export function branchLabel(index: number, lang: Lang): string {
  return BRANCH_LABELS[BRANCH_IDS[index]][lang];
}

/** A stem-branch pair: 병술 / Bing Xu. */
export function ganjiLabel(stem: number, branch: number, lang: Lang): string {
  return lang === 'ko' ? stemLabel(stem, lang) + branchLabel(branch, lang) : `${stemLabel(stem, lang)} ${branchLabel(branch, lang)}`;
}

/** A 12운성 stage in Korean, or the English name the chart pictures print (Birth, Crown …). */
export function stageLabel(stage: Stage, lang: Lang): string {
  return lang === 'ko' ? STAGE_LABELS[stage].ko : STAGE_LABELS[stage].chart;
}

/** An aspect type's symbol (☌ ☍ △ □ ⚹ …), either spelling. */
export function aspectGlyph(type: string): string {
  const key = ASPECT_TYPES.find((t) => t.toLowerCase() === type.toLowerCase());
  return key ? ASPECT_NAMES[key].glyph : type.slice(0, 2);
}

// ── Interface words ──────────────────────────────────────────────────────────────────────────

export const UI_LABELS = {
  natalChart: { ko: '출생 차트', en: 'Natal Chart' },
  synastry: { ko: '시너스트리', en: 'Synastry' },
  /** The synastry's default person names (ASTRO_DEFAULTS.personNames), translated in a picture. */
  defaultPerson1: { ko: '첫째 사람', en: 'Person 1' },
  defaultPerson2: { ko: '둘째 사람', en: 'Person 2' },
  saju: { ko: '사주팔자', en: 'Four Pillars' },
  jami: { ko: '자미두수 명반', en: 'Zi Wei Dou Shu chart' },
  hourPillar: { ko: '시주', en: 'Hour' },
  dayPillar: { ko: '일주', en: 'Day' },
  monthPillar: { ko: '월주', en: 'Month' },
  yearPillar: { ko: '년주', en: 'Year' },
  stem: { ko: '천간', en: 'Stem' },
  branch: { ko: '지지', en: 'Branch' },
  tenGod: { ko: '십신', en: 'Ten god' },
  hiddenStems: { ko: '지장간', en: 'Hidden stems' },
  fiveElements: { ko: '오행', en: 'Five elements' },
  unknownTime: { ko: '시간 미상', en: 'Time unknown' },
  unknownTimeNote: { ko: '출생 시간을 몰라 시주를 비워 둡니다.', en: 'Birth time unknown: the hour pillar is left empty.' },
  solar: { ko: '양력', en: 'Solar' },
  lunar: { ko: '음력', en: 'Lunar' },
  leap: { ko: '윤', en: 'leap ' },
  male: { ko: '남', en: 'Male' },
  female: { ko: '여', en: 'Female' },
  lifePalace: { ko: '명궁', en: 'Life palace' },
  bodyPalace: { ko: '신궁', en: 'Body palace' },
  bodyMark: { ko: '신', en: 'Body' },
  bureau: { ko: '국수', en: 'Bureau' },
  naeum: { ko: '납음', en: 'Nayin' },
  hour: { ko: '시', en: 'Hour' },
  sahwa: { ko: '사화', en: 'Transformations' },
  houses: { ko: '하우스', en: 'Houses' },
  house: { ko: '하우스', en: 'House' },
  retrograde: { ko: '역행', en: 'retrograde' },
  person1: { ko: '안쪽', en: 'inner' },
  person2: { ko: '바깥쪽', en: 'outer' },
  aspects: { ko: '애스펙트', en: 'Aspects' },
  glyphs: { ko: '기호', en: 'Symbols' },
  positions: { ko: '위치', en: 'Positions' },
  point: { ko: '천체', en: 'Point' },
  position: { ko: '황경', en: 'Position' },
  aspectGrid: { ko: '애스펙트 표', en: 'Aspect grid' },
  daeun: { ko: '대운', en: 'Major luck (대운)' },
  age: { ko: '세', en: 'age' },
  twelveStages: { ko: '12운성', en: 'Life stage' },
  brightness: { ko: '밝기', en: 'Brightness' },
  /** Why the houses drawn are not the system asked for ({asked}: its name), after the one drawn. */
  houseFallback: { ko: '이 위도에서 {asked} 하우스가 정의되지 않아 대체', en: '{asked} is undefined at this latitude' },
} as const satisfies Record<string, Names>;
export type UiKey = keyof typeof UI_LABELS;

export function uiLabel(key: UiKey, lang: Lang): string {
  return UI_LABELS[key][lang];
}

// ── One entry point ──────────────────────────────────────────────────────────────────────────

export type LabelKind =
  | 'sign' | 'body' | 'aspect' | 'palace' | 'star' | 'tenGod' | 'element' | 'stem' | 'branch' | 'brightness' | 'mutagen' | 'ui';

/**
 * label('sign', 0, 'ko') → 양자리, label('body', 'sun', 'en') → Sun, label('star', 'ziwei', 'en') → Zi Wei.
 * Unknown ids come back as given (a display must not fail on a new id).
 */
export function label(kind: LabelKind, id: string | number, lang: Lang): string {
  const text = String(id);
  switch (kind) {
    case 'sign':
      return signLabel(Number(id), lang);
    case 'body':
      return bodyLabel(text, lang);
    case 'aspect':
      return aspectLabel(text, lang);
    case 'palace':
      return palaceLabel(text, lang);
    case 'star':
      return starLabel(text, lang);
    case 'tenGod':
      return tenGodLabel(text, lang);
    case 'element':
      return text in ELEMENT_LABELS ? elementLabel(text as Element, lang) : text;
    case 'stem': {
      const i = typeof id === 'number' ? id : STEMS.findIndex((s) => s.hanja === text || s.korean === text);
      return i >= 0 && i < 10 ? stemLabel(i, lang) : text;
    }
    case 'branch': {
      const i = typeof id === 'number' ? id : BRANCHES.findIndex((b) => b.hanja === text || b.korean === text);
      return i >= 0 && i < 12 ? branchLabel(i, lang) : text;
    }
    case 'brightness':
      return Object.hasOwn(BRIGHTNESS_LABELS, text) ? brightnessLabel(text as Brightness, lang) : text;
    case 'mutagen':
      return Object.hasOwn(MUTAGEN_LABELS, text) ? mutagenLabel(text as Mutagen, lang) : text;
    case 'ui':
      return text in UI_LABELS ? uiLabel(text as UiKey, lang) : text;
    default:
      return assertNever(kind);
  }
}
