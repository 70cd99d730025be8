/**
 * Bodies in the J2000 sidereal zodiac, as the Swiss Ephemeris gives them: Swiss projects this mode
 * onto the ecliptic of J2000 (SE_SIDBIT_ECL_T0; reference README), so a body's sidereal longitude is
 * its apparent place referred to that ecliptic and equinox, not its tropical longitude less the
 * ayanamsa. The expected values are Swiss's own apparent places (test/fixtures/western/swiss-wide.json,
 * 1800–2200) taken back to the J2000 ecliptic with Swiss's nutation and J2000 ayanamsa of the instant
 * (onJ2000Ecliptic). The service's own ephemeris error is the same in both zodiacs, so it is taken
 * out: the sidereal difference must equal the tropical one.
 */
import { describe, expect, it } from 'vitest';
import { wrap180 } from '../../src/core/astro/angle.js';
import { Chart } from '../../src/core/astro/chart.js';
import { loadCases, type SwissCase } from '../../scripts/accuracy/measure.js';

const ARCSEC = Math.PI / 648000;
const BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'true_node'] as const;
const arcsec = (d: number) => wrap180(d) * 3600;

/**
 * Swiss's apparent place (λ, β on the true ecliptic and equinox of date, degrees) on the ecliptic of
 * J2000. Nutation: the true equinox is Δψ (Swiss's) along the ecliptic from the mean one. Precession:
 * the ecliptic of date is tilted from J2000's by π_A about a node at Π_A (Lieske et al. 1977, IAU
 * 1976), and the mean equinox of date lies at −(ayanamsa − Δψ) on J2000's ecliptic (Swiss's J2000
 * ayanamsa: precession of the equinox plus Δψ); p_A is solved from that.
 */
function onJ2000Ecliptic(c: SwissCase, lon: number, lat: number): number {
  const t = (c.jd_tt - 2451545) / 36525;
  const pi = (47.0029 * t - 0.03302 * t ** 2 + 0.00006 * t ** 3) * ARCSEC;
  const bigPi = (174.876384 * 3600 - 869.8089 * t + 0.03536 * t ** 2) * ARCSEC;
  const equinox = -wrap180(c.sidereal.J2000.ayanamsa - c.nutation_lon) * 3600 * ARCSEC;
  // Rows of R3(−(Π + p))·R1(π)·R3(Π): J2000 ecliptic → mean ecliptic of date; its transpose goes back.
  const matrix = (p: number) => {
    const [sP, cP, si, ci, sA, cA] = [Math.sin(bigPi), Math.cos(bigPi), Math.sin(pi), Math.cos(pi), Math.sin(bigPi + p), Math.cos(bigPi + p)];
    return [
      [cA * cP + sA * ci * sP, cA * sP - sA * ci * cP, -sA * si],
      [sA * cP - cA * ci * sP, sA * sP + cA * ci * cP, cA * si],
      [si * sP, -si * cP, ci],
    ];
  };
  let p = -equinox;
  for (let i = 0; i < 3; i++) {
    const m = matrix(p);
    p -= equinox - Math.atan2(m[0][1], m[0][0]);
  }
  const m = matrix(p);
  const l = (lon - c.nutation_lon) * (Math.PI / 180);
  const b = lat * (Math.PI / 180);
  const v = [Math.cos(b) * Math.cos(l), Math.cos(b) * Math.sin(l), Math.sin(b)];
  const x = m[0][0] * v[0] + m[1][0] * v[1] + m[2][0] * v[2];
  const y = m[0][1] * v[0] + m[1][1] * v[1] + m[2][1] * v[2];
  return (Math.atan2(y, x) * 180) / Math.PI;
}

describe('J2000 sidereal bodies', () => {
  const cases = loadCases();
  const charts = (c: (typeof cases)[number], ayanamsa?: 'J2000') =>
    Chart.atInstant(Date.parse(c.input.utc), {
      name: c.input.utc,
      location: { latitude: c.input.lat, longitude: c.input.lon, elevation: 0, timezone: 'UTC' },
      houseSystem: 'PLACIDUS',
      includeAsteroids: false,
      ayanamsa,
    });

  it('are the apparent places on the ecliptic of J2000, as Swiss projects them (within 0.01″ of the tropical difference)', () => {
    let largestShift = 0;
    for (const c of cases) {
      const [tropical, sidereal] = [charts(c), charts(c, 'J2000')];
      for (const id of BODIES) {
        const swiss = c.bodies[id];
        const expected = onJ2000Ecliptic(c, swiss.lon, swiss.lat);
        const tropicalError = arcsec(tropical.body(id).lon - swiss.lon);
        const siderealError = arcsec(sidereal.body(id).lon - expected);
        expect(Math.abs(siderealError - tropicalError), `${c.input.utc} ${id}`).toBeLessThan(0.01);
        // How far Swiss's projected place is from its tropical longitude less its ayanamsa.
        largestShift = Math.max(largestShift, Math.abs(arcsec(swiss.lon - c.sidereal.J2000.ayanamsa - expected)));
      }
    }
    // Subtracting the ayanamsa instead would be arcseconds off (Pluto, β up to 17°, by 2200).
    expect(largestShift).toBeGreaterThan(5);
  });
});
