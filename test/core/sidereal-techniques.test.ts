/**
 * The Western techniques in the sidereal zodiac. The reference values are Swiss Ephemeris 2.10.03's
 * ayanamsas (test/fixtures/western/swiss-depth.json) and properties of the definition
 * (sidereal longitude = tropical longitude − ayanamsa of the instant):
 * - the sidereal solar return is where the Sun's tropical longitude less the ayanamsa equals the
 *   natal sidereal Sun, later than the tropical return by the precession since birth over the
 *   Sun's speed (≈ 20 minutes per year of age);
 * - transits: every longitude less its chart's ayanamsa, so the separations change by the precession
 *   between birth and transit (none at the birth instant);
 * - progressed bodies, angles and cusps are the tropical ones less the ayanamsa of the progressed instant;
 * - composite bodies are midpoints of the sidereal longitudes; profected signs and lords follow the
 *   sidereal cusps; directions keep their arcs; firdaria do not change.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { norm360, wrap180 } from '../../src/core/astro/angle.js';
import { ayanamsaUT, type Ayanamsa } from '../../src/core/astro/ayanamsa.js';
import { natalChart, type BirthInput } from '../../src/core/astro/chart.js';
import { midpoint } from '../../src/core/astro/composite.js';
import { primaryDirections } from '../../src/core/astro/directions.js';
import { bodyPosition } from '../../src/core/astro/ephemeris.js';
import { firdariaReading } from '../../src/core/astro/firdaria.js';
import { CHART_POINTS } from '../../src/core/astro/predictive.js';
import { Profection } from '../../src/core/astro/profections.js';
import { Progressions } from '../../src/core/astro/progressions.js';
import { SolarReturn } from '../../src/core/astro/returns.js';
import { Synastry } from '../../src/core/astro/synastry.js';
import { Transits } from '../../src/core/astro/transits.js';
import { signIndex } from '../../src/core/astro/zodiac.js';

interface DepthCase {
  id: string;
  datetime_utc: string;
  jd_ut: number;
  latitude: number;
  longitude: number;
  ayanamsa: Record<Ayanamsa, number>;
}
const cases: DepthCase[] = JSON.parse(
  readFileSync(new URL('../fixtures/western/swiss-depth.json', import.meta.url), 'utf8'),
).cases;

const arcsec = (a: number, b: number) => Math.abs(wrap180(a - b)) * 3600;
/** A fixture instant as a birth in UTC. */
const birthOf = (c: DepthCase, ayanamsa: Ayanamsa | null = null): BirthInput => ({
  name: c.id,
  natalDatetime: c.datetime_utc.slice(0, 19),
  natalLocation: { latitude: c.latitude, longitude: c.longitude, timezone: 'UTC' },
  ayanamsa,
});
const yearOf = (c: DepthCase) => Number(c.datetime_utc.slice(0, 4));

/** Swiss's precession rate of the Lahiri ayanamsa, ″ per day, by least squares over the fixture's 60 instants. */
const swissRate = (() => {
  const n = cases.length;
  const mx = cases.reduce((s, c) => s + c.jd_ut, 0) / n;
  const my = cases.reduce((s, c) => s + c.ayanamsa.LAHIRI, 0) / n;
  const sxy = cases.reduce((s, c) => s + (c.jd_ut - mx) * (c.ayanamsa.LAHIRI - my), 0);
  const sxx = cases.reduce((s, c) => s + (c.jd_ut - mx) ** 2, 0);
  return (sxy / sxx) * 3600;
})();

describe('sidereal solar and lunar returns', () => {
  it('Swiss’s Lahiri ayanamsa grows by the general precession, ≈ 50.3″ a year', () => {
    expect(swissRate * 365.25).toBeGreaterThan(50.2);
    expect(swissRate * 365.25).toBeLessThan(50.4);
  });

  it('the Sun’s tropical longitude less the ayanamsa equals the natal sidereal Sun (< 1″), ≈ 20 minutes per year of age after the tropical return', () => {
    let worstMinutes = 0;
    for (const c of cases.slice(0, 20)) {
      const year = Math.min(2100, yearOf(c) + 37);
      const age = year - yearOf(c);
      const sidereal = new SolarReturn({ ...birthOf(c, 'LAHIRI'), returnYear: year });
      const tropical = new SolarReturn({ ...birthOf(c), returnYear: year });
      // The natal sidereal Sun from Swiss's ayanamsa of the birth instant.
      const natalSidereal = bodyPosition('sun', c.jd_ut).lon - c.ayanamsa.LAHIRI;
      expect(arcsec(sidereal.natal.body('sun').lon, natalSidereal), c.id).toBeLessThan(1);
      const jd = sidereal.root().jdUT;
      expect(arcsec(bodyPosition('sun', jd).lon - ayanamsaUT('LAHIRI', jd), natalSidereal), c.id).toBeLessThan(1);
      // The tropical return's longitude + the precession since birth: the delay is that arc at the Sun's speed.
      const delayDays = jd - tropical.root().jdUT;
      const sun = bodyPosition('sun', jd);
      const expectedDays = (ayanamsaUT('LAHIRI', jd) - c.ayanamsa.LAHIRI) / sun.lonSpeed;
      expect(Math.abs(delayDays - expectedDays) * 1440, c.id).toBeLessThan(0.5);
      // Exactly: the Sun has moved on by the precession since birth.
      const moved = bodyPosition('sun', jd).lon - bodyPosition('sun', tropical.root().jdUT).lon;
      expect(arcsec(moved, ayanamsaUT('LAHIRI', jd) - c.ayanamsa.LAHIRI), c.id).toBeLessThan(1);
      // The same from Swiss's mean rate alone: the nutation of the two dates (up to 35″ apart) allows ±15 minutes.
      const meanDays = (swissRate * (jd - c.jd_ut)) / 3600 / sun.lonSpeed;
      worstMinutes = Math.max(worstMinutes, Math.abs(delayDays - meanDays) * 1440);
      // ≈ 20.4 minutes a year, ± the Sun's speed through the year (±3.4 %) and the nutation (±17″ in all).
      if (age >= 20) {
        expect((delayDays * 1440) / age, c.id).toBeGreaterThan(18.5);
        expect((delayDays * 1440) / age, c.id).toBeLessThan(23.5);
      }
      // The return chart is sidereal too: its Sun is the natal sidereal Sun.
      expect(arcsec(sidereal.chart().body('sun').lon, natalSidereal), c.id).toBeLessThan(1);
      expect(sidereal.chart().input.ayanamsa).toBe('LAHIRI');
    }
    expect(worstMinutes).toBeLessThan(15);
  });

  it('the lunar return brings the Moon back to its natal sidereal longitude', () => {
    const c = cases[3];
    const sr = new SolarReturn({ ...birthOf(c, 'FAGAN_BRADLEY'), returnYear: yearOf(c) + 10 });
    const natalMoon = bodyPosition('moon', c.jd_ut).lon - c.ayanamsa.FAGAN_BRADLEY;
    const jd = sr.lunarRoot().jdUT;
    expect(arcsec(bodyPosition('moon', jd).lon - ayanamsaUT('FAGAN_BRADLEY', jd), natalMoon)).toBeLessThan(1);
    expect(jd - sr.root().jdUT).toBeGreaterThan(0);
    expect(jd - sr.root().jdUT).toBeLessThan(27.6);
    expect(arcsec(sr.lunarChart().body('moon').lon, natalMoon)).toBeLessThan(1);
  });
});

describe('sidereal transits', () => {
  /*
   * The natal points stand at the birth's ayanamsa and the transiting ones at the transit's: each
   * separation changes by the precession in between (≈ 50″ a year), so a transit aspect's orb is not
   * the tropical one (that is what sidereal transits are). At the birth instant itself the two
   * zodiacs give identical aspects.
   */
  it('every longitude is the tropical one less its chart’s ayanamsa (< 0.01″; the natal one Swiss’s within 1″)', () => {
    for (const c of cases.slice(0, 12)) {
      const transitDatetime = `${yearOf(c) + 23}-03-14T08:00:00`;
      const tropical = new Transits({ ...birthOf(c), transitDatetime });
      const sidereal = new Transits({ ...birthOf(c, 'KRISHNAMURTI'), transitDatetime });
      const natalAya = sidereal.natal.zodiacOffset().degrees;
      const transitAya = sidereal.transit.zodiacOffset().degrees;
      expect(arcsec(natalAya, c.ayanamsa.KRISHNAMURTI), c.id).toBeLessThan(1);
      for (const id of CHART_POINTS) {
        expect(arcsec(sidereal.natalPoint(id).lon, tropical.natalPoint(id).lon - natalAya), `${c.id} ${id}`).toBeLessThan(0.01);
        expect(arcsec(sidereal.transitPoint(id).lon, tropical.transitPoint(id).lon - transitAya)).toBeLessThan(0.01);
        // Right ascension and declination do not depend on the zodiac.
        expect(sidereal.transitPoint(id).ra).toBeCloseTo(tropical.transitPoint(id).ra, 9);
        expect(sidereal.transitPoint(id).dec).toBeCloseTo(tropical.transitPoint(id).dec, 9);
      }
      // Each sidereal aspect: the tropical separation with the precession since birth taken off.
      const drift = transitAya - natalAya;
      // About 23 years of precession, ± the nutation (±17″).
      const days = sidereal.transit.time().jdUT - c.jd_ut;
      expect(Math.abs(drift * 3600 - swissRate * days), c.id).toBeLessThan(36);
      for (const a of sidereal.aspects()) {
        const t = tropical.transitPoint(a.body1 as never).lon - transitAya;
        const n = tropical.natalPoint(a.body2 as never).lon - natalAya;
        expect(Math.abs(Math.abs(wrap180(t - n)) - a.separation) * 3600).toBeLessThan(0.01);
      }
    }
  });

  it('at the birth instant the aspect list is identical in both zodiacs, the separations within 0.01″', () => {
    for (const c of cases.slice(0, 12)) {
      const transitDatetime = c.datetime_utc.slice(0, 19);
      const tropical = new Transits({ ...birthOf(c), transitDatetime });
      const sidereal = new Transits({ ...birthOf(c, 'TRUE_CITRA'), transitDatetime });
      const strip = (list: ReturnType<Transits['aspects']>) => list.map((a) => [a.body1, a.body2, a.aspectType, a.applying, a.separating]);
      expect(strip(sidereal.aspects()), c.id).toEqual(strip(tropical.aspects()));
      sidereal.aspects().forEach((a, i) => expect(Math.abs(a.separation - tropical.aspects()[i].separation) * 3600).toBeLessThan(0.01));
    }
  });
});

describe('sidereal progressions', () => {
  it('bodies, angles and cusps are the tropical ones less the ayanamsa of the progressed instant', () => {
    for (const c of cases.slice(0, 8)) {
      const targetDatetime = `${yearOf(c) + 30}-06-01T00:00:00`;
      const tropical = new Progressions({ ...birthOf(c), targetDatetime });
      const sidereal = new Progressions({ ...birthOf(c, 'RAMAN'), targetDatetime });
      const aya = ayanamsaUT('RAMAN', sidereal.jdUT());
      for (const id of CHART_POINTS) {
        expect(arcsec(sidereal.point(id).lon, tropical.point(id).lon - aya), `${c.id} ${id}`).toBeLessThan(0.01);
        expect(sidereal.point(id).dec).toBeCloseTo(tropical.point(id).dec, 9);
      }
      tropical.houses().cusps.forEach((cusp, i) => expect(arcsec(sidereal.houses().cusps[i], cusp - aya)).toBeLessThan(0.01));
      expect(sidereal.armc()).toBe(tropical.armc());
      const strip = (list: ReturnType<Progressions['aspectsToNatal']>) => list.map((a) => [a.body1, a.body2, a.aspectType]);
      expect(strip(sidereal.aspectsToNatal())).toEqual(strip(tropical.aspectsToNatal()));
    }
  });
});

describe('sidereal composite and Davison', () => {
  it('composite bodies are the midpoints of the sidereal longitudes; the composite MC the midpoint of the sidereal MCs', () => {
    const [a, b] = [cases[6], cases[7]];
    const person = (c: DepthCase) => ({ datetime: c.datetime_utc.slice(0, 19), location: { latitude: c.latitude, longitude: c.longitude, timezone: 'UTC' } });
    const sidereal = new Synastry({ person1: person(a), person2: person(b), ayanamsa: 'LAHIRI' });
    const composite = sidereal.composite();
    const p1 = sidereal.person1.points();
    const p2 = sidereal.person2.points();
    composite.bodies.forEach((body, i) => {
      expect(body.lon).toBe(midpoint(p1[i].lon, p2[i].lon));
      expect(signIndex(body.lon)).toBe(signIndex(midpoint(p1[i].lon, p2[i].lon)));
    });
    // The Sun's sidereal longitudes from Swiss's ayanamsas.
    const sunMid = midpoint(bodyPosition('sun', a.jd_ut).lon - a.ayanamsa.LAHIRI, bodyPosition('sun', b.jd_ut).lon - b.ayanamsa.LAHIRI);
    expect(arcsec(composite.bodies[0].lon, sunMid)).toBeLessThan(1);
    const mcMid = midpoint(sidereal.person1.chart.houses().mc, sidereal.person2.chart.houses().mc);
    expect(arcsec(composite.houses.mc, mcMid)).toBeLessThan(0.01);
    // Davison: a sidereal chart of the mean instant.
    const davison = sidereal.davison();
    expect(davison.input.ayanamsa).toBe('LAHIRI');
    const jd = davison.time().jdUT;
    expect(arcsec(davison.body('moon').lon, bodyPosition('moon', jd).lon - ayanamsaUT('LAHIRI', jd))).toBeLessThan(0.01);
  });
});

describe('sidereal profections, directions and firdaria', () => {
  it('the profected sign and lord follow the sidereal ASC sign (whole signs) and the sidereal cusps', () => {
    for (const c of cases.slice(0, 10)) {
      const tropicalChart = natalChart(birthOf(c));
      const siderealChart = natalChart(birthOf(c, 'LAHIRI'));
      const ascSign = signIndex(tropicalChart.houses().asc - c.ayanamsa.LAHIRI);
      for (const age of [0, 5, 29]) {
        const whole = new Profection(siderealChart, age, 'WHOLE_SIGN');
        expect(signIndex(whole.profected.cuspLongitude), c.id).toBe((ascSign + age) % 12);
        const cusp = new Profection(siderealChart, age, 'CUSP');
        const expected = tropicalChart.houses().cusps[age % 12] - c.ayanamsa.LAHIRI;
        expect(arcsec(cusp.profected.cuspLongitude, expected)).toBeLessThan(1);
      }
    }
  });

  it('directions keep their arcs and active directions; the longitudes are shifted by the natal ayanamsa', () => {
    for (const c of cases.slice(0, 6)) {
      const tropical = primaryDirections({ ...birthOf(c), targetAge: 33.5, type: 'both' }).directions;
      const sidereal = primaryDirections({ ...birthOf(c, 'YUKTESHWAR'), targetAge: 33.5, type: 'both' }).directions;
      const aya = c.ayanamsa.YUKTESHWAR;
      for (const d of ['direct', 'converse'] as const) {
        tropical.directedPoints(d).forEach((p, i) => {
          const q = sidereal.directedPoints(d)[i];
          expect(q.arc).toBe(p.arc);
          expect(arcsec(q.natalLongitude, p.natalLongitude - aya), `${c.id} ${p.id}`).toBeLessThan(1);
          expect(arcsec(q.directedLongitude, p.directedLongitude - aya), `${c.id} ${p.id} ${d}`).toBeLessThan(1);
        });
      }
      const strip = (list: typeof tropical.activeDirections extends () => infer R ? R : never) =>
        list.map((a) => [a.directed, a.natal, a.aspectType, a.direction, a.orb.toFixed(7)]);
      expect(strip(sidereal.activeDirections())).toEqual(strip(tropical.activeDirections()));
      const timeline = (pd: typeof tropical) => pd.timeline(0, 40).map((e) => [e.promissor, e.significator, e.aspectAngle, e.arc.toFixed(7)]);
      expect(timeline(sidereal)).toEqual(timeline(tropical));
    }
  });

  it('firdaria do not depend on the zodiac', () => {
    for (const c of cases.slice(0, 5)) {
      const request = { currentAge: 40.5, sequenceBasis: 'SECT' as const };
      const tropical = firdariaReading({ ...birthOf(c), ...request });
      const sidereal = firdariaReading({ ...birthOf(c, 'LAHIRI'), ...request });
      expect(sidereal.firdaria.periods).toEqual(tropical.firdaria.periods);
      expect(sidereal.firdaria.current).toEqual(tropical.firdaria.current);
      expect(norm360(sidereal.chart.body('sun').lon + c.ayanamsa.LAHIRI)).toBeCloseTo(tropical.chart.body('sun').lon, 3);
    }
  });
});
