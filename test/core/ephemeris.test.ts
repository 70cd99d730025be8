import { readFileSync } from 'node:fs';
import * as Astronomy from 'astronomy-engine';
import { afterAll, describe, expect, it } from 'vitest';
import { ChironRangeError } from '../../src/core/astro/chiron.js';
import { armc, bodyPosition, skyFrame, type BodyId, type BodyPosition } from '../../src/core/astro/ephemeris.js';
import { DEG, wrap180 } from '../../src/core/astro/angle.js';
import { astroTime, jdFromEpochMs } from '../../src/core/time/julian.js';

interface SwissBody {
  lon: number; lat: number; dist: number; lon_speed: number; lat_speed: number; ra: number; dec: number;
}
interface SwissCase {
  input: { utc: string; lon: number };
  jd_ut: number;
  obliquity_true: number;
  nutation_lon: number;
  gast_h: number;
  bodies: Record<BodyId, SwissBody>;
  houses: { E: { armc: number } };
}
const cases: SwissCase[] = JSON.parse(
  readFileSync(new URL('../fixtures/western/swiss-natal.json', import.meta.url), 'utf8'),
).results;

/**
 * Longitude targets against Swiss Ephemeris, arcseconds (issue 24's goals; docs/accuracy.md). Here
 * with the service's own ΔT, 0.01 s from Swiss's up to 2026 and ≤ 0.76 s after (0.4″ of the Moon).
 */
const LON_TOL: Record<BodyId, number> = {
  sun: 0.5, moon: 0.5, mercury: 0.5, venus: 0.5, mars: 0.5, jupiter: 0.5, saturn: 0.5, uranus: 2, neptune: 2.5, pluto: 3.5,
  true_node: 1, mean_node: 1, chiron: 3,
};
const BODIES = Object.keys(LON_TOL) as BodyId[];
/** Latitude and declination, arcseconds (Pluto's reach 0.3″ and 1.2″). */
const LAT_TOL = 1.5;
/**
 * Speeds, ″/day (the tables' derivatives match Swiss to ≤ 0.6″/day). Within 1° of the Sun the speed
 * leaves out the rate of the light deflection, 0.00407″·cot(E/2) at elongation E (1.75″ at the solar
 * limb, Misner–Thorne–Wheeler §40.3), so there the tolerance adds it: d/dt = 0.00407″·Ė/(2 sin²(E/2)),
 * Ė in radians per day.
 */
const SPEED_TOL = 1;
const DEFLECTION_ZONE_DEG = 1;
/** Distance, relative: astronomy-engine's truncated VSOP87 radii and its lunar theory (≤ 1.5e-4). */
const DIST_TOL = 2e-4;

const as = (deg: number) => deg * 3600;
/** Small angular separation, arcseconds, of two points given by longitude-like and latitude-like angles. */
const separation = (dLon: number, dLat: number, lat: number) => as(Math.hypot(wrap180(dLon) * Math.cos(lat * DEG), dLat));

function elongation(b: SwissBody, sun: SwissBody): number {
  const c =
    Math.sin(b.lat * DEG) * Math.sin(sun.lat * DEG) +
    Math.cos(b.lat * DEG) * Math.cos(sun.lat * DEG) * Math.cos((b.lon - sun.lon) * DEG);
  return Math.acos(Math.min(1, c)) / DEG;
}

function speedTolerance(id: BodyId, c: SwissCase): number {
  const b = c.bodies[id];
  const sun = c.bodies.sun;
  const e = elongation(b, sun);
  if (id === 'sun' || id === 'moon' || id.endsWith('node') || e >= DEFLECTION_ZONE_DEG) return SPEED_TOL;
  const elongationRate = Math.abs(b.lon_speed - sun.lon_speed) * DEG;
  return SPEED_TOL + (0.00407 * elongationRate) / (2 * Math.sin((e / 2) * DEG) ** 2);
}

type Stat = 'lon' | 'lat' | 'dec' | 'raConsistency' | 'lonSpeed' | 'lonSpeedNearSun' | 'latSpeed' | 'dist';
const maxima: Record<string, Partial<Record<Stat, number>>> = Object.fromEntries(BODIES.map((id) => [id, {}]));
const frameMaxima = { obliquity: 0, nutationLon: 0, gastBefore2050: 0, gastFrom2050: 0, armc: 0 };
const note = (id: BodyId, stat: Stat, value: number) => {
  maxima[id][stat] = Math.max(maxima[id][stat] ?? 0, value);
};

describe('bodies against Swiss Ephemeris 2.10 (80 instants, 1900–2100)', () => {
  it('longitude, latitude, declination, RA, distance and speeds are within the targets', () => {
    const failures: string[] = [];
    const check = (ok: boolean, what: string) => ok || failures.push(what);
    for (const c of cases) {
      for (const id of BODIES) {
        const p: BodyPosition = bodyPosition(id, c.jd_ut);
        const s = c.bodies[id];
        const at = `${c.input.utc} ${id}`;
        const dLon = as(Math.abs(wrap180(p.lon - s.lon)));
        const dLat = as(Math.abs(p.lat - s.lat));
        const dDec = as(Math.abs(p.dec - s.dec));
        note(id, 'lon', dLon);
        note(id, 'lat', dLat);
        note(id, 'dec', dDec);
        check(dLon <= LON_TOL[id], `${at} lon ${dLon.toFixed(2)}″`);
        check(dLat <= LAT_TOL, `${at} lat ${dLat.toFixed(2)}″`);
        check(dDec <= LAT_TOL, `${at} dec ${dDec.toFixed(2)}″`);

        // RA: a rotation keeps angular distances, so our offset from Swiss must be the same size in
        // equatorial as in ecliptic coordinates (up to the 0.07″ obliquity difference).
        const raConsistency = Math.abs(
          separation(p.ra - s.ra, p.dec - s.dec, s.dec) - separation(p.lon - s.lon, p.lat - s.lat, s.lat),
        );
        note(id, 'raConsistency', raConsistency);
        check(p.ra >= 0 && p.ra < 360 && raConsistency <= 0.3, `${at} ra ${p.ra} (consistency ${raConsistency}″)`);

        const tol = speedTolerance(id, c);
        const dSpeed = as(Math.abs(p.lonSpeed - s.lon_speed));
        const dLatSpeed = as(Math.abs(p.latSpeed - s.lat_speed));
        note(id, tol > SPEED_TOL ? 'lonSpeedNearSun' : 'lonSpeed', dSpeed);
        note(id, 'latSpeed', dLatSpeed);
        check(dSpeed <= tol, `${at} lonSpeed ${dSpeed.toFixed(2)}″/d > ${tol.toFixed(2)}`);
        check(dLatSpeed <= tol, `${at} latSpeed ${dLatSpeed.toFixed(2)}″/d > ${tol.toFixed(2)}`);
        check(Math.abs(s.lon_speed) < tol / 3600 || Math.sign(p.lonSpeed) === Math.sign(s.lon_speed), `${at} retrograde sign`);

        if (id.endsWith('node')) {
          check(p.dist === null && p.distSpeed === null && p.lat === 0, `${at} node has dist or lat`);
        } else {
          const dDist = Math.abs(p.dist! - s.dist) / s.dist;
          note(id, 'dist', dDist);
          check(dDist <= DIST_TOL, `${at} dist relative ${dDist.toExponential(2)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('obliquity, nutation, sidereal time and ARMC', () => {
    for (const c of cases) {
      const f = skyFrame(c.jd_ut);
      const dObl = as(Math.abs(f.obliquity - c.obliquity_true));
      const dNut = as(Math.abs(f.nutationLon - c.nutation_lon));
      const dGast = as(Math.abs(wrap180(f.gastDeg - c.gast_h * 15)));
      const dArmc = as(Math.abs(wrap180(armc(c.jd_ut, c.input.lon) - c.houses.E.armc)));
      frameMaxima.obliquity = Math.max(frameMaxima.obliquity, dObl);
      frameMaxima.nutationLon = Math.max(frameMaxima.nutationLon, dNut);
      frameMaxima.armc = Math.max(frameMaxima.armc, dArmc);
      // IAU 2000B in full: Δψ and the true obliquity within 0.003″ of Swiss (§1).
      expect(dObl, c.input.utc).toBeLessThanOrEqual(0.01);
      expect(dNut, c.input.utc).toBeLessThanOrEqual(0.01);
      // Swiss's sidereal time, its long-term formula from 2050-01-01 included (§1); after 2026 the
      // service's ΔT moves the long-term formula's mean Earth by ≤ 0.03″.
      const limit = c.jd_ut < 2469807.5 ? 0.01 : 0.05;
      const key = c.jd_ut < 2469807.5 ? 'gastBefore2050' : 'gastFrom2050';
      frameMaxima[key] = Math.max(frameMaxima[key], dGast);
      expect(dGast, c.input.utc).toBeLessThanOrEqual(limit);
      expect(dArmc, c.input.utc).toBeLessThanOrEqual(limit);
    }
  });
});

describe('the apparent place against an independent implementation (§1)', () => {
  const PLANETS = ['Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Uranus', 'Neptune', 'Pluto'] as const;
  it("within astronomy-engine's own error (30″; Pluto 40″, the Sun 6″) over 1800–2200", () => {
    for (let i = 0; i < 100; i++) {
      const jd = 2378496.5 + i * 1460.9 + 0.37;
      const t = astroTime(jd);
      const near = (id: BodyId, lon: number, lat: number, tol: number) => {
        const p = bodyPosition(id, jd);
        expect(separation(p.lon - lon, p.lat - lat, lat), `${id} ${jd}`).toBeLessThanOrEqual(tol);
      };
      for (const name of PLANETS) {
        const e = Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body[name], t, true));
        near(name.toLowerCase() as BodyId, e.elon, e.elat, name === 'Pluto' ? 40 : 30);
      }
      const sun = Astronomy.Ecliptic(Astronomy.GeoVector(Astronomy.Body.Sun, t, true));
      near('sun', sun.elon, sun.elat, 6);
      const moon = Astronomy.EclipticGeoMoon(t);
      near('moon', moon.lon, moon.lat, 20);
    }
  });

  it('keeps nothing from an earlier instant', () => {
    const [a, b] = [cases[0].jd_ut, cases[1].jd_ut];
    const first = bodyPosition('mars', a);
    bodyPosition('mars', b);
    expect(bodyPosition('mars', a)).toEqual(first);
    expect(bodyPosition('mars', b)).not.toEqual(first);
  });
});

describe('Chiron range', () => {
  const jd = (iso: string) => jdFromEpochMs(Date.parse(iso));
  it('covers every instant of 1900–2100', () => {
    for (const iso of ['1900-01-01T00:00:00Z', '1949-12-31T23:59:00Z', '1950-01-01T00:01:00Z', '2100-12-31T23:59:59Z']) {
      expect(Number.isFinite(bodyPosition('chiron', jd(iso)).lon), iso).toBe(true);
    }
  });
  it('throws ChironRangeError outside it', () => {
    expect(() => bodyPosition('chiron', jd('1899-06-01T00:00:00Z'))).toThrow(ChironRangeError);
    expect(() => bodyPosition('chiron', jd('2101-06-01T00:00:00Z'))).toThrow(ChironRangeError);
  });
});

afterAll(() => {
  const round = (o: object) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, +(v as number).toPrecision(3)]));
  console.log('max |ours − Swiss| (″, ″/day; dist relative):');
  console.table(Object.fromEntries(Object.entries(maxima).map(([id, m]) => [id, round(m)])));
  console.log('frame (″):', round(frameMaxima));
});
