/**
 * The jami core speaks in ids (src/core/jami/names.ts, tables.ts); the expected values of the tests are
 * written in the Korean names of the spec and of iztro's ko-KR locale. These helpers translate between
 * the two through the core's own label tables (src/core/jami/labels.ts), so no expected value changes.
 */
import { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS, idOfKorean } from '../../src/core/jami/labels.js';
import type { Brightness, Mutagen, PalaceId, StarId } from '../../src/core/jami/types.js';

/** Korean name → id. */
export const starId = idOfKorean(STAR_LABELS);
export const palaceId = idOfKorean(PALACE_LABELS);
export const mutagenId = idOfKorean(MUTAGEN_LABELS);
export const brightnessId = idOfKorean(BRIGHTNESS_LABELS);

/** Id → Korean name. */
export const starKo = (id: StarId): string => STAR_LABELS[id].ko;
export const palaceKo = (id: PalaceId): string => PALACE_LABELS[id].ko;
export const mutagenKo = (id: Mutagen): string => MUTAGEN_LABELS[id].ko;
export const brightnessKo = (id: Brightness): string => BRIGHTNESS_LABELS[id].ko;

/** A record keyed by ids → the same record keyed by Korean names (in the same order). */
export function koKeys<K extends string, V>(record: Readonly<Record<K, V>>, ko: (id: K) => string): Record<string, V> {
  return Object.fromEntries((Object.keys(record) as K[]).map((k) => [ko(k), record[k]]));
}
