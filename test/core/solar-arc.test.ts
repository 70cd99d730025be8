/**
 * Solar arc directions: the arc against Swiss Ephemeris (the Sun's longitudes of two charts of
 * test/fixtures/western/swiss-natal.json a few weeks apart: the later one is the progressed instant
 * of the earlier birth), Naibod's key, and the rigid-wheel property (every directed point less its
 * natal point is the arc).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { norm360, separation, wrap180 } from '../../src/core/astro/angle.js';
import { ayanamsaUT } from '../../src/core/astro/ayanamsa.js';
import { CHART_POINTS } from '../../src/core/astro/predictive.js';
import { TROPICAL_YEAR_DAYS } from '../../src/core/astro/progressions.js';
import { TargetNotAfterBirthError } from '../../src/core/astro/progressions.js';
import { NAIBOD_RATE, SolarArc } from '../../src/core/astro/solar-arc.js';

interface SwissResult {
  input: { utc: string; lat: number; lon: number };
  jd_ut: number;
  bodies: Record<string, { lon: number }>;
}
const swiss: SwissResult[] = JSON.parse(
  readFileSync(new URL('../fixtures/western/swiss-natal.json', import.meta.url), 'utf8'),
).results;
const at = (utc: string) => swiss.find((r) => r.input.utc === utc)!;

const UTC = { latitude: 0, longitude: 0, timezone: 'UTC' };
const arcsec = (a: number, b: number) => Math.abs(wrap180(a - b)) * 3600;

/** Pairs of fixture charts 22–73 days apart: birth, and the instant its progression reaches. */
const PAIRS: [string, string][] = [
  ['1927-11-09T07:36:00Z', '1927-12-02T03:48:00Z'],
  ['1969-10-16T00:41:00Z', '1969-11-29T20:31:00Z'],
  ['1974-10-15T20:52:00Z', '1974-11-19T00:10:00Z'],
  ['1979-05-19T18:34:00Z', '1979-07-31T11:56:00Z'],
  ['2088-05-02T07:50:00Z', '2088-05-24T07:19:00Z'],
];

/** The date of life whose progressed instant is `progressed`: birth + (progressed − birth) × 365.24219 days. */
function lifeDate(birth: SwissResult, progressed: SwissResult): string {
  const ms = Date.parse(birth.input.utc) + (progressed.jd_ut - birth.jd_ut) * TROPICAL_YEAR_DAYS * 86_400_000;
  return new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

describe('solar arc against Swiss Ephemeris', () => {
  it.each(PAIRS)('birth %s, progressed to %s: arc = Swiss Sun(later) − Sun(birth) within 1″', (birthUtc, laterUtc) => {
    const birth = at(birthUtc);
    const later = at(laterUtc);
    const sa = new SolarArc({
      natalDatetime: birthUtc,
      natalLocation: { latitude: birth.input.lat, longitude: birth.input.lon, timezone: 'UTC' },
      targetDatetime: lifeDate(birth, later),
    });
    const expected = norm360(later.bodies.sun.lon - birth.bodies.sun.lon);
    // The target is rounded to the second: 1 s of life is 1/365 s of ephemeris, far below 0.01″.
    expect(arcsec(sa.arc(), expected)).toBeLessThan(1);
    expect(sa.ageYears()).toBeCloseTo(later.jd_ut - birth.jd_ut, 6);
    // The directed Sun is the progressed Sun.
    expect(arcsec(sa.points().find((p) => p.id === 'sun')!.lon, later.bodies.sun.lon)).toBeLessThan(1);
  });
});

describe('the rigid wheel', () => {
  const sa = new SolarArc({
    natalDatetime: '1990-05-15T14:30:00',
    natalLocation: { latitude: 37.5665, longitude: 126.978, timezone: 'Asia/Seoul' },
    targetDatetime: '2026-05-15T12:00:00',
    houseSystem: 'KOCH',
  });

  it('directed − natal = the arc for every body, angle and cusp', () => {
    const all = [...sa.points(), ...sa.cusps()];
    expect(all.map((p) => p.id)).toEqual([...CHART_POINTS, ...Array.from({ length: 12 }, (_, i) => `cusp${i + 1}`)]);
    for (const p of all) expect(arcsec(norm360(p.lon - p.natalLon), sa.arc())).toBeLessThan(1e-6);
    // Cusps are the natal chart's, turned.
    expect(sa.cusps().map((c) => c.natalLon)).toEqual(sa.natal.houses().cusps);
  });

  it('about a degree a year; between the Sun’s slowest and fastest daily motion', () => {
    // The Sun moves 0.953°–1.019° a day (perihelion/aphelion): 36 years give 34.3°–36.7°.
    expect(sa.ageYears()).toBeCloseTo(36, 1);
    expect(sa.arc()).toBeGreaterThan(0.953 * 36);
    expect(sa.arc()).toBeLessThan(1.019 * 36);
  });

  it('aspects: each directed–natal pair within the orb, with the separation of the directed and natal longitudes', () => {
    const aspects = sa.aspectsToNatal();
    expect(aspects.length).toBeGreaterThan(0);
    const lon = (id: string) => sa.points().find((p) => p.id === id)!;
    for (const a of aspects) {
      expect(a.orb).toBeLessThanOrEqual(1);
      expect(a.separation).toBeCloseTo(separation(lon(a.body1).lon, lon(a.body2).natalLon), 9);
    }
    expect(sa.aspectsToNatal(false).every((a) => a.body1 !== 'asc' && a.body2 !== 'mc')).toBe(true);
  });

  it('Naibod: 0°59′08.33″ per year of life (Astrowiki, Solar Arc)', () => {
    expect(NAIBOD_RATE * 3600).toBeCloseTo(59 * 60 + 8.33, 1);
    const naibod = new SolarArc({ ...sa.request, method: 'NAIBOD' });
    expect(naibod.arc()).toBeCloseTo(sa.ageYears() * NAIBOD_RATE, 12);
    for (const p of naibod.points()) expect(arcsec(norm360(p.lon - p.natalLon), naibod.arc())).toBeLessThan(1e-6);
  });

  it('sidereal: the tropical arc less the ayanamsa’s growth over the days of progression', () => {
    const sid = new SolarArc({ ...sa.request, ayanamsa: 'LAHIRI' });
    const growth = ayanamsaUT('LAHIRI', sa.progressedJd()) - ayanamsaUT('LAHIRI', sa.natal.time().jdUT);
    expect(arcsec(sid.arc(), sa.arc() - growth)).toBeLessThan(1e-6);
    // Precession, ≈ 50.3″ a year, is 0.14″ per day of ephemeris: ≈ 5″ over 36 days (with nutation's wobble).
    expect(growth * 3600).toBeGreaterThan(3);
    expect(growth * 3600).toBeLessThan(7);
    for (const p of sid.points()) expect(arcsec(norm360(p.lon - p.natalLon), sid.arc())).toBeLessThan(1e-6);
  });

  it('a target before the birth is TargetNotAfterBirthError', () => {
    const early = new SolarArc({ ...sa.request, targetDatetime: '1980-01-01T00:00:00' });
    expect(() => early.arc()).toThrow(TargetNotAfterBirthError);
  });

  it('UTC birth and target', () => {
    const s = new SolarArc({ natalDatetime: '2000-01-01T00:00:00Z', natalLocation: UTC, targetDatetime: '2030-01-01T00:00:00Z' });
    expect(s.ageYears()).toBeCloseTo(10958 / TROPICAL_YEAR_DAYS, 9);
  });
});
