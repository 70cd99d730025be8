/**
 * Midpoints, harmonics, antiscia and declinations by their properties, and astrocartography by
 * the definition of its lines through the service's own houses: at a point of a body's MC line the
 * chart cast there has its ARMC (local sidereal time) equal to the body's right ascension; at a
 * point of the Sun's ASC line the relocated chart's ascendant is the Sun's longitude.
 */
import { describe, expect, it } from 'vitest';
import { norm360, separation, wrap180 } from '../../../src/core/astro/angle.js';
import { chartPlace, natalChart } from '../../../src/core/astro/chart.js';
import {
  antiscion,
  antisciaContacts,
  contraAntiscion,
  declinationContacts,
  dialDistance,
  harmonicChart,
  isOutOfBounds,
  midpoints,
  nearerMidpoint,
  type ChartPoint,
} from '../../../src/core/astro/traditional/chart-points.js';
import { angleLines, lineLongitude, linesGeoJson, paranLatitudes, relocatedChart } from '../../../src/core/astro/locational/astrocartography.js';
import { angleSiderealTime } from '../../../src/core/astro/traditional/fixed-stars.js';

const CHART = natalChart({ natalDatetime: '1988-09-17T10:30:00', natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' } });
const POINTS: ChartPoint[] = CHART.bodyIds().map((id) => ({ id, lon: CHART.body(id).lon, dec: CHART.body(id).dec, lonSpeed: CHART.body(id).lonSpeed }));

describe('midpoints', () => {
  it('the nearer midpoint is equidistant from both and within 90° of each; order does not matter', () => {
    for (const [a, b] of [[10, 50], [350, 20], [100, 280], [0, 180], [200, 20]]) {
      const m = nearerMidpoint(a, b);
      expect(separation(m, a)).toBeCloseTo(separation(m, b), 9);
      expect(separation(m, a)).toBeLessThanOrEqual(90);
      expect(nearerMidpoint(b, a)).toBeCloseTo(m, 9);
    }
  });

  it('all pairs, sorted on the 90° dial, each occupant within the orb on the dial', () => {
    const list = midpoints(POINTS, 1.5);
    expect(list).toHaveLength((POINTS.length * (POINTS.length - 1)) / 2);
    list.forEach((m, i) => {
      if (i) expect(m.dial).toBeGreaterThanOrEqual(list[i - 1].dial);
      for (const o of m.occupants) expect(dialDistance(POINTS.find((p) => p.id === o.id)!.lon, m.lon)).toBeLessThanOrEqual(1.5);
    });
    expect(dialDistance(0, 90)).toBe(0);
    expect(dialDistance(44, 136)).toBeCloseTo(2, 9);
  });
});

describe('harmonics', () => {
  it('H(n) multiplies every longitude; H(m) of H(n) is H(mn); aspects are between harmonic positions', () => {
    for (const n of [2, 5, 7, 9, 180]) {
      const h = harmonicChart(POINTS, n, 2);
      h.points.forEach((p, i) => expect(separation(p.lon, norm360(POINTS[i].lon * n))).toBeLessThan(1e-9));
      const twice = harmonicChart(harmonicChart(POINTS, n, 2).points, 3, 2);
      const direct = harmonicChart(POINTS, 3 * n, 2);
      twice.points.forEach((p, i) => expect(separation(p.lon, direct.points[i].lon)).toBeLessThan(1e-6));
      for (const a of h.aspects) {
        const [x, y] = [h.points.find((p) => p.id === a.body1)!, h.points.find((p) => p.id === a.body2)!];
        expect(Math.abs(separation(x.lon, y.lon) - a.angle)).toBeLessThanOrEqual(2);
      }
    }
  });
});

describe('antiscia and declinations', () => {
  it('antiscion and contra-antiscion are reflections: involutions, opposite each other, fixed on the axes', () => {
    for (const lon of [0, 15, 90, 179.5, 270, 333]) {
      expect(separation(antiscion(antiscion(lon)), lon)).toBeLessThan(1e-9);
      expect(separation(contraAntiscion(contraAntiscion(lon)), lon)).toBeLessThan(1e-9);
      expect(separation(antiscion(lon), contraAntiscion(lon))).toBeCloseTo(180, 9);
    }
    expect(antiscion(90)).toBe(90);
    expect(antiscion(270)).toBe(270);
    // 10° Gemini mirrors to 20° Cancer (Lilly's table of antiscia).
    expect(antiscion(70)).toBe(110);
    for (const c of antisciaContacts(POINTS, 2)) {
      const [from, on] = [POINTS.find((p) => p.id === c.from)!, POINTS.find((p) => p.id === c.on)!];
      expect(separation(c.kind === 'ANTISCION' ? antiscion(from.lon) : contraAntiscion(from.lon), on.lon)).toBeCloseTo(c.orb, 9);
    }
  });

  it('parallels share a side of the equator, contra-parallels do not', () => {
    for (const c of declinationContacts(POINTS, 1.5)) {
      const [a, b] = [POINTS.find((p) => p.id === c.a)!.dec!, POINTS.find((p) => p.id === c.b)!.dec!];
      expect(Math.sign(a) === Math.sign(b)).toBe(c.kind === 'PARALLEL');
      expect(c.kind === 'PARALLEL' ? Math.abs(a - b) : Math.abs(a + b)).toBeCloseTo(c.orb, 9);
    }
  });

  it('out of bounds: the Moon at the 2006 major standstill (declination 28.7° on 2006-03-22) is, the Sun never is', () => {
    const standstill = natalChart({ natalDatetime: '2006-03-22T12:00:00Z', natalLocation: { latitude: 0, longitude: 0, timezone: 'UTC' } });
    expect(Math.abs(standstill.body('moon').dec)).toBeGreaterThan(28);
    expect(isOutOfBounds(standstill.body('moon').dec, standstill.frame().obliquity)).toBe(true);
    // At the solstice the Sun's declination is the obliquity, give or take its ecliptic latitude (< 1″).
    const solstice = natalChart({ natalDatetime: '2024-06-20T20:51:00Z', natalLocation: { latitude: 0, longitude: 0, timezone: 'UTC' } });
    expect(Math.abs(solstice.body('sun').dec - solstice.frame().obliquity)).toBeLessThan(1 / 3600);
    expect(isOutOfBounds(solstice.body('sun').dec - 1 / 3600, solstice.frame().obliquity)).toBe(false);
  });
});

describe('astrocartography', () => {
  const gast = CHART.frame().gastDeg;
  const bodies = CHART.bodyIds().map((id) => ({ id, ra: CHART.body(id).ra, dec: CHART.body(id).dec }));
  const at = (latitude: number, longitude: number) => relocatedChart(CHART, chartPlace({ latitude, longitude, timezone: 'UTC' }));

  it('on each MC line the local sidereal time equals the body’s right ascension within 0.01°', () => {
    for (const b of bodies) {
      const lon = lineLongitude(b, 'MC', 10, gast)!;
      expect(Math.abs(wrap180(at(10, lon).armc() - b.ra))).toBeLessThan(0.01);
      const ic = lineLongitude(b, 'IC', -20, gast)!;
      expect(Math.abs(wrap180(at(-20, ic).armc() - b.ra - 180))).toBeLessThan(0.01);
    }
  });

  it('on the Sun’s ASC and DSC lines the relocated ascendant / descendant is the Sun', () => {
    const sun = bodies.find((b) => b.id === 'sun')!;
    for (const lat of [-50, -10, 0, 30, 55]) {
      const asc = at(lat, lineLongitude(sun, 'ASC', lat, gast)!).houses().asc;
      expect(separation(asc, CHART.body('sun').lon)).toBeLessThan(0.01);
      const dsc = at(lat, lineLongitude(sun, 'DSC', lat, gast)!).houses().dsc;
      expect(separation(dsc, CHART.body('sun').lon)).toBeLessThan(0.01);
    }
  });

  it('GeoJSON: one MultiLineString per body and angle, longitudes in [−180, 180], no segment crossing the antimeridian', () => {
    const geo = linesGeoJson(angleLines(bodies, gast));
    expect(geo.features).toHaveLength(bodies.length * 4);
    const segments = geo.features.flatMap((f) => f.geometry.coordinates);
    expect(Math.max(...segments.flat().map(([lon]) => Math.abs(lon)))).toBeLessThanOrEqual(180);
    expect(Math.max(...segments.flat().map(([, lat]) => Math.abs(lat)))).toBeLessThanOrEqual(85);
    expect(Math.max(...segments.flatMap((seg) => seg.slice(1).map(([lon], i) => Math.abs(lon - seg[i][0]))))).toBeLessThan(180);
  });

  it('at a paran latitude both bodies reach their angles at the same sidereal time', () => {
    const parans = paranLatitudes(bodies, gast);
    expect(parans.length).toBeGreaterThan(10);
    for (const p of parans) {
      const [a, b] = [bodies.find((x) => x.id === p.a)!, bodies.find((x) => x.id === p.b)!];
      const ta = angleSiderealTime(a.ra, a.dec, p.latitude, p.aEvent)!;
      const tb = angleSiderealTime(b.ra, b.dec, p.latitude, p.bEvent)!;
      expect(Math.abs(wrap180(ta - tb))).toBeLessThan(1e-6);
    }
  });
});
