/**
 * Korean and English texts of a synastry (Korean by default; the English ones are written texts from
 * the *_EN tables, not translations made at run time), assembled from the tables of synastry-tables.ts and the pair's own
 * data (names, points, signs, houses, scores). Separate from synastry.ts so that a query that
 * selects no text runs none of this (the laziness tests spy on these functions).
 */
import {
  AREA_EN,
  AREA_RATING_EN,
  AREA_TEXT_EN,
  ASPECT_DYNAMIC_EN,
  ASPECT_LINK_EN,
  ASPECT_NAME_EN,
  ELEMENT_EN,
  ELEMENT_TEMPERAMENT_EN,
  ELEMENT_TYPE_EN,
  HOUSE_FOCUS_EN,
  MODALITY_EN,
  MODALITY_TEMPERAMENT_EN,
  MODALITY_TYPE_EN,
  NEUTRAL_CONJUNCTION_DYNAMIC_EN,
  OUTER_CHALLENGE_EN,
  OVERLAY_EFFECT_EN,
  PAIR_CHALLENGE_EN,
  PAIR_STRENGTH_EN,
  POINT_MEANING_EN,
  POINT_NAME_EN,
  POINT_TAKES_THE,
  RELATIONSHIP_ADVICE_EN,
  RELATIONSHIP_EN,
  SCORE_BAND_EN,
  SIGN_STYLE_EN,
  THEME_RATING_EN,
  THEME_TEXTS_EN,
  TIGHTNESS_EN,
  AREA_KO,
  AREA_TEXT_KO,
  ELEMENT_KO,
  ELEMENT_TEMPERAMENT_KO,
  ELEMENT_TYPE_KO,
  HOUSE_MEANINGS,
  MODALITY_KO,
  MODALITY_TEMPERAMENT_KO,
  MODALITY_TYPE_KO,
  NEUTRAL_CONJUNCTION_DYNAMIC_KO,
  OUTER_CHALLENGE_KO,
  OVERLAY_EFFECT_KO,
  PAIR_CHALLENGE_KO,
  PAIR_STRENGTH_KO,
  RELATIONSHIP_ADVICE_KO,
  RELATIONSHIP_KO,
  SIGN_STYLE_KO,
  THEME_DEFS,
  TIGHTNESS_KO,
  pairKey,
  type PointDef,
} from './synastry-tables.js';
import { aspectSignIndex, type SynastryAspect } from './synastry-aspects.js';
import type { Overlay, Synastry, ThemeScore } from './synastry.js';
import { SIGNS } from './zodiac.js';
import { josa } from '../korean.js';
import { TEXT_LANG, type Lang } from '../lang.js';

const i = (w: string) => josa(w, '이/가');
const eun = (w: string) => josa(w, '은/는');
const eul = (w: string) => josa(w, '을/를');
const gwa = (w: string) => josa(w, '과/와');
const euro = (w: string) => josa(w, '으로/로');

const names = (s: Synastry) => [s.person1.name, s.person2.name] as const;

// ── Aspects ──────────────────────────────────────────────────────────────────────────────────

/** The acting point first: [name, point] of the "from" side and of the other side. */
function sides(s: Synastry, a: SynastryAspect) {
  const [n1, n2] = names(s);
  return a.fromPerson1
    ? { fromName: n1, from: a.p1, toName: n2, to: a.p2 }
    : { fromName: n2, from: a.p2, toName: n1, to: a.p1 };
}

/** sign_interpretation: the acting point in its sign meeting the other point through the aspect. */
export function aspectInterpretation(s: Synastry, a: SynastryAspect, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return aspectInterpretationEn(s, a);
  const { fromName, from, toName, to } = sides(s, a);
  const sign = aspectSignIndex(a);
  const dynamic = a.def.type === 'conjunction' && a.nature === 'neutral' ? NEUTRAL_CONJUNCTION_DYNAMIC_KO : a.def.dynamicKo;
  return (
    `${fromName}의 ${SIGNS[sign].ko} ${i(from.def.ko)} ${toName}의 ${gwa(to.def.ko)} ` +
    `${TIGHTNESS_KO[a.tightness]} ${eul(a.def.ko)} 이룹니다(${a.def.angle}°, 오브 ${a.orb.toFixed(2)}°). ` +
    `${SIGN_STYLE_KO[sign]}으로 드러나는 ${fromName}의 ${i(from.def.meaningKo)} ${toName}의 ${eul(to.def.meaningKo)} 만나 ${dynamic}.`
  );
}

// ── House overlays ───────────────────────────────────────────────────────────────────────────

export function overlayInterpretation(o: Overlay, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return overlayInterpretationEn(o);
  const house = HOUSE_MEANINGS[o.house - 1];
  return (
    `${o.ownerName}의 ${i(o.point.def.ko)} ${o.hostName}의 ${o.house}하우스(${house.ko})에 들어갑니다. ` +
    `${eun(o.ownerName)} ${o.hostName}의 ${house.focusKo} 영역에 ${eul(OVERLAY_EFFECT_KO[o.point.def.name])} 가져옵니다.`
  );
}

export function significantOverlayInterpretation(o: Overlay, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return significantOverlayInterpretationEn(o);
  const house = HOUSE_MEANINGS[o.house - 1];
  return (
    `${o.ownerName}의 ${i(`${o.point.def.ko}(${o.point.def.meaningKo})`)} ${o.hostName}의 ${o.house}하우스에 놓여 ` +
    `${o.hostName}의 ${house.focusKo}에 직접 작용합니다. 이 관계에서 가장 뚜렷하게 체감되는 연결 중 하나입니다.`
  );
}

// ── Compatibility ────────────────────────────────────────────────────────────────────────────

const pairLabel = (s: Synastry, a: SynastryAspect) => {
  const [n1, n2] = names(s);
  return `${n1}의 ${a.p1.def.ko} – ${n2}의 ${a.p2.def.ko} ${a.def.ko}`;
};

/** 금성(애정과 가치관): a point with what it stands for (particles attach to the name). */
const withMeaning = (p: PointDef) => `${p.ko}(${p.meaningKo})`;

function strengthPhrase(a: PointDef, b: PointDef): string {
  return PAIR_STRENGTH_KO[pairKey(a.name, b.name)] ?? `${gwa(withMeaning(a))} ${i(withMeaning(b))} 잘 어울립니다`;
}

function challengePhrase(a: PointDef, b: PointDef): string {
  const pair = PAIR_CHALLENGE_KO[pairKey(a.name, b.name)];
  if (pair) return pair;
  const outer = [a, b].filter((p) => OUTER_CHALLENGE_KO[p.name]).sort((x, y) => y.order - x.order)[0];
  if (outer) return OUTER_CHALLENGE_KO[outer.name]!;
  return `${gwa(withMeaning(a))} ${withMeaning(b)} 사이에 긴장이 생길 수 있습니다`;
}

/** The heaviest aspects of one nature, one per pair of points, at most `n`. */
function heaviest(s: Synastry, nature: 'harmonious' | 'challenging', n: number): SynastryAspect[] {
  const seen = new Set<string>();
  const out: SynastryAspect[] = [];
  for (const a of s.aspects()) {
    if (a.nature !== nature) continue;
    const key = pairKey(a.p1.def.name, a.p2.def.name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(a);
    if (out.length === n) break;
  }
  return out;
}

export function relationshipStrengths(s: Synastry, lang: Lang = TEXT_LANG): string[] {
  if (lang === 'en') return relationshipStrengthsEn(s);
  const list = heaviest(s, 'harmonious', 5).map((a) => `${pairLabel(s, a)}: ${strengthPhrase(a.p1.def, a.p2.def)}.`);
  if (list.length === 0) list.push('두드러진 조화 각은 적지만, 서로 다른 점을 배우며 관계를 만들어 갈 수 있습니다.');
  return list;
}

export function relationshipChallenges(s: Synastry, lang: Lang = TEXT_LANG): string[] {
  if (lang === 'en') return relationshipChallengesEn(s);
  const list = heaviest(s, 'challenging', 5).map((a) => `${pairLabel(s, a)}: ${challengePhrase(a.p1.def, a.p2.def)}.`);
  if (list.length === 0) list.push('큰 긴장을 만드는 각이 없어 갈등의 소지가 적은 편입니다.');
  return list;
}

export function compatibilityNotes(s: Synastry, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return compatibilityNotesEn(s);
  const [n1, n2] = names(s);
  const c = s.compatibility();
  const top = c.strongest[0];
  const strongest = top
    ? `가장 강한 연결은 ${pairLabel(s, top)}(가중치 ${top.weight.toFixed(2)})입니다`
    : '허용 오브 안에서 이루어진 각이 없습니다';
  return (
    `${gwa(n1)} ${n2}의 ${RELATIONSHIP_KO[s.input.relationshipType]} 관계 궁합 점수는 ${c.overallScore}점으로 ` +
    `'${c.band.ko}'(${c.band.band}) 구간입니다(${c.method} 방식). ` +
    `조화로운 각 ${c.harmoniousAspects}개, 도전적인 각 ${c.challengingAspects}개, 중립적인 각 ${c.neutralAspects}개가 있으며, ${strongest}. ` +
    RELATIONSHIP_ADVICE_KO[s.input.relationshipType]
  );
}

// ── Elements and modalities ──────────────────────────────────────────────────────────────────

export function elementDescription(s: Synastry, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return elementDescriptionEn(s);
  const [n1, n2] = names(s);
  const e = s.elementCompatibility();
  return (
    `${eun(n1)} ${ELEMENT_KO[e.person1Dominant]}(${e.person1Dominant}), ${eun(n2)} ${ELEMENT_KO[e.person2Dominant]}(${e.person2Dominant}) ` +
    `원소가 우세합니다. ${ELEMENT_TYPE_KO[e.type]}.`
  );
}

export function modalityDescription(s: Synastry, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return modalityDescriptionEn(s);
  const [n1, n2] = names(s);
  const m = s.modalityCompatibility();
  return (
    `${eun(n1)} ${MODALITY_KO[m.person1Dominant]}(${m.person1Dominant}), ${eun(n2)} ${MODALITY_KO[m.person2Dominant]}(${m.person2Dominant}) ` +
    `성향이 우세합니다. ${MODALITY_TYPE_KO[m.type]}.`
  );
}

export function temperamentAnalysis(s: Synastry, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return temperamentAnalysisEn(s);
  const [n1, n2] = names(s);
  const d1 = s.distribution1();
  const d2 = s.distribution2();
  const e = s.elementCompatibility();
  const m = s.modalityCompatibility();
  const missing = (d: typeof d1) => (Object.keys(d.elements) as (keyof typeof d.elements)[]).filter((k) => d.elements[k] === 0);
  const lacks = [...new Set([...missing(d1)].filter((k) => missing(d2).includes(k)))];
  const gap = lacks.length
    ? ` 두 사람 모두 ${lacks.map((k) => ELEMENT_KO[k]).join('·')} 원소가 비어 있어, 그 성질은 관계 밖에서 채워야 합니다.`
    : '';
  return (
    `${eun(n1)} ${gwa(ELEMENT_TEMPERAMENT_KO[d1.dominantElement])} ${eul(MODALITY_TEMPERAMENT_KO[d1.dominantModality])}, ` +
    `${eun(n2)} ${gwa(ELEMENT_TEMPERAMENT_KO[d2.dominantElement])} ${eul(MODALITY_TEMPERAMENT_KO[d2.dominantModality])} 보입니다. ` +
    `원소 궁합 ${e.score}점(${e.type}), 기질 궁합 ${m.score}점(${m.type})입니다.${gap}`
  );
}

// ── House overlay analysis ───────────────────────────────────────────────────────────────────

export function houseOverlayInsights(s: Synastry, lang: Lang = TEXT_LANG): string[] {
  if (lang === 'en') return houseOverlayInsightsEn(s);
  const [n1, n2] = names(s);
  const { areas, strongest } = s.areas();
  const insights = s.significantOverlays().slice(0, 5).map((o) => {
    const house = HOUSE_MEANINGS[o.house - 1];
    return `${o.ownerName}의 ${i(o.point.def.ko)} ${o.hostName}의 ${o.house}하우스(${house.ko})에 있어 ${house.focusKo} 영역에 ${eul(OVERLAY_EFFECT_KO[o.point.def.name])} 더합니다.`;
  });
  insights.push(
    `가장 활발한 영역은 ${euro(`${AREA_KO[strongest.area]}(${strongest.score}점, ${strongest.rating})`)}, ` +
      `${i(AREA_TEXT_KO[strongest.area])} 관계의 중심이 됩니다.`,
  );
  insights.push(
    `${eun(n1)} ${n2}의 하우스 ${s.activatedHouses('person1_to_person2').length}곳을, ` +
      `${eun(n2)} ${n1}의 하우스 ${s.activatedHouses('person2_to_person1').length}곳을 활성화합니다.`,
  );
  const weakest = [...areas].sort((a, b) => a.score - b.score)[0];
  if (weakest.area !== strongest.area) {
    insights.push(`${AREA_KO[weakest.area]} 영역(${weakest.score}점, ${weakest.rating})은 상대적으로 약해 의식적인 노력이 필요합니다.`);
  }
  return insights.slice(0, 8);
}

export function houseOverlayInterpretation(s: Synastry, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return houseOverlayInterpretationEn(s);
  const [n1, n2] = names(s);
  const { areas, focus, meaningfulOverlays } = s.areas();
  const [first, second] = [...areas].sort((a, b) => b.score - a.score);
  const lead =
    focus === 'balanced_focus'
      ? `여러 영역이 고르게 활성화된 균형 잡힌 관계로, 특히 ${gwa(AREA_KO[first.area])} ${AREA_KO[second.area]} 영역이 함께 두드러집니다`
      : `${AREA_KO[first.area]} 영역(${AREA_TEXT_KO[first.area]})이 가장 두드러지고, 다음으로 ${AREA_KO[second.area]} 영역이 뒤따릅니다`;
  return `하우스 오버레이로 보면 ${gwa(n1)} ${n2}의 관계는 ${lead}. 의미 있는 오버레이는 ${meaningfulOverlays}개입니다.`;
}

// ── Themes ───────────────────────────────────────────────────────────────────────────────────

export function themeDescription(t: ThemeScore, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return themeDescriptionEn(t);
  const def = THEME_DEFS[t.theme];
  const text = t.level >= 4 ? def.high : t.level === 3 ? def.middle : def.low;
  return `${def.ko} ${t.score.toFixed(1)}점(${t.rating}): ${text}.`;
}

export function relationshipSummary(s: Synastry, lang: Lang = TEXT_LANG): string {
  if (lang === 'en') return relationshipSummaryEn(s);
  const [n1, n2] = names(s);
  const key = s.keyThemes();
  const themes = s.themes();
  const weakest = [...themes].sort((a, b) => a.score - b.score)[0];
  const best = key[0];
  const keyList = key.map((t) => THEME_DEFS[t.theme].ko).join(', ');
  const bestText = best.level >= 4 ? THEME_DEFS[best.theme].high : THEME_DEFS[best.theme].middle;
  return (
    `${gwa(n1)} ${n2}의 관계에서 가장 두드러진 주제는 ${keyList}입니다. ${bestText}. ` +
    `반면 ${eun(`${THEME_DEFS[weakest.theme].ko}(${weakest.score.toFixed(1)}점)`)} ${THEME_DEFS[weakest.theme].low}.`
  );
}

// ── English ──────────────────────────────────────────────────────────────────────────────────
//
// The same readings in English, assembled from the *_EN tables of synastry-tables.ts. Names get
// "'s" (Chicago style, also after s); articles and plurals follow the inserted words.

/** "a" or "an" before a word (by its first letter: the inserted words have no silent h or long u). */
const an = (word: string) => (/^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`);
const poss = (name: string) => `${name}’s`;
const ordinal = (n: number) => `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
/** "1 point", "12.5 points". */
const count = (n: number | string, noun: string) => `${n} ${String(n) === '1' ? noun : `${noun}s`}`;
/** a, b and c. */
const list = (items: readonly string[]) =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const pointEn = (p: PointDef) => POINT_NAME_EN[p.name];
const areaRating = (rating: string) => AREA_RATING_EN[rating as keyof typeof AREA_RATING_EN] ?? rating;
const themeRating = (rating: string) => THEME_RATING_EN[rating as keyof typeof THEME_RATING_EN] ?? rating;

function aspectInterpretationEn(s: Synastry, a: SynastryAspect): string {
  const { fromName, from, toName, to } = sides(s, a);
  const sign = aspectSignIndex(a);
  const dynamic = a.def.type === 'conjunction' && a.nature === 'neutral' ? NEUTRAL_CONJUNCTION_DYNAMIC_EN : ASPECT_DYNAMIC_EN[a.def.type];
  return (
    `${poss(fromName)} ${pointEn(from.def)} in ${SIGNS[sign].en} forms ${an(TIGHTNESS_EN[a.tightness])} ${ASPECT_NAME_EN[a.def.type]} ` +
    `with ${poss(toName)} ${pointEn(to.def)} (${a.def.angle}°, orb ${a.orb.toFixed(2)}°). ` +
    `This brings ${poss(fromName)} ${POINT_MEANING_EN[from.def.name]}, expressed in ${an(SIGN_STYLE_EN[sign])} way, together with ` +
    `${poss(toName)} ${POINT_MEANING_EN[to.def.name]}, and the two ${dynamic}.`
  );
}

function overlayInterpretationEn(o: Overlay): string {
  const house = HOUSE_MEANINGS[o.house - 1];
  return (
    `${poss(o.ownerName)} ${pointEn(o.point.def)} falls in ${poss(o.hostName)} ${ordinal(o.house)} house (${house.en}). ` +
    `${o.ownerName} brings ${OVERLAY_EFFECT_EN[o.point.def.name]} to the area of ${HOUSE_FOCUS_EN[o.house - 1]} in ${poss(o.hostName)} life.`
  );
}

function significantOverlayInterpretationEn(o: Overlay): string {
  return (
    `${poss(o.ownerName)} ${pointEn(o.point.def)} (${POINT_MEANING_EN[o.point.def.name]}) sits in ${poss(o.hostName)} ${ordinal(o.house)} house ` +
    `and acts directly on the area of ${HOUSE_FOCUS_EN[o.house - 1]} in ${poss(o.hostName)} life. This is one of the most keenly felt connections in the relationship.`
  );
}

const pairLabelEn = (s: Synastry, a: SynastryAspect) => {
  const [n1, n2] = names(s);
  return `${poss(n1)} ${pointEn(a.p1.def)} ${ASPECT_LINK_EN[a.def.type]} ${poss(n2)} ${pointEn(a.p2.def)}`;
};

/** Venus (affections and values), the Sun (identity and purpose in life): a point with what it stands for. */
const withMeaningEn = (p: PointDef) => `${POINT_TAKES_THE.has(p.name) ? 'the ' : ''}${pointEn(p)} (${POINT_MEANING_EN[p.name]})`;

function strengthPhraseEn(a: PointDef, b: PointDef): string {
  return PAIR_STRENGTH_EN[pairKey(a.name, b.name)] ?? upper(`${withMeaningEn(a)} and ${withMeaningEn(b)} go well together`);
}

function challengePhraseEn(a: PointDef, b: PointDef): string {
  const pair = PAIR_CHALLENGE_EN[pairKey(a.name, b.name)];
  if (pair) return pair;
  const outer = [a, b].filter((p) => OUTER_CHALLENGE_EN[p.name]).sort((x, y) => y.order - x.order)[0];
  if (outer) return OUTER_CHALLENGE_EN[outer.name]!;
  return `Tension may arise between ${withMeaningEn(a)} and ${withMeaningEn(b)}`;
}

function relationshipStrengthsEn(s: Synastry): string[] {
  const out = heaviest(s, 'harmonious', 5).map((a) => `${pairLabelEn(s, a)}: ${strengthPhraseEn(a.p1.def, a.p2.def)}.`);
  if (out.length === 0) out.push('There are few prominent harmonious aspects, but the relationship can be built by learning from each other’s differences.');
  return out;
}

function relationshipChallengesEn(s: Synastry): string[] {
  const out = heaviest(s, 'challenging', 5).map((a) => `${pairLabelEn(s, a)}: ${challengePhraseEn(a.p1.def, a.p2.def)}.`);
  if (out.length === 0) out.push('No aspect creates major tension, so there is little ground for conflict.');
  return out;
}

function compatibilityNotesEn(s: Synastry): string {
  const [n1, n2] = names(s);
  const c = s.compatibility();
  const top = c.strongest[0];
  const strongest = top
    ? `the strongest connection is ${pairLabelEn(s, top)} (weight ${top.weight.toFixed(2)})`
    : 'no aspect falls within the allowed orbs';
  return (
    `The ${RELATIONSHIP_EN[s.input.relationshipType]} compatibility score of ${n1} and ${n2} is ${c.overallScore} out of 100, ` +
    `in the ${SCORE_BAND_EN[c.band.band]} band (${c.method} method). ` +
    `The charts form ${count(c.harmoniousAspects, 'harmonious aspect')}, ${count(c.challengingAspects, 'challenging aspect')} ` +
    `and ${count(c.neutralAspects, 'neutral aspect')}; ${strongest}. ` +
    RELATIONSHIP_ADVICE_EN[s.input.relationshipType]
  );
}

function elementDescriptionEn(s: Synastry): string {
  const [n1, n2] = names(s);
  const e = s.elementCompatibility();
  return (
    `The dominant element is ${ELEMENT_EN[e.person1Dominant]} for ${n1} and ${ELEMENT_EN[e.person2Dominant]} for ${n2}. ` +
    `${ELEMENT_TYPE_EN[e.type]}.`
  );
}

function modalityDescriptionEn(s: Synastry): string {
  const [n1, n2] = names(s);
  const m = s.modalityCompatibility();
  return (
    `The dominant modality is ${MODALITY_EN[m.person1Dominant]} for ${n1} and ${MODALITY_EN[m.person2Dominant]} for ${n2}. ` +
    `${MODALITY_TYPE_EN[m.type]}.`
  );
}

function temperamentAnalysisEn(s: Synastry): string {
  const [n1, n2] = names(s);
  const d1 = s.distribution1();
  const d2 = s.distribution2();
  const e = s.elementCompatibility();
  const m = s.modalityCompatibility();
  const missing = (d: typeof d1) => (Object.keys(d.elements) as (keyof typeof d.elements)[]).filter((k) => d.elements[k] === 0);
  const lacks = [...new Set([...missing(d1)].filter((k) => missing(d2).includes(k)))];
  const gap = lacks.length
    ? ` Both charts lack ${list(lacks.map((k) => ELEMENT_EN[k]))}, so ${lacks.length === 1 ? 'that quality has' : 'those qualities have'} to be found outside the relationship.`
    : '';
  const temperament = (d: typeof d1) =>
    `${an(ELEMENT_TEMPERAMENT_EN[d.dominantElement])} and ${an(MODALITY_TEMPERAMENT_EN[d.dominantModality])}`;
  return (
    `${n1} shows ${temperament(d1)}; ${n2} shows ${temperament(d2)}. ` +
    `The element compatibility is ${e.score} (${e.type}) and the modality compatibility ${m.score} (${m.type}).${gap}`
  );
}

function houseOverlayInsightsEn(s: Synastry): string[] {
  const [n1, n2] = names(s);
  const { areas, strongest } = s.areas();
  const insights = s.significantOverlays().slice(0, 5).map((o) => {
    const house = HOUSE_MEANINGS[o.house - 1];
    return (
      `${poss(o.ownerName)} ${pointEn(o.point.def)} is in ${poss(o.hostName)} ${ordinal(o.house)} house (${house.en}), ` +
      `adding ${OVERLAY_EFFECT_EN[o.point.def.name]} to the area of ${HOUSE_FOCUS_EN[o.house - 1]}.`
    );
  });
  insights.push(
    `The most active area is ${AREA_EN[strongest.area]} (${count(strongest.score, 'point')}, ${areaRating(strongest.rating)}), ` +
      `so the relationship centres on ${AREA_TEXT_EN[strongest.area]}.`,
  );
  insights.push(
    `${n1} activates ${count(s.activatedHouses('person1_to_person2').length, 'house')} of ${poss(n2)} chart, ` +
      `and ${n2} activates ${count(s.activatedHouses('person2_to_person1').length, 'house')} of ${poss(n1)}.`,
  );
  const weakest = [...areas].sort((a, b) => a.score - b.score)[0];
  if (weakest.area !== strongest.area) {
    insights.push(
      `The ${AREA_EN[weakest.area]} area (${count(weakest.score, 'point')}, ${areaRating(weakest.rating)}) is the least developed and calls for conscious effort.`,
    );
  }
  return insights.slice(0, 8);
}

function houseOverlayInterpretationEn(s: Synastry): string {
  const [n1, n2] = names(s);
  const { areas, focus, meaningfulOverlays } = s.areas();
  const [first, second] = [...areas].sort((a, b) => b.score - a.score);
  const lead =
    focus === 'balanced_focus'
      ? `${n1} and ${n2} have a balanced relationship in which several areas are evenly activated, ` +
        `with ${AREA_EN[first.area]} and ${AREA_EN[second.area]} standing out together`
      : `the relationship between ${n1} and ${n2} is most pronounced in ${AREA_EN[first.area]} (${AREA_TEXT_EN[first.area]}), ` +
        `followed by ${AREA_EN[second.area]}`;
  return `Seen through the house overlays, ${lead}. There ${meaningfulOverlays === 1 ? 'is' : 'are'} ${count(meaningfulOverlays, 'meaningful overlay')}.`;
}

function themeDescriptionEn(t: ThemeScore): string {
  const def = THEME_TEXTS_EN[t.theme];
  const text = t.level >= 4 ? def.high : t.level === 3 ? def.middle : def.low;
  return `${def.name}: ${t.score.toFixed(1)} (${themeRating(t.rating)}). ${text}.`;
}

function relationshipSummaryEn(s: Synastry): string {
  const [n1, n2] = names(s);
  const key = s.keyThemes();
  const themes = s.themes();
  const weakest = [...themes].sort((a, b) => a.score - b.score)[0];
  const best = key[0];
  const keyList = list(key.map((t) => lower(THEME_TEXTS_EN[t.theme].name)));
  const bestText = best.level >= 4 ? THEME_TEXTS_EN[best.theme].high : THEME_TEXTS_EN[best.theme].middle;
  const weak = THEME_TEXTS_EN[weakest.theme];
  return (
    `The most prominent ${key.length === 1 ? 'theme' : 'themes'} in the relationship between ${n1} and ${n2} ` +
    `${key.length === 1 ? 'is' : 'are'} ${keyList}. ${bestText}. ` +
    `By contrast, ${lower(weak.name)} scores ${weakest.score.toFixed(1)}: ${lower(weak.low)}.`
  );
}
