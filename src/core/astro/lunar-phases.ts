/**
 * The four principal phases of the Moon, by the Moon's elongation from the Sun (λ☾ − λ☉, the same
 * in either zodiac): the almanacs' definition (USNO, Astronomical Almanac). One table for the
 * phases of the sky (events/phases.ts) and of the progressed chart (progressed-lunations.ts).
 */
export const LUNAR_QUARTERS = [
  { phase: 'new', elongation: 0 },
  { phase: 'first_quarter', elongation: 90 },
  { phase: 'full', elongation: 180 },
  { phase: 'last_quarter', elongation: 270 },
] as const;
export type LunarQuarter = (typeof LUNAR_QUARTERS)[number]['phase'];

/** The quarter reached when the elongation, counted without wrapping, is k·90°. */
export const quarterOf = (k: number) => LUNAR_QUARTERS[((k % 4) + 4) % 4];
