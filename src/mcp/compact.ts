/**
 * `detail: "summary"`: the same answer, smaller for a model's context. One set of rules for every
 * tool, applied to the record's JSON (no per-operation code):
 * - numbers rounded to 2 decimals (0.01° = 36″ of arc; percentages and orbs alike);
 * - long texts cut to their first sentence (at most SENTENCE_MAX characters);
 * - the aspects reduced to the five major ones (Ptolemy's: conjunction, sextile, square, trine,
 *   opposition); minor aspects and declination parallels are left out;
 * - fields that repeat what another field says or that a reading rarely uses are left out
 *   (DROPPED_KEYS), and so are nulls, empty lists, empty objects and false flags (an absent flag
 *   such as `retrograde` or `exact` is false).
 * The answer keeps its shape: every field left is the full answer's field with the same meaning.
 */
export const DETAIL_LEVELS = ['full', 'summary'] as const;
export type Detail = (typeof DETAIL_LEVELS)[number];

const DECIMALS = 100;
const SENTENCE_MAX = 100;

/**
 * The longitude again as text (dms), the distance and daily speed of a body, a place's elevation,
 * an aspect's code and angle,
 * the jami 대한's derived palace lists (its palaces' branches follow from its 명궁, the inner and
 * outer palaces and the 삼방사정 from the palace), the hanja spelling beside a 신살's Korean name,
 * and the message of an answer that says what was asked.
 */
const DROPPED_KEYS = new Set([
  // The general meaning of a term (a 신살, a 12운성 stage, a 납음), the same in every chart: the
  // glossary resource has it; the texts about this chart (impact, warning, assessments) stay.
  'meaning',
  'energy',
  'character',
  // A 신살's text about its place in this chart, which the overall assessment's lists repeat.
  'impact',
  'warning',
  // The 12신살 of all twelve branches: a table read from the year or day branch (docs/saju.md §6.3).
  'year_shinsal',
  'day_shinsal',
  // 지장간: the hidden stems of a branch follow from the branch (docs/saju.md).
  'hidden_stems',
  'dms',
  // An aspect's code and exact angle (they follow from its type), a text's lookup key, the Julian
  // day beside the UTC instant.
  'aspect_code',
  'exact_angle',
  'aspect_angle',
  'interpretation_key',
  'julian_day_ut',
  'distance',
  'speed',
  'elevation',
  // Jami: the stars listed by palace, which the star → palace fields give again.
  '궁별_성_배치',
  'daehan_palaces_branches',
  'inner_palaces',
  'outer_palaces',
  'secondary_occurrence_palaces',
  'problem_palaces',
  'secondary_result_palaces',
]);

/** The aspect-type fields of the Western answers, and the aspects a summary keeps. */
const ASPECT_FIELDS = ['aspect_type', 'aspect'];
const MAJOR_ASPECTS = new Set(['conjunction', 'sextile', 'square', 'trine', 'opposition']);

function isMinorAspect(value: unknown): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  const field = ASPECT_FIELDS.find((f) => typeof record[f] === 'string');
  return field !== undefined && !MAJOR_ASPECTS.has((record[field] as string).toLowerCase());
}

/** A text's first sentence (Korean or English), when the text is long. */
function shortText(text: string): string {
  if (text.length <= SENTENCE_MAX) return text;
  const end = /[.!?。](?=\s|$)/.exec(text.slice(0, SENTENCE_MAX));
  return end ? text.slice(0, end.index + 1) : `${text.slice(0, SENTENCE_MAX - 1)}…`;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === false ||
  value === undefined ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/** The summary of a JSON value (see above); the full answer is returned as it is. */
export function compact(value: unknown, detail: Detail = 'summary'): unknown {
  return detail === 'full' ? value : summarize(value);
}

function summarize(value: unknown): unknown {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Math.round(value * DECIMALS) / DECIMALS;
  if (typeof value === 'string') return shortText(value);
  if (Array.isArray(value)) return value.filter((item) => !isMinorAspect(item)).map(summarize).filter((item) => !isEmpty(item));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (DROPPED_KEYS.has(key)) continue;
    // The hanja spelling beside a Korean name (saju's 신살: name 天乙貴人, korean_name 천을귀인), and
    // a Korean label beside its English field (synastry's sign_ko beside sign).
    if (key === 'name' && 'korean_name' in value) continue;
    if (key.endsWith('_ko') && key.slice(0, -3) in value) continue;
    const summary = summarize(item);
    if (!isEmpty(summary)) out[key] = summary;
  }
  return out;
}
