/**
 * The chart's sidereal zodiac and its points by name, against Swiss Ephemeris 2.10.03
 * (test/fixtures/western/swiss-depth.json): a sidereal chart's every longitude is the tropical one
 * less Swiss's ayanamsa of the instant (but J2000's, projected onto the J2000 ecliptic); Lilith and the four asteroids as the chart gives them
 * agree with Swiss's geocentric apparent places; their equatorial coordinates agree with the
 * ecliptic ones.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { asind, atan2d, cosd, sind, wrap180 } from '../../src/core/astro/angle.js';
import { AYANAMSAS, type Ayanamsa } from '../../src/core/astro/ayanamsa.js';
import { Chart, EXTRA_POINTS, type ExtraPointId } from '../../src/core/astro/chart.js';

interface DepthCase {
  id: string;
  jd_ut: number;
  latitude: number;
  longitude: number;
  ayanamsa: Record<Ayanamsa, number>;
  points: Record<ExtraPointId, { lon: number; lat: number; lon_speed: number }>;
}
const cases: DepthCase[] = JSON.parse(
  readFileSync(new URL('../fixtures/western/swiss-depth.json', import.meta.url), 'utf8'),
).cases;

const arcsec = (a: number, b: number) => Math.abs(wrap180(a - b)) * 3600;
const chartAt = (c: DepthCase, ayanamsa?: Ayanamsa) =>
  Chart.atInstant((c.jd_ut - 2440587.5) * 86_400_000, {
    name: c.id,
    location: { latitude: c.latitude, longitude: c.longitude, elevation: 0, timezone: 'UTC' },
    houseSystem: 'PLACIDUS',
    includeAsteroids: true,
    ayanamsa,
  });

/** Tolerances against Swiss (arcseconds): those of the points' own tests (true Lilith is model-dependent). */
const POINT_TOLERANCE: Record<ExtraPointId, number> = { mean_lilith: 1, true_lilith: 600, ceres: 5, pallas: 5, juno: 5, vesta: 5 };

describe('sidereal charts', () => {
  it('every longitude is the tropical one less Swiss’s ayanamsa (within 1″), for each ayanamsa', () => {
    for (const c of cases.slice(0, 20)) {
      const tropical = chartAt(c);
      for (const mode of AYANAMSAS) {
        // J2000's bodies, angles and cusps are those of the J2000 ecliptic, as Swiss projects them
        // (docs/western.md §4a; against Swiss in test/core/sidereal-j2000.test.ts and, for the
        // angles, test/core/accuracy.test.ts, sidereal:J2000).
        if (mode === 'J2000') continue;
        const sidereal = chartAt(c, mode);
        const expected = (lon: number) => lon - c.ayanamsa[mode];
        for (const id of ['sun', 'moon', 'mars', 'pluto', 'true_node', 'chiron', 'mean_lilith'] as const) {
          expect(arcsec(sidereal.body(id).lon, expected(tropical.body(id).lon)), `${c.id} ${mode} ${id}`).toBeLessThan(1);
        }
        const [t, s] = [tropical.houses(), sidereal.houses()];
        expect(arcsec(s.asc, expected(t.asc))).toBeLessThan(1);
        expect(arcsec(s.mc, expected(t.mc))).toBeLessThan(1);
        t.cusps.forEach((cusp, i) => expect(arcsec(s.cusps[i], expected(cusp))).toBeLessThan(1));
        // Positions within houses do not move with the zodiac.
        expect(sidereal.houseOf(sidereal.body('venus').lon)).toBe(tropical.houseOf(tropical.body('venus').lon));
      }
    }
  });

  it('speeds lose the ayanamsa’s rate: precession, ≈ 50.3″ a year over a year (± the 18.6-year nutation), and aspects stay', () => {
    const c = cases[0];
    let total = 0;
    for (let k = 0; k < 37; k++) {
      const at = { ...c, jd_ut: c.jd_ut + 10 * k };
      total += chartAt(at).body('sun').lonSpeed - chartAt(at, 'LAHIRI').body('sun').lonSpeed;
    }
    const yearly = (total / 37) * 365.25 * 3600;
    expect(yearly).toBeGreaterThan(44);
    expect(yearly).toBeLessThan(57);
    const [tropical, sidereal] = [chartAt(c), chartAt(c, 'LAHIRI')];
    expect(sidereal.aspects().map((a) => [a.body1, a.body2, a.aspectType])).toEqual(
      tropical.aspects().map((a) => [a.body1, a.body2, a.aspectType]),
    );
  });
});

describe('points by name', () => {
  it('Lilith and Ceres … Vesta agree with Swiss Ephemeris (15 charts; their own tests take all 60)', () => {
    for (const c of cases.slice(0, 15)) {
      const chart = chartAt(c);
      for (const id of EXTRA_POINTS) {
        const p = chart.body(id);
        expect(arcsec(p.lon, c.points[id].lon), `${c.id} ${id}`).toBeLessThan(POINT_TOLERANCE[id]);
        // Right ascension and declination are the same place on the equator.
        const eps = chart.frame().obliquity;
        expect(arcsec(p.dec, asind(sind(p.lat) * cosd(eps) + cosd(p.lat) * sind(eps) * sind(p.lon)))).toBeLessThan(0.01);
        const lonBack = atan2d(sind(p.ra) * cosd(eps) + (Math.tan((p.dec * Math.PI) / 180)) * sind(eps), cosd(p.ra));
        expect(arcsec(lonBack, p.lon), `${c.id} ${id} ra`).toBeLessThan(0.01);
      }
    }
  }, 60_000);

  it('are never in the chart’s body list (the REST record is unchanged)', () => {
    const chart = chartAt(cases[0]);
    expect(chart.bodyIds().some((id) => (EXTRA_POINTS as readonly string[]).includes(id))).toBe(false);
  });
});
