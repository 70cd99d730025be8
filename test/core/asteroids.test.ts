/**
 * Ceres, Pallas, Juno and Vesta against Swiss Ephemeris 2.10.03 (test/fixtures/western/swiss-depth.json,
 * 60 instants 1900–2100; geocentric apparent, ecliptic and true equinox of date).
 *
 * Measured maximum |difference| (longitude ″, latitude ″, longitude speed ″/day):
 *   Ceres  0.98, 0.93, 0.07
 *   Pallas 0.98, 1.08, 0.07
 *   Juno   1.01, 0.74, 0.06  (1997-02-14: 0.8″ of it is astronomy-engine's Earth; Swiss's own Juno
 *                             position there gives −1.0″ through the same apparent place)
 *   Vesta  1.28, 0.95, 0.07
 * (Before the orbits were fitted through both epochs' positions, boundary-orbit.ts: 2.76, 1.64, 5.48
 * and 4.68″ in longitude.)
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { wrap180 } from '../../src/core/astro/angle.js';
import {
  ASTEROIDS,
  AsteroidRangeError,
  asteroidHelioState,
  asteroidPosition,
  type AsteroidId,
} from '../../src/core/astro/asteroids.js';
import { ASTEROID_EPOCHS_JD_TT, ASTEROID_EPOCH_STATES } from '../../src/core/astro/data/asteroid-epochs.js';
import { jdFromEpochMs } from '../../src/core/time/julian.js';

interface SwissPoint {
  lon: number;
  lat: number;
  lon_speed: number;
}
interface DepthCase {
  id: string;
  datetime_utc: string;
  jd_ut: number;
  points: Record<AsteroidId, SwissPoint>;
}
const cases: DepthCase[] = JSON.parse(
  readFileSync(new URL('../fixtures/western/swiss-depth.json', import.meta.url), 'utf8'),
).cases;
const states = JSON.parse(readFileSync(new URL('../fixtures/western/asteroid-states.json', import.meta.url), 'utf8'));

/** Longitude tolerance, arcseconds: the 5″ goal (measured ≤ 1.3″, see above). */
const LON_TOL: Record<AsteroidId, number> = { ceres: 5, pallas: 5, juno: 5, vesta: 5 };
const LAT_TOL = 3;
const SPEED_TOL = 1;

describe('asteroids against Swiss Ephemeris 2.10.03 (60 instants, 1900–2100)', () => {
  for (const id of ASTEROIDS) {
    it(`${id}: longitude within ${LON_TOL[id]}″, latitude ${LAT_TOL}″, speed ${SPEED_TOL}″/day`, () => {
      for (const c of cases) {
        const p = asteroidPosition(id, c.jd_ut);
        const s = c.points[id];
        const where = `${c.id} ${c.datetime_utc}`;
        expect(Math.abs(wrap180(p.lon - s.lon)) * 3600, `${where} lon`).toBeLessThan(LON_TOL[id]);
        expect(Math.abs(p.lat - s.lat) * 3600, `${where} lat`).toBeLessThan(LAT_TOL);
        expect(Math.abs(p.lonSpeed - s.lon_speed) * 3600, `${where} speed`).toBeLessThan(SPEED_TOL);
      }
    }, 60_000);
  }
});

describe('asteroid states', () => {
  it('the data module holds the fixture states unchanged', () => {
    for (const id of ASTEROIDS) {
      const fixture = states.bodies[id] as { epoch_jd_tt: number; position_au: number[]; velocity_au_per_day: number[] }[];
      expect(fixture.map((e) => e.epoch_jd_tt)).toEqual(ASTEROID_EPOCHS_JD_TT);
      fixture.forEach((e, k) => {
        expect(ASTEROID_EPOCH_STATES[id][k].r).toEqual(e.position_au);
        expect(ASTEROID_EPOCH_STATES[id][k].v).toEqual(e.velocity_au_per_day);
      });
    }
  });

  it('at each epoch the position is Swiss’s own, and it is continuous through the epochs', () => {
    for (const id of ASTEROIDS) {
      ASTEROID_EPOCHS_JD_TT.forEach((jd, k) => {
        const s = asteroidHelioState(id, jd);
        const { r, v } = ASTEROID_EPOCH_STATES[id][k];
        expect(Math.hypot(s.x - r[0], s.y - r[1], s.z - r[2])).toBeLessThan(1e-13);
        // The start velocity is corrected so that the orbit reaches the next epoch's position: ≤ 2.5e-8 AU/day.
        expect(Math.hypot(s.vx - v[0], s.vy - v[1], s.vz - v[2])).toBeLessThan(1e-7);
        if (k === 0 || k === ASTEROID_EPOCHS_JD_TT.length - 1) return;
        // Across an epoch one window hands over to the next (its end misses the epoch position by ≤ 4e-8 AU).
        const dt = 1e-6;
        const a = asteroidHelioState(id, jd - dt);
        const b = asteroidHelioState(id, jd + dt);
        expect(Math.hypot(b.x - a.x, b.y - a.y, b.z - a.z)).toBeLessThan(1e-7);
      });
    }
  }, 60_000);

  it('velocity is the derivative of position', () => {
    const jd = 2455000.3;
    for (const id of ASTEROIDS) {
      const h = 0.01;
      const a = asteroidHelioState(id, jd - h);
      const b = asteroidHelioState(id, jd + h);
      const s = asteroidHelioState(id, jd);
      expect(Math.abs((b.x - a.x) / (2 * h) - s.vx)).toBeLessThan(1e-9);
      expect(Math.abs((b.y - a.y) / (2 * h) - s.vy)).toBeLessThan(1e-9);
      expect(Math.abs((b.z - a.z) / (2 * h) - s.vz)).toBeLessThan(1e-9);
    }
  }, 60_000);

  it('every instant of 1900–2100 (UT) is covered; outside, AsteroidRangeError', () => {
    const jd = (iso: string) => jdFromEpochMs(Date.parse(iso));
    for (const id of ASTEROIDS) {
      expect(asteroidPosition(id, jd('1900-01-01T00:00:00Z')).lon).toBeGreaterThanOrEqual(0);
      expect(asteroidPosition(id, jd('2100-12-31T23:59:59Z')).lon).toBeGreaterThanOrEqual(0);
    }
    expect(() => asteroidPosition('ceres', jd('1899-11-15T00:00:00Z'))).toThrow(AsteroidRangeError);
    expect(() => asteroidPosition('vesta', jd('2101-03-01T00:00:00Z'))).toThrow(AsteroidRangeError);
  }, 60_000);
});
