/**
 * The generated Chebyshev tables (scripts/generate-ephemeris.ts): each table's text is the one its
 * checksum was taken of, and its positions and velocities are those of the full series it was fitted
 * to (VSOP87B and ELP/MPP02 from astronomia, Moshier's DE404 Pluto) at random instants of 1800–2200.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SERIES, type SeriesBody } from '../../scripts/ephemeris/series.js';
import { PARAMETERS } from '../../scripts/ephemeris/parameters.js';
import { TABLE_END_JD, TABLE_START_JD, chebyshevState, decodeTable, type ChebyshevTable } from '../../src/core/astro/chebyshev.js';

const tables = Object.fromEntries(
  await Promise.all(
    (Object.keys(SERIES) as SeriesBody[]).map(async (body) => {
      const mod = (await import(`../../src/core/astro/data/ephemeris/${body}.ts`)) as Record<string, ChebyshevTable>;
      return [body, mod[body.toUpperCase()]] as const;
    }),
  ),
) as Record<SeriesBody, ChebyshevTable>;

/** A fixed pseudo-random sequence (mulberry32), so a failure can be repeated. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('generated ephemeris tables', () => {
  for (const body of Object.keys(SERIES) as SeriesBody[]) {
    it(`${body}: checksum, parameters and agreement with the series`, () => {
      const table = tables[body];
      expect(createHash('sha256').update(table.data).digest('hex')).toBe(table.sha256);
      expect({ days: table.days, terms: table.terms, unit: table.unit }).toEqual(PARAMETERS[body]);
      expect(table.start).toBe(TABLE_START_JD);
      expect(table.start + table.count * table.days).toBeGreaterThanOrEqual(TABLE_END_JD);
      const decoded = decodeTable(table);
      const next = random(body.length * 7919);
      // The fit's own bound plus the rounding of its coefficients.
      const bound = 2 * table.maxFitErrorAU + table.terms * table.unit;
      for (let i = 0; i < 12; i++) {
        const jde = 2378496.5 + next() * 146097;
        const s = chebyshevState(decoded, jde);
        const v = SERIES[body](jde);
        expect(Math.hypot(s[0] - v[0], s[1] - v[1], s[2] - v[2])).toBeLessThan(bound);
        // Velocity against the series' central difference over ±0.01 day, as an angular rate seen
        // from the centre: within 0.1″/day (the difference itself is off by up to 0.04″/day for the
        // Moon). Pluto's slow, smooth series within 1e-8 AU/day (0.0001″/day at 30 AU).
        const [a, b] = [SERIES[body](jde - 0.01), SERIES[body](jde + 0.01)];
        const diff = Math.hypot(...[0, 1, 2].map((k) => s[3 + k] - (b[k] - a[k]) / 0.02));
        expect(diff).toBeLessThan(body === 'pluto' ? 1e-8 : 5e-7 * Math.hypot(v[0], v[1], v[2]));
      }
    });
  }
});
