/**
 * How the interpretive texts (interpret.ts) name palaces and stars, in Korean and in English, and
 * what they read off a chart: the stars of a palace, its 삼방사정, a palace's character.
 *
 * 삼방사정 (三方四正) of a palace at branch b = b itself, its opposite b+6 and its two 三合 palaces b±4.
 */
import { mod } from '../saju/ganzhi.js';
import { DIM, MAJOR_KEYWORDS } from './interpret-tables.js';
import { isMajor, type MajorStarId, type StarId } from './tables.js';
import { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS } from './labels.js';
import { BRANCH_IDS, type BranchId, type JamiFacts, type Mutagen, type PalaceId, type StarPlacement } from './types.js';
import { josa } from '../korean.js';
import { branchLabel, brightnessLabel, mutagenLabel } from '../labels.js';
import { MAJOR_KEYWORDS_EN } from './interpret-tables-en.js';

// ── Shared helpers ─────────────────────────────────────────────────────────────────────────────

/** A branch index as data (its id, zi … hai) and as the Korean texts write it (자 … 해, saju/labels.ts). */
export const bk = (b: number): BranchId => BRANCH_IDS[b];
export const branchKo = (b: number) => branchLabel(b, 'ko');
export const opposite = (b: number) => mod(b + 6, 12);
export const sanfang = (b: number) => [b, opposite(b), mod(b + 4, 12), mod(b + 8, 12)];
export const unique = <T>(xs: T[]) => [...new Set(xs)];

/** The natal palace on a branch. */
export const palaceAt = (facts: JamiFacts, b: number): PalaceId => facts.palaces.find((p) => p.branch === b)!.id;
/** The Korean names the texts write: "재백궁", "자미", "화록". */
export const palaceKo = (id: PalaceId) => PALACE_LABELS[id].ko;
export const starKo = (id: StarId) => STAR_LABELS[id].ko;
export const mutagenKo = (id: Mutagen) => MUTAGEN_LABELS[id].ko;
/** "재백궁": the natal palace on a branch, in Korean. */
export const palaceName = (facts: JamiFacts, b: number) => palaceKo(palaceAt(facts, b));
/** "재백궁(술궁)". */
export const palaceLabel = (facts: JamiFacts, b: number) => `${palaceName(facts, b)}(${branchKo(b)}궁)`;
export const starsAt = (facts: JamiFacts, b: number) => facts.stars.filter((s) => s.branch === b);
type MajorPlacement = StarPlacement & { id: MajorStarId };
export const majorsAt = (facts: JamiFacts, b: number) =>
  starsAt(facts, b).filter((s): s is MajorPlacement => s.kind === 'major' && isMajor(s.id));
export const namedAt = (facts: JamiFacts, ids: readonly StarId[], bs: number[]) =>
  facts.stars.filter((s) => ids.includes(s.id) && bs.includes(s.branch));

export function starOf(facts: JamiFacts, id: StarId): StarPlacement {
  const star = facts.stars.find((s) => s.id === id);
  if (!star) throw new RangeError(`the chart has no star ${id}`);
  return star;
}

/** "무곡(묘·화록)": the name with brightness and birth transformation. */
export function starLabel(s: StarPlacement): string {
  const notes = [s.brightness && BRIGHTNESS_LABELS[s.brightness].ko, s.mutagen && mutagenKo(s.mutagen)].filter(Boolean);
  return notes.length ? `${starKo(s.id)}(${notes.join('·')})` : starKo(s.id);
}
export const labels = (stars: StarPlacement[]) => stars.map(starLabel).join('·');

/**
 * One sentence on a palace's main stars: their keywords, or, for an empty palace, the stars it
 * borrows from the opposite palace (借星安宮), with a note on dim stars.
 */
export function palaceCharacter(facts: JamiFacts, b: number): string {
  const own = majorsAt(facts, b);
  const majors = own.length ? own : majorsAt(facts, opposite(b));
  const keywords = majors.map((s) => MAJOR_KEYWORDS[s.id]).join(', ');
  const dim = majors.filter((s) => s.brightness && DIM.includes(s.brightness));
  const dimNote = dim.length ? ` 다만 ${josa(labels(dim), '은/는')} 빛이 약해 기복이 따릅니다.` : '';
  if (own.length) return `${josa(labels(own), '이/가')} 자리해 ${josa(keywords, '이/가')} 두드러집니다.${dimNote}`;
  if (!majors.length) return '주성이 없고 대궁도 비어 있어 보좌성과 운의 흐름에 따라 성격이 정해집니다.';
  const from = palaceLabel(facts, opposite(b));
  return `주성이 없어 대궁 ${from}의 ${josa(labels(majors), '을/를')} 빌려 쓰니 ${josa(keywords, '이/가')} 환경에 따라 드러납니다.${dimNote}`;
}

// ── English ────────────────────────────────────────────────────────────────────────────────
// The English texts (lang 'en') say what the Korean ones say, with the names of labels.ts: "the
// Wealth Palace (Xu)", "Wu Qu (Temple, Hua Lu)"; lists read "A, B and C".

/** "Wealth Palace". */
export const palaceEn = (id: PalaceId) => `${PALACE_LABELS[id].en} Palace`;
export const branchEn = (b: number) => branchLabel(b, 'en');
/** "the Wealth Palace (Xu)". */
export const palaceLabelEn = (facts: JamiFacts, b: number) => `the ${palaceEn(palaceAt(facts, b))} (${branchEn(b)})`;
export const starNameEn = (id: StarId) => STAR_LABELS[id].en;
/** "Wu Qu (Temple, Hua Lu)": the name with brightness and birth transformation. */
export function starLabelEn(s: StarPlacement): string {
  const notes = [s.brightness && brightnessLabel(s.brightness, 'en'), s.mutagen && mutagenLabel(s.mutagen, 'en')].filter(Boolean);
  return notes.length ? `${starNameEn(s.id)} (${notes.join(', ')})` : starNameEn(s.id);
}
/** "A", "A and B", "A, B and C". */
export const listEn = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`);
export const labelsEn = (stars: StarPlacement[]) => listEn(stars.map(starLabelEn));
/** The verb for a subject of n things. */
export const verbEn = (n: number, one: string, many: string) => (n === 1 ? one : many);
/** "the Health Palace", "the Health and Career Palaces". */
export const palacesEn = (ids: readonly PalaceId[]) =>
  `the ${listEn(ids.map((id) => PALACE_LABELS[id].en))} ${ids.length === 1 ? 'Palace' : 'Palaces'}`;

/** Where a palace's character is told: `at` after a verb of place ("in the Life Palace (Chen)"), `subject` to open a sentence. */
interface PlaceEn {
  at: string;
  subject: string;
}

/** palaceCharacter in English. */
export function palaceCharacterEn(facts: JamiFacts, b: number, place: PlaceEn): string {
  const own = majorsAt(facts, b);
  const majors = own.length ? own : majorsAt(facts, opposite(b));
  const keywords = majors.map((s) => MAJOR_KEYWORDS_EN[s.id]).join(', together with ');
  const dim = majors.filter((s) => s.brightness && DIM.includes(s.brightness));
  const dimNote = dim.length
    ? ` However, ${listEn(dim.map((s) => starNameEn(s.id)))} ${verbEn(dim.length, 'is', 'are')} dim, which brings ups and downs.`
    : '';
  if (own.length) return `${labelsEn(own)} ${verbEn(own.length, 'sits', 'sit')} ${place.at}, bringing out ${keywords}.${dimNote}`;
  if (!majors.length) {
    return `${place.subject} has no main star and the opposite palace is empty too, so its character is shaped by the assistant stars and the course of the periods.`;
  }
  return (
    `${place.subject} has no main star and borrows ${labelsEn(majors)} from the opposite palace, ${palaceLabelEn(facts, opposite(b))}, ` +
    `so, depending on circumstances, ${verbEn(majors.length, 'it brings', 'they bring')} out ${keywords}.${dimNote}`
  );
}

/** The natal Life Palace as a place: "in the Life Palace (Chen)". */
export const lifePlaceEn = (facts: JamiFacts): PlaceEn => {
  const label = `Life Palace (${branchEn(facts.lifeBranch)})`;
  return { at: `in the ${label}`, subject: `The ${label}` };
};
