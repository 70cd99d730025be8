/**
 * Interpretive jami blocks of interface-spec §2.4 computed from JamiFacts: 형충관계, 화성영성관계,
 * 지공지겁관계, 격국, 운세_평가, the 대한 palaces and 대한_해석, and the annual 유년 blocks. Each
 * function computes only its own block. Rules and texts: interpret-tables.ts.
 *
 * 삼방사정 (三方四正) of a palace at branch b = b itself, its opposite b+6 and its two 三合 palaces b±4.
 */
import { BRANCHES, STEMS, mod } from '../saju/ganzhi.js';
import {
  ANNUAL_TOPICS, FALLBACK_PATTERN, FORTUNE_AREAS, HELPERS, INNER_PALACES, MALEFICS, MUTAGEN_EFFECTS, OUTER_PALACES, PAIR_ASPECTS,
  PALACE_TOPICS, PATTERNS, SANHE, SANXING, SCORE_LEVELS, SCORING, STAR_PAIRS, STAR_POLARITY, LIUCHONG, LIUHE, type AnnualTopic,
  type ClashName, type FortuneArea, type PatternRule, type PunishmentName, type SixHarmonyName, type ThreeHarmonyName,
} from './interpret-tables.js';
import { SAHWA } from './tables.js';
import { MUTAGENS, PALACE_IDS, type BranchId, type JamiFacts, type Mutagen, type PalaceId, type StarPlacement } from './types.js';
import { assertNever } from '../assert.js';
import { josa } from '../korean.js';
import { ganjiLabel, mutagenLabel, type Lang } from '../labels.js';
import {
  ANNUAL_TOPICS_EN, FALLBACK_PATTERN_EN, FORTUNE_AREAS_EN, MUTAGEN_EFFECTS_EN, PAIR_ASPECTS_EN, PALACE_TOPICS_EN, PATTERNS_EN,
  SCORE_LEVELS_EN, STAR_PAIRS_EN,
} from './interpret-tables-en.js';
import {
  bk, branchEn, branchKo, labels, labelsEn, lifePlaceEn, listEn, majorsAt, namedAt, opposite, palaceCharacter, palaceCharacterEn, palaceEn,
  palaceAt, palaceKo, palaceLabel, palaceLabelEn, palaceName, palacesEn, sanfang, starKo, starLabel, starLabelEn, starNameEn, starOf, starsAt,
  mutagenKo, unique, verbEn,
} from './interpret-labels.js';
import { indexStars, matchPattern } from './pattern-match.js';

// ── 형충관계 ────────────────────────────────────────────────────────────────────────────────

/** A relation of branches (三刑, 六冲) in this chart. */
export interface BranchRelation {
  branches: BranchId[];
  /** Whether it takes effect in this chart (the rule below). */
  occurs: boolean;
  /** The natal palaces on its branches. */
  palaces: PalaceId[];
}
export interface Relations {
  /** 삼형: the three punishments and the 自刑. */
  punishments: Record<PunishmentName, BranchRelation>;
  /** 육충: the six clashes. */
  clashes: Record<ClashName, BranchRelation>;
  /** 삼합: the four three-branch harmonies. */
  threeHarmonies: Record<ThreeHarmonyName, BranchId[]>;
  /** 육합: the six pair harmonies. */
  sixHarmonies: Record<SixHarmonyName, BranchId[]>;
}

/**
 * All traditional relations with their branches. `occurs` (the service's rule): a relation of two or
 * three branches occurs when every one of its palaces holds at least one main star, so that stars
 * actually meet across it; a 自刑 occurs when its palace holds a main star together with one of 六煞.
 */
export function relations(facts: JamiFacts): Relations {
  const hasMajor = (b: number) => majorsAt(facts, b).length > 0;
  const occurs = (bs: readonly number[]) =>
    bs.length > 1 ? bs.every(hasMajor) : hasMajor(bs[0]) && namedAt(facts, MALEFICS, [...bs]).length > 0;
  const detail = <N extends string>(list: readonly { name: N; branches: readonly number[] }[]) => {
    const record = {} as Record<N, BranchRelation>;
    for (const { name, branches } of list) {
      record[name] = { branches: branches.map(bk), occurs: occurs(branches), palaces: branches.map((b) => palaceAt(facts, b)) };
    }
    return record;
  };
  const names = <N extends string>(list: readonly { name: N; branches: readonly number[] }[]) => {
    const record = {} as Record<N, BranchId[]>;
    for (const { name, branches } of list) record[name] = branches.map(bk);
    return record;
  };
  return { punishments: detail(SANXING), clashes: detail(LIUCHONG), threeHarmonies: names(SANHE), sixHarmonies: names(LIUHE) };
}

// ── 화성영성관계 / 지공지겁관계 ───────────────────────────────────────────────────────────────────

/** Where the two stars of a pair sit, how they meet (PAIR_ASPECTS) and how they touch 명궁's 삼방사정. */
function pairRelation(facts: JamiFacts, pair: keyof typeof STAR_PAIRS, lang: Lang): string {
  const { stars: [idA, idB], nature } = STAR_PAIRS[pair];
  const [a, b] = [starOf(facts, idA), starOf(facts, idB)];
  const [nameA, nameB] = [starKo(idA), starKo(idB)];
  const steps = mod(b.branch - a.branch, 12);
  const distance = Math.min(steps, 12 - steps);
  const between = mod(a.branch + (steps === 2 ? 1 : -1), 12); // the flanked palace when they are two apart
  const aspect = PAIR_ASPECTS[distance];
  const where =
    distance === 0
      ? `${josa(nameA, '과/와')} ${josa(nameB, '이/가')} 모두 ${palaceLabel(facts, a.branch)}에 있습니다.`
      : `${josa(nameA, '은/는')} ${palaceLabel(facts, a.branch)}, ${josa(nameB, '은/는')} ${palaceLabel(facts, b.branch)}에 있습니다.`;
  const meet = aspect.text.replace('{mid}', josa(palaceLabel(facts, between), '을/를'));
  const L = facts.lifeBranch;
  const touching = [a, b].filter((s) => sanfang(L).includes(s.branch));
  if (lang === 'en') return pairRelationEn(facts, pair, a, b, distance, between, touching);
  const effect =
    distance === 2 && between === L
      ? `두 별이 명궁을 양옆에서 끼고 있어(夾命) ${josa(nature, '이/가')} 명궁에 직접 미치니 특히 조심해야 합니다.`
      : touching.length === 2
        ? `두 별이 모두 명궁의 삼방사정에 들어 ${josa(nature, '이/가')} 삶 전반에 뚜렷이 드러나니 완급 조절이 필요합니다.`
        : touching.length === 1
          ? `${josa(starKo(touching[0].id), '이/가')} ${touching[0].branch === L ? '명궁에 직접' : `명궁의 삼방사정인 ${palaceName(facts, touching[0].branch)}에`} 들어 ${nature}에 유의해야 합니다.`
          : `두 별 모두 명궁의 삼방사정 밖에 있어 ${nature}의 영향은 ${unique([a.branch, b.branch]).map((x) => palaceName(facts, x)).join('·')} 영역에 머뭅니다.`;
  return `${where} 두 별은 ${aspect.name} 관계로, ${meet}. ${effect}`;
}

/** pairRelation's sentences in English. */
function pairRelationEn(
  facts: JamiFacts, pair: keyof typeof STAR_PAIRS, a: StarPlacement, b: StarPlacement, distance: number, between: number,
  touching: StarPlacement[],
): string {
  const { nature } = STAR_PAIRS_EN[pair];
  const [nameA, nameB] = [starNameEn(a.id), starNameEn(b.id)];
  const aspect = PAIR_ASPECTS_EN[distance];
  const L = facts.lifeBranch;
  const where =
    distance === 0
      ? `${nameA} and ${nameB} are both in ${palaceLabelEn(facts, a.branch)}.`
      : `${nameA} is in ${palaceLabelEn(facts, a.branch)} and ${nameB} in ${palaceLabelEn(facts, b.branch)}.`;
  const meet = aspect.text.replace('{mid}', palaceLabelEn(facts, between));
  const effect =
    distance === 2 && between === L
      ? `The two stars flank the Life Palace on both sides (夾命), so ${nature} bear directly on it; take particular care.`
      : touching.length === 2
        ? `Both stars fall in the San Fang Si Zheng of the Life Palace, so ${nature} show clearly throughout life; keep a measured pace.`
        : touching.length === 1
          ? `${starNameEn(touching[0].id)} ${touching[0].branch === L ? 'sits in the Life Palace itself' : `falls in the ${palaceEn(palaceAt(facts, touching[0].branch))}, part of the Life Palace’s San Fang Si Zheng`}, so beware of ${nature}.`
          : `Both stars lie outside the San Fang Si Zheng of the Life Palace, so the effect of ${nature} stays within the affairs of ${palacesEn(unique([a.branch, b.branch]).map((x) => palaceAt(facts, x)))}.`;
  return `${where} The two stars are ${aspect.name}: ${meet}. ${effect}`;
}

/** 화성영성관계: where 火星 and 鈴星 sit and how they meet, in a sentence. */
export const fireBellRelation = (facts: JamiFacts, lang: Lang) => pairRelation(facts, 'fireBell', lang);
/** 지공지겁관계: the same for 地空 and 地劫. */
export const voidRelation = (facts: JamiFacts, lang: Lang) => pairRelation(facts, 'void', lang);

// ── 격국 ────────────────────────────────────────────────────────────────────────────────────

export interface Patterns {
  /** 주요격국: the classic patterns found. */
  main: string[];
  /** 특수격국: the most significant pattern (or 평격) with the chart's own description. */
  special: { name: string; description: string; verdict: string };
  /** 보조격국: the supplementary configurations found. */
  auxiliary: string[];
}
/** "Zi Wei (Prosperous) and Tian Fu (Temple) in the Life Palace (Yin), Zuo Fu in the Career Palace (Xu)". */
function describeStarsEn(facts: JamiFacts, stars: StarPlacement[]): string {
  return listEn(unique(stars.map((s) => s.branch)).map((b) => `${labelsEn(stars.filter((s) => s.branch === b))} in ${palaceLabelEn(facts, b)}`));
}

/** "명궁(인궁)의 자미(왕)·천부(묘), 관록궁(술궁)의 좌보": matched stars grouped by palace. */
function describeStars(facts: JamiFacts, stars: StarPlacement[]): string {
  return unique(stars.map((s) => s.branch))
    .map((b) => `${palaceLabel(facts, b)}의 ${labels(stars.filter((s) => s.branch === b))}`)
    .join(', ');
}

/**
 * Every PATTERNS rule is tested against the chart; 주요격국 and 보조격국 list the names found by tier,
 * 특수격국 is the highest-ranked one with the chart's own stars in its 설명. With none found it is
 * 평격, described from 명궁's stars and the helpers in its 삼방사정.
 */
export function patterns(facts: JamiFacts, lang: Lang): Patterns {
  const L = facts.lifeBranch;
  const index = indexStars(facts);
  const found = PATTERNS.flatMap((rule) => {
    const stars = matchPattern(facts, index, rule);
    return stars ? [{ rule, stars }] : [];
  });
  const top = found.reduce<(typeof found)[number] | undefined>((best, f) => (!best || f.rule.rank > best.rule.rank ? f : best), undefined);
  if (lang === 'en') return patternsEn(facts, found, top);
  const names = (tier: PatternRule['tier']) => found.filter((f) => f.rule.tier === tier).map((f) => f.rule.name);
  const lifeNote = `명궁 ${branchKo(L)}궁에는 ${palaceCharacter(facts, L)}`;
  if (!top) {
    const helpers = namedAt(facts, HELPERS, sanfang(L));
    const support = helpers.length
      ? `삼방사정의 ${josa(labels(helpers), '이/가')} 힘을 보태니 꾸준한 노력으로 격을 높일 수 있습니다.`
      : '삼방사정에 보좌 길성이 없어 스스로의 노력이 성패를 가릅니다.';
    const description = `${lifeNote} 삼방사정에서 고전 격국의 조건이 갖춰지지 않아 평격으로 봅니다. ${support}`;
    return { main: [], special: { name: FALLBACK_PATTERN.name, description, verdict: FALLBACK_PATTERN.verdict }, auxiliary: names('보조') };
  }
  const detail = top.stars.length ? ` 이 명반에서는 ${josa(describeStars(facts, top.stars), '이/가')} 이 격을 이룹니다.` : '';
  const description = `${top.rule.meaning}${detail}${top.rule.emptyLife ? ` ${lifeNote}` : ''}`;
  return { main: names('주요'), special: { name: top.rule.name, description, verdict: top.rule.verdict }, auxiliary: names('보조') };
}

type Found = { rule: PatternRule; stars: StarPlacement[] };

/** patterns' names and description in English (the verdict keeps its documented Korean values). */
function patternsEn(facts: JamiFacts, found: Found[], top: Found | undefined): Patterns {
  const L = facts.lifeBranch;
  const names = (tier: PatternRule['tier']) => found.filter((f) => f.rule.tier === tier).map((f) => PATTERNS_EN[f.rule.name].name);
  const lifeNote = palaceCharacterEn(facts, L, lifePlaceEn(facts));
  if (!top) {
    const helpers = namedAt(facts, HELPERS, sanfang(L));
    const support = helpers.length
      ? `${labelsEn(helpers)} in the San Fang Si Zheng ${verbEn(helpers.length, 'lends', 'lend')} strength, so steady effort can raise the chart’s standing.`
      : 'No auspicious assistant star stands in the San Fang Si Zheng, so your own effort decides success or failure.';
    const description = `${lifeNote} The conditions of the classic patterns are not met in the San Fang Si Zheng, so the chart is read as an ordinary pattern. ${support}`;
    return { main: [], special: { name: FALLBACK_PATTERN_EN.name, description, verdict: FALLBACK_PATTERN.verdict }, auxiliary: names('보조') };
  }
  const detail = top.stars.length
    ? ` In this chart, ${describeStarsEn(facts, top.stars)} ${verbEn(top.stars.length, 'forms', 'form')} the pattern.`
    : '';
  const description = `${PATTERNS_EN[top.rule.name].meaning}${detail}${top.rule.emptyLife ? ` ${lifeNote}` : ''}`;
  return { main: names('주요'), special: { name: PATTERNS_EN[top.rule.name].name, description, verdict: top.rule.verdict }, auxiliary: names('보조') };
}

// ── 운세_평가 ───────────────────────────────────────────────────────────────────────────────

export interface Fortune {
  /** 전체_운: 0–100. */
  overall: number;
  /** 세부: each area's score 0–100. */
  areas: Record<FortuneArea, number>;
  /** 종합_평가: the summary text. */
  summary: string;
}

/** A star's points (SCORING). */
function starPoints(s: StarPlacement): number {
  return SCORING.kindWeight[s.kind] * starValue(s) + (s.mutagen ? SCORING.mutagen[s.mutagen] : 0);
}

/** A main star's brightness value; another star's polarity with its brightness shift (SCORING). */
function starValue(s: StarPlacement): number {
  switch (s.kind) {
    case 'major':
      return s.brightness ? SCORING.majorBrightness[s.brightness] : 0;
    case 'auxiliary':
    case 'minor': {
      const polarity = STAR_POLARITY[s.id];
      return polarity ? polarity + (s.brightness ? SCORING.brightnessShift[s.brightness] : 0) : 0;
    }
    default:
      return assertNever(s.kind);
  }
}

/** Each branch's palace points (the sum over its stars). */
function palacePoints(facts: JamiFacts): number[] {
  const points = BRANCHES.map(() => 0);
  for (const s of facts.stars) points[s.branch] += starPoints(s);
  return points;
}
const branchOfPalace = (facts: JamiFacts, id: PalaceId) => facts.palaces.find((p) => p.id === id)!.branch;

/** The 0–100 score of some focus palaces with their 삼방사정 (SCORING). */
function areaScore(facts: JamiFacts, points: number[], focus: readonly PalaceId[]): number {
  const { focus: wf, opposite: wo, trine: wt } = SCORING.palaceWeight;
  const raw = focus.reduce((sum, name) => {
    const b = branchOfPalace(facts, name);
    const P = (x: number) => points[mod(x, 12)];
    return sum + wf * P(b) + wo * P(b + 6) + wt * (P(b + 4) + P(b + 8));
  }, 0) / (focus.length * (wf + wo + 2 * wt));
  return Math.min(100, Math.max(0, Math.round(SCORING.center + SCORING.perPoint * raw)));
}

const level = (score: number) => SCORE_LEVELS.find((l) => score >= l.min)!.word;

export function fortune(facts: JamiFacts, lang: Lang): Fortune {
  const names = Object.keys(FORTUNE_AREAS) as FortuneArea[];
  const points = palacePoints(facts);
  const areas = {} as Record<FortuneArea, number>;
  for (const a of names) areas[a] = areaScore(facts, points, FORTUNE_AREAS[a].palaces);
  const mean = names.reduce((s, a) => s + areas[a], 0) / names.length;
  const overall = Math.round((areaScore(facts, points, ['soul']) + mean) / 2);
  return { overall, areas, summary: lang === 'en' ? summaryEn(facts, overall, areas) : summary(facts, overall, areas) };
}

/** The strongest and weakest areas of the scores (the first in table order on a tie). */
function extremes(scores: Record<FortuneArea, number>) {
  const areas = Object.keys(scores) as FortuneArea[];
  return {
    best: areas.reduce((x, a) => (scores[a] > scores[x] ? a : x)),
    worst: areas.reduce((x, a) => (scores[a] < scores[x] ? a : x)),
  };
}

/** An area's focus-palace stars, the heaviest first. */
const focusStars = (facts: JamiFacts, a: FortuneArea) =>
  FORTUNE_AREAS[a].palaces.flatMap((name) => starsAt(facts, branchOfPalace(facts, name)))
    .map((s) => ({ s, points: starPoints(s) }))
    .sort((x, y) => y.points - x.points);

/** The strongest and weakest areas, each with the star in its focus palaces that weighs most. */
function summary(facts: JamiFacts, total: number, scores: Record<FortuneArea, number>): string {
  const { best, worst } = extremes(scores);
  const where = (s: StarPlacement) => `${palaceName(facts, s.branch)}의 ${starLabel(s)}`;
  const opening = `전체 운은 ${total}점(${level(total)})으로, 명궁 ${branchKo(facts.lifeBranch)}궁에는 ${palaceCharacter(facts, facts.lifeBranch)}`;
  if (scores[best] === scores[worst]) return `${opening} 여섯 분야가 모두 ${scores[best]}점으로 고릅니다.`;
  const top = focusStars(facts, best)[0];
  const bottom = focusStars(facts, worst).at(-1);
  const strong = top && top.points > 0 ? `${josa(where(top.s), '이/가')} 힘이 됩니다` : '삼방사정의 기운이 고르게 받쳐 줍니다';
  const weak =
    bottom && bottom.points < 0
      ? `${where(bottom.s)} 영향을 살펴 보완해야 합니다`
      : `${FORTUNE_AREAS[worst].palaces.map(palaceKo).join('·')}에 뒷받침하는 별이 적어 보완이 필요합니다`;
  return (
    `${opening} ${josa(FORTUNE_AREAS[best].name, '이/가')} ${scores[best]}점으로 가장 높은데 ${strong}. ` +
    `${josa(FORTUNE_AREAS[worst].name, '은/는')} ${scores[worst]}점으로 가장 낮아 ${weak}.`
  );
}

/** summary in English. */
function summaryEn(facts: JamiFacts, total: number, scores: Record<FortuneArea, number>): string {
  const { best, worst } = extremes(scores);
  const word = SCORE_LEVELS_EN[SCORE_LEVELS.findIndex((l) => total >= l.min)].word;
  const opening = `The overall fortune scores ${total} out of 100 (${word}). ${palaceCharacterEn(facts, facts.lifeBranch, lifePlaceEn(facts))}`;
  if (scores[best] === scores[worst]) return `${opening} All six areas score the same, ${scores[best]}.`;
  const top = focusStars(facts, best)[0];
  const bottom = focusStars(facts, worst).at(-1);
  const where = (s: StarPlacement) => `${starLabelEn(s)} in the ${palaceEn(palaceAt(facts, s.branch))}`;
  const strong = top && top.points > 0 ? `${where(top.s)} lends it strength` : 'the San Fang Si Zheng supports it evenly';
  const weak =
    bottom && bottom.points < 0
      ? `look into the influence of ${where(bottom.s)} and make up for it`
      : `few stars support ${palacesEn(FORTUNE_AREAS[worst].palaces)}, so it needs shoring up`;
  return (
    `${opening} The strongest area is ${FORTUNE_AREAS_EN[best].name}, at ${scores[best]}: ${strong}. ` +
    `The weakest is ${FORTUNE_AREAS_EN[worst].name}, at ${scores[worst]}: ${weak}.`
  );
}

// ── 대한 / 유년 ─────────────────────────────────────────────────────────────────────────────

interface Flight {
  mutagen: Mutagen;
  star: StarPlacement;
}

/** Where the stem's 四化 (SAHWA, docs/jami.md §2) fall (飛化): [화록, 화권, 화과, 화기] with the star each attaches to. */
const flights = (facts: JamiFacts, stem: number): Flight[] =>
  MUTAGENS.map((mutagen, i) => ({ mutagen, star: starOf(facts, SAHWA[stem][i]) }));

/** "화록(염정)이": a flying transformation as the subject of a sentence. */
const mutagen = ({ mutagen: m, star }: Flight) => josa(`${mutagenKo(m)}(${starKo(star.id)})`, '이/가');

/**
 * The service's flying-star palaces for a period stem: 이차 발생 = the palaces where 화록 and 화권
 * land (where the period's gains arise); 이차 결과 = the palaces those 沖 (opposite: where the gains
 * show their result); 문제 = the palace where 화기 lands and the palace it 沖.
 */
function flightPalaces(facts: JamiFacts, stem: number) {
  const [rok, gwon, , gi] = flights(facts, stem).map((f) => f.star.branch);
  const occurrence = unique([rok, gwon]);
  return { occurrence, result: unique(occurrence.map(opposite)), problem: [gi, opposite(gi)] };
}

export interface DaehanDetails {
  /** The period's 六內宮 (命財疾田官福) branches. */
  innerPalaces: BranchId[];
  /** The period's 六外宮 (兄夫子遷友父) branches. */
  outerPalaces: BranchId[];
  /** Where the period's 화록 and 화권 land. */
  secondaryOccurrencePalaces: BranchId[];
  /** Where its 화기 lands and the palace that one 沖. */
  problemPalaces: BranchId[];
  /** The palaces opposite the occurrence palaces. */
  secondaryResultPalaces: BranchId[];
  /** 대한_해석: the period's texts. */
  interpretation: { mainFeatures: string; favorable: string; cautions: string; focus: string };
}

/**
 * A 대한 on periodBranch with palace stem periodStem. The period's twelve palaces are named from
 * its 명궁 as the natal ones are (명궁, 형제궁 … backwards); inner = 命財疾田官福, outer = 兄夫子遷友父
 * (INNER_PALACES / OUTER_PALACES). The texts read the period 명궁's stars, the period 四化 and the
 * helpers and malefics in the period 명궁's 삼방사정.
 */
export function daehanDetails(facts: JamiFacts, periodBranch: number, periodStem: number, lang: Lang): DaehanDetails {
  const at = (i: number) => mod(periodBranch - i, 12);
  const periodPalace = (b: number) => PALACE_IDS[mod(periodBranch - b, 12)];
  const { occurrence, result, problem } = flightPalaces(facts, periodStem);
  const [rok, gwon, gwa, gi] = flights(facts, periodStem);
  const enters = (f: Flight) => {
    const pp = periodPalace(f.star.branch);
    return `${mutagen(f)} 대한 ${palaceKo(pp)}(${branchKo(f.star.branch)}궁)에 들어 ${PALACE_TOPICS[pp].theme} 면에서 ${MUTAGEN_EFFECTS[f.mutagen]}.`;
  };
  const field = (f: Flight) => PALACE_TOPICS[periodPalace(f.star.branch)].field;
  const scope = sanfang(periodBranch);
  const helpers = namedAt(facts, HELPERS, scope);
  const malefics = namedAt(facts, MALEFICS, scope);
  const giPalace = periodPalace(gi.star.branch);
  const hit = periodPalace(opposite(gi.star.branch));
  const ganzi = STEMS[periodStem].korean + branchKo(periodBranch);
  const palaces = {
    innerPalaces: INNER_PALACES.map(at).map(bk),
    outerPalaces: OUTER_PALACES.map(at).map(bk),
    secondaryOccurrencePalaces: occurrence.map(bk),
    problemPalaces: problem.map(bk),
    secondaryResultPalaces: result.map(bk),
  };
  if (lang === 'en') return { ...palaces, interpretation: daehanTextsEn(facts, periodBranch, periodStem) };
  return {
    ...palaces,
    interpretation: {
      mainFeatures:
        `${ganzi} 대한은 본명 ${palaceLabel(facts, periodBranch)}이 대한 명궁이 되어 ` +
        `${josa(PALACE_TOPICS[palaceAt(facts, periodBranch)].theme, '이/가')} 이 10년의 무대가 됩니다. ` +
        `대한 명궁에는 ${palaceCharacter(facts, periodBranch)}`,
      favorable:
        `${[rok, gwon, gwa].map(enters).join(' ')} ` +
        (helpers.length
          ? `대한 명궁의 삼방사정에 있는 ${josa(labels(helpers), '이/가')} 힘을 보탭니다.`
          : '대한 명궁의 삼방사정에 보좌 길성이 없어 스스로 기회를 만들어야 합니다.'),
      cautions:
        `${mutagen(gi)} 대한 ${palaceKo(giPalace)}(${branchKo(gi.star.branch)}궁)에 들고 맞은편 대한 ${josa(`${palaceKo(hit)}(${branchKo(opposite(gi.star.branch))}궁)`, '을/를')} 충하니 ` +
        `${PALACE_TOPICS[giPalace].theme}, 그리고 ${PALACE_TOPICS[hit].theme} 면에서 ${MUTAGEN_EFFECTS.ji}. ` +
        (malefics.length
          ? `대한 삼방사정의 ${josa(labels(malefics), '은/는')} 성급한 결정과 충돌을 부르기 쉬우니 신중하게 움직이세요.`
          : '대한 삼방사정에 육살성이 없어 큰 돌발 변수는 적은 편입니다.'),
      focus:
        `${field(rok) === field(gwon) ? field(rok) : `${josa(field(rok), '과/와')} ${field(gwon)}`}에 힘을 쏟되, ` +
        `${josa(field(gi), '은/는')} 보수적으로 관리하세요.`,
    },
  };
}

/** daehanDetails' texts in English. */
function daehanTextsEn(facts: JamiFacts, periodBranch: number, periodStem: number): DaehanDetails['interpretation'] {
  const periodPalace = (b: number) => PALACE_IDS[mod(periodBranch - b, 12)];
  const [rok, gwon, gwa, gi] = flights(facts, periodStem);
  const enters = (f: Flight) => {
    const pp = periodPalace(f.star.branch);
    return `${flightEn(f)} enters the decade’s ${palaceEn(pp)} (${branchEn(f.star.branch)}): in ${PALACE_TOPICS_EN[pp].theme}, ${MUTAGEN_EFFECTS_EN[f.mutagen]}.`;
  };
  const field = (f: Flight) => PALACE_TOPICS_EN[periodPalace(f.star.branch)].field;
  const scope = sanfang(periodBranch);
  const helpers = namedAt(facts, HELPERS, scope);
  const malefics = namedAt(facts, MALEFICS, scope);
  const giPalace = periodPalace(gi.star.branch);
  const hit = periodPalace(opposite(gi.star.branch));
  const decade = { at: 'in the decade’s Life Palace', subject: 'The decade’s Life Palace' };
  return {
    mainFeatures:
      `In the ${ganjiLabel(periodStem, periodBranch, 'en')} decade, the natal ${palaceEn(palaceAt(facts, periodBranch))} (${branchEn(periodBranch)}) ` +
      `becomes the decade’s Life Palace, so these ten years play out around ${PALACE_TOPICS_EN[palaceAt(facts, periodBranch)].theme}. ` +
      palaceCharacterEn(facts, periodBranch, decade),
    favorable:
      `${[rok, gwon, gwa].map(enters).join(' ')} ` +
      (helpers.length
        ? `${labelsEn(helpers)} in the San Fang Si Zheng of the decade’s Life Palace ${verbEn(helpers.length, 'lends', 'lend')} strength.`
        : 'No auspicious assistant star stands in the San Fang Si Zheng of the decade’s Life Palace, so you must make your own opportunities.'),
    cautions:
      `${flightEn(gi)} enters the decade’s ${palaceEn(giPalace)} (${branchEn(gi.star.branch)}) and clashes with the opposite ` +
      `${palaceEn(hit)} (${branchEn(opposite(gi.star.branch))}), so in ${PALACE_TOPICS_EN[giPalace].theme}, and in ` +
      `${PALACE_TOPICS_EN[hit].theme}, ${MUTAGEN_EFFECTS_EN.ji}. ` +
      (malefics.length
        ? `${labelsEn(malefics)} in the decade’s San Fang Si Zheng easily ${verbEn(malefics.length, 'invites', 'invite')} hasty decisions and conflict, so move with care.`
        : 'No malefic star stands in the decade’s San Fang Si Zheng, so major upsets are unlikely.'),
    focus:
      `Put your effort into ${field(rok) === field(gwon) ? field(rok) : `${field(rok)} as well as ${field(gwon)}`}, ` +
      `but manage ${field(gi)} conservatively.`,
  };
}

/** "Hua Lu (Lian Zhen)": a flying transformation with its star. */
const flightEn = ({ mutagen: m, star }: Flight) => `${mutagenLabel(m, 'en')} (${starNameEn(star.id)})`;

export interface AnnualDetails {
  /** 유년이차발생궁: where the year's 화록 and 화권 land. */
  secondaryOccurrencePalaces: BranchId[];
  /** 유년문제궁위: where the year's 화기 lands and the palace it 沖. */
  problemPalaces: BranchId[];
  /** 유년_주요사항: the lines on each annual topic. */
  topics: Record<AnnualTopic, string[]>;
}

/**
 * The 유년 of the target year (stem, branch): its 명궁 is the palace on the year branch and the annual
 * palaces rotate from there. The palace lists follow the 대한 rules with the year stem's 四化; each
 * 유년_주요사항 list reads one annual palace (ANNUAL_TOPICS): the natal stars it falls on, the annual
 * 四化 that enter it or (화기) hit it from the opposite palace, and the helpers or malefics there.
 */
export function annualDetails(facts: JamiFacts, targetYearStem: number, targetYearBranch: number, lang: Lang): AnnualDetails {
  const { occurrence, problem } = flightPalaces(facts, targetYearStem);
  const year = flights(facts, targetYearStem);
  const items = ({ palace, subject }: (typeof ANNUAL_TOPICS)[keyof typeof ANNUAL_TOPICS], key: AnnualTopic) => {
    if (lang === 'en') return annualItemsEn(facts, year, targetYearBranch, palace, ANNUAL_TOPICS_EN[key].subject);
    const b = mod(targetYearBranch - PALACE_IDS.indexOf(palace), 12);
    const helpers = namedAt(facts, HELPERS, [b]);
    const malefics = namedAt(facts, MALEFICS, [b]);
    const lines = [
      `유년 ${josa(palaceKo(palace), '은/는')} 본명 ${palaceLabel(facts, b)}에 놓이며, ${palaceCharacter(facts, b)}`,
      ...year.filter((f) => f.star.branch === b).map((f) => `${mutagen(f)} 유년 ${palaceKo(palace)}에 들어 ${subject} 면에서 ${MUTAGEN_EFFECTS[f.mutagen]}.`),
      ...year
        .filter((f) => f.mutagen === 'ji' && f.star.branch === opposite(b))
        .map((f) => `${mutagen(f)} 맞은편 본명 ${palaceLabel(facts, opposite(b))}에서 유년 ${josa(palaceKo(palace), '을/를')} 충하니 ${subject}의 변동에 대비하세요.`),
      ...(helpers.length ? [`${josa(labels(helpers), '이/가')} 있어 ${subject} 면에서 도움을 받습니다.`] : []),
      ...(malefics.length ? [`${josa(labels(malefics), '이/가')} 있어 ${subject} 면의 돌발 변수에 주의하세요.`] : []),
    ];
    return lines.length > 1 ? lines : [...lines, `올해의 사화와 보좌성이 직접 닿지 않아 ${josa(subject, '은/는')} 본래 흐름대로 이어집니다.`];
  };
  const topics = {} as Record<AnnualTopic, string[]>;
  for (const key of Object.keys(ANNUAL_TOPICS) as AnnualTopic[]) topics[key] = items(ANNUAL_TOPICS[key], key);
  return { secondaryOccurrencePalaces: occurrence.map(bk), problemPalaces: problem.map(bk), topics };
}

/** The lines of one annual topic in English. */
function annualItemsEn(facts: JamiFacts, year: Flight[], targetYearBranch: number, palace: PalaceId, subject: string): string[] {
  const b = mod(targetYearBranch - PALACE_IDS.indexOf(palace), 12);
  const helpers = namedAt(facts, HELPERS, [b]);
  const malefics = namedAt(facts, MALEFICS, [b]);
  const lines = [
    `This year’s ${palaceEn(palace)} falls on the natal ${palaceEn(palaceAt(facts, b))} (${branchEn(b)}). ` +
      palaceCharacterEn(facts, b, { at: 'there', subject: 'That palace' }),
    ...year.filter((f) => f.star.branch === b).map((f) => `${flightEn(f)} enters this year’s ${palaceEn(palace)}: in ${subject}, ${MUTAGEN_EFFECTS_EN[f.mutagen]}.`),
    ...year
      .filter((f) => f.mutagen === 'ji' && f.star.branch === opposite(b))
      .map((f) => `${flightEn(f)} clashes with this year’s ${palaceEn(palace)} from the opposite natal ${palaceEn(palaceAt(facts, opposite(b)))} (${branchEn(opposite(b))}), so be ready for changes in ${subject}.`),
    ...(helpers.length ? [`With ${labelsEn(helpers)} there, you receive help in ${subject}.`] : []),
    ...(malefics.length ? [`With ${labelsEn(malefics)} there, watch for sudden surprises in ${subject}.`] : []),
  ];
  return lines.length > 1
    ? lines
    : [...lines, `Neither this year’s transformations nor the assistant stars reach this palace directly, so ${subject} will carry on as usual.`];
}
