/**
 * The jami core speaks in ids (src/core/jami/names.ts, tables.ts); the expected values of the tests are
 * written in the Korean names of the spec and of iztro's ko-KR locale. These helpers translate between
 * the two through the core's own label tables (src/core/jami/labels.ts), so no expected value changes.
 */
import { BRIGHTNESS_LABELS, MUTAGEN_LABELS, PALACE_LABELS, STAR_LABELS, idOfKorean } from '../../src/core/jami/labels.js';
import { BRANCH_IDS, type BranchId, type Brightness, type Mutagen, type PalaceId, type StarId } from '../../src/core/jami/types.js';
import { BRANCH_LABELS } from '../../src/core/saju/labels.js';

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
/** Branches are saju's ids (zi … hai), named by saju's label table. */
export const branchKo = (id: BranchId): string => BRANCH_LABELS[id].ko;
/** The Korean names of the branches, 자 … 해, in BRANCH_IDS order. */
export const BRANCHES_KO: readonly string[] = BRANCH_IDS.map(branchKo);
/**
 * Every branch id among a value's strings (nested in lists and records; keys are kept) → its Korean
 * name. The static type is kept: the result is only compared with expected values.
 */
export function koBranches<T>(value: T): T {
  return koAny(value) as T;
}
function koAny(value: unknown): unknown {
  if (typeof value === 'string') return (BRANCH_IDS as readonly string[]).includes(value) ? branchKo(value as BranchId) : value;
  if (Array.isArray(value)) return value.map(koAny);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, koAny(v)]));
  return value;
}

/** A record keyed by ids → the same record keyed by Korean names (in the same order). */
export function koKeys<K extends string, V>(record: Readonly<Record<K, V>>, ko: (id: K) => string): Record<string, V> {
  return Object.fromEntries((Object.keys(record) as K[]).map((k) => [ko(k), record[k]]));
}
