import type { SeriesBody } from './series.js';

/**
 * The tables' layout (scripts/generate-ephemeris.ts; docs/western.md §1). Per body, the segment
 * length and number of Chebyshev terms keep the fit below ≈ 0.002″ as seen from the Earth at the
 * body's closest (a few 1e-9 AU; the Moon 1e-11 AU) with the fewest coefficients per day: longer
 * segments need more terms but fewer in all, as far as the shortest period that matters allows (the
 * Moon's terms of 9–15 days, the Earth's 29.5-day wobble about the Earth–Moon barycentre, Mercury's
 * 88-day orbit). `unit` (AU) is the rounding of the coefficients, below the fit's error. Tried on
 * sample segments; checked by the generator's comparison and test/core/ephemeris-tables.test.ts.
 */
export const PARAMETERS: Record<SeriesBody, { days: number; terms: number; unit: number }> = {
  moon: { days: 32, terms: 34, unit: 2e-11 },
  earth: { days: 32, terms: 16, unit: 1e-9 },
  mercury: { days: 32, terms: 18, unit: 1e-9 },
  venus: { days: 128, terms: 16, unit: 1e-9 },
  mars: { days: 128, terms: 16, unit: 1e-9 },
  jupiter: { days: 256, terms: 12, unit: 1e-8 },
  saturn: { days: 256, terms: 12, unit: 1e-8 },
  uranus: { days: 512, terms: 12, unit: 1e-8 },
  neptune: { days: 512, terms: 12, unit: 1e-8 },
  pluto: { days: 1024, terms: 10, unit: 1e-8 },
};
