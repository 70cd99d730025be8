/**
 * Flying stars (궁간사화, 宮干四化 / 飛星): every palace's stem transforms four stars, wherever they
 * sit, so each palace "flies" its 화록 화권 화과 화기 into the palaces holding those stars.
 *
 * - The palace stems are the chart's (五虎遁, docs/jami.md §2.3) and the transformations the
 *   service's 四化 table (§2, iztro's default: tables.ts SAHWA). Every star of that table (the 14
 *   main stars, 左輔 右弼 文昌 文曲) is placed on every chart, so each of the 12 × 4 flights lands.
 * - Flight and 자화 as iztro 2.6.1 defines them (astro/FunctionalPalace.js `mutagedPlaces`, the
 *   palaces the stem's four stars sit in, and `selfMutaged`, the stem transforming a star of the
 *   palace itself); test/core/jami-flying-stars.test.ts compares with both.
 * - 離心自化 and 向心自化 are the 飛星 (flying-star) school's, as 文墨天機 marks them on its charts
 *   (↓ 離心自化; ↑ 向心自化, "從對宮化入") and open implementations of that notation do:
 *   - 離心 (centrifugal, ↓): the palace's own stem transforms a star sitting in the palace: the 자화
 *     of iztro's `selfMutaged`; the palace's energy is read as flowing out;
 *   - 向心 (centripetal, ↑): the opposite palace's stem (+6) transforms a star sitting in the palace,
 *     read as flowing in from the opposite palace.
 *   The 三合 school (iztro's default, 紫微斗數全書) has neither distinction; the service reports them
 *   as facts and draws no reading from them.
 */
import { mod, pillarKorean } from '../saju/ganzhi.js';
import { SAHWA, type StarId } from './tables.js';
import { BRANCH_IDS, MUTAGENS, PALACE_IDS, type BranchId, type JamiFacts, type Mutagen, type PalaceId } from './types.js';

/** Where one transformation of a palace's stem lands. */
export interface Flight {
  star: StarId;
  branch: BranchId;
  /** The natal palace holding the star. */
  palace: PalaceId;
}

/** 離心 (centrifugal, ↓) or 向心 (centripetal, ↑) 自化. */
export const SELF_TRANSFORMATION_KINDS = ['centrifugal', 'centripetal'] as const;
export type SelfTransformationKind = (typeof SELF_TRANSFORMATION_KINDS)[number];
/** Their names in Korean: 이심자화, 향심자화. */
export const SELF_TRANSFORMATION_NAMES: Record<SelfTransformationKind, string> = { centrifugal: '이심자화', centripetal: '향심자화' };

/** A star of this palace transformed by this palace's stem (離心) or the opposite palace's (向心). */
export interface SelfTransformation {
  kind: SelfTransformationKind;
  mutagen: Mutagen;
  star: StarId;
  /** The palace whose stem transforms the star: this one (離心) or the opposite one (向心). */
  by: PalaceId;
}

export interface PalaceFlights {
  palace: PalaceId;
  branch: BranchId;
  /** The palace's stem-branch, e.g. 병술. */
  ganji: string;
  /** The palace stem's 화록 화권 화과 화기: star and landing palace. */
  flights: Record<Mutagen, Flight>;
  /** 자화: 離心 (this stem's flights that land here), then 向心 (the opposite stem's that land here), 화록 … 화기. */
  selfTransformations: SelfTransformation[];
}

/** Every palace's flying stars, soul (명궁) … parents (부모궁). */
export function flyingStars(facts: JamiFacts): Record<PalaceId, PalaceFlights> {
  const at = new Map<StarId, number>();
  for (const star of facts.stars) at.set(star.id, star.branch);
  const nameOf = (branch: number) => PALACE_IDS[mod(facts.lifeBranch - branch, 12)];
  const stemOf = (branch: number) => facts.palaces[mod(facts.lifeBranch - branch, 12)].stem;
  const land = (stem: number, j: number): Flight & { at: number } => {
    const star = SAHWA[stem][j];
    const branch = at.get(star);
    if (branch === undefined) throw new Error(`${star} is not placed`);
    return { star, branch: BRANCH_IDS[branch], palace: nameOf(branch), at: branch };
  };
  const record = {} as Record<PalaceId, PalaceFlights>;
  for (const { id, branch, stem } of facts.palaces) {
    const flights = {} as Record<Mutagen, Flight>;
    const selfTransformations: SelfTransformation[] = [];
    const opposite = mod(branch + 6, 12);
    MUTAGENS.forEach((mutagen, j) => {
      const { at: landing, ...flight } = land(stem, j);
      flights[mutagen] = flight;
      if (landing === branch) selfTransformations.push({ kind: 'centrifugal', mutagen, star: flight.star, by: id });
    });
    MUTAGENS.forEach((mutagen, j) => {
      const { at: landing, star } = land(stemOf(opposite), j);
      if (landing === branch) selfTransformations.push({ kind: 'centripetal', mutagen, star, by: nameOf(opposite) });
    });
    record[id] = { palace: id, branch: BRANCH_IDS[branch], ganji: pillarKorean({ stem, branch }), flights, selfTransformations };
  }
  return record;
}
