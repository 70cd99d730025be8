/**
 * Defaults of the traditional and locational techniques (docs/techniques.md §8–§14): what an
 * optional input means when a request leaves it out.
 */
import type { LotId, LotPoint, LotReversal } from './lots.js';
import type { ReleasingYear } from './releasing.js';

export const TRADITIONAL_DEFAULTS = {
  /** A lot of the user's own formula A + B − C: counted from the ASC, B and C swapped by night. */
  customLot: { a: 'asc' as LotPoint, reversal: 'REVERSE_AT_NIGHT' as LotReversal },
  releasing: {
    /** The lot released from: Spirit (Fortune is for the body and health). */
    lot: 'spirit' as LotId,
    /** Valens's 360-day year (docs/techniques.md §9). */
    year: 'VALENS_360' as ReleasingYear,
    levels: 2,
    fromAge: 0,
    toAge: 90,
  },
  /** Orb of a star's conjunction with a natal point, degrees of longitude (the customary 1°). */
  starOrb: 1,
  /** The faintest fixed star listed, visual magnitude: the naked-eye limit, so the whole catalogue. */
  starMaxMagnitude: 6.5,
  /** Orb of a paran, degrees of sidereal time (1° = 4 minutes). */
  paranOrb: 1,
  /** Points on a midpoint on the 90° dial within this orb, degrees (Ebertin's 1.5°). */
  midpointOrb: 1.5,
  /** Orb of the aspects of a harmonic chart, degrees. */
  harmonicOrb: 2,
  /** Orb of antiscia and of parallels, degrees. */
  antisciaOrb: 1,
  declinationOrb: 1,
  /**
   * The longest void-of-course span of one request, days: any calendar year. A year of windows with
   * Uranus–Pluto costs ≈ 22 ms of CPU (npm run bench), far under the 250 ms request bound; the span
   * is priced by the months it begins (src/operations/traditional.ts).
   */
  voidMoonMaxSpanDays: 366,
} as const;
